/**
 * The built-in reserved orders run the ReservedOrders contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): Daniel's order the box office reserved.
 */
import { reservedOrdersContract } from '../../domain/ports/reserved-orders.contract.ts';
import { cartWithTickets, demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { sqlOn } from '../../testing/order-fixtures.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { BuiltinReservedOrders } from './builtin-reserved-orders.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

reservedOrdersContract('built-in engine', async (clock) => {
  const t = await createTestDatabase();
  const db = t.database.db;
  const backend = new BuiltinTicketingBackend(db, clock);
  const number = DEMO_ORDER_NUMBERS.danielReserved;
  const [order] = await sqlOn(t.database)<{ hold_until: string | Date }>`
    select hold_until from orders where number = ${number}`;
  return {
    reserved: new BuiltinReservedOrders(db, clock),
    order: {
      customerId: await demoCustomerId(db, 'daniel'),
      number,
      holdUntil: new Date(order?.hold_until ?? 0),
    },
    otherCustomer: await demoCustomerId(db, 'maria'),
    cartWithTickets: (customerId) => cartWithTickets(backend, { customerId }),
    close: () => t.destroy(),
  };
});
