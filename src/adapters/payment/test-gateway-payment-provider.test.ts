/**
 * The built-in test gateway runs the PaymentProvider contract on a copy of the demo season
 * (its sessions live in their own table; PGlite, or PostgreSQL with TEST_DATABASE_URL). It
 * sends no webhooks over HTTP and cannot go down, so those cases are skipped.
 */
import { paymentProviderContract } from '../../domain/ports/payment-provider.contract.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { TestGatewayPaymentProvider } from './test-gateway-payment-provider.ts';

paymentProviderContract('built-in test gateway', async () => {
  const t = await createTestDatabase();
  const clock = fixedClock();
  const gateway = new TestGatewayPaymentProvider(t.database.db, clock, {
    publicUrl: 'http://localhost:3000',
  });
  return {
    provider: gateway,
    now: () => clock.now(),
    buyerPays: async (sessionId) => {
      const paid = await gateway.submit(sessionId, { kind: 'pay', cardNumber: '4242424242424242' });
      if (!('outcome' in paid) || paid.outcome !== 'completed')
        throw new Error(`the test card did not pay: ${JSON.stringify(paid)}`);
    },
    close: async () => {
      await gateway.settled();
      await t.destroy();
    },
  };
});
