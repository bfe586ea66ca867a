/**
 * Issue 9, item 14, with the usual 15-minute hold: the basket and the performance page say the
 * minutes left and the end time with its zone, in every language, and screen readers are not
 * told the count while there is plenty of time (no live region ticking).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import type { PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
import { formatTime, formatTimeWithZone } from '../src/shared/dates.ts';
import { LOCALES, type Locale } from '../src/shared/locales.ts';
import { axeClean, browserSession, DESKTOP, PHONE } from './support/browser.ts';
import { fetchListings, main, message, settle, textOf } from './support/site.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Studio Theater date on sale (the seat map tests use the Main Stage). */
async function studioOnSale(baseUrl: string): Promise<PerformanceSummary> {
  const { performances } = await fetchListings(baseUrl);
  const found = performances.filter(
    (p) => p.venue.id !== 29 && p.state === AvailabilityState.GET_TICKETS,
  );
  const last = found.at(-1);
  if (!last) throw new Error('no performance on sale off the Main Stage');
  return last;
}

async function holdOne(page: Page, baseUrl: string, performanceId: number): Promise<Cart> {
  const held = await page.context().request.post(`${baseUrl}/api/cart/seats`, {
    data: { performanceId, bestAvailable: { quantity: 1 } },
  });
  expect(held.status()).toBe(200);
  return ((await held.json()) as AddSeatsResponse).cart;
}

/** The count of changes to the page's polite live regions over `ms`. */
async function liveChanges(page: Page, ms: number): Promise<number> {
  return page.evaluate(async (wait) => {
    let changes = 0;
    const observer = new MutationObserver((records) => {
      changes += records.length;
    });
    for (const region of document.querySelectorAll('[aria-live="polite"]'))
      observer.observe(region, { childList: true, characterData: true, subtree: true });
    await new Promise((resolve) => setTimeout(resolve, wait));
    observer.disconnect();
    return changes;
  }, ms);
}

describe('the hold countdown', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('basket (390 and 1280 px): minutes left, the end time with its zone, no ticking announcements', async () => {
    const performance = await studioOnSale(baseUrl);
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await withPage({ viewport }, async (page) => {
        const cart = await holdOne(page, baseUrl, performance.id);
        await page.goto('/basket');
        await settle(page);
        const box = main(page).locator('.checkout-hold');
        expect(await textOf(box.locator('.hold-clock'))).toMatch(
          /^Held for you for 1[45] more minutes$/,
        );
        expect(await textOf(box)).toContain(
          `until ${formatTimeWithZone(cart.expiresAt ?? '', 'en-US')}.`,
        );
        // Plenty of time: the live region is silent, and stays so.
        expect(await textOf(box.locator('[aria-live="polite"]'))).toBe('');
        expect(await liveChanges(page, 2_500)).toBe(0);
        await axeClean(page, `basket-hold-${size}`);
      });
    }
  }, 120_000);

  it('performance page, in all six languages: the minutes left and the zone', async () => {
    const performance = await studioOnSale(baseUrl);
    for (const locale of LOCALES as readonly Locale[]) {
      await withPage({ locale, viewport: DESKTOP }, async (page) => {
        const cart = await holdOne(page, baseUrl, performance.id);
        await page.goto(`/events/${performance.productionSlug}/${performance.id}`);
        const held = page.getByRole('region', { name: message(locale, 'seatMap.heldTitle') });
        await held.waitFor();
        const minutes = message(locale, 'seatMap.minutesLeft_other');
        const clock = await textOf(held.locator('.hold-clock'));
        expect([14, 15].map((n) => minutes.replace('{{count}}', String(n)))).toContain(clock);
        // The zone's short name is the browser's (Chromium says "UTC−5" where Node says "EST").
        const [head = '', tail = ''] = message(locale, 'seatMap.heldUntil').split('{{time}}');
        const time = formatTime(cart.expiresAt ?? '', locale);
        expect(await textOf(held)).toMatch(
          new RegExp(
            `${escapeRegExp(`${head}${time}`)} (E[SD]T|(GMT|UTC)[-−]\\d+)${escapeRegExp(tail)}`,
          ),
        );
        if (locale === 'es') await axeClean(page, 'performance-hold-es-1280');
      });
    }
  }, 180_000);
});
