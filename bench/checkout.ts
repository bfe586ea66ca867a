/**
 * `npm run bench:checkout`: 200 buyers (BENCH_BUYERS) completing checkout at once through the
 * real HTTP API and the built-in test gateway (issue 5). Each buyer, from a loopback address of
 * their own (a crowd, not one address: the sign-in routes' limits are per address):
 *   hold   POST /api/cart/seats, two seats side by side of their own (a cart of their own)
 *   donate POST /api/cart/donations, a gift of its own amount to a fund (BENCH_MIX below)
 *   account POST /api/auth/register, a fresh customer (which signs in; the cart goes along)
 *   review GET /api/cart (what the review step reads)
 *   pay    POST /api/checkout/payment (the order, the hold extended, a gateway session)
 *   gateway GET the hosted page, POST its form with a completing test card (303)
 *   return GET the return address (303 to /order/confirmed, or /order/verify, then polls)
 * BENCH_MIX=donations (the default, issue 10): half the buyers hold seats and give, half only
 * give (no hold step; a donation-only checkout); BENCH_MIX=tickets: seats only, as before
 * donations existed (to compare with a commit that had none).
 * Then, with the server stopped, the database's account: every paid order confirmed once (one
 * succeeded payment), one ticket per seat with its own barcode, no seat sold twice, every gift
 * given once and each fund's total equal to the gifts made, to the cent, and (on PostgreSQL,
 * where it can be watched while the server runs) one confirmation mail per order.
 *
 * PostgreSQL when DATABASE_URL is set (a fresh database on that server, dropped after), else
 * PGlite in a fresh temporary folder. The server runs as in production (NODE_ENV=production,
 * ALLOW_TEST_PAYMENTS=true). Prints orders/s and p50/p99 per step; exits 1 if a check fails.
 */
import { sql } from 'drizzle-orm';
import { spawnServer, waitForHealth } from '../scripts/server-process.ts';
import { openDatabase } from '../src/adapters/db/client.ts';
import { prepareDatabase } from '../src/adapters/db/prepare-database.ts';
import type { VenueLayout } from '../src/shared/contracts/catalogue.ts';
import type { OrderStatus } from '../src/shared/contracts/checkout.ts';
import { HttpBuyer } from '../src/testing/http-buyer.ts';
import { addRushPerformance, addRushVenue, RUSH_VENUE_ID } from '../src/testing/onsale-fixture.ts';
import { createBenchDatabase, freePort, percentile } from './bench-support.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const SEATS_EACH = Number(process.env.BENCH_SEATS_EACH ?? 2);
const BEST_AVAILABLE = process.env.BENCH_BEST_AVAILABLE === 'true';
const MIX = process.env.BENCH_MIX === 'tickets' ? 'tickets' : 'donations';
/** The funds the buyers give to (the demo's open funds). */
const FUNDS = [1, 2, 3] as const;
/** How long the confirmation mails may take to go out after the last order. */
const MAIL_WAIT_MS = 120_000;
const SESSION_SECRET = 'bench-checkout-secret-bench-checkout-secret';
const PASSWORD = 'Bench-checkout-42';
const STEPS = ['hold', 'donate', 'account', 'review', 'pay', 'gateway', 'return'] as const;
type Step = (typeof STEPS)[number];

/** What buyer `index` puts in the cart: seats unless donation-only, a gift when mixing. */
function planOf(index: number): { seats: boolean; gift: { fundId: number; cents: number } | null } {
  if (MIX === 'tickets') return { seats: true, gift: null };
  // An amount of its own per buyer (whole dollars and cents), so a lost or doubled gift shows.
  const gift = { fundId: FUNDS[index % FUNDS.length] ?? 1, cents: 500 + index * 7 };
  return { seats: index % 2 === 0, gift };
}

interface Outcome {
  ms: Partial<Record<Step, number>>;
  gift?: { fundId: number; cents: number } | null;
  seats?: boolean;
  orderNumber?: string;
  confirmedAt?: number;
  holdRetries?: number;
  error?: string;
}

/** One buyer's whole checkout, each step timed. */
/**
 * Seats for each buyer, chosen on the map as a buyer would: runs of SEATS_EACH within a row's
 * block (rows are cut at the aisle), never leaving a single seat behind (a block's odd tail of
 * three stays free). Distinct per buyer: this bench measures the checkout, not the on-sale race
 * for the same seats (bench:onsale does that); BENCH_BEST_AVAILABLE=true asks for best
 * available instead.
 */
