import fallbackMessages from 'virtual:fallback-messages';
import { useSyncExternalStore } from 'react';
import { mergeMessages } from '../../shared/i18n/staff-messages.ts';
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
 * pages bring them, per language, through `addOwnMessages`.
 */
const loaders = import.meta.glob<Messages>('../../shared/i18n/messages/*.json', {
  import: 'default',
});

const bundles: Partial<Record<Locale, Messages>> = { [DEFAULT_LOCALE]: fallbackMessages };
let fallbackComplete = false;
const listeners = new Set<() => void>();
/** Texts a part of the app brings for itself (the box office's), by language, once it has. */
let ownLoader: ((target: Locale) => Promise<Messages>) | undefined;
const ownBundles: Partial<Record<Locale, Messages>> = {};

/** A language's messages, with that part's own texts laid over them when they have come. */
function install(target: Locale, messages: Messages): void {
  const own = ownBundles[target];
  bundles[target] = own ? mergeMessages(messages, own) : messages;
}

async function loadMessages(target: Locale): Promise<void> {
  if (bundles[target]) return;
  const load = loaders[`../../shared/i18n/messages/${target}.json`];
  if (!load) throw new Error(`No messages for ${target}`);
  install(target, await load());
}

/** The whole of US English (sign-in and account texts too), before such a page shows. */
export async function loadAllMessages(): Promise<void> {
  if (fallbackComplete) return;
  const load = loaders[`../../shared/i18n/messages/${DEFAULT_LOCALE}.json`];
  if (!load) throw new Error(`No messages for ${DEFAULT_LOCALE}`);
  install(DEFAULT_LOCALE, await load());
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

async function loadOwn(target: Locale): Promise<void> {
  if (!ownLoader || ownBundles[target]) return;
  const own = await ownLoader(target);
  ownBundles[target] = own;
  const loaded = bundles[target];
  if (loaded) bundles[target] = mergeMessages(loaded, own);
}

/**
 * Texts that a lazily loaded part of the app keeps out of every other bundle (the box office's:
 * src/shared/i18n/staff-messages.ts) and loads itself: in US English and the reader's language
 * now, and in each language switched to from then on.
 */
export async function addOwnMessages(load: (target: Locale) => Promise<Messages>): Promise<void> {
  ownLoader = load;
  await Promise.all([loadOwn(DEFAULT_LOCALE), loadOwn(locale)]);
  for (const listener of listeners) listener();
}

/** Messages load fallback language first, then the chosen one (spec). */
async function loadWithFallback(target: Locale) {
  await loadMessages(DEFAULT_LOCALE);
  if (target !== DEFAULT_LOCALE) await loadMessages(target);
  await Promise.all([loadOwn(DEFAULT_LOCALE), loadOwn(target)]);
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
