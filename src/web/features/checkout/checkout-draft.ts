import { useCallback, useState } from 'react';
import type { Cart, TicketLine } from '../../../shared/contracts/cart.ts';
import {
  DELIVERY_FEES_CENTS,
  type DeliveryMethodChoice,
  DeliveryMethodSchema,
} from '../../../shared/contracts/checkout.ts';
import type { DonationLine } from '../../../shared/contracts/donations.ts';
import type {
  CartGiftVoucherPayment,
  GiftVoucherLine,
} from '../../../shared/contracts/gift-vouchers.ts';
import type { MembershipLine } from '../../../shared/contracts/memberships.ts';

/**
 * What the buyer entered on the checkout steps, kept in sessionStorage: going back and forward
 * (or reloading) keeps it, and it goes with the tab. Nothing here is trusted by the server.
 */
export interface CheckoutDraft {
  deliveryMethod: DeliveryMethodChoice;
  orderNotes: string;
  accessNotes: string;
  acceptTerms: boolean;
  acknowledgePrivacy: boolean;
  /** The delivery step's choices among the buyer's saved addresses (null: none chosen yet). */
  billingAddressId: number | null;
  deliveryAddressId: number | null;
  /**
   * The Idempotency-Key of "Pay" (the server remembers its answer): made afresh by each review
   * submission and each retry after the provider's answer, so a double click reuses it.
   */
  paymentKey: string;
  /** The membership terms agreed to at the membership step (membership-terms.ts); '' none. */
  membershipTerms: string;
}

const KEY = 'houselights.checkout';
const ORDER_KEY = 'houselights.order';

const EMPTY: CheckoutDraft = {
  deliveryMethod: 'print-at-home',
  orderNotes: '',
  accessNotes: '',
  acceptTerms: false,
  acknowledgePrivacy: false,
  billingAddressId: null,
  deliveryAddressId: null,
  paymentKey: '',
  membershipTerms: '',
};

const addressId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** What the API accepts as an Idempotency-Key (8 to 100 characters). */
const PAYMENT_KEY = /^[A-Za-z0-9-]{8,100}$/;

function read<T>(key: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing without storage: the steps still work, they just forget on reload.
  }
}

export function readDraft(): CheckoutDraft {
  const stored = read<CheckoutDraft>(KEY) ?? {};
  const method = DeliveryMethodSchema.safeParse(stored.deliveryMethod);
  return {
    deliveryMethod: method.success ? method.data : EMPTY.deliveryMethod,
    orderNotes: typeof stored.orderNotes === 'string' ? stored.orderNotes : '',
    accessNotes: typeof stored.accessNotes === 'string' ? stored.accessNotes : '',
    acceptTerms: stored.acceptTerms === true,
    acknowledgePrivacy: stored.acknowledgePrivacy === true,
    billingAddressId: addressId(stored.billingAddressId),
    deliveryAddressId: addressId(stored.deliveryAddressId),
    paymentKey:
      typeof stored.paymentKey === 'string' && PAYMENT_KEY.test(stored.paymentKey)
        ? stored.paymentKey
        : EMPTY.paymentKey,
    membershipTerms:
      typeof stored.membershipTerms === 'string' && stored.membershipTerms.length <= 500
        ? stored.membershipTerms
        : EMPTY.membershipTerms,
  };
}

/** A random key (getRandomValues: randomUUID needs a secure context, a LAN address is not). */
export function newPaymentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The key for "Pay": the draft's own, or a new one kept in the draft when there is none or the
 * last attempt has had its answer (`fresh`). Kept, so a second click or a reload sends it again.
 */
export function paymentKey(fresh = false): string {
  const draft = readDraft();
  if (draft.paymentKey && !fresh) return draft.paymentKey;
  const key = newPaymentKey();
  write(KEY, { ...draft, paymentKey: key });
  return key;
}

/** The draft as state: every change is stored at once. */
export function useCheckoutDraft() {
  const [draft, setDraft] = useState(readDraft);
  const update = useCallback((change: Partial<CheckoutDraft>) => {
    setDraft((old) => {
      const next = { ...old, ...change };
      write(KEY, next);
      return next;
    });
  }, []);
  return [draft, update] as const;
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}

/**
 * What was bought, kept when the buyer goes to pay: the confirmation page lists the lines (the
 * cart is empty by then, and the order status carries only totals).
 */
export interface PlacedOrder {
  number: string;
  deliveryMethod: DeliveryMethodChoice;
  lines: TicketLine[];
  /** The gifts to funds (issue 10); none kept by a page from before them. */
  donations: DonationLine[];
  /** The gift vouchers bought (issue 11); none kept by a page from before them. */
  giftVouchers?: GiftVoucherLine[];
  /** The membership bought (issue 12); none kept by a page from before them. */
  memberships?: MembershipLine[];
}

