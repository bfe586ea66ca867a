import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { DEMO_ORDER_NUMBERS } from '../src/adapters/db/seed/demo-orders.ts';
import type { AccountCredit, OrderDetail } from '../src/shared/contracts/order-history.ts';
import { ALL_MESSAGES } from '../src/shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../src/shared/i18n/translate.ts';
import type { Locale } from '../src/shared/locales.ts';
import { addMoney, formatMoney } from '../src/shared/money.ts';
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
  ENGLISH_MONTHS,
  ENGLISH_WEEKDAYS,
  englishOnlyStrings,
  main,
  pageText,
  settle,
  textOf,
  until,
  waitForPath,
} from './support/site.ts';

const tr = (locale: Locale) => (key: string, options?: TranslateOptions) =>
  translate(ALL_MESSAGES, locale, key, options);
const en = tr('en-US');
const { maria } = DEMO_CUSTOMERS;
const { mariaPast, mariaUpcoming } = DEMO_ORDER_NUMBERS;

async function expectAxeClean(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

describe('the account’s orders in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('lists Maria’s orders by tab, opens one with its tickets, and shows her credit', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, maria.email, maria.password);
      await page.goto('/account/your-orders');
      await settle(page);
      const tabs = main(page).getByRole('navigation', { name: en('account.orders.tabsLabel') });
      // Returned orders are hidden until asked for.
      expect(await tabs.getByRole('link').count()).toBe(3);
      expect(await textOf(main(page))).toContain(
        en('account.orders.orderNumber', { number: mariaUpcoming }),
      );
      await expectAxeClean(page, 'your orders');
      await screenshot(page, 'account-orders-390');

      await main(page).getByLabel(en('account.orders.showReturned')).check();
      await tabs
        .getByRole('link', { name: new RegExp(en('account.orders.tabReturned')) })
        .waitFor();
      expect(await tabs.getByRole('link').count()).toBe(4);

      await tabs.getByRole('link', { name: new RegExp(en('account.orders.tabPast')) }).click();
      await until(
        () => textOf(main(page)),
        (text) => text.includes(en('account.orders.orderNumber', { number: mariaPast })),
      );
      expect(
        await tabs
          .getByRole('link', { name: new RegExp(en('account.orders.tabPast')) })
          .getAttribute('aria-current'),
      ).toBe('page');

      // The date filter: performance dates in 2099 find nothing.
      await main(page).getByText(en('account.orders.filterTitle')).click();
      await main(page).getByLabel(en('account.orders.byPerformanceDate')).check();
      await main(page).getByLabel(en('account.orders.from'), { exact: true }).fill('2099-01-01');
      await main(page)
        .getByRole('button', { name: en('account.orders.applyFilter') })
        .click();
      await main(page).getByText(en('account.orders.emptyFiltered')).waitFor();
      expect(new URL(page.url()).search).toContain('dateKind=performance');

      // The detail of the upcoming order: each ticket with its code, and the PDF links.
      await page.goto('/account/your-orders');
      await settle(page);
      await main(page)
        .getByRole('link', { name: en('account.orders.orderNumber', { number: mariaUpcoming }) })
        .click();
      await waitForPath(page, `/account/your-orders/${mariaUpcoming}`);
      await settle(page);
      const detail = await textOf(main(page));
      expect(detail.match(/99\d{18}/g)?.length).toBe(2);
      expect(await main(page).getByRole('img', { name: /QR/ }).count()).toBe(2);
      const pdf = main(page).getByRole('link', { name: en('account.printTickets.perTicket') });
      expect(await pdf.getAttribute('href')).toBe(
        `/api/account/orders/${mariaUpcoming}/tickets.pdf?layout=ticket`,
      );
      // Cancelling is off in the default configuration: no button offers it.
      expect(
        await main(page)
          .getByRole('button', { name: en('account.cancel.open') })
          .count(),
      ).toBe(0);
      await expectAxeClean(page, 'order detail');
      await screenshot(page, 'account-order-detail-390');

      await page.goto('/account/account-credit');
      await settle(page);
      expect(await textOf(main(page).locator('.credit-amount'))).toBe('$25.00');
      await expectAxeClean(page, 'account credit');
    });
  });

  it('shows the pages in Haitian Creole without English', async () => {
    const ht = tr('ht');
    const english = englishOnlyStrings('ht');
    await withPage({ locale: 'ht', viewport: DESKTOP }, async (page) => {
      await signInByApi(page, baseUrl, maria.email, maria.password);
      for (const path of [
        '/account/your-orders',
        `/account/your-orders/${mariaUpcoming}`,
        '/account/account-credit',
        '/account/payment-cards',
        '/account/print-at-home-tickets',
        '/your-tickets',
      ]) {
        await page.goto(path);
        await settle(page);
        const text = await pageText(page);
        expect(
          english.filter((s) => text.includes(s)),
          `English UI text on ${path}`,
        ).toEqual([]);
        expect(text, `English month on ${path}`).not.toMatch(ENGLISH_MONTHS);
        expect(text, `English weekday on ${path}`).not.toMatch(ENGLISH_WEEKDAYS);
        await expectAxeClean(page, `${path} in Creole`);
      }
      expect(await pageText(page)).toContain(ht('account.tickets.title'));
      await screenshot(page, 'account-tickets-ht-1280');
    });
  });

  it('shares a ticket by link, and the link breaks once sharing stops', async () => {
    const link = await withPage({ viewport: PHONE }, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInByApi(page, baseUrl, maria.email, maria.password);
      await page.goto('/your-tickets');
      await settle(page);
      const first = main(page).locator('.ticket-card').first();
      await first
        .getByRole('button', { name: new RegExp(`^${en('account.share.share')}`) })
        .click();
      const field = first.getByLabel(en('account.share.linkLabel'));
      await field.waitFor();
      const value = await field.inputValue();
      expect(value).toMatch(/\/shared-tickets\?token=[A-Za-z0-9_-]{43}$/);
      await first.getByRole('button', { name: en('account.share.copy') }).click();
      await first.getByText(en('account.share.copied')).waitFor();
      await expectAxeClean(page, 'your tickets, shared');
      return value;
    });

    // A friend, signed out, opens the link.
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(link);
      await settle(page);
      expect(await textOf(main(page))).toMatch(/99\d{18}/);
      await main(page).getByRole('img', { name: /QR/ }).waitFor();
      await expectAxeClean(page, 'shared ticket');
      await screenshot(page, 'shared-ticket-390');
    });

    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, maria.email, maria.password);
      await page.goto('/your-tickets');
      await settle(page);
      await main(page)
        .locator('.ticket-card')
        .first()
        .getByRole('button', { name: new RegExp(`^${en('account.share.stop')}`) })
        .click();
      await main(page).getByText(en('account.share.stopped')).waitFor();
    });

    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(link);
      await settle(page);
      await main(page).getByText(en('errors.SHARED_TICKET_LINK_BROKEN')).waitFor();
      await expectAxeClean(page, 'broken shared link');
    });
  });
});

