import { AppError } from '../app-error.ts';
import { DEFAULT_PRICE_TYPE_ID, STUDENT_PRICE_TYPE_ID } from '../catalogue/sale-constants.ts';
import { checkPriceTypeChoice, type PriceTypeChoice } from './price-type-rules.ts';

/** A place in the booth as the rules see it. */
export interface BoothPlace {
  id: number;
  rowId: number;
  rowsInFront: number;
  x: number;
  free: boolean;
}

/** One ticket per person: the adults' tickets first, then the students'. */
export function boothTicketTypes(party: { adults: number; students: number }): number[] {
  return [
    ...Array.from({ length: party.adults }, () => DEFAULT_PRICE_TYPE_ID),
    ...Array.from({ length: party.students }, () => STUDENT_PRICE_TYPE_ID),
  ];
}

/**
 * The booth places for a party: side by side in one row when a row has room (the front one
 * first), else the free places front row first, left to right. Null when too few are free.
 */
export function chooseBoothPlaces(places: readonly BoothPlace[], size: number): number[] | null {
  const free = places
    .filter((place) => place.free)
    .sort((a, b) => a.rowsInFront - b.rowsInFront || a.rowId - b.rowId || a.x - b.x);
  if (size < 1 || free.length < size) return null;
  const rows = new Map<number, BoothPlace[]>();
  for (const place of free) rows.set(place.rowId, [...(rows.get(place.rowId) ?? []), place]);
  const oneRow = [...rows.values()].find((row) => row.length >= size);
  return (oneRow ?? free).slice(0, size).map((place) => place.id);
}

/**
 * The booth's tickets under the same price-type rules as any other seat: each ticket counts
 * against its type's per-customer limit, after the tickets of that type the customer already has:
 * in the cart (`alreadyOfType`) and bought before (`boughtOfType`), by price type.
 */
export function checkBoothTickets(
  typeIds: readonly number[],
  types: ReadonlyMap<number, Omit<PriceTypeChoice, 'priceTypeId'>>,
  alreadyOfType: ReadonlyMap<number, number>,
  buyer: { accessRegistered: boolean },
  boughtOfType: ReadonlyMap<number, number>,
): void {
  const counted = new Map(alreadyOfType);
  const ordinary = { wheelchair: false, companion: false };
  for (const priceTypeId of typeIds) {
    const type = types.get(priceTypeId);
    if (!type) throw new AppError('SENSORY_BOOTH_UNAVAILABLE');
    const already = counted.get(priceTypeId) ?? 0;
    checkPriceTypeChoice(
      ordinary,
      { priceTypeId, ...type },
      {
        accessRegistered: buyer.accessRegistered,
        alreadyOfType: already,
        boughtOfType: boughtOfType.get(priceTypeId) ?? 0,
      },
    );
    counted.set(priceTypeId, already + 1);
  }
}
