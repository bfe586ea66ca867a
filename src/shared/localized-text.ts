import { LOCALES, type Locale } from './locales.ts';

/** Content written per language; en-US is always present and is the fallback. */
export type LocalizedText = { 'en-US': string } & Partial<Record<Exclude<Locale, 'en-US'>, string>>;

/**
 * Whether a value read from JSON (an audit record, say) is a text written per language: an
 * object whose every value is text, US English among them.
 */
export function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    typeof (value as Record<string, unknown>)['en-US'] === 'string' &&
    entries.every(([, text]) => typeof text === 'string')
  );
}

/** Missing translations fall back to US English (en-GB too). */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  const translated: string | undefined = (text as Partial<Record<Locale, string>>)[locale];
  return translated || text['en-US'];
}

/**
 * The languages a text has not been written in (the box office marks them "missing in …").
 * US English is required, so never missing; British English falls back to it but is still
 * listed, as the page should show the fallback is in use.
 */
export function missingLocales(text: LocalizedText | null | undefined): Locale[] {
  if (!text?.['en-US']) return [];
  const written = text as Partial<Record<Locale, string>>;
  return LOCALES.filter((locale) => locale !== 'en-US' && !written[locale]?.trim());
}
