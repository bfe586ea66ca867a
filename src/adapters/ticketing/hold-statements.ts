import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import * as s from '../db/schema.ts';

/**
 * The statements that take seats. At an on-sale every round trip of a winner is paid by the
 * whole rush, so a hold is one statement (docs/decisions/006-seat-holds.md).
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

async function rowsOf<T>(tx: Tx | Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw statements with `rows`.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Free (or lapsed) seats become the cart's; a seat that another buyer's transaction has locked
 * this instant counts as taken (SKIP LOCKED), so buyers do not queue behind each other. Answers
 * the seats taken: all asked for, or fewer (then the caller's transaction is undone).
 */
export async function holdSeats(
  tx: Tx,
  hold: { performanceId: number; seatIds: number[]; cartId: string; deadline: Date; now: Date },
): Promise<number[]> {
  const { performanceId, seatIds, cartId, deadline, now } = hold;
  const ofThese = sql`${ps.performanceId} = ${performanceId} and ${ps.seatId} = any(${intArray(seatIds)}) and ${freeAt(now)}`;
  const rows = await rowsOf<{ seat_id: number }>(
    tx,
    sql`update ${ps} set status = 'held', hold_id = ${cartId}, held_until = ${deadline}
      where ${ofThese} and ${ps.seatId} in (
        select ${ps.seatId} from ${ps} where ${ofThese} for update skip locked
      )
      returning ${ps.seatId}`,
  );
  return rows.map((row) => row.seat_id);
}

export interface CartHold {
  /** Every seat was free and unlocked, and the cart stays within the ticket limit. */
  ok: boolean;
  /** Tickets the cart held before. */
  ticketsBefore: number;
  /** The cart as the hold left it (its deadline, and whether it was extended). */
  cart?: { expiresAt: Date; extended: boolean };
}

/**
 * A whole hold as one statement, so it needs no transaction of its own: the seats (free, or
 * held past their deadline, and not locked by another buyer this instant), the cart (made now,
 * or its running deadline kept) and its ticket lines, all or nothing. `ok` is false, and nothing
 * is written, when a seat is gone or the cart would pass `maxTickets`.
 */
export async function holdIntoCart(
  db: Db | Tx,
  hold: {
    performanceId: number;
    cartId: string;
    /** The owner of a cart made by this hold (a customer's id, decision 013), else null. */
    customerId: number | null;
    tickets: { seatId: number; priceTypeId: number }[];
    maxTickets: number;
    /** The deadline for a cart whose holds are not running yet. */
    newDeadline: Date;
    now: Date;
  },
): Promise<CartHold> {
  const { performanceId, cartId, customerId, tickets, maxTickets, newDeadline, now } = hold;
  // Arrays as one parameter each: the statement's text is the same for any number of seats.
  const seatIds = sql`${sql.param(tickets.map((t) => t.seatId))}::int[]`;
  const priceTypeIds = sql`${sql.param(tickets.map((t) => t.priceTypeId))}::int[]`;
  const wanted = tickets.length;
  const c = s.carts;
  const [row] = await preparedRows<{
    ok: boolean;
    before: number;
    held: number;
    lines: number;
    expires_at: Date | string | null;
    extended: boolean | null;
  }>(
    db,
    'hold-into-cart',
    sql`
    with existing as (
      select count(*)::int as n from ${s.cartTickets} where ${s.cartTickets.cartId} = ${cartId}
    ),
    lockable as (
      select ${ps.seatId} from ${ps}
      where ${ps.performanceId} = ${performanceId} and ${ps.seatId} = any(${seatIds}) and ${freeAt(now)}
      for update skip locked
    ),
    verdict as (
      select (select count(*) from lockable) = ${wanted}
        and (select n from existing) + ${wanted} <= ${maxTickets} as ok
    ),
    deadline as (
      select coalesce(
        (select ${c.expiresAt} from ${c} where ${c.id} = ${cartId} and ${c.expiresAt} > ${now}),
        ${newDeadline}::timestamptz
      ) as at
    ),
    held as (
      update ${ps} set status = 'held', hold_id = ${cartId}, held_until = (select at from deadline)
      where ${ps.performanceId} = ${performanceId}
        and ${ps.seatId} in (select seat_id from lockable) and (select ok from verdict)
      returning ${ps.seatId}
    ),
    cart as (
      insert into ${c} (id, created_at, expires_at, customer_id)
      select ${cartId}::text, ${now}::timestamptz, at, ${customerId}::int
      from deadline where (select ok from verdict)
      on conflict (id) do update set expires_at = excluded.expires_at
      returning expires_at, extended
    ),
    lines as (
      insert into ${s.cartTickets} (cart_id, performance_id, seat_id, price_type_id, created_at)
      select ${cartId}::text, ${performanceId}::int, t.seat_id, t.price_type_id, ${now}::timestamptz
      from unnest(${seatIds}, ${priceTypeIds}) as t(seat_id, price_type_id)
      where (select ok from verdict)
      on conflict (performance_id, seat_id) do update
        set cart_id = excluded.cart_id, price_type_id = excluded.price_type_id,
          created_at = excluded.created_at
      returning seat_id
    )
    select (select ok from verdict) as ok, (select n from existing) as before,
      (select count(*)::int from held) as held, (select count(*)::int from lines) as lines,
      (select expires_at from cart) as expires_at, (select extended from cart) as extended`,
  );
  if (!row?.ok) return { ok: false, ticketsBefore: row?.before ?? 0 };
  // The verdict and the writes come from one statement; they cannot disagree.
  if (row.held !== wanted || row.lines !== wanted) throw new Error('hold statement wrote a part');
  const expiresAt = new Date(row.expires_at ?? newDeadline);
  return {
    ok: true,
    ticketsBefore: row.before,
    cart: { expiresAt, extended: Boolean(row.extended) },
  };
}

/**
 * Locks a cart's row until the transaction ends, so the buyer's other requests that change the
 * cart wait their turn: a limit counted after the lock cannot be passed by a parallel request.
 * Answers the cart's deadline, or null when there is no such cart.
 */
export async function lockCart(
  tx: Tx,
  cartId: string,
): Promise<{ id: string; expiresAt: Date | null; extended: boolean } | null> {
  const [found] = await tx
    .select({ id: s.carts.id, expiresAt: s.carts.expiresAt, extended: s.carts.extended })
    .from(s.carts)
    .where(eq(s.carts.id, cartId))
    .for('update');
  return found ?? null;
}

/**
 * Locks a cart's row, making it when the id is new (a cookie whose cart is gone): parallel
 * requests with the same new id then wait for the first, as for a cart that exists.
 */
export async function lockOrMakeCart(
  tx: Tx,
  cartId: string,
  customerId: number | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(s.carts)
    .values({ id: cartId, createdAt: now, customerId })
    .onConflictDoUpdate({ target: s.carts.id, set: { extended: sql`${s.carts.extended}` } });
}
