/**
 * The built-in donations run the Donations contract, each case on its own copy of the demo
 * season (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { donationsContract } from '../../domain/ports/donations.contract.ts';
import { cartWithTickets, demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { BuiltinDonations } from './builtin-donations.ts';
import { BuiltinReservedOrders } from './builtin-reserved-orders.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

donationsContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(t.database.db, clock);
  return {
    donations: new BuiltinDonations(t.database.db, clock, { backend, giftAidEnabled: false }),
    cart: (cartId) => backend.getCart(cartId, 'en-US'),
    customerId: await demoCustomerId(t.database.db, 'maria'),
    cartWithTickets: () => cartWithTickets(backend),
    cartPayingReservedOrder: async () => {
      const reserved = new BuiltinReservedOrders(t.database.db, clock);
      const daniel = await demoCustomerId(t.database.db, 'daniel');
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
