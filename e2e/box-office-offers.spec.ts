/**
 * Offer set-up in a real browser (issue 13): a box-office manager makes a promo code and a fund
 * through their forms. Bad input shows the contract's translated message by each field and
 * creates nothing; the good form creates the record, which the storefront then takes (a buyer's
 * basket applies the code, the donation page's funds list the fund). Box-office staff see the
 * lists but no form. axe finds nothing serious at 1280 px and 390 px (screenshots in
 * test-results/screenshots).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import type { FundsResponse } from '../src/shared/contracts/donations.ts';
import type { PromoCode } from '../src/shared/contracts/promo-code-setup.ts';
import { axeClean, browserSession, DESKTOP, PHONE } from './support/browser.ts';
import { fieldError, onPage } from './support/season.ts';
import { en, fetchListings, main, message, textOf, until, visibleText } from './support/site.ts';
import { createStaffMember, signInNewStaffByApi } from './support/staff.ts';
import { visitorHeaders } from './support/visitor.ts';

/** A group of fields (a fieldset) by its legend ("(optional)" may follow it). */
const group = (page: Page, legend: string) =>
  main(page).getByRole('group', { name: new RegExp(`^${legend.replace(/[()?.*+]/g, '\\$&')}`) });

/** The US English field of a text written in six languages, in its fieldset. */
const englishOf = (page: Page, legend: string) =>
  group(page, legend).getByRole('textbox', { name: /^English \(US\)/ });

/** The id after the page's path prefix, once the page has gone there. */
const idAfter = (page: Page, prefix: string) =>
  until(
    () => new URL(page.url()).pathname.match(new RegExp(`^${prefix}/(\\d+)$`))?.[1],
    (id) => id !== undefined,
    { timeout: 30_000 },
  ).then(Number);

