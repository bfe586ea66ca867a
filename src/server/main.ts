import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DbAuthStore } from '../adapters/auth/db-auth-store.ts';
import { SiteverifyCaptchaVerifier } from '../adapters/captcha/siteverify-captcha-verifier.ts';
import { openDatabase } from '../adapters/db/client.ts';
import { prepareDatabase } from '../adapters/db/prepare-database.ts';
import { OutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { SmtpMailer } from '../adapters/mail/smtp-mailer.ts';
import { StripePaymentProvider } from '../adapters/payment/stripe-payment-provider.ts';
import { TestGatewayPaymentProvider } from '../adapters/payment/test-gateway-payment-provider.ts';
import { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import { BuiltinOrders } from '../adapters/ticketing/builtin-orders.ts';
import { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import { AuthService } from '../domain/accounts/auth-service.ts';
import { CheckoutService } from '../domain/checkout/checkout-service.ts';
import { systemClock } from '../domain/ports/clock.ts';
import { buildApp } from './app.ts';
import { CaptchaGate } from './captcha-gate.ts';
import { type Config, loadConfig } from './config.ts';

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

const HOLD_SWEEP_MS = 2000;

/** Composition root: config → database → adapters → app → listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  await prepare(config);
  const database = await openDatabase(config.database);
  const backend = new BuiltinTicketingBackend(database.db, systemClock, {
    holdSeconds: config.cartHoldSeconds,
  });
  const accounts = new BuiltinCustomers(database.db, systemClock);
  const outbox = config.smtpUrl ? undefined : new OutboxMailer(database.db, systemClock);
  const smtp = config.smtpUrl
    ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
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
  const stripe =
    config.payment.provider === 'stripe'
      ? new StripePaymentProvider({
          secretKey: config.payment.secretKey,
          webhookSecret: config.payment.webhookSecret,
          clock: systemClock,
          onError: (error) => logPaymentError(error),
        })
      : undefined;
  const provider = stripe ?? gateway;
  if (!provider) throw new Error('No payment provider');
  const checkout = new CheckoutService({
    orders,
    providers: [provider],
    publicUrl: config.publicUrl,
    onBackgroundError: (error) => logPaymentError(error),
  });
  gateway?.onEvent((event) => checkout.notify(event));
  const { captcha } = config;
  const app = await buildApp({
    checkout,
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    clearInterval(sessionSweeper);
    await app.close();
    await auth.settled();
    await gateway?.settled();
    stripe?.close();
    smtp?.close();
    // PGlite must be closed, or its data may be left mid-write and the process never exits.
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      mail: smtp ? 'smtp' : `outbox (http://localhost:${config.port}/dev/mailbox)`,
      payments: provider.id,
      ms: Math.round(performance.now() - startedAt),
    },
    `storefront ready on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
