/**
 * The test gateway's hosted pages on their own: the built-in gateway on a copy of the seeded
 * database, and a Fastify app with only its page routes (no checkout listening to its
 * notifications), for tests of the pages themselves.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { TestGatewayPaymentProvider } from '../adapters/payment/test-gateway-payment-provider.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { testGatewayRoutes } from '../server/routes/test-gateway.routes.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestGatewayApp {
  app: FastifyInstance;
  gateway: TestGatewayPaymentProvider;
  close(): Promise<void>;
}

export async function createTestGatewayApp(clock: Clock): Promise<TestGatewayApp> {
  const db = await createTestDatabase();
  const gateway = new TestGatewayPaymentProvider(db.database.db, clock, {
    publicUrl: 'http://localhost:3000',
  });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(testGatewayRoutes(gateway));
  await app.ready();
  return {
    app,
    gateway,
    close: async () => {
      await app.close();
      await gateway.settled();
      await db.destroy();
    },
  };
}
