import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
import { formatDate, formatTime, venueDay } from '../src/shared/dates.ts';
import type { Locale } from '../src/shared/locales.ts';
import { formatMoney } from '../src/shared/money.ts';
import { browserSession, DESKTOP, PHONE } from './support/browser.ts';
import {
  CREOLE_MONTHS,
  commaName,
  ENGLISH_MONTHS,
  ENGLISH_WEEKDAYS,
  englishOnlyStrings,
  fetchListings,
  findPerformance,
  message,
  pageText,
  performanceLinkName,
  textOf,
  until,
  visibleText,
  waitForHtmlLang,
  waitForPath,
} from './support/site.ts';

const SLUG = 'a-christmas-carol';

describe('browsing the catalogue', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  const h1 = (page: Page) => textOf(page.getByRole('heading', { level: 1 }).first());
  /** The first-level heading once it is the new page's (the old page stays while the next loads). */
  const h1Once = (page: Page, accept: (text: string) => boolean) => until(() => h1(page), accept);

  /** The journey's pieces: the show's first performance and a later one that is on sale. */
  async function journeyData(locale: Locale) {
    const { performances, productions } = await fetchListings(baseUrl, { lang: locale });
    const ofShow = performances.filter((p) => p.productionSlug === SLUG);
    const production = productions.find((p) => p.slug === SLUG);
    const onSale = ofShow.filter((p) => p.state === AvailabilityState.GET_TICKETS);
    const target = onSale[1] ?? onSale[0];
    if (!production || !ofShow[0] || !target) throw new Error(`${SLUG} is not in the demo season`);
    return {
      production,
      first: ofShow[0],
      target,
      count: ofShow.length,
      total: upcoming(performances).length,
    };
  }

  function priceText(locale: Locale, range: NonNullable<PerformanceSummary['priceRange']>) {
    return message(locale, 'production.priceRange')
      .replace('{{from}}', formatMoney(range.from, locale))
      .replace('{{to}}', formatMoney(range.to, locale));
  }

  it('en-US: home → listings → performance → production → performance, by following links', async () => {
    const data = await journeyData('en-US');
    const title = data.production.title;
    await withPage({ locale: 'en-US' }, async (page) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(await h1(page)).toBe('Live theater for all of Riverton');
      expect(await waitForHtmlLang(page, 'en-US')).toBe('en-US');
      const cards = page.getByRole('main').getByRole('heading', { level: 3 });
      await cards.first().waitFor();
      expect(await cards.allTextContents()).toContain(title);

      // Home → listings
      await page.getByRole('link', { name: 'See all shows and dates' }).click();
      await waitForPath(page, '/listings');
      expect(await h1Once(page, (t) => t === 'What’s on')).toBe('What’s on');
      expect(await textOf(page.getByRole('main').getByRole('status'))).toBe(
        `${data.total} performances`,
      );
      expect(await page.title()).toBe('What’s on · Maple Street Playhouse');

      // Listings → the show's first performance
      await page
        .getByRole('link', { name: commaName(title, formatTime(data.first.startsAt, 'en-US')) })
        .first()
        .click();
      await waitForPath(page, `/events/${SLUG}/${data.first.id}`);
      expect(await h1Once(page, (t) => t.startsWith(title))).toBe(
        `${title}${formatDate(data.first.startsAt, 'en-US', 'full')}, ${formatTime(data.first.startsAt, 'en-US')}`,
      );
      // After a navigation focus moves to the main region, for screen readers.
      expect(
        await until(
          () => page.evaluate(() => document.activeElement?.id),
          (id) => id === 'main',
        ),
      ).toBe('main');

      // Performance → production, through the breadcrumb
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: title })
        .click();
      await waitForPath(page, `/events/${SLUG}`);
      expect(await h1Once(page, (t) => t === title)).toBe(title);
      const main = page.getByRole('main');
      expect(await textOf(main.getByRole('heading', { name: 'About the show' }))).toBe(
        'About the show',
      );
      expect(await textOf(main.getByRole('heading', { name: 'Choose a date' }))).toBe(
        'Choose a date',
      );
      // All-in prices from the first price shown (fees included, and said so).
      const price = await textOf(main.locator('.production-price'));
      expect(price).toMatch(/^Tickets \$\d+\.\d\d – \$\d+\.\d\d Prices include all fees\.$/);
      expect(price).toContain(priceText('en-US', data.production.priceRange ?? never()));
      expect(await main.locator('.performance-list').getByRole('link').count()).toBe(data.count);

      // Production → a performance on sale
      await main.getByRole('link', { name: performanceLinkName(data.target, 'en-US') }).click();
      await waitForPath(page, `/events/${SLUG}/${data.target.id}`);
      expect(
        await h1Once(page, (t) => t.includes(formatDate(data.target.startsAt, 'en-US', 'full'))),
      ).toContain(title);
      expect(await textOf(page.locator('.availability-message'))).toBe('Tickets are on sale.');
      expect(await textOf(page.getByRole('heading', { name: 'Ticket prices' }))).toBe(
        'Ticket prices',
      );
      expect(await page.title()).toBe(
        `${title}, ${formatDate(data.target.startsAt, 'en-US', 'short')} · Maple Street Playhouse`,
      );
    });
  });

  it('ht: the same journey speaks Haitian Creole, dates included, and no English', async () => {
    const data = await journeyData('ht');
    const title = data.production.title;
    expect(title).toBe('Yon Istwa Nwèl');
    const english = englishOnlyStrings('ht');
    const assertNoEnglish = async (page: Page, where: string) => {
      const text = await pageText(page);
      const found = english.filter((s) => text.includes(s));
      expect(found, `English UI text on the ${where}`).toEqual([]);
      expect(text, `English month on the ${where}`).not.toMatch(ENGLISH_MONTHS);
      expect(text, `English weekday on the ${where}`).not.toMatch(ENGLISH_WEEKDAYS);
    };

    await withPage({ locale: 'ht' }, async (page) => {
      // The server writes the language into the HTML before any script runs.
      const response = await page.goto('/');
      expect(await response?.text()).toContain('<html lang="ht"');
      expect(await h1(page)).toBe('Teyat an dirèk pou tout Riverton');
      expect(await waitForHtmlLang(page, 'ht')).toBe('ht');
      const nav = page.getByRole('navigation', { name: 'Navigasyon prensipal' });
      // "What's on" first; "Donate" follows it (issue 10).
      expect(await textOf(nav.getByRole('link').first())).toBe('Sa k ap jwe');
      expect(await textOf(page.locator('.language-switcher label'))).toBe('Lang');
      expect(await textOf(page.getByRole('heading', { name: 'Biwo tikè' }))).toBe('Biwo tikè');
      await assertNoEnglish(page, 'home page');

      await page.getByRole('link', { name: 'Gade tout spektak ak tout dat yo' }).click();
      await waitForPath(page, '/listings');
      expect(await h1Once(page, (t) => t === 'Sa k ap jwe')).toBe('Sa k ap jwe');
      expect(await textOf(page.getByRole('main').getByRole('status'))).toBe(
        `${data.total} reprezantasyon`,
      );
      const dayHeadings = page.getByRole('main').getByRole('heading', { level: 2 });
      await dayHeadings.first().waitFor();
      for (const day of await dayHeadings.allTextContents()) expect(day).toMatch(CREOLE_MONTHS);
      expect(await dayHeadings.allTextContents()).toContain(
        formatDate(data.first.startsAt, 'ht', 'full'),
      );
      await assertNoEnglish(page, 'listings');

      await page
        .getByRole('link', { name: commaName(title, formatTime(data.first.startsAt, 'ht')) })
        .first()
        .click();
      await waitForPath(page, `/events/${SLUG}/${data.first.id}`);
      await h1Once(page, (t) => t.startsWith(title));
      await page
        .getByRole('navigation', { name: 'Chemen navigasyon' })
        .getByRole('link', { name: title })
        .click();
      await waitForPath(page, `/events/${SLUG}`);
      expect(await h1Once(page, (t) => t === title)).toBe(title);
      const main = page.getByRole('main');
      expect(await textOf(main.getByRole('heading', { name: 'Sou spektak la' }))).toBe(
        'Sou spektak la',
      );
      expect(await textOf(main.getByRole('heading', { name: 'Chwazi yon dat' }))).toBe(
        'Chwazi yon dat',
      );
      expect(await textOf(main.locator('.production-price'))).toBe(
        `${priceText('ht', data.production.priceRange ?? never())} Pri yo gen tout frè yo ladan.`,
      );
      const dates = await textOf(main.locator('.production-dates'));
      expect(dates).toMatch(CREOLE_MONTHS);
      expect(dates).toContain(
        formatDate(data.production.lastPerformanceAt ?? never(), 'ht', 'full'),
      );
      await assertNoEnglish(page, 'production page');

      await main.getByRole('link', { name: performanceLinkName(data.target, 'ht') }).click();
      await waitForPath(page, `/events/${SLUG}/${data.target.id}`);
      const heading = await h1Once(page, (t) =>
        t.includes(formatDate(data.target.startsAt, 'ht', 'full')),
      );
      expect(heading).toMatch(CREOLE_MONTHS);
      expect(await textOf(page.locator('.availability-message'))).toBe('Tikè yo ap vann kounye a.');
      expect(await textOf(page.getByRole('heading', { name: 'Pri tikè yo' }))).toBe('Pri tikè yo');
      await assertNoEnglish(page, 'performance page');
    });
  });

  it('listings: the access filter narrows to ASL performances and says so in the address', async () => {
    const all = upcoming((await fetchListings(baseUrl)).performances);
    const asl = upcoming((await fetchListings(baseUrl, { access: 'asl' })).performances);
    expect(asl.length).toBeGreaterThan(0);
    expect(asl.length).toBeLessThan(all.length);

    await withPage({}, async (page) => {
      await page.goto('/listings');
      const status = page.getByRole('main').getByRole('status');
      expect(await textOf(status)).toBe(`${all.length} performances`);

      await page.getByLabel('Access service').selectOption('asl');
      const url = await waitForPath(page, '/listings', '?access=asl');
      expect(url.searchParams.get('access')).toBe('asl');
      await until(
        () => textOf(status),
        (t) => t === `${asl.length} performances`,
      );
      const rows = page.getByRole('main').getByRole('article');
      await until(
        () => rows.count(),
        (n) => n === asl.length,
      );
      for (const row of await rows.allTextContents()) expect(row).toContain('ASL interpreted');

      // The filter survives a reload (it lives in the address) and Clear filters removes it.
      await page.reload();
      expect(await page.getByLabel('Access service').inputValue()).toBe('asl');
      await until(
        () => rows.count(),
        (n) => n === asl.length,
      );
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await waitForPath(page, '/listings', '');
      await until(
        () => rows.count(),
        (n) => n === all.length,
      );
    });
  });

  it('listings: date filters keep one day, and an end before the start is refused', async () => {
    const target = await findPerformance(baseUrl, { slug: SLUG });
    const day = venueDay(new Date(target.startsAt));
    const sameDay = await fetchListings(baseUrl, { from: day, to: day });
    const fromDay = await fetchListings(baseUrl, { from: day });
    const dayBefore = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(sameDay.performances.length).toBeGreaterThan(0);

    await withPage({}, async (page) => {
      await page.goto('/listings');
      const rows = page.getByRole('main').getByRole('article');
      await rows.first().waitFor();

      // One field at a time, as a reader would (see the report: a second change made while the
      // first one's data still loads drops the first).
      await page.getByLabel('From', { exact: true }).fill(day);
      await waitForPath(page, '/listings', `?from=${day}`);
      // The first change's listings are drawn before the second: a change made while they load
      // can still drop the first (a known bug of the listings page, left for its own fix).
      await until(
        () => rows.count(),
        (n) => n === fromDay.performances.length,
      );
      await page.getByLabel('To', { exact: true }).fill(day);
      const url = await waitForPath(page, '/listings', `?from=${day}&to=${day}`);
      expect(url.searchParams.get('to')).toBe(day);
      await until(
        () => rows.count(),
        (n) => n === sameDay.performances.length,
      );
      const times = await page
        .getByRole('main')
        .locator('time')
        .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
      for (const time of times) expect(venueDay(new Date(time))).toBe(day);
      const dayHeadings = page.getByRole('main').getByRole('heading', { level: 2 });
      expect(await dayHeadings.allTextContents()).toEqual([
        formatDate(target.startsAt, 'en-US', 'full'),
      ]);

      // An end before the start: the field says why, and only the start date applies.
      const to = page.getByLabel('To', { exact: true });
      await to.fill(dayBefore);
      await until(
        () => to.getAttribute('aria-invalid'),
        (v) => v === 'true',
      );
      const error = page.getByText('The end date must be on or after the start date.');
      expect(await textOf(error)).toBe('The end date must be on or after the start date.');
      expect(await to.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
      await until(
        () => rows.count(),
        (n) => n === fromDay.performances.length,
      );
    });
  });

  it('listings: the calendar view is a month table on a desktop and a list of days on a phone', async () => {
    const { performances } = await fetchListings(baseUrl);
    const firstUpcoming = performances.find((p) => p.state !== AvailabilityState.PASSED) ?? never();
    const month = formatDate(firstUpcoming.startsAt, 'en-US', 'monthYear');
    const monthKey = venueDay(new Date(firstUpcoming.startsAt)).slice(0, 7);
    const [y = 0, m = 0] = monthKey.split('-').map(Number);
    const next = new Date(Date.UTC(y, m, 15, 16));
    const nextKey = next.toISOString().slice(0, 7);

    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/listings');
      await page.getByRole('main').getByRole('article').first().waitFor();
      expect(await page.getByRole('radio', { name: 'List' }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'Calendar' }).click();
      await waitForPath(page, '/listings', '?view=calendar');
      const table = page.getByRole('table', { name: month });
      await table.waitFor();
      expect(await textOf(page.getByRole('heading', { level: 2, name: month }))).toBe(month);
      const headers = table.getByRole('columnheader');
      expect(await headers.allTextContents()).toEqual([
        'Sun',
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
      ]);
      expect(await headers.first().isVisible()).toBe(true);
      const rows = await table.getByRole('row').count();
      expect(rows).toBeGreaterThanOrEqual(5); // header + 4–6 weeks
      const link = table.getByRole('link', {
        name: `${formatTime(firstUpcoming.startsAt, 'en-US')} ${firstUpcoming.productionTitle}`,
      });
      expect(await link.first().getAttribute('href')).toBe(
        `/events/${firstUpcoming.productionSlug}/${firstUpcoming.id}`,
      );

      await page.getByRole('button', { name: 'Next month' }).click();
      await waitForPath(page, '/listings', `?view=calendar&month=${nextKey}`);
      const nextMonth = formatDate(next, 'en-US', 'monthYear');
      await page.getByRole('table', { name: nextMonth }).waitFor();

      // Back to the list
      await page.getByRole('radio', { name: 'List' }).click();
      await waitForPath(page, '/listings', `?month=${nextKey}`);
      await until(
        () => page.getByRole('table').count(),
        (n) => n === 0,
      );
      await page.getByRole('main').getByRole('article').first().waitFor();
    });

    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/listings?view=calendar');
      const table = page.getByRole('table', { name: month });
      await table.waitFor();
      // On a phone the week grid folds into the days that have performances.
      expect(await table.getByRole('columnheader').first().isVisible()).toBe(false);
      const day = page.getByText(formatDate(firstUpcoming.startsAt, 'en-US', 'full'), {
        exact: true,
      });
      expect(await day.first().isVisible()).toBe(true);
      const emptyCells = await table
        .locator('td:not(.has-events)')
        .evaluateAll(
          (cells) => cells.filter((cell) => (cell as HTMLElement).offsetParent !== null).length,
        );
      expect(emptyCells).toBe(0);
    });
  });

  it('performance pages explain each state: cancelled, passed, general admission, not on sale yet', async () => {
    const cancelled = await findPerformance(baseUrl, {
      slug: 'harbor-lights',
      state: AvailabilityState.CANCELLED,
    });
    const passed = await findPerformance(baseUrl, {
      slug: 'harbor-lights',
      state: AvailabilityState.PASSED,
    });
    const general = await findPerformance(baseUrl, {
      slug: 'winter-cabaret',
      state: AvailabilityState.BOOK,
    });
    const notYet = await findPerformance(baseUrl, { state: AvailabilityState.NOT_ON_SALE });

    await withPage({}, async (page) => {
      const visit = async (p: PerformanceSummary) => {
        await page.goto(`/events/${p.productionSlug}/${p.id}`);
        await h1Once(page, (t) => t.startsWith(p.productionTitle));
        return visibleText(page.locator('.availability-panel'));
      };
      const pricesShown = () => page.getByRole('heading', { name: 'Ticket prices' }).count();

      const cancelledText = await visit(cancelled);
      expect(cancelledText).toContain('Canceled');
      expect(cancelledText).toContain('This performance has been canceled.');
      expect(cancelledText).toContain(cancelled.note ?? never());
      expect(await pricesShown()).toBe(0);

      const passedText = await visit(passed);
      expect(passedText).toContain('This performance has already taken place.');
      expect(await pricesShown()).toBe(0);

      const generalText = await visit(general);
      expect(generalText).toContain('Book now');
      expect(generalText).toContain('Unreserved seating: book the number of tickets you need.');
      expect(await pricesShown()).toBe(1);

      const notYetText = await visit(notYet);
      expect(notYetText).toContain('Not on sale yet');
      // A moment to act by: with its zone, for a reader elsewhere.
      expect(notYetText).toMatch(/Tickets go on sale on .+ at \d{1,2}:\d\d(am|pm) E[SD]T\./);
      expect(notYetText).toMatch(ENGLISH_MONTHS);
    });
  });
});

/** Without a start date the listings show what is still to come (passed performances hidden). */
function upcoming(performances: PerformanceSummary[]): PerformanceSummary[] {
  return performances.filter((p) => p.state !== AvailabilityState.PASSED);
}

function never(): never {
  throw new Error('The demo season is missing something this test relies on');
}
