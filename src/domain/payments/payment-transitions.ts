/**
 * What a word from a payment provider does to a payment and its order (docs/decisions/008), as
 * a table to read against the decision: the return, a webhook and the recovery sweep all ask
 * `decidePaymentEvent`, the sale's result is answered by `decideAfterSale`, and a free order by
 * `decideFreeOrder` and `FREE_SALE`. Pure: the adapter locks the order row, re-reads the
 * payment under the lock, keeps webhook ids, runs the sale and writes what these answer.
 */

import {
  type OrderState,
  OrderStateSchema,
  type OrderStatus,
  type PaymentOutcome,
} from '../../shared/contracts/checkout.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import type { PaymentEvent } from '../ports/payment-provider.ts';

/** A payment row's states: one row per hosted session (decision 008, "States"). */
export const PAYMENT_STATES = [
  'pending',
  'processing',
  'succeeded',
  'declined',
  'failed',
  'cancelled',
  'expired',
  'refund_due',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export type EventOutcome = PaymentEvent['outcome'];
export type FailureReason = NonNullable<OrderStatus['failureReason']>;
/** What the sale (one conditional UPDATE of the order's seats, and its credit) came to. */
export type SaleResult = 'sold' | 'seats-taken' | 'credit-short' | 'voucher-short';

/** What the buyer sees of a payment's state (the status /order/verify polls). */
export const OUTCOME_OF_STATE: Record<PaymentState, PaymentOutcome> = {
  pending: 'pending',
  processing: 'processing',
  succeeded: 'completed',
  declined: 'declined',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
  // Money was taken; the order could not have it (and it went back).
  refund_due: 'completed',
  refunded: 'completed',
};

/** A payment that has not come to anything yet may still be declined, cancelled or expire. */
export const UNSETTLED: PaymentState[] = ['pending', 'processing'];

/** A payment that took money which goes (or went) back: never a sale's. */
const RETURNED: readonly PaymentState[] = ['refund_due', 'refunded'];
/** Every other state: the payment has come to something (paid, or ended without money). */
const SETTLED = PAYMENT_STATES.filter((state) => !UNSETTLED.includes(state));
/** An order still waiting for its payment is completing or verifying; only it may be sold. */
const OPEN: readonly OrderState[] = ['completing', 'verifying'];
/** Every other order state: confirmed, failed, reserved (put back by Pay Later), returned. */
const CLOSED = OrderStateSchema.options.filter((state) => !OPEN.includes(state));
/** The outcomes that end a payment without money. */
const ENDINGS = ['declined', 'failed', 'cancelled', 'expired'] as const;

/** What the adapter writes to the order: `.set(change)` on its row. */
export type OrderChange =
  | { state: 'verifying' }
  | { state: 'failed'; failureReason: FailureReason }
  // A box office reservation outlives a failed payment: back to My reserved orders, its seats
  // still its own, to be paid again while it lasts (decision 008, reserved orders).
  | { state: 'reserved' };

/** What to write: the payment's next state, the order's, both, or (empty) nothing. */
export interface PaymentChange {
  payment?: PaymentState;
  order?: OrderChange;
}

/** An event's plan: sell the seats first (then `decideAfterSale`), or write a change. */
export type PaymentPlan = { sell: true } | ({ sell: false } & PaymentChange);

/** The facts a decision reads, all taken under the order row's lock. */
export interface PaymentFacts {
  outcome: EventOutcome;
  /** The payment row of the event's session, read again under the lock. */
  paymentState: PaymentState;
  orderState: OrderState;
  /** A box office reservation (the order has a `hold_until`) being paid. */
  orderIsReservation: boolean;
  /** See `amountMatches`. */
  amountMatches: boolean;
}

/** One row: when it applies (a condition left out matches anything), what it does, and why. */
export interface PaymentRow {
  when: {
    outcome: readonly EventOutcome[];
    payment?: readonly PaymentState[];
    order?: readonly OrderState[];
    amountMatches?: boolean;
  };
  does: {
    sell?: true;
    payment?: PaymentState;
    order?: 'verifying';
    /** The order fails for this reason (a reservation goes back to reserved instead). */
    fail?: FailureReason;
  };
  why: string;
}

/**
 * The table. The first row that matches decides; every outcome ends in a row without
 * conditions, so every event has a row. `does: {}` changes nothing.
 */
export const PAYMENT_EVENT_TABLE: readonly PaymentRow[] = [
  {
    when: { outcome: ['open'] },
    does: {},
    why: 'The buyer has not finished on the provider’s page.',
  },

  // Paid.
  {
    when: { outcome: ['completed'], payment: ['succeeded', ...RETURNED] },
    does: {},
    why: 'Said again (the return and the webhook both come): this payment was settled already.',
  },
  {
    when: { outcome: ['completed'], order: CLOSED },
    does: { payment: 'refund_due' },
    why:
      'Paid on a second session, after the order failed, for a reserved order put back with ' +
      'Pay Later, or one since returned: the money goes back.',
  },
  {
    when: { outcome: ['completed'], amountMatches: false },
    does: { payment: 'refund_due', fail: 'amount-mismatch' },
    why:
      'Not the amount this session was opened for (a retry rewrote the total): the money ' +
      'goes back.',
  },
  {
    when: { outcome: ['completed'] },
    does: { sell: true },
    why:
      'Paid for an open order (also where an earlier word said the session ended: the money ' +
      'came after all): sell its seats, then see `decideAfterSale`.',
  },

  // Paid, not final yet (e.g. a bank debit). Events come in any order.
  {
    when: { outcome: ['processing'], payment: SETTLED },
    does: {},
    why:
      'The payment already came to something: a "processing" arriving late must not put the ' +
      'order back to verifying (nothing would ever settle it).',
  },
  {
    when: { outcome: ['processing'], payment: ['pending'], order: ['completing'] },
    does: { payment: 'processing', order: 'verifying' },
    why: 'The first word that the money is on its way: the order waits for it.',
  },
  {
    when: { outcome: ['processing'], payment: ['pending'] },
    does: { payment: 'processing' },
    why: 'The payment is on its way; the order is no longer completing and stays as it is.',
  },
  {
    when: { outcome: ['processing'], payment: ['processing'], order: ['completing'] },
    does: { order: 'verifying' },
    why: 'Said again while the order is completing: it waits for this payment, as at first.',
  },
  {
    when: { outcome: ['processing'] },
    does: {},
    why: 'Said again: nothing new.',
  },

  // Ended without money: the payment takes the outcome as its state.
  ...ENDINGS.flatMap((ending): PaymentRow[] => [
    {
      when: { outcome: [ending], payment: SETTLED },
      does: {},
      why: 'The payment already came to something (paid, or ended): a late word changes nothing.',
    },
    {
      when: { outcome: [ending], payment: ['processing'], order: ['verifying'] },
      does: { payment: ending, fail: 'payment-failed' },
      why:
        'An asynchronous payment that fails after the buyer came back ends the order; the seats ' +
        'stay held until their deadline, so the buyer may still start again.',
    },
    {
      when: { outcome: [ending] },
      does: { payment: ending },
      why: 'Declined, cancelled or expired on the provider’s page: the buyer may try again.',
    },
  ]),
];

/** What happens after the sale: the sale itself confirmed the order when it sold. */
export const AFTER_SALE: Record<SaleResult, { payment: PaymentState; fail?: FailureReason }> = {
  sold: { payment: 'succeeded' },
  // The account credit this order counted on was spent by another: the card's part goes back
  // and the buyer is told (the seats stay held for a new try).
  'credit-short': { payment: 'refund_due', fail: 'credit-unavailable' },
  // The same for a gift voucher: its reservation lapsed and another order spent the balance.
  'voucher-short': { payment: 'refund_due', fail: 'gift-voucher-unavailable' },
  // The hold lapsed and someone else has the seats now: refund, and say so.
  'seats-taken': { payment: 'refund_due', fail: 'seats-taken' },
};

/**
 * Whether a paid amount is the one this session was opened for: a retry rewrites the order's
 * total, and an earlier session paid at the old total must not pass (nor a right one be
 * refused). A provider that does not say the amount is taken at its word.
 */
export function amountMatches(paidCents: number | undefined, sessionCents: number): boolean {
  return paidCents === undefined || paidCents === sessionCents;
}

/** The first row of the table matching these facts. */
export function paymentRowOf(facts: PaymentFacts): PaymentRow {
  const row = PAYMENT_EVENT_TABLE.find(
    ({ when }) =>
      when.outcome.includes(facts.outcome) &&
      (when.payment === undefined || when.payment.includes(facts.paymentState)) &&
      (when.order === undefined || when.order.includes(facts.orderState)) &&
      (when.amountMatches === undefined || when.amountMatches === facts.amountMatches),
  );
  // Unreachable: each outcome's last row has no conditions (a test walks every input).
  if (!row) throw new Error(`No payment row for ${JSON.stringify(facts)}`);
  return row;
}

/** What an event does, by the table. */
export function decidePaymentEvent(facts: PaymentFacts): PaymentPlan {
  const { does } = paymentRowOf(facts);
  if (does.sell) return { sell: true };
  return {
    sell: false,
    ...changeOf(does, facts.orderIsReservation),
  };
}

/** What to write once the sale a plan asked for has run. */
export function decideAfterSale(
  sale: SaleResult,
  { orderIsReservation }: { orderIsReservation: boolean },
): PaymentChange {
  return changeOf(AFTER_SALE[sale], orderIsReservation);
}

function changeOf(
  does: { payment?: PaymentState; order?: 'verifying'; fail?: FailureReason },
  orderIsReservation: boolean,
): PaymentChange {
  const change: PaymentChange = {};
  if (does.payment) change.payment = does.payment;
  if (does.fail)
    change.order = orderIsReservation
      ? { state: 'reserved' }
      : { state: 'failed', failureReason: does.fail };
  else if (does.order) change.order = { state: does.order };
  return change;
}

/**
 * A free order (nothing to pay, or account credit pays it all), confirmed by the same sale with
 * a `free` payment row. Nothing was paid, so nothing is owed back: a free order that cannot
 * have its seats stays open (the adapter's transaction rolls back) and the buyer is told.
 */
export type FreeOrderPlan =
  | { kind: 'sell' }
  /** Confirmed before (a repeated request): answer it as it stands. */
  | { kind: 'confirmed-already' }
  | { kind: 'refuse'; code: ErrorCode };

export function decideFreeOrder(order: {
  state: OrderState;
  /** The total less the account credit spent on it. */
  amountToPayCents: number;
}): FreeOrderPlan {
  if (order.amountToPayCents !== 0) return { kind: 'refuse', code: 'FREE_ORDER_FAILED' };
  if (order.state === 'confirmed') return { kind: 'confirmed-already' };
  if (order.state !== 'completing') return { kind: 'refuse', code: 'FREE_ORDER_FAILED' };
  return { kind: 'sell' };
}

/** After a free order's sale: record its `free` payment, or refuse (undoing the sale). */
export const FREE_SALE: Record<
  SaleResult,
  { kind: 'record-payment' } | { kind: 'refuse'; code: ErrorCode }
> = {
  sold: { kind: 'record-payment' },
  // The account credit that paid it was spent by another meanwhile.
  'credit-short': { kind: 'refuse', code: 'CREDIT_NOT_APPLIED' },
  // A gift voucher that paid it was spent by another meanwhile: the buyer is told it is gone.
  'voucher-short': { kind: 'refuse', code: 'GIFT_VOUCHER_USED_UP' },
  'seats-taken': { kind: 'refuse', code: 'FREE_ORDER_FAILED' },
};
