import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_MODE_OF_SALE_ID } from '../../../domain/catalogue/sale-constants.ts';
import { creditExpiresAt } from '../../../domain/orders/order-groups.ts';
import { orderTotals } from '../../../domain/orders/order-totals.ts';
import { newTicketBarcode } from '../../../domain/orders/ticket-barcode.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';
import { DEMO_CUSTOMERS } from './demo-customers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo orders' numbers, fixed so the README and other features can name them: Maria's past
 * and upcoming confirmed orders, and Daniel's reserved order (held by the box office, to pay
 * later).
 */
export const DEMO_ORDER_NUMBERS = {
  mariaPast: 'MSP-DEM0PAST',
  mariaUpcoming: 'MSP-DEM0NEXT',
  danielReserved: 'MSP-DEM0RSVD',
} as const;

const DAY_MS = 24 * 3600_000;
const STANDARD_PRICE_TYPE_ID = 1;

/** A reserved-seating performance starting in the window, the earliest first (or the latest). */
async function performanceBetween(tx: Tx, from: Date, to: Date, latest = false) {
  const [found] = await tx
    .select({ id: s.performances.id, startsAt: s.performances.startsAt })
    .from(s.performances)
    .where(
      and(
        gt(s.performances.startsAt, from),
        lt(s.performances.startsAt, to),
        eq(s.performances.cancelled, false),
        eq(s.performances.seating, 'reserved'),
        isNull(s.performances.priorityModeOfSaleId),
      ),
    )
    .orderBy(latest ? desc(s.performances.startsAt) : asc(s.performances.startsAt))
    .limit(1);
  if (!found) throw new Error('demo orders: no performance in the window');
  return found;
}

/**
 * Two free seats side by side at the back of the house (the last rows), standard seats on the
 * normal map, with their price; the seats tests and demos reach for first stay free.
 */
async function backSeats(tx: Tx, performanceId: number, count: number) {
  const rows = await tx
    .select({
      seatId: s.seats.id,
      baseCents: s.performancePrices.baseCents,
      feeCents: s.performancePrices.feeCents,
    })
    .from(s.performanceSeats)
    .innerJoin(s.seats, eq(s.seats.id, s.performanceSeats.seatId))
    .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
    .innerJoin(
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
        eq(s.seats.wheelchair, false),
        eq(s.seats.companion, false),
        eq(s.priceBands.onlineSale, true),
      ),
    )
    .orderBy(desc(s.seats.id))
    .limit(count);
  if (rows.length < count) throw new Error('demo orders: not enough free seats');
  return rows;
}

type DemoGift = Pick<
  typeof s.orderDonations.$inferInsert,
  'fundId' | 'amountCents' | 'appeal' | 'tributeKind' | 'tributeName'
>;

/**
 * Maria's gifts with her past order, for the giving history and its tax receipts: one to the
 * Annual Fund from the season brochure's appeal, one to the Access Fund in memory of her
 * grandmother ($250: the size for which the IRS asks the donor to keep a receipt).
 */
const MARIA_GIFTS: DemoGift[] = [
  { fundId: 1, amountCents: 10_000, appeal: 'BROCHURE' },
  { fundId: 3, amountCents: 25_000, tributeKind: 'memory', tributeName: 'Rosa Alvarez' },
];

