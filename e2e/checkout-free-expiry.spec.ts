import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse } from '../src/shared/contracts/cart.ts';
import { ticketLinesOf } from '../src/shared/contracts/cart.ts';
import type { PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../src/shared/contracts/checkout.ts';
import { formatMoney, usd } from '../src/shared/money.ts';
import { setPerformancePrices } from '../src/testing/order-fixtures.ts';
import { ServerProcess } from '../src/testing/server-process-fixture.ts';
import { signInByApi } from './support/account.ts';
import { axeClean, browserSession, PHONE } from './support/browser.ts';
import { agreeAndGoToPayment } from './support/checkout.ts';
import {
  en,
  fetchListings,
  findPerformance,
  main,
  settle,
  textOf,
  until,
  waitForPath,
} from './support/site.ts';

/**
 * A server of this file's own, on data it may change: a free performance (every price 0, set in
 * its database between two starts) and, started again with 10-second holds, a hold that lapses
 * while the buyer is on the payment page.
 */
let server: ServerProcess;
let free: PerformanceSummary;
beforeAll(async () => {
  server = await ServerProcess.create();
  await server.start();
  // The last on-sale Main Stage performance (the other test uses the first).
  const onSale = (await fetchListings(server.baseUrl)).performances.filter(
    (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
  );
  const last = onSale.at(-1);
  if (!last) throw new Error('no on-sale Main Stage performance');
  free = last;
  await server.kill('SIGTERM');
  await server.withDatabase((database) => setPerformancePrices(database, free.id, 0, 0));
  await server.start();
}, 180_000);
afterAll(async () => {
  await server?.destroy();
});

async function hold(page: Page, performanceId: number, quantity: number) {
  const response = await page.request.post(`${server.baseUrl}/api/cart/seats`, {
    data: { performanceId, bestAvailable: { quantity } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as AddSeatsResponse).cart;
}

async function seatStatus(performanceId: number, seatIds: number[]): Promise<string[]> {
  const answer = (await (
    await fetch(`${server.baseUrl}/api/performances/${performanceId}/seats`)
  ).json()) as { seats: { seatId: number; status: string }[] };
  return seatIds.map((id) => answer.seats.find((s) => s.seatId === id)?.status ?? 'none');
}

describe('free orders and a hold lapsing at payment', () => {
  const withPage = browserSession('about:blank');

  it('a free order is placed without the payment provider', async () => {
    // A customer with no household (a household adds its own step).
    const { email, password } = DEMO_CUSTOMERS.rose;
    await withPage({ viewport: PHONE }, async (page) => {
      const cart = await hold(page, free.id, 2);
      expect(cart.totals.total.amount).toBe(0);
      const seats = ticketLinesOf(cart).map((line) => line.seat.id);
      await signInByApi(page, server.baseUrl, email, password);
      await page.goto(`${server.baseUrl}/checkout/delivery`);
      await settle(page);
      await main(page)
        .getByRole('button', { name: en('checkout.continueToReview') })
        .click();
      await waitForPath(page, '/checkout/review');
      await agreeAndGoToPayment(page);
      await axeClean(page, 'checkout-free-payment-390');
      const zero = formatMoney(usd(0), 'en-US');
      expect(await textOf(main(page).locator('.totals-total'))).toContain(zero);
      // No provider's page is mentioned, and nothing is "paid".
      const text = await textOf(main(page));
      expect(text).not.toContain(en('checkout.payment.redirectNote'));
      expect(text).toContain(en('checkout.payment.freeNote'));
      await main(page)
        .getByRole('button', { name: en('checkout.payment.placeFree') })
        .click();

      // Straight to the confirmation: the test gateway's page is never shown.
      await waitForPath(page, '/order/confirmed');
      const number = new URL(page.url()).searchParams.get('order') ?? '';
      expect(number).toMatch(/^MSP-/);
      await settle(page);
      expect(await textOf(main(page))).toContain(en('order.confirmed.title'));
      await axeClean(page, 'checkout-free-confirmed-390');
      expect(await seatStatus(free.id, seats)).toEqual(['sold', 'sold']);
      const status = (await (
        await page.request.get(`${server.baseUrl}/api/orders/${number}/status`)
      ).json()) as { state: string; lastPayment: { provider: string } | null };
      expect(status.state).toBe('confirmed');
      expect(status.lastPayment?.provider).toBe('free');
    });
  }, 120_000);

  it('the hold lapses on the payment page: nothing is charged, the buyer is told and shown the way back', async () => {
    // Holds of 10 seconds (the shortest allowed), on the same data.
    await server.kill('SIGTERM');
    await server.start({ CART_HOLD_SECONDS: '10' });
    const performance = await findPerformance(server.baseUrl, {
      slug: 'a-christmas-carol',
      state: AvailabilityState.GET_TICKETS,
    });
    const { email, password } = DEMO_CUSTOMERS.james;
    await withPage({ viewport: PHONE }, async (page) => {
      const cart = await hold(page, performance.id, 1);
      const seats = ticketLinesOf(cart).map((line) => line.seat.id);
      await signInByApi(page, server.baseUrl, email, password);
      // "Pay" straight away (the review's call), so the seconds left are all on the provider's
      // page: the hold is extended once, to 10 seconds from now, and the page ends with it.
      const paid = await page.request.post(`${server.baseUrl}/api/checkout/payment`, {
        data: { acceptTerms: true, acknowledgePrivacy: true },
      });
      expect(paid.status()).toBe(200);
      const answer = (await paid.json()) as StartPaymentResponse;
      if (answer.kind !== 'redirect') throw new Error('expected the provider’s page');
      await page.goto(answer.redirectUrl);
      await page.getByLabel(en('testGateway.cardNumber')).fill('4242 4242 4242 4242');
      // The buyer is slow: the hold's deadline passes before "Pay".
      const late = Date.parse(answer.holdExpiresAt) + 1000 - Date.now();
      await page.waitForTimeout(Math.max(0, late));
      await page.locator('button.pay').click();

      await until(
        () => new URL(page.url()),
        (url) =>
          url.pathname === '/checkout/payment' && url.searchParams.get('outcome') === 'expired',
        { timeout: 15_000 },
      );
      await settle(page);
      expect(await textOf(main(page).getByRole('alert').first())).toBe(
        en('checkout.payment.expired'),
      );
      // What happened to the seats, in so many words.
      expect(await textOf(main(page))).toContain(en('checkout.payment.seatsReleased'));
      // The way back: choose seats again.
      expect(
        await main(page)
          .getByRole('link', { name: en('basket.browse') })
          .count(),
      ).toBe(1);
      await axeClean(page, 'checkout-hold-expired-390');
      const status = (await (
        await page.request.get(`${server.baseUrl}/api/orders/${answer.orderNumber}/status`)
      ).json()) as { state: string; lastPayment: { outcome: string } | null; refundDue: boolean };
      expect(status).toMatchObject({
        state: 'completing',
        lastPayment: { outcome: 'expired' },
        refundDue: false,
      });
      // The seat goes back on sale within seconds.
      await until(
        () => seatStatus(performance.id, seats),
        (s) => s[0] === 'available',
        { timeout: 10_000 },
      );

      // Reopening the provider's page: closed, with a way back to the store.
      await page.goto(answer.redirectUrl);
      expect(await textOf(page.getByRole('main'))).toContain(en('testGateway.closed'));
      await page.getByRole('link', { name: en('testGateway.backToStore') }).click();
      await until(
        () => new URL(page.url()),
        (url) => url.pathname === '/checkout/payment' && url.searchParams.has('outcome'),
      );
    });
  }, 120_000);
});
