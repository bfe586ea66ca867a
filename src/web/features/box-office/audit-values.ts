/**
 * One value of an audited record as a person reads it (issue 13, audit-changes.tsx): yes/no,
 * roles by name, amounts kept in cents as money, texts written per language in the reader's
 * language, lists as lists, a membership level's prices by payment option, a seat's position and
 * view and a performance's seating by the words their forms use; anything else as JSON.
 */
import type { StaffRole } from '../../../shared/contracts/staff.ts';
import type { Locale } from '../../../shared/locales.ts';
import { isLocalizedText, localize } from '../../../shared/localized-text.ts';
import { formatMoney, usd } from '../../../shared/money.ts';
import { ROLE_LABELS } from './role-labels.ts';

type T = (key: string) => string;

/** A membership level's prices, by payment option (message keys, literal for the tests). */
export const LEVEL_PRICE_LABELS: Record<string, string> = {
  'one-off': 'staff.offers.level.priceOneOff',
  monthly: 'staff.offers.level.priceMonthly',
  yearly: 'staff.offers.level.priceYearly',
};

/** Fields whose values are words of a fixed list: each word's message key (literal, for tests). */
export const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {
  positionInRow: {
    left: 'seatMap.positionLeft',
    middle: 'seatMap.positionMiddle',
    right: 'seatMap.positionRight',
  },
  viewOfStage: {
    full: 'seatMap.viewFull',
    partial: 'seatMap.viewPartial',
    restricted: 'seatMap.viewRestricted',
  },
  seating: {
    reserved: 'staff.season.performance.seatingReserved',
    general: 'staff.season.performance.seatingGeneral',
  },
};

const isLevelPrices = (v: unknown): v is Record<string, number | null> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.entries(v).every(
    ([option, cents]) =>
      Object.hasOwn(LEVEL_PRICE_LABELS, option) && (cents === null || typeof cents === 'number'),
  );

export function auditValue(field: string, v: unknown, t: T, locale: Locale): string {
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0))
    return t('staff.audit.emptyValue');
  if (typeof v === 'boolean') return v ? t('staff.audit.yes') : t('staff.audit.no');
  if (field === 'role' && typeof v === 'string' && Object.hasOwn(ROLE_LABELS, v))
    return t(ROLE_LABELS[v as StaffRole]);
  const words = Object.hasOwn(AUDIT_VALUE_LABELS, field) ? AUDIT_VALUE_LABELS[field] : undefined;
  if (words && typeof v === 'string' && Object.hasOwn(words, v)) return t(words[v] as string);
  const money = (n: unknown) => (typeof n === 'number' ? formatMoney(usd(n), locale) : String(n));
  // Amounts are kept in cents (goalCents, amountsCents…).
  if (field.endsWith('Cents') && typeof v === 'number') return money(v);
  if (field.endsWith('Cents') && Array.isArray(v)) return v.map(money).join(', ');
  if (field === 'prices' && isLevelPrices(v))
    return Object.entries(v)
      .map(([option, cents]) => {
        const label = LEVEL_PRICE_LABELS[option] as string;
        return `${t(label)}: ${cents === null ? t('staff.audit.emptyValue') : money(cents)}`;
      })
      .join('; ');
  // Texts written per language (a fund's name, a level's benefits): the reader's language.
  if (isLocalizedText(v)) return localize(v, locale) || t('staff.audit.emptyValue');
  if (Array.isArray(v) && v.every(isLocalizedText))
    return v.map((text) => localize(text, locale)).join('; ');
  if (Array.isArray(v) && v.every((item) => typeof item === 'string' || typeof item === 'number'))
    return v.join(', ');
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

/**
 * The value with nothing left out, for a change the reader's language does not show (only the
 * Spanish name changed, say): every language's text.
 */
export function auditValueInFull(v: unknown): string {
  const languages = (text: Record<string, string>) =>
    Object.entries(text)
      .map(([locale, words]) => `${locale}: ${words}`)
      .join(' · ');
  if (isLocalizedText(v)) return languages(v);
  if (Array.isArray(v) && v.length > 0 && v.every(isLocalizedText))
    return v.map(languages).join('; ');
  return JSON.stringify(v);
}
