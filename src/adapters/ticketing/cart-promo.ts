import { eq } from 'drizzle-orm';
import { cartModeOfSale, livePromo } from '../../domain/orders/cart-adjustments.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PromoRow = typeof s.promoCodes.$inferSelect;

/** The cart row with its promo code (null when none), one read by primary keys. */
export async function cartWithPromo(
  db: Db | Tx,
  cartId: string,
): Promise<{ cart: typeof s.carts.$inferSelect; promo: PromoRow | null } | null> {
  const [row] = await db
    .select({ cart: s.carts, promo: s.promoCodes })
    .from(s.carts)
    .leftJoin(s.promoCodes, eq(s.promoCodes.id, s.carts.promoCodeId))
    .where(eq(s.carts.id, cartId));
  return row ?? null;
}

/**
 * The mode of sale of a cart (its live code's, else the default online mode), for one production
 * when given: a code limited to a production switches only that production's performances.
 */
export async function modeOfSaleOfCart(
  db: Db | Tx,
  cartId: string | null,
  now: Date,
  production?: { id: number } | { slug: string },
): Promise<number> {
  if (!cartId) return cartModeOfSale(null);
  const found = await cartWithPromo(db, cartId);
  const promo = livePromo(found?.promo ?? null, now);
  if (!promo?.productionId || !production) return cartModeOfSale(promo);
  if ('id' in production) return cartModeOfSale(promo, production.id);
  const [named] = await db
    .select({ id: s.productions.id })
    .from(s.productions)
    .where(eq(s.productions.slug, production.slug));
  return cartModeOfSale(promo, named?.id ?? -1);
}

/**
 * What prices a cart's lines (modeOfLine): its live code's mode of sale, and the one production
 * that code is limited to (null: every production).
 */
export async function cartPricing(
  db: Db | Tx,
  cartId: string,
  now: Date,
): Promise<{ cartMode: number; codeProductionId: number | null }> {
  const found = await cartWithPromo(db, cartId);
  const promo = livePromo(found?.promo ?? null, now);
  return { cartMode: cartModeOfSale(promo), codeProductionId: promo?.productionId ?? null };
}
