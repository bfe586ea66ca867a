import type { FastifyInstance } from 'fastify';
import { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { type AppDeps, buildApp } from '../server/app.ts';
import { createTestDatabase, TEST_NOW, type TestDatabase } from './test-database.ts';

export const fixedClock = (now: Date = TEST_NOW): Clock => ({ now: () => now });

export interface TestApp {
  app: FastifyInstance;
  backend: BuiltinTicketingBackend;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real app on its own copy of the seeded database, with the clock fixed at TEST_NOW. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  options: { clock?: Clock; holdSeconds?: number } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const backend = new BuiltinTicketingBackend(db.database.db, options.clock ?? fixedClock(), {
    holdSeconds: options.holdSeconds ?? 15 * 60,
  });
  const app = await buildApp({
    backend,
    secret: 'test-secret-test-secret-test-secret',
    catalogueCacheMs: 0,
    ...overrides,
  });
  return {
    app,
    backend,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
