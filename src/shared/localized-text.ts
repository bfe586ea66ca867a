import type { Locale } from './locales.ts';

/** Content written per language; en-US is always present and is the fallback. */
export type LocalizedText = { 'en-US': string } & Partial<Record<Exclude<Locale, 'en-US'>, string>>;

/** Missing translations fall back to US English (en-GB too). */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  const translated: string | undefined = (text as Partial<Record<Locale, string>>)[locale];
  return translated || text['en-US'];
}
