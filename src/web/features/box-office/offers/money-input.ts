/**
 * Amounts typed in the offer set-up forms (issue 13): dollars in the reader's conventions
 * ("1,000.50", "1.000,50") read into the contracts' integer cents, and cents shown back for
 * editing. A text that is no amount is handed on as text, for the contract to refuse with the
 * field's own message.
 */
import type { Locale } from '../../../../shared/locales.ts';
import { NUMBER_LOCALE } from '../../../../shared/money.ts';
import { parseMoneyInput } from '../../../../shared/parse-money.ts';

/** Cents as the input shows them: "25" for whole dollars, "12.50" otherwise ('' for none). */
export function centsToInput(cents: number | null, locale: Locale): string {
  if (cents === null) return '';
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** The input as cents: null when blank, the text itself when it is no amount. */
export function inputToCents(text: string, locale: Locale): number | string | null {
  const parsed = parseMoneyInput(text, locale);
  if (parsed.ok) return parsed.cents;
  return parsed.problem === 'empty' ? null : text;
}

/** A whole number typed (a limit, a number of days): null when blank, else the text refused. */
export function inputToWhole(text: string): number | string | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}