async function seedOrder(
  tx: Tx,
  input: {
    number: string;
    customerId: number;
    performanceId: number;
    state: 'confirmed' | 'reserved';
    createdAt: Date;
    holdUntil?: Date;
    /** Gifts bought with the tickets (given when the order is confirmed). */
    gifts?: DemoGift[];
  },
) {
  const { number, customerId, performanceId, state, createdAt } = input;
  const gifts = input.gifts ?? [];
  const seats = await backSeats(tx, performanceId, 2);
  const totals = orderTotals({
    lines: [
      ...seats.map((seat) => ({
        kind: 'ticket' as const,
        baseCents: seat.baseCents,
        feeCents: seat.feeCents,
      })),
      ...gifts.map((gift) => ({
        kind: 'donation' as const,
        baseCents: gift.amountCents,
        feeCents: 0,
      })),
    ],
    deliveryMethod: 'print-at-home',
  });
  // A reserved order's seats are held for it by the box office until its hold ends, under the
  // order's own cart id, so paying it later sells exactly these seats (as any order's sale).
  const cartId = `${state === 'reserved' ? 'reserved' : 'seed'}-${number}`;
  const [order] = await tx
    .insert(s.orders)
    .values({
      number,
      customerId,
      cartId,
      state,
      productsSubtotalCents: totals.productsSubtotalCents,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      deliveryCents: totals.deliveryCents,
      feesCents: totals.feesCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      deliveryMethod: 'print-at-home',
      orderNotes: state === 'reserved' ? 'Reserved at the box office by phone.' : null,
      locale: 'en-US',
      holdUntil: input.holdUntil ?? null,
      createdAt,
      confirmedAt: state === 'confirmed' ? createdAt : null,
    })
    .returning({ id: s.orders.id });
  if (!order) throw new Error('demo orders: order insert returned nothing');
  await tx.insert(s.orderTickets).values(
    seats.map((seat) => ({
      orderId: order.id,
      performanceId,
      seatId: seat.seatId,
      priceTypeId: STANDARD_PRICE_TYPE_ID,
      baseCents: seat.baseCents,
      feeCents: seat.feeCents,
      barcode: state === 'confirmed' ? newTicketBarcode() : null,
    })),
  );
  await tx
    .update(s.performanceSeats)
    .set(
      state === 'confirmed'
        ? { status: 'sold', holdId: null, heldUntil: null }
        : { status: 'held', holdId: cartId, heldUntil: input.holdUntil ?? null },
    )
    .where(
      and(
        eq(s.performanceSeats.performanceId, performanceId),
        inArray(
          s.performanceSeats.seatId,
          seats.map((seat) => seat.seatId),
        ),
      ),
    );
  if (gifts.length > 0)
    await tx.insert(s.orderDonations).values(gifts.map((gift) => ({ orderId: order.id, ...gift })));
  if (state === 'confirmed')
    await tx.insert(s.payments).values({
      orderId: order.id,
      provider: 'test-gateway',
      providerReference: `seed-${number}`,
      amountCents: totals.totalCents,
      state: 'succeeded',
      createdAt,
      updatedAt: createdAt,
    });
  return order.id;
}

/**
 * Demo orders for the account pages: Maria has a past and an upcoming confirmed order (tickets
 * with barcodes; two gifts with the past one), $25 of account credit and two cards saved at the test gateway; Daniel has an
 * order the box office reserved for him, held for three more days.
 */
export async function seedDemoOrders(tx: Tx, now: Date): Promise<void> {
  const idOf = async (email: string) => {
    const [row] = await tx
      .select({ id: s.customers.id })
      .from(s.customers)
      .where(sql`lower(${s.customers.email}) = ${email}`);
    if (!row) throw new Error(`demo orders: no customer ${email}`);
    return row.id;
  };
  const maria = await idOf(DEMO_CUSTOMERS.maria.email);
  const daniel = await idOf(DEMO_CUSTOMERS.daniel.email);

  const past = await performanceBetween(tx, new Date(now.getTime() - 30 * DAY_MS), now, true);
  await seedOrder(tx, {
    number: DEMO_ORDER_NUMBERS.mariaPast,
    customerId: maria,
    performanceId: past.id,
    state: 'confirmed',
    createdAt: new Date(past.startsAt.getTime() - 12 * DAY_MS),
    gifts: MARIA_GIFTS,
  });
  // Far enough ahead that cancelling (when turned on) is still allowed.
  const upcoming = await performanceBetween(
    tx,
    new Date(now.getTime() + 7 * DAY_MS),
    new Date(now.getTime() + 60 * DAY_MS),
  );
  await seedOrder(tx, {
    number: DEMO_ORDER_NUMBERS.mariaUpcoming,
    customerId: maria,
    performanceId: upcoming.id,
    state: 'confirmed',
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
  });
  const reserved = await performanceBetween(
    tx,
    new Date(now.getTime() + 10 * DAY_MS),
    new Date(now.getTime() + 60 * DAY_MS),
  );
  await seedOrder(tx, {
    number: DEMO_ORDER_NUMBERS.danielReserved,
    customerId: daniel,
    performanceId: reserved.id,
    state: 'reserved',
    createdAt: new Date(now.getTime() - DAY_MS),
    holdUntil: new Date(now.getTime() + 3 * DAY_MS),
  });

  const issuedAt = new Date(now.getTime() - 40 * DAY_MS);
  await tx.insert(s.creditGrants).values({
    customerId: maria,
    amountCents: 2500,
    remainingCents: 2500,
    reason: 'goodwill',
    issuedAt,
    expiresAt: creditExpiresAt(issuedAt),
  });
  const year = new Date(now).getUTCFullYear();
  await tx.insert(s.paymentCards).values([
    {
      customerId: maria,
      provider: 'test-gateway',
      providerPaymentMethodId: 'tg_pm_demo_maria_visa',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: year + 2,
      preferred: true,
      createdAt: new Date(now.getTime() - 200 * DAY_MS),
    },
    {
      customerId: maria,
      provider: 'test-gateway',
      providerPaymentMethodId: 'tg_pm_demo_maria_mastercard',
      brand: 'Mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: year + 1,
      preferred: false,
      createdAt: new Date(now.getTime() - 100 * DAY_MS),
    },
  ]);
}
