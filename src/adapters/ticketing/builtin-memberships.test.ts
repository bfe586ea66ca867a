/**
 * The built-in memberships run the Memberships contract on a copy of the demo season (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): James is the demo's member (Supporter, monthly).
 */
import { eq } from 'drizzle-orm';
import { membershipsContract } from '../../domain/ports/memberships.contract.ts';
import { cartWithTickets, demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import * as s from '../db/schema.ts';
import { BuiltinMemberships } from './builtin-memberships.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

membershipsContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(db, clock);
  const memberId = await demoCustomerId(db, 'james');
  const [held] = await db
    .select({ levelId: s.memberships.levelId, mode: s.membershipLevels.modeOfSaleId })
    .from(s.memberships)
    .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.memberships.levelId))
    .where(eq(s.memberships.customerId, memberId));
  if (!held?.mode) throw new Error('the demo member holds no level with a mode of sale');
  return {
    memberships: new BuiltinMemberships(db, clock, backend),
    customerId: await demoCustomerId(db, 'rose'),
    memberId,
    memberLevelId: held.levelId,
    memberModeOfSaleId: held.mode,
    cartWithTickets: (customerId) => cartWithTickets(backend, { customerId }),
    cart: (cartId) => backend.getCart(cartId, 'en-US'),
    close: () => t.destroy(),
  };
});
