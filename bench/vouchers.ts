/**
 * `npm run bench:vouchers` (issue 11): 200 buyers (BENCH_BUYERS) at once, each with a $30 cart (a
 * gift to the Annual Fund) applying one of 10 gift vouchers of $50 (BENCH_VOUCHERS) and paying,
 * through the real HTTP API and the built-in test gateway, each buyer from a loopback address of
 * its own. Per voucher the money allows two carts: one paid in full by it (a free order), one by
 * its last $20 and $10 on a card; every other cart is told the balance is gone (at apply or at
 * Pay). BENCH_KILL=true kills the server with SIGKILL 1.2 s into the race and starts it again
 * on the same database: buyers caught mid-way press again once it is back (their carts and
 * sessions are in the database), and the money must still add up.
 * Then, with the server stopped, the database's account: no voucher spent beyond $50, each
 * voucher's ledger equal to its balance, money spent = confirmed orders' voucher part, and
 * (without the kill) exactly two carts paid per voucher. Prints vouchers applied per second and
 * the apply call's p50/p99. PostgreSQL when DATABASE_URL is set, else PGlite. Exits 1 if a check
 * fails.
 */
import { sql } from 'drizzle-orm';
import { spawnServer, waitForHealth } from '../scripts/server-process.ts';
import { openDatabase } from '../src/adapters/db/client.ts';
import { prepareDatabase } from '../src/adapters/db/prepare-database.ts';
import { demoCustomerId } from '../src/testing/builtin-port-fixtures.ts';
import { issueTestVoucher } from '../src/testing/gift-voucher-fixtures.ts';
import { HttpBuyer } from '../src/testing/http-buyer.ts';
import { createBenchDatabase, freePort, percentile } from './bench-support.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 10);
const VOUCHER_CENTS = 5000;
const CART_CENTS = 3000;
const KILL = process.env.BENCH_KILL === 'true';
const SESSION_SECRET = 'bench-vouchers-secret-bench-vouchers-secret';
const PASSWORD = 'Bench-vouchers-42';

type Result = 'free' | 'part' | 'gone' | 'failed';
interface Outcome {
  result: Result;
  applyMs?: number;
  appliedAt?: number;
  error?: string;
}

/** A buyer with a $30 cart: registered (signed in), the gift in the cart. */
async function ready(base: string, index: number): Promise<HttpBuyer> {
  const buyer = new HttpBuyer(base, {
    localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
  });
  await buyer.register(`vouchers.${Date.now()}.${index}@example.org`, PASSWORD);
  await buyer.expect(200, 'POST', '/api/cart/donations', { fundId: 1, amountCents: CART_CENTS });
  return buyer;
}

/** The server is back (after a kill): its health answers. */
async function serverBack(base: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The race: apply the voucher, then pay (in full by it, or the rest on the test gateway). A
 * buyer whose connection broke (the server was killed) starts again from the apply once the
 * server is back, as a person pressing the button again would; the cart and the session are in
 * the database.
 */
async function buy(base: string, buyer: HttpBuyer, code: string): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await tryToBuy(buyer, code);
    const broken = outcome.error && !/answered|ended at/.test(outcome.error);
    if (!broken || attempt === 3) {
      buyer.close();
      return outcome;
    }
    await serverBack(base);
  }
}

