/**
 * Season set-up in a real browser (issue 13), as a new box-office manager would do it: a
 * production written in US English and Spanish (the other tabs say what they lack), two
 * performances in New York time, prices all-in with the fee inside (the second performance
 * copying the first's), both put on sale, then the storefront in Spanish shows them with their
 * all-in prices. Bad input on each form shows translated errors by its field. The language tabs
 * work with the keyboard alone. axe finds nothing serious on any page at 1280 px (screenshots in
 * test-results/screenshots).
 */
import { describe, expect, inject, it } from 'vitest';
import { axeClean, browserSession, DESKTOP } from './support/browser.ts';
import { cell, fieldError, fillTexts, newYork, onPage, panel, tab } from './support/season.ts';
import { en, main, message, textOf, until, visibleText, waitForPath } from './support/site.ts';
import { createStaffMember, signInNewStaffByApi } from './support/staff.ts';

describe('season set-up in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('a manager sets up a production with two priced performances that the storefront sells in Spanish', {
    timeout: 300_000,
  }, async () => {
    const manager = await createStaffMember(baseUrl, 'manager', `Mia Manager ${Date.now()}`);
    const stamp = Date.now();
    const title = `The Lighthouse Keeper ${stamp}`;
    const slug = `the-lighthouse-keeper-${stamp}`;
    let productionPath = '';

    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, manager);
      await page.goto('/box-office');
      const nav = page.getByRole('navigation', { name: en('staff.shell.navigation') });
      await nav.getByRole('link', { name: en('staff.nav.season') }).click();
      await waitForPath(page, '/box-office/season');
      await onPage(page, en('staff.season.pages.listTitle'));
      await axeClean(page, 'season-list-1280');

      // A new production: saving with texts missing names each, on its own tab.
      await main(page)
        .getByRole('link', { name: en('staff.season.pages.newProduction') })
        .click();
      await waitForPath(page, '/box-office/season/new');
      await onPage(page, en('staff.season.pages.newProduction'));
      await axeClean(page, 'season-new-production-1280');
      await fillTexts(page, { title });
      // The address follows the title until it is written by hand.
      expect(
        await main(page)
          .getByLabel(en('staff.season.production.fields.slug'), { exact: true })
          .inputValue(),
      ).toBe(slug);
      await main(page)
        .getByRole('button', { name: en('staff.season.production.create') })
        .click();
      expect(
        await fieldError(page, en('staff.season.production.fields.tagline'), panel(page)),
      ).toBe(en('staff.season.validation.englishRequired'));
      expect(await fieldError(page, en('staff.season.production.fields.imageUrl'))).toBe(
        en('staff.season.validation.imageUrl'),
      );
      await fillTexts(page, {
        tagline: 'A storm, a lamp, a long night.',
        genre: 'Drama',
        description: 'A new play.\n\nWith live music.',
        credits: 'By Ana Ruiz.',
        ageGuidance: 'Ages 10 and up',
        contentNotes: 'Loud thunder.',
      });
      await main(page)
        .getByLabel(en('staff.season.production.fields.imageUrl'), { exact: true })
        .fill('/images/productions/harbor-lights.svg');

      // The language tabs, with the keyboard alone: End goes to the last, Left back one.
      const english = tab(page, /English \(US\)/);
      await english.focus();
      await page.keyboard.press('End');
      expect(await tab(page, /Svenska/).getAttribute('aria-selected')).toBe('true');
      expect(await visibleText(tab(page, /Svenska/))).toContain(
        message('en-US', 'staff.season.production.tabMissing_other').replace('{{count}}', '7'),
      );
      // The tabs go en-US, en-GB, de, es, ht, sv (src/shared/locales.ts): two back is Español.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      const spanish = tab(page, /Español/);
      expect(await spanish.getAttribute('aria-selected')).toBe('true');
      expect(await spanish.evaluate((el) => el === document.activeElement)).toBe(true);
      await fillTexts(page, {
        title: `El guardián del faro ${stamp}`,
        tagline: 'Una tormenta, una lámpara, una larga noche.',
        genre: 'Drama',
        description: 'Una obra nueva.\n\nCon música en vivo.',
        credits: 'De Ana Ruiz.',
        ageGuidance: 'A partir de 10 años',
        contentNotes: 'Truenos fuertes.',
      });
      expect(await visibleText(spanish)).toContain(en('staff.season.production.tabComplete'));
      await axeClean(page, 'season-production-tabs-1280');
      await main(page)
        .getByRole('button', { name: en('staff.season.production.create') })
        .click();
      await until(
        () => new URL(page.url()).pathname,
        (path) => /^\/box-office\/season\/\d+$/.test(path),
      );
      productionPath = new URL(page.url()).pathname;
      await onPage(page, title);
      expect(await visibleText(main(page))).toContain(
        en('staff.season.missingIn').replace('{{languages}}', 'Deutsch, English (UK)'),
      );
      await axeClean(page, 'season-production-1280');

      // The first performance: its sale opening before its start is the contract's to check.
      await main(page)
        .getByRole('link', { name: en('staff.season.pages.addPerformance') })
        .click();
      await waitForPath(page, `${productionPath}/performances/new`);
      await onPage(page, en('staff.season.pages.newPerformance').replace('{{title}}', title));
      const startsAt = main(page).getByLabel(en('staff.season.performance.fields.startsAt'), {
        exact: true,
      });
      const onSaleAt = main(page).getByLabel(en('staff.season.performance.fields.onSaleAt'), {
        exact: true,
      });
      await startsAt.fill(newYork(30, '19:30'));
      await onSaleAt.fill(newYork(31, '10:00'));
      await main(page)
        .getByRole('button', { name: en('staff.season.performance.create') })
        .click();
      expect(await fieldError(page, en('staff.season.performance.fields.onSaleAt'))).toBe(
        en('staff.season.validation.onSaleAfterStart'),
      );
      await onSaleAt.fill(newYork(1, '10:00'));
      await axeClean(page, 'season-new-performance-1280');
      await main(page)
        .getByRole('button', { name: en('staff.season.performance.create') })
        .click();

      // Its prices: all-in with the fee inside, the base shown as they are typed.
      await until(
        () => new URL(page.url()).pathname,
        (path) => path.endsWith('/prices'),
      );
      const firstPrices = new URL(page.url()).pathname;
      await onPage(page, new RegExp(`^Prices of ${title}`));
      const adultA = cell(page, 'Adult, Band A, Online');
      await adultA.allIn.fill('48.50');
      await adultA.fee.fill('3.50');
      expect(await visibleText(main(page))).toContain(
        en('staff.season.prices.base').replace('{{amount}}', '$45.00'),
      );
      const seniorA = cell(page, 'Senior (65+), Band A, Online');
      await seniorA.allIn.fill('forty');
      await main(page)
        .getByRole('button', { name: en('staff.season.prices.save') })
        .click();
      expect(
        await fieldError(page, `Senior (65+), Band A, Online: ${en('staff.season.prices.allIn')}`),
      ).toBe(en('staff.season.validation.money'));
      await seniorA.allIn.fill('42.50');
      await seniorA.fee.fill('3.50');
      for (const [band, price] of [
        ['B', '38.50'],
        ['C', '28.50'],
      ] as const) {
        const adult = cell(page, `Adult, Band ${band}, Online`);
        await adult.allIn.fill(price);
        await adult.fee.fill('3.00');
      }
      await main(page)
        .getByRole('button', { name: en('staff.season.prices.save') })
        .click();
      expect(await textOf(main(page).getByRole('status').first())).toBe(
        en('staff.season.prices.saved'),
      );
      await axeClean(page, 'season-prices-1280');

      // The second performance starts with the first one's prices.
      await page.goto(`${productionPath}/performances/new`);
      await onPage(page, en('staff.season.pages.newPerformance').replace('{{title}}', title));
      await main(page)
        .getByLabel(en('staff.season.performance.fields.startsAt'), { exact: true })
        .fill(newYork(31, '14:00'));
      await main(page)
        .getByLabel(en('staff.season.performance.fields.onSaleAt'), { exact: true })
        .fill(newYork(1, '10:00'));
      await main(page)
        .getByRole('button', { name: en('staff.season.performance.create') })
        .click();
      await until(
        () => new URL(page.url()).pathname,
        (path) => path.endsWith('/prices') && path !== firstPrices,
      );
      await onPage(page, new RegExp(`^Prices of ${title}`));
      expect(await cell(page, 'Adult, Band A, Online').allIn.inputValue()).toBe('48.50');

      // Both on sale now: the storefront's own state, "Get tickets".
      await page.goto(productionPath);
      await onPage(page, title);
      const putOnSale = main(page).getByRole('button', {
        name: new RegExp(en('staff.season.performances.putOnSale')),
      });
      await until(
        () => putOnSale.count(),
        (n) => n === 2,
      );
      for (let left = 2; left > 0; left--) {
        await putOnSale.first().click();
        await until(
          () => putOnSale.count(),
          (n) => n === left - 1,
        );
      }
      const states = await main(page).getByRole('row').allInnerTexts();
      expect(states.filter((row) => row.includes(en('availability.1.label')))).toHaveLength(2);
      await axeClean(page, 'season-production-on-sale-1280');
    });

    // The storefront, in Spanish: the production, its performances and all-in prices.
    await withPage({ viewport: DESKTOP, locale: 'es' }, async (page) => {
      await page.goto(`/events/${slug}`);
      await onPage(page, `El guardián del faro ${stamp}`);
      const text = await visibleText(main(page));
      expect(text).toContain('Una tormenta, una lámpara, una larga noche.');
      expect(text).toContain('$48.50');
      expect(text).toContain(message('es', 'availability.1.label'));
    });
  });
});
