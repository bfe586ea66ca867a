/**
 * Issue 9, items 14 and 17: how long seats are held, told so that a buyer anywhere reads it
 * right, and what happens when the hold ends.
 * - The basket says the time left ("Held for you for 14 more minutes") and the end time with its
 *   zone ("until 8:14am EST"); screen readers are told the count only from five minutes down.
 * - The expiry dialog opens at the deadline, on the server's clock (here the browser's clock is
 *   30 s slow); at that moment the "Held for you" box goes; "Choose seats again" leads from the
 *   basket to the performance whose seats lapsed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse } from '../src/shared/contracts/cart.ts';
import { formatTimeWithZone } from '../src/shared/dates.ts';
import { axeClean, browserSession, DESKTOP, PHONE } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { en, findPerformance, main, settle, textOf, waitForPath } from './support/site.ts';

/** Holds last 15 s here, so a hold lapses within the test. */
const HOLD_SECONDS = 15;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CART_HOLD_SECONDS: String(HOLD_SECONDS) });
});
afterAll(async () => {
  await server?.stop();
});

/** The browser's clock runs `skewMs` off the real one (the server's), as a buyer's may. */
async function skewClock(context: BrowserContext, skewMs: number): Promise<void> {
  await context.addInitScript((skew: number) => {
    const Real = Date;
    class Skewed extends Real {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(Real.now() + skew);
        else super(...(args as [number]));
      }
      static override now() {
        return Real.now() + skew;
      }
    }
    globalThis.Date = Skewed as DateConstructor;
  }, skewMs);
}

/** Two seats held through the API with the browser's own cookie; the cart's deadline. */
async function holdTwo(context: BrowserContext, performanceId: number) {
  const held = await context.request.post(`${server.baseUrl}/api/cart/seats`, {
    data: { performanceId, bestAvailable: { quantity: 2 } },
  });
  expect(held.status()).toBe(200);
  const { cart } = (await held.json()) as AddSeatsResponse;
  if (!cart.expiresAt) throw new Error('no deadline');
  return { cart, deadline: Date.parse(cart.expiresAt) };
}

/** Waits for the expiry dialog and says when (on the real clock) it opened. */
async function expiryOpensAt(page: Page, deadline: number): Promise<number> {
  const dialog = page.getByRole('dialog', { name: en('seatMap.expiryTitle') });
  await dialog.waitFor({ timeout: deadline - Date.now() + 4_000 });
  return Date.now();
}

describe('the hold clock', () => {
  const withPage = browserSession('about:blank');

  it('basket: minutes left and the zone; at the deadline (device clock 30 s slow) the dialog opens, the box goes, and "Choose seats again" leads to the performance', async () => {
    const performance = await findPerformance(server.baseUrl, {
      state: AvailabilityState.GET_TICKETS,
    });
    await withPage({ viewport: PHONE }, async (page, context) => {
      await skewClock(context, -30_000);
      const { cart, deadline } = await holdTwo(context, performance.id);
      await page.goto(`${server.baseUrl}/basket`);
      const box = main(page).locator('.checkout-hold');
      // Under a minute left: the last step, said to screen readers too.
      expect(await textOf(box.locator('.hold-clock'))).toBe(en('seatMap.lessThanMinute'));
      expect(await textOf(box.locator('[aria-live="polite"]'))).toBe(en('seatMap.lessThanMinute'));
      expect(await textOf(box)).toContain(
        en('seatMap.heldUntil').replace(
          '{{time}}',
          formatTimeWithZone(cart.expiresAt ?? '', 'en-US'),
        ),
      );
      expect(await textOf(box)).toMatch(/until \d{1,2}:\d\d(am|pm) E[SD]T\./);

      const openedAt = await expiryOpensAt(page, deadline);
      // At the deadline on the server's clock, not 30 s later (the device's) nor on a 15 s beat.
      expect(openedAt).toBeGreaterThanOrEqual(deadline - 500);
      expect(openedAt).toBeLessThanOrEqual(deadline + 2_000);
      // Nothing is held any more: no "held for you" box stays behind the dialog.
      expect(await box.count()).toBe(0);
      await axeClean(page, 'basket-hold-expired-390');

      await page
        .getByRole('dialog')
        .getByRole('button', { name: en('seatMap.expiryChooseAgain') })
        .click();
      await waitForPath(page, `/events/${performance.productionSlug}/${performance.id}`);
      await settle(page);
      expect(await page.getByRole('region', { name: en('seatMap.heldTitle') }).count()).toBe(0);
    });
  }, 90_000);

  it('performance page: the dialog opens at the deadline (device clock 30 s fast) and the held box goes with the seats', async () => {
    const performance = await findPerformance(server.baseUrl, {
      state: AvailabilityState.GET_TICKETS,
    });
    await withPage({ viewport: DESKTOP }, async (page, context) => {
      // Fast: counted on the device's clock the hold would look over at once.
      await skewClock(context, 30_000);
      const { deadline } = await holdTwo(context, performance.id);
      await page.goto(`${server.baseUrl}/events/${performance.productionSlug}/${performance.id}`);
      const held = page.getByRole('region', { name: en('seatMap.heldTitle') });
      await held.waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await textOf(held.locator('.hold-clock'))).toBe(en('seatMap.lessThanMinute'));

      const openedAt = await expiryOpensAt(page, deadline);
      expect(openedAt).toBeGreaterThanOrEqual(deadline - 500);
      expect(openedAt).toBeLessThanOrEqual(deadline + 2_000);
      expect(await held.count()).toBe(0);
      // Here "Choose seats again" closes the dialog on this performance's seats.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: en('seatMap.expiryChooseAgain') })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await waitForPath(page, `/events/${performance.productionSlug}/${performance.id}`);
      expect(await held.count()).toBe(0);
    });
  }, 90_000);
});
