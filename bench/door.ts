/**
 * `npm run bench:door` (issue 13): a door scanning tickets at a steady 20 a second (BENCH_RATE)
 * for 30 seconds (BENCH_SECONDS), through the real HTTP API of a real server process, from one
 * signed-in door session (password and authenticator, as a phone signs in). The performance has
 * 450 tickets sold (BENCH_TICKETS, in orders of two); the scans are each ticket once, about one
 * in four scanned again (already admitted), and one in fifty a number nobody holds.
 *
 * Open loop: each scan is sent at its own moment whatever the earlier ones are doing, and its
 * latency counts from that moment, so a slow answer cannot hide the ones queued behind it. Also
 * times the fetch of the performance's whole ticket list (what the door page keeps offline), and
 * first, at the same pace for 10 s (BENCH_FLOOR_SECONDS), the staff session's check alone: the
 * floor under every staff call, which shows what the machine itself costs.
 * Then, with the server stopped, the database's account: each ticket admitted at most once, and
 * every ticket the bench saw admitted has its admission.
 *
 * PostgreSQL when DATABASE_URL is set (a fresh database on that server, dropped after), else
 * PGlite in a fresh temporary folder. Prints the figures and the goal "scan p99 ≤ 50 ms"; exits
 * 1 only if a check of the data fails or something crashed, never for a missed goal.
 */
import { sql } from 'drizzle-orm';
import { spawnServer, waitForHealth } from '../scripts/server-process.ts';
import { openDatabase } from '../src/adapters/db/client.ts';
import { prepareDatabase } from '../src/adapters/db/prepare-database.ts';
import { DEMO_STAFF } from '../src/adapters/db/seed/demo-staff.ts';
import { totpCode } from '../src/domain/staff/totp.ts';
import type { DoorList, DoorScanResult } from '../src/shared/contracts/door.ts';
import { sellDoorTickets } from '../src/testing/door-fixtures.ts';
import { HttpBuyer } from '../src/testing/http-buyer.ts';
import { addRushPerformance, addRushVenue } from '../src/testing/onsale-fixture.ts';
import { createBenchDatabase, freePort, percentile } from './bench-support.ts';

const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Seconds of the floor: the staff session's check alone, at the same pace. */
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 10);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 450);
const SEED = Number(process.env.BENCH_SEED ?? 20261122);
const GOAL_P99_MS = 50;
const LIST_FETCHES = 5;
const SESSION_SECRET = 'bench-door-secret-bench-door-secret-bench';
const NOBODY = '99000000000000000000';

/** A small deterministic PRNG, so every run scans in the same order. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the door scans, in order: each ticket once, some again a little later, a few unknown. */
function scanOrder(barcodes: string[], count: number): string[] {
  const random = mulberry32(SEED);
  const firsts = [...barcodes];
  for (let i = firsts.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [firsts[i], firsts[j]] = [firsts[j] ?? '', firsts[i] ?? ''];
  }
  const order: string[] = [];
  let next = 0;
  while (order.length < count) {
    const roll = random();
    if (roll < 0.02) order.push(NOBODY);
    else if ((roll < 0.27 || next >= firsts.length) && order.length > 0) {
      const seen = order.filter((code) => code !== NOBODY);
      order.push(seen[Math.floor(random() * seen.length)] ?? NOBODY);
    } else order.push(firsts[next++] ?? NOBODY);
  }
  return order;
}

/** The door member signs in as on a phone: password, then the authenticator's first set-up. */
async function signInDoor(base: string): Promise<HttpBuyer> {
  const door = new HttpBuyer(base);
  const who = DEMO_STAFF.door;
  await door.expect(200, 'POST', '/api/box-office/session', {
    email: who.email,
    password: who.password,
  });
  const setup = await door.expect(200, 'POST', '/api/box-office/session/setup');
  const { secret } = setup.json<{ secret: string }>();
  await door.expect(200, 'POST', '/api/box-office/session/setup/confirm', {
    code: totpCode(secret, new Date()),
  });
  return door;
}

interface Scan {
  barcode: string;
  ms: number;
  status: number;
  outcome?: DoorScanResult['outcome'];
  error?: string;
}

/**
 * Sends one request per item at RATE a second, each at its own moment whatever the others are
 * doing (open loop); its latency counts from that moment, so a slow answer cannot hide the ones
 * queued behind it.
 */
async function openLoop(
  items: string[],
  send: (item: string) => Promise<Omit<Scan, 'barcode' | 'ms'>>,
): Promise<Scan[]> {
  const interval = 1000 / RATE;
  const t0 = performance.now() + 100;
  return Promise.all(
    items.map(async (barcode, i): Promise<Scan> => {
      const due = t0 + i * interval;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      try {
        const answer = await send(barcode);
        return { barcode, ms: performance.now() - due, ...answer };
      } catch (error) {
        return { barcode, ms: performance.now() - due, status: 0, error: String(error) };
      }
    }),
  );
}

