/**
 * The payment decision table (decision 008), row by row, and walked over every input: what a
 * provider's word does to a payment and its order, what follows a sale, and a free order.
 */
import { describe, expect, it } from 'vitest';
import { type OrderState, OrderStateSchema } from '../../shared/contracts/checkout.ts';
import {
  AFTER_SALE,
  amountMatches,
  decideAfterSale,
  decideFreeOrder,
  decidePaymentEvent,
  type EventOutcome,
  FREE_SALE,
  OUTCOME_OF_STATE,
  PAYMENT_EVENT_TABLE,
  PAYMENT_STATES,
  type PaymentFacts,
  type PaymentState,
  paymentRowOf,
  UNSETTLED,
} from './payment-transitions.ts';

const OUTCOMES: EventOutcome[] = [
  'open',
  'completed',
  'processing',
  'declined',
  'failed',
  'cancelled',
  'expired',
];
const ENDINGS = ['declined', 'failed', 'cancelled', 'expired'] as const;
const ORDER_STATES = OrderStateSchema.options;

/** An ordinary paid order waiting for its first payment, changed by `facts`. */
function decide(facts: Partial<PaymentFacts> & { outcome: EventOutcome }) {
  return decidePaymentEvent({
    paymentState: 'pending',
    orderState: 'completing',
    orderIsReservation: false,
    amountMatches: true,
    ...facts,
  });
}

/** Every input there is. */
function* everyInput(): Generator<PaymentFacts> {
  for (const outcome of OUTCOMES)
    for (const paymentState of PAYMENT_STATES)
      for (const orderState of ORDER_STATES)
        for (const orderIsReservation of [false, true])
          for (const matches of [true, false])
            yield { outcome, paymentState, orderState, orderIsReservation, amountMatches: matches };
}

const NOTHING = { sell: false };

describe('a completed payment', () => {
  it('sells an open order whose payment is pending or processing', () => {
    for (const paymentState of ['pending', 'processing'] as const)
      for (const orderState of ['completing', 'verifying'] as const)
        expect(decide({ outcome: 'completed', paymentState, orderState })).toEqual({ sell: true });
  });
  it('sells also where an earlier word said the session ended (the money came after all)', () => {
    for (const paymentState of ENDINGS)
      expect(decide({ outcome: 'completed', paymentState })).toEqual({ sell: true });
  });
  it('changes nothing when said again: succeeded, or its money going or gone back', () => {
    for (const paymentState of ['succeeded', 'refund_due', 'refunded'] as const)
      for (const orderState of ORDER_STATES)
        expect(decide({ outcome: 'completed', paymentState, orderState })).toEqual(NOTHING);
  });
  it('is refunded when the order is no longer open: failed, confirmed, returned, reserved', () => {
    for (const orderState of ['failed', 'confirmed', 'returned', 'reserved'] as const)
      for (const orderIsReservation of [false, true])
        expect(
          decide({ outcome: 'completed', orderState, orderIsReservation, amountMatches: false }),
        ).toEqual({ sell: false, payment: 'refund_due' });
  });
  it('is refunded and fails the order when the amount is not the session’s', () => {
    for (const orderState of ['completing', 'verifying'] as const)
      expect(decide({ outcome: 'completed', orderState, amountMatches: false })).toEqual({
        sell: false,
        payment: 'refund_due',
        order: { state: 'failed', failureReason: 'amount-mismatch' },
      });
  });
  it('puts a reservation paid with a wrong amount back to reserved instead of failing it', () => {
    expect(
      decide({ outcome: 'completed', orderIsReservation: true, amountMatches: false }),
    ).toEqual({ sell: false, payment: 'refund_due', order: { state: 'reserved' } });
  });
});

