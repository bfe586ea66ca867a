/**
 * Issue 13's "Done means", in a real browser, as a new box-office manager would go: a new venue
 * from a CSV file, a production with two performances there, priced (all-in, the fee inside) and
 * put on sale; a customer finds it on the storefront in Spanish and buys a ticket; the manager
 * sees the sale in the performance's report and the buyer on its door list. The staff's steps
 * are taken with the keyboard (focus, typing, Enter and the arrow keys: no mouse click; a file
 * and a date-time are given to their inputs whole, as their system pickers would), every
 * page is axe clean and screenshotted at 1280 px (test-results/screenshots/journey-*.png).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { DoorList, PerformanceSales } from '../src/shared/contracts/box-office-reports.ts';
import type { Cart } from '../src/shared/contracts/cart.ts';
import { formatMoney, usd } from '../src/shared/money.ts';
import { registerByApi, signInByApi, uniqueEmail } from './support/account.ts';
import { axeClean, browserSession, DESKTOP } from './support/browser.ts';
import { agreeAndGoToPayment, payOnTestGateway } from './support/checkout.ts';
import { cell, fillTexts, newYork, onPage, tab } from './support/season.ts';
import {
  en,
  main,
  message,
  settle,
  textOf,
  until,
  visibleText,
  waitForPath,
} from './support/site.ts';
import { createStaffMember, signInNewStaffByApi } from './support/staff.ts';

const STUDIO = readFileSync(
  path.join(import.meta.dirname, '../docs/examples/venue-studio.csv'),
  'utf8',
);

/** A button or link used from the keyboard: focused, then Enter. */
async function press(target: Locator) {
  await target.focus();
  await target.page().keyboard.press('Enter');
}

/** A field filled by typing into it (a date and time input is filled whole: its segments are the browser's). */
async function type(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text);
}

/** The number at the end of the page's path (an id the page was given). */
const idInPath = (page: Page, pattern: RegExp) =>
  until(
    () => new URL(page.url()).pathname.match(pattern)?.[1],
    (id) => id !== undefined,
    { timeout: 30_000 },
  ).then(Number);

const es = (key: string) => message('es', key);

