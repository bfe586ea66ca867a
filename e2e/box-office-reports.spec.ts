/**
 * The box office's reports in a real browser (issue 13): a manager opens the reports' home from
 * the nav, the performances report, one performance with sales (its figures, its chart's text
 * alternative and its table), the daily sales, giving, memberships and gift voucher liability;
 * downloads a CSV file (UTF-8 with its BOM, a header row), once by mouse and once with Tab and
 * Enter alone. axe finds nothing serious on any page at 1280 px; on a phone (390 px) a report
 * does not scroll sideways. A door member is refused the reports, and the server answers every
 * report address with the app (screenshots in test-results/screenshots).
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PerformanceSalesList } from '../src/shared/contracts/box-office-reports.ts';
import { venueDay } from '../src/shared/dates.ts';
import { axeClean, browserSession, DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { en, main, until, visibleText, waitForPath } from './support/site.ts';
import { createStaffMember, signInNewStaffByApi } from './support/staff.ts';

const DAY = 24 * 60 * 60 * 1000;
const BOM = [0xef, 0xbb, 0xbf];

/** The theatre's calendar day `days` from today. */
const dayFromToday = (days: number) => venueDay(new Date(Date.now() + days * DAY));

/** Waits for the page whose only h1 is `text` (the one before may still be fading out). */
async function onPage(page: Page, text: string | RegExp) {
  await until(
    () => page.getByRole('heading', { level: 1 }).allTextContents(),
    (headings) =>
      headings.length === 1 &&
      (typeof text === 'string' ? headings[0] === text : text.test(headings[0] ?? '')),
    { timeout: 30_000 },
  );
}

