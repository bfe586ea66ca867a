import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { AvailabilityStateId } from '../../src/shared/availability.ts';
import type { ListingsResponse, PerformanceSummary } from '../../src/shared/contracts/catalogue.ts';
import { formatDate, formatTime } from '../../src/shared/dates.ts';
import { type Messages, translate } from '../../src/shared/i18n/translate.ts';
import type { Locale } from '../../src/shared/locales.ts';

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../src/shared/i18n/messages');

/** One language's message file, as the app ships it. */
export function messages(locale: Locale): Messages {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as Messages;
}

/**
 * A message by its dotted key, failing loudly when the key is missing. Only the site's facts
 * (the box office's number and hours, which the app fills into any message) are filled in;
 * every other placeholder stays for the test to fill.
 */
export function message(locale: Locale, key: string): string {
  let node: string | Messages | undefined = messages(locale);
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') break;
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return translate({ [locale]: messages(locale), 'en-US': messages('en-US') }, locale, key);
}

function leaves(node: Messages, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/**
 * The en-US texts a page in `locale` should never show: every whole en-US message (no
 * placeholders) that the other language translates differently, long enough not to match by
 * chance inside other words.
 */
export function englishOnlyStrings(locale: Locale, minLength = 6): string[] {
  const other = new Map(leaves(messages(locale)));
  return leaves(messages('en-US'))
    .filter(
      ([key, text]) => !text.includes('{{') && text.length >= minLength && other.get(key) !== text,
    )
    .map(([, text]) => text);
}

export const ENGLISH_MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
export const ENGLISH_WEEKDAYS = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
export const CREOLE_MONTHS =
  /\b(janvye|fevriye|mas|avril|me|jen|jiyè|out|septanm|oktòb|novanm|desanm)\b/;

/** The listings API, as the web app calls it. */
export async function fetchListings(
  baseUrl: string,
  query: Record<string, string> = {},
): Promise<ListingsResponse> {
  const response = await fetch(`${baseUrl}/api/listings?${new URLSearchParams(query)}`);
  if (!response.ok) throw new Error(`GET /api/listings answered ${response.status}`);
  return (await response.json()) as ListingsResponse;
}

/** The first performance (in date order) matching, found through the API. */
export async function findPerformance(
  baseUrl: string,
  match: { slug?: string; state?: AvailabilityStateId },
): Promise<PerformanceSummary> {
  const { performances } = await fetchListings(baseUrl);
  const found = performances.find(
    (p) =>
      (match.slug === undefined || p.productionSlug === match.slug) &&
      (match.state === undefined || p.state === match.state),
  );
  if (!found) throw new Error(`No performance matches ${JSON.stringify(match)} in the demo season`);
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A link name made of comma-separated parts, e.g. "Friday, December 4, 2026, 7:30pm". The time
 * sits in a visually hidden span, and Chromium puts a space before its comma, so the match
 * allows white space around the joining commas.
 */
export function commaName(...parts: string[]): RegExp {
  return new RegExp(`^\\s*${parts.map(escapeRegExp).join('\\s*,\\s*')}\\s*$`);
}

/** What a performance link in a production's list of dates is called. */
export function performanceLinkName(performance: PerformanceSummary, locale: Locale): RegExp {
  return commaName(
    formatDate(performance.startsAt, locale, 'full'),
    formatTime(performance.startsAt, locale),
  );
}

/** Polls `read` until `accept` holds, then returns the value; fails with the last value seen. */
export async function until<T>(
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  { timeout = 10_000, interval = 50 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T;
  for (;;) {
    last = await read();
    if (accept(last)) return last;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeout} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Waits for the element, then gives its text with white space collapsed. */
export async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits for the element, then gives the text a reader sees (innerText), white space collapsed. */
export async function visibleText(locator: Locator): Promise<string> {
  await locator.waitFor();
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits until the page's pathname (and search, when given) is the expected one. */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<URL> {
  return until(
    () => new URL(page.url()),
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
  );
}

/** `<html lang>`, once it is the expected value. */
export async function waitForHtmlLang(page: Page, lang: string): Promise<string> {
  return until(
    () => page.evaluate(() => document.documentElement.lang),
    (value) => value === lang,
  );
}

/**
 * A page at rest: its heading drawn, no request in flight and no transition running (the page
 * fades in), so screenshots and axe's colour checks see the final page.
 */
export async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' && !a.pending),
  );
}

/** The visible text of the whole page. */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/** A US English text, by its message key. */
export const en = (key: string): string => message('en-US', key);

/** The page's main landmark, where each page's own content is. */
export const main = (page: Page): Locator => page.getByRole('main');
