/**
 * The box office's customer look-up in a real browser (issue 13): a box-office staff member
 * opens Customers from the nav, types a demo customer's name in the search field and presses
 * Enter (the count is announced), opens the customer, sees an order with its tickets, and opens
 * the order. A search of one character says what is wrong. axe finds nothing serious at 1280 px
 * nor at 390 px, where no page scrolls sideways; a door member is refused (screenshots in
 * test-results/screenshots).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { DEMO_ORDER_NUMBERS } from '../src/adapters/db/seed/demo-orders.ts';
import { axeClean, browserSession, DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { en, main, textOf, until, visibleText, waitForPath } from './support/site.ts';
import { createStaffMember, signInNewStaffByApi } from './support/staff.ts';

/** Waits for the page whose only h1 is `text` (the one before may still be fading out). */
async function onPage(page: Page, text: string) {
  await until(
    () => page.getByRole('heading', { level: 1 }).allTextContents(),
    (headings) => headings.length === 1 && headings[0] === text,
    { timeout: 30_000 },
  );
}

/** The page does not scroll sideways: nothing is wider than the window. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** axe at 1280 px, then a screenshot, no sideways scrolling and axe again at 390 px. */
async function checkBothSizes(page: Page, name: string) {
  await axeClean(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  expect(await sideways(page), `${name} scrolls sideways at 390 px`).toBe(0);
  await axeClean(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

describe('the box office’s customer look-up in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('the server answers the look-up’s addresses with the app, and a malformed one with 404', async () => {
    for (const address of [
      '/box-office/customers',
      '/box-office/customers?q=alvarez',
      '/box-office/customers/1',
      `/box-office/orders/${DEMO_ORDER_NUMBERS.mariaPast}`,
    ]) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
    }
    for (const address of ['/box-office/customers/x', '/box-office/orders/12'])
      expect((await fetch(`${baseUrl}${address}`)).status, address).toBe(404);
  });

  it('a staff member finds a customer with the keyboard, opens them and one of their orders', {
    timeout: 240_000,
  }, async () => {
    const staff = await createStaffMember(baseUrl, 'staff', `Cora Counter ${Date.now()}`);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, staff);
      await page.goto('/box-office');
      const nav = page.getByRole('navigation', { name: en('staff.shell.navigation') });
      await nav.getByRole('link', { name: en('staff.customers.nav.label') }).click();
      await waitForPath(page, '/box-office/customers');
      await onPage(page, en('staff.customers.title'));
      await checkBothSizes(page, 'customers-search-empty');

      // One character: the field says what is wrong, and nothing is asked of the server.
      const field = main(page).getByLabel(en('staff.customers.searchLabel'));
      await field.focus();
      await page.keyboard.type('a');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/box-office/customers', '?q=a');
      // Shown beside the field (its description), and announced.
      await page.locator('#bo-customer-q-error').waitFor();
      expect(await textOf(page.locator('#bo-customer-q-error'))).toBe(
        en('staff.customers.validation.short'),
      );
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-describedby')).toBe('bo-customer-q-error');
      // Read aloud only: the status region's words are visually hidden.
      expect((await main(page).getByRole('status').textContent())?.trim()).toBe(
        en('staff.customers.validation.short'),
      );

      // The keyboard alone: type in the search field, press Enter; the count is announced, and
      // the field keeps the focus for the next search.
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('alvarez');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/box-office/customers', '?q=alvarez');
      const status = main(page).getByRole('status');
      await until(
        () => textOf(status),
        (text) => text === en('staff.customers.found_other').replace('{{count}}', '2'),
        { timeout: 30_000 },
      );
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      const results = main(page).getByRole('table');
      expect(await visibleText(results)).toContain(DEMO_CUSTOMERS.maria.email);
      expect(await visibleText(results)).toContain(DEMO_CUSTOMERS.daniel.email);
      await screenshot(page, 'customers-search-1280');
      await checkBothSizes(page, 'customers-search');

      // The customer: details, household, and the upcoming order with its tickets.
      await results.getByRole('link', { name: 'Alvarez, Maria' }).click();
      await onPage(page, 'Maria Alvarez');
      expect(new URL(page.url()).pathname).toMatch(/^\/box-office\/customers\/\d+$/);
      expect(await visibleText(main(page))).toContain(DEMO_CUSTOMERS.maria.email);
      expect(await visibleText(main(page))).toContain('Daniel Alvarez');
      const orderName = en('staff.customers.order').replace(
        '{{number}}',
        DEMO_ORDER_NUMBERS.mariaUpcoming,
      );
      const order = main(page).getByRole('article', { name: orderName });
      await order.waitFor();
      const details = order.locator('details');
      if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
      const tickets = order.getByRole('table');
      await tickets.waitFor();
      expect(await tickets.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await visibleText(tickets)).toContain(en('staff.customers.notAdmitted'));
      expect(await visibleText(order)).toContain(en('staff.customers.states.confirmed'));
      await screenshot(page, 'customer-1280');
      await checkBothSizes(page, 'customer');

      // The order on its own page, with its customer.
      await order.getByRole('link', { name: orderName }).click();
      await waitForPath(page, `/box-office/orders/${DEMO_ORDER_NUMBERS.mariaUpcoming}`);
      await onPage(page, orderName);
      const customer = main(page).getByRole('region', { name: en('staff.customers.customer') });
      expect(await visibleText(customer)).toContain(DEMO_CUSTOMERS.maria.email);
      expect(await main(page).getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
      await screenshot(page, 'lookup-order-1280');
      await checkBothSizes(page, 'lookup-order');

      // Back to all of the customer's orders.
      await customer.getByRole('link', { name: en('staff.customers.allOrders') }).click();
      await onPage(page, 'Maria Alvarez');
    });
  });

  it('a door member is refused the look-up', async () => {
    const door = await createStaffMember(baseUrl, 'door');
    await withPage({ viewport: PHONE }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, door);
      await page.goto('/box-office');
      const banner = page.getByRole('banner');
      await banner.waitFor();
      expect(
        await banner.getByRole('link', { name: en('staff.customers.nav.label') }).count(),
      ).toBe(0);
      await page.goto('/box-office/customers?q=alvarez');
      await onPage(page, en('staff.errors.forbiddenTitle'));
      const asked = await page.request.get(`${baseUrl}/api/box-office/customers?q=alvarez`);
      expect(asked.status()).toBe(403);
    });
  });
});
