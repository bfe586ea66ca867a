import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse, PerformanceSeatsResponse } from '../shared/contracts/catalogue.ts';
import type { OrderStatus } from '../shared/contracts/checkout.ts';
import { HttpBuyer } from '../testing/http-buyer.ts';
import { paymentsOf, sqlOn, ticketsOf } from '../testing/order-fixtures.ts';
import { ServerProcess } from '../testing/server-process-fixture.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

/**
 * A crash between the payment and its confirmation: the real server in a child process, killed
 * with SIGKILL (no shutdown code runs) after the provider has taken the money but before the
 * storefront heard of it, then started again on the same data. The order must complete, once:
 * by the recovery sweep at start, with the buyer's late return changing nothing.
 */
let server: ServerProcess;
let performanceId: number;
const orders: { number: string; seats: number[] }[] = [];

beforeAll(async () => {
  server = await ServerProcess.create();
  await server.start();
  const listings = (
    await new HttpBuyer(server.baseUrl).expect(200, 'GET', '/api/listings')
  ).json<ListingsResponse>();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  performanceId = performance.id;
}, 120_000);
afterAll(async () => {
  await server?.destroy();
});

/** A signed-in buyer (a demo customer) holding two seats and sent on to the gateway's page. */
async function buyerAtTheGateway() {
  const buyer = new HttpBuyer(server.baseUrl);
  await buyer.login('maria.alvarez@example.com', 'Curtain42Call');
  const held = await buyer.expect(200, 'POST', '/api/cart/seats', {
    performanceId,
    bestAvailable: { quantity: 2 },
  });
  const seats = ticketLinesOf(held.json<AddSeatsResponse>().cart).map((line) => line.seat.id);
  const answer = await buyer.startPayment();
  if (answer.kind !== 'redirect') throw new Error('expected the provider’s page');
  const sessionId = new URL(answer.redirectUrl).pathname.split('/').pop() ?? '';
  return { buyer, seats, number: answer.orderNumber, redirectUrl: answer.redirectUrl, sessionId };
}

async function statusOf(buyer: HttpBuyer, number: string): Promise<OrderStatus> {
  return (await buyer.expect(200, 'GET', `/api/orders/${number}/status`)).json<OrderStatus>();
}

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function seatsSold(seats: number[]): Promise<boolean> {
  const answer = await new HttpBuyer(server.baseUrl).expect(
    200,
    'GET',
    `/api/performances/${performanceId}/seats`,
  );
  const statuses = answer.json<PerformanceSeatsResponse>().seats;
  return seats.every((id) => statuses.find((s) => s.seatId === id)?.status === 'sold');
}

describe(`a crash between payment and confirmation, on ${testDatabaseKind()}`, () => {
  it('paid at the provider while the server was down: the sweep at start confirms it', async () => {
    const { buyer, seats, number, sessionId } = await buyerAtTheGateway();
    await server.kill('SIGKILL');
    // The provider takes the card; its notification and the buyer's return find no server.
    await server.withDatabase(async (database) => {
      await sqlOn(database)`update test_gateway_sessions set status = 'completed'
        where id = ${sessionId} and status = 'open'`;
      expect((await paymentsOf(database, number)).map((p) => p.state)).toEqual(['pending']);
    });
    await server.start();
    const status = await until(
      () => statusOf(buyer, number),
      (s) => s.state === 'confirmed',
    );
    expect(status).toMatchObject({ state: 'confirmed', ticketCount: 2, refundDue: false });
    expect(await seatsSold(seats)).toBe(true);
    // The buyer's browser comes back late: the confirmed page, nothing done twice.
    const back = await buyer.expect(
      303,
      'GET',
      `/api/payments/test-gateway/return?session_id=${sessionId}`,
    );
    expect(back.location).toBe(`/order/confirmed?order=${number}`);
    orders.push({ number, seats });
  }, 120_000);

  it('killed right after the gateway took the card: on restart the order completes once', async () => {
    const { buyer, seats, number, redirectUrl, sessionId } = await buyerAtTheGateway();
    // The gateway answers its 303; the process dies before the buyer follows it (and, as
    // likely as not, before its own notification has been applied).
    await buyer.submitTestGateway(redirectUrl, '4242 4242 4242 4242');
    await server.kill('SIGKILL');
    await server.start();
    const status = await until(
      () => statusOf(buyer, number),
      (s) => s.state === 'confirmed',
    );
    expect(status.state).toBe('confirmed');
    expect(await seatsSold(seats)).toBe(true);
    const back = await buyer.expect(
      303,
      'GET',
      `/api/payments/test-gateway/return?session_id=${sessionId}`,
    );
    expect(back.location).toBe(`/order/confirmed?order=${number}`);
    orders.push({ number, seats });
  }, 120_000);

  it('after both crashes: each order has one succeeded payment and one barcode per ticket', async () => {
    expect(orders).toHaveLength(2);
    // A clean stop, so the data can be read here whatever the database.
    await server.kill('SIGTERM');
    await server.withDatabase(async (database) => {
      const barcodes: string[] = [];
      for (const order of orders) {
        expect(await paymentsOf(database, order.number)).toEqual([
          { provider: 'test-gateway', state: 'succeeded' },
        ]);
        const tickets = await ticketsOf(database, order.number);
        expect(tickets.map((t) => t.seat_id)).toEqual([...order.seats].sort((a, b) => a - b));
        for (const ticket of tickets) {
          expect(ticket.barcode).toMatch(/^99\d{18}$/);
          barcodes.push(ticket.barcode ?? '');
        }
      }
      expect(new Set(barcodes).size).toBe(barcodes.length);
      // No seat in two confirmed orders (the demo season has confirmed orders of its own).
      const [twice] = await sqlOn(database)<{ n: number }>`select
        (count(*) - count(distinct (ot.performance_id, ot.seat_id)))::int as n
        from order_tickets ot join orders o on o.id = ot.order_id where o.state = 'confirmed'`;
      expect(twice?.n).toBe(0);
    });
  }, 120_000);
});