export function rememberOrder(order: PlacedOrder) {
  write(ORDER_KEY, order);
}

export function placedOrder(number: string): PlacedOrder | null {
  const stored = read<PlacedOrder>(ORDER_KEY);
  if (stored?.number !== number || !Array.isArray(stored.lines)) return null;
  const method = DeliveryMethodSchema.safeParse(stored.deliveryMethod);
  return {
    number,
    deliveryMethod: method.success ? method.data : 'print-at-home',
    lines: stored.lines,
    donations: Array.isArray(stored.donations) ? stored.donations : [],
    giftVouchers: Array.isArray(stored.giftVouchers) ? stored.giftVouchers : [],
    memberships: Array.isArray(stored.memberships) ? stored.memberships : [],
  };
}

export const deliveryFee = (method: DeliveryMethodChoice) => DELIVERY_FEES_CENTS[method];

/** The cart's lines by performance, in the order they were first added. */
export function byPerformance(lines: readonly TicketLine[]): TicketLine[][] {
  const groups = new Map<number, TicketLine[]>();
  for (const line of lines)
    groups.set(line.performanceId, [...(groups.get(line.performanceId) ?? []), line]);
  return [...groups.values()];
}

/**
 * The totals as the order will have them (spec §3), for a cart and a delivery method. Only
 * tickets are delivered: a cart of gifts has no delivery fee (issue 10).
 */
export function checkoutTotals(
  cart: Pick<Cart, 'lines' | 'totals'> & Partial<Pick<Cart, 'giftVoucherPayments'>>,
  method: DeliveryMethodChoice,
) {
  const tickets = cart.lines.some((line) => line.kind === 'ticket');
  const delivery = tickets ? deliveryFee(method) : 0;
  const total = cart.totals.total.amount + delivery;
  // Account credit pays part (or all) of the order; never more than its total.
  const credit = Math.min(cart.totals.credit?.amount ?? 0, total);
  const donations = cart.totals.donations?.amount ?? 0;
  // The gift vouchers being bought (no fee, never discounted): a line of their own too.
  const vouchersBought = giftVouchersBoughtCents(cart.lines);
  // A membership's first payment (no fee, never discounted): a line of its own (issue 12).
  const memberships = membershipsCents(cart.lines);
  // Gift vouchers pay what credit leaves, delivery included, never the vouchers being bought:
  // worked out again here because the cart's own figure comes before a delivery is chosen.
  const voucherPayments = allocateGiftVouchers(
    total - credit - vouchersBought,
    cart.giftVoucherPayments ?? [],
  );
  const giftVouchers = voucherPayments.reduce((sum, p) => sum + p.applied, 0);
  // All-in: the subtotal is what the tickets cost with their fees (the fees are shown as part of
  // it); the gifts, the promo's discount and refund protection are lines of their own (spec §3).
  return {
    tickets,
    subtotal:
      cart.totals.subtotal.amount -
      donations -
      vouchersBought -
      memberships +
      cart.totals.fees.amount,
    donations,
    vouchersBought,
    memberships,
    fees: cart.totals.fees.amount,
    discount: cart.totals.discount?.amount ?? 0,
    refundProtection: cart.totals.refundProtection?.amount ?? 0,
    delivery,
    total,
    credit,
    giftVouchers,
    voucherPayments,
    leftToPay: total - credit - giftVouchers,
  };
}

/** A gift voucher paying for the order: what it pays, and what stays on it after. */
export interface VoucherPaymentShare {
  id: number;
  /** Masked: only its last four symbols. */
  code: string;
  applied: number;
  left: number;
}

/** What the cart's vouchers being bought cost (a voucher never pays for another). */
function giftVouchersBoughtCents(lines: Cart['lines']): number {
  return lines
    .filter((line) => line.kind === 'gift-voucher')
    .reduce((sum, line) => sum + line.price.allIn.amount, 0);
}

/** What the cart's membership costs now (its first payment, for a plan). */
function membershipsCents(lines: Cart['lines']): number {
  return lines
    .filter((line) => line.kind === 'membership')
    .reduce((sum, line) => sum + line.price.allIn.amount, 0);
}

/**
 * The server's rule (domain/gift-vouchers/voucher-payments.ts): in the order applied, each
 * voucher pays all it has while that is less than what is left, then the rest.
 */
export function allocateGiftVouchers(
  payableCents: number,
  payments: readonly CartGiftVoucherPayment[],
): VoucherPaymentShare[] {
  let left = Math.max(0, payableCents);
  return payments.map((payment) => {
    const balance = Math.max(0, payment.balance.amount);
    const applied = Math.min(left, balance);
    left -= applied;
    return { id: payment.id, code: payment.code, applied, left: balance - applied };
  });
}
