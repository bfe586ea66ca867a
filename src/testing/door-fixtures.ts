/**
 * Sold tickets for the door's tests and its bench (issue 13): orders written straight into the
 * database as a confirmed sale leaves them (order, tickets with barcodes, seats sold), each with
 * a buyer of its own, many at once; the storefront would take minutes to sell four hundred.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../adapters/db/client.ts';
import * as s from '../adapters/db/schema.ts';
import { BuiltinOrderHistory } from '../adapters/ticketing/builtin-order-history.ts';
import { DEFAULT_MODE_OF_SALE_ID } from '../domain/catalogue/sale-constants.ts';
import { newOrderNumber } from '../domain/orders/order-number.ts';
import { newTicketBarcode } from '../domain/orders/ticket-barcode.ts';
import type { Clock } from '../domain/ports/clock.ts';

const STANDARD_PRICE_TYPE_ID = 1;
const FIRST_NAMES = ['Ana', 'Ben', 'Chloé', 'Dev', 'Esther', 'Farid', 'Grace', 'Hugo', 'Inés'];
const LAST_NAMES = ['Okafor', 'Lindgren', 'Pierre', 'Nakamura', 'Schulz', 'García', 'Byrne'];

export interface SoldDoorOrder {
  number: string;
  customerId: number;
  barcodes: string[];
}

const DAY_MS = 24 * 3600_000;

let batch = 0;

/**
 * Sells `count` free seats of a performance (the lowest seat ids of bands sold online) in orders
 * of `perOrder` tickets (the last one smaller), each to a new customer, confirmed `now`.
 */
export async function sellDoorTickets(
  db: Db,
  performanceId: number,
  count: number,
  options: { perOrder?: number; now?: Date } = {},
): Promise<SoldDoorOrder[]> {
  const perOrder = options.perOrder ?? 2;
  const now = options.now ?? new Date();
  const run = `${process.pid}-${Date.now()}-${batch++}`;
  return db.transaction(async (tx) => {
    const seats = await tx
      .select({
        seatId: s.performanceSeats.seatId,
        baseCents: sql<number>`coalesce(${s.performancePrices.baseCents}, 0)`.mapWith(Number),
        feeCents: sql<number>`coalesce(${s.performancePrices.feeCents}, 0)`.mapWith(Number),
      })
      .from(s.performanceSeats)
      .innerJoin(s.seats, eq(s.seats.id, s.performanceSeats.seatId))
      .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
      .leftJoin(
        s.performancePrices,
        and(
          eq(s.performancePrices.performanceId, s.performanceSeats.performanceId),
          eq(s.performancePrices.priceBandId, s.seats.priceBandId),
          eq(s.performancePrices.priceTypeId, STANDARD_PRICE_TYPE_ID),
          eq(s.performancePrices.modeOfSaleId, DEFAULT_MODE_OF_SALE_ID),
        ),
      )
      .where(
        and(
          eq(s.performanceSeats.performanceId, performanceId),
          eq(s.performanceSeats.status, 'available'),
          eq(s.priceBands.onlineSale, true),
        ),
      )
      .orderBy(asc(s.performanceSeats.seatId))
      .limit(count);
    if (seats.length < count)
      throw new Error(`only ${seats.length} free seats at performance ${performanceId}`);
    const groups: (typeof seats)[] = [];
    for (let i = 0; i < seats.length; i += perOrder) groups.push(seats.slice(i, i + perOrder));

    const customers = await tx
      .insert(s.customers)
      .values(
        groups.map((_, i) => ({
          firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Ana',
          lastName: `${LAST_NAMES[i % LAST_NAMES.length]}-${i}`,
          email: `door.${run}.${i}@example.org`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: s.customers.id });
    const orders = await tx
      .insert(s.orders)
      .values(
        groups.map((group, i) => {
          const fees = group.reduce((sum, seat) => sum + seat.feeCents, 0);
          const total = group.reduce((sum, seat) => sum + seat.baseCents + seat.feeCents, 0);
          const number = newOrderNumber();
          return {
            number,
            customerId: customers[i]?.id ?? 0,
            cartId: `door-fixture-${number}`,
            state: 'confirmed' as const,
            productsSubtotalCents: total,
            subtotalCents: total,
            feesCents: fees,
            totalCents: total,
            deliveryMethod: 'print-at-home' as const,
            createdAt: now,
            confirmedAt: now,
          };
        }),
      )
      .returning({ id: s.orders.id, number: s.orders.number, customerId: s.orders.customerId });
    const tickets = groups.flatMap((group, i) =>
      group.map((seat) => ({
        orderId: orders[i]?.id ?? 0,
        performanceId,
        seatId: seat.seatId,
        priceTypeId: STANDARD_PRICE_TYPE_ID,
        baseCents: seat.baseCents,
        feeCents: seat.feeCents,
        barcode: newTicketBarcode(),
      })),
    );
    await tx.insert(s.orderTickets).values(tickets);
    await tx
      .update(s.performanceSeats)
      .set({ status: 'sold', holdId: null, heldUntil: null })
      .where(
        and(
          eq(s.performanceSeats.performanceId, performanceId),
          inArray(
            s.performanceSeats.seatId,
            seats.map((seat) => seat.seatId),
          ),
        ),
      );
    return orders.map((order) => ({
      number: order.number,
      customerId: order.customerId,
      barcodes: tickets.filter((t) => t.orderId === order.id).map((t) => t.barcode),
    }));
  });
}

/** The customer and number of the order a ticket belongs to (to cancel it as its buyer). */
export async function orderOfTicket(
  db: Db,
  barcode: string,
): Promise<{ customerId: number; number: string }> {
  const [found] = await db
    .select({ customerId: s.orders.customerId, number: s.orders.number })
    .from(s.orderTickets)
    .innerJoin(s.orders, eq(s.orders.id, s.orderTickets.orderId))
    .where(eq(s.orderTickets.barcode, barcode));
  if (!found) throw new Error(`no ticket ${barcode}`);
  return found;
}

/** Cancels the order of a ticket into credit through the account's own cancel, as its buyer. */
export async function refundDoorTicket(db: Db, barcode: string, clock: Clock): Promise<void> {
  const order = await orderOfTicket(db, barcode);
  const history = new BuiltinOrderHistory(db, clock, { cancelOrdersEnabled: true });
  await history.cancelOrder(order.customerId, order.number, 'en-US');
}

/**
 * The first two reserved performances of the demo season more than three days ahead (so their
 * orders can be cancelled) with at least 100 seats free.
 */
export async function roomyDoorPerformances(db: Db, now: Date): Promise<[number, number]> {
  const free = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({ id: s.performances.id, free })
    .from(s.performances)
    .innerJoin(s.performanceSeats, eq(s.performanceSeats.performanceId, s.performances.id))
    .where(
      and(
        eq(s.performances.cancelled, false),
        eq(s.performances.seating, 'reserved'),
        gt(s.performances.startsAt, new Date(now.getTime() + 3 * DAY_MS)),
        eq(s.performanceSeats.status, 'available'),
      ),
    )
    .groupBy(s.performances.id)
    .having(sql`count(*) >= 100`)
    .orderBy(asc(s.performances.startsAt), asc(s.performances.id))
    .limit(2);
  const [one, two] = rows;
  if (!one || !two) throw new Error('no two roomy performances in the demo season');
  return [one.id, two.id];
}
