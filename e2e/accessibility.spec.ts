import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import { findPerformance, settle, textOf, until, waitForHtmlLang } from './support/site.ts';

interface PageCase {
  name: string;
  /** The address, or how to find it (a performance id comes from the API). */
  path: string | ((baseUrl: string) => Promise<string>);
  locale?: string;
}

const onSalePerformance = async (baseUrl: string) => {
  const p = await findPerformance(baseUrl, {
    slug: 'a-christmas-carol',
    state: AvailabilityState.GET_TICKETS,
  });
  return `/events/${p.productionSlug}/${p.id}`;
};

const PAGES: PageCase[] = [
  { name: 'home', path: '/' },
  { name: 'listings', path: '/listings' },
  { name: 'calendar', path: '/listings?view=calendar' },
  { name: 'production', path: '/events/a-christmas-carol' },
  { name: 'performance', path: onSalePerformance },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'maintenance', path: '/maintenance' },
  { name: 'home-ht', path: '/', locale: 'ht' },
  { name: 'listings-ht', path: '/listings', locale: 'ht' },
  { name: 'performance-ht', path: onSalePerformance, locale: 'ht' },
];

const WIDTHS = [PHONE, DESKTOP];

describe('accessibility', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  /** Loads every image (lazy ones below the fold too), so the full-page screenshot is whole. */
  async function loadImages(page: Page) {
    await page.evaluate(() =>
      Promise.all(
        Array.from(document.images, (img) => {
          img.loading = 'eager';
          return img.complete ? undefined : img.decode().catch(() => undefined);
        }),
      ),
    );
  }

  it.each(PAGES)(
    '$name: no serious or critical axe violations on a phone and a desktop',
    async ({ name, path, locale }) => {
      const address = typeof path === 'string' ? path : await path(baseUrl);
      for (const viewport of WIDTHS) {
        await withPage({ locale: locale ?? 'en-US', viewport }, async (page) => {
          await page.goto(address);
          await settle(page);
          if (locale) await waitForHtmlLang(page, locale);
          await loadImages(page);
          await screenshot(page, `${name}-${viewport.width}`);
          expect(await seriousAxeViolations(page), `${name} at ${viewport.width}px`).toEqual([]);
          // Nothing wider than the screen: no sideways scrolling on a phone.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${name} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(
            0,
          );
        });
      }
    },
  );

  it.each([
    { locale: 'en-US', path: '/', skip: 'Skip to main content', viewport: DESKTOP },
    {
      locale: 'ht',
      path: '/listings',
      skip: 'Ale dirèkteman nan kontni prensipal la',
      viewport: PHONE,
    },
  ])(
    'keyboard ($locale, $path): the first Tab reaches the skip link, and Enter moves focus to the main content',
    async ({ locale, path, skip, viewport }) => {
      await withPage({ locale, viewport }, async (page) => {
        await page.goto(path);
        await settle(page);

        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        expect(await textOf(focused)).toBe(skip);
        expect(await focused.getAttribute('href')).toBe('#main');
        // Hidden until focused, then on screen.
        const box = await focused.boundingBox();
        expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
        expect(await focused.isVisible()).toBe(true);

        await page.keyboard.press('Enter');
        expect(
          await until(
            () => page.evaluate(() => document.activeElement?.id ?? ''),
            (id) => id === 'main',
          ),
        ).toBe('main');
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

        // The next Tab lands inside the main content, past the header.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(
          true,
        );
      });
    },
  );
});
