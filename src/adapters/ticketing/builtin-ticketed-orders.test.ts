/**
 * The built-in ticketed orders run the TicketedOrders contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): Maria's upcoming order, Daniel's reserved one,
 * and memberships confirmed as the sale confirms them (order-plans.ts); then a plan's later
 * payment, which lists the membership with the plan the first order made.
 */
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newOrderNumber } from '../../domain/orders/order-number.ts';
import { firstAttemptAt } from '../../domain/payment-plans/instalment-rules.ts';
import {
  type MembershipOrderFixture,
  ticketedOrdersContract,
} from '../../domain/ports/ticketed-orders.contract.ts';
import type { PaymentOption } from '../../shared/contracts/memberships.ts';
import { localize } from '../../shared/localized-text.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase, TEST_NOW } from '../../testing/test-database.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import type { DEMO_CUSTOMERS } from '../db/seed/demo-customers.ts';
import { DEMO_ORDER_NUMBERS } from '../db/seed/demo-orders.ts';
import { BuiltinPaymentPlans } from './builtin-payment-plans.ts';
import { BuiltinTicketedOrders } from './builtin-ticketed-orders.ts';
import { startOrderPlans } from './order-plans.ts';

/**
 * A confirmed order of one membership (paid by card at the test gateway, or by credit: no
 * card), whose confirmation started the membership and made its plan as the sale does.
 */
async function membershipOrder(
  db: Db,
  who: keyof typeof DEMO_CUSTOMERS,
  line: { slug: string; option: PaymentOption; autoRenew: boolean },
): Promise<MembershipOrderFixture> {
  const [level] = await db
    .select({
      id: s.membershipLevels.id,
      name: s.membershipLevels.name,
      benefitsValueCents: s.membershipLevels.benefitsValueCents,
      amountCents: s.membershipPrices.amountCents,
    })
    .from(s.membershipLevels)
    .innerJoin(s.membershipPrices, eq(s.membershipPrices.levelId, s.membershipLevels.id))
    .where(
      and(
        eq(s.membershipLevels.slug, line.slug),
        eq(s.membershipPrices.paymentOption, line.option),
      ),
    );
  if (!level) throw new Error(`no ${line.option} price for ${line.slug}`);
  const number = newOrderNumber();
  const [order] = await db
    .insert(s.orders)
    .values({
      number,
      customerId: await demoCustomerId(db, who),
      cartId: `membership-test-${number}`,
      state: 'confirmed',
      productsSubtotalCents: level.amountCents,
      subtotalCents: level.amountCents,
      feesCents: 0,
      totalCents: level.amountCents,
      createdAt: TEST_NOW,
      confirmedAt: TEST_NOW,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await db.insert(s.orderMemberships).values({
    orderId: order.id,
    levelId: level.id,
    paymentOption: line.option,
    amountCents: level.amountCents,
    autoRenew: line.autoRenew,
    benefitsValueCents: level.benefitsValueCents,
  });
  const card = line.autoRenew
    ? {
        provider: 'test-gateway' as const,
        method: { id: 'tgpm_demo_james_visa_4242', label: 'Visa •••• 4242' },
      }
    : null;
  await db.transaction((tx) => startOrderPlans(tx, order, card, 'test-gateway', TEST_NOW));
  return {
    number,
    levelName: { 'en-US': localize(level.name, 'en-US'), es: localize(level.name, 'es') },
    paymentOption: line.option,
    amountCents: level.amountCents,
    benefitsValueCents: level.benefitsValueCents,
    renews: line.autoRenew,
  };
}

/** Maria's gift in memory of her grandmother, given an address to tell (the demo has none). */
async function withTributeAddress(db: Db, number: string) {
  const email = 'alvarez.family@example.org';
  const [order] = await db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(eq(s.orders.number, number));
  await db
    .update(s.orderDonations)
    .set({ tributeNotifyEmail: email })
    .where(
      and(eq(s.orderDonations.orderId, order?.id ?? 0), isNotNull(s.orderDonations.tributeName)),
    );
  return { number, email };
}

ticketedOrdersContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const db = t.database.db;
  return {
    orders: new BuiltinTicketedOrders(db),
    confirmed: {
      number: DEMO_ORDER_NUMBERS.mariaUpcoming,
      customerId: await demoCustomerId(db, 'maria'),
    },
    otherCustomer: await demoCustomerId(db, 'rose'),
    notConfirmed: DEMO_ORDER_NUMBERS.danielReserved,
    withTributeNotice: await withTributeAddress(db, DEMO_ORDER_NUMBERS.mariaPast),
    withMemberships: [
      await membershipOrder(db, 'rose', { slug: 'supporter', option: 'monthly', autoRenew: true }),
      await membershipOrder(db, 'maria', { slug: 'patron', option: 'one-off', autoRenew: false }),
    ],
    close: () => t.destroy(),
  };
});

describe('built-in ticketed orders: a plan’s later payment', () => {
  it('lists the membership with the plan the first order made, and its next payment', async () => {
    const t = await createTestDatabase();
    try {
      const db = t.database.db;
      const orders = new BuiltinTicketedOrders(db);
      const first = await membershipOrder(db, 'rose', {
        slug: 'supporter',
        option: 'monthly',
        autoRenew: true,
      });
      const [bought] = (await orders.find(first.number))?.memberships ?? [];
      if (!bought?.planId || !bought.nextPaymentOn) throw new Error('the plan is missing');
      expect(bought.startsOn).toBe('2026-11-22');
      expect(bought.expiresOn).toBe('2026-12-21');

      // Its second month is charged on its day, and recorded as an order of its own.
      const plans = new BuiltinPaymentPlans(db, fixedClock());
      const at = new Date(firstAttemptAt(bought.nextPaymentOn).getTime() + 60_000);
      const claim = (await plans.claimDue(at, 10, 60_000)).find((c) => c.planId === bought.planId);
      if (!claim) throw new Error('the second month was not due');
      await plans.recordAttempt(claim, { kind: 'paid' }, 'test-charge-2', at);
      const [later] = await db
        .select({ number: s.orders.number })
        .from(s.orders)
        .where(like(s.orders.cartId, `plan:${bought.planId}:%`));
      if (!later) throw new Error('the payment made no order');

      expect((await orders.find(later.number))?.memberships).toEqual([
        {
          levelName: 'Supporter',
          paymentOption: 'monthly',
          amountCents: 1_500,
          // A month's share of the year's benefits.
          benefitsValueCents: 200,
          startsOn: '2026-11-22',
          expiresOn: '2027-01-21',
          planId: bought.planId,
          nextPaymentOn: '2027-01-22',
        },
      ]);
      // The first order's membership runs on with its plan too.
      expect((await orders.find(first.number))?.memberships[0]).toMatchObject({
        planId: bought.planId,
        expiresOn: '2027-01-21',
        nextPaymentOn: '2027-01-22',
      });
    } finally {
      await t.destroy();
    }
  });
});
