import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import {
  type BuyerContext,
  lineModeOfSale,
  type SaleTerms,
} from '../../domain/buyer/buyer-context.ts';
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

/** One price of a seat band at a performance: [mode of sale, price type, base cents, fee cents]. */
export type BandPrice = readonly [number, number, number, number];

/**
 * The prices of a line's seat band at its performance in the modes of sale the line could be
 * priced in (the performance's priority mode, the default online mode and `buyerModes`): the
 * facts from which the buyer's rule (lineModeOfSale, domain/buyer) chooses; the SQL decides
 * nothing. Needs `performances` and `seats` joined.
 */
export function bandPricesOfLine(buyerModes: readonly number[] | SQL) {
  const modes = !Array.isArray(buyerModes)
    ? (buyerModes as SQL)
    : buyerModes.length > 0
      ? sql.join(
          buyerModes.map((mode) => sql`${mode}::int`),
          sql`, `,
        )
      : sql`null`;
  return sql<BandPrice[]>`(select json_agg(json_build_array(band_price.mode_of_sale_id,
      band_price.price_type_id, band_price.base_cents, band_price.fee_cents))
    from ${s.performancePrices} as band_price
    where band_price.performance_id = ${s.cartTickets.performanceId}
      and band_price.price_band_id = ${s.seats.priceBandId}
      and band_price.mode_of_sale_id in (${DEFAULT_MODE_OF_SALE_ID}::int,
        ${s.performances.priorityModeOfSaleId}, ${modes}))`.mapWith(
    (value: unknown): BandPrice[] =>
      value === null ? [] : typeof value === 'string' ? JSON.parse(value) : (value as BandPrice[]),
  );
}

/** The price of a type in a mode of sale among a band's prices; null when there is none. */
export function priceIn(
  prices: readonly BandPrice[],
  modeOfSaleId: number,
  priceTypeId: number,
): { baseCents: number; feeCents: number } | null {
  const found = prices.find(([mode, type]) => mode === modeOfSaleId && type === priceTypeId);
  return found ? { baseCents: found[2], feeCents: found[3] } : null;
}

/**
 * A ticket line priced for its buyer: its mode of sale by the buyer's rule (lineModeOfSale) over
 * its band's prices, and its price type's price in that mode, null when there is none (the mode
 * changed while the seat was held, or the band has no price for the type: never sold at $0).
 */
export function priceLine(
  buyer: Pick<BuyerContext, 'modesOfSale'>,
  line: SaleTerms & { priceTypeId: number; bandPrices: readonly BandPrice[] },
): { modeOfSaleId: number; baseCents: number | null; feeCents: number | null } {
  const modeOfSaleId = lineModeOfSale(buyer, line, (mode) =>
    line.bandPrices.some(([priced]) => priced === mode),
  );
  const price = priceIn(line.bandPrices, modeOfSaleId, line.priceTypeId);
  return { modeOfSaleId, baseCents: price?.baseCents ?? null, feeCents: price?.feeCents ?? null };
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
      // Credit stays applied while the cart still has something to pay for (a donation, gift
      // vouchers being bought).
      creditAppliedCents: sql`case when exists (select 1 from ${s.cartDonations}
        where ${s.cartDonations.cartId} = ${s.carts.id}) or exists (select 1 from
        ${s.cartGiftVouchers} where ${s.cartGiftVouchers.cartId} = ${s.carts.id})
        then ${s.carts.creditAppliedCents} else 0 end`,
    })
    .where(
      and(
        which,
        sql`not exists (select 1 from ${s.cartTickets} where ${s.cartTickets.cartId} = ${s.carts.id})`,
      ),
    );
}
