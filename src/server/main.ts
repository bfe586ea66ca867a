import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DbAuthStore } from '../adapters/auth/db-auth-store.ts';
import { SiteverifyCaptchaVerifier } from '../adapters/captcha/siteverify-captcha-verifier.ts';
import { openDatabase } from '../adapters/db/client.ts';
import { lockDataDir } from '../adapters/db/data-dir-lock.ts';
import { prepareDatabase } from '../adapters/db/prepare-database.ts';
import { OutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { TestGatewayPaymentProvider } from '../adapters/payment/test-gateway-payment-provider.ts';
import { BuiltinCartAdjustments } from '../adapters/ticketing/builtin-cart-adjustments.ts';
import { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import { BuiltinDonations } from '../adapters/ticketing/builtin-donations.ts';
import { BuiltinGivingHistory } from '../adapters/ticketing/builtin-giving-history.ts';
import { BuiltinHouseholdBookings } from '../adapters/ticketing/builtin-household-bookings.ts';
import { BuiltinOrderHistory } from '../adapters/ticketing/builtin-order-history.ts';
import { BuiltinOrders } from '../adapters/ticketing/builtin-orders.ts';
import { BuiltinReservedOrders } from '../adapters/ticketing/builtin-reserved-orders.ts';
import { BuiltinTicketedOrders } from '../adapters/ticketing/builtin-ticketed-orders.ts';
import { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import { LazyReceiptDocuments } from '../adapters/tickets/lazy-receipt-documents.ts';
import { LazyTicketDocuments } from '../adapters/tickets/lazy-ticket-documents.ts';
import { AuthService } from '../domain/accounts/auth-service.ts';
import { CheckoutService } from '../domain/checkout/checkout-service.ts';
import { ReservedOrderCheckout } from '../domain/checkout/reserved-order-checkout.ts';
import { GivingService } from '../domain/giving/giving-service.ts';
import { OrderMailService } from '../domain/orders/order-mail-service.ts';
import { systemClock } from '../domain/ports/clock.ts';
import { buildApp } from './app.ts';
import { CaptchaGate } from './captcha-gate.ts';
import { type Config, loadConfig } from './config.ts';
import { OrderMailJob } from './order-mail-job.ts';

/**
 * Migrations and the demo seed. A new PGlite folder is prepared in a child process (see
 * prepare-database.ts: creating it costs memory PGlite never returns); otherwise in process.
 */
async function prepare(config: Config): Promise<void> {
  const { database } = config;
  if (database.kind === 'pglite' && !existsSync(database.dataDir)) {
    const script = path.join(import.meta.dirname, '../adapters/db/prepare-database.ts');
    const result = spawnSync(
      process.execPath,
      [script, database.dataDir, String(config.seedDemo)],
      {
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error('Preparing the database failed');
    return;
  }
  await prepareDatabase(database, config.seedDemo);
}

/**
 * Listens without Fastify's own "Server listening at …" lines: on 0.0.0.0 it logs one per
 * network interface, none of them necessarily the address to open (the ready line says it).
 */
async function listen(app: FastifyInstance, config: Config): Promise<void> {
  await app.ready();
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen({ port: config.port, host: config.host }, () => {
      app.server.off('error', reject);
      resolve();
    });
  });
}

const HOLD_SWEEP_MS = 2000;
/** How often payments still waiting for the provider's word are asked about (and at start). */
const PAYMENT_RECOVERY_MS = 60_000;

/** Composition root: config → database → adapters → app → listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  // A second server on the same PGlite folder stops here, before it prepares or opens anything;
  // the lock lasts until this process ends (its preparing child does not take it).
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.database.dataDir) : undefined;
  await prepare(config);
  const database = await openDatabase(config.database);
  const backend = new BuiltinTicketingBackend(database.db, systemClock, {
    holdSeconds: config.cartHoldSeconds,
    refundProtectionCentsPerTicket: config.refundProtectionCentsPerTicket,
  });
  const accounts = new BuiltinCustomers(database.db, systemClock);
  const outbox = config.smtpUrl ? undefined : new OutboxMailer(database.db, systemClock);
  const smtp = config.smtpUrl
    ? // nodemailer only when mail goes out through SMTP (memory budget, decision 005).
      new (await import('../adapters/mail/smtp-mailer.ts')).SmtpMailer({
        url: config.smtpUrl,
        from: config.mailFrom,
      })
    : undefined;
  let logError: (error: unknown) => void = (error) => console.error(error);
  const auth = new AuthService({
    accounts,
    store: new DbAuthStore(database.db),
    mailer: smtp ?? (outbox as OutboxMailer),
    clock: systemClock,
    publicUrl: config.publicUrl,
    onBackgroundError: (error) => logError(error),
  });
  // Payments: the configured provider takes new payments; the test gateway's page is served
  // only when it is that provider.
  let logPaymentError: (error: unknown) => void = (error) => console.error(error);
  const orders = new BuiltinOrders(database.db, systemClock, {
    backend,
    paymentHoldSeconds: config.cartHoldSeconds,
  });
  const gateway =
    config.payment.provider === 'test-gateway'
      ? new TestGatewayPaymentProvider(database.db, systemClock, {
          publicUrl: config.publicUrl,
          onError: (error) => logPaymentError(error),
        })
      : undefined;
  // The Stripe SDK is loaded only when Stripe takes the payments (memory budget, decision 005).
  const stripe =
    config.payment.provider === 'stripe'
      ? new (await import('../adapters/payment/stripe-payment-provider.ts')).StripePaymentProvider({
          secretKey: config.payment.secretKey,
          webhookSecret: config.payment.webhookSecret,
          clock: systemClock,
          onError: (error) => logPaymentError(error),
        })
      : undefined;
  const provider = stripe ?? gateway;
  if (!provider) throw new Error('No payment provider');
  // The confirmation (after the confirming commit), reminders and the print-at-home PDF.
  let logOrderMailError: (error: unknown) => void = (error) => console.error(error);
  // Tax receipts of gifts (IRS Publication 1771): mailed with the order, printed from the account.
  const receipts = { documents: new LazyReceiptDocuments(), organization: config.organization };
  const orderMails = new OrderMailService({
    orders: new BuiltinTicketedOrders(database.db),
    documents: new LazyTicketDocuments(),
    receipts,
    mailer: smtp ?? (outbox as OutboxMailer),
    clock: systemClock,
    publicUrl: config.publicUrl,
    onError: (error) => logOrderMailError(error),
  });
  const checkout = new CheckoutService({
    orders,
    onOrderConfirmed: (number) => orderMails.orderConfirmed(number),
    providers: [provider],
    publicUrl: config.publicUrl,
    onBackgroundError: (error) => logPaymentError(error),
  });
  gateway?.onEvent((event) => checkout.notify(event));
  const { captcha } = config;
  const reservedOrders = new ReservedOrderCheckout({
    reserved: new BuiltinReservedOrders(database.db, systemClock),
    checkout,
  });
  const app = await buildApp({
    checkout,
    orderMails,
    cartAdjustments: new BuiltinCartAdjustments(database.db, systemClock, backend),
    householdBookings: new BuiltinHouseholdBookings(database.db),
    reservedOrders,
    orderHistory: new BuiltinOrderHistory(database.db, systemClock, {
      cancelOrdersEnabled: config.cancelOrdersEnabled,
    }),
    donations: new BuiltinDonations(database.db, systemClock, {
      backend,
      giftAidEnabled: config.giftAidEnabled,
    }),
    giving: new GivingService({
      history: new BuiltinGivingHistory(database.db),
      ...receipts,
      clock: systemClock,
      giftAidEnabled: config.giftAidEnabled,
    }),
    giftAidEnabled: config.giftAidEnabled,
    ...(gateway ? { testGateway: gateway } : {}),
    backend,
    accounts,
    auth,
    ...(outbox ? { mailbox: outbox } : {}),
    captcha: new CaptchaGate(
      captcha,
      captcha.secretKey
        ? new SiteverifyCaptchaVerifier({
            verifyUrl: captcha.verifyUrl,
            secretKey: captcha.secretKey,
            minScore: captcha.minScore,
          })
        : undefined,
    ),
    secret: config.sessionSecret,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    production: config.env === 'production',
    maintenance: config.maintenance,
    catalogueCacheMs: config.catalogueCacheMs,
    webDist: config.webDist,
    logger: { level: config.logLevel },
  });

  // Lapsed holds are freed within seconds even when nobody is buying (a lapsed hold is also
  // reclaimable at once by the next buyer's conditional update, sweep or not).
  const sweeper = setInterval(() => {
    backend
      .releaseExpiredHolds()
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping holds failed'));
  }, HOLD_SWEEP_MS);
  sweeper.unref();
  logError = (error) => app.log.error({ err: error }, 'sending account mail failed');
  logPaymentError = (error) => app.log.error({ err: error }, 'payment notification failed');
  // Idle sessions and lapsed links are deleted now and then (they are refused anyway).
  const sessionSweeper = setInterval(
    () => {
      auth
        .purgeExpired()
        .catch((error: unknown) => app.log.error({ err: error }, 'sweeping sessions failed'));
    },
    10 * 60 * 1000,
  );
  sessionSweeper.unref();
  // Reminders 24 hours before a performance, and confirmations that never went out: every minute.
  logOrderMailError = (error) => app.log.error({ err: error }, 'sending order mail failed');
  const orderMailJob = new OrderMailJob(orderMails, {
    onError: (error) => logOrderMailError(error),
  });

  // A payment whose return and webhook were lost (the process died between the provider's page
  // and the confirmation) is found by asking the provider, and money due back (a refund the
  // provider could not take at once, or one a crash interrupted) is sent: at start, then every
  // minute.
  const recoverPayments = () => {
    checkout
      .recoverPayments()
      .then(() => checkout.sendDueRefunds())
      .catch((error: unknown) => app.log.error({ err: error }, 'recovering payments failed'));
  };
  const paymentSweeper = setInterval(recoverPayments, PAYMENT_RECOVERY_MS);
  paymentSweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    clearInterval(sessionSweeper);
    await orderMailJob.stop();
    clearInterval(paymentSweeper);
    await app.close();
    await auth.settled();
    await orderMails.settled();
    await gateway?.settled();
    await checkout.settled();
    stripe?.close();
    smtp?.close();
    // PGlite must be closed, or its data may be left mid-write and the process never exits.
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await listen(app, config);
  orderMailJob.start();
  recoverPayments();
  // One address to open: PUBLIC_URL, where links in mails and the payment's return lead (the
  // site redirects its pages there from any other host name).
  app.log.info(
    {
      database: database.kind,
      mail: smtp ? 'smtp' : `outbox (${config.publicUrl}/dev/mailbox, from this machine only)`,
      payments: provider.id,
      ms: Math.round(performance.now() - startedAt),
    },
    `storefront ready on ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
