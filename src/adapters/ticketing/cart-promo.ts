import { eq } from 'drizzle-orm';
import type { CartBuyerTerms } from '../../domain/buyer/buyer-context.ts';
import { livePromo } from '../../domain/orders/cart-adjustments.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/**
 * A cart's promo code as its readers need it: the row beside the cart, and what the cart says of
 * its buyer (buyer/buyer-context.ts works out the modes of sale from it).
 */

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
 * What the cart says of its buyer: its promo code while live (switched on, within its dates)
 * and its household booker. Nothing for no cart, or one that is gone.
 */
export async function buyerTermsOfCart(
  db: Db | Tx,
  cartId: string | null,
  now: Date,
): Promise<CartBuyerTerms> {
  if (!cartId) return { promo: null, householdBookerId: null };
  const [row] = await db
    .select({ booker: s.carts.bookerCustomerId, promo: s.promoCodes })
    .from(s.carts)
    .leftJoin(s.promoCodes, eq(s.promoCodes.id, s.carts.promoCodeId))
    .where(eq(s.carts.id, cartId));
  const live = livePromo(row?.promo ?? null, now);
  return {
    promo: live ? { modeOfSaleId: live.modeOfSaleId, productionId: live.productionId } : null,
    householdBookerId: row?.booker ?? null,
  };
}
