import { sql } from 'drizzle-orm';
import type { Database } from '../adapters/db/client.ts';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Leaves exactly `count` ordinary seats (no wheelchair, companion or booth) of a performance on
 * sale, the front of the house first, and marks the rest sold. Answers their ids.
 */
export async function leaveSeatsOnSale(
  database: Database,
  performanceId: number,
  count: number,
): Promise<number[]> {
  const found = await rows<{ seat_id: number }>(
    database,
    sql`select ps.seat_id from performance_seats ps join seats s on s.id = ps.seat_id
        where ps.performance_id = ${performanceId} and not s.wheelchair and not s.companion
          and s.price_band_id <> 4
        order by s.row_id, s.x limit ${count}`,
  );
  const ids = found.map((r) => r.seat_id);
  const inList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await rows(
    database,
    sql`update performance_seats
        set status = case when seat_id in (${inList}) then 'available' else 'sold' end
        where performance_id = ${performanceId}`,
  );
  return ids;
}

/** Held seats and cart lines of a performance, as the database has them. */
export async function holdCounts(database: Database, performanceId: number) {
  const [held] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from performance_seats where performance_id = ${performanceId} and status = 'held'`,
  );
  const [lines] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from cart_tickets where performance_id = ${performanceId}`,
  );
  return { held: held?.n ?? 0, lines: lines?.n ?? 0 };
}

/** Seats the database holds for a cart (its hold id), whatever the cart's lines say. */
export async function seatsHeldBy(database: Database, cartId: string): Promise<number> {
  const [held] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from performance_seats where hold_id = ${cartId} and status = 'held'`,
  );
  return held?.n ?? 0;
}
