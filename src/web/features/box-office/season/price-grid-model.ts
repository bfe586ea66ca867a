/**
 * The price grid's model (issue 13): one cell per mode of sale × price type × band, each with
 * the all-in price as buyers pay it and the fee inside it, typed in the reader's number
 * conventions ("48.50", "48,50"). A blank cell is no price. The model reads the typed cells into
 * the API's body (integer cents) with a problem per cell, and places the API's problems (by the
 * body's row) back on their cells.
 */
import type { PriceGrid } from '../../../../shared/contracts/season-setup.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { numberMarks, parseMoneyInput } from '../../../../shared/parse-money.ts';

/** Problems of the typed amounts, beside the contract's own. */
export const GRID_MESSAGES = {
  money: 'staff.season.validation.money',
  feeWithoutPrice: 'staff.season.validation.feeWithoutPrice',
} as const;

export interface CellKey {
  modeOfSaleId: number;
  priceTypeId: number;
  priceBandId: number;
}

/** The input names of a cell: `price.<mode>.<type>.<band>.allIn` and `….fee`. */
export const cellPath = (cell: CellKey, part: 'allIn' | 'fee') =>
  `price.${cell.modeOfSaleId}.${cell.priceTypeId}.${cell.priceBandId}.${part}`;

/** Cents as typed in the reader's conventions, without grouping: 4850 → "48.50" or "48,50". */
export function centsText(cents: number, locale: Locale): string {
  const { decimal } = numberMarks(locale);
  return `${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** The grid's cells as the inputs start: every price the performance has, by input name. */
export function gridFormValues(grid: PriceGrid, locale: Locale): Record<string, string> {
  const values: Record<string, string> = {};
  for (const price of grid.prices) {
    values[cellPath(price, 'allIn')] = centsText(price.allIn.amount, locale);
    values[cellPath(price, 'fee')] = centsText(price.fee.amount, locale);
  }
  return values;
}

export interface PriceRowBody extends CellKey {
  allInCents: number;
  feeCents: number;
}

/**
 * The typed cells of the cells shown, read: the body to send (a row per priced cell), the
 * problems by input name, and which cell each body row came from.
 */
export function readGrid(
  typed: Record<string, string | undefined>,
  cells: readonly CellKey[],
  locale: Locale,
): { prices: PriceRowBody[]; errors: Record<string, string>; rows: CellKey[] } {
  const prices: PriceRowBody[] = [];
  const errors: Record<string, string> = {};
  const rows: CellKey[] = [];
  for (const cell of cells) {
    const allInText = typed[cellPath(cell, 'allIn')]?.trim() ?? '';
    const feeText = typed[cellPath(cell, 'fee')]?.trim() ?? '';
    if (!allInText) {
      if (feeText) errors[cellPath(cell, 'fee')] = GRID_MESSAGES.feeWithoutPrice;
      continue;
    }
    const allIn = parseMoneyInput(allInText, locale);
    const fee = feeText ? parseMoneyInput(feeText, locale) : ({ ok: true, cents: 0 } as const);
    if (!allIn.ok) errors[cellPath(cell, 'allIn')] = GRID_MESSAGES.money;
    if (!fee.ok) errors[cellPath(cell, 'fee')] = GRID_MESSAGES.money;
    if (!allIn.ok || !fee.ok) continue;
    prices.push({ ...cell, allInCents: allIn.cents, feeCents: fee.cents });
    rows.push(cell);
  }
  return { prices, errors, rows };
}

/**
 * The contract's or the API's problems (`prices.3.feeCents`, `body.prices.3.priceBandId`) on
 * the cells they are about: a fee's on its fee, anything else on the all-in price.
 */
export function problemsOnCells(
  problems: Record<string, string>,
  rows: readonly CellKey[],
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, key] of Object.entries(problems)) {
    const match = /^(?:body\.)?prices\.(\d+)\.(\w+)$/.exec(path);
    const cell = match ? rows[Number(match[1])] : undefined;
    if (!cell) {
      placed.form ??= key;
      continue;
    }
    placed[cellPath(cell, match?.[2] === 'feeCents' ? 'fee' : 'allIn')] ??= key;
  }
  return placed;
}

/** The base inside a typed cell (all-in − fee), or null while either is unreadable. */
export function typedBase(allInText: string, feeText: string, locale: Locale): number | null {
  if (!allInText.trim()) return null;
  const allIn = parseMoneyInput(allInText, locale);
  const fee = feeText.trim() ? parseMoneyInput(feeText, locale) : ({ ok: true, cents: 0 } as const);
  if (!allIn.ok || !fee.ok || fee.cents > allIn.cents) return null;
  return allIn.cents - fee.cents;
}
