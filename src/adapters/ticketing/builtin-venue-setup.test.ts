/**
 * The built-in venue set-up runs the VenueSetup contract on its own copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL); performances and sales are written straight
 * into the tables, as the season's set-up and a sale would leave them.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { venueSetupContract } from '../../domain/ports/venue-setup.contract.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase, TEST_NOW } from '../../testing/test-database.ts';
import * as s from '../db/schema.ts';
import { DEMO_STAFF } from '../db/seed/demo-staff.ts';
import { BuiltinVenueSetup } from './builtin-venue-setup.ts';

venueSetupContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const db = t.database.db;
  const [manager] = await db
    .select({ id: s.staffUsers.id })
    .from(s.staffUsers)
    .where(eq(s.staffUsers.email, DEMO_STAFF.manager.email));
  const [production] = await db.select({ id: s.productions.id }).from(s.productions).limit(1);
  return {
    setup: new BuiltinVenueSetup(db, fixedClock()),
    actor: { staffId: manager?.id ?? null },
    addPerformance: async (venueId) => {
      const [performance] = await db
        .insert(s.performances)
        .values({
          productionId: production?.id ?? 0,
          venueId,
          startsAt: new Date(TEST_NOW.getTime() + 7 * 86_400_000),
        })
        .returning({ id: s.performances.id });
      const id = performance?.id ?? 0;
      await db.execute(
        sql`insert into ${s.performanceSeats} (performance_id, seat_id)
            select ${id}, ${s.seats.id} from ${s.seats} where ${s.seats.venueId} = ${venueId}`,
      );
      return id;
    },
    take: async (performanceId, seatId, status) => {
      await db
        .update(s.performanceSeats)
        .set({
          status,
          ...(status === 'held'
            ? { holdId: 'contract-cart', heldUntil: new Date(TEST_NOW.getTime() + 600_000) }
            : {}),
        })
        .where(
          and(
            eq(s.performanceSeats.performanceId, performanceId),
            eq(s.performanceSeats.seatId, seatId),
          ),
        );
    },
    inventory: async (performanceId) =>
      (
        await db
          .select({ seatId: s.performanceSeats.seatId })
          .from(s.performanceSeats)
          .where(eq(s.performanceSeats.performanceId, performanceId))
      ).map((row) => row.seatId),
    audit: (entity, entityId) =>
      db
        .select({
          action: s.auditLog.action,
          entity: s.auditLog.entity,
          entityId: s.auditLog.entityId,
          before: s.auditLog.before,
          after: s.auditLog.after,
        })
        .from(s.auditLog)
        .where(and(eq(s.auditLog.entity, entity), eq(s.auditLog.entityId, String(entityId))))
        .orderBy(asc(s.auditLog.id)),
    close: () => t.destroy(),
  };
});