function seatsForBuyers(layout: VenueLayout, count: number): number[][] {
  const byRow = new Map<number, VenueLayout['seats']>();
  for (const seat of layout.seats) byRow.set(seat.rowId, [...(byRow.get(seat.rowId) ?? []), seat]);
  const runs: number[][] = [];
  for (const seats of byRow.values()) {
    seats.sort((a, b) => a.x - b.x);
    const gaps = seats.slice(1).map((seat, i) => seat.x - (seats[i]?.x ?? 0));
    const pitch = Math.min(...gaps);
    const blocks: number[][] = [[]];
    seats.forEach((seat, i) => {
      if (i > 0 && (gaps[i - 1] ?? 0) > pitch * 1.4) blocks.push([]);
      blocks.at(-1)?.push(seat.id);
    });
    for (const block of blocks) {
      let usable = block.length - (block.length % SEATS_EACH);
      // A tail of one would be a single seat left behind: leave one run more free.
      if (block.length - usable === 1) usable -= SEATS_EACH;
      for (let i = 0; i + SEATS_EACH <= usable; i += SEATS_EACH)
        runs.push(block.slice(i, i + SEATS_EACH));
    }
  }
  if (runs.length < count) throw new Error(`only ${runs.length} runs of ${SEATS_EACH} seats`);
  return runs.slice(0, count);
}

async function checkout(
  base: string,
  performanceId: number,
  index: number,
  seatIds: number[],
): Promise<Outcome> {
  // 127.0.1.1 … : one loopback address per buyer.
  const buyer = new HttpBuyer(base, {
    localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
  });
  const plan = planOf(index);
  const outcome: Outcome = { ms: {}, gift: plan.gift, seats: plan.seats };
  const timed = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    outcome.ms[step] = performance.now() - started;
    return value;
  };
  try {
    if (plan.seats)
      await timed('hold', async () => {
        // "Just taken" (others' seats are being claimed at the same moment): a buyer tries again.
        for (let attempt = 1; ; attempt++) {
          const held = await buyer.send(
            'POST',
            '/api/cart/seats',
            BEST_AVAILABLE
              ? { performanceId, bestAvailable: { quantity: SEATS_EACH } }
              : { performanceId, seatIds },
          );
          if (held.status === 200) return;
          if (held.status !== 409 || attempt === 3)
            throw new Error(`hold answered ${held.status}: ${held.text.slice(0, 200)}`);
          outcome.holdRetries = attempt;
        }
      });
    const gift = plan.gift;
    if (gift)
      await timed('donate', () =>
        buyer.expect(200, 'POST', '/api/cart/donations', {
          fundId: gift.fundId,
          amountCents: gift.cents,
        }),
      );
    await timed('account', () =>
      buyer.register(`bench.${Date.now()}.${index}@example.org`, PASSWORD),
    );
    await timed('review', () => buyer.expect(200, 'GET', '/api/cart'));
    const answer = await timed('pay', () =>
      buyer.startPayment({ deliveryMethod: 'print-at-home' }),
    );
    if (answer.kind !== 'redirect') throw new Error(`expected a payment page, got ${answer.kind}`);
    outcome.orderNumber = answer.orderNumber;
    const back = await timed('gateway', async () => {
      await buyer.expect(200, 'GET', answer.redirectUrl);
      return buyer.submitTestGateway(answer.redirectUrl, '4242 4242 4242 4242');
    });
    await timed('return', async () => {
      const page = await buyer.expect(303, 'GET', back.location ?? '');
      let location = page.location ?? '';
      // Paid but not yet final: the verify page asks until it is.
      while (location.startsWith('/order/verify')) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const status = (
          await buyer.expect(200, 'GET', `/api/orders/${answer.orderNumber}/status`)
        ).json<OrderStatus>();
        if (status.state === 'confirmed') location = '/order/confirmed';
        else if (status.state === 'failed') location = '/order/failed';
      }
      if (!location.startsWith('/order/confirmed')) throw new Error(`ended at ${location}`);
    });
    outcome.confirmedAt = performance.now();
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
  } finally {
    buyer.close();
  }
  return outcome;
}

interface Check {
  name: string;
  value: string;
  ok: boolean;
}

