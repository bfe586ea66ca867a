import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { AddSeatsResponse, Cart } from '../src/shared/contracts/cart.ts';
import { ticketLinesOf } from '../src/shared/contracts/cart.ts';
import { browserSession } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { findPerformance, message, textOf, until } from './support/site.ts';

/** A server whose holds last 10 s (the shortest allowed), so a hold lapses within the test. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CART_HOLD_SECONDS: '10' });
});
afterAll(async () => {
  await server?.stop();
});

describe('a hold that lapses', () => {
  const withPage = browserSession('about:blank');

  it('shows the expiry dialog and frees the seats', async () => {
    const performance = await findPerformance(server.baseUrl, {
      slug: 'a-christmas-carol',
      state: AvailabilityState.GET_TICKETS,
    });
    await withPage({}, async (page, context) => {
      // Hold through the API with the browser's own cookies, then open the page holding them.
      const held = await context.request.post(`${server.baseUrl}/api/cart/seats`, {
        data: { performanceId: performance.id, bestAvailable: { quantity: 2 } },
      });
      expect(held.status()).toBe(200);
      const seats = ticketLinesOf(((await held.json()) as AddSeatsResponse).cart).map(
        (line) => line.seat.id,
      );
      await page.goto(`${server.baseUrl}/events/${performance.productionSlug}/${performance.id}`);
      await page.getByRole('heading', { name: message('en-US', 'seatMap.heldTitle') }).waitFor();

      const dialog = page.getByRole('dialog', { name: message('en-US', 'seatMap.expiryTitle') });
      await dialog.waitFor({ timeout: 40_000 });
      expect(await textOf(dialog)).toContain(message('en-US', 'seatMap.holdExpired'));
      await dialog
        .getByRole('button', { name: message('en-US', 'seatMap.expiryChooseAgain') })
        .click();
      await dialog.waitFor({ state: 'hidden' });

      const cart = await until(
        async () =>
          (await (await context.request.get(`${server.baseUrl}/api/cart`)).json()) as Cart,
        (c) => ticketLinesOf(c).length === 0,
      );
      expect(cart.expiresAt).toBeNull();
      // Swept within seconds: the seats are on sale again for anyone.
      const statuses = await until(
        async () =>
          (await (
            await fetch(`${server.baseUrl}/api/performances/${performance.id}/seats`)
          ).json()) as {
            seats: { seatId: number; status: string }[];
          },
        (s) =>
          seats.every((id) => s.seats.find((seat) => seat.seatId === id)?.status === 'available'),
        { timeout: 10_000 },
      );
      expect(statuses.seats.length).toBeGreaterThan(0);
    });
  }, 90_000);
});
