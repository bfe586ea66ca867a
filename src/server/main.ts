/**
 * The server process (`npm start`): loads the config, locks the data folder, prepares and opens
 * the database, builds everything through the composition root (compose.ts), listens, starts
 * the background jobs (background-jobs.ts) and shuts it all down on SIGINT or SIGTERM.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../adapters/db/client.ts';
import { lockDataDir } from '../adapters/db/data-dir-lock.ts';
import { prepareDatabase } from '../adapters/db/prepare-database.ts';
import { FEDERAL_MINIMUM_VALIDITY_MONTHS } from '../domain/cart-lines/gift-voucher.ts';
import { systemClock } from '../domain/ports/clock.ts';
import { compose } from './compose.ts';
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

/**
 * The server process: config → lock → database → the composition root (compose.ts) → listen →
 * background jobs; and the shutdown on a signal.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  // A second server on the same PGlite folder stops here, before it prepares or opens anything;
  // the lock lasts until this process ends (its preparing child does not take it).
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.database.dataDir) : undefined;
  await prepare(config);
  const database = await openDatabase(config.database);
  const { payment } = config;
  const server = await compose({
    db: database.db,
    clock: systemClock,
    publicUrl: config.publicUrl,
    holdSeconds: config.cartHoldSeconds,
    refundProtectionCentsPerTicket: config.refundProtectionCentsPerTicket,
    cancelOrdersEnabled: config.cancelOrdersEnabled,
    giftAidEnabled: config.giftAidEnabled,
    giftVoucherValidityMonths: config.giftVoucherValidityMonths,
    organization: config.organization,
    ...(config.smtpUrl ? { smtp: { url: config.smtpUrl, from: config.mailFrom } } : {}),
    // The configured provider takes payments; the test gateway's page is served only when it
    // is that provider.
    payments:
      payment.provider === 'stripe'
        ? {
            testGateway: false,
            stripe: { secretKey: payment.secretKey, webhookSecret: payment.webhookSecret },
          }
        : { testGateway: true },
    captcha: config.captcha,
    recurringCharges: {
      intervalMs: config.recurringCharges.intervalSeconds * 1000,
      leaseMs: config.recurringCharges.claimLeaseSeconds * 1000,
    },
    app: {
      secret: config.sessionSecret,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      production: config.env === 'production',
      maintenance: config.maintenance,
      catalogueCacheMs: config.catalogueCacheMs,
      webDist: config.webDist,
      logger: { level: config.logLevel },
    },
  });
  const { app } = server;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Jobs, the app, the work still under way in the background, then the clients.
    await server.close();
    // PGlite must be closed, or its data may be left mid-write and the process never exits.
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await listen(app, config);
  server.jobs.start();
  // One address to open: PUBLIC_URL, where links in mails and the payment's return lead (the
  // site redirects its pages there from any other host name).
  app.log.info(
    {
      database: database.kind,
      mail:
        server.mail === 'smtp'
          ? 'smtp'
          : `outbox (${config.publicUrl}/dev/mailbox, from this machine only)`,
      payments: server.providers[0].id,
      ms: Math.round(performance.now() - startedAt),
    },
    `storefront ready on ${config.publicUrl}`,
  );
  if (config.giftVoucherValidityMonths < FEDERAL_MINIMUM_VALIDITY_MONTHS)
    app.log.warn(
      { giftVoucherValidityMonths: config.giftVoucherValidityMonths },
      `gift vouchers expire after ${config.giftVoucherValidityMonths} months: US federal law (the CARD Act) forbids gift certificates sold to consumers expiring within ${FEDERAL_MINIMUM_VALIDITY_MONTHS} months, New York within 9 years (GIFT_VOUCHER_VALIDITY_MONTHS, README)`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
