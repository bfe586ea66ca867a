/**
 * A sold house for the door's browser tests (issue 13), written straight into a test database:
 * confirmed orders of a performance for a customer who has an account (door-fixtures.ts makes a
 * customer per order, without one), so the buyer can sign in and download the print-at-home
 * PDFs whose QR codes the door scans. One ticket per seat with its own barcode, at the default
 * price type and mode of sale, paid at the test gateway. Hundreds of checkouts through the API
 * would take minutes. Their confirmation mails and reminders count as sent, so the server's
 * mail jobs do not spend the test's time making their PDFs.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../adapters/db/client.ts';
import * as s from '../adapters/db/schema.ts';
import { newOrderNumber } from '../domain/orders/order-number.ts';
import { newTicketBarcode } from '../domain/orders/ticket-barcode.ts';

/** The default mode of sale, as the rush fixture prices it (onsale-fixture.ts). */
const MODE_OF_SALE_ID = 3;

export interface FixtureOrder {
  number: string;
  /** The tickets' barcodes, in the order's seat order. */
  barcodes: string[];
}

/**
 * Sells `orders` (each a list of seat ids, any number of seats) of a performance to a customer,
 * confirmed and paid at the test gateway, at `now`.
 */
export async function sellOrders(
  db: Db,
  options: { performanceId: number; customerId: number; orders: number[][]; now?: Date },
): Promise<FixtureOrder[]> {
  const { performanceId, customerId } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const seatIds = options.orders.flat();
    const [priceType] = await tx
      .select({ id: s.priceTypes.id })
      .from(s.priceTypes)
      .where(eq(s.priceTypes.isDefault, true));
    if (!priceType) throw new Error('no default price type');
    const seats = await tx
      .select({ id: s.seats.id, band: s.seats.priceBandId })
      .from(s.seats)
      .where(inArray(s.seats.id, seatIds));
    const prices = await tx
      .select()
      .from(s.performancePrices)
      .where(
        and(
          eq(s.performancePrices.performanceId, performanceId),
          eq(s.performancePrices.priceTypeId, priceType.id),
          eq(s.performancePrices.modeOfSaleId, MODE_OF_SALE_ID),
        ),
      );
    const bandOf = new Map(seats.map((seat) => [seat.id, seat.band]));
    const priceOf = (seatId: number) => {
      const price = prices.find((p) => p.priceBandId === bandOf.get(seatId));
      if (!price) throw new Error(`no price for seat ${seatId}`);
      return price;
    };

    const sold: FixtureOrder[] = [];
    for (const orderSeats of options.orders) {
      const base = orderSeats.reduce((sum, id) => sum + priceOf(id).baseCents, 0);
      const fees = orderSeats.reduce((sum, id) => sum + priceOf(id).feeCents, 0);
      const number = newOrderNumber();
      const [order] = await tx
        .insert(s.orders)
        .values({
          number,
          customerId,
          cartId: `door-fixture-${number}`,
          state: 'confirmed',
          productsSubtotalCents: base + fees,
          subtotalCents: base + fees,
          feesCents: fees,
          totalCents: base + fees,
          deliveryMethod: 'print-at-home',
          locale: 'en-US',
          createdAt: now,
          confirmedAt: now,
          confirmationSentAt: now,
        })
        .returning({ id: s.orders.id });
      if (!order) throw new Error('order insert returned nothing');
      const barcodes = orderSeats.map(() => newTicketBarcode());
      await tx.insert(s.orderTickets).values(
        orderSeats.map((seatId, i) => ({
          orderId: order.id,
          performanceId,
          seatId,
          priceTypeId: priceType.id,
          baseCents: priceOf(seatId).baseCents,
          feeCents: priceOf(seatId).feeCents,
          barcode: barcodes[i] ?? null,
        })),
      );
      await tx.insert(s.payments).values({
        orderId: order.id,
        provider: 'test-gateway',
        providerReference: `door-fixture-${number}`,
        amountCents: base + fees,
        state: 'succeeded',
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .insert(s.performanceReminders)
        .values({ orderId: order.id, performanceId, sentAt: now });
      sold.push({ number, barcodes });
    }
    await tx
      .update(s.performanceSeats)
      .set({ status: 'sold', holdId: null, heldUntil: null })
      .where(
        and(
          eq(s.performanceSeats.performanceId, performanceId),
          inArray(s.performanceSeats.seatId, seatIds),
        ),
      );
    return sold;
  });
}

/** The id of the customer with this e-mail address. */
export async function customerIdOf(db: Db, email: string): Promise<number> {
  const [customer] = await db
    .select({ id: s.customers.id })
    .from(s.customers)
    .where(eq(s.customers.email, email));
  if (!customer) throw new Error(`no customer ${email}`);
  return customer.id;
}

/** Whole orders of `size` seats in the given seat order (the last one smaller). */
export function ordersOf(seatIds: number[], size: number): number[][] {
  const orders: number[][] = [];
  for (let i = 0; i < seatIds.length; i += size) orders.push(seatIds.slice(i, i + size));
  return orders;
}
