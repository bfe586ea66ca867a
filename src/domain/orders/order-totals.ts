// The delivery fees live in the contract, so the checkout pages show the same amounts.
import {
  DELIVERY_FEES_CENTS,
  type DeliveryMethodChoice as DeliveryMethod,
} from '../../shared/contracts/checkout.ts';

/**
 * The order's totals as spec §3 lists them, in integer cents. Tickets are sold all-in (FTC rule):
 * the fee is already inside every ticket's price, itemised here, never added late.
 */

/** Every line kind the spec's cart lists; only tickets are sold so far. */
export type LineKind =
  | 'ticket'
  | 'package'
  | 'food-and-drink'
  | 'merchandise'
  | 'supplementary'
  | 'reservation'
  | 'booking-protection'
  | 'membership'
  | 'donation'
  | 'gift-voucher'
  | 'ticket-subscription';

export interface TotalsLine {
  kind: LineKind;
  baseCents: number;
  feeCents: number;
}

/** Sales tax per product kind in basis points; tickets are not taxed by default (issue 5). */
export type TaxRates = Partial<Record<LineKind, number>>;
export const DEFAULT_TAX_RATES: TaxRates = { ticket: 0 };

export interface OrderTotals {
  productsSubtotalCents: number;
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  feesCents: number;
  taxCents: number;
  totalCents: number;
  totalPaidCents: number;
  leftToPayCents: number;
}

function cents(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be non-negative integer cents: ${value}`);
  return value;
}

export function orderTotals(input: {
  lines: TotalsLine[];
  /** null: nothing in the order is delivered (a donation), so no delivery fee. */
  deliveryMethod: DeliveryMethod | null;
  discountCents?: number;
  taxRates?: TaxRates;
  paidCents?: number;
}): OrderTotals {
  const rates = input.taxRates ?? DEFAULT_TAX_RATES;
  let products = 0;
  let donations = 0;
  let fees = 0;
  let tax = 0;
  for (const line of input.lines) {
    const base = cents(line.baseCents, 'base');
    const fee = cents(line.feeCents, 'fee');
    if (line.kind === 'donation') donations += base;
    else products += base;
    fees += fee;
    // Rounded per line, half up, as a receipt shows it.
    tax += Math.round(((base + fee) * (rates[line.kind] ?? 0)) / 10_000);
  }
  const subtotal = products + donations;
  // A discount never makes the order pay the buyer.
  const discount = Math.min(cents(input.discountCents ?? 0, 'discount'), subtotal);
  const delivery =
    input.lines.length > 0 && input.deliveryMethod ? DELIVERY_FEES_CENTS[input.deliveryMethod] : 0;
  const total = subtotal - discount + fees + delivery + tax;
  const paid = cents(input.paidCents ?? 0, 'paid');
  return {
    productsSubtotalCents: products,
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryCents: delivery,
    feesCents: fees,
    taxCents: tax,
    totalCents: total,
    totalPaidCents: paid,
    leftToPayCents: Math.max(0, total - paid),
  };
}
