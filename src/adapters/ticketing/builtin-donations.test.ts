/**
 * The built-in donations run the Donations contract, each case on its own copy of the demo
 * season (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { donationsContract } from '../../domain/ports/donations.contract.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_CUSTOMERS } from '../db/seed/demo-customers.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { BuiltinCustomers } from './builtin-customers.ts';
import { BuiltinDonations } from './builtin-donations.ts';
import { BuiltinReservedOrders } from './builtin-reserved-orders.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

donationsContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(t.database.db, clock);
  const customers = new BuiltinCustomers(t.database.db, clock);
  const idOf = async (email: string) => {
    const found = await customers.findCredentials(email);
    if (!found) throw new Error(`no demo customer ${email}`);
    return found.id;
  };
  return {
    donations: new BuiltinDonations(t.database.db, clock, { backend, giftAidEnabled: false }),
    cart: (cartId) => backend.getCart(cartId, 'en-US'),
    customerId: await idOf(DEMO_CUSTOMERS.maria.email),
    cartWithTickets: async () => {
      const { performances } = await backend.listListings({}, 'en-US');
      const main = performances.find((p) => p.venue.id === 29 && p.state === 1);
      if (!main) throw new Error('no on-sale Main Stage performance');
      const held = await backend.addSeats(
        null,
        { performanceId: main.id, bestAvailable: { quantity: 1, wheelchairSpaces: 0 } },
        { accessRegistered: false, customerId: null },
        'en-US',
      );
      return held.cartId;
    },
    cartPayingReservedOrder: async () => {
      const reserved = new BuiltinReservedOrders(t.database.db, clock);
      const daniel = await idOf(DEMO_CUSTOMERS.daniel.email);
      const added = await reserved.addToCart(
        daniel,
        null,
        DEMO_ORDER_NUMBERS.danielReserved,
        'en-US',
      );
      return added.cartId;
    },
    close: () => t.destroy(),
  };
});