/** A downloaded CSV file: UTF-8 with its BOM, then a header row and its lines. */
async function csvOf(download: Download): Promise<string[]> {
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  return new TextDecoder('utf-8', { fatal: true })
    .decode(bytes.subarray(3))
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

/** A chart: an image named by its caption, whose description reads its figures. */
async function chartDescription(page: Page, title: string): Promise<string> {
  const chart = main(page).getByRole('img', { name: title, exact: true });
  const described = (await chart.getAttribute('aria-describedby')) ?? '';
  expect(described, `${title} has no description`).not.toBe('');
  // An SVG description is read, not seen: attached is enough.
  const description = page.locator(`[id="${described}"]`);
  await description.waitFor({ state: 'attached' });
  return ((await description.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The page does not scroll sideways: nothing is wider than the window. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the box office’s reports in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('the server answers each report’s address with the app, and an id that is none with 404', async () => {
    for (const address of [
      '/box-office/reports',
      '/box-office/reports/performances',
      '/box-office/reports/performances/1',
      '/box-office/reports/productions',
      '/box-office/reports/productions/1',
      '/box-office/reports/days?from=2026-01-01&to=2026-01-31',
      '/box-office/reports/giving',
      '/box-office/reports/memberships',
      '/box-office/reports/gift-vouchers',
      '/box-office/performances/1/door-list',
    ]) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
    }
    for (const address of ['/box-office/reports/performances/x', '/box-office/reports/sales'])
      expect((await fetch(`${baseUrl}${address}`)).status, address).toBe(404);
  });

  it('a manager reads each report, sees a performance’s sales and downloads its CSV file', {
    timeout: 240_000,
  }, async () => {
    const manager = await createStaffMember(baseUrl, 'manager', `Rita Reports ${Date.now()}`);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, manager);
      await page.goto('/box-office');
      const nav = page.getByRole('navigation', { name: en('staff.shell.navigation') });
      await nav.getByRole('link', { name: en('staff.nav.reports') }).click();
      await waitForPath(page, '/box-office/reports');
      await onPage(page, en('staff.reports.index.title'));
      await axeClean(page, 'reports-index-1280');

      // The performances report: by default a week ago to a month ahead.
      await main(page)
        .getByRole('link', { name: en('staff.reports.performances.title') })
        .click();
      await waitForPath(page, '/box-office/reports/performances');
      await onPage(page, en('staff.reports.performances.title'));
      await main(page).getByRole('table').first().waitFor();
      await axeClean(page, 'reports-performances-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'reports-performances-390');
      expect(await sideways(page), 'the performances report scrolls sideways at 390 px').toBe(0);
      await page.setViewportSize(DESKTOP);

      // A performance the demo season has sold tickets for (the demo orders), found through
      // the report's API; the period form then shows it.
      const from = dayFromToday(-40);
      const to = dayFromToday(60);
      const asked = await page.request.get(
        `${baseUrl}/api/box-office/reports/performances?from=${from}&to=${to}`,
      );
      expect(asked.status()).toBe(200);
      const list = (await asked.json()) as PerformanceSalesList;
      const sold = list.performances.find((row) => row.seats.sold > 0);
      expect(sold, 'no performance of the demo season has sold tickets').toBeTruthy();
      if (!sold) return;
      await main(page).getByLabel(en('staff.reports.period.from')).fill(from);
      await main(page).getByLabel(en('staff.reports.period.to')).fill(to);
      await main(page)
        .getByRole('button', { name: en('staff.reports.period.show') })
        .click();
      await waitForPath(page, '/box-office/reports/performances', `?from=${from}&to=${to}`);
      const link = main(page).locator(
        `a[href="/box-office/reports/performances/${sold.performance.id}"]`,
      );
      await link.click();
      await waitForPath(page, `/box-office/reports/performances/${sold.performance.id}`);
      await onPage(page, new RegExp(`^${sold.performance.productionTitle}, `));

      // Its house in figures: the seats chart says each part in words, and its table agrees.
      const seats = await chartDescription(page, en('staff.reports.seats.chart'));
      expect(seats).toContain(`${en('staff.reports.seats.sold')}: ${sold.seats.sold}`);
      const houseTable = main(page).getByRole('table', { name: en('staff.reports.seats.chart') });
      expect(await houseTable.getByRole('cell').allTextContents()).toEqual(
        [
          sold.seats.capacity,
          sold.seats.sold,
          sold.seats.held,
          sold.seats.free,
          sold.seats.unavailable,
        ].map((n) => n.toLocaleString('en-US')),
      );
      // Sales by price type: a chart with its text alternative, and the table with the total.
      const byType = await chartDescription(page, en('staff.reports.sales.byPriceTypeChart'));
      expect(byType).toMatch(/\$\d/);
      const salesTable = main(page).getByRole('table', {
        name: en('staff.reports.sales.byPriceType'),
      });
      const total = await visibleText(salesTable.locator('tfoot tr'));
      expect(total).toContain(en('staff.reports.total'));
      expect(total).toContain(String(sold.totals.tickets));
      await axeClean(page, 'reports-performance-1280');

      // The CSV file: UTF-8 with a BOM, a header row, and a line of figures.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main(page)
          .getByRole('link', { name: en('staff.reports.downloadCsv') })
          .click(),
      ]);
      const lines = await csvOf(download);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines[0]).toMatch(
        new RegExp(`^${en('staff.reports.csv.date')},${en('staff.reports.csv.time')},`),
      );
      expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},\d{2}:\d{2},/);

      // Its door list, linked from the report: the parties by name, printable.
      await main(page)
        .getByRole('link', { name: en('staff.reports.doorList.open') })
        .click();
      await waitForPath(page, `/box-office/performances/${sold.performance.id}/door-list`);
      await onPage(page, new RegExp(`^${en('staff.reports.doorList.title')}: `));
      await main(page).getByRole('table').waitFor();
      await axeClean(page, 'reports-door-list-1280');
      await page.goBack();
      await onPage(page, new RegExp(`^${sold.performance.productionTitle}, `));

      // On a phone: the same report, nothing wider than the screen.
      await page.setViewportSize(PHONE);
      await axeClean(page, 'reports-performance-390');
      expect(await sideways(page), 'the performance report scrolls sideways at 390 px').toBe(0);
      await page.setViewportSize(DESKTOP);

      // Sales per day: the last 30 days, a column chart with its text alternative.
      await page.goto('/box-office/reports/days');
      await onPage(page, en('staff.reports.days.title'));
      expect(await chartDescription(page, en('staff.reports.days.chart'))).not.toBe('');
      await main(page).getByRole('table').first().waitFor();
      await axeClean(page, 'reports-days-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'reports-days-390');
      expect(await sideways(page), 'the daily sales scroll sideways at 390 px').toBe(0);
      await page.setViewportSize(DESKTOP);

      // Giving, memberships and the gift vouchers' balances.
      await page.goto('/box-office/reports/giving');
      await onPage(page, en('staff.reports.giving.title'));
      await main(page).getByRole('table').first().waitFor();
      await axeClean(page, 'reports-giving-1280');

      await page.goto('/box-office/reports/memberships');
      await onPage(page, en('staff.reports.memberships.title'));
      await main(page).getByRole('table').first().waitFor();
      await axeClean(page, 'reports-memberships-1280');

      await page.goto('/box-office/reports/gift-vouchers');
      await onPage(page, en('staff.reports.vouchers.title'));
      await main(page).getByRole('table').first().waitFor();
      await axeClean(page, 'reports-gift-vouchers-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'reports-gift-vouchers-390');
      expect(await sideways(page), 'the voucher report scrolls sideways at 390 px').toBe(0);
    });
  });

  it('the CSV link is reached with Tab and downloads with Enter', async () => {
    const manager = await createStaffMember(baseUrl, 'manager');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, manager);
      await page.goto('/box-office/reports/days');
      await onPage(page, en('staff.reports.days.title'));
      await page.waitForLoadState('networkidle');
      const isCsvLink = () =>
        page.evaluate(
          (text) =>
            document.activeElement?.tagName === 'A' &&
            document.activeElement.textContent?.trim() === text,
          en('staff.reports.downloadCsv'),
        );
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await isCsvLink();
      }
      expect(reached, 'Tab never reached the CSV link').toBe(true);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.keyboard.press('Enter'),
      ]);
      const lines = await csvOf(download);
      expect(lines[0]).toMatch(
        new RegExp(`^${en('staff.reports.csv.day')},${en('staff.reports.csv.orders')},`),
      );
      // ISO dates, one line a day of the period (the last 30 days).
      expect(lines.slice(1).every((line) => /^\d{4}-\d{2}-\d{2},/.test(line))).toBe(true);
    });
  });

  it('a door member is refused the reports, as any manager’s page', async () => {
    const door = await createStaffMember(baseUrl, 'door');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, door);
      await page.goto('/box-office');
      const nav = page.getByRole('navigation', { name: en('staff.shell.navigation') });
      await nav.getByRole('link').first().waitFor();
      expect(await nav.getByRole('link', { name: en('staff.nav.reports') }).count()).toBe(0);
      for (const address of ['/box-office/reports', '/box-office/reports/performances']) {
        await page.goto(address);
        await onPage(page, en('staff.errors.forbiddenTitle'));
        expect(await visibleText(main(page))).toContain(en('errors.STAFF_FORBIDDEN'));
      }
      await axeClean(page, 'reports-forbidden-door-1280');
      // The server decides, whatever the page shows.
      const asked = await page.request.get(`${baseUrl}/api/box-office/reports/performances`);
      expect(asked.status()).toBe(403);
    });
  });
});
