/**
 * What every Orders implementation must do (decision 008, issue 10): an order opened from a
 * cart of tickets and/or gifts (again on a retry: the same order, the hold extended once), or
 * refused with its error; a provider's word applied in any order and any number of times,
 * confirming exactly once; money the order cannot have (another amount, seats gone, a second
 * session) left due back; a free order confirmed without payment; an order's status for its own
 * customer only. The built-in engine runs it with the storefront's Payments
 * (adapters/ticketing/builtin-orders.test.ts); the Payments suite shares its fixture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/cart.ts';
import type { OrderStatus, StartPaymentBody } from '../../shared/contracts/checkout.ts';
import type { Donations } from './donations.ts';
import type { OpenOrder, Orders } from './orders.ts';
import type { PaymentEvent } from './payment-provider.ts';
import type { Payments } from './payments.ts';

/**
 * A fresh Orders and Payments on their own data, and what the suites need around them. One
 * serves a whole suite: every case makes its own carts, so none sees another's orders.
 */
export interface OrdersFixture {
  orders: Orders;
  /** The storefront's payment records the orders' sessions are kept in. */
  payments: Payments;
  /** Gifts in a cart, from the same back-end (at least two open funds). */
  donations: Donations;
  /** The cart as the storefront shows it, from the same back-end. */
  cart(cartId: string): Promise<Cart>;
  /** A customer with a billing address and account credit; and another with an address. */
  customerId: number;
  otherCustomerId: number;
  /** A new cart holding `quantity` tickets (1 by default), the customer's when one is given. */
  cartWithTickets(options?: { customerId?: number; quantity?: number }): Promise<string>;
  /** The cart's hold lapses (its deadline passes); its lines stay in the cart. */
  lapseHold(cartId: string): Promise<void>;
  /** The cart's hold lapses and another buyer holds the same seats. */
  seatsGoElsewhere(cartId: string): Promise<void>;
  /** The fund stops taking gifts (its closing date passes). */
  closeFund(fundId: number): Promise<void>;
  /** The customer's account credit applied to their cart, up to its total. */
  applyCredit(cartId: string, customerId: number): Promise<void>;
  /**
   * A new cart carrying a reserved order (Pay Later, decision 008) of another customer's, to be
   * paid through it (ReservedOrders.addToCart). Once per fixture: there is one such order.
   */
  cartPayingReservedOrder(): Promise<{ cartId: string; customerId: number; number: string }>;
  /** The barcodes of an order's tickets (null for one not issued), in a stable order. */
  barcodesOf(number: string): Promise<(string | null)[]>;
  close(): Promise<void>;
}

export const DETAILS: StartPaymentBody = {
  deliveryMethod: 'print-at-home',
  acceptTerms: true,
  acknowledgePrivacy: true,
};

let sessions = 0;
/** A session id no other case uses. */
export const newSessionId = () => `contract-${Date.now().toString(36)}-${++sessions}`;

/** What the provider is charged for an open order. */
export const dueOf = (order: OpenOrder) => order.amountDueCents ?? order.totalCents;

/** Opens the cart's order for the customer and records a session at the test gateway for it. */
export async function openAndRecord(
  f: Pick<OrdersFixture, 'orders' | 'payments'>,
  cartId: string,
  customerId: number,
  details: StartPaymentBody = DETAILS,
): Promise<{
  order: OpenOrder;
  sessionId: string;
  event: (e: Partial<PaymentEvent>) => PaymentEvent;
}> {
  const order = await f.orders.openOrder({ cartId, customerId, details, locale: 'en-US' });
  const sessionId = newSessionId();
  await f.payments.recordPaymentSession(order.id, 'test-gateway', sessionId, dueOf(order));
  const event = (e: Partial<PaymentEvent>): PaymentEvent => ({
    provider: 'test-gateway',
    sessionId,
    outcome: 'completed',
    amountCents: dueOf(order),
    ...e,
  });
  return { order, sessionId, event };
}

