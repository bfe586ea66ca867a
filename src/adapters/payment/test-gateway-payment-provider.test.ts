/**
 * The built-in test gateway runs the PaymentProvider contract on a copy of the demo season
 * (its sessions, saved cards and off-session charges live in their own tables; PGlite, or
 * PostgreSQL with TEST_DATABASE_URL). It sends no webhooks over HTTP and cannot go down, so
 * those cases are skipped.
 */
import { count, eq } from 'drizzle-orm';
import {
  type ContractCard,
  paymentProviderContract,
} from '../../domain/ports/payment-provider.contract.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import * as s from '../db/schema.ts';
import { TestGatewayPaymentProvider } from './test-gateway-payment-provider.ts';

const CARDS: Record<ContractCard, string> = {
  pays: '4242 4242 4242 4242',
  declinesLater: '4000 0000 0000 0341',
};

paymentProviderContract('built-in test gateway', async () => {
  const t = await createTestDatabase();
  const clock = fixedClock();
  const gateway = new TestGatewayPaymentProvider(t.database.db, clock, {
    publicUrl: 'http://localhost:3000',
  });
  return {
    provider: gateway,
    now: () => clock.now(),
    buyerPays: async (sessionId, card = 'pays') => {
      const paid = await gateway.submit(sessionId, { kind: 'pay', cardNumber: CARDS[card] });
      if (!('outcome' in paid) || paid.outcome !== 'completed')
        throw new Error(`the test card did not pay: ${JSON.stringify(paid)}`);
    },
    chargesOf: async (paymentMethodId) => {
      const [row] = await t.database.db
        .select({ charges: count() })
        .from(s.testGatewayCharges)
        .where(eq(s.testGatewayCharges.paymentMethodRef, paymentMethodId));
      return row?.charges ?? 0;
    },
    close: async () => {
      await gateway.settled();
      await t.destroy();
    },
  };
});