describe('a new box-office manager, from a venue file to the door list', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('creates a venue, a production with two priced performances on sale, sees a Spanish sale in the report and on the door list', {
    timeout: 400_000,
  }, async () => {
    const stamp = Date.now();
    const manager = await createStaffMember(baseUrl, 'manager', `Nadia Manager ${stamp}`);
    const venueName = `Harbor Studio ${stamp}`;
    const title = `Night Ferry ${stamp}`;
    const titleEs = `El ferry nocturno ${stamp}`;
    const slug = `night-ferry-${stamp}`;
    const performanceIds: number[] = [];
    let productionPath = '';

    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, manager);

      // A new venue from the documented CSV example: its map previewed, then created.
      await page.goto('/box-office/venues/new');
      await onPage(page, en('staff.venues.new.title'));
      await type(main(page).getByLabel(en('staff.venues.details.name')), venueName);
      await type(
        main(page).getByLabel(en('staff.venues.details.address')),
        '40 Pier St, Riverton, NY 12401',
      );
      // Choosing a file is the system's dialog; the page is given the file the same way.
      await main(page)
        .getByLabel(en('staff.venues.new.file'), { exact: true })
        .setInputFiles({ name: 'studio.csv', mimeType: 'text/csv', buffer: Buffer.from(STUDIO) });
      await main(page)
        .getByRole('heading', { name: en('staff.venues.new.previewTitle') })
        .waitFor();
      expect(await main(page).locator('svg.seat-map-svg [data-seat]').count()).toBe(52);
      await axeClean(page, 'journey-venue-preview-1280');
      await press(main(page).getByRole('button', { name: en('staff.venues.new.submit') }));
      const venueId = await idInPath(page, /^\/box-office\/venues\/(\d+)$/);
      await onPage(page, venueName);

      // The production, in US English and (by the tabs' arrow keys) in Spanish.
      await page.goto('/box-office/season/new');
      await onPage(page, en('staff.season.pages.newProduction'));
      await fillTexts(page, {
        title,
        tagline: 'One crossing, one night, one secret.',
        genre: 'Drama',
        description: 'A new play on the last ferry of the night.',
        credits: 'By Leah Moss.',
        ageGuidance: 'Ages 12 and up',
        contentNotes: 'Fog effects.',
      });
      await type(
        main(page).getByLabel(en('staff.season.production.fields.imageUrl'), { exact: true }),
        '/images/productions/harbor-lights.svg',
      );
      // Its usual venue (what the storefront names with it, and its performances start with).
      await main(page)
        .getByLabel(en('staff.season.production.fields.venue'), { exact: true })
        .selectOption(String(venueId));
      await tab(page, /English \(US\)/).focus();
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      expect(await tab(page, /Español/).getAttribute('aria-selected')).toBe('true');
      await fillTexts(page, {
        title: titleEs,
        tagline: 'Una travesía, una noche, un secreto.',
        genre: 'Drama',
        description: 'Una obra nueva en el último ferry de la noche.',
        credits: 'De Leah Moss.',
        ageGuidance: 'A partir de 12 años',
        contentNotes: 'Efectos de niebla.',
      });
      await axeClean(page, 'journey-production-new-1280');
      await press(main(page).getByRole('button', { name: en('staff.season.production.create') }));
      const productionId = await idInPath(page, /^\/box-office\/season\/(\d+)$/);
      productionPath = `/box-office/season/${productionId}`;
      await onPage(page, title);

      // Two performances in the new venue, 20 and 21 days ahead; the first priced by hand,
      // the second starting with the first one's prices.
      for (const [days, time] of [
        [20, '19:30'],
        [21, '14:00'],
      ] as const) {
        await page.goto(`${productionPath}/performances/new`);
        await onPage(page, en('staff.season.pages.newPerformance').replace('{{title}}', title));
        await main(page)
          .getByLabel(en('staff.season.performance.fields.venue'), { exact: true })
          .selectOption(String(venueId));
        await main(page)
          .getByLabel(en('staff.season.performance.fields.startsAt'), { exact: true })
          .fill(newYork(days, time));
        await main(page)
          .getByLabel(en('staff.season.performance.fields.onSaleAt'), { exact: true })
          .fill(newYork(1, '10:00'));
        if (performanceIds.length === 0) await axeClean(page, 'journey-performance-new-1280');
        await press(
          main(page).getByRole('button', { name: en('staff.season.performance.create') }),
        );
        const id = await idInPath(page, /\/performances\/(\d+)\/prices$/);
        performanceIds.push(id);
        await onPage(page, new RegExp(`^Prices of ${title}`));
        if (performanceIds.length === 1) {
          for (const [band, allIn, fee] of [
            ['A', '42.50', '3.50'],
            ['B', '34.50', '3.00'],
            ['C', '24.50', '2.50'],
          ] as const) {
            const adult = cell(page, `Adult, Band ${band}, Online`);
            await type(adult.allIn, allIn);
            await type(adult.fee, fee);
          }
          expect(await visibleText(main(page))).toContain(
            en('staff.season.prices.base').replace('{{amount}}', '$39.00'),
          );
          await press(main(page).getByRole('button', { name: en('staff.season.prices.save') }));
          expect(await textOf(main(page).getByRole('status').first())).toBe(
            en('staff.season.prices.saved'),
          );
          await axeClean(page, 'journey-prices-1280');
        } else {
          expect(await cell(page, 'Adult, Band A, Online').allIn.inputValue()).toBe('42.50');
        }
      }

      // Both on sale from the production's page.
      await page.goto(productionPath);
      await onPage(page, title);
      const putOnSale = main(page).getByRole('button', {
        name: new RegExp(en('staff.season.performances.putOnSale')),
      });
      for (let left = 2; left > 0; left--) {
        await until(
          () => putOnSale.count(),
          (n) => n === left,
        );
        await press(putOnSale.first());
      }
      await until(
        () => putOnSale.count(),
        (n) => n === 0,
      );
      await axeClean(page, 'journey-production-on-sale-1280');
    });

    // A customer, in Spanish: the production on the storefront, one ticket by best available,
    // paid on the test gateway.
    const buyer = { email: uniqueEmail('ferry'), password: 'Muelle2026x' };
    await registerByApi(baseUrl, { ...buyer, firstName: 'Lucía', lastName: 'Ferrer' });
    const [first] = performanceIds;
    let orderNumber = '';
    await withPage({ viewport: DESKTOP, locale: 'es' }, async (page) => {
      await signInByApi(page, baseUrl, buyer.email, buyer.password);
      await page.goto(`/events/${slug}`);
      await onPage(page, titleEs);
      const text = await visibleText(main(page));
      expect(text).toContain('Una travesía, una noche, un secreto.');
      expect(text).toContain(venueName);
      expect(text).toContain('$42.50');
      expect(text).toContain(es('availability.1.label'));
      await axeClean(page, 'journey-storefront-es-1280');

      await page.goto(`/events/${slug}/${first}`);
      await settle(page);
      await page.getByRole('radio', { name: es('seatMap.byPrice') }).check();
      const form = page.locator('form.best-available');
      await form.getByLabel(es('seatMap.quantity')).selectOption('1');
      await form.getByRole('button', { name: es('seatMap.findSeats') }).click();
      await page.getByRole('region', { name: es('seatMap.heldTitle') }).waitFor();
      const cart = (await (await page.request.get('/api/cart')).json()) as Cart;

      await page.goto('/checkout/delivery');
      await settle(page);
      await main(page).getByLabel(es('checkout.delivery.mobile')).check();
      await main(page)
        .getByRole('button', { name: es('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await settle(page);
      await agreeAndGoToPayment(page, 'es');
      await settle(page);
      await main(page)
        .getByRole('button', {
          name: es('checkout.payment.pay').replace(
            '{{amount}}',
            formatMoney(cart.totals.total, 'es'),
          ),
        })
        .click();
      await payOnTestGateway(page, '4242 4242 4242 4242', 'es');
      await waitForPath(page, '/order/confirmed');
      orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
      expect(orderNumber).toMatch(/^MSP-/);
    });

    // The manager again: the sale in the performance's report, the buyer on its door list.
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, await createStaffMember(baseUrl, 'manager'));
      const report = (await (
        await page.request.get(`/api/box-office/reports/performances/${first}`)
      ).json()) as PerformanceSales;
      expect(report.seats).toMatchObject({ capacity: 52, sold: 1 });
      expect(report.totals).toEqual({
        tickets: 1,
        grossCents: report.totals.grossCents,
        feesCents: report.totals.feesCents,
        netCents: report.totals.grossCents - report.totals.feesCents,
      });
      expect([4250, 3450, 2450]).toContain(report.totals.grossCents);

      await page.goto(`/box-office/reports/performances/${first}`);
      await until(
        () => visibleText(main(page)),
        (text) => text.includes(title),
        { timeout: 30_000 },
      );
      expect(await visibleText(main(page))).toContain(
        formatMoney(usd(report.totals.grossCents), 'en-US'),
      );
      await axeClean(page, 'journey-report-1280');

      await press(main(page).getByRole('link', { name: en('staff.reports.doorList.open') }));
      await waitForPath(page, `/box-office/performances/${first}/door-list`);
      await until(
        () => visibleText(main(page)),
        (text) => text.includes('Ferrer'),
        { timeout: 30_000 },
      );
      const list = (await (
        await page.request.get(`/api/box-office/reports/performances/${first}/door-list`)
      ).json()) as DoorList;
      expect(list.entries.map((entry) => [entry.lastName, entry.orderNumber])).toEqual([
        ['Ferrer', orderNumber],
      ]);
      expect(await visibleText(main(page))).toContain(orderNumber);
      await axeClean(page, 'journey-door-list-1280');

      // Cancelling a performance with a ticket sold says what it does not do (refund, tell).
      await page.goto(`${productionPath}/performances/${first}`);
      const warning = en('staff.season.performance.cancelSoldWarning_one').replace(
        '{{count}}',
        '1',
      );
      await until(
        () => visibleText(main(page)),
        (text) => text.includes(warning),
        { timeout: 30_000 },
      );
      const cancelled = main(page).getByLabel(en('staff.season.performance.fields.cancelled'));
      expect(await cancelled.getAttribute('aria-describedby')).toContain('cancel-sold');
      await axeClean(page, 'journey-performance-sold-1280');
    });
  });
});
