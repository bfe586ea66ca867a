/**
 * Paying with gift vouchers, their balance, turning one into credit and the account's list
 * (issue 11), in a real browser, keyboard only, in en-US and ht at 390 px (and each page at
 * 1280 px too, screenshotted and checked with axe). The vouchers are bought first through the
 * API as the demo customer James and paid on the test gateway; their codes come from his
 * account's list. Then, per language: a balance by code (a wrong code first), a $10 voucher in
 * the basket paying part of a ticket (removing the ticket is refused and said), the rest paid by
 * card, the voucher's balance now $0, a $100 voucher paying a whole cart (confirmed with no card),
 * a $25 voucher turned into account credit, and the account's list. A server of this file's own.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import type { PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../src/shared/contracts/checkout.ts';
import type {
  AccountGiftVoucher,
  AccountGiftVouchers,
} from '../src/shared/contracts/gift-vouchers.ts';
import { formatDate } from '../src/shared/dates.ts';
import type { Locale } from '../src/shared/locales.ts';
import { formatMoney, usd } from '../src/shared/money.ts';
import { signInByApi } from './support/account.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import {
  fetchListings,
  main,
  message,
  settle,
  textOf,
  until,
  waitForPath,
} from './support/site.ts';

const { email, password } = DEMO_CUSTOMERS.james;
const CARD = '4242424242424242';
const LOCALES: Locale[] = ['en-US', 'ht'];

let server: RunningServer;
let performances: PerformanceSummary[];
const url = (path: string) => `${server.baseUrl}${path}`;

/** Each language's own vouchers: $10 to pay part, $100 to pay all, $25 to turn into credit. */
const vouchers = new Map<Locale, { ten: string; hundred: string; twentyFive: string }>();

/** A message in `locale` with its placeholders filled. */
function say(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let text = message(locale, key);
  for (const [name, value] of Object.entries(values))
    text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}

/** The element takes the focus and Enter is pressed: a keyboard user's "click". */
async function press(locator: Locator) {
  await locator.focus();
  await locator.page().keyboard.press('Enter');
}

/** A field emptied and typed into, as a keyboard user does. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * The page at rest at 390 px and at 1280 px: screenshotted, free of serious axe findings and of
 * sideways scrolling; back at 390 px after.
 */
