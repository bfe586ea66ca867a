import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import { ticketLinesOf } from '../src/shared/contracts/cart.ts';
import { ALL_MESSAGES } from '../src/shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../src/shared/i18n/translate.ts';
import { LANG_COOKIE, LOCALES, type Locale } from '../src/shared/locales.ts';
import { formatMoney } from '../src/shared/money.ts';
import { registerByApi, signInByApi, uniqueEmail } from './support/account.ts';
import { browserSession, PHONE, screenshot, seriousAxeViolations } from './support/browser.ts';
import { agreeAndGoToPayment, payOnTestGateway } from './support/checkout.ts';
import {
  ENGLISH_MONTHS,
  ENGLISH_WEEKDAYS,
  englishOnlyStrings,
  findPerformance,
  main,
  pageText,
  settle,
  textOf,
  until,
  waitForPath,
} from './support/site.ts';

const tr = (locale: Locale) => (key: string, options?: TranslateOptions) =>
  translate(ALL_MESSAGES, locale, key, options);

/** Holds best-available seats in the page's browser context (the cart cookie lands there). */
async function hold(page: Page, baseUrl: string, performanceId: number, quantity = 2) {
  const response = await page.request.post(`${baseUrl}/api/cart/seats`, {
    data: { performanceId, bestAvailable: { quantity } },
    headers: { Origin: baseUrl },
  });
  if (response.status() !== 200) throw new Error(`hold answered ${response.status()}`);
  return ((await response.json()) as AddSeatsResponse).cart;
}

/**
 * A checkout page at rest: screenshot, axe clean (no serious or critical violation) and, in a
 * language other than US English, no US English left on it (no whole en-US message the
 * language translates, no English month or weekday).
 */
async function checkPage(page: Page, locale: Locale, name: string) {
  await settle(page);
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), name).toEqual([]);
  if (locale === 'en-US') return;
  const text = await pageText(page);
  expect(
    englishOnlyStrings(locale).filter((s) => text.includes(s)),
    name,
  ).toEqual([]);
  expect(text, name).not.toMatch(ENGLISH_MONTHS);
  expect(text, name).not.toMatch(ENGLISH_WEEKDAYS);
}

