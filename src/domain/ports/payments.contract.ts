/**
 * What every Payments implementation must do (decision 008, issue 10): a session recorded once
 * per provider's id; the pages still waiting for the buyer, per order and per cart, and only
 * those; the payments the recovery sweep must ask about; each refund due listed until it is
 * recorded, once; and the first answer remembered for a key. Its states follow the Orders
 * port's applying of a provider's word, so it runs on the Orders suite's fixture
 * (adapters/payment/db-payments.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DETAILS,
  dueOf,
  newSessionId,
  type OrdersFixture,
  openAndRecord,
} from './orders.contract.ts';

export function paymentsContract(name: string, make: () => Promise<OrdersFixture>) {
  describe(`Payments contract: ${name}`, () => {
    let f: OrdersFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    /** A new cart of the customer's with one ticket, its order opened and a session recorded. */
    const opened = async () =>
      openAndRecord(f, await f.cartWithTickets({ customerId: f.customerId }), f.customerId);

    it('records a session once, listed as open for its order and provider until it ends', async () => {
      const { order, sessionId, event } = await opened();
      // The provider answered a retried request with the same session: still one.
      await f.payments.recordPaymentSession(order.id, 'test-gateway', sessionId, dueOf(order));
      expect(await f.payments.openSessionsOf(order.number, 'test-gateway')).toEqual([sessionId]);
      expect(await f.payments.openSessionsOf(order.number, 'stripe')).toEqual([]);
      expect(await f.payments.openSessionsOf('MSP-00000000', 'test-gateway')).toEqual([]);
      // A second page for the same order.
      const second = newSessionId();
      await f.payments.recordPaymentSession(order.id, 'test-gateway', second, dueOf(order));
      expect((await f.payments.openSessionsOf(order.number, 'test-gateway')).sort()).toEqual(
        [sessionId, second].sort(),
      );
      await f.orders.applyPaymentEvent(event({ outcome: 'cancelled' }));
      expect(await f.payments.openSessionsOf(order.number, 'test-gateway')).toEqual([second]);
      // Processing is under way, no longer a page waiting for the buyer.
      await f.orders.applyPaymentEvent(event({ sessionId: second, outcome: 'processing' }));
      expect(await f.payments.openSessionsOf(order.number, 'test-gateway')).toEqual([]);
    });

    it('lists the open pages of the order a cart is being paid with, and only while it is open', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      expect(await f.payments.openSessionsOfCart(cartId)).toEqual([]);
      const { sessionId, event } = await openAndRecord(f, cartId, f.customerId);
      expect(await f.payments.openSessionsOfCart(cartId)).toEqual([
        { provider: 'test-gateway', sessionId },
      ]);
      expect(await f.payments.openSessionsOfCart('no-such-cart')).toEqual([]);
      const other = await f.cartWithTickets({ customerId: f.customerId });
      expect(await f.payments.openSessionsOfCart(other)).toEqual([]);
      await f.orders.applyPaymentEvent(event({}));
      expect(await f.payments.openSessionsOfCart(cartId)).toEqual([]);
    });

    it('lists the open pages of a reserved order the cart carries', async () => {
      const reserved = await f.cartPayingReservedOrder();
      expect(await f.payments.openSessionsOfCart(reserved.cartId)).toEqual([]);
      const { sessionId, event } = await openAndRecord(f, reserved.cartId, reserved.customerId);
      expect(await f.payments.openSessionsOfCart(reserved.cartId)).toEqual([
        { provider: 'test-gateway', sessionId },
      ]);
      expect(await f.payments.openSessionsOf(reserved.number, 'test-gateway')).toEqual([sessionId]);
      await f.orders.applyPaymentEvent(event({ outcome: 'cancelled' }));
      expect(await f.payments.openSessionsOfCart(reserved.cartId)).toEqual([]);
    });

    it('lists the payments still waiting for the provider’s word, oldest first, until settled', async () => {
      const a = await opened();
      const b = await opened();
      const c = await opened();
      await f.orders.applyPaymentEvent(b.event({ outcome: 'processing' }));
      const mine = async () =>
        (await f.payments.unsettledPayments(1000))
          .map((p) => p.sessionId)
          .filter((id) => [a.sessionId, b.sessionId, c.sessionId].includes(id));
      // Pending and processing alike, in the order they were recorded.
      expect(await mine()).toEqual([a.sessionId, b.sessionId, c.sessionId]);
      expect(
        (await f.payments.unsettledPayments(1000)).find((p) => p.sessionId === a.sessionId),
      ).toEqual({ provider: 'test-gateway', sessionId: a.sessionId });
      expect(await f.payments.unsettledPayments(2)).toHaveLength(2);

      await f.orders.applyPaymentEvent(a.event({}));
      await f.orders.applyPaymentEvent(b.event({ outcome: 'failed' }));
      expect(await mine()).toEqual([c.sessionId]);
      await f.orders.applyPaymentEvent(c.event({ outcome: 'expired' }));
      expect(await mine()).toEqual([]);
    });

    it('a free order’s payment is never one to ask a provider about', async () => {
      const { cartId } = await f.donations.addDonation(
        null,
        {
          fundId: (await f.donations.listFunds('en-US')).funds.find((x) => x.open)?.id ?? 0,
          amountCents: 500,
          anonymous: false,
          giftAid: false,
        },
        { customerId: f.customerId },
        'en-US',
      );
      await f.applyCredit(cartId, f.customerId);
      const order = await f.orders.openOrder({
        cartId,
        customerId: f.customerId,
        details: DETAILS,
        locale: 'en-US',
      });
      expect(dueOf(order)).toBe(0);
      await f.orders.confirmFreeOrder(order.id);
      const listed = [
        ...(await f.payments.unsettledPayments(1000)),
        ...(await f.payments.refundsDue(1000)),
        ...(await f.payments.openSessionsOfCart(cartId)),
      ];
      expect(listed.filter((p) => p.sessionId.includes(order.number))).toEqual([]);
    });

    it('lists a refund due until it is recorded, once; then the order says it was refunded', async () => {
      const { order, sessionId, event } = await opened();
      expect((await f.payments.refundsDue(1000)).some((r) => r.sessionId === sessionId)).toBe(
        false,
      );
      await f.orders.applyPaymentEvent(
        event({ amountCents: dueOf(order) + 100, paymentReference: 'pay-ref-refund' }),
      );
      const due = (await f.payments.refundsDue(1000)).find((r) => r.sessionId === sessionId);
      expect(due).toEqual({
        paymentId: expect.any(Number),
        provider: 'test-gateway',
        sessionId,
        paymentReference: 'pay-ref-refund',
        amountCents: dueOf(order),
      });
      expect(await f.payments.refundsDue(1)).toHaveLength(1);

      expect(await f.payments.recordRefund(due?.paymentId ?? 0, 'refund-1')).toBe(true);
      // Two sweeps, or a retry: the second finds it done.
      expect(await f.payments.recordRefund(due?.paymentId ?? 0, 'refund-2')).toBe(false);
      expect((await f.payments.refundsDue(1000)).some((r) => r.sessionId === sessionId)).toBe(
        false,
      );
      const told = await f.orders.getOrderStatus(f.customerId, order.number);
      expect(told.refundDue).toBe(false);
      expect(told.refunded.amount).toBe(dueOf(order));
      // A payment that was never due back is not refunded.
      const paid = await opened();
      await f.orders.applyPaymentEvent(paid.event({}));
      expect(await f.payments.recordRefund(999_999_999, 'refund-3')).toBe(false);
      expect((await f.orders.getOrderStatus(f.customerId, paid.order.number)).refunded.amount).toBe(
        0,
      );
    });

    it('remembers the first answer for a key, per scope', async () => {
      const { order } = await opened();
      expect(await f.payments.rememberedAnswer('contract', 'key-1')).toBeNull();
      const answer = { kind: 'redirect', orderNumber: order.number, nested: { n: 1 } };
      await f.payments.remember('contract', 'key-1', answer, order.id);
      expect(await f.payments.rememberedAnswer('contract', 'key-1')).toEqual(answer);
      // A second answer for the same key does not replace the first.
      await f.payments.remember('contract', 'key-1', { kind: 'other' });
      expect(await f.payments.rememberedAnswer('contract', 'key-1')).toEqual(answer);
      expect(await f.payments.rememberedAnswer('other-scope', 'key-1')).toBeNull();
      expect(await f.payments.rememberedAnswer('contract', 'key-2')).toBeNull();
      // Without an order too.
      await f.payments.remember('other-scope', 'key-1', ['a', 2]);
      expect(await f.payments.rememberedAnswer('other-scope', 'key-1')).toEqual(['a', 2]);
    });

    it('two requests remembering at once: one answer stands', async () => {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => f.payments.remember('race', 'key', { i })),
      );
      const kept = (await f.payments.rememberedAnswer('race', 'key')) as { i: number };
      expect(kept.i).toBeGreaterThanOrEqual(0);
      for (let i = 0; i < 3; i++)
        expect(await f.payments.rememberedAnswer('race', 'key')).toEqual(kept);
    });
  });
}
