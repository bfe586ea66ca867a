/**
 * The season set-up's rules for a production (issue 13): which languages its texts are missing
 * in (the box office marks them; the storefront falls back to US English), and when its web
 * address may no longer change.
 */
import { LOCALIZED_FIELDS, type LocalizedField } from '../../shared/contracts/season-setup.ts';
import type { Locale } from '../../shared/locales.ts';
import { type LocalizedText, missingLocales } from '../../shared/localized-text.ts';
import { AppError } from '../app-error.ts';

export type ProductionTexts = Record<LocalizedField, LocalizedText>;

/** Per text, the languages it is missing in, and every language some text is missing in. */
export function missingTranslations(texts: ProductionTexts): {
  missing: Record<LocalizedField, Locale[]>;
  missingLocales: Locale[];
} {
  const missing = Object.fromEntries(
    LOCALIZED_FIELDS.map((field) => [field, missingLocales(texts[field])]),
  ) as Record<LocalizedField, Locale[]>;
  const all = new Set(Object.values(missing).flat());
  return { missing, missingLocales: [...all].sort() };
}

/**
 * A production's address is fixed once it has sold tickets: confirmations, reminders and
 * calendar entries already link to it.
 */
export function checkSlugChange(before: string, after: string, ticketsSold: boolean): void {
  if (before !== after && ticketsSold) throw new AppError('STAFF_SLUG_LOCKED');
}
