import { eq, type SQL, sql } from 'drizzle-orm';
import type { CartBuyerTerms } from '../../domain/buyer/buyer-context.ts';
import { livePromo } from '../../domain/orders/cart-adjustments.ts';
import { venueDay } from '../../shared/dates.ts';
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
  if (!cartId) return { promo: null, householdBookerId: null, memberModes: [] };
  const [row] = await db
    .select({
      booker: s.carts.bookerCustomerId,
      promo: s.promoCodes,
      memberModes: memberModesOfCart(now),
    })
    .from(s.carts)
    .leftJoin(s.promoCodes, eq(s.promoCodes.id, s.carts.promoCodeId))
    .where(eq(s.carts.id, cartId));
  const live = livePromo(row?.promo ?? null, now);
  return {
    promo: live ? { modeOfSaleId: live.modeOfSaleId, productionId: live.productionId } : null,
    householdBookerId: row?.booker ?? null,
    memberModes: row?.memberModes ?? [],
  };
}

/**
 * The members' modes of sale a cart row (in the query's FROM) buys in: its membership line's
 * level's, and those of the memberships its customer holds today (issue 12). Two indexed
 * look-ups in one column; none for an anonymous cart. A membership line counts only in a
 * customer's cart: a level sold without sign-in may sit in an anonymous cart, but priority
 * booking needs a sign-in or a promo code (spec §5), and the line is the buyer's once signed in.
 */
export function memberModesOfCart(now: Date) {
  return memberModesSql(sql`${s.carts.id}`, sql`${s.carts.customerId}`, now);
}

function memberModesSql(cartId: SQL, customerId: SQL, now: Date) {
  return sql<number[]>`array(
    select l.mode_of_sale_id from ${s.cartMemberships} cm
      join ${s.membershipLevels} l on l.id = cm.level_id
      join ${s.carts} mc on mc.id = cm.cart_id and mc.customer_id is not null
      where cm.cart_id = ${cartId} and l.mode_of_sale_id is not null
    union
    select l.mode_of_sale_id from ${s.memberships} m
      join ${s.membershipLevels} l on l.id = m.level_id
      where m.customer_id = ${customerId} and m.expires_on >= ${venueDay(now)}::date
        and l.mode_of_sale_id is not null
  )`.mapWith((value: unknown) => parseIntArray(value));
}

/**
 * The members' modes of sale of a cart (its membership line) and of a customer (what they hold
 * today), in one query: the order checks them again at Pay, under the cart's lock.
 */
export async function memberModesOf(
  db: Db | Tx,
  cartId: string | null,
  /** The paying customer; 'cart-owner': the cart's own customer, if any. */
  customerId: number | null | 'cart-owner',
  now: Date,
): Promise<number[]> {
  if (cartId === null && (customerId === null || customerId === 'cart-owner')) return [];
  const customer =
    customerId === 'cart-owner'
      ? sql`(select ${s.carts.customerId} from ${s.carts} where ${s.carts.id} = ${cartId})`
      : sql`${customerId ?? 0}::int`;
  const result = await db.execute(
    sql`select ${memberModesSql(sql`${cartId ?? ''}`, customer, now)} as modes`,
  );
  return parseIntArray((result as unknown as { rows: { modes: unknown }[] }).rows[0]?.modes);
}

/** A PostgreSQL int[] as the drivers give it: an array (pg) or its text form (PGlite, '{4,5}'). */
function parseIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string')
    return value
      .replace(/[{}]/g, '')
      .split(',')
      .filter((v) => v !== '')
      .map(Number);
  return [];
}
