/**
 * The real app for API tests, built by the server's own composition root (src/server/compose.ts)
 * on a copy of the seeded database, with the clock fixed at TEST_NOW. Background jobs are not
 * started: a test runs one tick (`t.jobs.orderMails.runOnce()`) when it needs it.
 */
import type { FastifyInstance } from 'fastify';
import type { DbStaffAccounts } from '../adapters/auth/db-staff-accounts.ts';
import type { Db } from '../adapters/db/client.ts';
import type { OutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import type { TestGatewayPaymentProvider } from '../adapters/payment/test-gateway-payment-provider.ts';
import type { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import type { BuiltinOrders } from '../adapters/ticketing/builtin-orders.ts';
import type { BuiltinPaymentPlans } from '../adapters/ticketing/builtin-payment-plans.ts';
import type { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import type { AuthService } from '../domain/accounts/auth-service.ts';
import type { CheckoutService } from '../domain/checkout/checkout-service.ts';
import type { GiftVoucherMailService } from '../domain/gift-vouchers/voucher-mail-service.ts';
import type { OrderMailService } from '../domain/orders/order-mail-service.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { PaymentProvider } from '../domain/ports/payment-provider.ts';
import type { StaffAuthService } from '../domain/staff/staff-auth-service.ts';
import type { AppDeps } from '../server/app.ts';
import type { BackgroundJobs } from '../server/background-jobs.ts';
import { compose } from '../server/compose.ts';
import { TEST_ORGANIZATION } from './order-mail-fixtures.ts';
import { createTestDatabase, TEST_NOW, type TestDatabase } from './test-database.ts';

export const fixedClock = (now: Date = TEST_NOW): Clock => ({ now: () => now });

export interface TestApp {
  app: FastifyInstance;
  backend: BuiltinTicketingBackend;
  accounts: BuiltinCustomers;
  auth: AuthService;
  /** The box office's staff sign-in and accounts (issue 13). */
  staffAuth: StaffAuthService;
  staffAccounts: DbStaffAccounts;
  /** The app's clock (fixed at TEST_NOW unless given). */
  clock: Clock;
  /** The outbox the app's mail goes to (unless a mailer was given). */
  outbox: OutboxMailer;
  orders: BuiltinOrders;
  /** The built-in test gateway (always there; the default provider unless others are given). */
  gateway: TestGatewayPaymentProvider;
  checkout: CheckoutService;
  /** Order mails (confirmation, reminders) and the tickets PDF, through the app's mailer. */
  orderMails: OrderMailService;
  /** Gift vouchers e-mailed on their day (`kick` after a confirmation, `settled` to wait). */
  voucherMails: GiftVoucherMailService;
  /** The server's background jobs, not started: `runOnce()` is one tick. */
  jobs: BackgroundJobs;
  /** Direct debit plans (claims and records), for tests that stop a charge half-way. */
  paymentPlans: BuiltinPaymentPlans;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real app on its own copy of the seeded database, with the clock fixed at TEST_NOW. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  options: {
    clock?: Clock;
    holdSeconds?: number;
    /** CANCEL_ORDERS_ENABLED (off by default, as in the configuration). */
    cancelOrdersEnabled?: boolean;
    /** GIFT_AID_ENABLED (off by default, as in the configuration). */
    giftAidEnabled?: boolean;
    mailer?: Mailer;
    /** Payment providers, the first taking new payments; default: the test gateway alone. */
    providers?: (ctx: { db: Db; clock: Clock }) => PaymentProvider[];
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const clock = options.clock ?? fixedClock();
  const composed = await compose({
    db: db.database.db,
    clock,
    publicUrl: 'http://localhost:3000',
    holdSeconds: options.holdSeconds ?? 15 * 60,
    cancelOrdersEnabled: options.cancelOrdersEnabled ?? false,
    giftAidEnabled: options.giftAidEnabled ?? false,
    organization: TEST_ORGANIZATION,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    payments: {
      // Always there, after any providers given: its page and notifications stay testable.
      testGateway: true,
      providers: options.providers?.({ db: db.database.db, clock }) ?? [],
    },
    // A failure in the background fails the test, except the checkout's: tests make refunds
    // fail on purpose (Stripe down) and assert what the order says instead.
    onBackgroundError: (error, work) => {
      if (work !== 'checkout') throw error;
    },
    app: {
      secret: 'test-secret-test-secret-test-secret',
      catalogueCacheMs: 0,
      ...overrides,
    },
  });
  const { app, outbox, gateway } = composed;
  if (!outbox || !gateway) throw new Error('the test app has an outbox and the test gateway');
  return {
    app,
    backend: composed.backend,
    accounts: composed.accounts,
    auth: composed.auth,
    staffAuth: composed.staffAuth,
    staffAccounts: composed.staffAccounts,
    clock,
    outbox,
    orders: composed.orders,
    gateway,
    checkout: composed.checkout,
    orderMails: composed.orderMails,
    voucherMails: composed.voucherMails,
    jobs: composed.jobs,
    paymentPlans: composed.paymentPlans,
    db,
    close: async () => {
      await composed.close();
      await db.destroy();
    },
  };
}
