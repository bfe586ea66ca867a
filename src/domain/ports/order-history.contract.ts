/**
 * What every OrderHistory implementation must do (spec §2, §4): a customer's orders by group,
 * their tickets, share links that end when replaced or revoked, cancelling into credit exactly
 * once, and saved cards; everything of another customer answers "not found" exactly as a number
 * that does not exist. The built-in engine runs it (adapters/ticketing/builtin-order-history.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListQuery } from '../../shared/contracts/order-history.ts';
import type { OrderHistory } from './order-history.ts';

/**
 * A fresh implementation on its own data, with cancelling turned on. The customer has a paid,
 * confirmed order more than 48 hours ahead, a past confirmed order, account credit and at least
 * two saved cards; the other customer has no orders, credit or cards.
 */
export interface OrderHistoryFixture {
  history: OrderHistory;
  customer: number;
  otherCustomer: number;
  upcomingOrder: string;
  pastOrder: string;
  close(): Promise<void>;
}

const query = (group: OrderListQuery['group']): OrderListQuery => ({ group, dateKind: 'order' });
const DAY_MS = 24 * 3600_000;

export function orderHistoryContract(name: string, make: () => Promise<OrderHistoryFixture>) {
  describe(`OrderHistory contract: ${name}`, () => {
    let f: OrderHistoryFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    it('lists the customer’s orders by group, and none of them to anyone else', async () => {
      const upcoming = await f.history.listOrders(f.customer, query('upcoming'), 'en-US');
      expect(upcoming.group).toBe('upcoming');
      expect(upcoming.orders.map((o) => o.number)).toContain(f.upcomingOrder);
      expect(upcoming.orders.every((o) => o.group === 'upcoming')).toBe(true);
      expect(upcoming.counts.upcoming).toBe(upcoming.orders.length);
      const past = await f.history.listOrders(f.customer, query('past'), 'en-US');
      expect(past.orders.map((o) => o.number)).toContain(f.pastOrder);
      expect(past.orders.map((o) => o.number)).not.toContain(f.upcomingOrder);
      const theirs = await f.history.listOrders(f.otherCustomer, query('upcoming'), 'en-US');
      expect(theirs.orders).toEqual([]);
      expect(Object.values(theirs.counts).every((n) => n === 0)).toBe(true);
    });

    it('gives an order’s detail to its customer only (ORDER_NOT_FOUND, as for no such number)', async () => {
      const order = await f.history.getOrder(f.customer, f.upcomingOrder, 'en-US');
      expect(order.number).toBe(f.upcomingOrder);
      expect(order.state).toBe('confirmed');
      expect(order.tickets.length).toBe(order.ticketCount);
      expect(order.tickets.every((t) => t.barcode !== null)).toBe(true);
      await expect(
        f.history.getOrder(f.otherCustomer, f.upcomingOrder, 'en-US'),
      ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
      await expect(f.history.getOrder(f.customer, 'MSP-NOSUCH00', 'en-US')).rejects.toMatchObject({
        code: 'ORDER_NOT_FOUND',
      });
    });

    it('gives the tickets of upcoming confirmed orders by performance', async () => {
      const { performances } = await f.history.upcomingTickets(f.customer, 'en-US');
      const tickets = performances.flatMap((p) => p.tickets);
      const order = await f.history.getOrder(f.customer, f.upcomingOrder, 'en-US');
      expect(
        tickets
          .filter((t) => t.orderNumber === f.upcomingOrder)
          .map((t) => t.id)
          .sort(),
      ).toEqual(order.tickets.map((t) => t.id).sort());
      expect(tickets.some((t) => t.orderNumber === f.pastOrder)).toBe(false);
      expect(await f.history.upcomingTickets(f.otherCustomer, 'en-US')).toEqual({
        performances: [],
      });
    });

    it('shares a ticket by one live link: a new link ends the old one, revoking ends it', async () => {
      const order = await f.history.getOrder(f.customer, f.upcomingOrder, 'en-US');
      const ticket = order.tickets[0];
      if (!ticket) throw new Error('the upcoming order has no tickets');
      const first = await f.history.shareTicket(f.customer, ticket.id);
      expect((await f.history.sharedTicket(first.token, 'en-US')).barcode).toBe(ticket.barcode);
      const second = await f.history.shareTicket(f.customer, ticket.id);
      await expect(f.history.sharedTicket(first.token, 'en-US')).rejects.toMatchObject({
        code: 'SHARED_TICKET_LINK_BROKEN',
      });
      expect((await f.history.sharedTicket(second.token, 'en-US')).barcode).toBe(ticket.barcode);
      await f.history.revokeTicketShares(f.customer, ticket.id);
      await expect(f.history.sharedTicket(second.token, 'en-US')).rejects.toMatchObject({
        code: 'SHARED_TICKET_LINK_BROKEN',
      });
      await expect(f.history.sharedTicket('not-a-token', 'en-US')).rejects.toMatchObject({
        code: 'SHARED_TICKET_LINK_BROKEN',
      });
    });

    it('lets no one else share or revoke a ticket (TICKET_NOT_FOUND)', async () => {
      const order = await f.history.getOrder(f.customer, f.upcomingOrder, 'en-US');
      const ticketId = order.tickets[0]?.id ?? 0;
      const link = await f.history.shareTicket(f.customer, ticketId);
      await expect(f.history.shareTicket(f.otherCustomer, ticketId)).rejects.toMatchObject({
        code: 'TICKET_NOT_FOUND',
      });
      await expect(f.history.revokeTicketShares(f.otherCustomer, ticketId)).rejects.toMatchObject({
        code: 'TICKET_NOT_FOUND',
      });
      await expect(f.history.shareTicket(f.customer, 999_999)).rejects.toMatchObject({
        code: 'TICKET_NOT_FOUND',
      });
      expect((await f.history.sharedTicket(link.token, 'en-US')).barcode).toBeTruthy();
      await f.history.revokeTicketShares(f.customer, ticketId);
    });

    it('shows a customer’s own credit only', async () => {
      const credit = await f.history.accountCredit(f.customer);
      expect(credit.balance.amount).toBeGreaterThan(0);
      expect(credit.grants.length).toBeGreaterThan(0);
      const none = await f.history.accountCredit(f.otherCustomer);
      expect(none.balance.amount).toBe(0);
      expect(none.grants).toEqual([]);
    });

    it('keeps one preferred card; another customer’s card is PAYMENT_CARD_NOT_FOUND', async () => {
      const { cards } = await f.history.paymentCards(f.customer);
      expect(cards.length).toBeGreaterThanOrEqual(2);
      expect(cards.filter((c) => c.preferred)).toHaveLength(1);
      const other = cards.find((c) => !c.preferred);
      if (!other) throw new Error('no alternative card');
      const preferred = await f.history.preferPaymentCard(f.customer, other.id);
      expect(preferred.cards.filter((c) => c.preferred).map((c) => c.id)).toEqual([other.id]);
      expect(await f.history.paymentCards(f.otherCustomer)).toEqual({ cards: [] });
      await expect(f.history.preferPaymentCard(f.otherCustomer, other.id)).rejects.toMatchObject({
        code: 'PAYMENT_CARD_NOT_FOUND',
      });
      await expect(f.history.removePaymentCard(f.otherCustomer, other.id)).rejects.toMatchObject({
        code: 'PAYMENT_CARD_NOT_FOUND',
      });
      expect((await f.history.paymentCards(f.customer)).cards).toEqual(preferred.cards);
      const removed = await f.history.removePaymentCard(f.customer, other.id);
      expect(removed.cards.map((c) => c.id)).not.toContain(other.id);
      await expect(f.history.removePaymentCard(f.customer, other.id)).rejects.toMatchObject({
        code: 'PAYMENT_CARD_NOT_FOUND',
      });
    });

    it('cancels a confirmed order into credit exactly once; anything else changes nothing', async () => {
      // Its own copy: cancelling changes the order the other cases read.
      const g = await make();
      try {
        await expect(
          g.history.cancelOrder(g.otherCustomer, g.upcomingOrder, 'en-US'),
        ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
        await expect(g.history.cancelOrder(g.customer, g.pastOrder, 'en-US')).rejects.toMatchObject(
          { code: 'CANCEL_ORDER_FAILED' },
        );
        expect((await g.history.getOrder(g.customer, g.pastOrder, 'en-US')).state).toBe(
          'confirmed',
        );

        const before = await g.history.accountCredit(g.customer);
        const paid = (await g.history.getOrder(g.customer, g.upcomingOrder, 'en-US')).totals
          .totalPaid.amount;
        expect(paid).toBeGreaterThan(0);
        const cancelled = await g.history.cancelOrder(g.customer, g.upcomingOrder, 'en-US');
        expect(cancelled.order.state).toBe('returned');
        expect(cancelled.order.returned).toBe(true);
        expect(cancelled.order.tickets.every((t) => t.barcode === null)).toBe(true);
        expect(cancelled.credit.amount).toBe(paid);
        // Valid six months from now.
        const expires = Date.parse(cancelled.creditExpiresAt ?? '');
        const issued = Date.parse(cancelled.order.returnedAt ?? '');
        expect(expires - issued).toBeGreaterThan(180 * DAY_MS);
        expect(expires - issued).toBeLessThan(186 * DAY_MS);
        const after = await g.history.accountCredit(g.customer);
        expect(after.balance.amount).toBe(before.balance.amount + paid);

        const again = await g.history.cancelOrder(g.customer, g.upcomingOrder, 'en-US');
        expect(again.credit).toEqual(cancelled.credit);
        expect((await g.history.accountCredit(g.customer)).balance).toEqual(after.balance);
        const tickets = (await g.history.upcomingTickets(g.customer, 'en-US')).performances.flatMap(
          (p) => p.tickets,
        );
        expect(tickets.some((t) => t.orderNumber === g.upcomingOrder)).toBe(false);
        const returned = await g.history.listOrders(g.customer, query('returned'), 'en-US');
        expect(returned.orders.map((o) => o.number)).toContain(g.upcomingOrder);
      } finally {
        await g.close();
      }
    });
  });
}