/** Needs a back-end with two open funds, on-sale seats, and a customer with $5+ of credit. */
export function ordersContract(name: string, make: () => Promise<OrdersFixture>) {
  describe(`Orders contract: ${name}`, () => {
    let f: OrdersFixture;
    let funds: number[];
    beforeAll(async () => {
      f = await make();
      funds = (await f.donations.listFunds('en-US')).funds
        .filter((fund) => fund.open)
        .map((fund) => fund.id);
      if (funds.length < 2) throw new Error('the fixture needs two open funds');
    });
    afterAll(() => f?.close());

    const status = (number: string) => f.orders.getOrderStatus(f.customerId, number);
    const gift = (
      cartId: string | null,
      amountCents: number,
      customerId: number | null = f.customerId,
      fundId = funds[0] ?? 0,
    ) =>
      f.donations.addDonation(
        cartId,
        { fundId, amountCents, anonymous: false, giftAid: false },
        { customerId },
        'en-US',
      );

    it('opens the cart’s order, completing, with its total due and the hold extended once', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId, quantity: 2 });
      const cart = await f.cart(cartId);
      const first = await f.orders.openOrder({
        cartId,
        customerId: f.customerId,
        details: DETAILS,
        locale: 'en-US',
      });
      expect(first.number).toMatch(/^MSP-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(first.totalCents).toBe(cart.totals.total.amount);
      expect(dueOf(first)).toBe(first.totalCents);
      expect(first.ticketCount).toBe(2);
      expect(first.description).toContain(first.number);
      expect(first.openSessions).toEqual([]);
      expect(first.attempts).toBe(0);
      const extended = first.holdExpiresAt.getTime();
      const held = new Date(cart.expiresAt ?? 0).getTime();
      expect(extended).toBeGreaterThanOrEqual(held);

      const opened = await status(first.number);
      expect(opened).toMatchObject({
        number: first.number,
        state: 'completing',
        ticketCount: 2,
        lastPayment: null,
        refundDue: false,
        failureReason: null,
        confirmedAt: null,
      });
      expect(opened.totals.total.amount).toBe(first.totalCents);
      expect(opened.totals.totalPaid.amount).toBe(0);
      expect(opened.totals.leftToPay.amount).toBe(first.totalCents);

      // A retry (after a decline, a cancel, a reload): the same order, the hold not extended again.
      const again = await f.orders.openOrder({
        cartId,
        customerId: f.customerId,
        details: DETAILS,
        locale: 'en-US',
      });
      expect(again).toMatchObject({ id: first.id, number: first.number, attempts: 0 });
      expect(again.holdExpiresAt.getTime()).toBe(extended);
    });

    it('confirms once on “completed”, however often and in whatever order the words come', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId, quantity: 2 });
      const { order, event } = await openAndRecord(f, cartId, f.customerId);
      expect(await f.orders.applyPaymentEvent(event({ outcome: 'open' }))).toMatchObject({
        number: order.number,
        status: { state: 'completing' },
      });
      const applied = await f.orders.applyPaymentEvent(event({ eventId: 'evt-1' }));
      expect(applied?.number).toBe(order.number);
      const confirmed = applied?.status as OrderStatus;
      expect(confirmed).toMatchObject({
        state: 'confirmed',
        ticketCount: 2,
        lastPayment: { provider: 'test-gateway', outcome: 'completed' },
        refundDue: false,
        failureReason: null,
      });
      expect(confirmed.confirmedAt).not.toBeNull();
      expect(confirmed.totals.totalPaid.amount).toBe(order.totalCents);
      expect(confirmed.totals.leftToPay.amount).toBe(0);
      expect(await status(order.number)).toEqual(confirmed);
      const barcodes = await f.barcodesOf(order.number);
      expect(barcodes).toHaveLength(2);
      expect(barcodes.every((code) => typeof code === 'string' && code.length > 0)).toBe(true);
      expect(new Set(barcodes).size).toBe(2);
      // The sold lines leave the cart.
      expect((await f.cart(cartId)).lines).toEqual([]);

      // The return, the webhook again (same id, another id, none), late words of every kind.
      for (const late of [
        event({ eventId: 'evt-1' }),
        event({ eventId: 'evt-2' }),
        event({}),
        event({ outcome: 'processing' }),
        event({ outcome: 'expired', eventId: 'evt-3' }),
        event({ outcome: 'declined' }),
        event({ outcome: 'failed' }),
        event({ outcome: 'cancelled' }),
        event({ outcome: 'open' }),
      ])
        expect(await f.orders.applyPaymentEvent(late)).toEqual({
          number: order.number,
          status: confirmed,
        });
      expect(await f.barcodesOf(order.number)).toEqual(barcodes);
    });

    it('confirms the same once when twenty words arrive together', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const { order, event } = await openAndRecord(f, cartId, f.customerId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          f.orders.applyPaymentEvent(event(i % 2 ? { eventId: `evt-race-${i}` } : {})),
        ),
      );
      expect(new Set(answers.map((a) => a?.status.state))).toEqual(new Set(['confirmed']));
      const final = await status(order.number);
      expect(final.refundDue).toBe(false);
      expect(final.totals.totalPaid.amount).toBe(order.totalCents);
      expect(await f.barcodesOf(order.number)).toHaveLength(1);
    });

    it('answers null for a session that is not ours, changing nothing', async () => {
      expect(
        await f.orders.applyPaymentEvent({
          provider: 'test-gateway',
          sessionId: 'no-such-session',
          outcome: 'completed',
          amountCents: 1000,
        }),
      ).toBeNull();
      // Another provider's session of the same id is another session.
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const { order, sessionId } = await openAndRecord(f, cartId, f.customerId);
      expect(
        await f.orders.applyPaymentEvent({
          provider: 'stripe',
          sessionId,
          outcome: 'completed',
          amountCents: dueOf(order),
        }),
      ).toBeNull();
      expect((await status(order.number)).state).toBe('completing');
    });

    it('processing: the order waits (verifying, no new payment), then confirms when paid', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const { order, event } = await openAndRecord(f, cartId, f.customerId);
      const waiting = await f.orders.applyPaymentEvent(event({ outcome: 'processing' }));
      expect(waiting?.status).toMatchObject({
        state: 'verifying',
        lastPayment: { outcome: 'processing' },
      });
      await expect(
        f.orders.openOrder({ cartId, customerId: f.customerId, details: DETAILS, locale: 'en-US' }),
      ).rejects.toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
      await f.orders.applyPaymentEvent(event({ outcome: 'processing' }));
      expect((await status(order.number)).state).toBe('verifying');
      const paid = await f.orders.applyPaymentEvent(event({}));
      expect(paid?.status.state).toBe('confirmed');
    });

    it('processing then failed: the order fails (payment-failed), and a late “processing” changes nothing', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const { order, event } = await openAndRecord(f, cartId, f.customerId);
      await f.orders.applyPaymentEvent(event({ outcome: 'processing' }));
      const failed = await f.orders.applyPaymentEvent(event({ outcome: 'failed' }));
      expect(failed?.status).toMatchObject({
        state: 'failed',
        failureReason: 'payment-failed',
        lastPayment: { outcome: 'failed' },
        refundDue: false,
      });
      await f.orders.applyPaymentEvent(event({ outcome: 'processing' }));
      expect(await status(order.number)).toEqual(failed?.status);
    });

    it('declined, cancelled, expired: the order stays open, and a retry on a new session confirms', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId, quantity: 2 });
      const first = await openAndRecord(f, cartId, f.customerId);
      for (const outcome of ['declined', 'cancelled', 'expired'] as const) {
        const ended = await f.orders.applyPaymentEvent(first.event({ outcome }));
        // The first ending is the payment's; a later word finds it ended already.
        expect(ended?.status).toMatchObject({
          state: 'completing',
          lastPayment: { outcome: 'declined' },
          failureReason: null,
        });
      }
      const retry = await openAndRecord(f, cartId, f.customerId);
      expect(retry.order).toMatchObject({ id: first.order.id, number: first.order.number });
      expect(retry.order.attempts).toBe(1);
      // Only a page still waiting for the buyer is handed back to be closed.
      expect(retry.order.openSessions).toEqual([]);
      const paid = await f.orders.applyPaymentEvent(retry.event({}));
      expect(paid?.status).toMatchObject({
        state: 'confirmed',
        lastPayment: { outcome: 'completed' },
      });
      expect(await f.barcodesOf(first.order.number)).toHaveLength(2);
    });

    it('a retry hands back the earlier attempt’s page still open, to be closed', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const first = await openAndRecord(f, cartId, f.customerId);
      const again = await f.orders.openOrder({
        cartId,
        customerId: f.customerId,
        details: DETAILS,
        locale: 'en-US',
      });
      expect(again.attempts).toBe(1);
      expect(again.openSessions).toEqual([
        { provider: 'test-gateway', sessionId: first.sessionId },
      ]);
    });

    it('another amount than the session’s: the order fails, the money is due back', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const { order, sessionId, event } = await openAndRecord(f, cartId, f.customerId);
      const paid = await f.orders.applyPaymentEvent(event({ amountCents: dueOf(order) - 1 }));
      expect(paid?.status).toMatchObject({
        state: 'failed',
        failureReason: 'amount-mismatch',
        refundDue: true,
        lastPayment: { outcome: 'completed' },
      });
      expect(paid?.status.totals.totalPaid.amount).toBe(0);
      expect(await f.barcodesOf(order.number)).toEqual([null]);
      // Said again: still one refund due, nothing sold.
      await f.orders.applyPaymentEvent(event({ amountCents: dueOf(order) - 1 }));
      expect(
        (await f.payments.refundsDue(1000)).filter((r) => r.sessionId === sessionId),
      ).toHaveLength(1);
      expect(await status(order.number)).toEqual(paid?.status);
    });

    it('a payment after the hold lapsed confirms while the seats are still free', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const { order, event } = await openAndRecord(f, cartId, f.customerId);
      await f.lapseHold(cartId);
      const paid = await f.orders.applyPaymentEvent(event({}));
      expect(paid?.status.state).toBe('confirmed');
      expect(await f.barcodesOf(order.number)).toHaveLength(1);
    });

    it('a payment after another buyer took the seats: failed (seats-taken), refund due, nothing sold', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId, quantity: 2 });
      const { order, sessionId, event } = await openAndRecord(f, cartId, f.customerId);
      await f.seatsGoElsewhere(cartId);
      const paid = await f.orders.applyPaymentEvent(event({ paymentReference: 'pay-ref-1' }));
      expect(paid?.status).toMatchObject({
        state: 'failed',
        failureReason: 'seats-taken',
        refundDue: true,
        confirmedAt: null,
      });
      expect(await f.barcodesOf(order.number)).toEqual([null, null]);
      const due = (await f.payments.refundsDue(1000)).filter((r) => r.sessionId === sessionId);
      expect(due).toEqual([
        {
          paymentId: expect.any(Number),
          provider: 'test-gateway',
          sessionId,
          paymentReference: 'pay-ref-1',
          amountCents: dueOf(order),
        },
      ]);
      // Said again: the same one refund.
      await f.orders.applyPaymentEvent(event({ eventId: 'evt-again' }));
      expect((await f.payments.refundsDue(1000)).filter((r) => r.sessionId === sessionId)).toEqual(
        due,
      );
    });

    it('money on a second session after the order was confirmed goes back; the order stays confirmed', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const first = await openAndRecord(f, cartId, f.customerId);
      // A second page opened (another tab) before the first was paid.
      const second = newSessionId();
      await f.payments.recordPaymentSession(
        first.order.id,
        'test-gateway',
        second,
        dueOf(first.order),
      );
      const confirmed = await f.orders.applyPaymentEvent(first.event({}));
      expect(confirmed?.status.state).toBe('confirmed');
      const twice = await f.orders.applyPaymentEvent(first.event({ sessionId: second }));
      expect(twice?.status).toMatchObject({ state: 'confirmed', refundDue: true });
      expect(twice?.status.confirmedAt).toBe(confirmed?.status.confirmedAt);
      expect(
        (await f.payments.refundsDue(1000)).filter((r) => r.sessionId === second),
      ).toHaveLength(1);
      expect(await f.barcodesOf(first.order.number)).toHaveLength(1);
    });

    it('shows an order’s status to its own customer only (ORDER_NOT_FOUND)', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const { order } = await openAndRecord(f, cartId, f.customerId);
      expect((await status(order.number)).number).toBe(order.number);
      await expect(f.orders.getOrderStatus(f.otherCustomerId, order.number)).rejects.toMatchObject({
        code: 'ORDER_NOT_FOUND',
      });
      await expect(f.orders.getOrderStatus(f.customerId, 'MSP-00000000')).rejects.toMatchObject({
        code: 'ORDER_NOT_FOUND',
      });
    });

    it('refuses a cart with nothing to pay for (CART_EMPTY), and another customer’s cart', async () => {
      await expect(
        f.orders.openOrder({
          cartId: 'no-such-cart',
          customerId: f.customerId,
          details: DETAILS,
          locale: 'en-US',
        }),
      ).rejects.toMatchObject({ code: 'CART_EMPTY' });
      // A cart emptied of its only line.
      const { cartId, cart } = await gift(null, 1000);
      const line = cart.lines[0]?.id ?? '';
      await f.donations.removeDonation(cartId, line, 'en-US');
      await expect(
        f.orders.openOrder({ cartId, customerId: f.customerId, details: DETAILS, locale: 'en-US' }),
      ).rejects.toMatchObject({ code: 'CART_EMPTY' });
      // Another customer's cart is none of this customer's business.
      const theirs = await f.cartWithTickets({ customerId: f.otherCustomerId });
      await expect(
        f.orders.openOrder({
          cartId: theirs,
          customerId: f.customerId,
          details: DETAILS,
          locale: 'en-US',
        }),
      ).rejects.toMatchObject({ code: 'CART_EMPTY' });
    });

    it('refuses a cart whose hold lapsed (CART_EXPIRED)', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      await f.lapseHold(cartId);
      await expect(
        f.orders.openOrder({ cartId, customerId: f.customerId, details: DETAILS, locale: 'en-US' }),
      ).rejects.toMatchObject({ code: 'CART_EXPIRED' });
    });

    it('a donation-only order has no delivery, whatever was chosen, and confirms once', async () => {
      const { cartId } = await gift(null, 2500);
      const { order, event } = await openAndRecord(f, cartId, f.customerId, {
        ...DETAILS,
        deliveryMethod: 'post',
      });
      expect(order).toMatchObject({ totalCents: 2500, ticketCount: 0 });
      expect(dueOf(order)).toBe(2500);
      expect(order.description).toContain(order.number);
      const opened = await status(order.number);
      expect(opened.totals.delivery.amount).toBe(0);
      expect(opened.ticketCount).toBe(0);
      const paid = await f.orders.applyPaymentEvent(event({}));
      expect(paid?.status).toMatchObject({ state: 'confirmed', refundDue: false });
      expect(paid?.status.totals.totalPaid.amount).toBe(2500);
      // The gift has been given: it leaves the cart.
      expect((await f.cart(cartId)).lines).toEqual([]);
      await f.orders.applyPaymentEvent(event({ eventId: 'gift-again' }));
      expect(await status(order.number)).toEqual(paid?.status);
    });

    it('a cart of tickets and a gift is one order of both', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.customerId });
      const before = await f.cart(cartId);
      await gift(cartId, 1500);
      const { order, event } = await openAndRecord(f, cartId, f.customerId);
      expect(order.ticketCount).toBe(1);
      expect(order.totalCents).toBe(before.totals.total.amount + 1500);
      const paid = await f.orders.applyPaymentEvent(event({}));
      expect(paid?.status).toMatchObject({ state: 'confirmed', ticketCount: 1 });
      expect((await f.cart(cartId)).lines).toEqual([]);
    });

    it('refuses at Pay a gift to a fund that closed since it went into the basket (FUND_CLOSED)', async () => {
      const closing = funds[funds.length - 1] ?? 0;
      const { cartId, cart } = await gift(null, 1000, f.customerId, closing);
      await f.closeFund(closing);
      await expect(
        f.orders.openOrder({ cartId, customerId: f.customerId, details: DETAILS, locale: 'en-US' }),
      ).rejects.toMatchObject({ code: 'FUND_CLOSED' });
      expect(await f.cart(cartId)).toEqual(cart);
    });

    it('pays a reserved order through its cart as itself: a failed payment puts it back to reserved', async () => {
      const reserved = await f.cartPayingReservedOrder();
      const first = await openAndRecord(f, reserved.cartId, reserved.customerId);
      expect(first.order.number).toBe(reserved.number);
      const told = (number: string) => f.orders.getOrderStatus(reserved.customerId, number);
      expect((await told(reserved.number)).state).toBe('completing');
      await f.orders.applyPaymentEvent(first.event({ outcome: 'processing' }));
      const failed = await f.orders.applyPaymentEvent(first.event({ outcome: 'failed' }));
      // The box office's reservation outlives a failed payment, its seats still its own.
      expect(failed?.status).toMatchObject({ state: 'reserved', refundDue: false });
      const again = await openAndRecord(f, reserved.cartId, reserved.customerId);
      expect(again.order).toMatchObject({ id: first.order.id, number: reserved.number });
      const paid = await f.orders.applyPaymentEvent(again.event({}));
      expect(paid?.status).toMatchObject({ state: 'confirmed', refundDue: false });
      expect(paid?.status.ticketCount).toBeGreaterThan(0);
      const barcodes = await f.barcodesOf(reserved.number);
      expect(barcodes.every((code) => typeof code === 'string' && code.length > 0)).toBe(true);
      await f.orders.applyPaymentEvent(again.event({ eventId: 'reserved-again' }));
      expect(await f.barcodesOf(reserved.number)).toEqual(barcodes);
    });

    it('confirms a free order without payment, once; refuses one with money to pay', async () => {
      const paid = await f.cartWithTickets({ customerId: f.customerId });
      const open = await f.orders.openOrder({
        cartId: paid,
        customerId: f.customerId,
        details: DETAILS,
        locale: 'en-US',
      });
      await expect(f.orders.confirmFreeOrder(open.id)).rejects.toMatchObject({
        code: 'FREE_ORDER_FAILED',
      });
      expect((await status(open.number)).state).toBe('completing');
      await expect(f.orders.confirmFreeOrder(999_999_999)).rejects.toMatchObject({
        code: 'FREE_ORDER_FAILED',
      });

      // Account credit pays a small gift in full.
      const { cartId } = await gift(null, 500);
      await f.applyCredit(cartId, f.customerId);
      const free = await f.orders.openOrder({
        cartId,
        customerId: f.customerId,
        details: DETAILS,
        locale: 'en-US',
      });
      expect(free.totalCents).toBe(500);
      expect(dueOf(free)).toBe(0);
      const confirmed = await f.orders.confirmFreeOrder(free.id);
      expect(confirmed).toMatchObject({
        number: free.number,
        state: 'confirmed',
        refundDue: false,
      });
      expect(confirmed.totals.credit?.amount).toBe(500);
      expect(await f.orders.confirmFreeOrder(free.id)).toEqual(confirmed);
      expect(await status(free.number)).toEqual(confirmed);
    });
  });
}
