/**
 * A promo code's uses against its limits (issue 13): orders from Pay until they fail or lapse
 * (domain/offers/promo-code-rules.ts), counted for all customers and for one. The basket checks
 * them when a code is applied; Pay checks them again under the code's row lock, so two buyers
 * racing for a code's last use cannot both have it (the second waits for the first's order,
 * then counts it).
 */
import { and, eq, exists, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import {
  type PromoLimits,
  type PromoUses,
  promoUsable,
} from '../../domain/offers/promo-code-rules.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The orders that use their code up at `now` (promo-code-rules.ts says which): paid or being
 * paid; reserved until their hold ends; at Pay while the cart's seats are still held, so a
 * payment declined, cancelled or abandoned gives the use back once its hold lapses.
 */
export function usingItsCode(now: Date): SQL {
  return or(
    inArray(s.orders.state, ['verifying', 'confirmed']),
    and(
      eq(s.orders.state, 'reserved'),
      or(isNull(s.orders.holdUntil), gt(s.orders.holdUntil, now)),
    ),
    and(
      eq(s.orders.state, 'completing'),
      exists(
        sql`(select 1 from ${s.carts} where ${s.carts.id} = ${s.orders.cartId} and ${s.carts.expiresAt} > ${now})`,
      ),
    ),
  ) as SQL;
}

/** The orders using the code at `now`, but `exceptOrderId` (a retried payment is the same use). */
async function usesOf(
  tx: Db | Tx,
  promoId: number,
  customerId: number | null,
  exceptOrderId: number | null,
  now: Date,
): Promise<PromoUses> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      byCustomer:
        sql<number>`count(*) filter (where ${s.orders.customerId} = ${customerId ?? 0})`.mapWith(
          Number,
        ),
    })
    .from(s.orders)
    .where(
      and(
        eq(s.orders.promoCodeId, promoId),
        usingItsCode(now),
        exceptOrderId === null ? undefined : ne(s.orders.id, exceptOrderId),
      ),
    );
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

/**
 * Applying a code: PROMO_USED_UP when its uses have reached a limit (the customer's, if known).
 * The cart's own open order is left out, as Pay leaves it out: it is the same use.
 */
export async function checkPromoUsesAtApply(
  tx: Tx,
  promo: PromoLimits & { id: number },
  customerId: number | null,
  cartId: string | null,
  now: Date,
): Promise<void> {
  if (promo.usageLimit === null && promo.usageLimitPerCustomer === null) return;
  const [open] = cartId
    ? await tx
        .select({ id: s.orders.id })
        .from(s.orders)
        .where(
          and(eq(s.orders.cartId, cartId), inArray(s.orders.state, ['completing', 'verifying'])),
        )
    : [];
  if (!promoUsable(promo, await usesOf(tx, promo.id, customerId, open?.id ?? null, now)))
    throw new AppError('PROMO_USED_UP');
}

/**
 * Pay: the code's row locked, then its uses counted (this cart's own open order left out).
 * PROMO_USED_UP when this order would go beyond a limit. Locked whatever the cart read of its
 * limits: a manager may be adding one at this moment.
 */
export async function checkPromoUsesAtPay(
  tx: Tx,
  promo: { id: number },
  customerId: number,
  openOrderId: number | null,
  now: Date,
): Promise<void> {
  const [locked] = await tx
    .select()
    .from(s.promoCodes)
    .where(eq(s.promoCodes.id, promo.id))
    .for('update');
  // Read under the lock: a manager may have changed the limits since the cart read the code.
  if (!locked) throw new AppError('PROMO_CODE_UNRECOGNISED');
  if (locked.usageLimit === null && locked.usageLimitPerCustomer === null) return;
  if (!promoUsable(locked, await usesOf(tx, promo.id, customerId, openOrderId, now)))
    throw new AppError('PROMO_USED_UP');
}