async function tryToBuy(buyer: HttpBuyer, code: string): Promise<Outcome> {
  try {
    const started = performance.now();
    const applied = await buyer.send('POST', '/api/cart/gift-voucher-payments', { code });
    const outcome: Outcome = {
      result: 'failed',
      applyMs: performance.now() - started,
      appliedAt: performance.now(),
    };
    if (applied.status === 409 && applied.json<{ code: string }>().code === 'GIFT_VOUCHER_USED_UP')
      return { ...outcome, result: 'gone' };
    if (applied.status !== 200)
      throw new Error(`apply answered ${applied.status}: ${applied.text}`);
    const paid = await buyer.send('POST', '/api/checkout/payment', {
      acceptTerms: true,
      acknowledgePrivacy: true,
    });
    if (paid.status === 409 && paid.json<{ code: string }>().code === 'GIFT_VOUCHER_USED_UP')
      return { ...outcome, result: 'gone' };
    if (paid.status !== 200) throw new Error(`pay answered ${paid.status}: ${paid.text}`);
    const answer = paid.json<{ kind: string; redirectUrl?: string }>();
    if (answer.kind === 'confirmed') return { ...outcome, result: 'free' };
    const back = await buyer.submitTestGateway(answer.redirectUrl ?? '', '4242 4242 4242 4242');
    const page = await buyer.expect(303, 'GET', back.location ?? '');
    if (!(page.location ?? '').startsWith('/order/confirmed'))
      throw new Error(`ended at ${page.location}`);
    return { ...outcome, result: 'part' };
  } catch (error) {
    return { result: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

async function main() {
  const db = await createBenchDatabase('vouchers');
  let server: ReturnType<typeof spawnServer> | undefined;
  try {
    await prepareDatabase(db.options, true);
    const prepared = await openDatabase(db.options);
    const maria = await demoCustomerId(prepared.db, 'maria');
    const now = new Date();
    const codes: string[] = [];
    for (let i = 0; i < VOUCHERS; i++)
      codes.push(
        (
          await issueTestVoucher(prepared.db, {
            buyerId: maria,
            amountCents: VOUCHER_CENTS,
            now,
            expiresAt: new Date(now.getTime() + 700 * 86_400_000),
            sentAt: now,
          })
        ).code,
      );
    await prepared.close();
    console.log(`${db.describe}: migrated, seeded, ${VOUCHERS} vouchers of $50 issued`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...baseEnv } = process.env;
    const start = () =>
      spawnServer(
        {
          ...baseEnv,
          ...db.env,
          PORT: String(port),
          HOST: '0.0.0.0',
          PUBLIC_URL: base,
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          ALLOW_TEST_PAYMENTS: 'true',
          SESSION_SECRET,
        },
        { stdio: ['ignore', 'inherit', 'inherit'] },
      );
    server = start();
    await waitForHealth(`${base}/api/health`, server);

    // Everyone's cart first (registration hashes a password: seconds of CPU for 200), then
    // all apply at the same moment: the race is the apply and the Pay, nothing else.
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => ready(base, i)));
    const started = performance.now();
    const run = Promise.all(buyers.map((buyer, i) => buy(base, buyer, codes[i % VOUCHERS] ?? '')));
    let restartedMs: number | undefined;
    if (KILL) {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      console.log(
        `killed the server (SIGKILL) ${((performance.now() - started) / 1000).toFixed(1)} s into the run`,
      );
      server = start();
      await waitForHealth(`${base}/api/health`, server);
      restartedMs = performance.now() - started;
    }
    const outcomes = await run;
    const wallMs = Math.max(...outcomes.map((o) => o.appliedAt ?? 0)) - started;

    const stop = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await stop;
    server = undefined;

    const check = await openDatabase(db.options);
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await check.db.execute(query)) as unknown as { rows: T[] }).rows;
    const vouchers = await rows<{ id: number; balance: number; ledger: number; spent: number }>(sql`
      select v.id, v.balance_cents as balance,
        coalesce((select sum(delta_cents) from gift_voucher_ledger l where l.voucher_id = v.id), 0)::int as ledger,
        coalesce((select -sum(delta_cents) from gift_voucher_ledger l
          where l.voucher_id = v.id and l.kind = 'spend'), 0)::int as spent
      from gift_vouchers v order by v.id`);
    const [orders] = await rows<{ confirmed: number; voucherCents: number }>(sql`
      select count(*)::int as confirmed, coalesce(sum(gift_voucher_cents), 0)::int as "voucherCents"
      from orders where state = 'confirmed' and gift_voucher_cents > 0`);
    await check.close();

    const count = (result: Result) => outcomes.filter((o) => o.result === result).length;
    const applyMs = outcomes.flatMap((o) => (o.applyMs === undefined ? [] : [o.applyMs]));
    const spentTotal = vouchers.reduce((sum, v) => sum + v.spent, 0);
    const checks = [
      {
        name: 'no voucher spent beyond $50',
        value: `most spent from one: $${(Math.max(...vouchers.map((v) => v.spent)) / 100).toFixed(2)}`,
        ok: vouchers.every((v) => v.spent <= VOUCHER_CENTS),
      },
      {
        name: 'ledgers add up to balances',
        value: `${vouchers.filter((v) => v.ledger !== v.balance).length} of ${vouchers.length} differ`,
        ok: vouchers.every((v) => v.ledger === v.balance),
      },
      {
        name: 'spent = orders’ voucher part',
        value: `$${(spentTotal / 100).toFixed(2)} spent, $${((orders?.voucherCents ?? 0) / 100).toFixed(2)} on ${orders?.confirmed ?? 0} confirmed orders`,
        ok: spentTotal === (orders?.voucherCents ?? 0),
      },
      ...(KILL
        ? []
        : [
            {
              name: 'paid as the money allowed',
              value: `${count('free')} free + ${count('part')} part-paid (of ${2 * VOUCHERS}), ${count('gone')} told it is gone, ${count('failed')} failed`,
              ok:
                count('free') === VOUCHERS &&
                count('part') === VOUCHERS &&
                count('gone') === BUYERS - 2 * VOUCHERS &&
                count('failed') === 0 &&
                vouchers.every((v) => v.balance === 0),
            },
          ]),
    ];
    console.log(
      `\nVouchers: ${BUYERS} carts of $30 at once on ${VOUCHERS} vouchers of $50${KILL ? `, the server killed and back after ${((restartedMs ?? 0) / 1000).toFixed(1)} s` : ''}`,
    );
    console.log(
      `  applied/s           ${((applyMs.length / wallMs) * 1000).toFixed(1)} (${applyMs.length} apply calls answered in ${(wallMs / 1000).toFixed(2)} s)`,
    );
    console.log(
      `  apply latency       p50 ${percentile(applyMs, 50).toFixed(0)} ms, p99 ${percentile(applyMs, 99).toFixed(0)} ms, max ${Math.max(...applyMs).toFixed(0)} ms`,
    );
    console.log(
      `  outcomes            ${count('free')} free, ${count('part')} part-paid, ${count('gone')} told the balance is gone, ${count('failed')} failed`,
    );
    for (const f of outcomes.filter((o) => o.error).slice(0, 3))
      console.log(`  failed: ${f.error}`);
    console.log('\nChecks');
    for (const c of checks)
      console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(30)} ${c.value}`);
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    if (server) server.kill('SIGKILL');
    await db.destroy();
  }
}

await main();