async function main() {
  const db = await createBenchDatabase('door');
  let server: ReturnType<typeof spawnServer> | undefined;
  let failed = false;
  try {
    await prepareDatabase(db.options, true);
    const prepared = await openDatabase(db.options);
    const venue = await addRushVenue(prepared.db);
    const performanceId = await addRushPerformance(prepared.db, venue);
    const barcodes = (
      await sellDoorTickets(prepared.db, performanceId, TICKETS, { perOrder: 2 })
    ).flatMap((order) => order.barcodes);
    await prepared.analyze();
    await prepared.close();
    console.log(`${db.describe}: migrated, seeded, ${barcodes.length} tickets sold`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...baseEnv } = process.env;
    server = spawnServer(
      {
        ...baseEnv,
        ...db.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The server's configuration asks for a payment provider; the door takes no payments.
        ALLOW_TEST_PAYMENTS: 'true',
        SESSION_SECRET,
      },
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    await waitForHealth(`${base}/api/health`, server);
    const door = await signInDoor(base);
    const scanUrl = `/api/box-office/door/${performanceId}/scans`;
    const listUrl = `/api/box-office/door/${performanceId}`;

    // The list, as the door page fetches it on opening: the first fetch, then a few more.
    const listMs: number[] = [];
    let list: DoorList | undefined;
    for (let i = 0; i < LIST_FETCHES; i++) {
      const started = performance.now();
      const answer = await door.expect(200, 'GET', listUrl);
      listMs.push(performance.now() - started);
      list = answer.json<DoorList>();
    }
    // A warm-up of a few scans of nobody's number (nothing admitted), as a door tries its phone.
    for (let i = 0; i < 20; i++) await door.expect(200, 'POST', scanUrl, { barcode: NOBODY });

    // The floor: the same pace against the staff session's own check (what every staff call
    // costs before its work), so a slow machine shows as itself and not as the door.
    const floor = await openLoop(
      Array.from({ length: Math.round(RATE * FLOOR_SECONDS) }, () => ''),
      async () => {
        const answer = await door.send('GET', '/api/box-office/session');
        return { status: answer.status };
      },
    );

    const total = Math.round(RATE * SECONDS);
    const order = scanOrder(barcodes, total);
    const t0 = performance.now();
    const scans = await openLoop(order, async (barcode) => {
      const answer = await door.send('POST', scanUrl, { barcode });
      if (answer.status !== 200) return { status: answer.status, error: answer.text.slice(0, 200) };
      return { status: 200, outcome: answer.json<DoorScanResult>().outcome };
    });
    const wallS = (performance.now() - t0) / 1000;
    door.close();

    const stop = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await stop;
    server = undefined;

    const check = await openDatabase(db.options);
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await check.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [admissions] = await rows<{ rows: number; tickets: number }>(sql`
      select count(*)::int as rows, count(distinct order_ticket_id)::int as tickets
      from ticket_admissions where performance_id = ${performanceId}`);
    await check.close();

    const ms = scans.map((s) => s.ms);
    const outcomes = new Map<string, number>();
    for (const s of scans) {
      const key = s.outcome ?? `HTTP ${s.status}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    const admitted = new Set(scans.filter((s) => s.outcome === 'admitted').map((s) => s.barcode));
    const firstTimers = new Set(order.filter((code) => code !== NOBODY)).size;
    const p99 = percentile(ms, 99);
    const fmt = (value: number) => `${value.toFixed(1)} ms`;

    console.log('');
    console.log(`door bench: ${total} scans at ${RATE}/s over ${wallS.toFixed(1)} s, open loop`);
    console.log(`  ticket list (${list?.tickets.length ?? 0} tickets, ${LIST_FETCHES} fetches):`);
    console.log(
      `    first ${fmt(listMs[0] ?? 0)}, median ${fmt(percentile(listMs, 50))}, slowest ${fmt(Math.max(...listMs))}`,
    );
    const floorMs = floor.map((f) => f.ms);
    console.log(
      `  floor, the staff session's check alone (${floor.length} calls): p50 ${fmt(percentile(floorMs, 50))}, p95 ${fmt(percentile(floorMs, 95))}, p99 ${fmt(percentile(floorMs, 99))}`,
    );
    console.log(
      `  scan latency: p50 ${fmt(percentile(ms, 50))}, p95 ${fmt(percentile(ms, 95))}, p99 ${fmt(p99)}, max ${fmt(Math.max(...ms))}`,
    );
    console.log(`  outcomes: ${[...outcomes].map(([name, n]) => `${name} ${n}`).join(', ')}`);
    // Per outcome: an admission writes (and waits for its commit to reach the disk); the
    // others only read.
    for (const [name] of outcomes) {
      const of = scans.filter((x) => (x.outcome ?? `HTTP ${x.status}`) === name).map((x) => x.ms);
      console.log(
        `    ${name}: p50 ${fmt(percentile(of, 50))}, p99 ${fmt(percentile(of, 99))} (${of.length})`,
      );
    }
    for (const s of scans.filter((x) => x.error).slice(0, 3))
      console.log(`  error: ${s.status} ${s.error}`);
    console.log('');
    console.log(
      `${p99 <= GOAL_P99_MS ? 'MET ' : 'MISSED'}  goal: scan p99 ≤ ${GOAL_P99_MS} ms (${fmt(p99)})`,
    );

    const checks = [
      {
        name: 'each ticket admitted at most once',
        ok: admissions?.rows === admissions?.tickets,
        value: `${admissions?.rows} admissions of ${admissions?.tickets} tickets`,
      },
      {
        name: 'every ticket scanned is admitted, once',
        ok: admitted.size === firstTimers && admissions?.tickets === firstTimers,
        value: `${firstTimers} tickets scanned, ${admitted.size} answered admitted`,
      },
      {
        name: 'every scan answered',
        ok: scans.every((s) => s.status === 200),
        value: `${scans.filter((s) => s.status !== 200).length} not answered 200`,
      },
    ];
    for (const c of checks) console.log(`${c.ok ? 'OK  ' : 'FAIL'}  ${c.name}: ${c.value}`);
    failed = checks.some((c) => !c.ok);
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    if (server) {
      const stop = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await stop;
    }
    await db.destroy();
  }
  process.exit(failed ? 1 : 0);
}

await main();
