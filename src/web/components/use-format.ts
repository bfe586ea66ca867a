import { type DateStyle, formatDate, formatTime, formatTimeWithZone } from '../../shared/dates.ts';
import { formatMoney, type Money } from '../../shared/money.ts';
import { useTranslation } from '../i18n/i18n.ts';

/** Dates in the venue's time zone and prices in dollars, in the reader's language. */
export function useFormat() {
  const { locale } = useTranslation();
  return {
    locale,
    date: (iso: string, style: DateStyle = 'full') => formatDate(iso, locale, style),
    time: (iso: string) => formatTime(iso, locale),
    /** A deadline's time, with its zone ("8:14am EST"): see formatTimeWithZone. */
    deadline: (iso: string) => formatTimeWithZone(iso, locale),
    money: (money: Money) => formatMoney(money, locale),
  };
}
