import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_MODE_OF_SALE_ID } from '../../domain/catalogue/sale-constants.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The conditions every reader of cart lines shares (the cart, its prices, the orders), so they
 * agree on which lines count and what each costs.
 */

/** A cart line's seat row at its performance: `cart_tickets` joined to `performance_seats`. */
export const seatRowOfLine: SQL = and(
  eq(s.performanceSeats.performanceId, s.cartTickets.performanceId),
  eq(s.performanceSeats.seatId, s.cartTickets.seatId),
) as SQL;

/** A cart's lines whose hold is still alive: a lapsed one no longer counts, swept or not. */
export function liveLinesOf(cartId: string, now: Date): SQL {
  return and(
    eq(s.cartTickets.cartId, cartId),
    eq(s.performanceSeats.status, 'held'),
    eq(s.performanceSeats.holdId, cartId),
    gt(s.performanceSeats.heldUntil, now),
  ) as SQL;
}

/**
 * The mode of sale a line is priced in: a priority performance's own mode (only a cart in that
 * mode may hold its seats; a cart that left it is refused at payment), else the cart's mode
 * (a promo code's) where the performance has prices for the seat's band in it, else the
 * default online mode. Needs `performances` and `seats` joined.
 */
export function modeOfLine(
  cartMode: number | SQL,
  /** The code's production, when it is limited to one: other productions keep the default. */
  codeProductionId: number | SQL | null = null,
): SQL {
  if (cartMode === DEFAULT_MODE_OF_SALE_ID)
    return sql`coalesce(${s.performances.priorityModeOfSaleId}, ${DEFAULT_MODE_OF_SALE_ID})`;
  return sql`coalesce(${s.performances.priorityModeOfSaleId}, case when (
      ${codeProductionId}::int is null or ${s.performances.productionId} = ${codeProductionId}
    ) and exists (
      select 1 from ${s.performancePrices} as cart_mode
      where cart_mode.performance_id = ${s.performances.id}
        and cart_mode.price_band_id = ${s.seats.priceBandId}
        and cart_mode.mode_of_sale_id = (${cartMode})
    ) then (${cartMode})::int else ${DEFAULT_MODE_OF_SALE_ID}::int end)`;
}

/**
 * A line's price row: its performance, its seat's band, its price type, in the line's mode of
 * sale (modeOfLine). Needs `performances` and `seats` joined.
 */
export function priceOfLine(
  cartMode: number | SQL = DEFAULT_MODE_OF_SALE_ID,
  codeProductionId: number | SQL | null = null,
): SQL {
  return and(
    eq(s.performancePrices.performanceId, s.cartTickets.performanceId),
    eq(s.performancePrices.priceBandId, s.seats.priceBandId),
    eq(s.performancePrices.priceTypeId, s.cartTickets.priceTypeId),
    eq(s.performancePrices.modeOfSaleId, modeOfLine(cartMode, codeProductionId)),
  ) as SQL;
}

/**
 * Carts (of those `which` names) left without a line start afresh: a new deadline next time,
 * refund protection and credit unticked (never pre-ticked for the next tickets); a promo code
 * stays, it may open a presale. One rule for a release, the sweep of lapsed holds and a sale.
 */
export function resetEmptiedCarts(tx: Db | Tx, which: SQL) {
  return tx
    .update(s.carts)
    .set({
      expiresAt: null,
      extended: false,
      refundProtection: false,
      // Credit stays applied while the cart still has something to pay for (a donation).
      creditAppliedCents: sql`case when exists (select 1 from ${s.cartDonations}
        where ${s.cartDonations.cartId} = ${s.carts.id}) then ${s.carts.creditAppliedCents} else 0 end`,
    })
    .where(
      and(
        which,
        sql`not exists (select 1 from ${s.cartTickets} where ${s.cartTickets.cartId} = ${s.carts.id})`,
      ),
    );
}
