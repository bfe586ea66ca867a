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
const NUMBER_LOCALE: Record<Locale, string> = {
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
