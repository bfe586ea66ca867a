/**
 * The built-in door check-in runs the DoorCheckIn contract on a copy of the demo season (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL): tickets sold by the door fixture, refunds through the
 * account's own cancel, the demo door member and the box-office member as the two doors.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { doorCheckInContract } from '../../domain/ports/door-check-in.contract.ts';
import { orderOfTicket, sellDoorTickets } from '../../testing/door-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { DEMO_STAFF } from '../db/seed/demo-staff.ts';
import { BuiltinDoorCheckIn } from './builtin-door-check-in.ts';
import { BuiltinOrderHistory } from './builtin-order-history.ts';

const DAY_MS = 24 * 3600_000;

async function staffMember(db: Db, email: string) {
  const [found] = await db
    .select({ staffId: s.staffUsers.id, name: s.staffUsers.name })
    .from(s.staffUsers)
    .where(eq(s.staffUsers.email, email));
  if (!found) throw new Error(`no staff member ${email}`);
  return found;
}

/** The first two reserved performances more than three days ahead with 100 seats free. */
async function roomyPerformances(db: Db, now: Date): Promise<[number, number]> {
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

doorCheckInContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  const history = new BuiltinOrderHistory(db, clock, { cancelOrdersEnabled: true });
  const [performanceId, otherPerformanceId] = await roomyPerformances(db, clock.now());
  return {
    door: new BuiltinDoorCheckIn(db, clock),
    performanceId,
    otherPerformanceId,
    sell: async (performance, count) =>
      (await sellDoorTickets(db, performance, count, { now: clock.now() })).flatMap(
        (order) => order.barcodes,
      ),
    refund: async (barcode) => {
      const order = await orderOfTicket(db, barcode);
      await history.cancelOrder(order.customerId, order.number, 'en-US');
    },
    doorOne: await staffMember(db, DEMO_STAFF.door.email),
    doorTwo: await staffMember(db, DEMO_STAFF.staff.email),
    now: clock.now(),
    close: () => t.destroy(),
  };
});
