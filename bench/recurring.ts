/**
 * `npm run bench:recurring` (issue 12): 1,000 direct debit instalments due at once
 * (BENCH_INSTALMENTS; half a Supporter membership's month, half a monthly gift to the Annual
 * Fund, each customer with a saved test card that pays), charged by TWO server processes on one
 * PostgreSQL database (DATABASE_URL, required: two processes cannot share a PGlite folder), each
 * running the scheduler every second (RECURRING_CHARGES_INTERVAL_SECONDS=1) with claims of 10 s
 * (BENCH_LEASE_SECONDS, PLAN_CLAIM_LEASE_SECONDS). By default the process holding the most
 * claims is killed with SIGKILL once a third are paid (BENCH_KILL=false: nobody is killed); the
 * other must charge the rest, the dead one's claims included once they run out, under the same
 * idempotency keys. Prints instalments charged per second, the time to drain, what each process
 * charged and claimed (read from a trigger in the bench database that notes each connection's
 * application_name), and what the dead one left (claims, and charges made but not recorded).
 * Then, with the servers stopped, the account: every instalment paid once, in its first attempt,
 * its card charged once at the gateway (the charges' sum to the cent), one confirmed order and
 * one payment per instalment, each gift given to its fund and each membership run on a month,
 * the next instalment due, no member mailed twice (and, without the kill, every one mailed).
 * Exits 1 if a check fails.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnServer, waitForHealth } from '../scripts/server-process.ts';
import { openDatabase } from '../src/adapters/db/client.ts';
import { prepareDatabase } from '../src/adapters/db/prepare-database.ts';
import { createBenchDatabase, freePort } from './bench-support.ts';
import {
  account,
  insertPlans,
  installTracing,
  orphans,
  perProcess,
  progress,
  release,
} from './recurring-plans.ts';

const INSTALMENTS = Number(process.env.BENCH_INSTALMENTS ?? 1000);
const LEASE_SECONDS = Number(process.env.BENCH_LEASE_SECONDS ?? 10);
const KILL = process.env.BENCH_KILL !== 'false';
const SESSION_SECRET = 'bench-recurring-secret-bench-recurring-secret';
/** Give up on draining this long after the release (the lease's wait included). */
const DRAIN_LIMIT_MS = 180_000 + LEASE_SECONDS * 1000;
const NAMES = ['bench-a', 'bench-b'] as const;
type Name = (typeof NAMES)[number];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error(
      'bench:recurring needs PostgreSQL: set DATABASE_URL (two server processes share the database)',
    );
    process.exit(1);
  }
  const db = await createBenchDatabase('recurring');
  const servers = new Map<Name, ChildProcess>();
  try {
    await prepareDatabase(db.options, true);
    const bench = await openDatabase(db.options);
    try {
      await insertPlans(bench.db, INSTALMENTS, new Date());
      await installTracing(bench.db);
      console.log(
        `${db.describe}: migrated, seeded, ${INSTALMENTS} direct debit plans with an instalment about to fall due`,
      );

      // Two servers, each naming its connections (the trace tells their work apart).
      const { DATABASE_URL: _url, DATA_DIR: _dir, ...baseEnv } = process.env;
      await Promise.all(
        NAMES.map(async (name) => {
          const port = await freePort();
          const url = new URL(db.env.DATABASE_URL ?? '');
          url.searchParams.set('application_name', name);
          const child = spawnServer(
            {
              ...baseEnv,
              DATABASE_URL: url.toString(),
              PORT: String(port),
              HOST: '127.0.0.1',
              PUBLIC_URL: `http://127.0.0.1:${port}`,
              SEED_DEMO: 'true',
              LOG_LEVEL: 'warn',
              NODE_ENV: 'production',
              ALLOW_TEST_PAYMENTS: 'true',
              SESSION_SECRET,
              // New York's minimum (README): the server would otherwise warn at start.
              GIFT_VOUCHER_VALIDITY_MONTHS: '108',
              RECURRING_CHARGES_INTERVAL_SECONDS: '1',
              PLAN_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS),
            },
            { stdio: ['ignore', 'inherit', 'inherit'] },
          );
          servers.set(name, child);
          await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
        }),
      );

      // Both are up: the instalments fall due now, and both schedulers find them within a second.
      const releasedAt = await release(bench.db);
      const started = performance.now();
      let kill: { name: Name; atMs: number; paid: number; claims: number; charged: number } | null =
        null;
      let drainedMs: number | null = null;
      while (performance.now() - started < DRAIN_LIMIT_MS) {
        const now = await progress(bench.db);
        if (now.paid >= INSTALMENTS) {
          drainedMs = performance.now() - started;
          break;
        }
        if (KILL && !kill && now.paid >= INSTALMENTS / 3) {
          // The process holding the most claims, so that it dies with work in its hands.
          const name = (NAMES as readonly Name[]).reduce((most, n) =>
            (now.chargingBy[n] ?? 0) > (now.chargingBy[most] ?? 0) ? n : most,
          );
          const child = servers.get(name);
          if (!child) throw new Error(`no server ${name}`);
          child.kill('SIGKILL');
          await exited(child);
          const atMs = performance.now() - started;
          const left = await orphans(bench.db, name);
          const paid = (await progress(bench.db)).paid;
          kill = { name, atMs, paid, ...left };
          console.log(
            `killed ${name} (SIGKILL) ${seconds(atMs)} into the run, ${paid} paid: it left ${left.claims} claimed (${left.charged} of them charged at the gateway, not recorded)`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // The survivors stop as on any shutdown; the account is taken with nothing running.
      await Promise.all(
        [...servers.values()].map(async (child) => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited(child);
        }),
      );
      servers.clear();

      const processes = await perProcess(bench.db);
      const a = await account(bench.db);
      const lastPaidMs = a.lastPaidAt ? a.lastPaidAt.getTime() - releasedAt.getTime() : null;
      const drainMs = lastPaidMs ?? drainedMs;

      const checks = [
        {
          name: 'every instalment paid',
          value: `${a.plans - a.notPaid} of ${a.plans} paid${drainedMs === null ? `, not drained within ${seconds(DRAIN_LIMIT_MS)}` : ''}`,
          ok: a.plans === INSTALMENTS && a.notPaid === 0 && drainedMs !== null,
        },
        {
          name: 'each paid exactly once',
          value: `${a.paidOnce} paid once, ${a.duplicates} duplicates`,
          ok: a.paidOnce === INSTALMENTS && a.duplicates === 0,
        },
        {
          name: 'in its first attempt',
          value: `${a.otherAttempts} counted another attempt`,
          ok: a.otherAttempts === 0,
        },
        {
          name: 'each card charged once',
          value: `${a.chargedOnce} of ${a.plans}; ${a.charges} gateway charges, $${(a.chargedCents / 100).toFixed(2)} of $${(a.expectedCents / 100).toFixed(2)} due`,
          ok:
            a.chargedOnce === INSTALMENTS &&
            a.charges === INSTALMENTS &&
            a.chargedCents === a.expectedCents,
        },
        {
          name: 'one order, one payment each',
          value: `${a.orderedOnce} of ${a.plans}; ${a.orders} orders`,
          ok: a.orderedOnce === INSTALMENTS && a.orders === INSTALMENTS,
        },
        {
          name: 'gifts given, memberships run on',
          value: `${a.giftsRecorded} of ${a.gifts} gifts, ${a.membershipsExtended} of ${a.members} memberships`,
          ok: a.giftsRecorded === a.gifts && a.membershipsExtended === a.members,
        },
        {
          name: 'the next instalment due',
          value: `${a.nextDue} of ${a.plans}`,
          ok: a.nextDue === INSTALMENTS,
        },
        {
          name: 'nobody mailed twice',
          value: `${a.mailed} mailed, ${a.mailedTwice} twice${KILL ? ` (a survivor sends what the dead one recorded; only a mail it had claimed and not sent is lost)` : ''}`,
          ok: a.mailedTwice === 0 && (KILL || a.mailed === INSTALMENTS),
        },
        {
          name: 'both processes charged',
          value: processes.map((p) => `${p.app} ${p.paid}`).join(', '),
          ok: NAMES.every((n) => (processes.find((p) => p.app === n)?.paid ?? 0) > 0),
        },
        ...(kill
          ? [
              {
                name: 'the dead one’s claims taken over',
                value: `${kill.claims} left claimed, ${processes.reduce((n, p) => n + (p.app === kill?.name ? 0 : p.takenOver), 0)} taken over by the survivor`,
                ok:
                  processes.reduce((n, p) => n + (p.app === kill?.name ? 0 : p.takenOver), 0) >=
                  kill.claims,
              },
            ]
          : []),
      ];

      console.log(
        `\nRecurring charges: ${INSTALMENTS} instalments due, two server processes, scheduler every 1 s, claims of ${LEASE_SECONDS} s${kill ? `, ${kill.name} killed after ${kill.paid} were paid` : ''}`,
      );
      if (drainMs !== null)
        console.log(
          `  time to drain       ${seconds(drainMs)} (release to the last payment recorded)`,
        );
      if (kill) {
        const before = (kill.paid / kill.atMs) * 1000;
        console.log(
          `  charged/s           ${before.toFixed(1)} with both (${kill.paid} in ${seconds(kill.atMs)}), ${drainMs === null ? '—' : ((INSTALMENTS / drainMs) * 1000).toFixed(1)} overall (the wait for the dead one's claims included)`,
        );
        if (drainMs !== null && drainMs > kill.atMs)
          console.log(
            `  after the kill      ${INSTALMENTS - kill.paid} more in ${seconds(drainMs - kill.atMs)}, of which the lease's wait is up to ${LEASE_SECONDS} s`,
          );
      } else if (drainMs !== null) {
        console.log(`  charged/s           ${((INSTALMENTS / drainMs) * 1000).toFixed(1)}`);
      }
      for (const p of processes)
        console.log(
          `  ${p.app.padEnd(19)} ${p.paid} paid, ${p.claims} claims${p.takenOver ? ` (${p.takenOver} of another's lapsed claim)` : ''}${p.app === kill?.name ? ' — killed' : ''}`,
        );
      if (kill)
        console.log(
          `  left by the dead    ${kill.claims} claims, ${kill.charged} charged at the gateway before it died, not recorded`,
        );
      console.log(
        `  duplicates found    ${a.duplicates} (payments recorded, cards charged, orders made twice)`,
      );
      console.log('\nChecks');
      for (const c of checks)
        console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(34)} ${c.value}`);
      if (checks.some((c) => !c.ok)) process.exitCode = 1;
    } finally {
      await bench.close();
    }
  } finally {
    for (const child of servers.values()) child.kill('SIGKILL');
    await Promise.all([...servers.values()].map(exited));
    await db.destroy();
  }
}

await main();
