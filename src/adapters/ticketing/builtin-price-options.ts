import { and, asc, eq, inArray } from 'drizzle-orm';
import { type BuyerContext, modesOfSaleFor } from '../../domain/buyer/buyer-context.ts';
import { priceTypesForSeat } from '../../domain/seating/price-type-rules.ts';
import type { PriceOption, PriceOptionsResponse } from '../../shared/contracts/cart.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { bandPricesOfLine, liveLinesOf, priceLine, seatRowOfLine } from './cart-line-joins.ts';

/**
 * What each live line of a cart may be priced as (price-selection): the prices of its seat's
 * band in the line's mode of sale (the buyer's rule: the performance's priority mode, a promo
 * code's, or the default), narrowed by the price-type and access rules for this buyer.
 */
export async function priceOptions(
  db: Db,
  now: Date,
  cartId: string | null,
  buyer: BuyerContext,
  locale: Locale,
  performanceId?: number,
): Promise<PriceOptionsResponse> {
  if (!cartId) return { lines: [] };
  // A promo code may have switched the buyer's mode of sale, and with it the prices.
  const rows = await db
    .select({
      performanceId: s.cartTickets.performanceId,
      seatId: s.cartTickets.seatId,
      priceTypeId: s.cartTickets.priceTypeId,
      priceBandId: s.seats.priceBandId,
      wheelchair: s.seats.wheelchair,
      companion: s.seats.companion,
      onlineSale: s.priceBands.onlineSale,
      productionId: s.performances.productionId,
      priorityModeOfSaleId: s.performances.priorityModeOfSaleId,
      bandPrices: bandPricesOfLine(modesOfSaleFor(buyer)),
    })
    .from(s.cartTickets)
    .innerJoin(s.performanceSeats, seatRowOfLine)
    .innerJoin(s.seats, eq(s.seats.id, s.cartTickets.seatId))
    .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
    .innerJoin(s.performances, eq(s.performances.id, s.cartTickets.performanceId))
    .where(
      and(
        // Only lines whose hold is alive, as in the cart itself.
        liveLinesOf(cartId, now),
        performanceId === undefined ? undefined : eq(s.cartTickets.performanceId, performanceId),
      ),
    );
  if (rows.length === 0) return { lines: [] };
  const lines = rows.map((line) => ({ ...line, ...priceLine(buyer, line) }));
  const prices = await db
    .select({ price: s.performancePrices, type: s.priceTypes })
    .from(s.performancePrices)
    .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.performancePrices.priceTypeId))
    .where(
      inArray(s.performancePrices.performanceId, [...new Set(lines.map((l) => l.performanceId))]),
    )
    .orderBy(asc(s.priceTypes.sortOrder), asc(s.priceTypes.id));
  return {
    lines: lines.map((line) => {
      // Booth places are priced by the booth form's party, never here.
      const candidates = line.onlineSale
        ? prices
            .filter(
              ({ price }) =>
                price.performanceId === line.performanceId &&
                price.priceBandId === line.priceBandId &&
                price.modeOfSaleId === line.modeOfSaleId,
            )
            .map(({ price, type }) => ({
              priceTypeId: type.id,
              requiresAccessRegistration: type.requiresAccessRegistration,
              option: {
                priceTypeId: type.id,
                name: localize(type.name, locale),
                description: localize(type.description, locale),
                base: usd(price.baseCents),
                fee: usd(price.feeCents),
                allIn: usd(price.baseCents + price.feeCents),
              } satisfies PriceOption,
            }))
        : [];
      return {
        lineId: `${line.performanceId}-${line.seatId}`,
        options: priceTypesForSeat(line, candidates, buyer).map((c) => c.option),
      };
    }),
  };
}
