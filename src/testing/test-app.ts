import type { FastifyInstance } from 'fastify';
import { DbAuthStore } from '../adapters/auth/db-auth-store.ts';
import { OutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import { AuthService } from '../domain/accounts/auth-service.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import { type AppDeps, buildApp } from '../server/app.ts';
import { createTestDatabase, TEST_NOW, type TestDatabase } from './test-database.ts';

export const fixedClock = (now: Date = TEST_NOW): Clock => ({ now: () => now });

export interface TestApp {
  app: FastifyInstance;
  backend: BuiltinTicketingBackend;
  accounts: BuiltinCustomers;
  auth: AuthService;
  /** The outbox the app's mail goes to (unless a mailer was given). */
  outbox: OutboxMailer;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real app on its own copy of the seeded database, with the clock fixed at TEST_NOW. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  options: { clock?: Clock; holdSeconds?: number; mailer?: Mailer } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const clock = options.clock ?? fixedClock();
  const backend = new BuiltinTicketingBackend(db.database.db, clock, {
    holdSeconds: options.holdSeconds ?? 15 * 60,
  });
  const accounts = new BuiltinCustomers(db.database.db, clock);
  const outbox = new OutboxMailer(db.database.db, clock);
  const auth = new AuthService({
    accounts,
    store: new DbAuthStore(db.database.db),
    mailer: options.mailer ?? outbox,
    clock,
    publicUrl: 'http://localhost:3000',
    onBackgroundError: (error) => {
      throw error;
    },
  });
  const app = await buildApp({
    backend,
    accounts,
    auth,
    mailbox: outbox,
    secret: 'test-secret-test-secret-test-secret',
    catalogueCacheMs: 0,
    ...overrides,
  });
  return {
    app,
    backend,
    accounts,
    auth,
    outbox,
    db,
    close: async () => {
      await auth.settled();
      await app.close();
      await db.destroy();
    },
  };
}
