import type { Locale } from './locales.ts';

/** Money is integer cents with its currency; never a float. */
export interface Money {
  amount: number;
  currency: 'USD';
}

export const CURRENCY = 'USD' as const;

export function usd(amount: number): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be integer cents: ${amount}`);
  return { amount, currency: CURRENCY };
}

export function addMoney(...values: Money[]): Money {
  return usd(values.reduce((sum, value) => sum + value.amount, 0));
}

/** ICU has no Haitian Creole data; a Creole reader in the US reads dollars the US way. */
export const NUMBER_LOCALE: Record<Locale, string> = {
  'en-US': 'en-US',
  'en-GB': 'en-GB',
  de: 'de-DE',
  es: 'es-US',
  ht: 'en-US',
  sv: 'sv-SE',
};

const formatters = new Map<Locale, Intl.NumberFormat>();

/** "$45.50" in en-US, "45,50 $" in German: the reader's conventions, always US dollars. */
export function formatMoney(money: Money, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: 'currency',
      currency: money.currency,
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(money.amount / 100);
}

const wholeFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A whole-dollar amount without its cents ("$1,000", "1.000 $"), as offers and presets are
 * written; an amount with cents is written whole by formatMoney.
 */
export function formatMoneyShort(money: Money, locale: Locale): string {
  if (money.amount % 100 !== 0) return formatMoney(money, locale);
  let formatter = wholeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: 'currency',
      currency: money.currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeFormatters.set(locale, formatter);
  }
  return formatter.format(money.amount / 100);
}
