import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_MODE_OF_SALE_ID } from '../../domain/catalogue/sale-constants.ts';
import * as s from '../db/schema.ts';

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
 * A line's price row: its performance, its seat's band, its price type, in the performance's
 * mode of sale (the priority one while it lasts). Needs `performances` and `seats` joined.
 */
export const priceOfLine: SQL = and(
  eq(s.performancePrices.performanceId, s.cartTickets.performanceId),
  eq(s.performancePrices.priceBandId, s.seats.priceBandId),
  eq(s.performancePrices.priceTypeId, s.cartTickets.priceTypeId),
  eq(
    s.performancePrices.modeOfSaleId,
    sql`coalesce(${s.performances.priorityModeOfSaleId}, ${DEFAULT_MODE_OF_SALE_ID})`,
  ),
) as SQL;
