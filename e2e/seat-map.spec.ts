import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { Cart } from '../src/shared/contracts/cart.ts';
import { ticketLinesOf } from '../src/shared/contracts/cart.ts';
import type {
  PerformanceDetail,
  PerformanceSeatsResponse,
  PerformanceSummary,
  VenueLayout,
} from '../src/shared/contracts/catalogue.ts';
import type { Locale } from '../src/shared/locales.ts';
import { formatMoney, type Money } from '../src/shared/money.ts';
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
} from './support/site.ts';

/** Everything the page shows about a performance's seats, read from the API as the page reads it. */
interface SeatFacts {
  performance: PerformanceDetail;
  layout: VenueLayout;
  status: Map<number, PerformanceSeatsResponse['seats'][number]['status']>;
  rowLabel: Map<number, string>;
  price: (seatId: number) => Money;
}

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The Main Stage (venue 29, 420 seats) performances that are on sale, in date order. */
async function mainStageOnSale(baseUrl: string): Promise<PerformanceSummary[]> {
  const { performances } = await fetchListings(baseUrl);
  const found = performances.filter(
    (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
  );
  if (found.length < 4) throw new Error('The demo season needs four on-sale Main Stage dates');
  return found;
}

async function seatFacts(baseUrl: string, p: PerformanceSummary, lang: Locale = 'en-US') {
  const [performance, layout, seats] = await Promise.all([
    getJson<PerformanceDetail>(baseUrl, `/api/events/${p.productionSlug}/${p.id}?lang=${lang}`),
    getJson<VenueLayout>(baseUrl, `/api/venues/${p.venue.id}/layout?lang=${lang}`),
    getJson<PerformanceSeatsResponse>(baseUrl, `/api/performances/${p.id}/seats`),
  ]);
  const band = new Map(layout.seats.map((s) => [s.id, s.priceBandId]));
  const adult = new Map(
    performance.prices.filter((x) => x.priceTypeId === 1).map((x) => [x.priceBandId, x.allIn]),
  );
  return {
    performance,
    layout,
    status: new Map(seats.seats.map((s) => [s.seatId, s.status])),
    rowLabel: new Map(layout.sections.flatMap((s) => s.rows.map((r) => [r.id, r.label]))),
    price: (seatId: number) => adult.get(band.get(seatId) ?? 0) ?? { amount: 0, currency: 'USD' },
  } satisfies SeatFacts;
}

/**
 * Two free seats side by side that leave no single seat behind (the hold refuses those): the
 * first two of a run of four or more free seats, or a run of exactly two.
 */
function freePair(facts: SeatFacts): [number, number] {
  const rows = new Map<number, VenueLayout['seats']>();
  for (const seat of facts.layout.seats) {
    if (facts.layout.sections.find((s) => s.id === seat.sectionId)?.level === 'booth') continue;
    rows.set(seat.rowId, [...(rows.get(seat.rowId) ?? []), seat]);
  }
  for (const seats of rows.values()) {
    const sorted = seats.sort((a, b) => a.x - b.x);
    let run: number[] = [];
    const runs: number[][] = [];
    sorted.forEach((seat, i) => {
      const previous = sorted[i - 1];
      const adjacent = previous !== undefined && seat.x - previous.x < 40;
      if (!adjacent || facts.status.get(seat.id) !== 'available') {
        if (run.length) runs.push(run);
        run = [];
      }
      if (facts.status.get(seat.id) === 'available') run.push(seat.id);
    });
    if (run.length) runs.push(run);
    const good = runs.find((r) => r.length === 2 || r.length >= 4);
    if (good?.[0] !== undefined && good[1] !== undefined) return [good[0], good[1]];
  }
  throw new Error('No two free seats side by side');
}

const seat = (page: Page, id: number) => page.locator(`.seat-map-svg [data-seat="${id}"]`);
const pathOf = (p: PerformanceSummary) => `/events/${p.productionSlug}/${p.id}`;
const summaryStatus = (page: Page) => page.locator('.selection-summary [role="status"]');

function chosenText(count: number, total: Money) {
  const key = count === 1 ? 'seatMap.selectedCount_one' : 'seatMap.selectedCount_other';
  return message('en-US', key)
    .replace('{{count}}', String(count))
    .replace('{{total}}', formatMoney(total, 'en-US'));
}

async function openMap(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  await page.locator('.seat-map-svg [data-seat]').first().waitFor();
}

describe('choosing seats', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('venue 29: the map draws every seat with its spoken name; axe clean at 1280 px', async () => {
    const [target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      // Wide screens open on the map; the booth is drawn too.
      expect(await page.getByRole('radio', { name: 'Choose by seat' }).isChecked()).toBe(true);
      expect(await page.locator('.seat-map-svg [data-seat]').count()).toBeGreaterThanOrEqual(380);
      expect(await page.locator('.seat-map-svg .seat').count()).toBe(facts.layout.seats.length);
      expect(await textOf(page.locator('.stage-label'))).toBe('Stage');
      const map = page.getByRole('group', { name: 'Seat map, Main Stage' });
      expect(await map.count()).toBe(1);

      // "Row H, seat 1, wheelchair space, Band B, $37.00, available": row, seat, type, band,
      // all-in price in the reader's format, status.
      const wheelchair = facts.layout.seats.find((s) => s.wheelchair);
      if (!wheelchair) throw new Error('no wheelchair space');
      const band = facts.performance.priceBands.find((b) => b.id === wheelchair.priceBandId);
      const status = facts.status.get(wheelchair.id) ?? 'unavailable';
      const statusWord = {
        available: 'available',
        held: 'on hold',
        sold: 'sold',
        unavailable: 'not available',
      }[status];
      expect(await seat(page, wheelchair.id).getAttribute('aria-label')).toBe(
        `Row ${facts.rowLabel.get(wheelchair.rowId)}, seat ${wheelchair.label}, wheelchair space, ${band?.name}, ${formatMoney(facts.price(wheelchair.id), 'en-US')}, ${statusWord}`,
      );
      // Status by shape as well as colour: a taken seat is a cross, not a coloured dot.
      const sold = [...facts.status].find(([, s]) => s === 'sold');
      if (sold) expect(await seat(page, sold[0]).getAttribute('data-kind')).toBe('taken');
      // The key names every symbol.
      const key = page.getByRole('region', { name: 'Map key' });
      for (const text of ['Your choice', 'Sold or on hold', 'Wheelchair space', 'Companion seat'])
        expect(await key.getByText(text, { exact: true }).count()).toBe(1);

      await screenshot(page, 'seat-map-1280');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('mouse: clicking two free seats chooses them and shows the all-in total', async () => {
    const [, target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target);
    const [a, b] = freePair(facts);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      expect(await textOf(summaryStatus(page))).toBe('No seats chosen yet.');
      await seat(page, a).click();
      await seat(page, b).click();
      expect(await seat(page, a).getAttribute('aria-checked')).toBe('true');
      expect(await seat(page, b).getAttribute('aria-checked')).toBe('true');
      expect(await seat(page, b).getAttribute('data-kind')).toBe('selected');
      const total = { amount: facts.price(a).amount + facts.price(b).amount, currency: 'USD' };
      expect(await textOf(summaryStatus(page))).toBe(chosenText(2, total as Money));
      expect(await textOf(page.locator('.selection-total strong'))).toBe(
        formatMoney(total as Money, 'en-US'),
      );
      // The last seat clicked is described, with the view from it.
      const details = page.getByRole('region', { name: 'Seat details' });
      expect(await textOf(details)).toContain('View from the seat');
      expect(await textOf(details)).toContain(formatMoney(facts.price(b), 'en-US'));

      // A second click gives the seat back.
      await seat(page, a).click();
      expect(await seat(page, a).getAttribute('aria-checked')).toBe('false');
      expect(await textOf(summaryStatus(page))).toBe(chosenText(1, facts.price(b)));

      // The wheel zooms around the pointer; once zoomed, a drag pans and chooses nothing.
      const map = page.locator('.seat-map-svg');
      const transform = () => page.locator('.seat-map-svg > g').getAttribute('transform');
      await map.scrollIntoViewIfNeeded();
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(cx, cy);
      await page.mouse.wheel(0, -300);
      const zoomed = await until(transform, (t) => t !== 'translate(0 0) scale(1)');
      await page.mouse.down();
      await page.mouse.move(cx + 120, cy + 40, { steps: 8 });
      await page.mouse.up();
      expect(await until(transform, (t) => t !== zoomed)).toMatch(/scale\(/);
      expect(await textOf(summaryStatus(page))).toBe(chosenText(1, facts.price(b)));
      await page.getByRole('button', { name: 'Show the whole map' }).click();
      expect(await transform()).toBe('translate(0 0) scale(1)');
    });
  });

  it('keyboard: one Tab stop for the map, arrows move between seats, Space chooses, + and 0 zoom', async () => {
    const [, target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      await page.getByRole('checkbox', { name: 'Show seats as a list' }).focus();
      await page.keyboard.press('Tab');
      const focused = () =>
        page.evaluate(() => ({
          id: document.activeElement?.getAttribute('data-seat') ?? null,
          kind: document.activeElement?.getAttribute('data-kind') ?? null,
          name: document.activeElement?.getAttribute('aria-label') ?? '',
        }));
      const start = await focused();
      expect(start.id).not.toBeNull();
      // Only one seat is in the tab order.
      expect(await page.locator('.seat-map-svg [tabindex="0"]').count()).toBe(1);

      await page.keyboard.press('ArrowRight');
      let now = await focused();
      expect(now.id).not.toBe(start.id);
      for (let i = 0; i < 40 && now.kind !== 'available'; i++) {
        await page.keyboard.press(i % 8 === 7 ? 'ArrowDown' : 'ArrowRight');
        now = await focused();
      }
      expect(now.kind).toBe('available');
      expect(now.name).toMatch(/^Row [A-Z]+, seat \d+, .*, available$/);
      await page.keyboard.press('Space');
      expect(await seat(page, Number(now.id)).getAttribute('aria-checked')).toBe('true');
      expect(await textOf(summaryStatus(page))).toMatch(/^1 seat chosen, \$\d+\.\d\d in all$/);
      // The details panel follows the keyboard.
      expect(await textOf(page.locator('.seat-details-place'))).toContain(
        now.name.split(', ').slice(0, 2).join(', '),
      );

      const transform = () => page.locator('.seat-map-svg > g').getAttribute('transform');
      const before = await transform();
      await page.keyboard.press('+');
      expect(await transform()).not.toBe(before);
      await page.keyboard.press('0');
      expect(await transform()).toBe(before);
      // f jumps to the filters.
      await page.keyboard.press('f');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('seat-filter-band');
    });
  });

  it('list: section → row → free seats as checkboxes, sharing the selection with the map', async () => {
    const [, , target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target);
    const [a, b] = freePair(facts);
    const nameOf = (id: number) => {
      const s = facts.layout.seats.find((x) => x.id === id);
      return `Row ${facts.rowLabel.get(s?.rowId ?? 0)}, seat ${s?.label}`;
    };
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      await page.getByRole('checkbox', { name: 'Show seats as a list' }).check();
      const list = page.locator('.seat-list');
      expect(await list.getByRole('heading', { name: 'Orchestra' }).count()).toBe(1);
      expect(await list.getByRole('group', { name: 'Row A', exact: true }).count()).toBe(1);
      // Only free seats are offered, and sold ones are not.
      const free = [...facts.status.values()].filter((s) => s === 'available').length;
      expect(await list.getByRole('checkbox').count()).toBeLessThanOrEqual(free);
      await list.getByRole('checkbox', { name: new RegExp(`^${nameOf(a)},`) }).check();
      await list.getByRole('checkbox', { name: new RegExp(`^${nameOf(b)},`) }).check();
      const total = { amount: facts.price(a).amount + facts.price(b).amount, currency: 'USD' };
      expect(await textOf(summaryStatus(page))).toBe(chosenText(2, total as Money));

      // The party-size helper chooses a block of seats together in one go.
      await list.getByLabel('Party size').selectOption('3');
      await list
        .getByRole('button', { name: /^Choose seats \d+–\d+ in row [A-Z]+ together$/ })
        .first()
        .click();
      expect(await textOf(summaryStatus(page))).toMatch(/^3 seats chosen, /);

      await page.getByRole('checkbox', { name: 'Show seats as a list' }).uncheck();
      expect(await page.locator('.seat-map-svg [aria-checked="true"]').count()).toBe(3);
    });
  });

  it('help: ? opens the keyboard shortcuts dialog, Escape closes it and focus goes back', async () => {
    const [, target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      await page.locator('.seat-map-svg [tabindex="0"]').focus();
      const seatId = await page.evaluate(() => document.activeElement?.getAttribute('data-seat'));
      await page.keyboard.press('?');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await dialog.waitFor();
      expect(await dialog.isVisible()).toBe(true);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(
        true,
      );
      expect(await textOf(dialog)).toContain('Move to the nearest seat in that direction');
      await page.keyboard.press('Escape');
      await until(
        () => dialog.isVisible(),
        (visible) => !visible,
      );
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-seat'))).toBe(
        seatId,
      );
    });
  });

  it('phone: choose by price comes first, the map is one tap away; axe clean at 390 px', async () => {
    const [target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(pathOf(target));
      await settle(page);
      const radios = page.locator('.booking-modes input');
      expect(await radios.first().getAttribute('value')).toBe('price');
      expect(await page.getByRole('radio', { name: 'Choose by price' }).isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: 'Find and hold the best seats' }).count()).toBe(
        1,
      );
      await page.getByRole('radio', { name: 'Choose by seat' }).check();
      await page.locator('.seat-map-svg [data-seat]').first().waitFor();
      await settle(page);
      await screenshot(page, 'seat-map-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  it('ht, phone: the seat map speaks Haitian Creole; axe clean', async () => {
    const [target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target, 'ht');
    await withPage({ viewport: PHONE, locale: 'ht' }, async (page) => {
      await page.goto(pathOf(target));
      await settle(page);
      await waitForHtmlLang(page, 'ht');
      await page.getByRole('radio', { name: 'Chwazi plas pa plas' }).check();
      await page.locator('.seat-map-svg [data-seat]').first().waitFor();
      await settle(page);
      expect(await textOf(page.getByRole('heading', { name: 'Chwazi plas ou yo' }))).toBe(
        'Chwazi plas ou yo',
      );
      const first = facts.layout.seats.find((s) => facts.status.get(s.id) === 'available');
      if (!first) throw new Error('no free seat');
      expect(await seat(page, first.id).getAttribute('aria-label')).toMatch(
        new RegExp(`^Ranje ${facts.rowLabel.get(first.rowId)}, plas ${first.label}, .*, disponib$`),
      );
      const text = await pageText(page);
      expect(englishOnlyStrings('ht').filter((s) => text.includes(s))).toEqual([]);
      await screenshot(page, 'seat-map-ht-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('hold: two seats are held, the countdown shows calmly and the map marks them as yours', async () => {
    const [, , , target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target);
    const [a, b] = freePair(facts);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      await seat(page, a).click();
      await seat(page, b).click();
      await page.getByRole('button', { name: 'Hold these seats' }).click();
      const held = page.getByRole('region', { name: 'Held for you' });
      await held.waitFor();
      expect(await textOf(held)).toMatch(
        /These seats are held for you until \d{1,2}:\d\d(am|pm) E[SD]T\./,
      );
      expect(await textOf(held.locator('.hold-clock'))).toMatch(
        /^Held for you for 1[45] more minutes$/,
      );
      // Focus moves to the news, for keyboard and screen reader users.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('hold-title');
      const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
      expect(
        ticketLinesOf(cart)
          .map((line) => line.seat.id)
          .sort(),
      ).toEqual([a, b].sort());
      expect(await seat(page, a).getAttribute('data-kind')).toBe('in-cart');
      expect(await textOf(summaryStatus(page))).toBe('No seats chosen yet.');

      // Releasing a seat frees it at once.
      await held
        .getByRole('button', { name: /^Release Row / })
        .first()
        .click();
      await until(
        async () => ((await (await page.request.get('/api/cart')).json()) as Cart).lines.length,
        (n) => n === 1,
      );
    });
  });

  it('hold refused: the translated error is an alert and the taken seat is dropped', async () => {
    const [, , , target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target);
    const [a, b] = freePair(facts);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      await seat(page, a).click();
      await seat(page, b).click();
      // Someone else is quicker (no cookie: another buyer's cart).
      const rival = await fetch(`${baseUrl}/api/cart/seats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ performanceId: target.id, seatIds: [a, b] }),
      });
      expect(rival.status).toBe(200);
      await page.getByRole('button', { name: 'Hold these seats' }).click();
      const alert = page.locator('.booking-alert[role="alert"]');
      expect(
        await until(
          () => textOf(alert),
          (t) => t !== '',
        ),
      ).toBe(message('en-US', 'errors.SEATS_UNAVAILABLE'));
      // Fresh statuses: the seats show as taken and leave the selection, which is said.
      await until(
        () => seat(page, a).getAttribute('data-kind'),
        (kind) => kind === 'taken',
      );
      expect(await textOf(summaryStatus(page))).toBe('No seats chosen yet.');
      expect(await textOf(page.locator('.booking-notice'))).toBe(
        message('en-US', 'seatMap.seatsTaken_other').replace('{{count}}', '2'),
      );
    });
  });

  it('polling: seats another buyer takes turn taken within about ten seconds', async () => {
    const [, , target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target);
    const [a, b] = freePair(facts);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openMap(page, pathOf(target));
      expect(await seat(page, a).getAttribute('data-kind')).toBe('available');
      const rival = await fetch(`${baseUrl}/api/cart/seats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ performanceId: target.id, seatIds: [a, b] }),
      });
      expect(rival.status).toBe(200);
      expect(
        await until(
          () => seat(page, a).getAttribute('data-kind'),
          (kind) => kind === 'taken',
          { timeout: 16_000, interval: 250 },
        ),
      ).toBe('taken');
      expect(await seat(page, a).getAttribute('aria-label')).toMatch(/, on hold$/);
    });
  });

  it('best available: 3 seats in band B are found and held together', async () => {
    const [, , , target] = await mainStageOnSale(baseUrl);
    if (!target) throw new Error('no performance');
    const facts = await seatFacts(baseUrl, target);
    const bandB = facts.performance.priceBands.find((b) => b.code === 'B');
    if (!bandB) throw new Error('no band B');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto(pathOf(target));
      await settle(page);
      await page.getByRole('radio', { name: 'Choose by price' }).check();
      const form = page.locator('form.best-available');
      await form.getByLabel('Price band').selectOption(String(bandB.id));
      await form.getByLabel('Number of tickets').selectOption('3');
      // Wheelchair spaces are only offered behind a choice that says what they need.
      expect(await form.getByLabel('Wheelchair spaces', { exact: true }).count()).toBe(0);
      expect(await textOf(form)).toContain(message('en-US', 'seatMap.wheelchairNote'));
      await form.getByRole('button', { name: 'Find and hold the best seats' }).click();
      const held = page.getByRole('region', { name: 'Held for you' });
      await held.waitFor();
      const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
      const lines = ticketLinesOf(cart).filter((line) => line.performanceId === target.id);
      expect(lines).toHaveLength(3);
      expect(new Set(lines.map((line) => line.priceBandId))).toEqual(new Set([bandB.id]));
      expect(await held.getByRole('listitem').count()).toBe(3);
      expect(await textOf(held)).toContain(bandB.name);
    });
  });
});
