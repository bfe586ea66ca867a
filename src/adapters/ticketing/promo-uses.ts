/**
 * A promo code's uses against its limits (issue 13): orders from Pay until they fail, counted
 * for all customers and for one. The basket checks them when a code is applied; Pay checks them
 * again under the code's row lock, so two buyers racing for a code's last use cannot both have
 * it (the second waits for the first's order, then counts it).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import {
  PROMO_USING_ORDER_STATES,
  type PromoLimits,
  type PromoUses,
  promoUsable,
} from '../../domain/offers/promo-code-rules.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const limited = (promo: PromoLimits) =>
  promo.usageLimit !== null || promo.usageLimitPerCustomer !== null;

/** The orders using the code, but `exceptOrderId` (a retried payment is the same use). */
async function usesOf(
  tx: Db | Tx,
  promoId: number,
  customerId: number | null,
  exceptOrderId: number | null,
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
        inArray(s.orders.state, [...PROMO_USING_ORDER_STATES]),
        exceptOrderId === null ? undefined : ne(s.orders.id, exceptOrderId),
      ),
    );
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

/** Applying a code: PROMO_USED_UP when its uses have reached a limit (the customer's, if known). */
export async function checkPromoUsesAtApply(
  tx: Tx,
  promo: PromoLimits & { id: number },
  customerId: number | null,
): Promise<void> {
  if (!limited(promo)) return;
  if (!promoUsable(promo, await usesOf(tx, promo.id, customerId, null)))
    throw new AppError('PROMO_USED_UP');
}

/**
 * Pay: the code's row locked, then its uses counted (this cart's own open order left out).
 * PROMO_USED_UP when this order would go beyond a limit.
 */
export async function checkPromoUsesAtPay(
  tx: Tx,
  promo: PromoLimits & { id: number },
  customerId: number,
  openOrderId: number | null,
): Promise<void> {
  if (!limited(promo)) return;
  const [locked] = await tx
    .select()
    .from(s.promoCodes)
    .where(eq(s.promoCodes.id, promo.id))
    .for('update');
  // Read under the lock: a manager may have changed the limits since the cart read the code.
  if (!locked) throw new AppError('PROMO_CODE_UNRECOGNISED');
  if (!promoUsable(locked, await usesOf(tx, promo.id, customerId, openOrderId)))
    throw new AppError('PROMO_USED_UP');
}