describe('cancelling an order (CANCEL_ORDERS_ENABLED=true)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CANCEL_ORDERS_ENABLED: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const withPage = browserSession('about:blank');

  it('asks first in a modal dialog, then turns the order into account credit', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, server.baseUrl, maria.email, maria.password);
      const before = (await (
        await page.request.get(`${server.baseUrl}/api/account/orders/${mariaUpcoming}`)
      ).json()) as OrderDetail;
      const credit = (await (
        await page.request.get(`${server.baseUrl}/api/account/credit`)
      ).json()) as AccountCredit;
      await page.goto(`${server.baseUrl}/account/your-orders/${mariaUpcoming}`);
      await settle(page);
      const open = main(page).getByRole('button', { name: en('account.cancel.open') });
      await open.click();
      const dialog = page.getByRole('dialog', {
        name: en('account.cancel.title', { number: mariaUpcoming }),
      });
      await dialog.waitFor();
      // The safe answer has the focus; Escape closes and nothing happens.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        en('account.cancel.keep'),
      );
      await expectAxeClean(page, 'cancel dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await open.click();
      await dialog.getByRole('button', { name: en('account.cancel.confirm') }).click();
      await main(page).getByText(en('account.orderDetail.stateReturned')).waitFor();
      expect(await textOf(main(page).locator('.status-message'))).toContain(
        formatMoney(before.totals.totalPaid, 'en-US'),
      );
      expect(await textOf(main(page))).not.toMatch(/99\d{18}/);
      await screenshot(page, 'account-order-cancelled-390');

      await page.goto(`${server.baseUrl}/account/account-credit`);
      await settle(page);
      expect(await textOf(main(page).locator('.credit-amount'))).toBe(
        formatMoney(addMoney(credit.balance, before.totals.totalPaid), 'en-US'),
      );
    });
  });
});
