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

/** The mode of sale of a cart (its live code's, else the default online mode). */
export async function modeOfSaleOfCart(
  db: Db | Tx,
  cartId: string | null,
  now: Date,
): Promise<number> {
  if (!cartId) return cartModeOfSale(null);
  const found = await cartWithPromo(db, cartId);
  return cartModeOfSale(livePromo(found?.promo ?? null, now));
}