describe('offer set-up in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('a manager makes a promo code and a fund through their forms; the storefront takes both', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now() % 1_000_000;
    const code = `FRIENDS-${stamp}`;
    const fundName = `Lighting Fund ${stamp}`;
    const manager = await createStaffMember(baseUrl, 'manager');

    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, manager);
      const promoCodes = async () =>
        (await (await page.request.get('/api/box-office/promo-codes')).json()) as {
          promoCodes: PromoCode[];
        };
      const before = (await promoCodes()).promoCodes.length;

      // The promo code's form: a code that is not one and a percentage above 100.
      await page.goto('/box-office/promo-codes');
      await onPage(page, en('staff.offers.promo.title'));
      await axeClean(page, 'offers-promo-list-1280');
      await main(page)
        .getByRole('link', { name: en('staff.offers.promo.newLink') })
        .click();
      await page.waitForURL('**/box-office/promo-codes/new');
      await main(page).getByLabel(en('staff.offers.promo.code'), { exact: true }).fill('x!');
      await main(page).getByLabel(en('staff.offers.promo.discountPercent')).check();
      await main(page).getByLabel(en('staff.offers.promo.percent'), { exact: true }).fill('150');
      await main(page)
        .getByRole('button', { name: en('staff.offers.promo.create') })
        .click();
      expect(await fieldError(page, en('staff.offers.promo.code'))).toBe(
        en('staff.offers.validation.code'),
      );
      expect(await fieldError(page, en('staff.offers.promo.percent'))).toBe(
        en('staff.offers.validation.discountPercent'),
      );
      await axeClean(page, 'offers-promo-errors-1280');
      expect((await promoCodes()).promoCodes).toHaveLength(before);

      // Put right: created, and on its own page.
      await main(page).getByLabel(en('staff.offers.promo.code'), { exact: true }).fill(code);
      await main(page).getByLabel(en('staff.offers.promo.percent'), { exact: true }).fill('15');
      await englishOf(page, en('staff.offers.promo.description')).fill('Friends: 15% off');
      await main(page)
        .getByLabel(`${en('staff.offers.promo.usageLimit')} ${en('account.form.optional')}`, {
          exact: true,
        })
        .fill('5');
      await main(page)
        .getByRole('button', { name: en('staff.offers.promo.create') })
        .click();
      const promoId = await idAfter(page, '/box-office/promo-codes');
      await until(
        () => visibleText(main(page)),
        (text) => text.includes(en('staff.offers.promo.created').replace('{{code}}', code)),
      );
      const made = (await promoCodes()).promoCodes.find((p) => p.id === promoId);
      expect(made).toMatchObject({ code, discountPercent: 15, usageLimit: 5, uses: 0 });

      // A fund: the US English name is required (the storefront's fallback).
      await page.goto('/box-office/funds/new');
      await onPage(page, en('staff.offers.fund.newLink'));
      await group(page, en('staff.offers.fund.name'))
        .getByRole('textbox', { name: /^Español/ })
        .fill(`Fondo de iluminación ${stamp}`);
      await main(page)
        .getByRole('button', { name: en('staff.offers.fund.create') })
        .click();
      const englishName = englishOf(page, en('staff.offers.fund.name'));
      await until(
        () => englishName.getAttribute('aria-invalid'),
        (value) => value === 'true',
      );
      expect(await textOf(group(page, en('staff.offers.fund.name')))).toContain(
        en('staff.offers.validation.englishRequired'),
      );
      await axeClean(page, 'offers-fund-errors-1280');
      await englishName.fill(fundName);
      await englishOf(page, en('staff.offers.fund.description')).fill('New lights for the stage.');
      await main(page)
        .getByLabel(new RegExp(`^${en('staff.offers.fund.goal')}`))
        .fill('5000');
      await main(page)
        .getByRole('button', { name: en('staff.offers.fund.create') })
        .click();
      await idAfter(page, '/box-office/funds');
      await until(
        () => visibleText(main(page)),
        (text) => text.includes(en('staff.offers.fund.created').replace('{{name}}', fundName)),
      );
      await axeClean(page, 'offers-fund-1280');
      await page.setViewportSize(PHONE);
      await page.goto('/box-office/promo-codes');
      await onPage(page, en('staff.offers.promo.title'));
      expect(await visibleText(main(page))).toContain(code);
      await axeClean(page, 'offers-promo-list-390');
    });

    // The storefront: the donation page's funds in Spanish, and a buyer's basket takes the code.
    const funds = (await (
      await fetch(`${baseUrl}/api/funds?lang=es`, { headers: visitorHeaders() })
    ).json()) as FundsResponse;
    expect(funds.funds.map((fund) => fund.name)).toContain(`Fondo de iluminación ${stamp}`);
    const { performances } = await fetchListings(baseUrl);
    const onSale = performances.find((p) => p.venue.id === 29 && p.state === 1);
    if (!onSale) throw new Error('no on-sale Main Stage performance');
    await withPage({ viewport: DESKTOP }, async (page) => {
      const held = await page.request.post(`${baseUrl}/api/cart/seats`, {
        data: { performanceId: onSale.id, bestAvailable: { quantity: 1 } },
        headers: { Origin: baseUrl },
      });
      expect(held.status()).toBe(200);
      expect(((await held.json()) as AddSeatsResponse).cart.totals.discount?.amount ?? 0).toBe(0);
      const applied = await page.request.put(`${baseUrl}/api/cart/promo`, {
        data: { code: code.toLowerCase() },
        headers: { Origin: baseUrl },
      });
      expect(applied.status(), await applied.text()).toBe(200);
      expect(((await applied.json()) as Cart).totals.discount?.amount ?? 0).toBeGreaterThan(0);
    });

    // Box-office staff read the lists; the forms are the managers'.
    const clerk = await createStaffMember(baseUrl, 'staff');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, clerk);
      await page.goto('/box-office/promo-codes');
      await onPage(page, en('staff.offers.promo.title'));
      expect(await visibleText(main(page))).toContain(code);
      expect(
        await main(page)
          .getByRole('link', { name: en('staff.offers.promo.newLink') })
          .count(),
      ).toBe(0);
      expect(await visibleText(main(page))).toContain(message('en-US', 'staff.offers.readOnly'));
    });
  });
});
