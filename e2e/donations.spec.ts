/**
 * Donations in a real browser (issue 10): choose a fund, give an "Other" amount with a tribute
 * by keyboard only, the gift in the basket, sign in, review and pay on the test gateway, the
 * confirmation; in en-US, es and ht, each page checked with axe (and screenshotted) at 390 and
 * 1280 px. Then the basket's Annual Fund upsell in a cart with tickets, paid as a mixed order, and
 * the form's refusals (bad amounts, a closed or unknown fund). A server of this file's own, so the
 * demo customer's sign-ins (rate-limited per address) do not count against other files.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import { donationLinesOf } from '../src/shared/contracts/cart.ts';
import type { FundsResponse } from '../src/shared/contracts/donations.ts';
import type { Locale } from '../src/shared/locales.ts';
import { formatMoney, formatMoneyShort, usd } from '../src/shared/money.ts';
import { ServerProcess } from '../src/testing/server-process-fixture.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import { agreeAndGoToPayment, payOnTestGateway } from './support/checkout.ts';
import {
  fetchListings,
  main,
  message,
  pageText,
  settle,
  textOf,
  until,
  waitForHtmlLang,
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

/** A message in `locale` with its placeholders filled. */
function say(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let text = message(locale, key);
  for (const [name, value] of Object.entries(values))
    text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}

/** The plural form a message takes for `count` (the files' `_one` / `_other`). */
const plural = (locale: Locale, key: string, count: number) =>
  say(locale, `${key}_${new Intl.PluralRules(locale).select(count)}`, { count });

const otherWidth = (viewport: { width: number }) =>
  viewport.width === PHONE.width ? DESKTOP : PHONE;

/**
 * The page at rest, screenshotted and free of serious axe findings and of sideways scrolling, at
 * the width it is shown at and at the other one, then back.
 */
