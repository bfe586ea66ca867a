import fallbackMessages from 'virtual:fallback-messages';
import { useSyncExternalStore } from 'react';
import { type Messages, type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import {
  DEFAULT_LOCALE,
  detectLocale,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LOCALE_HTML_LANG,
  type Locale,
} from '../../shared/locales.ts';

/**
 * US English, the fallback every language needs, ships in the main bundle (no extra round trip),
 * except the namespaces only the sign-in and account pages use (vite.config.ts, "late
 * namespaces"): those pages load the whole file first (`loadAllMessages`); and those only the
 * seat pages use, which they load first (`loadSeatingMessages`). The other languages are one
 * chunk each, whole, fetched only when needed. The box office's texts are in none of these: its
 * pages lay them over each language's messages, through `extendMessages`.
 */
const loaders = import.meta.glob<Messages>('../../shared/i18n/messages/*.json', {
  import: 'default',
});

const bundles: Partial<Record<Locale, Messages>> = { [DEFAULT_LOCALE]: fallbackMessages };
let fallbackComplete = false;
const listeners = new Set<() => void>();
/** Lays a part's own texts over a language's messages. */
type Overlay = (messages: Messages) => Messages;
/** A part of the app loaded later: its overlay for a language (see extendMessages). */
let extension: ((target: Locale) => Promise<Overlay>) | undefined;

/** A language's messages, with that part's own texts laid over them once it has come. */
async function install(target: Locale, messages: Messages): Promise<void> {
  const overlay = extension && (await extension(target));
  bundles[target] = overlay ? overlay(messages) : messages;
}

async function loadMessages(target: Locale): Promise<void> {
  if (bundles[target]) return;
  const load = loaders[`../../shared/i18n/messages/${target}.json`];
  if (!load) throw new Error(`No messages for ${target}`);
  await install(target, await load());
}

/** The whole of US English (sign-in and account texts too), before such a page shows. */
export async function loadAllMessages(): Promise<void> {
  if (fallbackComplete) return;
  const load = loaders[`../../shared/i18n/messages/${DEFAULT_LOCALE}.json`];
  if (!load) throw new Error(`No messages for ${DEFAULT_LOCALE}`);
  await install(DEFAULT_LOCALE, await load());
  fallbackComplete = true;
  for (const listener of listeners) listener();
}

let seatingLoaded = false;

/** The US English texts of the seat pages (map, prices, booth), before such a page shows. */
export async function loadSeatingMessages(): Promise<void> {
  if (seatingLoaded || fallbackComplete) return;
  const seating = (await import('virtual:fallback-messages-seating')).default;
  if (!fallbackComplete) bundles[DEFAULT_LOCALE] = { ...bundles[DEFAULT_LOCALE], ...seating };
  seatingLoaded = true;
  for (const listener of listeners) listener();
}

/**
 * Texts that a lazily loaded part of the app keeps out of every other bundle (the box office's:
 * src/shared/i18n/staff-messages.ts) and lays over each language's messages itself: over those
 * loaded now (US English and the reader's language at least), and over each one loaded from
 * then on (a language switched to). The merging is the part's own code, not the storefront's.
 */
export async function extendMessages(extend: (target: Locale) => Promise<Overlay>): Promise<void> {
  extension = extend;
  await Promise.all(
    (Object.keys(bundles) as Locale[]).map(async (target) => {
      const overlay = await extend(target);
      // Read once the overlay has come: the language's messages may have been replaced meanwhile
      // (the whole of US English arriving, say), and laying it twice changes nothing.
      const loaded = bundles[target];
      if (loaded) bundles[target] = overlay(loaded);
    }),
  );
  for (const listener of listeners) listener();
}

/** Messages load fallback language first, then the chosen one (spec). */
async function loadWithFallback(target: Locale) {
  await loadMessages(DEFAULT_LOCALE);
  if (target !== DEFAULT_LOCALE) await loadMessages(target);
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * Detected synchronously at start, before the router's first loaders run, so the first API
 * requests already ask for the reader's language.
 */
let locale: Locale = detectLocale(
  readCookie(LANG_COOKIE),
  navigator.languages ?? [navigator.language],
);

function setLocale(next: Locale) {
  locale = next;
  document.documentElement.lang = LOCALE_HTML_LANG[next];
  for (const listener of listeners) listener();
}

export async function initI18n(): Promise<Locale> {
  await loadWithFallback(locale);
  setLocale(locale);
  return locale;
}

/** Stores the choice in the `lang` cookie (365 days, path /, SameSite Lax) and switches. */
export async function switchLocale(next: Locale): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(next)}; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  await loadWithFallback(next);
  setLocale(next);
}

export function currentLocale(): Locale {
  return locale;
}

export function t(key: string, options?: TranslateOptions): string {
  return translate(bundles, locale, key, options);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders on a language switch; `t` and `locale` read the current language. */
export function useTranslation() {
  const current = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return { t, locale: current };
}
