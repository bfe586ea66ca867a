import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountCredit,
  CancelOrderResponse,
  OrderDetail,
  OrderListResponse,
  PaymentCardsResponse,
  SharedTicket,
  ShareTicketResponse,
  TicketsResponse,
} from '../shared/contracts/order-history.ts';
import { seatStatuses, sqlOn, ticketsOf } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW } from '../testing/test-database.ts';

const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const DANIEL = { email: 'daniel.alvarez@example.com', password: 'Stage7Door' };
const PAST = 'MSP-DEM0PAST';
const UPCOMING = 'MSP-DEM0NEXT';
const RESERVED = 'MSP-DEM0RSVD';

type Method = 'GET' | 'POST' | 'DELETE';

async function signIn(t: TestApp, who: { email: string; password: string }) {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
  expect(login.statusCode, login.body).toBe(200);
  const session = login.cookies.find((c) => c.name === 'session')?.value ?? '';
  return (method: Method, url: string) => t.app.inject({ method, url, cookies: { session } });
}

describe('the account’s orders (cancelling off, as configured by default)', () => {
  let t: TestApp;
  let maria: Awaited<ReturnType<typeof signIn>>;
  let daniel: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t, MARIA);
    daniel = await signIn(t, DANIEL);
  });
  afterAll(() => t?.close());

  it('needs a signed-in customer', async () => {
    for (const url of [
      '/api/account/orders',
      `/api/account/orders/${UPCOMING}`,
      '/api/account/tickets',
      '/api/account/credit',
      '/api/account/payment-cards',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('SIGN_IN_REQUIRED');
    }
  });

  it('groups Maria’s orders into upcoming and past, and Daniel’s into reserved', async () => {
    const upcoming: OrderListResponse = (await maria('GET', '/api/account/orders')).json();
    expect(upcoming.group).toBe('upcoming');
    expect(upcoming.orders.map((o) => o.number)).toEqual([UPCOMING]);
    expect(upcoming.counts).toEqual({ upcoming: 1, reserved: 0, past: 1, returned: 0 });
    const order = upcoming.orders[0];
    expect(order?.ticketCount).toBe(2);
    expect(order?.amountToPay.amount).toBe(0);
    expect(order?.total.amount).toBeGreaterThan(0);
    expect(order?.performances).toHaveLength(1);
    expect(new Date(order?.performances[0]?.startsAt ?? 0).getTime()).toBeGreaterThan(
      TEST_NOW.getTime(),
    );
    expect(order?.cancellable).toBe(false);

    const past: OrderListResponse = (await maria('GET', '/api/account/orders?group=past')).json();
    expect(past.orders.map((o) => o.number)).toEqual([PAST]);

    const reserved: OrderListResponse = (
      await daniel('GET', '/api/account/orders?group=reserved')
    ).json();
    expect(reserved.orders.map((o) => o.number)).toEqual([RESERVED]);
    const held = reserved.orders[0];
    expect(held?.holdUntil).not.toBeNull();
    expect(held?.amountToPay).toEqual(held?.total);
    expect(held?.state).toBe('reserved');
  });

  it('filters by order date or by performance date', async () => {
    const past: OrderListResponse = (await maria('GET', '/api/account/orders?group=past')).json();
    const performanceDay = (past.orders[0]?.performances[0]?.startsAt ?? '').slice(0, 10);
    const ordered = (past.orders[0]?.createdAt ?? '').slice(0, 10);
    const list = async (query: string) =>
      ((await maria('GET', `/api/account/orders?group=past&${query}`)).json() as OrderListResponse)
        .orders.length;
    // The performance's day (New York evening: the UTC day may be one later) and a day either side.
    const before = new Date(Date.parse(performanceDay) - 86_400_000).toISOString().slice(0, 10);
    const after = new Date(Date.parse(performanceDay) + 86_400_000).toISOString().slice(0, 10);
    expect(await list(`dateKind=performance&from=${before}&to=${after}`)).toBe(1);
    expect(await list(`dateKind=performance&from=${after}`)).toBe(0);
    expect(await list(`dateKind=order&from=${before}`)).toBe(ordered >= before ? 1 : 0);
    expect(await list(`dateKind=order&to=${ordered}`)).toBe(1);
    expect(await list('dateKind=order&from=2099-01-01')).toBe(0);
    // Not a calendar day: a clear 400, never a 500.
    const bad = await maria('GET', '/api/account/orders?from=2026-13-45');
    expect(bad.statusCode).toBe(400);
    expect((await maria('GET', '/api/account/orders?group=nonsense')).statusCode).toBe(400);
  });

  it('shows an order’s detail with tickets (barcode and QR code) to its customer only', async () => {
    const response = await maria('GET', `/api/account/orders/${UPCOMING}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const detail: OrderDetail = response.json();
    expect(detail.tickets).toHaveLength(2);
    for (const ticket of detail.tickets) {
      expect(ticket.barcode).toMatch(/^99\d{18}$/);
      expect(ticket.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(detail.printable).toBe(true);
    expect(detail.returned).toBe(false);
    expect(detail.totals.total).toEqual(detail.total);

    // Another customer's order, or a number that does not exist: the same 404.
    const other = await maria('GET', `/api/account/orders/${RESERVED}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ORDER_NOT_FOUND');
    expect((await daniel('GET', `/api/account/orders/${UPCOMING}`)).statusCode).toBe(404);
    expect((await maria('GET', '/api/account/orders/MSP-ZZZZZZZZ')).statusCode).toBe(404);
    expect((await maria('GET', '/api/account/orders/not-a-number')).statusCode).toBe(400);
  });

  it('refuses to cancel while cancelling is turned off, and changes nothing', async () => {
    const response = await maria('POST', `/api/account/orders/${UPCOMING}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CANCEL_ORDER_FAILED');
    const detail: OrderDetail = (await maria('GET', `/api/account/orders/${UPCOMING}`)).json();
    expect(detail.state).toBe('confirmed');
    expect(detail.tickets.every((ticket) => ticket.barcode !== null)).toBe(true);
  });

  it('lists the upcoming tickets by performance', async () => {
    const tickets: TicketsResponse = (await maria('GET', '/api/account/tickets')).json();
    expect(tickets.performances).toHaveLength(1);
    expect(tickets.performances[0]?.tickets.map((x) => x.orderNumber)).toEqual([
      UPCOMING,
      UPCOMING,
    ]);
    const none: TicketsResponse = (await daniel('GET', '/api/account/tickets')).json();
    expect(none.performances).toEqual([]);
  });

  it('shares a ticket by link until the owner stops sharing it', async () => {
    const tickets: TicketsResponse = (await maria('GET', '/api/account/tickets')).json();
    const ticketId = tickets.performances[0]?.tickets[0]?.id ?? 0;
    // Not Daniel's ticket to share.
    const stranger = await daniel('POST', `/api/account/tickets/${ticketId}/share`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('TICKET_NOT_FOUND');

    const shared = await maria('POST', `/api/account/tickets/${ticketId}/share`);
    expect(shared.statusCode).toBe(200);
    const { token, path }: ShareTicketResponse = shared.json();
    expect(path).toBe(`/shared-tickets?token=${token}`);
    // Only the token's SHA-256 is kept.
    const stored = await sqlOn(t.db.database)<{ token_hash: string }>`
      select token_hash from ticket_shares where order_ticket_id = ${ticketId}`;
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // Anyone with the link, signed in or not.
    const opened = await t.app.inject(`/api/shared-tickets?token=${token}`);
    expect(opened.statusCode).toBe(200);
    const ticket: SharedTicket = opened.json();
    expect(ticket.barcode).toMatch(/^99\d{18}$/);
    expect(ticket.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const after: TicketsResponse = (await maria('GET', '/api/account/tickets')).json();
    expect(after.performances[0]?.tickets[0]?.shared).toBe(true);

    // Sharing again ends the earlier link.
    const again: ShareTicketResponse = (
      await maria('POST', `/api/account/tickets/${ticketId}/share`)
    ).json();
    expect((await t.app.inject(`/api/shared-tickets?token=${token}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/shared-tickets?token=${again.token}`)).statusCode).toBe(200);

    expect((await daniel('DELETE', `/api/account/tickets/${ticketId}/share`)).statusCode).toBe(404);
    expect((await maria('DELETE', `/api/account/tickets/${ticketId}/share`)).statusCode).toBe(204);
    const broken = await t.app.inject(`/api/shared-tickets?token=${again.token}`);
    expect(broken.statusCode).toBe(404);
    expect(broken.json().code).toBe('SHARED_TICKET_LINK_BROKEN');
    for (const bad of ['', 'short', 'x'.repeat(43)]) {
      const response = await t.app.inject(`/api/shared-tickets?token=${bad}`);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().code).toBe('SHARED_TICKET_LINK_BROKEN');
    }
    // A ticket for a performance that has been given is nobody's to share any more.
    const [past] = await sqlOn(t.db.database)<{ id: number }>`select ot.id from order_tickets ot
      join orders o on o.id = ot.order_id where o.number = ${PAST} limit 1`;
    const pastShare = await maria('POST', `/api/account/tickets/${past?.id}/share`);
    expect(pastShare.statusCode).toBe(404);
    expect(pastShare.json().code).toBe('TICKET_NOT_FOUND');
  });

  it('shows the credit balance with each grant’s expiry (6 months from issue)', async () => {
    const credit: AccountCredit = (await maria('GET', '/api/account/credit')).json();
    expect(credit.balance.amount).toBe(2500);
    expect(credit.grants).toHaveLength(1);
    const grant = credit.grants[0];
    const issued = new Date(grant?.issuedAt ?? 0);
    const expires = new Date(grant?.expiresAt ?? 0);
    expect(expires.getUTCMonth()).toBe((issued.getUTCMonth() + 6) % 12);
    expect(grant?.expired).toBe(false);
    const none: AccountCredit = (await daniel('GET', '/api/account/credit')).json();
    expect(none).toEqual({ balance: { amount: 0, currency: 'USD' }, grants: [] });
  });

  it('lists saved cards masked, preferred first; marks another preferred; removes one', async () => {
    const cards: PaymentCardsResponse = (await maria('GET', '/api/account/payment-cards')).json();
    expect(cards.cards.map((c) => [c.brand, c.last4, c.preferred])).toEqual([
      ['Visa', '4242', true],
      ['Mastercard', '4444', false],
    ]);
    const [visa, mastercard] = cards.cards;
    // Daniel can neither see nor touch Maria's cards.
    const his: PaymentCardsResponse = (await daniel('GET', '/api/account/payment-cards')).json();
    expect(his.cards).toEqual([]);
    const touch = await daniel('POST', `/api/account/payment-cards/${mastercard?.id}/preferred`);
    expect(touch.statusCode).toBe(404);
    expect(touch.json().code).toBe('PAYMENT_CARD_NOT_FOUND');
    expect((await daniel('DELETE', `/api/account/payment-cards/${visa?.id}`)).statusCode).toBe(404);

    const preferred: PaymentCardsResponse = (
      await maria('POST', `/api/account/payment-cards/${mastercard?.id}/preferred`)
    ).json();
    expect(preferred.cards.map((c) => [c.last4, c.preferred])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    // Changed from two devices at once: every change is answered, one card stays preferred.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        maria('POST', `/api/account/payment-cards/${(i % 2 ? visa : mastercard)?.id}/preferred`),
      ),
    );
    expect(racing.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const settled: PaymentCardsResponse = (await maria('GET', '/api/account/payment-cards')).json();
    expect(settled.cards.filter((c) => c.preferred)).toHaveLength(1);
    await maria('POST', `/api/account/payment-cards/${mastercard?.id}/preferred`);
    // The preferred card removed: the other one takes its place.
    const removed: PaymentCardsResponse = (
      await maria('DELETE', `/api/account/payment-cards/${mastercard?.id}`)
    ).json();
    expect(removed.cards.map((c) => [c.last4, c.preferred])).toEqual([['4242', true]]);
    expect((await maria('DELETE', `/api/account/payment-cards/${mastercard?.id}`)).statusCode).toBe(
      404,
    );
    expect((await maria('DELETE', '/api/account/payment-cards/abc')).statusCode).toBe(400);
  });
});

describe('cancelling an order into account credit (CANCEL_ORDERS_ENABLED=true)', () => {
  const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
  let t: TestApp;
  let maria: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock, cancelOrdersEnabled: true });
    maria = await signIn(t, MARIA);
  });
  afterAll(() => t?.close());

  it('offers and refuses by the 48-hour rule', async () => {
    const detail: OrderDetail = (await maria('GET', `/api/account/orders/${UPCOMING}`)).json();
    expect(detail.cancellable).toBe(true);
    const past: OrderDetail = (await maria('GET', `/api/account/orders/${PAST}`)).json();
    expect(past.cancellable).toBe(false);
    const refused = await maria('POST', `/api/account/orders/${PAST}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CANCEL_ORDER_FAILED');

    // A day before the performance: too late.
    const startsAt = Date.parse(detail.performances[0]?.startsAt ?? '');
    clock.at = startsAt - 24 * 3600_000;
    // (The session has been idle for days by that clock: sign in again.)
    const later = await signIn(t, MARIA);
    const late = await later('POST', `/api/account/orders/${UPCOMING}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CANCEL_ORDER_FAILED');
    clock.at = TEST_NOW.getTime();
    maria = await signIn(t, MARIA);
    const still: OrderDetail = (await maria('GET', `/api/account/orders/${UPCOMING}`)).json();
    expect(still.state).toBe('confirmed');
  });

  it('cancels once: the order is returned, seats freed, tickets void, credit granted once', async () => {
    const detail: OrderDetail = (await maria('GET', `/api/account/orders/${UPCOMING}`)).json();
    const performanceId = detail.performances[0]?.id ?? 0;
    const seatIds = (await ticketsOf(t.db.database, UPCOMING)).map((row) => row.seat_id);
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['sold', 'sold']);
    const tickets: TicketsResponse = (await maria('GET', '/api/account/tickets')).json();
    const share: ShareTicketResponse = (
      await maria('POST', `/api/account/tickets/${tickets.performances[0]?.tickets[0]?.id}/share`)
    ).json();

    // Two cancels at once and one after: one return, one grant.
    const [first, second] = await Promise.all([
      maria('POST', `/api/account/orders/${UPCOMING}/cancel`),
      maria('POST', `/api/account/orders/${UPCOMING}/cancel`),
    ]);
    const third = await maria('POST', `/api/account/orders/${UPCOMING}/cancel`);
    for (const response of [first, second, third]) expect(response.statusCode).toBe(200);
    const cancelled: CancelOrderResponse = third.json();
    expect(cancelled.order.state).toBe('returned');
    expect(cancelled.order.returned).toBe(true);
    expect(cancelled.order.returnedAt).not.toBeNull();
    expect(cancelled.credit).toEqual(detail.total);
    const expires = new Date(cancelled.creditExpiresAt ?? 0);
    expect(expires.getUTCMonth()).toBe((TEST_NOW.getUTCMonth() + 6) % 12);
    expect(cancelled.order.tickets.every((ticket) => ticket.barcode === null)).toBe(true);
    expect(cancelled.order.printable).toBe(false);

    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual([
      'available',
      'available',
    ]);
    const grants = await sqlOn(t.db.database)<{ n: number }>`
      select count(*)::int as n from credit_grants g join orders o on o.id = g.source_order_id
      where o.number = ${UPCOMING}`;
    expect(grants[0]?.n).toBe(1);
    const credit: AccountCredit = (await maria('GET', '/api/account/credit')).json();
    expect(credit.balance.amount).toBe(2500 + detail.total.amount);

    // The order is in the returned group now, and its shared link is broken.
    const returned: OrderListResponse = (
      await maria('GET', '/api/account/orders?group=returned')
    ).json();
    expect(returned.orders.map((o) => o.number)).toEqual([UPCOMING]);
    expect(returned.counts.upcoming).toBe(0);
    const broken = await t.app.inject(`/api/shared-tickets?token=${share.token}`);
    expect(broken.json().code).toBe('SHARED_TICKET_LINK_BROKEN');
  });
});
