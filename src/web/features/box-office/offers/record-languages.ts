/**
 * The languages a record is not fully written in (issue 13): those any of its texts misses, in
 * the storefront's order, for the lists' "missing in …" column.
 */
import { missingLanguages } from '../../../../shared/contracts/offer-setup.ts';
import { LOCALES, type Locale } from '../../../../shared/locales.ts';
import type { LocalizedText } from '../../../../shared/localized-text.ts';

export function recordMissing(texts: readonly (LocalizedText | null)[]): Locale[] {
  const missing = new Set(texts.flatMap((text) => missingLanguages(text)));
  return LOCALES.filter((locale) => missing.has(locale));
}
