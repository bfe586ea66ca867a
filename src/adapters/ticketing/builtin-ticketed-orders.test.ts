/**
 * The built-in ticketed orders run the TicketedOrders contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): Maria's upcoming order, Daniel's reserved one.
 */
import { ticketedOrdersContract } from '../../domain/ports/ticketed-orders.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { BuiltinTicketedOrders } from './builtin-ticketed-orders.ts';

ticketedOrdersContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const db = t.database.db;
  return {
    orders: new BuiltinTicketedOrders(db),
    confirmed: {
      number: DEMO_ORDER_NUMBERS.mariaUpcoming,
      customerId: await demoCustomerId(db, 'maria'),
    },
    otherCustomer: await demoCustomerId(db, 'rose'),
    notConfirmed: DEMO_ORDER_NUMBERS.danielReserved,
    close: () => t.destroy(),
  };
});
