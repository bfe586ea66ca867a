import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { Cart } from '../src/shared/contracts/cart.ts';
import { ticketLinesOf } from '../src/shared/contracts/cart.ts';
import type { PerformanceDetail, PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
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

/** The spec's message (§5), word for word. */
const PARTY_MESSAGE = 'Please confirm how many people are in your party';

async function mainStage(baseUrl: string): Promise<PerformanceSummary[]> {
  const { performances } = await fetchListings(baseUrl);
  const found = performances.filter(
    (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
  );
  if (found.length < 3) throw new Error('The demo season needs three on-sale Main Stage dates');
  return found;
}

const pathOf = (p: PerformanceSummary) => `/events/${p.productionSlug}/${p.id}`;

async function cartOf(page: Page): Promise<Cart> {
  return (await (await page.request.get('/api/cart')).json()) as Cart;
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('the sensory viewing booth form', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('from the performance page: the spec’s message first, then the party’s places are held', async () => {
    const [target] = await mainStage(baseUrl);
    if (!target) throw new Error('no performance');
    const detail = (await (
      await fetch(`${baseUrl}/api/events/${target.productionSlug}/${target.id}`)
    ).json()) as PerformanceDetail;
    const boothPrice = (typeId: number) =>
      detail.prices.find((p) => p.priceBandId === 4 && p.priceTypeId === typeId)?.allIn.amount ?? 0;
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto(pathOf(target));
      await settle(page);
      // Venue 29 has a booth: its own way in, beside the seat map.
      const offer = page.getByRole('region', { name: 'Sensory viewing booth' });
      expect(await textOf(offer)).toContain('6 places left in the booth');
      await offer.getByRole('link', { name: 'Book the sensory viewing booth' }).click();
      await waitForPath(page, `${pathOf(target)}/form`);
      await settle(page);

      // Sent untouched: a summary takes focus; the messages sit at their fields, tied to them.
      await page.getByRole('button', { name: 'Hold places in the booth' }).click();
      const summary = page.locator('.error-summary');
      await summary.waitFor();
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
      expect(await textOf(summary)).toContain(PARTY_MESSAGE);
      const partyError = page.locator('#booth-party-error');
      expect(await textOf(partyError)).toBe(`Error: ${PARTY_MESSAGE}`);
      const adults = page.getByLabel('Adults', { exact: true });
      expect(await adults.getAttribute('aria-describedby')).toContain('booth-party-error');
      expect(await adults.getAttribute('aria-invalid')).toBe('true');
      expect(await textOf(page.locator('#booth-seating-error'))).toContain(
        message('en-US', 'sensoryBooth.validation.seatingType'),
      );
      // The recommended maximum is there as guidance.
      expect(await pageText(page)).toContain('We recommend no more than 4 people in the booth.');
      await screenshot(page, 'sensory-booth-errors-1280');
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The summary's link takes the reader to the field.
      await summary.getByRole('link', { name: PARTY_MESSAGE }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('booth-adults');

      await adults.selectOption('2');
      await page.getByLabel('Students', { exact: true }).selectOption('1');
      await page.getByLabel('2 bean bags').check();
      await page.getByLabel('Ear defenders').check();
      await page.getByLabel(/^Notes/).fill('We will bring a tablet with headphones.');
      const total = 2 * boothPrice(1) + boothPrice(3);
      expect(await textOf(page.locator('.booth-total strong'))).toBe(
        formatMoney({ amount: total, currency: 'USD' }, 'en-US'),
      );
      await page.getByRole('button', { name: 'Hold places in the booth' }).click();

      const held = page.getByRole('region', { name: 'Booth places held for you' });
      await held.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('booth-held-title');
      expect(await textOf(held)).toMatch(
        /3 places in the sensory viewing booth are held for you until \d{1,2}:\d\d(am|pm) E[SD]T\./,
      );
      const cart = await cartOf(page);
      expect(ticketLinesOf(cart)).toHaveLength(3);
      expect(ticketLinesOf(cart).every((l) => l.sensoryBooth)).toBe(true);
      expect(
        ticketLinesOf(cart)
          .map((l) => l.priceTypeId)
          .sort(),
      ).toEqual([1, 1, 3]);
      expect(cart.totals.total.amount).toBe(total);
      const answers = await (await page.request.get(`/api/cart/sensory-booth/${target.id}`)).json();
      expect(answers.request).toMatchObject({
        adults: 2,
        students: 1,
        seatingType: 'bean-bag',
        seatingCount: 2,
        accessibilityResources: ['ear-defenders'],
      });
      // The form stays, filled in, to change the booking.
      expect(await page.getByLabel('2 bean bags').isChecked()).toBe(true);
      await screenshot(page, 'sensory-booth-held-1280');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The performance page shows the places held, and one fewer set free in the booth.
      await page.getByRole('link', { name: 'Choose more seats' }).click();
      await waitForPath(page, pathOf(target));
      await settle(page);
      // (The performance's answer may be a second old: the catalogue's micro-cache.)
      await until(
        async () => {
          await page.reload();
          await settle(page);
          return textOf(page.getByRole('region', { name: 'Sensory viewing booth' }));
        },
        (text) => text.includes('3 places left in the booth'),
        { timeout: 10_000, interval: 500 },
      );
      const status = page.getByRole('region', { name: 'Held for you' });
      expect(await textOf(status)).toContain('3 places');
      // The booth's places go as one.
      await status.getByRole('button', { name: 'Give back the booth places' }).click();
      await until(
        async () => ticketLinesOf(await cartOf(page)).length,
        (n) => n === 0,
      );
    });
  });

  it('phone, keyboard only: the party, a seating type and Enter hold the places; axe clean at 390 px', async () => {
    const [, target] = await mainStage(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(`${pathOf(target)}/form`);
      await settle(page);
      await screenshot(page, 'sensory-booth-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

      await page.getByLabel('Adults', { exact: true }).focus();
      await page.keyboard.press('ArrowDown'); // 1 adult
      await page.keyboard.press('Tab'); // students
      await page.keyboard.press('Tab'); // the first seating choice
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        'booth-seating-bean-bag-1',
      );
      await page.keyboard.press('ArrowDown'); // 2 bean bags
      await page.keyboard.press('ArrowDown'); // the rocker
      expect(await page.getByLabel('1 rocker').isChecked()).toBe(true);
      // On through the optional fields to the button, and Enter sends the form.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        if (
          (await page.evaluate(() => document.activeElement?.textContent)) ===
          'Hold places in the booth'
        )
          break;
      }
      await page.keyboard.press('Enter');
      const held = page.getByRole('region', { name: 'Booth places held for you' });
      await held.waitFor();
      expect(ticketLinesOf(await cartOf(page))).toHaveLength(1);
      await settle(page);
      await screenshot(page, 'sensory-booth-held-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });

  it('ht: the form and its messages speak Haitian Creole', async () => {
    const [, , target] = await mainStage(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: PHONE, locale: 'ht' }, async (page) => {
      await page.goto(`${pathOf(target)}/form`);
      await settle(page);
      await waitForHtmlLang(page, 'ht');
      await page.getByRole('button', { name: message('ht', 'sensoryBooth.submit') }).click();
      await page.locator('.error-summary').waitFor();
      expect(await textOf(page.locator('#booth-party-error'))).toContain(
        message('ht', 'sensoryBooth.validation.partySize'),
      );
      const text = await pageText(page);
      expect(englishOnlyStrings('ht').filter((s) => text.includes(s))).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('is not offered where there is no booth', async () => {
    const { performances } = await fetchListings(baseUrl);
    const studio = performances.find(
      (p) => p.venue.id !== 29 && p.state === AvailabilityState.GET_TICKETS,
    );
    if (!studio) throw new Error('no performance elsewhere');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto(pathOf(studio));
      await settle(page);
      expect(await page.getByRole('link', { name: 'Book the sensory viewing booth' }).count()).toBe(
        0,
      );
      await page.goto(`${pathOf(studio)}/form`);
      await settle(page);
      expect(await pageText(page)).toContain(message('en-US', 'errors.SENSORY_BOOTH_UNAVAILABLE'));
      expect(await page.locator('form.booth-form').count()).toBe(0);
    });
  });
});
