/**
 * The built-in door check-in runs the DoorCheckIn contract on a copy of the demo season (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL): tickets sold by the door fixture, refunds through the
 * account's own cancel, the demo door member and the box-office member as the two doors.
 */
import { eq } from 'drizzle-orm';
import { doorCheckInContract } from '../../domain/ports/door-check-in.contract.ts';
import {
  refundDoorTicket,
  roomyDoorPerformances,
  sellDoorTickets,
} from '../../testing/door-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { DEMO_STAFF } from '../db/seed/demo-staff.ts';
import { BuiltinDoorCheckIn } from './builtin-door-check-in.ts';

async function staffMember(db: Db, email: string) {
  const [found] = await db
    .select({ staffId: s.staffUsers.id, name: s.staffUsers.name })
    .from(s.staffUsers)
    .where(eq(s.staffUsers.email, email));
  if (!found) throw new Error(`no staff member ${email}`);
  return found;
}

doorCheckInContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  const [performanceId, otherPerformanceId] = await roomyDoorPerformances(db, clock.now());
  return {
    door: new BuiltinDoorCheckIn(db, clock),
    performanceId,
    otherPerformanceId,
    sell: async (performance, count) =>
      (await sellDoorTickets(db, performance, count, { now: clock.now() })).flatMap(
        (order) => order.barcodes,
      ),
    refund: (barcode) => refundDoorTicket(db, barcode, clock),
    doorOne: await staffMember(db, DEMO_STAFF.door.email),
    doorTwo: await staffMember(db, DEMO_STAFF.staff.email),
    now: clock.now(),
    close: () => t.destroy(),
  };
});
