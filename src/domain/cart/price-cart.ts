/**
 * Pricing a cart, once (issue 10): the cart view and the order opened at payment both call this,
 * so the basket shows what the order charges. Lines of every kind come in as base and fee cents;
 * the kind's rules (line-kinds.ts) say which a promo discounts, refund protection covers and
 * delivery applies to. Integer cents throughout.
 */
import type { CartLineKind } from '../../shared/contracts/cart.ts';
import type { DeliveryMethodChoice } from '../../shared/contracts/checkout.ts';
import { LINE_KINDS, needsDelivery } from '../cart-lines/line-kinds.ts';
import {
  allocateVoucherPayments,
  type VoucherBalance,
  type VoucherPayment,
  voucherPayableCents,
} from '../gift-vouchers/voucher-payments.ts';
import {
  type PromoRule,
  promoDiscountCents,
  refundProtectionCents,
} from '../orders/cart-adjustments.ts';
import { type OrderTotals, orderTotals } from '../orders/order-totals.ts';

export interface LineToPrice {
  kind: CartLineKind;
  baseCents: number;
  feeCents: number;
  /** Tickets: the production, which a promo code may be limited to. */
  productionId?: number;
}

export interface CartPricing extends OrderTotals {
  /** The donations among the subtotal. */
  donationsCents: number;
  refundProtectionCents: number;
  /** Account credit applied: what the buyer asked for, at most the total. */
  creditCents: number;
  /** What each gift voucher applied pays, in the order applied (voucher-payments.ts). */
  giftVoucherPayments: VoucherPayment[];
  giftVoucherCents: number;
  /** What is left for a card: total − credit − gift vouchers. */
  leftToPayCents: number;
}

export function priceCart(input: {
  lines: readonly LineToPrice[];
  /** The cart's promo code while it is live (livePromo), else null. */
  promo: PromoRule | null;
  refundProtection: { chosen: boolean; perLineCents: number };
  creditAppliedCents: number;
  /** The gift vouchers applied to pay, in the order applied, with what is on each now. */
  giftVouchers?: readonly VoucherBalance[];
  /** The delivery method chosen at checkout; left out in the basket (no delivery yet). */
  deliveryMethod?: DeliveryMethodChoice;
}): CartPricing {
  const { lines } = input;
  const discountable = lines.filter((line) => LINE_KINDS[line.kind].discountable);
  const discountCents = promoDiscountCents(
    input.promo,
    discountable.map((line) => ({
      productionId: line.productionId ?? 0,
      baseCents: line.baseCents,
    })),
  );
  const protectionCents = refundProtectionCents(
    input.refundProtection.chosen,
    lines.filter((line) => LINE_KINDS[line.kind].protectable).length,
    input.refundProtection.perLineCents,
  );
  const totals = orderTotals({
    lines: [
      ...lines.map((line) => ({
        kind: line.kind,
        baseCents: line.baseCents,
        feeCents: line.feeCents,
      })),
      ...(protectionCents > 0
        ? [{ kind: 'booking-protection' as const, baseCents: protectionCents, feeCents: 0 }]
        : []),
    ],
    deliveryMethod:
      input.deliveryMethod && needsDelivery(lines.map((line) => line.kind))
        ? input.deliveryMethod
        : null,
    // Never more than what may be discounted (a donation is never discounted).
    discountCents: Math.min(
      discountCents,
      discountable.reduce((sum, line) => sum + line.baseCents, 0),
    ),
  });
  // Stored value (account credit, then gift vouchers) never pays for vouchers being bought:
  // a voucher turned into credit must not buy a fresh voucher with a fresh expiry.
  const notPayableWithStoredValueCents = lines
    .filter((line) => !LINE_KINDS[line.kind].payableWithStoredValue)
    .reduce((sum, line) => sum + line.baseCents + line.feeCents, 0);
  const creditCents = Math.min(
    Math.max(0, input.creditAppliedCents),
    Math.max(0, totals.totalCents - notPayableWithStoredValueCents),
  );
  const giftVoucherPayments = allocateVoucherPayments(
    voucherPayableCents({
      totalCents: totals.totalCents,
      creditCents,
      notPayableWithStoredValueCents,
    }),
    input.giftVouchers ?? [],
  );
  const giftVoucherCents = giftVoucherPayments.reduce((sum, p) => sum + p.appliedCents, 0);
  return {
    ...totals,
    donationsCents: lines
      .filter((line) => line.kind === 'donation')
      .reduce((sum, line) => sum + line.baseCents, 0),
    refundProtectionCents: protectionCents,
    creditCents,
    giftVoucherPayments,
    giftVoucherCents,
    leftToPayCents: totals.totalCents - creditCents - giftVoucherCents,
  };
}
