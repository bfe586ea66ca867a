/**
 * The storefront's languages. The spec keeps the choice in a `lang` cookie (365 days, path /,
 * SameSite Lax) with no URL prefix; detection is cookie first, then the browser's preferred
 * languages, matching full codes before base codes.
 */
export const LOCALES = ['en-US', 'en-GB', 'de', 'es', 'ht', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The name of each language in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  de: 'Deutsch',
  es: 'Español',
  ht: 'Kreyòl ayisyen',
  sv: 'Svenska',
};

/** The BCP 47 tag written to `<html lang>`. */
export const LOCALE_HTML_LANG: Record<Locale, string> = {
  'en-US': 'en-US',
  'en-GB': 'en-GB',
  de: 'de',
  es: 'es',
  ht: 'ht',
  sv: 'sv',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Exact match of a tag against our locales, case-insensitively ("en-us" → "en-US"). */
function matchFull(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower);
}

/** Base-code match: "es-MX" → "es"; "en-AU" → "en-US", the default English. */
function matchBase(tag: string): Locale | undefined {
  const base = tag.toLowerCase().split('-')[0];
  if (!base) return undefined;
  if (base === 'en') return 'en-US';
  return LOCALES.find((locale) => locale.toLowerCase() === base);
}

/**
 * Picks the reader's locale: a valid cookie wins; otherwise every preferred language is tried
 * for a full match first, and only then for a base match, so `["es-MX", "de-DE"]` gives "es"
 * while `["sv-FI", "en-GB"]` gives "en-GB" (the full match beats the earlier base match).
 */
export function detectLocale(
  cookieValue: string | undefined,
  preferred: readonly string[],
): Locale {
  if (cookieValue) {
    const fromCookie = matchFull(cookieValue);
    if (fromCookie) return fromCookie;
  }
  for (const tag of preferred) {
    const full = matchFull(tag);
    if (full) return full;
  }
  for (const tag of preferred) {
    const base = matchBase(tag);
    if (base) return base;
  }
  return DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
