/**
 * What the adapters' runs of the port contracts (src/domain/ports/*.contract.ts) share: the demo
 * customers' ids, a cart holding tickets, and the Orders and Payments suites' fixture, on the
 * built-in engine over a test database.
 */

import { and, eq } from 'drizzle-orm';
import type { Db } from '../adapters/db/client.ts';
import * as s from '../adapters/db/schema.ts';
import { DEMO_CUSTOMERS } from '../adapters/db/seed/demo-customers.ts';
import { DEMO_ORDER_NUMBERS } from '../adapters/db/seed/demo-orders.ts';
import { DbPayments } from '../adapters/payment/db-payments.ts';
import { BuiltinCartAdjustments } from '../adapters/ticketing/builtin-cart-adjustments.ts';
import { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import { BuiltinDonations } from '../adapters/ticketing/builtin-donations.ts';
import { BuiltinOrders } from '../adapters/ticketing/builtin-orders.ts';
import { BuiltinReservedOrders } from '../adapters/ticketing/builtin-reserved-orders.ts';
import { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import { buyerContext } from '../domain/buyer/buyer-context.ts';
import type { OrdersFixture } from '../domain/ports/orders.contract.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import { fixedClock } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/** A demo customer's id (maria has credit, saved cards and orders; daniel a reserved order). */
/** The demo customers and their orders' numbers, for tests outside the adapters (the server's). */
export { DEMO_CUSTOMERS, DEMO_ORDER_NUMBERS };

export async function demoCustomerId(db: Db, who: keyof typeof DEMO_CUSTOMERS): Promise<number> {
  const found = await new BuiltinCustomers(db, fixedClock()).findCredentials(
    DEMO_CUSTOMERS[who].email,
  );
  if (!found) throw new Error(`no demo customer ${who}`);
  return found.id;
}

/** A new cart holding best-available seats at an on-sale Main Stage performance. */
export async function cartWithTickets(
  backend: BuiltinTicketingBackend,
  options: { customerId?: number | null; quantity?: number } = {},
): Promise<string> {
  const { performances } = await backend.listListings({}, 'en-US');
  const main = performances.find((p) => p.venue.id === 29 && p.state === 1);
  if (!main) throw new Error('no on-sale Main Stage performance');
  const held = await backend.addSeats(
    null,
    {
      performanceId: main.id,
      bestAvailable: { quantity: options.quantity ?? 1, wheelchairSpaces: 0 },
    },
    buyerContext({ customerId: options.customerId ?? null }),
    'en-US',
  );
  return held.cartId;
}

/**
 * The built-in Orders with the storefront's Payments on a fresh copy of the demo season, for the
 * Orders and Payments suites (maria pays: she has a billing address and $25 of credit).
 */
export async function builtinOrdersFixture(): Promise<OrdersFixture> {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(db, clock);
  const past = new Date(clock.now().getTime() - 60_000);
  const lapseHold = async (cartId: string) => {
    await db.update(s.carts).set({ expiresAt: past }).where(eq(s.carts.id, cartId));
    await db
      .update(s.performanceSeats)
      .set({ heldUntil: past })
      .where(and(eq(s.performanceSeats.holdId, cartId), eq(s.performanceSeats.status, 'held')));
  };
  return {
    orders: new BuiltinOrders(db, clock, { backend, paymentHoldSeconds: 15 * 60 }),
    payments: new DbPayments(db, clock),
    donations: new BuiltinDonations(db, clock, { backend, giftAidEnabled: false }),
    cart: (cartId) => backend.getCart(cartId, 'en-US'),
    customerId: await demoCustomerId(db, 'maria'),
    otherCustomerId: await demoCustomerId(db, 'rose'),
    cartWithTickets: (options) => cartWithTickets(backend, options),
    lapseHold,
    seatsGoElsewhere: async (cartId) => {
      const lines = ticketLinesOf(await backend.getCart(cartId, 'en-US'));
      await lapseHold(cartId);
      // Another server process (a fresh engine, its open-seats copy read now) takes them.
      await new BuiltinTicketingBackend(db, clock).addSeats(
        null,
        {
          performanceId: lines[0]?.performanceId ?? 0,
          seatIds: lines.map((line) => line.seat.id),
        },
        buyerContext(),
        'en-US',
      );
    },
    closeFund: async (fundId) => {
      await db.update(s.funds).set({ closesAt: past }).where(eq(s.funds.id, fundId));
    },
    applyCredit: async (cartId, customerId) => {
      await new BuiltinCartAdjustments(db, clock, backend).applyCredit(cartId, customerId, 'en-US');
    },
    cartPayingReservedOrder: async () => {
      const customerId = await demoCustomerId(db, 'daniel');
      const number = DEMO_ORDER_NUMBERS.danielReserved;
      const added = await new BuiltinReservedOrders(db, clock).addToCart(
        customerId,
        null,
        number,
        'en-US',
      );
      return { cartId: added.cartId, customerId, number };
    },
    barcodesOf: async (number) => {
      const rows = await db
        .select({ barcode: s.orderTickets.barcode })
        .from(s.orderTickets)
        .innerJoin(s.orders, eq(s.orders.id, s.orderTickets.orderId))
        .where(eq(s.orders.number, number))
        .orderBy(s.orderTickets.seatId);
      return rows.map((row) => row.barcode);
    },
    close: () => t.destroy(),
  };
}