async function checkBothWidths(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    await settle(page);
    await screenshot(page, `gift-vouchers-${name}-${size.width}`);
    expect(await seriousAxeViolations(page), `${name} at ${size.width}px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
}

async function hold(page: Page, performance: PerformanceSummary): Promise<Cart> {
  const response = await page.request.post(url('/api/cart/seats'), {
    data: { performanceId: performance.id, bestAvailable: { quantity: 1 } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as AddSeatsResponse).cart;
}

async function accountVouchers(page: Page): Promise<AccountGiftVoucher[]> {
  const response = await page.request.get(url('/api/account/gift-vouchers'));
  expect(response.status()).toBe(200);
  return ((await response.json()) as AccountGiftVouchers).vouchers;
}

beforeAll(async () => {
  server = await startServer();
  performances = (await fetchListings(server.baseUrl)).performances.filter(
    (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
  );
  if (performances.length < 2) throw new Error('two on-sale Main Stage performances');
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('gift vouchers: pay, balance, redeem, account', () => {
  const withPage = browserSession('about:blank');

  beforeAll(async () => {
    // James buys two of each voucher for himself, paid on the test gateway, through the API.
    await withPage({}, async (page) => {
      await signInByApi(page, server.baseUrl, email, password);
      for (const amountCents of [1000, 10_000, 2500]) {
        const added = await page.request.post(url('/api/cart/gift-vouchers'), {
          data: { amountCents, quantity: 2 },
          headers: { Origin: server.baseUrl },
        });
        expect(added.status(), await added.text()).toBe(200);
      }
      const started = await page.request.post(url('/api/checkout/payment'), {
        data: { acceptTerms: true, acknowledgePrivacy: true },
        headers: { Origin: server.baseUrl, 'Idempotency-Key': `pay-${'a'.repeat(32)}` },
      });
      expect(started.status(), await started.text()).toBe(200);
      const answer = (await started.json()) as StartPaymentResponse;
      if (answer.kind !== 'redirect') throw new Error('vouchers are paid by card');
      // The gateway's form, as the browser posts it; its 303 leads back to the storefront.
      await page.request.post(url(new URL(answer.redirectUrl).pathname), {
        form: { action: 'pay', cardNumber: CARD },
      });
      const issued = await until(
        () => accountVouchers(page),
        (list) => list.length >= 6,
        { timeout: 20_000 },
      );
      const of = (cents: number) =>
        issued.filter((v) => v.amount.amount === cents).map((v) => v.code);
      const [ten = [], hundred = [], twentyFive = []] = [of(1000), of(10_000), of(2500)];
      LOCALES.forEach((locale, i) => {
        const codes = { ten: ten[i], hundred: hundred[i], twentyFive: twentyFive[i] };
        if (!codes.ten || !codes.hundred || !codes.twentyFive) throw new Error('six vouchers');
        vouchers.set(locale, codes as { ten: string; hundred: string; twentyFive: string });
      });
    });
  }, 120_000);

  it.each(LOCALES)(
    '%s at 390 px, keyboard only: balance → part of a ticket → removal refused → card pays the rest → nothing left on it → a whole cart → credit → the account',
    async (locale) => {
      const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
      const money = (cents: number) => formatMoney(usd(cents), locale);
      const codes = vouchers.get(locale);
      if (!codes) throw new Error('no vouchers');
      const last = (code: string) => code.slice(-4);
      const [first, second] = performances as [PerformanceSummary, PerformanceSummary];

      await withPage({ locale, viewport: PHONE }, async (page) => {
        await signInByApi(page, server.baseUrl, email, password);
        const codeField = () => main(page).getByLabel(t('giftVouchers.code.label'));

        // 1. A balance by code: a wrong code is said beside the field, which keeps the focus.
        await page.goto(url('/gift-certificates/balance'));
        await settle(page);
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
          t('giftVouchers.balance.title'),
        );
        await typeInto(page, codeField(), 'ZZZZ-ZZZZZZZ');
        await page.keyboard.press('Enter');
        const wrong = main(page).getByRole('alert');
        expect(await textOf(wrong)).toBe(t('errors.GIFT_VOUCHER_UNRECOGNISED'));
        expect(await codeField().getAttribute('aria-invalid')).toBe('true');
        expect(await isFocused(codeField())).toBe(true);
        expect(await codeField().getAttribute('autocomplete')).toBe('off');
        await checkBothWidths(page, `${locale}-balance-unrecognised`);
        // Typed as people do: small letters, no dash.
        await typeInto(page, codeField(), codes.ten.toLowerCase().replace('-', ''));
        await page.keyboard.press('Enter');
        const answer = main(page).locator('.voucher-answer');
        await answer.waitFor();
        expect(await isFocused(answer.getByRole('heading', { level: 2 }))).toBe(true);
        const before = (await accountVouchers(page)).find((v) => v.code === codes.ten);
        if (!before) throw new Error('the $10 voucher');
        const lastDay = formatDate(
          new Date(Date.parse(before.expiresAt) - 1).toISOString(),
          locale,
          'full',
        );
        let text = await textOf(answer);
        expect(text).toContain(t('giftVouchers.code.endingIn', { last: last(codes.ten) }));
        expect(text).toContain(`${t('giftVouchers.balance.balance')}${money(1000)}`);
        expect(text).toContain(`${t('giftVouchers.balance.validUntil')}${lastDay}`);
        expect(text).toContain(`${t('giftVouchers.balance.useIssued')}`);
        expect(text).toContain(`+${money(1000)}`);
        // The whole code is never printed back: only its last four symbols.
        expect(await textOf(main(page).locator('.voucher-answer h2'))).not.toContain(codes.ten);
        await checkBothWidths(page, `${locale}-balance`);

        // 2. A seat held; in the basket, the modal by keyboard: Escape, a wrong code, the right one.
        const held = await hold(page, first);
        const price = held.totals.total.amount;
        expect(price).toBeGreaterThan(1000);
        await page.goto(url('/basket'));
        await settle(page);
        const open = main(page).getByRole('button', { name: t('giftVouchers.pay.open') });
        await press(open);
        const dialog = page.getByRole('dialog', { name: t('giftVouchers.pay.dialogTitle') });
        await dialog.waitFor();
        const dialogField = dialog.getByLabel(t('giftVouchers.code.label'));
        expect(await isFocused(dialogField)).toBe(true);
        await page.keyboard.press('Escape');
        await until(
          () => dialog.isVisible(),
          (visible) => !visible,
        );
        expect(await isFocused(open)).toBe(true);
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await page.keyboard.type('ABCD-EFGHJKM');
        await page.keyboard.press('Enter');
        expect(await textOf(dialog.getByRole('alert'))).toBe(t('errors.GIFT_VOUCHER_UNRECOGNISED'));
        expect(await dialogField.getAttribute('aria-invalid')).toBe('true');
        expect(await isFocused(dialogField)).toBe(true);
        await screenshot(page, `gift-vouchers-${locale}-basket-dialog-error-390`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await typeInto(page, dialogField, codes.ten);
        await page.keyboard.press('Enter');
        await until(
          () => dialog.isVisible(),
          (visible) => !visible,
        );
        // The voucher in the totals: what it pays, what stays on it; then left to pay.
        const totals = main(page).locator('.totals');
        await until(
          () => textOf(totals),
          (value) => value.includes(t('basket.totals.leftToPay')),
        );
        const row = totals.locator('.totals-voucher');
        text = await textOf(row);
        expect(text).toContain(t('giftVouchers.pay.line'));
        expect(text).toContain(`−${money(1000)}`);
        expect(text).toContain(t('giftVouchers.pay.leftOn', { amount: money(0) }));
        expect(await textOf(totals.locator('.totals-total').last())).toContain(money(price - 1000));
        const said = await main(page).getByRole('status').allTextContents();
        expect(said.join(' ')).toContain(
          t('giftVouchers.pay.applied', {
            last: last(codes.ten),
            amount: money(1000),
            left: money(price - 1000),
          }),
        );
        // Removing the ticket is refused while the voucher pays, and said at that ticket.
        const removeTicket = main(page).locator('.basket-line-remove button').first();
        expect(await removeTicket.getAttribute('aria-disabled')).toBe('true');
        expect(await removeTicket.getAttribute('aria-describedby')).toBe('voucher-blocks-removal');
        expect(await textOf(main(page).locator('#voucher-blocks-removal'))).toBe(
          t('giftVouchers.pay.blocksRemoval'),
        );
        await press(removeTicket);
        expect(await textOf(main(page).locator('.price-line').getByRole('alert'))).toBe(
          t('errors.GIFT_VOUCHER_BLOCKS_REMOVAL'),
        );
        // The API refuses it too, with the spec's message, and the seat stays.
        const refused = await page.request.delete(
          url(
            `/api/cart/seats/${first.id}/${held.lines[0]?.kind === 'ticket' ? held.lines[0].seat.id : 0}?lang=${locale}`,
          ),
        );
        expect(refused.status()).toBe(409);
        expect(((await refused.json()) as { code: string }).code).toBe(
          'GIFT_VOUCHER_BLOCKS_REMOVAL',
        );
        await checkBothWidths(page, `${locale}-basket-voucher`);

        // 3. On through the steps; the card pays what is left.
        await press(main(page).getByRole('link', { name: t('basket.checkout') }));
        await waitForPath(page, '/checkout/account');
        await settle(page);
        await press(main(page).getByRole('link', { name: t('checkout.continueToDelivery') }));
        await waitForPath(page, '/checkout/delivery');
        await settle(page);
        await press(main(page).getByRole('button', { name: t('checkout.continueToReview') }));
        await waitForPath(page, '/checkout/review');
        await settle(page);
        expect(await textOf(main(page).locator('.totals-voucher'))).toContain(`−${money(1000)}`);
        await checkBothWidths(page, `${locale}-review`);
        for (const label of ['checkout.review.acceptTerms', 'checkout.review.acknowledgePrivacy']) {
          await main(page).getByLabel(t(label)).focus();
          await page.keyboard.press('Space');
        }
        await press(main(page).getByRole('button', { name: t('checkout.continueToPayment') }));
        await waitForPath(page, '/checkout/payment');
        const pay = main(page).getByRole('button', {
          name: t('checkout.payment.pay', { amount: money(price - 1000) }),
        });
        await pay.waitFor();
        await checkBothWidths(page, `${locale}-payment-part`);
        await press(pay);
        await until(
          () => new URL(page.url()).pathname,
          (path) => path.startsWith('/test-gateway/checkout/'),
        );
        // The gateway is asked for the rest only.
        expect(await textOf(page.getByRole('main'))).toContain(money(price - 1000));
        await page.getByLabel(t('testGateway.cardNumber')).focus();
        await page.keyboard.type(CARD);
        await page.keyboard.press('Enter');
        await waitForPath(page, '/order/confirmed');
        await settle(page);
        expect(await textOf(main(page))).toContain(t('order.confirmed.title'));
        // What the card paid and what the voucher paid, each named.
        expect(await textOf(main(page).locator('.checkout-summary'))).toContain(
          t('giftVouchers.paid.summary', {
            parts: [
              t('giftVouchers.paid.card', { amount: money(price - 1000) }),
              t('giftVouchers.paid.vouchers', { amount: money(1000) }),
            ].join(', '),
          }),
        );
        await checkBothWidths(page, `${locale}-confirmed-part`);

        // 4. The $10 voucher is used up: its balance and its uses say so.
        await page.goto(url('/gift-vouchers/balance'));
        await settle(page);
        await typeInto(page, codeField(), codes.ten);
        await page.keyboard.press('Enter');
        await answer.waitFor();
        text = await textOf(answer);
        expect(text).toContain(`${t('giftVouchers.balance.balance')}${money(0)}`);
        expect(text).toContain(t('giftVouchers.balance.useSpent'));
        expect(text).toContain(`−${money(1000)}`);
        expect(text).toContain(t('giftVouchers.balance.usedUp'));
        await checkBothWidths(page, `${locale}-balance-used`);

        // 5. A $100 voucher pays a whole cart: a free order, confirmed with no card.
        const again = await hold(page, second);
        const whole = again.totals.total.amount;
        expect(whole).toBeLessThanOrEqual(10_000);
        await page.goto(url('/basket'));
        await settle(page);
        await press(main(page).getByRole('button', { name: t('giftVouchers.pay.open') }));
        await dialog.waitFor();
        await page.keyboard.type(codes.hundred);
        await page.keyboard.press('Enter');
        const covered = main(page).getByText(t('giftVouchers.pay.coversAll'));
        await covered.waitFor();
        // The button is gone: the focus is on the section's heading, not lost.
        expect(
          await isFocused(main(page).getByRole('heading', { name: t('giftVouchers.pay.title') })),
        ).toBe(true);
        expect(await textOf(main(page).locator('.totals-total').last())).toContain(money(0));
        await checkBothWidths(page, `${locale}-basket-covered`);
        await press(main(page).getByRole('link', { name: t('basket.checkout') }));
        await waitForPath(page, '/checkout/account');
        await settle(page);
        await press(main(page).getByRole('link', { name: t('checkout.continueToDelivery') }));
        await waitForPath(page, '/checkout/delivery');
        // The step's form answers once its page has loaded (a loaded machine takes a while).
        await settle(page);
        await press(main(page).getByRole('button', { name: t('checkout.continueToReview') }));
        await waitForPath(page, '/checkout/review');
        await settle(page);
        for (const label of ['checkout.review.acceptTerms', 'checkout.review.acknowledgePrivacy']) {
          await main(page).getByLabel(t(label)).focus();
          await page.keyboard.press('Space');
        }
        await press(main(page).getByRole('button', { name: t('checkout.continueToPayment') }));
        await waitForPath(page, '/checkout/payment');
        const place = main(page).getByRole('button', { name: t('giftVouchers.pay.placePaid') });
        await place.waitFor();
        expect(await textOf(main(page))).toContain(t('giftVouchers.pay.coversAllNote'));
        await checkBothWidths(page, `${locale}-payment-covered`);
        await press(place);
        await waitForPath(page, '/order/confirmed');
        await settle(page);
        expect(await textOf(main(page))).toContain(t('order.confirmed.title'));
        expect(await textOf(main(page).locator('.checkout-summary'))).toContain(
          t('giftVouchers.paid.summary', {
            parts: t('giftVouchers.paid.vouchers', { amount: money(whole) }),
          }),
        );
        await checkBothWidths(page, `${locale}-confirmed-covered`);

        // 6. A $25 voucher becomes account credit.
        await page.goto(url('/redeem-gift-voucher'));
        await settle(page);
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
          t('giftVouchers.redeem.title'),
        );
        await checkBothWidths(page, `${locale}-redeem`);
        await typeInto(page, codeField(), codes.twentyFive);
        await page.keyboard.press('Enter');
        const done = main(page).getByRole('heading', {
          name: t('giftVouchers.redeem.done', { amount: money(2500) }),
        });
        await done.waitFor();
        expect(await isFocused(done)).toBe(true);
        await checkBothWidths(page, `${locale}-redeemed`);
        await press(main(page).getByRole('link', { name: t('giftVouchers.redeem.toCredit') }));
        await waitForPath(page, '/account/account-credit');
        await settle(page);
        expect(await textOf(main(page))).toContain(t('account.credit.reasonGiftVoucher'));
        // Twice is refused: nothing is left on it.
        await page.goto(url('/redeem-gift-voucher'));
        await settle(page);
        await typeInto(page, codeField(), codes.twentyFive);
        await page.keyboard.press('Enter');
        expect(await textOf(main(page).getByRole('alert'))).toBe(t('errors.GIFT_VOUCHER_USED_UP'));
        await checkBothWidths(page, `${locale}-redeem-used`);

        // 7. The account's list, reached from the account's navigation.
        await page.goto(url('/account/account-credit'));
        await settle(page);
        const nav = page.getByRole('navigation', { name: t('account.nav.label') });
        await press(nav.getByRole('link', { name: t('giftVouchers.account.nav') }));
        await waitForPath(page, '/account/gift-voucher-balance');
        await settle(page);
        const table = main(page).locator('.voucher-table');
        const rowOf = (code: string) => table.locator('tr', { hasText: code });
        expect(await textOf(rowOf(codes.ten))).toContain(money(0));
        expect(await textOf(rowOf(codes.twentyFive))).toContain(money(0));
        expect(await textOf(rowOf(codes.hundred))).toContain(money(10_000 - whole));
        expect(await textOf(rowOf(codes.hundred))).toContain(
          t('giftVouchers.account.boughtForYou'),
        );
        await checkBothWidths(page, `${locale}-account`);
      });
    },
    240_000,
  );

  it('signed out, the redeem page and the account list lead to sign-in and back; unknown addresses are 404', async () => {
    await withPage({}, async (page) => {
      await page.goto(url('/redeem-gift-voucher'));
      await waitForPath(page, '/login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/redeem-gift-voucher');
      await page.goto(url('/account/gift-voucher-balance'));
      await waitForPath(page, '/login');
    });
    for (const [path, status] of [
      ['/gift-vouchers/balance', 200],
      ['/gift-certificates/balance', 200],
      ['/redeem-gift-voucher', 200],
      ['/account/gift-voucher-balance', 200],
      ['/gift-vouchers/balance/extra', 404],
      ['/gift-certificates/balances', 404],
    ] as const)
      expect((await fetch(url(path))).status, path).toBe(status);
  });

  it('too many codes tried: said politely, in the reader’s words', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(url('/gift-vouchers/balance'));
      await settle(page);
      // This visitor's address has tried its share of codes (30 in 10 minutes).
      await until(
        async () =>
          (
            await page.request.post(url('/api/gift-vouchers/balance'), {
              data: { code: 'ZZZZ-ZZZZZZZ' },
            })
          ).status(),
        (status) => status === 429,
        { interval: 0 },
      );
      const field = main(page).getByLabel(say('en-US', 'giftVouchers.code.label'));
      await typeInto(page, field, 'ABCD-EFGHJKM');
      await page.keyboard.press('Enter');
      expect(await textOf(main(page).getByRole('alert'))).toBe(
        message('en-US', 'giftVouchers.code.rateLimited'),
      );
      await checkBothWidths(page, 'en-US-balance-rate-limited');
    });
  });
});
