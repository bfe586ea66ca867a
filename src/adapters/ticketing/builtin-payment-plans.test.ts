/**
 * The built-in payment plans run the PaymentPlans contract on a copy of the demo season (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL); each plan is made here as a sale would leave it.
 */
import { paymentPlansContract } from '../../domain/ports/payment-plans.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import * as s from '../db/schema.ts';
import { BuiltinPaymentPlans } from './builtin-payment-plans.ts';
import { newPlanId } from './order-plans.ts';

paymentPlansContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  let made = 0;
  return {
    plans: new BuiltinPaymentPlans(db, clock),
    otherCustomerId: await demoCustomerId(db, 'rose'),
    duePlan: async (dueAt) => {
      made++;
      const now = clock.now();
      const [customer] = await db
        .insert(s.customers)
        .values({
          email: `plan.${made}.${Date.now()}@example.org`,
          firstName: 'Plan',
          lastName: `Holder ${made}`,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: s.customers.id });
      if (!customer) throw new Error('customer insert returned nothing');
      const id = newPlanId();
      const day = dueAt.toISOString().slice(0, 10);
      await db.insert(s.paymentPlans).values({
        id,
        customerId: customer.id,
        kind: 'donation',
        interval: 'month',
        amountCents: 2500,
        anchorOn: day,
        provider: 'test-gateway',
        paymentMethodRef: `tgpm_contract_${made}`,
        paymentMethodLabel: 'Visa •••• 4242',
        mandate: 'confirmed',
        fundId: 1,
        locale: 'en-US',
        createdAt: now,
        updatedAt: now,
      });
      await db.insert(s.planInstalments).values([
        {
          planId: id,
          seq: 0,
          dueOn: day,
          amountCents: 2500,
          state: 'paid',
          attempts: 1,
          mailedAttempts: 1,
          nextAttemptAt: now,
          paidAt: now,
        },
        { planId: id, seq: 1, dueOn: day, amountCents: 2500, nextAttemptAt: dueAt },
      ]);
      return { customerId: customer.id, planId: id };
    },
    close: () => t.destroy(),
  };
});
