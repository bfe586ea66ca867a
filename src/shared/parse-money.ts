/**
 * A dollar amount as a reader types it ("1,000", "12.50", "12,50", "1 000,50 $"), read in their
 * language's number conventions into integer cents. The donation form's "Other" amount (and
 * later any typed amount) uses it; the range is the caller's rule, not this function's.
 */
import type { Locale } from './locales.ts';
import { NUMBER_LOCALE } from './money.ts';

/** Why a text is not an amount: nothing typed, not a number, more than cents, below zero. */
export type MoneyInputProblem = 'empty' | 'format' | 'cents' | 'negative';

export type ParsedMoney = { ok: true; cents: number } | { ok: false; problem: MoneyInputProblem };

/** The reader's decimal and grouping marks ("." and "," in en-US, "," and "." in German). */
export function numberMarks(locale: Locale): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(NUMBER_LOCALE[locale]).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  // Swedish groups with a (narrow) no-break space: any space the reader types will do.
  return { decimal, group: /\s/.test(group) ? ' ' : group };
}

/** An example amount with cents in the reader's conventions ("12.50", "12,50"), for hints. */
export function exampleAmount(locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 2 }).format(12.5);
}

const CURRENCY = /^(?:us\s?\$|usd|\$)\s*|\s*(?:us\s?\$|usd|\$)$/gi;
const MINUS = /^[-\u2212\u2012\u2013]\s*/;

/** Whole dollars with their groups of three marked, or none marked; digits after the mark. */
function read(text: string, decimal: string, group: string | null): ParsedMoney | null {
  const parts = text.split(decimal);
  if (parts.length > 2) return null;
  const [whole = '', fraction = ''] = parts;
  if (whole === '' && fraction === '') return null;
  if (!/^\d*$/.test(fraction)) return null;
  let digits = whole;
  if (group !== null && whole.includes(group)) {
    const grouped = whole.split(group);
    const [head = '', ...rest] = grouped;
    if (!/^\d{1,3}$/.test(head) || !rest.every((g) => /^\d{3}$/.test(g))) return null;
    digits = grouped.join('');
  } else if (!/^\d*$/.test(whole)) return null;
  if (fraction.length > 2) return { ok: false, problem: 'cents' };
  // Beyond any gift or price: refused as not an amount rather than rounded by a float.
  if (digits.replace(/^0+/, '').length > 12) return { ok: false, problem: 'format' };
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, cents };
}

/**
 * Reads a typed amount in the reader's conventions. Spaces may group thousands in any language.
 * A text that fails them but has one mark of the other convention followed by one or two digits
 * ("12,50" typed in US English, "12.50" in German) is read with that mark as the decimal one:
 * such a text cannot be a grouped number, so there is nothing to mistake.
 */
export function parseMoneyInput(input: string, locale: Locale): ParsedMoney {
  let text = input.normalize('NFKC').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  text = text.replace(CURRENCY, '').trim();
  const negative = MINUS.test(text);
  if (negative) text = text.replace(MINUS, '').replace(CURRENCY, '').trim();
  // Spaces only ever group thousands.
  text = text.replace(/(\d)\s+(?=\d{3}(?:\D|$))/g, '$1 ');
  if (!/^[\d., ]+$/.test(text) || !/\d/.test(text)) return { ok: false, problem: 'format' };
  const { decimal, group } = numberMarks(locale);
  const spaced = text.includes(' ') ? ' ' : null;
  if (spaced && group !== ' ' && text.includes(group)) return { ok: false, problem: 'format' };
  const other = decimal === ',' ? '.' : ',';
  const compact = text.replace(/ /g, '');
  const parsed =
    read(text, decimal, spaced ?? group) ??
    (new RegExp(`^\\d*\\${other}\\d{1,2}$`).test(compact) ? read(compact, other, null) : null);
  if (!parsed) return { ok: false, problem: 'format' };
  if (parsed.ok && negative && parsed.cents > 0) return { ok: false, problem: 'negative' };
  return parsed;
}
