/**
 * The built-in season set-up runs the SeasonSetup contract on a copy of the demo season (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL), with a venue without seats added for general admission.
 */
import { count, eq } from 'drizzle-orm';
import { buyerContext } from '../../domain/buyer/buyer-context.ts';
import { seasonSetupContract } from '../../domain/ports/season-setup.contract.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase, TEST_NOW } from '../../testing/test-database.ts';
import * as s from '../db/schema.ts';
import { DEMO_STAFF } from '../db/seed/demo-staff.ts';
import { BuiltinSeasonSetup } from './builtin-season-setup.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

const EMPTY_VENUE_ID = 77;

seasonSetupContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(db, clock);
  await db.insert(s.venues).values({
    id: EMPTY_VENUE_ID,
    name: { 'en-US': 'Riverside Park Bandstand' },
    address: 'Riverside Park, Riverton, NY',
    hasSeatMap: false,
    mapWidth: 100,
    mapHeight: 100,
    stage: { x: 0, y: 0, width: 100, height: 10 },
  });
  const [manager] = await db
    .select({ id: s.staffUsers.id })
    .from(s.staffUsers)
    .where(eq(s.staffUsers.email, DEMO_STAFF.manager.email));
  if (!manager) throw new Error('no demo manager');
  return {
    setup: new BuiltinSeasonSetup(db, clock),
    actor: { staffId: manager.id },
    now: TEST_NOW,
    auditCount: async () => (await db.select({ n: count() }).from(s.auditLog))[0]?.n ?? 0,
    holdSeat: async (performanceId) => {
      await backend.addSeats(
        null,
        { performanceId, bestAvailable: { quantity: 1, wheelchairSpaces: 0 } },
        buyerContext(),
        'en-US',
      );
    },
    emptyVenueId: EMPTY_VENUE_ID,
    close: () => t.destroy(),
  };
});
