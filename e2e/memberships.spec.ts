/**
 * Memberships in a real browser (issue 12): the levels from the ways to give, a level's page
 * signed out (sign in and come back), the form's refusal and a monthly plan into the cart, tickets
 * of a members' presale held with it, the removal that empties the cart asked first in a dialog,
 * then the checkout's membership terms (agreed before going on) and the review. Each page checked
 * with axe at 390 and 1280 px, in en-US and es. A server of this file's own, so the demo
 * customers' sign-ins (rate-limited per address) do not count against other files.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import { membershipLinesOf, ticketLinesOf } from '../src/shared/contracts/cart.ts';
import type { MembershipLevelsResponse } from '../src/shared/contracts/memberships.ts';
import type { Locale } from '../src/shared/locales.ts';
import { formatMoney } from '../src/shared/money.ts';
import { ServerProcess } from '../src/testing/server-process-fixture.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import {
  englishOnlyStrings,
  findPerformance,
  main,
  message,
  settle,
  textOf,
  until,
  waitForPath,
} from './support/site.ts';

let server: ServerProcess;
beforeAll(async () => {
  server = await ServerProcess.create();
  await server.start();
}, 180_000);
afterAll(async () => {
  await server?.destroy();
});

const url = (path: string) => `${server.baseUrl}${path}`;

function say(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let text = message(locale, key);
  for (const [name, value] of Object.entries(values))
    text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}

/** Screenshotted, free of serious axe findings and of sideways scrolling, at both widths. */
async function checkBothWidths(page: Page, name: string) {
  const start = page.viewportSize() ?? PHONE;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    await screenshot(page, `memberships-${name}-${size.width}`);
    expect(await seriousAxeViolations(page), `${name} at ${size.width}px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(start);
}

async function signIn(page: Page, locale: Locale, email: string, password: string) {
  await main(page).getByLabel(say(locale, 'auth.fields.email'), { exact: true }).fill(email);
  await main(page)
    .getByRole('button', { name: say(locale, 'auth.login.continue') })
    .click();
  const field = main(page).getByLabel(say(locale, 'auth.fields.password'), { exact: true });
  await field.waitFor();
  await field.fill(password);
  await main(page)
    .getByRole('button', { name: say(locale, 'auth.login.submit'), exact: true })
    .click();
}

async function levels(locale: Locale): Promise<MembershipLevelsResponse['levels']> {
  const response = await fetch(url(`/api/memberships?lang=${locale}`));
  return ((await response.json()) as MembershipLevelsResponse).levels;
}

const cartOf = async (page: Page) =>
  (await (await page.request.get(url('/api/cart'))).json()) as Cart;

describe('memberships in the browser', () => {
  const withPage = browserSession('about:blank');

  it.each([
    { locale: 'en-US' as Locale, viewport: PHONE },
    { locale: 'es' as Locale, viewport: DESKTOP },
  ])(
    '$locale at $viewport.width px: levels → sign in → a monthly plan → tickets → removal asked → terms → review',
    async ({ locale, viewport }) => {
      const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
      const all = await levels(locale);
      const supporter = all.find((level) => level.slug === 'supporter');
      const friend = all.find((level) => level.slug === 'friend');
      if (!supporter || !friend) throw new Error('the demo has Supporter and Friend levels');
      const monthly = supporter.prices.find((price) => price.option === 'monthly');
      const once = friend.prices.find((price) => price.option === 'one-off');
      if (!monthly || !once) throw new Error('the demo’s Supporter is monthly, its Friend one-off');
      const { email, password } = DEMO_CUSTOMERS.maria;
      const english = locale === 'en-US' ? [] : englishOnlyStrings(locale);

      await withPage({ locale, viewport }, async (page) => {
        // The ways to give lead to the levels: each a card with its prices, none held.
        await page.goto(url('/contributions'));
        await settle(page);
        await main(page)
          .getByRole('link', { name: t('memberships.ways.link') })
          .click();
        await waitForPath(page, '/contributions/memberships');
        await settle(page);
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
          t('memberships.list.title'),
        );
        for (const level of all)
          expect(
            await main(page)
              .getByRole('heading', { level: 2, name: level.name, exact: true })
              .count(),
          ).toBe(1);
        const listed = await textOf(main(page));
        expect(listed).toContain(
          t('memberships.price.monthly', { amount: formatMoney(monthly.amount, locale) }),
        );
        expect(listed).not.toContain(t('errors.NO_MEMBERSHIPS_AVAILABLE'));
        for (const text of english) expect(listed, locale).not.toContain(text);
        await checkBothWidths(page, `levels-${locale}`);

        // Signed out, a level's page says membership needs an account, and comes back after.
        await main(page)
          .getByRole('link', { name: t('memberships.level.joinNamed', { name: supporter.name }) })
          .click();
        await waitForPath(page, '/contributions/memberships/supporter');
        await settle(page);
        expect(await main(page).locator('form').count()).toBe(0);
        await checkBothWidths(page, `level-signed-out-${locale}`);
        await main(page)
          .getByRole('region', { name: t('memberships.form.signInTitle') })
          .getByRole('link', { name: t('memberships.form.signIn') })
          .click();
        await waitForPath(
          page,
          '/login',
          `?returnTo=${encodeURIComponent('/contributions/memberships/supporter')}`,
        );
        await signIn(page, locale, email, password);
        await waitForPath(page, '/contributions/memberships/supporter');
        await settle(page);

        // Nothing chosen: refused, said in a summary that takes the focus.
        const submit = main(page).getByRole('button', { name: t('memberships.form.submit') });
        await submit.click();
        await until(
          () => page.evaluate(() => document.activeElement?.className ?? ''),
          (name) => name.includes('error-summary'),
        );
        expect(await textOf(main(page).locator('.error-summary'))).toContain(
          t('memberships.errors.paymentOptionRequired'),
        );
        // The monthly plan: charged each month until stopped, the card kept (said so).
        const options = main(page).getByRole('group', { name: t('memberships.form.optionLegend') });
        await options
          .getByRole('radio', { name: new RegExp(t('memberships.option.monthly')) })
          .check();
        expect(await textOf(options)).toContain(
          t('memberships.charge.monthly', { amount: formatMoney(monthly.amount, locale) }),
        );
        expect(await textOf(options)).toContain(t('memberships.form.planNote'));
        await checkBothWidths(page, `form-${locale}`);
        await submit.click();

        // The basket: the membership, its plan and its first payment, and a total line.
        await waitForPath(page, '/basket');
        await settle(page);
        const membership = main(page).getByRole('region', { name: t('memberships.basket.title') });
        const shown = await textOf(membership);
        expect(shown).toContain(supporter.name);
        expect(shown).toContain(t('memberships.option.monthly'));
        expect(shown).toContain(t('memberships.line.untilStopped'));
        expect(await textOf(main(page).locator('.totals-memberships'))).toContain(
          formatMoney(monthly.amount, locale),
        );
        const [line] = membershipLinesOf(await cartOf(page));
        expect(line).toMatchObject({ levelId: supporter.id, paymentOption: 'monthly' });

        // Tickets of a members' presale, now open to this cart and at members' prices.
        const presale = await findPerformance(server.baseUrl, {
          slug: 'our-town',
          state: AvailabilityState.PRIORITY,
        });
        const held = await page.request.post(url(`/api/cart/seats?lang=${locale}`), {
          data: { performanceId: presale.id, bestAvailable: { quantity: 2 } },
          headers: { Origin: server.baseUrl },
        });
        expect(held.status()).toBe(200);
        expect(ticketLinesOf(((await held.json()) as AddSeatsResponse).cart)).toHaveLength(2);
        await page.reload();
        await settle(page);
        await checkBothWidths(page, `basket-${locale}`);

        // Removing it would empty the cart: asked first, in a dialog that starts on Cancel.
        const remove = main(page).getByRole('button', {
          name: t('memberships.basket.removeNamed', { name: supporter.name }),
        });
        await remove.click();
        const dialog = page.getByRole('dialog', { name: t('memberships.remove.title') });
        await dialog.waitFor();
        expect(await textOf(dialog)).toContain(t('memberships.remove.text'));
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
          t('memberships.remove.cancel'),
        );
        expect(await seriousAxeViolations(page), 'the dialog').toEqual([]);
        await page.keyboard.press('Escape');
        await until(
          () => dialog.count(),
          (n) => n === 0,
        );
        expect((await cartOf(page)).lines).toHaveLength(3);
        await remove.click();
        await dialog.getByRole('button', { name: t('memberships.remove.confirm') }).click();
        await until(
          async () => (await cartOf(page)).lines.length,
          (n) => n === 0,
        );
        await until(
          () => textOf(main(page).locator('p.visually-hidden[role="status"]')),
          (said) => said === t('memberships.basket.removedEmptied', { name: supporter.name }),
        );

        // A one-off year that renews by itself, then the checkout's membership terms.
        await page.goto(url('/contributions/memberships/friend'));
        await settle(page);
        await options
          .getByRole('radio', { name: new RegExp(t('memberships.option.oneOff')) })
          .check();
        await main(page).getByLabel(t('memberships.form.autoRenew')).check();
        await submit.click();
        await waitForPath(page, '/basket');
        await main(page)
          .getByRole('link', { name: t('basket.checkout') })
          .click();
        await waitForPath(page, '/checkout/account');
        await main(page)
          .getByRole('link', { name: t('memberships.terms.continueTo') })
          .click();
        await waitForPath(page, '/checkout/memberships');
        await settle(page);
        // Review cannot be reached before the terms are agreed to.
        await page.goto(url('/checkout/review'));
        await waitForPath(page, '/checkout/memberships');
        await settle(page);
        const terms = await textOf(main(page));
        expect(terms).toContain(friend.name);
        expect(terms).toContain(
          t('memberships.terms.cardKeptRenewal', { amount: formatMoney(once.amount, locale) }),
        );
        await checkBothWidths(page, `terms-${locale}`);
        const go = main(page).getByRole('button', { name: t('checkout.continueToReview') });
        await go.click();
        expect(await textOf(main(page).locator('.error-summary'))).toContain(
          t('memberships.terms.agreeRequired'),
        );
        await main(page).getByLabel(t('memberships.terms.agree')).check();
        await go.click();
        await waitForPath(page, '/checkout/review');
        await settle(page);
        const review = main(page).getByRole('region', { name: t('memberships.basket.title') });
        expect(await textOf(review)).toContain(friend.name);
        expect(await textOf(review)).toContain(t('memberships.line.autoRenew'));
        await checkBothWidths(page, `review-${locale}`);
        // Leave the demo customer's cart as it was found.
        await page.request.delete(url('/api/cart'), { headers: { Origin: server.baseUrl } });
      });
    },
    240_000,
  );

  it('a monthly gift: offered signed in only, sent as monthly, said monthly in the basket', async () => {
    const t = (key: string, values?: Record<string, string | number>) => say('en-US', key, values);
    const { email, password } = DEMO_CUSTOMERS.daniel;
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(url('/contributions/donations/1'));
      await settle(page);
      expect(await main(page).getByLabel(t('donations.form.monthly')).count()).toBe(0);
      await main(page)
        .getByRole('link', { name: t('donations.form.monthlySignInLink') })
        .click();
      await waitForPath(
        page,
        '/login',
        `?returnTo=${encodeURIComponent('/contributions/donations/1')}`,
      );
      await signIn(page, 'en-US', email, password);
      await waitForPath(page, '/contributions/donations/1');
      await settle(page);
      await main(page).getByRole('radio', { name: '$25' }).check();
      const monthly = main(page).getByLabel(t('donations.form.monthly'));
      expect(await monthly.getAttribute('aria-describedby')).toBe('donate-monthly-hint');
      await monthly.check();
      await main(page)
        .getByRole('button', { name: t('donations.form.submit') })
        .click();
      await waitForPath(page, '/basket');
      await settle(page);
      const gifts = main(page).getByRole('region', { name: t('donations.basket.title') });
      expect(await textOf(gifts)).toContain(t('donations.basket.monthly'));
      expect(await textOf(gifts)).toContain(t('donations.basket.perMonth', { amount: '$25.00' }));
      const cart = await cartOf(page);
      expect(cart.lines).toMatchObject([{ kind: 'donation', recurring: 'monthly' }]);
      await screenshot(page, 'memberships-monthly-gift-basket-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.request.delete(url('/api/cart'), { headers: { Origin: server.baseUrl } });
    });
  }, 120_000);
});