async function checkBothWidths(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
) {
  for (const size of [viewport, otherWidth(viewport)]) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    await settle(page);
    await screenshot(page, `donations-${name}-${size.width}`);
    expect(await seriousAxeViolations(page), `${name} at ${size.width}px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(viewport);
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

/** Presses Tab until the element matching `selector` has the focus (keyboard only). */
async function tabTo(page: Page, selector: string, most = 25) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function funds(locale: Locale): Promise<FundsResponse['funds']> {
  const response = await fetch(url(`/api/funds?lang=${locale}`));
  return ((await response.json()) as FundsResponse).funds;
}

interface Journey {
  locale: Locale;
  viewport: { width: number; height: number };
  /** The "Other" amount as a reader of this language types it, and what it is in cents. */
  typed: string;
  cents: number;
  tribute: 'honour' | 'memory';
  email?: string;
}

const JOURNEYS: Journey[] = [
  { locale: 'en-US', viewport: PHONE, typed: '1,234.5', cents: 123_450, tribute: 'memory' },
  {
    locale: 'es',
    viewport: DESKTOP,
    typed: '250.75',
    cents: 25_075,
    tribute: 'honour',
    email: 'ana@example.com',
  },
  { locale: 'ht', viewport: PHONE, typed: '75', cents: 7500, tribute: 'honour' },
];

describe('donations in the browser', () => {
  const withPage = browserSession('about:blank');

  it.each(JOURNEYS)(
    '$locale at $viewport.width px: fund → Other amount by keyboard → tribute → cart → sign in → review → paid → thanked',
    async ({ locale, viewport, typed, cents, tribute, email }) => {
      const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
      const money = (amount: number) => formatMoney(usd(amount), locale);
      const [, education] = await funds(locale);
      if (!education?.goal) throw new Error('the demo’s Education & Outreach fund has a goal');
      const goal = education.goal;
      const { email: login, password } = DEMO_CUSTOMERS.maria;

      await withPage({ locale, viewport }, async (page) => {
        // The header's "Donate" leads to the funds; an appeal code in the address goes along.
        await page.goto(url('/'));
        await settle(page);
        await waitForHtmlLang(page, locale);
        await page
          .getByRole('banner')
          .getByRole('link', { name: t('nav.donate') })
          .click();
        await waitForPath(page, '/contributions/donations');
        await page.goto(url('/contributions/donations?appeal=spring26'));
        await settle(page);
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
          t('donations.funds.title'),
        );
        // Open funds are links with their goal in words; the closed one is marked, no link.
        const fundList = await funds(locale);
        for (const fund of fundList.filter((f) => f.open))
          expect(await main(page).getByRole('link', { name: fund.name, exact: true }).count()).toBe(
            1,
          );
        const closed = fundList.find((f) => !f.open);
        if (!closed) throw new Error('the demo has a closed fund');
        expect(await main(page).getByRole('link', { name: closed.name }).count()).toBe(0);
        const closedSection = main(page).getByRole('region', {
          name: t('donations.funds.closedTitle'),
        });
        expect(await textOf(closedSection)).toContain(t('donations.funds.closed'));
        expect(await textOf(main(page))).toContain(formatMoneyShort(goal, locale));
        await checkBothWidths(page, `funds-${locale}`, viewport);

        await main(page).getByRole('link', { name: education.name, exact: true }).click();
        await waitForPath(page, `/contributions/donations/${education.id}`, '?appeal=spring26');
        await settle(page);
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(education.name);

        // The form by keyboard only: Tab into the amounts, arrows to "Other", the amount typed.
        await tabTo(page, 'input[name="amount"]');
        const presets = main(page).getByRole('group', { name: t('donations.form.amountLegend') });
        for (const preset of [2500, 10_000, 50_000, 100_000])
          expect(
            await presets
              .getByRole('radio', { name: formatMoneyShort(usd(preset), locale) })
              .count(),
          ).toBe(1);
        for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
        expect(await focusedId(page)).toBe('donate-amount-other');
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('donate-otherAmount');
        await page.keyboard.type(typed);
        // Signed out, a monthly gift is offered by signing in first (issue 12): a link.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
          t('donations.form.monthlySignInLink'),
        );
        // The donor-list name, then the tribute: in honour or in memory, a name, maybe an e-mail.
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('donate-recognitionName');
        await page.keyboard.type('The Rivera Family');
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('donate-anonymous');
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('donate-tribute-none');
        await page.keyboard.press('ArrowDown');
        if (tribute === 'memory') await page.keyboard.press('ArrowDown');
        expect(await focusedId(page)).toBe(`donate-tribute-${tribute}`);
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('donate-tributeName');
        await page.keyboard.type('Rosa Rivera');
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('donate-tributeEmail');
        if (email) await page.keyboard.type(email);
        await checkBothWidths(page, `form-${locale}`, viewport);
        await tabTo(page, 'button[type="submit"]');
        await page.keyboard.press('Enter');

        // The cart: the gift with its tribute and name, said at the top, in the totals.
        await waitForPath(page, '/basket');
        await settle(page);
        const notice = main(page).getByRole('status').filter({ hasText: education.name });
        expect(await textOf(notice)).toBe(
          t('donations.basket.added', { amount: money(cents), fund: education.name }),
        );
        const gifts = main(page).getByRole('region', { name: t('donations.basket.title') });
        const giftsText = await textOf(gifts);
        expect(giftsText).toContain(education.name);
        expect(giftsText).toContain(money(cents));
        expect(giftsText).toContain(
          t(tribute === 'honour' ? 'donations.basket.honour' : 'donations.basket.memory', {
            name: 'Rosa Rivera',
          }),
        );
        expect(giftsText).toContain(
          t('donations.basket.recognition', { name: 'The Rivera Family' }),
        );
        expect(
          await gifts
            .getByRole('button', {
              name: t('donations.basket.removeNamed', { fund: education.name }),
            })
            .count(),
        ).toBe(1);
        // The cart holds the gift as given, the appeal from the address with it.
        const held = (await (await page.request.get(url('/api/cart'))).json()) as Cart;
        expect(donationLinesOf(held)).toMatchObject([
          {
            fundId: education.id,
            amount: { amount: cents },
            appeal: 'SPRING26',
            recognitionName: 'The Rivera Family',
            anonymous: false,
            tribute: { kind: tribute, name: 'Rosa Rivera', notifyEmail: email ?? null },
          },
        ]);
        expect(await textOf(main(page).locator('.totals-donations'))).toContain(money(cents));
        expect(await textOf(main(page).locator('.totals-total'))).toContain(money(cents));
        // Not an empty cart; no seats, so no hold timer, delivery or refund protection.
        expect(await main(page).getByText(t('basket.empty')).count()).toBe(0);
        expect(await main(page).locator('.checkout-hold').count()).toBe(0);
        expect(await main(page).locator('#refund-protection').count()).toBe(0);
        expect(await pageText(page)).not.toContain(t('basket.totals.delivery'));
        // The steps of a gift: basket, account, review, payment.
        expect(await textOf(main(page).locator('.checkout-step-count'))).toBe(
          t('checkout.steps.count', { step: 1, total: 4 }),
        );
        expect(
          await page
            .getByRole('banner')
            .getByRole('link', { name: plural(locale, 'nav.basketItems', 1) })
            .count(),
        ).toBe(1);
        await checkBothWidths(page, `basket-${locale}`, viewport);

        // Check out: sign in, and straight on to review (no delivery, no household).
        await main(page)
          .getByRole('link', { name: t('basket.checkout') })
          .click();
        await waitForPath(page, '/checkout/account');
        await main(page)
          .getByRole('link', { name: t('checkout.account.signIn') })
          .click();
        await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/checkout/review')}`);
        await signIn(page, locale, login, password);
        await waitForPath(page, '/checkout/review');
        await settle(page);
        const review = await textOf(main(page));
        expect(review).toContain(education.name);
        expect(review).toContain(money(cents));
        // No tickets, delivery or access notes to review (the terms still speak of tickets).
        for (const key of [
          'checkout.review.delivery',
          'checkout.review.tickets',
          'checkout.addresses.title',
          'checkout.household.holder',
        ])
          expect(
            await main(page)
              .getByRole('heading', { name: t(key) })
              .count(),
            key,
          ).toBe(0);
        expect(await main(page).getByLabel(t('checkout.review.accessNotes')).count()).toBe(0);
        await checkBothWidths(page, `review-${locale}`, viewport);
        await agreeAndGoToPayment(page, locale);

        // Pay on the test gateway.
        await settle(page);
        expect(
          await textOf(main(page).getByRole('region', { name: t('checkout.payment.summary') })),
        ).toContain(plural(locale, 'donations.payment.gifts', 1));
        await main(page)
          .getByRole('button', { name: t('checkout.payment.pay', { amount: money(cents) }) })
          .click();
        await payOnTestGateway(page, '4242 4242 4242 4242', locale);

        // Thanked for the gift: the number, the fund, nothing about tickets or their delivery.
        await waitForPath(page, '/order/confirmed');
        await settle(page);
        const number = new URL(page.url()).searchParams.get('order') ?? '';
        const confirmed = await textOf(main(page));
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
          t('donations.confirmed.title'),
        );
        expect(confirmed).toContain(number);
        expect(confirmed).toContain(education.name);
        expect(confirmed).toContain(t('donations.confirmed.thanks'));
        expect(confirmed).toContain(t('donations.confirmed.help'));
        for (const key of [
          'order.confirmed.title',
          'order.confirmed.nextTitle',
          'basket.totals.delivery',
          'basket.totals.subtotal',
        ])
          expect(confirmed, key).not.toContain(t(key));
        expect(confirmed).not.toContain(plural(locale, 'order.confirmed.tickets', 0));
        await checkBothWidths(page, `confirmed-${locale}`, viewport);
        // The cart is empty again (the header is back outside the payment pages).
        await page.goto(url('/contributions'));
        await settle(page);
        expect(
          await page
            .getByRole('banner')
            .getByRole('link', { name: plural(locale, 'nav.basketCount', 0) })
            .count(),
        ).toBe(1);
      });
    },
    // Two widths of axe on five pages, a sign-in and a payment: more than the default minute.
    240_000,
  );

  it('a cart with tickets offers a small gift to the Annual Fund: one tap, removable, paid with the seats', async () => {
    const locale: Locale = 'en-US';
    const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
    const money = (amount: number) => formatMoney(usd(amount), locale);
    const { performances } = await fetchListings(server.baseUrl);
    const performance = performances.find(
      (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
    );
    if (!performance) throw new Error('no on-sale Main Stage performance');
    const [annual] = await funds(locale);
    if (!annual) throw new Error('no Annual Fund');
    const { email, password } = DEMO_CUSTOMERS.daniel;

    await withPage({ locale, viewport: DESKTOP }, async (page) => {
      const response = await page.request.post(url('/api/cart/seats'), {
        data: { performanceId: performance.id, bestAvailable: { quantity: 2 } },
        headers: { Origin: server.baseUrl },
      });
      expect(response.status()).toBe(200);
      const held = ((await response.json()) as AddSeatsResponse).cart;
      await page.goto(url('/basket'));
      await settle(page);

      // Offered, never chosen for the buyer: the cart has no gift until a tap.
      const upsell = main(page).getByRole('region', { name: t('donations.upsell.title') });
      expect(await textOf(upsell)).toContain(annual.name);
      expect(await upsell.getByRole('checkbox').count()).toBe(0);
      expect(
        await main(page)
          .getByRole('region', { name: t('donations.basket.title') })
          .count(),
      ).toBe(0);
      const before = await textOf(main(page).locator('.totals-total'));
      expect(before).toContain(money(held.totals.total.amount));
      await screenshot(page, 'donations-upsell-1280');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await upsell
        .getByRole('button', { name: t('donations.upsell.add', { amount: '$10' }) })
        .click();
      const gifts = main(page).getByRole('region', { name: t('donations.basket.title') });
      await gifts.waitFor();
      expect(await textOf(gifts)).toContain(annual.name);
      expect(await textOf(gifts)).toContain(money(1000));
      expect(await upsell.count()).toBe(0);
      await until(
        () => textOf(main(page).locator('.totals-total')),
        (text) => text.includes(money(held.totals.total.amount + 1000)),
      );
      expect(
        await page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).count(),
      ).toBe(1);
      // The hold timer still counts down for the seats.
      expect(await main(page).locator('.checkout-hold').count()).toBe(1);
      await settle(page);
      await screenshot(page, 'donations-mixed-basket-1280');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Removable like any gift (by keyboard), and the offer comes back.
      const remove = gifts.getByRole('button', {
        name: t('donations.basket.removeNamed', { fund: annual.name }),
      });
      await remove.focus();
      await page.keyboard.press('Enter');
      await upsell.waitFor();
      expect(await gifts.count()).toBe(0);
      expect(await textOf(main(page).getByRole('status').first())).toBe(
        t('donations.basket.removed', { fund: annual.name }),
      );
      await upsell
        .getByRole('button', { name: t('donations.upsell.add', { amount: '$5' }) })
        .click();
      await gifts.waitFor();
      const cart = (await (await page.request.get(url('/api/cart'))).json()) as Cart;
      expect(donationLinesOf(cart).map((l) => [l.fundId, l.amount.amount])).toEqual([
        [annual.id, 500],
      ]);

      // Checked out with the seats: delivery and the household step are there for the tickets.
      await main(page)
        .getByRole('link', { name: t('basket.checkout') })
        .click();
      await waitForPath(page, '/checkout/account');
      await main(page)
        .getByRole('link', { name: t('checkout.account.signIn') })
        .click();
      await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/checkout/delivery')}`);
      await signIn(page, locale, email, password);
      await waitForPath(page, '/checkout/delivery');
      await settle(page);
      await main(page).getByLabel(t('checkout.delivery.boxOffice')).check();
      await main(page)
        .getByRole('button', { name: t('checkout.continueToHousehold') })
        .click();
      await waitForPath(page, '/checkout/household');
      await settle(page);
      await main(page)
        .getByRole('button', { name: t('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await settle(page);
      const review = await textOf(main(page));
      expect(review).toContain(t('checkout.review.tickets'));
      expect(review).toContain(t('donations.basket.title'));
      expect(review).toContain(annual.name);
      await agreeAndGoToPayment(page, locale);
      await settle(page);
      const total = money(cart.totals.total.amount);
      expect(
        await textOf(main(page).getByRole('region', { name: t('checkout.payment.summary') })),
      ).toContain(`2 tickets · ${t('checkout.delivery.boxOffice')} · 1 gift`);
      await main(page)
        .getByRole('button', { name: `Pay ${total}` })
        .click();
      await payOnTestGateway(page, '4242 4242 4242 4242');

      // A booking, with the gift thanked for beside the tickets.
      await waitForPath(page, '/order/confirmed');
      await settle(page);
      const confirmed = await textOf(main(page));
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        t('order.confirmed.title'),
      );
      expect(confirmed).toContain(plural(locale, 'order.confirmed.tickets', 2));
      expect(confirmed).toContain(annual.name);
      expect(await textOf(main(page).locator('.donation-lines'))).toContain(money(500));
      expect(confirmed).toContain(t('donations.confirmed.thanks'));
      expect(await textOf(main(page).locator('.totals-donations'))).toContain(money(500));
      expect(await textOf(main(page).locator('.totals-total'))).toContain(total);
      await screenshot(page, 'donations-mixed-confirmed-1280');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }, 120_000);

  it('refuses bad amounts beside the field, says a closed or unknown fund in the API’s words', async () => {
    const locale: Locale = 'en-US';
    const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
    await withPage({ locale, viewport: PHONE }, async (page) => {
      await page.goto(url('/contributions/donations/1'));
      await settle(page);
      const submit = main(page).getByRole('button', { name: t('donations.form.submit') });
      const summary = main(page).locator('.error-summary');

      // Nothing chosen: the group says so, and the summary takes the focus.
      await submit.click();
      await summary.waitFor();
      await until(
        () => summary.evaluate((el) => el === document.activeElement),
        (focused) => focused,
      );
      const first = main(page).locator('#donate-amount');
      expect(await first.getAttribute('aria-invalid')).toBe('true');
      expect(await textOf(page.locator(`#${await first.getAttribute('aria-describedby')}`))).toBe(
        t('donations.errors.amountRequired'),
      );

      await main(page).getByLabel(t('donations.form.other'), { exact: true }).check();
      const field = main(page).getByLabel(t('donations.form.otherLabel'));
      const cases: [string, string][] = [
        ['', t('donations.errors.amountEmpty')],
        ['ten dollars', t('donations.errors.amountFormat', { example: '12.50' })],
        ['12.345', t('donations.errors.amountCents', { example: '12.50' })],
        ['0', t('donations.errors.amountMin', { min: '$1' })],
        ['-25', t('donations.errors.amountMin', { min: '$1' })],
        ['0.99', t('donations.errors.amountMin', { min: '$1' })],
        ['100,000.01', t('donations.errors.amountMax', { max: '$100,000' })],
      ];
      const error = page.locator('#donate-otherAmount-error');
      for (const [typed, expected] of cases) {
        await field.fill(typed);
        await submit.click();
        expect(
          await until(
            () => textOf(error),
            (text) => text === expected,
          ),
        ).toBe(expected);
        // Tied to the field (with its hint), and the field marked.
        const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
        expect(describedBy.split(' ').sort()).toEqual([
          'donate-otherAmount-error',
          'donate-otherAmount-hint',
        ]);
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        // Nothing went into the cart.
        const cart = await page.request.get(url('/api/cart'));
        if (cart.status() === 200)
          expect(donationLinesOf((await cart.json()) as Cart), typed).toEqual([]);
      }
      await settle(page);
      await screenshot(page, 'donations-form-errors-390');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A tribute needs a name; its e-mail, when given, must be one.
      await field.fill('20');
      await main(page).getByLabel(t('donations.form.tributeHonour')).check();
      await main(page).getByLabel(t('donations.form.tributeEmail')).fill('not-an-address');
      await submit.click();
      await until(
        () => textOf(summary),
        (text) => text.includes(t('donations.errors.tributeName')),
      );
      expect(await textOf(summary)).toContain(t('donations.errors.tributeEmail'));
      expect(
        await main(page).getByLabel(t('donations.form.tributeName')).getAttribute('aria-invalid'),
      ).toBe('true');

      // A closed fund and an unknown one: the API's words, and a way to another fund.
      await page.goto(url('/contributions/donations/4'));
      await settle(page);
      expect(await textOf(main(page).getByRole('alert'))).toBe(t('errors.FUND_CLOSED'));
      expect(await main(page).locator('form').count()).toBe(0);
      expect(
        await main(page)
          .getByRole('link', { name: t('donations.form.chooseAnother') })
          .count(),
      ).toBe(1);
      await page.goto(url('/contributions/donations/999'));
      await settle(page);
      expect(await textOf(main(page).getByRole('alert'))).toBe(t('errors.FUND_NOT_FOUND'));
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Not a fund id at all: the not-found page, with its 404.
      const notFound = await page.goto(url('/contributions/donations/abc'));
      expect(notFound?.status()).toBe(404);

      // The ways to give: donations, and the box office for anything else.
      await page.goto(url('/contributions'));
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(t('donations.ways.title'));
      expect(
        await main(page)
          .getByRole('link', { name: t('donations.ways.donateLink') })
          .count(),
      ).toBe(1);
      await screenshot(page, 'donations-ways-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }, 120_000);

  it('reads an amount in German conventions and a gift already given fills the form again', async () => {
    await withPage({ locale: 'de', viewport: PHONE }, async (page) => {
      const t = (key: string, values?: Record<string, string | number>) => say('de', key, values);
      await page.goto(url('/contributions/donations/3'));
      await settle(page);
      await waitForHtmlLang(page, 'de');
      await main(page).getByLabel(t('donations.form.other'), { exact: true }).check();
      await main(page).getByLabel(t('donations.form.otherLabel')).fill('1.000,50');
      await main(page)
        .getByRole('button', { name: t('donations.form.submit') })
        .click();
      await waitForPath(page, '/basket');
      await settle(page);
      // textOf makes the no-break space before "$" a plain one.
      expect(await textOf(main(page).locator('.donation-lines'))).toContain('1.000,50 $');

      // Change it: the form comes back filled, and giving again replaces the gift.
      await main(page).locator('.donation-line-actions a').click();
      await waitForPath(page, '/contributions/donations/3');
      await settle(page);
      expect(await main(page).getByLabel(t('donations.form.otherLabel')).inputValue()).toBe(
        '1000,50',
      );
      expect(await textOf(main(page).locator('.donation-replaces'))).toContain('1.000,50');
      await main(page).locator('#donate-amount-10000').check();
      await main(page)
        .getByRole('button', { name: t('donations.form.submit') })
        .click();
      await waitForPath(page, '/basket');
      await settle(page);
      const cart = (await (await page.request.get(url('/api/cart'))).json()) as Cart;
      expect(donationLinesOf(cart).map((l) => [l.fundId, l.amount.amount])).toEqual([[3, 10_000]]);
    });
  }, 120_000);
});
