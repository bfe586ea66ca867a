import { sql } from 'drizzle-orm';
import type { Database } from '../adapters/db/client.ts';
import { BuiltinOrders } from '../adapters/ticketing/builtin-orders.ts';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Raw SQL on a test database, as a tagged template (values become parameters), for the tests
 * of the server layer, which may not use the database packages themselves.
 */
export function sqlOn(database: Database) {
  return <T = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]) =>
    rows<T>(database, sql(strings, ...values));
}

/** The orders engine on a test database, for cases the HTTP API cannot set up. */
export function ordersEngine(
  database: Database,
  ...rest: ConstructorParameters<typeof BuiltinOrders> extends [unknown, ...infer R] ? R : never
): BuiltinOrders {
  return new BuiltinOrders(database.db, ...rest);
}

/** The statuses of some seats of a performance, in seat id order. */
export async function seatStatuses(
  database: Database,
  performanceId: number,
  seatIds: number[],
): Promise<string[]> {
  const found = await rows<{ status: string }>(
    database,
    sql`select status from performance_seats
        where performance_id = ${performanceId} and seat_id in (${sql.join(
          seatIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by seat_id`,
  );
  return found.map((row) => row.status);
}

/** An order's tickets (seat and barcode), in seat id order. */
export function ticketsOf(database: Database, number: string) {
  return rows<{ seat_id: number; barcode: string | null }>(
    database,
    sql`select ot.seat_id, ot.barcode from order_tickets ot join orders o on o.id = ot.order_id
        where o.number = ${number} order by ot.seat_id`,
  );
}

/** An order's payments (provider and state), oldest first. */
export function paymentsOf(database: Database, number: string) {
  return rows<{ provider: string; state: string }>(
    database,
    sql`select p.provider, p.state from payments p join orders o on o.id = p.order_id
        where o.number = ${number} order by p.id`,
  );
}

/** Sets every price of a performance (a free performance for free-order tests). */
export async function setPerformancePrices(
  database: Database,
  performanceId: number,
  baseCents: number,
  feeCents: number,
): Promise<void> {
  await rows(
    database,
    sql`update performance_prices set base_cents = ${baseCents}, fee_cents = ${feeCents}
        where performance_id = ${performanceId}`,
  );
}
