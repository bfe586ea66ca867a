/**
 * The built-in cart adjustments run the CartAdjustments contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { cartAdjustmentsContract } from '../../domain/ports/cart-adjustments.contract.ts';
import { cartWithTickets, demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_PROMO_CODES } from '../db/seed/demo-promo-codes.ts';
import { BuiltinCartAdjustments } from './builtin-cart-adjustments.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

cartAdjustmentsContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(t.database.db, clock);
  const { productions } = await backend.listListings({}, 'en-US');
  return {
    adjustments: new BuiltinCartAdjustments(t.database.db, clock, backend),
    cart: (cartId) => backend.getCart(cartId, 'en-US'),
    cartWithTickets: (options) => cartWithTickets(backend, options),
    codes: { modeOfSale: DEMO_PROMO_CODES.members, discount: DEMO_PROMO_CODES.friends },
    productionSlug: productions[0]?.slug ?? '',
    withCredit: await demoCustomerId(t.database.db, 'maria'),
    withoutCredit: await demoCustomerId(t.database.db, 'rose'),
    close: () => t.destroy(),
  };
});
