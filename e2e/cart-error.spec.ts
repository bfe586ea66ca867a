import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { Cart } from '../src/shared/contracts/cart.ts';
import { browserSession, PHONE, screenshot, seriousAxeViolations } from './support/browser.ts';
import { findPerformance, message, until, waitForPath } from './support/site.ts';

describe('the cart error dialog', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('a basket that cannot be read offers to start again, which empties it', async () => {
    const performance = await findPerformance(baseUrl, {
      state: AvailabilityState.GET_TICKETS,
    });
    await withPage({ viewport: PHONE }, async (page, context) => {
      const held = await context.request.post(`${baseUrl}/api/cart/seats`, {
        data: { performanceId: performance.id, bestAvailable: { quantity: 1 } },
        headers: { Origin: baseUrl },
      });
      expect(held.status()).toBe(200);
      // The server fails to answer the basket (only in the browser: the API itself is fine).
      await page.route('**/api/cart?*', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }),
            })
          : route.fallback(),
      );
      await page.goto(`${baseUrl}/basket`);
      const dialog = page.getByRole('dialog', { name: message('en-US', 'basket.cartErrorTitle') });
      await dialog.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'cart-error-dialog-390');
      await dialog
        .getByRole('button', { name: message('en-US', 'basket.cartErrorRestart') })
        .click();
      await waitForPath(page, '/listings');
      const cart = await until(
        async () => (await (await context.request.get(`${baseUrl}/api/cart`)).json()) as Cart,
        (c) => c.lines.length === 0,
      );
      expect(cart.lines).toEqual([]);
    });
  });
});
