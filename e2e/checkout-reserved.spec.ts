import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { AvailabilityState } from '../src/shared/availability.ts';
import { formatMoney, usd } from '../src/shared/money.ts';
import { sqlOn } from '../src/testing/order-fixtures.ts';
import { ServerProcess } from '../src/testing/server-process-fixture.ts';
import { signInByApi } from './support/account.ts';
import { axeClean, browserSession, PHONE } from './support/browser.ts';
import { agreeAndGoToPayment, payOnTestGateway } from './support/checkout.ts';
import { en, fetchListings, main, settle, textOf, waitForPath } from './support/site.ts';

const NUMBER = 'MSP-RSVE2E01';

/**
 * A server of this file's own: the box office's reserved order for Maria is written into its
 * database between two starts (paying it changes data other browser tests may read).
 */
let server: ServerProcess;
let totalCents = 0;
beforeAll(async () => {
  server = await ServerProcess.create();
  await server.start();
  const performance = (await fetchListings(server.baseUrl)).performances.find(
    (p) => p.venue.id === 29 && p.state === AvailabilityState.GET_TICKETS,
  );
  if (!performance) throw new Error('no on-sale Main Stage performance');
  await server.kill('SIGTERM');
  await server.withDatabase(async (database) => {
    const sql = sqlOn(database);
    const seats = await sql<{ seat_id: number; base_cents: number; fee_cents: number }>`
      select ps.seat_id, pp.base_cents, pp.fee_cents from performance_seats ps
      join seats s on s.id = ps.seat_id
      join price_bands b on b.id = s.price_band_id
      join performance_prices pp on pp.performance_id = ps.performance_id
        and pp.price_band_id = s.price_band_id and pp.price_type_id = 1 and pp.mode_of_sale_id = 3
      where ps.performance_id = ${performance.id} and ps.status = 'available'
        and not s.wheelchair and not s.companion and b.online_sale
      order by s.id desc limit 2`;
    const fees = seats.reduce((sum, s) => sum + s.fee_cents, 0);
    totalCents = seats.reduce((sum, s) => sum + s.base_cents + s.fee_cents, 0);
    const holdUntil = new Date(Date.now() + 3 * 24 * 3600_000);
    const [order] = await sql<{ id: number }>`
      insert into orders (number, customer_id, cart_id, state, products_subtotal_cents,
        subtotal_cents, fees_cents, total_cents, delivery_method, hold_until, created_at)
      select ${NUMBER}, id, ${`reserved-${NUMBER}`}, 'reserved', ${totalCents - fees},
        ${totalCents - fees}, ${fees}, ${totalCents}, 'print-at-home', ${holdUntil}, now()
      from customers where email = ${DEMO_CUSTOMERS.maria.email}
      returning id`;
    for (const seat of seats) {
      await sql`insert into order_tickets (order_id, performance_id, seat_id, price_type_id,
          base_cents, fee_cents)
        values (${order?.id}, ${performance.id}, ${seat.seat_id}, 1, ${seat.base_cents},
          ${seat.fee_cents})`;
      await sql`update performance_seats set status = 'held', hold_id = ${`reserved-${NUMBER}`},
          held_until = ${holdUntil}
        where performance_id = ${performance.id} and seat_id = ${seat.seat_id}`;
    }
  });
  await server.start();
}, 180_000);
afterAll(async () => {
  await server?.destroy();
});

describe('a reserved order paid later in the browser', () => {
  const withPage = browserSession('about:blank');

  it('in the basket, through every step to the test gateway: that same order confirmed', async () => {
    // The provider sends the buyer back to PUBLIC_URL, which is the server's own address here.
    const baseUrl = server.baseUrl;
    const { email, password } = DEMO_CUSTOMERS.maria;
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, email, password);
      const added = await page.request.post(`${baseUrl}/api/cart/reserved-order`, {
        data: { orderNumber: NUMBER },
        headers: { Origin: baseUrl },
      });
      expect(added.status()).toBe(200);

      await page.goto(`${baseUrl}/basket`);
      await settle(page);
      const panel = main(page).getByRole('region', {
        name: en('checkout.reserved.title').replace('{{number}}', NUMBER),
      });
      await panel.getByRole('link', { name: en('basket.checkout') }).click();
      await waitForPath(page, '/checkout/account');
      await main(page)
        .getByRole('link', { name: en('checkout.continueToDelivery') })
        .click();
      await waitForPath(page, '/checkout/delivery');
      await settle(page);
      await main(page)
        .getByRole('button', { name: en('checkout.continueToHousehold') })
        .click();
      await waitForPath(page, '/checkout/household');
      await settle(page);
      await main(page)
        .getByRole('button', { name: en('checkout.continueToReview') })
        .click();

      // Review lists the reserved seats and their total; they are paid like any cart's.
      await waitForPath(page, '/checkout/review');
      await settle(page);
      const total = formatMoney(usd(totalCents), 'en-US');
      expect(await textOf(main(page).locator('.totals-total'))).toContain(total);
      await axeClean(page, 'checkout-reserved-review-390');
      await agreeAndGoToPayment(page);
      await settle(page);
      await main(page)
        .getByRole('button', { name: `Pay ${total}` })
        .click();
      await payOnTestGateway(page, '4242 4242 4242 4242');

      // That same order, confirmed; the basket has let go of it.
      await waitForPath(page, '/order/confirmed', `?order=${NUMBER}`);
      await settle(page);
      expect(await textOf(main(page).locator('.order-number'))).toContain(NUMBER);
      await axeClean(page, 'checkout-reserved-confirmed-390');
      const status = await page.request.get(`${baseUrl}/api/orders/${NUMBER}/status`);
      expect(((await status.json()) as { state: string }).state).toBe('confirmed');
      const after = await page.request.get(`${baseUrl}/api/cart/reserved-order`);
      expect(await after.json()).toEqual({ reservedOrder: null });
    });
  });
});
