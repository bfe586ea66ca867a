import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import type { StartPaymentResponse } from '../src/shared/contracts/checkout.ts';
import type { GivingHistoryResponse } from '../src/shared/contracts/donations.ts';
import { ALL_MESSAGES } from '../src/shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../src/shared/i18n/translate.ts';
import type { Locale } from '../src/shared/locales.ts';
import { signInByApi } from './support/account.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { main, settle, textOf, until, waitForPath } from './support/site.ts';

const tr = (locale: Locale) => (key: string, options?: TranslateOptions) =>
  translate(ALL_MESSAGES, locale, key, options);
const en = tr('en-US');
const { maria, daniel } = DEMO_CUSTOMERS;

async function expectAxeClean(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

/**
 * A gift alone, through the API and the test gateway as the browser's signed-in customer (the
 * page's own cookies): the cart, the payment, the gateway's pay button.
 */
async function giveByApi(
  page: Page,
  baseUrl: string,
  gift: { fundId: number; amountCents: number; giftAid?: boolean; appeal?: string },
): Promise<string> {
  const headers = { Origin: baseUrl };
  const added = await page.request.post(`${baseUrl}/api/cart/donations`, { data: gift, headers });
  expect(added.status(), await added.text()).toBe(200);
  const started = await page.request.post(`${baseUrl}/api/checkout/payment`, {
    data: { acceptTerms: true, acknowledgePrivacy: true },
    headers: { ...headers, 'Idempotency-Key': `giving-${Date.now()}-${Math.random()}` },
  });
  expect(started.status(), await started.text()).toBe(200);
  const answer = (await started.json()) as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected the test gateway');
  const paid = await page.request.post(`${baseUrl}${new URL(answer.redirectUrl).pathname}`, {
    form: { action: 'pay', cardNumber: '4242424242424242' },
    headers,
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  // Confirmed once the gateway's word has arrived (at once, or by its notification).
  await until(
    async () =>
      (
        (await (
          await page.request.get(`${baseUrl}/api/account/giving-history`)
        ).json()) as GivingHistoryResponse
      ).gifts.map((g) => g.orderNumber),
    (numbers) => numbers.includes(answer.orderNumber),
  );
  return answer.orderNumber;
}

describe('the giving history in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('lists Maria’s gifts with their receipts, filters by year, at 390 and 1280 px', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, maria.email, maria.password);
      await giveByApi(page, baseUrl, { fundId: 2, amountCents: 4200, appeal: 'E2E' });
      await page.goto('/account/your-orders');
      await settle(page);
      // From the account's navigation, after "Your orders".
      const nav = page.getByRole('navigation', { name: en('account.nav.label') });
      const labels = await nav.getByRole('link').allTextContents();
      expect(labels.indexOf(en('account.nav.givingHistory'))).toBe(
        labels.indexOf(en('account.nav.yourOrders')) + 1,
      );
      expect(labels).not.toContain(en('account.nav.giftAid'));
      await nav.getByRole('link', { name: en('account.nav.givingHistory') }).click();
      await waitForPath(page, '/account/giving-history');
      await settle(page);
      const text = await textOf(main(page));
      expect(text).toContain(en('giving.history.title'));
      // The demo's two gifts with Maria's past order, and the one just given.
      expect(text).toContain('Education & Outreach');
      expect(text).toContain('Access Fund');
      expect(text).toContain('In memory of Rosa Alvarez');
      expect(text).toContain('BROCHURE');
      expect(text).toContain('E2E');
      expect(text).toContain('$42.00');
      const rows = main(page).locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      // Each gift's receipt: a PDF that names the charity's EIN.
      const receipt = main(page).getByRole('link', { name: /\$42\.00/ });
      const href = (await receipt.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/account\/giving-history\/\d+\/receipt\.pdf$/);
      const pdf = await page.request.get(`${baseUrl}${href}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      // No sideways scrolling at 390 px: each gift is a card.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'giving history 390');
      await screenshot(page, 'giving-history-390');

      // The year filter: the address keeps it, the statement of that year is offered.
      const year = new Date().getFullYear();
      await main(page).getByLabel(en('giving.history.filterLabel')).selectOption(String(year));
      await main(page)
        .getByRole('button', { name: en('giving.history.show') })
        .click();
      await waitForPath(page, '/account/giving-history', `?year=${year}`);
      await settle(page);
      const statement = main(page).getByRole('link', {
        name: en('giving.history.yearReceipt', { year }),
      });
      expect(await statement.getAttribute('href')).toBe(
        `/api/account/giving-history/receipts/${year}.pdf`,
      );
      const yearPdf = await page.request.get(
        `${baseUrl}/api/account/giving-history/receipts/${year}.pdf`,
      );
      expect(yearPdf.status()).toBe(200);
      expect(await textOf(main(page))).toContain(en('giving.history.title'));
      // A year without gifts says so, and leads to the donation pages.
      await page.goto('/account/giving-history?year=2001');
      await settle(page);
      await main(page)
        .getByText(en('giving.history.noneInYear', { year: 2001 }))
        .waitFor();
    });
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInByApi(page, baseUrl, maria.email, maria.password);
      await page.goto('/account/giving-history');
      await settle(page);
      expect(await textOf(main(page))).toContain('Education & Outreach');
      // The table's own headings at this width.
      expect(await main(page).getByRole('columnheader').allTextContents()).toEqual([
        en('giving.history.date'),
        en('giving.history.fund'),
        en('giving.history.appeal'),
        en('giving.history.total'),
        en('giving.history.receipt'),
      ]);
      await expectAxeClean(page, 'giving history 1280');
      await screenshot(page, 'giving-history-1280');
    });
  });

  it('speaks Spanish and Haitian Creole', async () => {
    for (const locale of ['es', 'ht'] as const) {
      const t = tr(locale);
      await withPage({ viewport: PHONE, locale }, async (page) => {
        await signInByApi(page, baseUrl, maria.email, maria.password);
        await page.goto('/account/giving-history');
        await settle(page);
        const text = await textOf(main(page));
        expect(text, locale).toContain(t('giving.history.title'));
        expect(text, locale).toContain(t('giving.history.receiptLink'));
        expect(text, locale).toContain(locale === 'es' ? 'Fondo Anual' : 'Fon Anyèl');
        await expectAxeClean(page, `giving history ${locale}`);
        await screenshot(page, `giving-history-${locale}-390`);
      });
    }
  });

  it('has an empty state for a customer who has not given, and no gift aid page', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, daniel.email, daniel.password);
      await page.goto('/account/giving-history');
      await settle(page);
      await main(page).getByText(en('giving.history.none')).waitFor();
      expect(
        await main(page)
          .getByRole('link', { name: en('giving.history.give') })
          .getAttribute('href'),
      ).toBe('/contributions/donations');
      await expectAxeClean(page, 'giving history empty');
      await screenshot(page, 'giving-history-empty-390');

      // GIFT_AID_ENABLED is off: its pages are the not-found page, answered 404.
      for (const path of ['/account/gift-aid', '/checkout/gift-aid']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await page.getByRole('heading', { name: en('errors.notFoundTitle') }).waitFor();
      }
    });
  });
});

describe('gift aid (GIFT_AID_ENABLED=true)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ GIFT_AID_ENABLED: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const withPage = browserSession('about:blank');

  it('declares gift aid at checkout and lists it with the 25% uplift in the account', async () => {
    await withPage({ viewport: PHONE, locale: 'en-GB' }, async (page) => {
      const base = server.baseUrl;
      const gb = tr('en-GB');
      await signInByApi(page, base, maria.email, maria.password);
      // A gift in the basket, not declared: the checkout's gift aid page offers it.
      const added = await page.request.post(`${base}/api/cart/donations`, {
        data: { fundId: 1, amountCents: 2000 },
        headers: { Origin: base },
      });
      expect(added.status()).toBe(200);
      await page.goto(`${base}/checkout/gift-aid`);
      await settle(page);
      const box = main(page).getByRole('checkbox');
      expect(await box.isChecked()).toBe(false);
      expect(await textOf(main(page))).toContain(gb('giving.giftAid.adds', { amount: '$5.00' }));
      await expectAxeClean(page, 'checkout gift aid');
      await screenshot(page, 'checkout-gift-aid-390');
      // A step of the checkout for a cart of gifts: basket, account, gift aid, review, payment.
      const steps = main(page).getByRole('navigation', { name: gb('checkout.steps.label') });
      expect(await textOf(steps.locator('[aria-current="step"]'))).toBe(gb('giving.giftAid.title'));
      expect(await steps.getByRole('listitem').count()).toBe(5);
      await box.check();
      await main(page)
        .getByRole('button', { name: gb('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await settle(page);
      await main(page)
        .getByRole('link', { name: gb('giving.giftAid.backTo') })
        .waitFor();
      const cart = (await (await page.request.get(`${base}/api/cart`)).json()) as {
        lines: { kind: string; giftAid?: boolean }[];
      };
      expect(cart.lines.find((line) => line.kind === 'donation')?.giftAid).toBe(true);
      await page.request.delete(`${base}/api/cart`, { headers: { Origin: base } });

      await giveByApi(page, base, { fundId: 3, amountCents: 1003, giftAid: true });
      await page.goto(`${base}/account/gift-aid`);
      await settle(page);
      const text = await textOf(main(page));
      expect(text).toContain(gb('giving.giftAid.title'));
      expect(text).toContain('$10.03');
      expect(text).toContain('$2.50');
      const nav = page.getByRole('navigation', { name: gb('account.nav.label') });
      await nav.getByRole('link', { name: gb('account.nav.giftAid') }).waitFor();
      await expectAxeClean(page, 'account gift aid');
      await screenshot(page, 'account-gift-aid-390');
    });
  });
});
