/**
 * The built-in order history runs the OrderHistory contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): Maria's orders, credit and cards.
 */
import { orderHistoryContract } from '../../domain/ports/order-history.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { BuiltinOrderHistory } from './builtin-order-history.ts';

orderHistoryContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const db = t.database.db;
  return {
    history: new BuiltinOrderHistory(db, fixedClock(), { cancelOrdersEnabled: true }),
    customer: await demoCustomerId(db, 'maria'),
    otherCustomer: await demoCustomerId(db, 'rose'),
    upcomingOrder: DEMO_ORDER_NUMBERS.mariaUpcoming,
    pastOrder: DEMO_ORDER_NUMBERS.mariaPast,
    close: () => t.destroy(),
  };
});
