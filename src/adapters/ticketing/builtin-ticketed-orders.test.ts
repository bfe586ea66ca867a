/**
 * The built-in ticketed orders run the TicketedOrders contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): Maria's upcoming order, Daniel's reserved one.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { ticketedOrdersContract } from '../../domain/ports/ticketed-orders.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { BuiltinTicketedOrders } from './builtin-ticketed-orders.ts';

/** Maria's gift in memory of her grandmother, given an address to tell (the demo has none). */
async function withTributeAddress(db: Db, number: string) {
  const email = 'alvarez.family@example.org';
  const [order] = await db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(eq(s.orders.number, number));
  await db
    .update(s.orderDonations)
    .set({ tributeNotifyEmail: email })
    .where(
      and(eq(s.orderDonations.orderId, order?.id ?? 0), isNotNull(s.orderDonations.tributeName)),
    );
  return { number, email };
}

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
    withTributeNotice: await withTributeAddress(db, DEMO_ORDER_NUMBERS.mariaPast),
    close: () => t.destroy(),
  };
});
