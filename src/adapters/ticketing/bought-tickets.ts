import { and, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/**
 * The tickets a customer already has outside a cart, for the per-price-type limit (spec §5:
 * "per price type per performance limit counts previously purchased tickets"; decision 013).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An advisory lock's first key: "this customer's ticket limits" (the second is the customer). */
const TICKET_LIMITS_LOCK = 9016;

/**
 * Makes one customer's checkouts wait for each other until the transaction ends: two carts of one
 * customer paying at once count each other's tickets. An advisory lock, not the customer row's,
 * so sign-in and account writes never wait for a checkout.
 */
export async function lockCustomerLimits(tx: Tx, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TICKET_LIMITS_LOCK}, ${customerId}::int)`);
}

/** A key for a performance and a price type. */
export const typeKey = (performanceId: number, priceTypeId: number) =>
  `${performanceId}-${priceTypeId}`;

/**
 * The customer's tickets of limited price types (limit_per_customer set) for these performances,
 * keyed by `typeKey`: in confirmed orders (a returned order gave its tickets back), and in orders
 * of their other carts still being paid while their hold runs (they may yet be confirmed). The open
 * order of `cartId` itself is left out: its tickets are the cart's lines, counted from the cart.
 */
export async function boughtOfType(
  db: Db | Tx,
  who: { customerId: number | null | undefined; cartId: string; performanceIds: number[] },
  now: Date,
): Promise<Map<string, number>> {
  const counted = new Map<string, number>();
  if (!who.customerId || who.performanceIds.length === 0) return counted;
  const rows = await db
    .select({
      performanceId: s.orderTickets.performanceId,
      priceTypeId: s.orderTickets.priceTypeId,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(s.orders)
    .innerJoin(s.orderTickets, eq(s.orderTickets.orderId, s.orders.id))
    .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.orderTickets.priceTypeId))
    .leftJoin(s.carts, eq(s.carts.id, s.orders.cartId))
    .where(
      and(
        eq(s.orders.customerId, who.customerId),
        inArray(s.orderTickets.performanceId, who.performanceIds),
        isNotNull(s.priceTypes.limitPerCustomer),
        or(
          eq(s.orders.state, 'confirmed'),
          and(
            inArray(s.orders.state, ['completing', 'verifying']),
            ne(s.orders.cartId, who.cartId),
            gt(s.carts.expiresAt, now),
          ),
        ),
      ),
    )
    .groupBy(s.orderTickets.performanceId, s.orderTickets.priceTypeId);
  for (const row of rows) counted.set(typeKey(row.performanceId, row.priceTypeId), row.n);
  return counted;
}