describe('checkout outcomes in the browser', () => {
  // PUBLIC_URL is the server's own address: the provider's return keeps the browser's cookies.
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('a new buyer in Haitian Creole: basket → register → delivery → review → declined, then paid → confirmed', async () => {
    const locale: Locale = 'ht';
    const t = tr(locale);
    const performance = await findPerformance(baseUrl, {
      slug: 'a-christmas-carol',
      state: AvailabilityState.GET_TICKETS,
    });
    const email = uniqueEmail('kreyol');
    await withPage({ locale, viewport: PHONE }, async (page) => {
      const cart: Cart = await hold(page, baseUrl, performance.id);
      const total = formatMoney(cart.totals.total, locale);

      await page.goto('/basket');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(t('basket.title'));
      await checkPage(page, locale, 'checkout-ht-basket-390');
      await main(page)
        .getByRole('link', { name: t('basket.checkout') })
        .click();

      // The account step: a new buyer registers, and comes back to delivery with the cart.
      await waitForPath(page, '/checkout/account');
      await checkPage(page, locale, 'checkout-ht-account-390');
      await main(page)
        .getByRole('link', { name: t('checkout.account.register') })
        .click();
      await waitForPath(page, '/register', `?returnTo=${encodeURIComponent('/checkout/delivery')}`);
      await checkPage(page, locale, 'checkout-ht-register-390');
      const form = main(page);
      await form.getByLabel(t('account.fields.firstName'), { exact: true }).fill('Wideline');
      await form.getByLabel(t('account.fields.lastName'), { exact: true }).fill('Jozèf');
      await form.getByLabel(t('auth.fields.email'), { exact: true }).fill(email);
      await form
        .getByRole('textbox', { name: t('account.fields.phone'), exact: true })
        .fill('8455550142');
      await form.getByLabel(t('auth.fields.password'), { exact: true }).fill('Lakou2026x');
      await form.getByLabel(t('auth.fields.confirmPassword'), { exact: true }).fill('Lakou2026x');
      await form.getByLabel(t('account.address.line1'), { exact: true }).fill('12 Maple Street');
      await form.getByLabel(t('account.address.city'), { exact: true }).fill('Riverton');
      await form.getByLabel(t('account.address.postalCode'), { exact: true }).fill('12590');
      await form.getByLabel(t('auth.register.acceptTerms'), { exact: true }).check();
      await form.getByRole('button', { name: t('auth.register.submit') }).click();

      await waitForPath(page, '/checkout/delivery');
      await checkPage(page, locale, 'checkout-ht-delivery-390');
      await main(page).getByLabel(t('checkout.delivery.mobile')).check();
      await main(page)
        .getByRole('button', { name: t('checkout.continueToReview') })
        .click();

      await waitForPath(page, '/checkout/review');
      await settle(page);
      // The required acknowledgements, in Creole, before anything is sent.
      await main(page)
        .getByRole('button', { name: t('checkout.continueToPayment') })
        .click();
      await main(page).locator('.error-summary').waitFor();
      expect(await textOf(main(page).locator('.error-summary'))).toContain(
        t('checkout.review.privacyRequired'),
      );
      await checkPage(page, locale, 'checkout-ht-review-390');
      await agreeAndGoToPayment(page, locale);

      await checkPage(page, locale, 'checkout-ht-payment-390');
      await main(page)
        .getByRole('button', { name: t('checkout.payment.pay', { amount: total }) })
        .click();

      // The provider's page speaks the buyer's language too; a declined card comes back.
      await until(
        () => new URL(page.url()).pathname,
        (path) => path.startsWith('/test-gateway/checkout/'),
      );
      await checkPage(page, locale, 'checkout-ht-gateway-390');
      await payOnTestGateway(page, '4000 0000 0000 0002', locale);
      await until(
        () => new URL(page.url()),
        (url) =>
          url.pathname === '/checkout/payment' && url.searchParams.get('outcome') === 'declined',
      );
      expect(await textOf(main(page).getByRole('alert').first())).toContain(
        t('errors.PAYMENT_DECLINED'),
      );
      await checkPage(page, locale, 'checkout-ht-declined-390');
      await main(page)
        .getByRole('button', { name: t('checkout.payment.retry', { amount: total }) })
        .click();
      await payOnTestGateway(page, '4242 4242 4242 4242', locale);

      await waitForPath(page, '/order/confirmed');
      const number = new URL(page.url()).searchParams.get('order') ?? '';
      expect(number).toMatch(/^MSP-/);
      await settle(page);
      const confirmed = await textOf(main(page));
      expect(confirmed).toContain(t('order.confirmed.title'));
      expect(confirmed).toContain(number);
      await checkPage(page, locale, 'checkout-ht-confirmed-390');
    });
  }, 180_000);

  /** Words for a way to pay other than a card, which this box office does not offer. */
  const OTHER_METHOD: Record<Locale, RegExp> = {
    'en-US': /method/i,
    'en-GB': /method/i,
    es: /método|otra forma de pago/i,
    de: /Zahlungsart|Zahlungsmethode|Zahlungsweise/i,
    ht: /lòt fason pou peye|metòd/i,
    sv: /betalsätt|betalningsmetod|betalningssätt/i,
  };

  it('a declined card: one message, in every language, that no money was taken and to try another card', async () => {
    const performance = await findPerformance(baseUrl, {
      slug: 'a-christmas-carol',
      state: AvailabilityState.GET_TICKETS,
    });
    const email = uniqueEmail('declined');
    const password = 'Declined2026x';
    await registerByApi(baseUrl, { email, password });
    await withPage({ viewport: PHONE }, async (page, context) => {
      const t = tr('en-US');
      const cart = await hold(page, baseUrl, performance.id, 1);
      const total = formatMoney(cart.totals.total, 'en-US');
      await signInByApi(page, baseUrl, email, password);
      await page.goto('/checkout/delivery');
      await settle(page);
      await main(page)
        .getByRole('button', { name: t('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await agreeAndGoToPayment(page);
      await settle(page);
      await main(page)
        .getByRole('button', { name: t('checkout.payment.pay', { amount: total }) })
        .click();
      // The test gateway's card that is always declined.
      await payOnTestGateway(page, '4000 0000 0000 0002');
      await until(
        () => new URL(page.url()),
        (url) =>
          url.pathname === '/checkout/payment' && url.searchParams.get('outcome') === 'declined',
      );
      // The page the gateway sent the browser back to has loaded before it is reloaded (a reload
      // during that navigation failed once on a loaded machine: "Not attached to an active page").
      await settle(page);

      // The same page in each language (the lang cookie, as the switcher sets it).
      for (const locale of LOCALES) {
        const tl = tr(locale);
        await context.addCookies([{ name: LANG_COOKIE, value: locale, url: baseUrl }]);
        await page.reload({ waitUntil: 'load' });
        await settle(page);
        const alerts = main(page).getByRole('alert');
        expect(await alerts.count(), locale).toBe(1);
        // What happened and that no money was taken, then what to do: once each, nothing else.
        expect(await alerts.locator('p').allTextContents(), locale).toEqual([
          tl('errors.PAYMENT_DECLINED'),
          tl('checkout.payment.retryAnotherCard'),
        ]);
        const text = await pageText(page);
        expect(text.split(tl('errors.PAYMENT_DECLINED')).length - 1, locale).toBe(1);
        expect(text, locale).not.toMatch(OTHER_METHOD[locale]);
        // …and the way to do it is right there.
        expect(
          await main(page)
            .getByRole('button', {
              name: tl('checkout.payment.retry', {
                amount: formatMoney(cart.totals.total, locale),
              }),
            })
            .count(),
          locale,
        ).toBe(1);
        if (locale === 'es' || locale === 'en-US')
          await checkPage(page, locale, `checkout-declined-${locale}-390`);
      }
    });
  }, 120_000);

  it('cancelled on the payment page: back at payment, seats still held, then paid', async () => {
    const locale: Locale = 'en-US';
    const t = tr(locale);
    const performance = await findPerformance(baseUrl, {
      slug: 'a-christmas-carol',
      state: AvailabilityState.GET_TICKETS,
    });
    const { email, password } = DEMO_CUSTOMERS.james;
    await withPage({ viewport: PHONE }, async (page) => {
      const cart = await hold(page, baseUrl, performance.id, 1);
      const total = formatMoney(cart.totals.total, locale);
      await signInByApi(page, baseUrl, email, password);
      await page.goto('/checkout/delivery');
      await settle(page);
      await main(page)
        .getByRole('button', { name: t('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await agreeAndGoToPayment(page, locale);
      await settle(page);
      await main(page)
        .getByRole('button', { name: t('checkout.payment.pay', { amount: total }) })
        .click();
      await payOnTestGateway(page, 'cancel', locale);

      await until(
        () => new URL(page.url()),
        (url) =>
          url.pathname === '/checkout/payment' && url.searchParams.get('outcome') === 'cancelled',
      );
      const alert = await textOf(main(page).getByRole('alert').first());
      expect(alert).toContain(t('errors.PAYMENT_CANCELLED'));
      expect(alert).toContain(t('checkout.payment.retryHint'));
      await checkPage(page, locale, 'checkout-cancelled-390');
      // Still held for this buyer.
      const seats = (await (
        await page.request.get(`${baseUrl}/api/performances/${performance.id}/seats`)
      ).json()) as { seats: { seatId: number; status: string }[] };
      const seatId = ticketLinesOf(cart)[0]?.seat.id;
      expect(seats.seats.find((s) => s.seatId === seatId)?.status).toBe('held');

      await main(page)
        .getByRole('button', { name: t('checkout.payment.retry', { amount: total }) })
        .click();
      await payOnTestGateway(page, '4242 4242 4242 4242', locale);
      await waitForPath(page, '/order/confirmed');
      await settle(page);
      expect(await textOf(main(page))).toContain(t('order.confirmed.title'));
    });
  }, 120_000);
});
