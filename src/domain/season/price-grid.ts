/**
 * A performance's prices as the box office enters them (issue 13): per band × price type × mode
 * of sale, the all-in price a buyer pays and the fee inside it; the base is the rest. These
 * functions check a grid against what exists (the venue's bands, the types, the modes) and
 * carry one performance's prices to another.
 */
import type { PriceGridBody } from '../../shared/contracts/season-setup.ts';
import { SV } from '../../shared/contracts/season-setup.ts';
import { AppError } from '../app-error.ts';
import type { PriceKey } from './performance-rules.ts';

/** A price as stored: base and fee, their sum the all-in price the storefront shows. */
export interface StoredPrice extends PriceKey {
  baseCents: number;
  feeCents: number;
}

/** The base of an all-in price: what is left when the fee inside it is taken out. */
export function splitAllIn(
  allInCents: number,
  feeCents: number,
): { baseCents: number; feeCents: number } {
  if (!Number.isSafeInteger(allInCents) || !Number.isSafeInteger(feeCents))
    throw new RangeError('prices are integer cents');
  if (feeCents < 0 || feeCents > allInCents) throw new RangeError('the fee is part of the price');
  return { baseCents: allInCents - feeCents, feeCents };
}

/** What a grid may name: the bands of the performance's venue, the types and modes that exist. */
export interface GridFacts {
  bandIds: ReadonlySet<number>;
  typeIds: ReadonlySet<number>;
  modeIds: ReadonlySet<number>;
}

/**
 * The grid as stored, or VALIDATION_FAILED naming each row's field that points at nothing this
 * performance can sell (`body.prices.3.priceBandId`), with the form's own messages.
 */
export function checkPriceGrid(body: PriceGridBody, facts: GridFacts): StoredPrice[] {
  const fields: Record<string, string> = {};
  body.prices.forEach((price, index) => {
    const at = `body.prices.${index}`;
    if (!facts.bandIds.has(price.priceBandId)) fields[`${at}.priceBandId`] = SV.priceBand;
    if (!facts.typeIds.has(price.priceTypeId)) fields[`${at}.priceTypeId`] = SV.priceType;
    if (!facts.modeIds.has(price.modeOfSaleId)) fields[`${at}.modeOfSaleId`] = SV.modeOfSale;
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return body.prices.map((price) => ({
    priceBandId: price.priceBandId,
    priceTypeId: price.priceTypeId,
    modeOfSaleId: price.modeOfSaleId,
    ...splitAllIn(price.allInCents, price.feeCents),
  }));
}

/**
 * Another performance's prices for this one: those of bands this one's venue has (a smaller
 * studio has no balcony band), every type and mode as they are.
 */
export function pricesToCopy(from: readonly StoredPrice[], facts: GridFacts): StoredPrice[] {
  return from
    .filter(
      (price) =>
        facts.bandIds.has(price.priceBandId) &&
        facts.typeIds.has(price.priceTypeId) &&
        facts.modeIds.has(price.modeOfSaleId),
    )
    .map((price) => ({ ...price }));
}

/** One order for a grid, so two grids compare and an audit row reads the same way each time. */
export function sortPrices<T extends PriceKey>(prices: readonly T[]): T[] {
  return [...prices].sort(
    (a, b) =>
      a.modeOfSaleId - b.modeOfSaleId ||
      a.priceBandId - b.priceBandId ||
      a.priceTypeId - b.priceTypeId,
  );
}

/** Whether two grids hold the same prices (nothing to write or audit). */
export function samePrices(a: readonly StoredPrice[], b: readonly StoredPrice[]): boolean {
  if (a.length !== b.length) return false;
  const left = sortPrices(a);
  const right = sortPrices(b);
  return left.every((price, i) => {
    const other = right[i];
    return (
      other !== undefined &&
      price.priceBandId === other.priceBandId &&
      price.priceTypeId === other.priceTypeId &&
      price.modeOfSaleId === other.modeOfSaleId &&
      price.baseCents === other.baseCents &&
      price.feeCents === other.feeCents
    );
  });
}