describe('after the sale', () => {
  it('marks the payment succeeded when the seats were sold (the sale confirmed the order)', () => {
    for (const orderIsReservation of [false, true])
      expect(decideAfterSale('sold', { orderIsReservation })).toEqual({ payment: 'succeeded' });
  });
  it('refunds and fails the order when the seats were taken', () => {
    expect(decideAfterSale('seats-taken', { orderIsReservation: false })).toEqual({
      payment: 'refund_due',
      order: { state: 'failed', failureReason: 'seats-taken' },
    });
  });
  it('refunds and fails the order when its account credit was spent elsewhere', () => {
    expect(decideAfterSale('credit-short', { orderIsReservation: false })).toEqual({
      payment: 'refund_due',
      order: { state: 'failed', failureReason: 'credit-unavailable' },
    });
  });
  it('refunds and fails the order when a gift voucher it counted on was spent elsewhere', () => {
    expect(decideAfterSale('voucher-short', { orderIsReservation: false })).toEqual({
      payment: 'refund_due',
      order: { state: 'failed', failureReason: 'gift-voucher-unavailable' },
    });
  });
  it('puts a reservation back to reserved instead of failing it', () => {
    for (const sale of ['seats-taken', 'credit-short', 'voucher-short'] as const)
      expect(decideAfterSale(sale, { orderIsReservation: true })).toEqual({
        payment: 'refund_due',
        order: { state: 'reserved' },
      });
  });
  it('answers every result of the sale', () => {
    expect(Object.keys(AFTER_SALE).sort()).toEqual([
      'credit-short',
      'seats-taken',
      'sold',
      'voucher-short',
    ]);
  });
});

describe('a processing payment', () => {
  it('moves a pending payment to processing and a completing order to verifying', () => {
    expect(decide({ outcome: 'processing' })).toEqual({
      sell: false,
      payment: 'processing',
      order: { state: 'verifying' },
    });
  });
  it('leaves an order that is no longer completing as it is', () => {
    for (const orderState of ['verifying', 'failed', 'confirmed', 'reserved', 'returned'] as const)
      expect(decide({ outcome: 'processing', orderState })).toEqual({
        sell: false,
        payment: 'processing',
      });
  });
  it('said again: a completing order still goes to verifying, a verifying one stays', () => {
    expect(decide({ outcome: 'processing', paymentState: 'processing' })).toEqual({
      sell: false,
      order: { state: 'verifying' },
    });
    expect(
      decide({ outcome: 'processing', paymentState: 'processing', orderState: 'verifying' }),
    ).toEqual(NOTHING);
  });
  it('after the payment failed or ended: no going back to verifying', () => {
    for (const paymentState of PAYMENT_STATES.filter((state) => !UNSETTLED.includes(state)))
      for (const orderState of ORDER_STATES)
        expect(decide({ outcome: 'processing', paymentState, orderState })).toEqual(NOTHING);
  });
});

describe('a declined, failed, cancelled or expired payment', () => {
  it('on a pending payment: takes the outcome as its state; the order stays open', () => {
    for (const outcome of ENDINGS)
      for (const orderState of ['completing', 'verifying'] as const)
        expect(decide({ outcome, orderState })).toEqual({ sell: false, payment: outcome });
  });
  it('on a processing payment of a verifying order: fails the order too', () => {
    for (const outcome of ENDINGS)
      expect(decide({ outcome, paymentState: 'processing', orderState: 'verifying' })).toEqual({
        sell: false,
        payment: outcome,
        order: { state: 'failed', failureReason: 'payment-failed' },
      });
  });
  it('on a processing payment of a reservation: back to reserved, not failed', () => {
    for (const outcome of ENDINGS)
      expect(
        decide({
          outcome,
          paymentState: 'processing',
          orderState: 'verifying',
          orderIsReservation: true,
        }),
      ).toEqual({ sell: false, payment: outcome, order: { state: 'reserved' } });
  });
  it('on a processing payment whose order is not verifying: the payment only', () => {
    for (const outcome of ENDINGS)
      for (const orderState of ['completing', 'failed', 'reserved'] as const)
        expect(decide({ outcome, paymentState: 'processing', orderState })).toEqual({
          sell: false,
          payment: outcome,
        });
  });
  it('after the payment came to something: changes nothing', () => {
    for (const outcome of ENDINGS)
      for (const paymentState of PAYMENT_STATES.filter((state) => !UNSETTLED.includes(state)))
        expect(decide({ outcome, paymentState, orderState: 'verifying' })).toEqual(NOTHING);
  });
});

describe('an open session', () => {
  it('changes nothing, whatever the payment and the order', () => {
    for (const facts of everyInput())
      if (facts.outcome === 'open') expect(decidePaymentEvent(facts)).toEqual(NOTHING);
  });
});

