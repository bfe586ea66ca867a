import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  type GivingFixture,
  givingHistoryContract,
} from '../../domain/ports/giving-history.contract.ts';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../../testing/test-database.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { BuiltinGivingHistory } from './builtin-giving-history.ts';

let t: TestDatabase | undefined;
let fixture: Promise<GivingFixture> | undefined;
// Made once, in a hook (a new test database takes a while on a busy machine), then read by every case.
beforeAll(async () => {
  fixture = setUp();
  await fixture;
});
afterAll(() => t?.destroy());

/** A customer of its own, so the demo's gifts play no part. */
async function newCustomer(db: Db, firstName: string, lastName: string): Promise<number> {
  const [row] = await db
    .insert(s.customers)
    .values({
      firstName,
      lastName,
      email: `${firstName}.${lastName}@giving.example`.toLowerCase(),
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning({ id: s.customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

let orderCount = 0;
/** An order with one donation (and a ticket if asked); answers the donation's id. */
async function giftOrder(
  db: Db,
  input: {
    customerId: number;
    fundId: number;
    amountCents: number;
    confirmedAt: Date | null;
    withTickets?: boolean;
  },
): Promise<{ giftId: number; orderNumber: string }> {
  const number = `MSP-GIVE${String(++orderCount).padStart(4, '0')}`;
  const [order] = await db
    .insert(s.orders)
    .values({
      number,
      customerId: input.customerId,
      cartId: `giving-test-${number}`,
      state: input.confirmedAt ? 'confirmed' : 'completing',
      productsSubtotalCents: 0,
      subtotalCents: input.amountCents,
      feesCents: 0,
      totalCents: input.amountCents,
      createdAt: input.confirmedAt ?? TEST_NOW,
      confirmedAt: input.confirmedAt,
    })
    .returning({ id: s.orders.id });
  if (!order) throw new Error('no order');
  if (input.withTickets) {
    const [seat] = await db
      .select({
        performanceId: s.performanceSeats.performanceId,
        seatId: s.performanceSeats.seatId,
      })
      .from(s.performanceSeats)
      .orderBy(asc(s.performanceSeats.performanceId), asc(s.performanceSeats.seatId))
      .limit(1);
    if (!seat) throw new Error('no seat');
    await db
      .insert(s.orderTickets)
      .values({ orderId: order.id, ...seat, priceTypeId: 1, baseCents: 3000, feeCents: 300 });
  }
  const [gift] = await db
    .insert(s.orderDonations)
    .values({ orderId: order.id, fundId: input.fundId, amountCents: input.amountCents })
    .returning({ id: s.orderDonations.id });
  if (!gift) throw new Error('no gift');
  return { giftId: gift.id, orderNumber: number };
}

async function setUp(): Promise<GivingFixture> {
  t = await createTestDatabase();
  const db = t.database.db;
  const year = 2026;
  const donor = await newCustomer(db, 'Ada', 'Okafor');
  const other = await newCustomer(db, 'Ben', 'Lindqvist');
  const [annual] = await db.select().from(s.funds).where(eq(s.funds.id, 1));
  if (!annual) throw new Error('no Annual Fund');
  // 11:30pm on New Year's Eve in New York (EST, UTC−5): 04:30 on January 1 in UTC.
  const newYearsEve = await giftOrder(db, {
    customerId: donor,
    fundId: 3,
    amountCents: 5000,
    confirmedAt: new Date(`${year}-01-01T04:30:00Z`),
  });
  const spring = await giftOrder(db, {
    customerId: donor,
    fundId: 2,
    amountCents: 25_000,
    confirmedAt: new Date(`${year}-04-10T15:00:00Z`),
  });
  const autumn = await giftOrder(db, {
    customerId: donor,
    fundId: 1,
    amountCents: 1234,
    confirmedAt: new Date(`${year}-10-02T23:00:00Z`),
    withTickets: true,
  });
  const unconfirmed = await giftOrder(db, {
    customerId: donor,
    fundId: 1,
    amountCents: 9900,
    confirmedAt: null,
  });
  const theirs = await giftOrder(db, {
    customerId: other,
    fundId: 1,
    amountCents: 10_000,
    confirmedAt: new Date(`${year}-05-05T12:00:00Z`),
  });
  return {
    history: new BuiltinGivingHistory(db),
    year,
    donor: {
      customerId: donor,
      firstName: 'Ada',
      lastName: 'Okafor',
      gifts: [
        {
          id: autumn.giftId,
          orderNumber: autumn.orderNumber,
          amountCents: 1234,
          withTickets: true,
        },
        {
          id: spring.giftId,
          orderNumber: spring.orderNumber,
          amountCents: 25_000,
          withTickets: false,
        },
        {
          id: newYearsEve.giftId,
          orderNumber: newYearsEve.orderNumber,
          amountCents: 5000,
          withTickets: false,
        },
      ],
      fundName: { 'en-US': annual.name['en-US'], es: annual.name.es ?? '' },
      unconfirmedGiftId: unconfirmed.giftId,
    },
    other: { customerId: other, giftId: theirs.giftId },
    nobody: 2_000_000_000,
  };
}

givingHistoryContract('built-in engine', () => {
  if (!fixture) throw new Error('The fixture is made before the tests');
  return fixture;
});
