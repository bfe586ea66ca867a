import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/**
 * The writes of a seat hold, each one statement. At an on-sale the winners' transactions hold
 * pooled connections and row locks; every round trip they save is paid back by the whole rush
 * (docs/decisions/006-seat-holds.md).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ps = s.performanceSeats;

/** A seat row that a hold may take: free, or held past its deadline. */
export function freeAt(now: Date): SQL {
  return sql`(${ps.status} = 'available' or (${ps.status} = 'held' and ${ps.heldUntil} <= ${now}))`;
}

const intArray = (values: number[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw statements with `rows`.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface HoldOutcome {
  /** The seats this statement took (all asked for, or fewer: then the caller undoes it). */
  held: number[];
  /** With `readBack`: the performance's seats as they now stand for this cart. */
  seats?: { free: Set<number>; own: number[] };
}

/**
 * The statement that decides: free (or lapsed) seats become the cart's. A seat that another
 * buyer's transaction has locked this instant counts as taken (SKIP LOCKED), so buyers do not
 * queue behind each other. With `readBack` the same statement answers which seats are free and
 * which are the cart's, as the singles rule needs them with this hold in place.
 */
export async function holdSeats(
  tx: Tx,
  hold: {
    performanceId: number;
    seatIds: number[];
    cartId: string;
    deadline: Date;
    now: Date;
    readBack: boolean;
  },
): Promise<HoldOutcome> {
  const { performanceId, seatIds, cartId, deadline, now } = hold;
  const ofThese = sql`${ps.performanceId} = ${performanceId} and ${ps.seatId} = any(${intArray(seatIds)}) and ${freeAt(now)}`;
  const held = sql`held as (
    update ${ps} set status = 'held', hold_id = ${cartId}, held_until = ${deadline}
    where ${ofThese} and ${ps.seatId} in (
      select ${ps.seatId} from ${ps} where ${ofThese} for update skip locked
    )
    returning ${ps.seatId}
  )`;
  if (!hold.readBack) {
    const rows = await rowsOf<{ seat_id: number }>(tx, sql`with ${held} select seat_id from held`);
    return { held: rows.map((row) => row.seat_id) };
  }
  // The outer read sees the rows as they were before this statement's update: the seats just
  // taken show as free there, and are moved to the cart's own below.
  const own = sql`${ps.status} = 'held' and ${ps.heldUntil} > ${now} and ${ps.holdId} = ${cartId}`;
  const [row] = await rowsOf<{
    held: number[] | null;
    own: number[] | null;
    free: number[] | null;
  }>(
    tx,
    sql`with ${held}
      select (select array_agg(seat_id) from held) as held,
        array_agg(${ps.seatId}) filter (where ${own}) as own,
        array_agg(${ps.seatId}) filter (where ${freeAt(now)}) as free
      from ${ps}
      where ${ps.performanceId} = ${performanceId} and (${freeAt(now)} or (${own}))`,
  );
  const taken = row?.held ?? [];
  const free = new Set(row?.free ?? []);
  for (const id of taken) free.delete(id);
  return { held: taken, seats: { free, own: [...(row?.own ?? []), ...taken] } };
}

/**
 * The cart (made now, or its deadline set) and its new ticket lines, in one statement. A line
 * left by a lapsed hold of another cart on the same seat becomes this cart's.
 */
export async function saveHoldLines(
  tx: Tx,
  lines: {
    cartId: string;
    performanceId: number;
    deadline: Date;
    now: Date;
    tickets: { seatId: number; priceTypeId: number }[];
  },
): Promise<void> {
  const { cartId, performanceId, deadline, now, tickets } = lines;
  await tx.execute(sql`
    with cart as (
      insert into ${s.carts} (id, created_at, expires_at) values (${cartId}::text, ${now}::timestamptz, ${deadline}::timestamptz)
      on conflict (id) do update set expires_at = excluded.expires_at
      returning id
    )
    insert into ${s.cartTickets} (cart_id, performance_id, seat_id, price_type_id, created_at)
    select cart.id, ${performanceId}::int, t.seat_id, t.price_type_id, ${now}::timestamptz
    from cart, unnest(${intArray(tickets.map((t) => t.seatId))}, ${intArray(
      tickets.map((t) => t.priceTypeId),
    )}) as t(seat_id, price_type_id)
    on conflict (performance_id, seat_id) do update
      set cart_id = excluded.cart_id, price_type_id = excluded.price_type_id,
        created_at = excluded.created_at`);
}
