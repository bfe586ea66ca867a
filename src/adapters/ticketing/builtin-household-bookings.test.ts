/**
 * The built-in household booking runs the HouseholdBookings contract on a copy of the demo
 * season (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { householdBookingsContract } from '../../domain/ports/household-bookings.contract.ts';
import { cartWithTickets, demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { BuiltinHouseholdBookings } from './builtin-household-bookings.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

householdBookingsContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const db = t.database.db;
  const backend = new BuiltinTicketingBackend(db, fixedClock());
  return {
    bookings: new BuiltinHouseholdBookings(db),
    member: await demoCustomerId(db, 'maria'),
    otherMember: await demoCustomerId(db, 'daniel'),
    loner: await demoCustomerId(db, 'rose'),
    cartOf: (customerId) => cartWithTickets(backend, { customerId }),
    close: () => t.destroy(),
  };
});
