import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import { ticketLinesOf } from '../src/shared/contracts/cart.ts';
import type { PerformanceDetail, PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
import type { Locale } from '../src/shared/locales.ts';
import { formatMoney } from '../src/shared/money.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import {
  englishOnlyStrings,
  fetchListings,
  message,
  pageText,
  settle,
  textOf,
  until,
  waitForHtmlLang,
  waitForPath,
} from './support/site.ts';

/**
 * Main Stage dates on sale, from the back of the list: the seat-map specs take the first ones,
 * so the seats these tests hold do not change theirs.
 */
async function performances(baseUrl: string): Promise<PerformanceSummary[]> {
  const { performances } = await fetchListings(baseUrl);
  const found = performances
    .filter((p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS)
    .reverse();
  if (found.length < 3) throw new Error('The demo season needs three on-sale Main Stage dates');
  return found;
}

const pathOf = (p: PerformanceSummary) => `/events/${p.productionSlug}/${p.id}`;

/** Holds seats with the page's own cookies (best available: no single seats left behind). */
async function hold(context: BrowserContext, baseUrl: string, p: PerformanceSummary, n: number) {
  const response = await context.request.post(`${baseUrl}/api/cart/seats`, {
    data: { performanceId: p.id, bestAvailable: { quantity: n } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as AddSeatsResponse).cart;
}

async function cartOf(page: Page): Promise<Cart> {
  return (await (await page.request.get('/api/cart')).json()) as Cart;
}

async function detail(baseUrl: string, p: PerformanceSummary, lang: Locale = 'en-US') {
  const response = await fetch(`${baseUrl}/api/events/${p.productionSlug}/${p.id}?lang=${lang}`);
  return (await response.json()) as PerformanceDetail;
}

const totalText = (page: Page) => textOf(page.locator('.price-summary .selection-total strong'));

describe('price-selection', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('from the held seats to price-selection: a senior ticket lowers the all-in total; and back', async () => {
    const [target] = await performances(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await detail(baseUrl, target);
    await withPage({ viewport: DESKTOP }, async (page, context) => {
      const held = await hold(context, baseUrl, target, 2);
      await page.goto(pathOf(target));
      await settle(page);
      const status = page.getByRole('region', { name: 'Held for you' });
      await status.waitFor();
      // The way on from the held seats.
      await status.getByRole('link', { name: 'Choose ticket types' }).click();
      await waitForPath(page, `${pathOf(target)}/price-selection`);
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toContain(
        'Choose your ticket types',
      );
      const total = held.totals.total;
      expect(await totalText(page)).toBe(formatMoney(total, 'en-US'));

      // Each seat's select is named after its seat, and offers the ordinary types, all-in.
      const [first] = ticketLinesOf(held);
      if (!first) throw new Error('no line');
      const select = page.getByRole('combobox', {
        name: `Ticket type ${first.seat.section}, Row ${first.seat.row}, seat ${first.seat.seat}`,
      });
      const offered = await select.locator('option').allTextContents();
      const price = (typeId: number) =>
        facts.prices.find((p) => p.priceBandId === first.priceBandId && p.priceTypeId === typeId);
      expect(offered).toEqual(
        [1, 2, 3, 4].map((typeId) => {
          const type = facts.priceTypes.find((t) => t.id === typeId);
          return `${type?.name} · ${formatMoney(price(typeId)?.allIn ?? total, 'en-US')}`;
        }),
      );
      // No wheelchair price without an access registration, and the page says why.
      expect(offered.some((o) => o.startsWith('Wheelchair'))).toBe(false);
      expect(await pageText(page)).toContain(message('en-US', 'priceSelection.accessNote'));

      await select.selectOption({ label: offered[1] ?? '' });
      const senior = price(2)?.allIn.amount ?? 0;
      const expected = {
        amount: total.amount - first.price.allIn.amount + senior,
        currency: 'USD' as const,
      };
      expect(
        await until(
          () => totalText(page),
          (t) => t === formatMoney(expected, 'en-US'),
        ),
      ).toBe(formatMoney(expected, 'en-US'));
      // Said to a screen reader, and kept by the cart.
      expect(await textOf(page.locator('.price-selection [role="status"]'))).toContain(
        'is now Senior (65+)',
      );
      const cart = await cartOf(page);
      expect(ticketLinesOf(cart).find((l) => l.id === first.id)?.priceTypeId).toBe(2);
      expect(cart.totals.total).toEqual(expected);

      await screenshot(page, 'price-selection-1280');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // And back to the seats, where the held seat now shows its type.
      await page.getByRole('link', { name: 'Back to the seat selection' }).click();
      await waitForPath(page, pathOf(target));
      await settle(page);
      expect(await textOf(page.getByRole('region', { name: 'Held for you' }))).toContain(
        'Senior (65+)',
      );
    });
  });

  it('phone, keyboard only: choose a type with the keys; axe clean at 390 px', async () => {
    const [, target] = await performances(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: PHONE }, async (page, context) => {
      const held = await hold(context, baseUrl, target, 3);
      await page.goto(`${pathOf(target)}/price-selection`);
      await settle(page);
      await page.locator('.price-lines select').first().focus();
      // Adult, Senior, Student, Child: three steps down, each saved in turn.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const line = ticketLinesOf(held)[0];
      expect(
        await until(
          async () => ticketLinesOf(await cartOf(page)).find((l) => l.id === line?.id)?.priceTypeId,
          (id) => id === 4,
        ),
      ).toBe(4);
      await settle(page);
      await screenshot(page, 'price-selection-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  it('es: a refused change (the student limit) is said in Spanish at its seat, and undone', async () => {
    const [, , target] = await performances(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await detail(baseUrl, target, 'es');
    const student = facts.priceTypes.find((t) => t.id === 3)?.name ?? '';
    await withPage({ viewport: DESKTOP, locale: 'es' }, async (page, context) => {
      const held = await hold(context, baseUrl, target, 5);
      await page.goto(`${pathOf(target)}/price-selection`);
      await settle(page);
      await waitForHtmlLang(page, 'es');
      const selects = page.locator('.price-lines select');
      for (let i = 0; i < 4; i++) {
        await selects.nth(i).selectOption({ value: '3' });
        await until(
          async () => ticketLinesOf(await cartOf(page)).filter((l) => l.priceTypeId === 3).length,
          (n) => n === i + 1,
        );
      }
      await selects.nth(4).selectOption({ value: '3' });
      const error = page.locator('.price-line-error');
      expect(await textOf(error)).toBe(message('es', 'errors.TICKET_LIMIT_REACHED'));
      // Tied to its select, which shows the type the cart still has.
      const errorId = await error.getAttribute('id');
      expect(await selects.nth(4).getAttribute('aria-describedby')).toContain(errorId);
      expect(await selects.nth(4).getAttribute('aria-invalid')).toBe('true');
      await until(
        () => selects.nth(4).inputValue(),
        (v) => v === '1',
      );
      expect(ticketLinesOf(await cartOf(page)).filter((l) => l.priceTypeId === 3)).toHaveLength(4);
      expect(await textOf(page.locator('.price-lines'))).toContain(student);
      const text = await pageText(page);
      expect(englishOnlyStrings('es').filter((s) => text.includes(s))).toEqual([]);
      expect(ticketLinesOf(held)).toHaveLength(5);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('with nothing held, says so and leads back to the seats', async () => {
    const [target] = await performances(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(`${pathOf(target)}/price-selection`);
      await settle(page);
      expect(await pageText(page)).toContain(message('en-US', 'priceSelection.empty'));
      await page.getByRole('link', { name: 'Choose seats' }).click();
      await waitForPath(page, pathOf(target));
    });
  });
});

describe('choose your own seat (syos)', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);
  const transform = (page: Page) => page.locator('.seat-map-svg > g').getAttribute('transform');

  it('syos/balcony opens the map, even on a phone, zoomed on the balcony', async () => {
    const [target] = await performances(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(`${pathOf(target)}/syos/balcony`);
      await settle(page);
      await page.locator('.seat-map-svg [data-seat]').first().waitFor();
      expect(await page.getByRole('radio', { name: 'Choose by seat' }).isChecked()).toBe(true);
      const zoomed = await until(
        () => transform(page),
        (t) => t !== null && t !== 'translate(0 0) scale(1)',
      );
      expect(zoomed).toMatch(/scale\(1\.\d+\)/);
      // The balcony's seats are on screen; the stage is not.
      const balcony = await page.locator('.section-balcony').boundingBox();
      const map = await page.locator('.seat-map-svg').boundingBox();
      expect(balcony && map && balcony.y >= map.y - 1).toBe(true);
      await page.getByRole('button', { name: 'Show the whole map' }).click();
      expect(await transform(page)).toBe('translate(0 0) scale(1)');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('an unknown view falls back to the whole map', async () => {
    const [target] = await performances(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto(`${pathOf(target)}/syos/royal-box`);
      await settle(page);
      await page.locator('.seat-map-svg [data-seat]').first().waitFor();
      expect(await page.getByRole('radio', { name: 'Choose by seat' }).isChecked()).toBe(true);
      expect(await transform(page)).toBe('translate(0 0) scale(1)');
      await page.goto(`${pathOf(target)}/syos`);
      await settle(page);
      await page.locator('.seat-map-svg [data-seat]').first().waitFor();
      expect(await transform(page)).toBe('translate(0 0) scale(1)');
    });
  });
});
