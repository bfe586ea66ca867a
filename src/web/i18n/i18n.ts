import fallbackMessages from 'virtual:fallback-messages';
import staffLoaders from 'virtual:staff-messages';
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
 * chunk each, whole, fetched only when needed. The box office's texts are in none of these: the
 * staff pages load them, per language, with `loadStaffMessages`.
 */
const loaders = import.meta.glob<Messages>('../../shared/i18n/messages/*.json', {
  import: 'default',
});

const bundles: Partial<Record<Locale, Messages>> = { [DEFAULT_LOCALE]: fallbackMessages };
let fallbackComplete = false;
const listeners = new Set<() => void>();
/** The box office's texts by language, once a staff page has asked for them. */
const staffBundles: Partial<Record<Locale, Messages>> = {};
let staffWanted = false;

/** A language's messages, with its box-office texts when they have come already. */
function install(target: Locale, messages: Messages): void {
  const staff = staffBundles[target];
  bundles[target] = staff ? mergeMessages(messages, staff) : messages;
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

async function loadStaffFor(target: Locale): Promise<void> {
  if (staffBundles[target]) return;
  const load = staffLoaders[target];
  if (!load) throw new Error(`No box-office messages for ${target}`);
  const staff = (await load()).default;
  staffBundles[target] = staff;
  const loaded = bundles[target];
  if (loaded) bundles[target] = mergeMessages(loaded, staff);
}

/**
 * The box office's texts (issue 13) in US English and the reader's language, before a staff
 * page shows; from then on a language switch brings them too.
 */
export async function loadStaffMessages(): Promise<void> {
  staffWanted = true;
  if (staffBundles[DEFAULT_LOCALE] && staffBundles[locale]) return;
  await Promise.all([loadStaffFor(DEFAULT_LOCALE), loadStaffFor(locale)]);
  for (const listener of listeners) listener();
}

/** Messages load fallback language first, then the chosen one (spec). */
async function loadWithFallback(target: Locale) {
  await loadMessages(DEFAULT_LOCALE);
  if (target !== DEFAULT_LOCALE) await loadMessages(target);
  if (staffWanted) await Promise.all([loadStaffFor(DEFAULT_LOCALE), loadStaffFor(target)]);
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