describe('the table as a whole', () => {
  it('has a row for every input, and every row decides some input', () => {
    const used = new Set<number>();
    for (const facts of everyInput()) used.add(PAYMENT_EVENT_TABLE.indexOf(paymentRowOf(facts)));
    const unused = PAYMENT_EVENT_TABLE.filter((_, i) => !used.has(i)).map((row) => row.why);
    expect(unused).toEqual([]);
  });
  it('sells only for a completed payment, pending or processing, of an open order, right amount', () => {
    for (const facts of everyInput())
      if (decidePaymentEvent(facts).sell) {
        expect(facts.outcome).toBe('completed');
        expect(['succeeded', 'refund_due', 'refunded']).not.toContain(facts.paymentState);
        expect(['completing', 'verifying']).toContain(facts.orderState);
        expect(facts.amountMatches).toBe(true);
      }
  });
  it('never changes a payment that succeeded or whose money goes back', () => {
    for (const facts of everyInput())
      if (['succeeded', 'refund_due', 'refunded'].includes(facts.paymentState))
        expect(decidePaymentEvent(facts)).toEqual(NOTHING);
  });
  it('moves an order only out of completing or verifying, and only to verifying from completing', () => {
    for (const facts of everyInput()) {
      const plan = decidePaymentEvent(facts);
      if (plan.sell || !plan.order) continue;
      expect(['completing', 'verifying']).toContain(facts.orderState);
      if (plan.order.state === 'verifying') expect(facts.orderState).toBe('completing');
    }
  });
  it('never fails a reservation: it goes back to reserved', () => {
    for (const facts of everyInput()) {
      const plan = decidePaymentEvent(facts);
      if (facts.orderIsReservation && !plan.sell && plan.order)
        expect(plan.order.state).not.toBe('failed');
    }
  });
});

describe('amountMatches', () => {
  it('compares with the session’s own amount; a provider that does not say is believed', () => {
    expect(amountMatches(4500, 4500)).toBe(true);
    expect(amountMatches(4400, 4500)).toBe(false);
    expect(amountMatches(undefined, 4500)).toBe(true);
  });
});

describe('OUTCOME_OF_STATE', () => {
  it('shows money taken (kept, going back or gone back) as completed', () => {
    for (const state of ['succeeded', 'refund_due', 'refunded'] as const)
      expect(OUTCOME_OF_STATE[state]).toBe('completed');
  });
  it('shows every other state as itself', () => {
    const others = PAYMENT_STATES.filter(
      (state): state is Exclude<PaymentState, 'succeeded' | 'refund_due' | 'refunded'> =>
        !['succeeded', 'refund_due', 'refunded'].includes(state),
    );
    for (const state of others) expect(OUTCOME_OF_STATE[state]).toBe(state);
  });
  it('counts pending and processing as unsettled (the recovery sweep asks about them)', () => {
    expect(UNSETTLED).toEqual(['pending', 'processing']);
  });
});

describe('a free order', () => {
  const free = (state: OrderState, amountToPayCents = 0) =>
    decideFreeOrder({ state, amountToPayCents });

  it('sells a completing order with nothing to pay', () => {
    expect(free('completing')).toEqual({ kind: 'sell' });
  });
  it('answers a confirmed one as it stands (a repeated request)', () => {
    expect(free('confirmed')).toEqual({ kind: 'confirmed-already' });
  });
  it('refuses an order with something to pay, or one no longer completing', () => {
    const refused = { kind: 'refuse', code: 'FREE_ORDER_FAILED' };
    expect(free('completing', 1)).toEqual(refused);
    expect(free('confirmed', 500)).toEqual(refused);
    for (const state of ['verifying', 'failed', 'reserved', 'returned'] as const)
      expect(free(state)).toEqual(refused);
  });
  it('after its sale: records the free payment, or refuses (nothing was paid, nothing goes back)', () => {
    expect(FREE_SALE.sold).toEqual({ kind: 'record-payment' });
    expect(FREE_SALE['seats-taken']).toEqual({ kind: 'refuse', code: 'FREE_ORDER_FAILED' });
    expect(FREE_SALE['credit-short']).toEqual({ kind: 'refuse', code: 'CREDIT_NOT_APPLIED' });
  });
});