async function main() {
  const db = await createBenchDatabase('checkout');
  let server: ReturnType<typeof spawnServer> | undefined;
  try {
    let started = performance.now();
    await prepareDatabase(db.options, true);
    const prepared = await openDatabase(db.options);
    const venue = await addRushVenue(prepared.db);
    const performanceId = await addRushPerformance(prepared.db, venue);
    await prepared.analyze();
    await prepared.close();
    console.log(
      `${db.describe}: migrated, seeded, performance ${performanceId} (${venue.seatIds.length} seats) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (BUYERS * SEATS_EACH > venue.seatIds.length)
      throw new Error(`${BUYERS} buyers × ${SEATS_EACH} seats do not fit the house`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...baseEnv } = process.env;
    server = spawnServer(
      {
        ...baseEnv,
        ...db.env,
        PORT: String(port),
        // Every loopback address, so each buyer may come from one of their own.
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
    await waitForHealth(`${base}/api/health`, server);
    const layoutAnswer = await fetch(`${base}/api/venues/${RUSH_VENUE_ID}/layout`);
    if (!layoutAnswer.ok) throw new Error(`layout: HTTP ${layoutAnswer.status}`);
    const seats = seatsForBuyers((await layoutAnswer.json()) as VenueLayout, BUYERS + 1);
    // One buyer first, so the run meets a server that has compiled its paths once.
    const warm = await checkout(base, performanceId, BUYERS, seats[BUYERS] ?? []);
    if (warm.error) throw new Error(`warm-up buyer: ${warm.error}`);

    started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => checkout(base, performanceId, i, seats[i] ?? [])),
    );
    const lastConfirmed = Math.max(...outcomes.map((o) => o.confirmedAt ?? 0));
    const wallMs = lastConfirmed - started;
    const completed = outcomes.filter((o) => o.confirmedAt !== undefined);
    const failed = outcomes.filter((o) => o.error);

    // The confirmation mails (one per order, with the tickets) go out after the sale: on
    // PostgreSQL the database is asked until each order's has (PGlite is the server's alone).
    let mailsOutMs: number | undefined;
    if (db.kind === 'postgres') {
      const watch = await openDatabase(db.options);
      const deadline = performance.now() + MAIL_WAIT_MS;
      for (;;) {
        const [left] = (
          (await watch.db.execute(sql`select count(*)::int as n from orders
            where state = 'confirmed' and confirmation_sent_at is null
              and customer_id in (select id from customers where email like 'bench.%@example.org')`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows;
        if ((left?.n ?? 0) === 0) {
          mailsOutMs = performance.now() - lastConfirmed;
          break;
        }
        if (performance.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await watch.close();
    }

    const stop = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await stop;
    server = undefined;

    // The database's account of the run (the warm-up buyer included), the server stopped.
    const check = await openDatabase(db.options);
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await check.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
    // The run's orders: those of the customers it registered (donation-only ones have no seat).
    const ofRun = sql`select o.id from orders o join customers c on c.id = o.customer_id
      where c.email like 'bench.%@example.org'`;
    const orders = await one<{ confirmed: number; other: number }>(sql`
      select count(*) filter (where state = 'confirmed')::int as confirmed,
             count(*) filter (where state <> 'confirmed')::int as other
      from orders where id in (${ofRun})`);
    const payments = await one<{ notOnce: number; refunds: number }>(sql`
      select count(*) filter (where succeeded <> 1)::int as "notOnce",
             coalesce(sum(refunds), 0)::int as refunds
      from (select o.id,
                   count(p.id) filter (where p.state = 'succeeded') as succeeded,
                   count(p.id) filter (where p.state = 'refund_due') as refunds
            from orders o left join payments p on p.order_id = o.id
            where o.id in (${ofRun}) group by o.id) per_order`);
    const tickets = await one<{ tickets: number; seats: number; barcodes: number }>(sql`
      select count(*)::int as tickets,
             count(distinct (ot.performance_id, ot.seat_id))::int as seats,
             count(distinct ot.barcode)::int as barcodes
      from order_tickets ot join orders o on o.id = ot.order_id
      where o.state = 'confirmed' and ot.performance_id = ${performanceId}`);
    const sold = await one<{ n: number }>(sql`
      select count(*)::int as n from performance_seats
      where performance_id = ${performanceId} and status = 'sold'`);
    const clashes = await one<{ n: number }>(sql`
      select count(*)::int as n from (select barcode from order_tickets where barcode is not null
        group by barcode having count(*) > 1) dup`);
    const mails = await one<{ mails: number; recipients: number }>(sql`
      select count(*)::int as mails, count(distinct "to")::int as recipients from mail_outbox
      where kind = 'orderConfirmation' and "to" like 'bench.%@example.org'`);
    // Every gift given once: one donation row per giving buyer's confirmed order, and each
    // fund's total of confirmed gifts equal to what the buyers gave, to the cent.
    const gifts = await one<{ rows: number; orders: number }>(sql`
      select count(*)::int as rows, count(distinct d.order_id)::int as orders
      from order_donations d join orders o on o.id = d.order_id
      where o.state = 'confirmed' and o.id in (${ofRun})`);
    const fundRows = (
      (await check.db.execute(sql`
        select d.fund_id as "fundId", sum(d.amount_cents)::bigint as cents
        from order_donations d join orders o on o.id = d.order_id
        where o.state = 'confirmed' and o.id in (${ofRun}) group by d.fund_id`)) as unknown as {
        rows: { fundId: number; cents: string }[];
      }
    ).rows;
    await check.close();

    const everyone = [...outcomes, warm];
    const expectedOrders = BUYERS + 1;
    const expectedTickets = everyone.filter((o) => o.seats).length * SEATS_EACH;
    const givers = everyone.filter((o) => o.gift);
    const givenByFund = new Map<number, number>();
    for (const o of givers)
      if (o.gift)
        givenByFund.set(o.gift.fundId, (givenByFund.get(o.gift.fundId) ?? 0) + o.gift.cents);
    const recorded = new Map(fundRows.map((row) => [row.fundId, Number(row.cents)]));
    const fundsAgree =
      recorded.size === givenByFund.size &&
      [...givenByFund].every(([fund, cents]) => recorded.get(fund) === cents);
    const checks: Check[] = [
      {
        name: 'buyers confirmed',
        value: `${completed.length} of ${BUYERS}`,
        ok: completed.length === BUYERS,
      },
      {
        name: 'orders confirmed (database)',
        value: `${orders.confirmed} of ${expectedOrders}, ${orders.other} in another state`,
        ok: orders.confirmed === expectedOrders && orders.other === 0,
      },
      {
        name: 'paid once',
        value: `${payments.notOnce} orders without exactly one succeeded payment, ${payments.refunds} refunds due`,
        ok: payments.notOnce === 0 && payments.refunds === 0,
      },
      {
        name: 'tickets',
        value: `${tickets.tickets} tickets, ${tickets.seats} distinct seats, ${tickets.barcodes} distinct barcodes`,
        ok:
          tickets.tickets === expectedTickets &&
          tickets.seats === expectedTickets &&
          tickets.barcodes === expectedTickets,
      },
      ...(db.kind === 'postgres'
        ? [
            {
              name: 'one confirmation mail each',
              value: `${mails.mails} mails to ${mails.recipients} buyers${mailsOutMs === undefined ? `, some still unsent after ${MAIL_WAIT_MS / 1000} s` : `, all out ${(mailsOutMs / 1000).toFixed(1)} s after the last confirmation`}`,
              ok:
                mailsOutMs !== undefined &&
                mails.mails === expectedOrders &&
                mails.recipients === expectedOrders,
            },
          ]
        : []),
      ...(MIX === 'donations'
        ? [
            {
              name: 'gifts given once',
              value: `${gifts.rows} gifts on ${gifts.orders} confirmed orders, of ${givers.length} buyers giving`,
              ok: gifts.rows === givers.length && gifts.orders === givers.length,
            },
            {
              name: 'fund totals to the cent',
              value: [...givenByFund]
                .map(
                  ([fund, cents]) =>
                    `fund ${fund}: $${(cents / 100).toFixed(2)} given, $${((recorded.get(fund) ?? 0) / 100).toFixed(2)} recorded`,
                )
                .join('; '),
              ok: fundsAgree,
            },
          ]
        : []),
      {
        name: 'seats sold',
        value: `${sold.n} sold, ${clashes.n} barcodes used twice`,
        ok: sold.n === expectedTickets && clashes.n === 0,
      },
    ];

    console.log(
      `\nCheckout: ${BUYERS} buyers at once, ${MIX === 'donations' ? `half with ${SEATS_EACH} seats and a gift, half a gift alone` : `${SEATS_EACH} seats each`} (${BEST_AVAILABLE ? 'best available' : 'chosen on the map'}), through the test gateway`,
    );
    console.log(
      `  orders/s            ${((completed.length / wallMs) * 1000).toFixed(1)} (${completed.length} confirmed in ${(wallMs / 1000).toFixed(2)} s, first request to last confirmation)`,
    );
    console.log('  step                p50 ms    p99 ms    max ms');
    for (const step of STEPS) {
      const values = outcomes.flatMap((o) => (o.ms[step] === undefined ? [] : [o.ms[step]]));
      if (values.length === 0) continue;
      const cell = (v: number) => v.toFixed(0).padStart(8);
      console.log(
        `  ${step.padEnd(18)}${cell(percentile(values, 50))}  ${cell(percentile(values, 99))}  ${cell(Math.max(...values))}`,
      );
    }
    const totals = completed.map((o) => STEPS.reduce((sum, step) => sum + (o.ms[step] ?? 0), 0));
    console.log(
      `  whole checkout    ${percentile(totals, 50).toFixed(0).padStart(8)}  ${percentile(totals, 99).toFixed(0).padStart(8)}  ${Math.max(
        ...totals,
      )
        .toFixed(0)
        .padStart(8)}`,
    );
    const retried = outcomes.filter((o) => o.holdRetries).length;
    console.log(`  holds tried again   ${retried} buyers were told "just taken" and tried again`);
    for (const f of failed.slice(0, 5)) console.log(`  failed: ${f.error}`);
    console.log('\nChecks');
    for (const c of checks)
      console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(28)} ${c.value}`);
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    if (server) server.kill('SIGKILL');
    await db.destroy();
  }
}

await main();
