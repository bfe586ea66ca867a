import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import type { PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
import { formatMoney, usd } from '../src/shared/money.ts';
import { sqlOn } from '../src/testing/order-fixtures.ts';
import { ServerProcess } from '../src/testing/server-process-fixture.ts';
import { signInByApi } from './support/account.ts';
import {
  axeClean,
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import { agreeAndGoToPayment } from './support/checkout.ts';
import {
  en,
  fetchListings,
  main,
  message,
  settle,
  textOf,
  until,
  waitForPath,
} from './support/site.ts';

const money = (cents: number) => formatMoney(usd(cents), 'en-US');
const CREDIT = 2500;

/**
 * A server of this file's own: James’s account credit is set to a known $25.00 in its database
 * before the start, so other files’ tests of his account are left alone.
 */
let server: ServerProcess;
let performance: PerformanceSummary;
beforeAll(async () => {
  server = await ServerProcess.create();
  await server.start();
  const onSale = (await fetchListings(server.baseUrl)).performances.filter(
    (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
  );
  const first = onSale[0];
  if (!first) throw new Error('no on-sale Main Stage performance');
  performance = first;
  await server.kill('SIGTERM');
  await server.withDatabase(async (database) => {
    const execute = sqlOn(database);
    const issued = new Date(Date.now() - 3 * 86_400_000);
    const expires = new Date(issued.getTime() + 182 * 86_400_000);
    await execute`delete from credit_grants where customer_id =
      (select id from customers where email = ${DEMO_CUSTOMERS.james.email})`;
    await execute`insert into credit_grants (customer_id, amount_cents, remaining_cents, reason, issued_at, expires_at)
      select id, ${CREDIT}, ${CREDIT}, 'goodwill', ${issued}, ${expires} from customers
      where email = ${DEMO_CUSTOMERS.james.email}`;
  });
  await server.start();
}, 180_000);
afterAll(async () => {
  await server?.destroy();
});

async function hold(page: Page, quantity: number): Promise<Cart> {
  const response = await page.request.post(`${server.baseUrl}/api/cart/seats`, {
    data: { performanceId: performance.id, bestAvailable: { quantity } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as AddSeatsResponse).cart;
}

describe('promo code, refund protection and account credit', () => {
  const withPage = browserSession('about:blank');

  it('a code in the modal by keyboard, protection ticked, credit applied, paid on the test gateway', async () => {
    const { email, password } = DEMO_CUSTOMERS.james;
    await withPage({ viewport: PHONE }, async (page) => {
      const held = await hold(page, 2);
      await signInByApi(page, server.baseUrl, email, password);
      await page.goto(`${server.baseUrl}/basket`);
      await settle(page);

      // The modal, by keyboard: open it, a wrong code first, then the right one.
      const open = main(page).getByRole('button', { name: en('basket.promo.open') });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: en('basket.promo.title') });
      await dialog.waitFor();
      const field = dialog.getByLabel(en('basket.promo.label'));
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      // Escape closes it, and focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await until(
        () => dialog.isVisible(),
        (visible) => !visible,
      );
      expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.type('NOSUCHCODE');
      await page.keyboard.press('Enter');
      const error = dialog.getByRole('alert');
      expect(await textOf(error)).toBe(en('errors.PROMO_CODE_UNRECOGNISED'));
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'promo-dialog-error-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await field.fill('');
      await page.keyboard.type('friends10');
      await page.keyboard.press('Enter');
      await until(
        () => dialog.isVisible(),
        (visible) => !visible,
      );
      const discount = held.lines.reduce((sum, l) => sum + Math.round(l.price.base.amount / 10), 0);
      const totals = main(page).locator('.totals');
      await until(
        () => textOf(totals),
        (text) => text.includes(money(discount)),
      );
      expect(await textOf(main(page).locator('.promo-applied'))).toContain('FRIENDS10');

      // Refund protection: not ticked until the buyer ticks it; its fee is in the total.
      const protection = main(page).getByRole('checkbox', { name: /refund protection/i });
      expect(await protection.isChecked()).toBe(false);
      expect(await textOf(main(page).locator('.refund-protection'))).toContain(money(600));
      await protection.check();
      const withProtection = held.totals.total.amount - discount + 600;
      await until(
        () => textOf(main(page).locator('.totals-total')),
        (text) => text.includes(money(withProtection)),
      );
      await axeClean(page, 'promo-basket-390');
      await page.setViewportSize(DESKTOP);
      await axeClean(page, 'promo-basket-1280');
      await page.setViewportSize(PHONE);

      // On through delivery and review to payment.
      await page.goto(`${server.baseUrl}/checkout/delivery`);
      await settle(page);
      await main(page)
        .getByRole('button', { name: en('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await agreeAndGoToPayment(page);
      await settle(page);

      // Account credit: $25.00 available, applied, the card pays the rest.
      const credit = main(page).locator('.account-credit');
      expect(await textOf(credit)).toContain(money(CREDIT));
      await credit.getByRole('button', { name: /credit/i }).click();
      await until(
        () => textOf(main(page).locator('.totals')),
        (text) => text.includes(en('basket.totals.leftToPay')),
      );
      const due = withProtection - CREDIT;
      const pay = main(page).getByRole('button', {
        name: message('en-US', 'checkout.payment.pay').replace('{{amount}}', money(due)),
      });
      await pay.waitFor();
      await axeClean(page, 'credit-payment-390');
      await page.setViewportSize(DESKTOP);
      await axeClean(page, 'credit-payment-1280');
      await page.setViewportSize(PHONE);
      await pay.click();

      // The test gateway asks for the rest only.
      await page.getByLabel(en('testGateway.cardNumber')).waitFor();
      expect(await textOf(page.getByRole('main'))).toContain(money(due));
      await page.getByLabel(en('testGateway.cardNumber')).fill('4242 4242 4242 4242');
      await page.locator('button.pay').click();
      await until(
        () => new URL(page.url()).pathname,
        (path) => path === '/order/confirmed',
        { timeout: 15_000 },
      );
      await settle(page);
      expect(await textOf(main(page))).toContain(en('order.confirmed.title'));
      // What the card paid and what the credit paid, each named.
      expect(await textOf(main(page).locator('.checkout-summary'))).toContain(
        message('en-US', 'order.confirmed.paidWithCredit')
          .replace('{{card}}', money(due))
          .replace('{{credit}}', money(CREDIT)),
      );
      // Printed at home: the tickets are a link away, as a PDF.
      const pdf = main(page).getByRole('link', { name: en('account.printTickets.perTicket') });
      const fetched = await page.request.get(
        new URL((await pdf.getAttribute('href')) ?? '', server.baseUrl).toString(),
      );
      expect(fetched.headers()['content-type']).toContain('application/pdf');
      await axeClean(page, 'credit-confirmed-390');

      const number = new URL(page.url()).searchParams.get('order') ?? '';
      const status = (await (
        await page.request.get(`${server.baseUrl}/api/orders/${number}/status`)
      ).json()) as { state: string; totals: { total: { amount: number } } };
      expect(status.state).toBe('confirmed');
      expect(status.totals.total.amount).toBe(withProtection);
      // The credit is spent.
      const left = (await (await page.request.get(`${server.baseUrl}/api/cart/credit`)).json()) as {
        available: { amount: number };
      };
      expect(left.available.amount).toBe(0);
    });
  }, 180_000);

  it('MEMBERS26 opens a priority performance that says "Oops" without it', async () => {
    const priority = (await fetchListings(server.baseUrl)).performances.find(
      (p) => p.state === AvailabilityState.PRIORITY,
    );
    if (!priority) throw new Error('no priority performance in the demo season');
    await withPage({ viewport: DESKTOP }, async (page) => {
      const path = `/events/${priority.productionSlug}/${priority.id}`;
      await page.goto(`${server.baseUrl}${path}`);
      await settle(page);
      expect(await textOf(main(page))).toContain(en('errors.priorityUnavailable'));
      await axeClean(page, 'promo-priority-performance-1280');
      await main(page)
        .getByRole('link', { name: en('performance.promoLink') })
        .click();
      await waitForPath(page, '/basket');
      await settle(page);
      // The link opens the promo dialog at once, and the basket leads back afterwards.
      const dialog = page.getByRole('dialog', { name: en('basket.promo.title') });
      await dialog.waitFor();
      await dialog.getByLabel(en('basket.promo.label')).fill('members26');
      await dialog.getByRole('button', { name: en('basket.promo.apply') }).click();
      await until(
        () => textOf(main(page).locator('.promo-applied')),
        (text) => text.includes('MEMBERS26'),
      );
      await axeClean(page, 'promo-members-basket-1280');
      await main(page)
        .getByRole('link', { name: en('basket.promo.backToEvent') })
        .click();
      await waitForPath(page, path);
      await settle(page);
      expect(await textOf(main(page))).not.toContain(en('errors.priorityUnavailable'));
      // Open now: its seat map is drawn (the code's mode of sale lets its seats be chosen).
      await page.locator('.seat-map-svg [data-seat]').first().waitFor();
      await axeClean(page, 'promo-priority-opened-1280');
    });
  }, 120_000);
});
