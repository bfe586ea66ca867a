import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { Cart } from '../src/shared/contracts/cart.ts';
import { ticketLinesOf } from '../src/shared/contracts/cart.ts';
import type {
  PerformanceSeatsResponse,
  PerformanceSummary,
  VenueLayout,
} from '../src/shared/contracts/catalogue.ts';
import { formatMoney } from '../src/shared/money.ts';
import { axeClean, browserSession, DESKTOP, PHONE } from './support/browser.ts';
import { agreeAndGoToPayment, payOnTestGateway } from './support/checkout.ts';
import { en, fetchListings, main, settle, textOf, until, waitForPath } from './support/site.ts';

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** On-sale Main Stage performances (venue 29), in date order. */
async function onSale(baseUrl: string): Promise<PerformanceSummary[]> {
  const { performances } = await fetchListings(baseUrl);
  return performances.filter((p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS);
}

/** Two free seats side by side that leave no single seat behind (runs of exactly 2, or 4+). */
async function freePair(baseUrl: string, p: PerformanceSummary): Promise<[number, number]> {
  const [layout, seats] = await Promise.all([
    getJson<VenueLayout>(baseUrl, `/api/venues/${p.venue.id}/layout`),
    getJson<PerformanceSeatsResponse>(baseUrl, `/api/performances/${p.id}/seats`),
  ]);
  const status = new Map(seats.seats.map((s) => [s.seatId, s.status]));
  const rows = new Map<number, VenueLayout['seats']>();
  for (const seat of layout.seats) {
    const section = layout.sections.find((s) => s.id === seat.sectionId);
    if (section?.level === 'booth' || seat.wheelchair || seat.companion) continue;
    rows.set(seat.rowId, [...(rows.get(seat.rowId) ?? []), seat]);
  }
  for (const row of rows.values()) {
    const sorted = row.sort((a, b) => a.x - b.x);
    const runs: number[][] = [];
    let run: number[] = [];
    sorted.forEach((seat, i) => {
      const previous = sorted[i - 1];
      const adjacent = previous !== undefined && seat.x - previous.x < 40;
      if (!adjacent || status.get(seat.id) !== 'available') {
        if (run.length) runs.push(run);
        run = [];
      }
      if (status.get(seat.id) === 'available') run.push(seat.id);
    });
    if (run.length) runs.push(run);
    const good = runs.find((r) => r.length === 2 || r.length >= 4);
    if (good?.[0] !== undefined && good[1] !== undefined) return [good[0], good[1]];
  }
  throw new Error('No two free seats side by side');
}

/** Holds the seats in the page's browser context (the cart cookie lands there). */
async function hold(page: Page, baseUrl: string, performanceId: number, seatIds: number[]) {
  const response = await page.request.post(`${baseUrl}/api/cart/seats`, {
    data: { performanceId, seatIds },
    headers: { Origin: baseUrl },
  });
  if (response.status() !== 200) throw new Error(`hold answered ${response.status()}`);
  return ((await response.json()) as { cart: Cart }).cart;
}

async function signIn(page: Page, email: string, password: string) {
  await main(page).getByLabel(en('auth.fields.email'), { exact: true }).fill(email);
  await main(page)
    .getByRole('button', { name: en('auth.login.continue') })
    .click();
  const passwordField = main(page).getByLabel(en('auth.fields.password'), { exact: true });
  await passwordField.waitFor();
  await passwordField.fill(password);
  await main(page)
    .getByRole('button', { name: en('auth.login.submit'), exact: true })
    .click();
}

describe('checkout in the browser', () => {
  // PUBLIC_URL is the server's own address: the provider's return keeps the browser's cookies.
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('two held seats → basket → sign in → delivery → review → declined, then paid → confirmed and sold', async () => {
    const [performance] = await onSale(baseUrl);
    if (!performance) throw new Error('no on-sale performance');
    const seats = await freePair(baseUrl, performance);
    const { email, password } = DEMO_CUSTOMERS.daniel;
    await withPage({ viewport: PHONE }, async (page) => {
      const cart = await hold(page, baseUrl, performance.id, seats);
      expect(ticketLinesOf(cart)).toHaveLength(2);
      const total = formatMoney(cart.totals.total, 'en-US');

      // The basket: both seats by name, grouped under the performance, the all-in total.
      await page.goto('/basket');
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(en('basket.title'));
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Cart, 2 tickets' }).count()).toBe(1);
      const group = main(page).getByRole('region', { name: performance.productionTitle });
      for (const line of ticketLinesOf(cart)) {
        const place = `${line.seat.section}, Row ${line.seat.row}, seat ${line.seat.seat}`;
        expect(await textOf(group)).toContain(place);
        expect(
          await main(page)
            .getByRole('button', { name: `Remove ${place}`, exact: true })
            .count(),
        ).toBe(1);
      }
      expect(await textOf(main(page).locator('.totals-total'))).toContain(total);
      // The current step is marked for assistive technology.
      expect(
        await main(page)
          .getByRole('navigation', { name: en('checkout.steps.label') })
          .locator('[aria-current="step"]')
          .textContent(),
      ).toBe(en('checkout.steps.basket'));
      await axeClean(page, 'checkout-basket-390');

      // Account step, signed out: sign in and come back at delivery with the cart kept.
      await main(page)
        .getByRole('link', { name: en('basket.checkout') })
        .click();
      await waitForPath(page, '/checkout/account');
      await main(page)
        .getByRole('link', { name: en('checkout.account.signIn') })
        .click();
      await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/checkout/delivery')}`);
      await signIn(page, email, password);
      await waitForPath(page, '/checkout/delivery');
      await settle(page);
      await main(page).getByLabel(en('checkout.delivery.boxOffice')).check();
      await main(page)
        .getByRole('button', { name: en('checkout.continueToHousehold') })
        .click();
      // Daniel belongs to a household: "Select Account Holder", himself chosen to begin with.
      await waitForPath(page, '/checkout/household');
      await settle(page);
      expect(
        await main(page)
          .getByLabel(/^Daniel Alvarez/)
          .isChecked(),
      ).toBe(true);
      await main(page)
        .getByRole('button', { name: en('checkout.continueToReview') })
        .click();

      // Review: both acknowledgements are required, with the spec's message, tied to the box.
      await waitForPath(page, '/checkout/review');
      await settle(page);
      await main(page).getByLabel(en('checkout.review.orderNotes')).fill('Celebrating a birthday');
      await main(page)
        .getByRole('button', { name: en('checkout.continueToPayment') })
        .click();
      const terms = main(page).getByLabel(en('checkout.review.acceptTerms'));
      await until(
        () => terms.getAttribute('aria-invalid'),
        (v) => v === 'true',
      );
      const errorId = (await terms.getAttribute('aria-describedby')) ?? '';
      expect(await textOf(page.locator(`[id="${errorId}"]`))).toBe(
        'Please accept the terms and conditions',
      );
      expect(await textOf(main(page).locator('.error-summary'))).toContain(
        en('checkout.review.privacyRequired'),
      );
      await axeClean(page, 'checkout-review-errors-390');
      // Back and forward keeps what was entered.
      await page.goBack();
      await waitForPath(page, '/checkout/household');
      await page.goBack();
      await waitForPath(page, '/checkout/delivery');
      expect(await main(page).getByLabel(en('checkout.delivery.boxOffice')).isChecked()).toBe(true);
      await page.goForward();
      await waitForPath(page, '/checkout/household');
      await page.goForward();
      await waitForPath(page, '/checkout/review');
      expect(await main(page).getByLabel(en('checkout.review.orderNotes')).inputValue()).toBe(
        'Celebrating a birthday',
      );
      await agreeAndGoToPayment(page);

      // Payment: a declined card brings the buyer back with the outcome and a retry.
      await settle(page);
      await main(page)
        .getByRole('button', { name: `Pay ${total}` })
        .click();
      await payOnTestGateway(page, '4000 0000 0000 0002');
      await until(
        () => new URL(page.url()),
        (url) =>
          url.pathname === '/checkout/payment' && url.searchParams.get('outcome') === 'declined',
      );
      expect(await textOf(main(page).getByRole('alert').first())).toContain(
        en('errors.PAYMENT_DECLINED'),
      );
      await main(page)
        .getByRole('button', { name: `Try again: pay ${total}` })
        .click();
      await payOnTestGateway(page, '4242 4242 4242 4242');

      // Confirmed: the order number, the seats, the collection wording; nothing about e-mails.
      await waitForPath(page, '/order/confirmed');
      const number = new URL(page.url()).searchParams.get('order') ?? '';
      expect(number).toMatch(/^MSP-/);
      await settle(page);
      const confirmed = await textOf(main(page));
      expect(confirmed).toContain(number);
      expect(confirmed).toContain(en('order.confirmed.title'));
      for (const line of ticketLinesOf(cart))
        expect(confirmed).toContain(`Row ${line.seat.row}, seat ${line.seat.seat}`);
      expect(confirmed).toContain(en('checkout.delivery.boxOffice'));
      expect(confirmed.toLowerCase()).not.toContain('e-mail');
      expect(confirmed.toLowerCase()).not.toContain('email');
      await axeClean(page, 'checkout-confirmed-390');

      // The seats are sold: the API says so and the map draws them taken.
      const statuses = await getJson<PerformanceSeatsResponse>(
        baseUrl,
        `/api/performances/${performance.id}/seats`,
      );
      for (const id of seats)
        expect(statuses.seats.find((s) => s.seatId === id)?.status).toBe('sold');
      // Wide screens open on the map (phones on the list).
      await page.setViewportSize(DESKTOP);
      await page.goto(`/events/${performance.productionSlug}/${performance.id}`);
      await page.locator('.seat-map-svg [data-seat]').first().waitFor();
      for (const id of seats)
        expect(
          await page.locator(`.seat-map-svg [data-seat="${id}"]`).getAttribute('data-kind'),
        ).toBe('taken');
      // And the cart is empty again.
      expect(
        await page.getByRole('banner').getByRole('link', { name: 'Cart, 0 tickets' }).count(),
      ).toBe(1);
    });
  });

  it('guards: signed out after the account step → sign in; an empty cart → the basket', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/checkout/review');
      await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/checkout/review')}`);
      await page.goto('/checkout/account');
      await waitForPath(page, '/basket');
      await settle(page);
      expect(await textOf(main(page))).toContain(en('basket.empty'));
      expect(
        await main(page)
          .getByRole('link', { name: en('basket.browse') })
          .count(),
      ).toBe(1);
    });
  });

  it('basket: change a ticket type, remove a seat, empty the cart after confirming', async () => {
    const performances = await onSale(baseUrl);
    const performance = performances[1] ?? performances[0];
    if (!performance) throw new Error('no on-sale performance');
    const seats = await freePair(baseUrl, performance);
    await withPage({ viewport: PHONE }, async (page) => {
      const cart = await hold(page, baseUrl, performance.id, seats);
      await page.goto('/basket');
      await settle(page);
      const [first, second] = ticketLinesOf(cart);
      if (!first || !second) throw new Error('two lines expected');
      // A type change saves at once and the total follows.
      const select = main(page).getByRole('combobox').first();
      const options = await select.locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(1);
      const before = await textOf(main(page).locator('.totals-total'));
      await select.selectOption({ index: options.length - 1 });
      await until(
        () => textOf(main(page).locator('.totals-total')),
        (now) => now !== before,
      );
      // Remove one seat by keyboard.
      const remove = main(page).getByRole('button', {
        name: `Remove ${second.seat.section}, Row ${second.seat.row}, seat ${second.seat.seat}`,
      });
      await remove.focus();
      await page.keyboard.press('Enter');
      await until(
        () => main(page).locator('.price-line').count(),
        (n) => n === 1,
      );
      // Empty the cart: a confirmation first.
      await main(page)
        .getByRole('button', { name: en('basket.emptyCart') })
        .click();
      const dialog = page.getByRole('dialog', { name: en('basket.emptyTitle') });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: en('basket.emptyConfirm') }).click();
      await main(page).getByText(en('basket.empty')).waitFor();
      const after = await getJson<PerformanceSeatsResponse>(
        baseUrl,
        `/api/performances/${performance.id}/seats`,
      );
      for (const id of seats)
        expect(after.seats.find((s) => s.seatId === id)?.status).toBe('available');
    });
  });
});
