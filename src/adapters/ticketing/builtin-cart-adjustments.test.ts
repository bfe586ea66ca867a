/**
 * The built-in cart adjustments run the CartAdjustments contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */

import { eq } from 'drizzle-orm';
import { cartAdjustmentsContract } from '../../domain/ports/cart-adjustments.contract.ts';
import { cartWithTickets, demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { DEMO_PROMO_CODES } from '../db/seed/demo-promo-codes.ts';
import { BuiltinCartAdjustments } from './builtin-cart-adjustments.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

/**
 * Two 10% codes limited to one order (in all, and per customer), each used by maria's
 * confirmed past order.
 */
async function usedUpCodes(db: Db, now: Date) {
  const make = async (
    code: string,
    limits: { usageLimit?: number; usageLimitPerCustomer?: number },
  ) => {
    const [row] = await db
      .insert(s.promoCodes)
      .values({
        code,
        discountPercent: 10,
        validFrom: new Date(now.getTime() - 86_400_000),
        ...limits,
      })
      .returning({ id: s.promoCodes.id });
    return row?.id ?? 0;
  };
  const total = await make('ONCE-ONLY', { usageLimit: 1 });
  const perCustomer = await make('ONCE-EACH', { usageLimitPerCustomer: 1 });
  const usedBy = await demoCustomerId(db, 'maria');
  for (const [promoCodeId, number] of [
    [total, DEMO_ORDER_NUMBERS.mariaPast],
    [perCustomer, DEMO_ORDER_NUMBERS.mariaUpcoming],
  ] as const)
    await db.update(s.orders).set({ promoCodeId }).where(eq(s.orders.number, number));
  return { total: 'ONCE-ONLY', perCustomer: 'ONCE-EACH', usedBy };
}

cartAdjustmentsContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(t.database.db, clock);
  const usedUp = await usedUpCodes(t.database.db, clock.now());
  return {
    adjustments: new BuiltinCartAdjustments(t.database.db, clock, backend),
    cart: (cartId) => backend.getCart(cartId, 'en-US'),
    cartWithTickets: (options) => cartWithTickets(backend, options),
    codes: { modeOfSale: DEMO_PROMO_CODES.members, discount: DEMO_PROMO_CODES.friends, usedUp },
    withCredit: await demoCustomerId(t.database.db, 'maria'),
    withoutCredit: await demoCustomerId(t.database.db, 'rose'),
    close: () => t.destroy(),
  };
});
