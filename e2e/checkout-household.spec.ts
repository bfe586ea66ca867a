import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { DEMO_ORDER_NUMBERS } from '../src/adapters/db/seed/demo-orders.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { Cart } from '../src/shared/contracts/cart.ts';
import { DELIVERY_FEES_CENTS } from '../src/shared/contracts/checkout.ts';
import { formatMoney, usd } from '../src/shared/money.ts';
import { registerByApi, signInByApi, uniqueEmail } from './support/account.ts';
import { axeClean, browserSession, DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { agreeAndGoToPayment, payOnTestGateway } from './support/checkout.ts';
import { en, fetchListings, main, settle, textOf, until, waitForPath } from './support/site.ts';

/** The names of the checkout's steps, as the step indicator lists them. */
async function stepNames(page: Page): Promise<string[]> {
  const nav = main(page).getByRole('navigation', { name: en('checkout.steps.label') });
  await nav.waitFor();
  return (await nav.locator('li').allTextContents()).map((text) => text.replace(/^\d+/, '').trim());
}

describe('the household step, addresses and reserved orders in the browser', () => {
  // PUBLIC_URL is the server's own address: the provider's return keeps the browser's cookies.
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('Maria picks Daniel as account holder, a billing address, and pays: confirmed', async () => {
    const { performances } = await fetchListings(baseUrl);
    const performance = performances.find(
      (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
    );
    if (!performance) throw new Error('no on-sale performance');
    const { email, password } = DEMO_CUSTOMERS.maria;
    await withPage({ viewport: PHONE }, async (page) => {
      const held = await page.request.post(`${baseUrl}/api/cart/seats`, {
        data: { performanceId: performance.id, bestAvailable: { quantity: 2 } },
        headers: { Origin: baseUrl },
      });
      expect(held.status()).toBe(200);
      const cart = ((await held.json()) as { cart: Cart }).cart;
      await signInByApi(page, baseUrl, email, password);

      // Signed in as a household member: "Select Account Holder" joins the steps, after
      // delivery; add-ons do not (nothing to offer).
      await page.goto('/checkout/delivery');
      await settle(page);
      expect(await stepNames(page)).toEqual([
        en('checkout.steps.basket'),
        en('checkout.steps.account'),
        en('checkout.steps.delivery'),
        en('checkout.steps.household'),
        en('checkout.steps.review'),
        en('checkout.steps.payment'),
      ]);
      // Billing: Maria's saved addresses, one of the billing kind offered first.
      const billing = main(page).getByRole('group', { name: en('checkout.addresses.billing') });
      const poBox = billing.getByLabel(/PO Box 212/);
      expect(await poBox.isChecked()).toBe(true);
      await billing.getByLabel(/14 Orchard Lane/).check();
      // Post: a fee, when the tickets arrive, and a delivery address to choose.
      await main(page)
        .getByLabel(new RegExp(`^${en('checkout.delivery.post')}`))
        .check();
      const delivery = main(page).getByRole('group', { name: en('checkout.addresses.delivery') });
      await delivery.waitFor();
      expect(await textOf(main(page))).toContain(en('checkout.delivery.postAbout'));
      expect(await textOf(main(page))).toContain(
        formatMoney(usd(DELIVERY_FEES_CENTS.post), 'en-US'),
      );
      await axeClean(page, 'checkout-delivery-addresses-390');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'checkout-delivery-addresses-1280');
      await page.setViewportSize(PHONE);
      await delivery.getByLabel(/PO Box 212/).check();
      await main(page)
        .getByRole('button', { name: en('checkout.continueToHousehold') })
        .click();

      // Select Account Holder: Maria herself first, Daniel to choose.
      await waitForPath(page, '/checkout/household');
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        en('checkout.household.title'),
      );
      const members = main(page).getByRole('group', { name: en('checkout.household.legend') });
      expect(await members.getByLabel(/^Maria Alvarez/).isChecked()).toBe(true);
      // A guard: review before the account holder is chosen leads back to this step.
      await page.goto('/checkout/review');
      await waitForPath(page, '/checkout/household');
      await settle(page);
      await axeClean(page, 'checkout-household-390');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'checkout-household-1280');
      await page.setViewportSize(PHONE);
      await members.getByLabel(/^Daniel Alvarez/).check();
      await main(page)
        .getByRole('button', { name: en('checkout.continueToReview') })
        .click();

      // Review: the account holder and the addresses chosen, each changeable.
      await waitForPath(page, '/checkout/review');
      await settle(page);
      const booker = main(page).getByRole('region', { name: en('checkout.household.holder') });
      expect(await textOf(booker)).toContain('Daniel Alvarez');
      const addresses = main(page).getByRole('region', { name: en('checkout.addresses.title') });
      expect(await textOf(addresses)).toContain('14 Orchard Lane');
      expect(await textOf(addresses)).toContain('PO Box 212');
      // Back and forward keeps the choices: the household step still has Daniel.
      await main(page)
        .getByRole('link', { name: en('checkout.backToHousehold') })
        .click();
      await waitForPath(page, '/checkout/household');
      await until(
        () =>
          main(page)
            .getByLabel(/^Daniel Alvarez/)
            .isChecked(),
        (checked) => checked,
      );
      await page.goBack();
      await waitForPath(page, '/checkout/review');
      await settle(page);
      await agreeAndGoToPayment(page);

      // Payment on the test gateway, then confirmed.
      await settle(page);
      const total = formatMoney(usd(cart.totals.total.amount + DELIVERY_FEES_CENTS.post), 'en-US');
      await main(page)
        .getByRole('button', { name: `Pay ${total}` })
        .click();
      await payOnTestGateway(page, '4242 4242 4242 4242');
      await waitForPath(page, '/order/confirmed');
      const number = new URL(page.url()).searchParams.get('order') ?? '';
      const status = await page.request.get(`${baseUrl}/api/orders/${number}/status`);
      expect(((await status.json()) as { state: string }).state).toBe('confirmed');
      await axeClean(page, 'checkout-household-confirmed-390');
    });
  });

  it('a customer in no household: no household step; a billing address added inline', async () => {
    const { performances } = await fetchListings(baseUrl);
    const performance = performances.find(
      (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
    );
    if (!performance) throw new Error('no on-sale performance');
    const email = uniqueEmail('household');
    const password = 'Lobby4Seats';
    await registerByApi(baseUrl, { email, password });
    await withPage({ viewport: PHONE }, async (page) => {
      const held = await page.request.post(`${baseUrl}/api/cart/seats`, {
        data: { performanceId: performance.id, bestAvailable: { quantity: 1 } },
        headers: { Origin: baseUrl },
      });
      expect(held.status()).toBe(200);
      await signInByApi(page, baseUrl, email, password);
      await page.goto('/checkout/delivery');
      await settle(page);
      expect(await stepNames(page)).toEqual([
        en('checkout.steps.basket'),
        en('checkout.steps.account'),
        en('checkout.steps.delivery'),
        en('checkout.steps.review'),
        en('checkout.steps.payment'),
      ]);
      // The address kept on the account is offered; a new one can be added here.
      const billing = main(page).getByRole('group', { name: en('checkout.addresses.billing') });
      expect(await billing.getByLabel(/1 Test Row/).isChecked()).toBe(true);
      await billing.getByRole('button', { name: en('checkout.addresses.add') }).click();
      const form = main(page).getByRole('form', { name: en('checkout.addresses.newBillingTitle') });
      await form.getByLabel(en('account.address.line1')).fill('9 Stage Door Lane');
      await form.getByLabel(en('account.address.city')).fill('Riverton');
      await form.getByLabel(en('account.address.postalCode')).fill('12590');
      await axeClean(page, 'checkout-delivery-new-address-390');
      // Going on with the new address neither saved nor cancelled: the step says so, and stays.
      await main(page)
        .getByRole('button', { name: en('checkout.continueToReview') })
        .click();
      expect(await textOf(main(page).locator('.error-summary'))).toContain(
        en('checkout.addresses.unsaved'),
      );
      expect(new URL(page.url()).pathname).toBe('/checkout/delivery');
      await form.getByRole('button', { name: en('checkout.addresses.saveAndUse') }).click();
      await until(
        () => billing.getByLabel(/9 Stage Door Lane/).isChecked(),
        (checked) => checked,
      );
      await main(page)
        .getByRole('button', { name: en('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await settle(page);
      expect(
        await textOf(main(page).getByRole('region', { name: en('checkout.addresses.title') })),
      ).toContain('9 Stage Door Lane');
      // Asked for, the household step leads on to the next step this checkout has.
      await page.goto('/checkout/household');
      await waitForPath(page, '/checkout/review');
    });
  });

  it('a reserved order in the basket, then Pay Later returns it to the reserved orders', async () => {
    const { email, password } = DEMO_CUSTOMERS.daniel;
    const number = DEMO_ORDER_NUMBERS.danielReserved;
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, email, password);
      const added = await page.request.post(`${baseUrl}/api/cart/reserved-order`, {
        data: { orderNumber: number },
        headers: { Origin: baseUrl },
      });
      expect(added.status()).toBe(200);
      await page.goto('/basket');
      await settle(page);
      const panel = main(page).getByRole('region', {
        name: en('checkout.reserved.title').replace('{{number}}', number),
      });
      expect(await textOf(panel)).toContain(en('checkout.reserved.asReserved'));
      expect(await textOf(main(page))).not.toContain(en('basket.empty'));
      await axeClean(page, 'basket-reserved-order-390');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'basket-reserved-order-1280');
      await page.setViewportSize(PHONE);
      await panel.getByRole('button', { name: en('checkout.reserved.payLater') }).click();
      await waitForPath(page, '/account/your-orders', '?tab=reserved');
      const after = await page.request.get(`${baseUrl}/api/cart/reserved-order`);
      expect(await after.json()).toEqual({ reservedOrder: null });
    });
  });
});
