/**
 * `npm run bench:onsale`: a whole-house rush through the real HTTP API (issue 3).
 *
 * After a warm-up of 1,000 buyers on another performance (BENCH_WARMUP), 5,000 simulated buyers,
 * each wanting 1–4 seats, against a 500-seat performance: 60 % choose a
 * run of seats from the map (taken or not: the API must refuse then), 40 % ask for the best
 * available (a band or any). About 200 requests are in flight at once; every buyer comes without
 * a cookie, so each gets a cart of their own. Then the same buyers, with the same concurrency,
 * against a minimal route that does nothing but the conditional UPDATE (the machine's ceiling).
 *
 * PostgreSQL when DATABASE_URL is set (a fresh database on that server, dropped after), else
 * PGlite in a fresh temporary folder. Prints its figures and which targets are met; exits 0
 * unless something crashed.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverNodeFlags, spawnServer, waitForHealth } from '../scripts/server-process.ts';
import { openDatabase } from '../src/adapters/db/client.ts';
import { prepareDatabase } from '../src/adapters/db/prepare-database.ts';
import type { VenueLayout } from '../src/shared/contracts/catalogue.ts';
import {
  addRushPerformance,
  addRushVenue,
  RUSH_VENUE_ID,
  resetRushPerformance,
  rushHolds,
} from '../src/testing/onsale-fixture.ts';
import { type BenchDatabase, createBenchDatabase, freePort, percentile } from './bench-support.ts';

const root = path.resolve(import.meta.dirname, '..');
const BUYERS = Number(process.env.BENCH_BUYERS ?? 5000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 200);
const SEED = Number(process.env.BENCH_SEED ?? 20261122);
/**
 * Buyers sent first at a performance of their own, to the storefront and to the minimal route
 * alike: an on-sale meets a server that has been running (compiled code, open connections).
 */
const WARMUP_BUYERS = Number(process.env.BENCH_WARMUP ?? 1000);
const REQUEST_TIMEOUT_MS = 120_000;
const SESSION_SECRET = 'bench-onsale-secret-bench-onsale-secret';

// ── The buyers ───────────────────────────────────────────────────────────────────────────────

/** A small deterministic PRNG, so every run sends the same buyers. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Buyer {
  /** The storefront request: chosen seats or best available. */
  body: string;
  /** The minimal route's request: chosen seats, or for a best-available buyer a run in the band. */
  minimalBody: string;
}

interface Row {
  bandId: number;
  /** Runs of true neighbours: the row cut at its aisles, seats in order from house left. */
  blocks: number[][];
}

/** The layout's rows as a buyer sees them on the map (an aisle is a gap wider than 1.4 seats). */
function rowsOf(layout: VenueLayout): Row[] {
  const byRow = new Map<number, VenueLayout['seats']>();
  for (const seat of layout.seats) byRow.set(seat.rowId, [...(byRow.get(seat.rowId) ?? []), seat]);
  return [...byRow.values()].map((seats) => {
    seats.sort((a, b) => a.x - b.x);
    const gaps = seats.slice(1).map((seat, i) => seat.x - (seats[i]?.x ?? 0));
    const pitch = Math.min(...gaps);
    const blocks: number[][] = [[]];
    seats.forEach((seat, i) => {
      if (i > 0 && (gaps[i - 1] ?? 0) > pitch * 1.4) blocks.push([]);
      blocks.at(-1)?.push(seat.id);
    });
    return { bandId: seats[0]?.priceBandId ?? 0, blocks };
  });
}

/** Every contiguous run of `quantity` seats of a row, within a block. */
function runsIn(row: Row, quantity: number): number[][] {
  return row.blocks.flatMap((block) =>
    Array.from({ length: Math.max(0, block.length - quantity + 1) }, (_, start) =>
      block.slice(start, start + quantity),
    ),
  );
}

function makeBuyers(layout: VenueLayout, performanceId: number, count: number): Buyer[] {
  const random = mulberry32(SEED);
  const pick = <T>(items: T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const rows = rowsOf(layout);
  const bands = [...new Set(rows.map((row) => row.bandId))].sort((a, b) => a - b);
  return Array.from({ length: count }, () => {
    const quantity = 1 + Math.floor(random() * 4);
    if (random() < 0.6) {
      const seatIds = pick(runsIn(pick(rows), quantity));
      const body = JSON.stringify({ performanceId, seatIds });
      return { body, minimalBody: JSON.stringify({ seatIds }) };
    }
    // Best available: a band, or any band (one buyer in four).
    const priceBandId = random() < 0.25 ? undefined : pick(bands);
    const body = JSON.stringify({
      performanceId,
      bestAvailable: priceBandId ? { quantity, priceBandId } : { quantity },
    });
    const inBand = rows.filter((row) => !priceBandId || row.bandId === priceBandId);
    const seatIds = pick(runsIn(pick(inBand), quantity));
    return { body, minimalBody: JSON.stringify({ seatIds }) };
  });
}

// ── Driving the load ─────────────────────────────────────────────────────────────────────────

interface Answer {
  start: number;
  end: number;
  /** 0: no HTTP answer at all (connection error). */
  status: number;
  code?: string;
  cartId?: string;
  seatIds: number[];
}

type Reader = (status: number, body: unknown) => Pick<Answer, 'code' | 'cartId' | 'seatIds'>;

const readStorefront: Reader = (status, body) => {
  const b = body as {
    code?: string;
    cart?: { id: string | null; lines: { performanceId: number; seat: { id: number } }[] };
  };
  if (status !== 200) return { seatIds: [], ...(b?.code ? { code: b.code } : {}) };
  return {
    seatIds: b.cart?.lines.map((line) => line.seat.id) ?? [],
    ...(b.cart?.id ? { cartId: b.cart.id } : {}),
  };
};

const readMinimal: Reader = (status, body) => {
  const b = body as { code?: string; seatIds?: number[] };
  if (status !== 200) return { seatIds: [], ...(b?.code ? { code: b.code } : {}) };
  return { seatIds: b.seatIds ?? [] };
};

/** One request on a keep-alive connection (POST when there is a body). */
function send(
  url: URL,
  agent: http.Agent,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent,
        headers:
          body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    // A request the server never answers is a buyer not answered, not a bench that hangs.
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('no answer in time')));
    request.end(body);
  });
}

/**
 * Sends every body once, IN_FLIGHT at a time: a pool of workers on keep-alive connections, no
 * cookies (every buyer a new cart), each answer recorded with its timing.
 *
 * The connections are opened before the clock starts (a GET of `openUrl` on each), as buyers
 * sit on the page waiting for the on-sale: a saturated server accepts one new connection per
 * turn of its event loop, so connections opened during the rush waited for its end (a p99 of
 * tens of seconds on PGlite that measured the accept queue, not the hold). node:http rather
 * than fetch: it costs about half the CPU per request on a machine the server shares.
 */
async function drive(
  target: string,
  openUrl: string,
  bodies: string[],
  read: Reader,
  serverPid: number,
): Promise<{ answers: Answer[]; cpu: CpuUse }> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const inFlight = Math.min(IN_FLIGHT, bodies.length);
  const opened = await Promise.all(
    Array.from({ length: inFlight }, () => send(new URL(openUrl), agent)),
  );
  if (opened.some((o) => o.status !== 200)) throw new Error(`${openUrl} did not answer 200`);
  const before = cpuSnapshot(serverPid);
  const answers: Answer[] = new Array(bodies.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < bodies.length; i = next++) {
      const start = performance.now();
      try {
        const { status, text } = await send(url, agent, bodies[i] ?? '');
        const end = performance.now();
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {}
        answers[i] = { start, end, status, ...read(status, json) };
      } catch (error) {
        answers[i] = {
          start,
          end: performance.now(),
          status: 0,
          code: String((error as Error).message ?? error),
          seatIds: [],
        };
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const cpu = cpuSince(before, serverPid);
  agent.destroy();
  return { answers, cpu };
}

interface Figures {
  seconds: number;
  attemptsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  holds: number;
  seatsHeld: number;
  /** Seats that appear in more than one successful answer. */
  doubleHeld: number[];
  /** Seconds from the first request until held seats reached capacity; null if never. */
  fullAfter: number | null;
  /** Answers per second until the house was full (or over the whole run), and after. */
  fillRate: number;
  afterFullRate: number | null;
  /** Answers neither a hold nor a 400/409 with a code. */
  others: number;
  holdP50: number;
  holdP99: number;
  byOutcome: Map<string, number>;
  serverErrors: number;
  unanswered: number;
}

function figures(answers: Answer[], capacity: number): Figures {
  const first = Math.min(...answers.map((a) => a.start));
  const last = Math.max(...answers.map((a) => a.end));
  const latencies = answers.map((a) => a.end - a.start).sort((a, b) => a - b);
  const won = answers.filter((a) => a.status === 200);
  const counts = new Map<number, number>();
  for (const answer of won)
    for (const id of answer.seatIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  let held = 0;
  let fullAfter: number | null = null;
  for (const answer of [...won].sort((a, b) => a.end - b.end)) {
    held += answer.seatIds.length;
    if (held >= capacity) {
      fullAfter = (answer.end - first) / 1000;
      break;
    }
  }
  const byOutcome = new Map<string, number>();
  for (const a of answers) {
    const key =
      a.status === 200 ? '200 hold' : a.status === 0 ? 'no answer' : `${a.status} ${a.code ?? '?'}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  const seconds = (last - first) / 1000;
  const fillEnd = fullAfter === null ? last : first + fullAfter * 1000;
  const holdLatencies = won.map((a) => a.end - a.start).sort((a, b) => a - b);
  return {
    fillRate: answers.filter((a) => a.end <= fillEnd).length / ((fillEnd - first) / 1000),
    afterFullRate:
      fullAfter === null || last <= fillEnd
        ? null
        : answers.filter((a) => a.end > fillEnd).length / ((last - fillEnd) / 1000),
    others: answers.filter(
      (a) => a.status !== 200 && !((a.status === 400 || a.status === 409) && a.code),
    ).length,
    holdP50: percentile(holdLatencies, 50),
    holdP99: percentile(holdLatencies, 99),
    seconds,
    attemptsPerSecond: answers.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    holds: won.length,
    seatsHeld: won.reduce((sum, a) => sum + a.seatIds.length, 0),
    doubleHeld: [...counts].filter(([, n]) => n > 1).map(([id]) => id),
    fullAfter,
    byOutcome,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    unanswered: answers.filter((a) => a.status === 0).length,
  };
}

function printFigures(label: string, f: Figures, capacity: number) {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\n${label}`);
  console.log(
    `  hold attempts/s      ${f.attemptsPerSecond.toFixed(0)} (${BUYERS} in ${f.seconds.toFixed(2)} s, ${IN_FLIGHT} in flight)`,
  );
  console.log(
    `  latency              p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, max ${ms(f.max)}; successful holds p50 ${ms(f.holdP50)}, p99 ${ms(f.holdP99)}`,
  );
  console.log(`  seats held           ${f.seatsHeld} of ${capacity} by ${f.holds} holds`);
  console.log(`  double holds         ${f.doubleHeld.length}`);
  console.log(
    `  house fully held     ${f.fullAfter === null ? `not full (${f.seatsHeld} of ${capacity})` : `after ${f.fullAfter.toFixed(2)} s (${f.fillRate.toFixed(0)} answers/s until then${f.afterFullRate === null ? '' : `, ${f.afterFullRate.toFixed(0)}/s after`})`}`,
  );
  const outcomes = [...f.byOutcome].sort((a, b) => b[1] - a[1]);
  console.log(`  answers              ${outcomes.map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  console.log(
    `  other answers        ${f.others} (neither a hold nor a 400/409 with a code), ${f.serverErrors} 5xx, ${f.unanswered} unanswered`,
  );
}

// ── Processes and databases ──────────────────────────────────────────────────────────────────

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds (user + system) a process has used; /proc counts in ticks of 1/100 s. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process on this machine (the server and its backends). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(Number(entry));
    } catch {}
  }
  return total;
}

/** CPU seconds the whole machine has been busy (all cores, every process). */
function machineBusySeconds(): number {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100
  );
}

/** A thread's seconds on a core and seconds runnable but waiting for one (schedstat). */
function schedSeconds(pid: number): [number, number] {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
    return [Number(run) / 1e9, Number(wait) / 1e9];
  } catch {
    return [0, 0];
  }
}

interface CpuSnapshot {
  at: number;
  main: [number, number];
  machine: number;
  server: number;
  postgres: number;
  self: NodeJS.CpuUsage;
}

/** Where the machine's CPU went during a run, in CPU seconds. */
interface CpuUse {
  seconds: number;
  server: number;
  postgres: number;
  loadGenerator: number;
  /** Everything else on the machine: other people's processes compete for the same cores. */
  others: number;
  /** The server's main (JavaScript) thread: seconds on a core, seconds waiting for one. */
  mainOnCore: number;
  mainWaiting: number;
}

function cpuSnapshot(serverPid: number): CpuSnapshot {
  return {
    at: performance.now(),
    machine: machineBusySeconds(),
    main: schedSeconds(serverPid),
    server: cpuSeconds(serverPid),
    postgres: postgresCpuSeconds(),
    self: process.cpuUsage(),
  };
}

function cpuSince(before: CpuSnapshot, serverPid: number): CpuUse {
  const self = process.cpuUsage(before.self);
  const server = cpuSeconds(serverPid) - before.server;
  const postgres = postgresCpuSeconds() - before.postgres;
  const loadGenerator = (self.user + self.system) / 1e6;
  const machine = machineBusySeconds() - before.machine;
  const [onCore, waiting] = schedSeconds(serverPid);
  return {
    mainOnCore: onCore - before.main[0],
    mainWaiting: waiting - before.main[1],
    seconds: (performance.now() - before.at) / 1000,
    server,
    postgres,
    loadGenerator,
    others: Math.max(0, machine - server - postgres - loadGenerator),
  };
}

function printCpu(cpu: CpuUse, kind: 'postgres' | 'pglite') {
  const cores = os.cpus().length;
  const share = (n: number) =>
    `${n.toFixed(1)} s (${((100 * n) / cpu.seconds).toFixed(0)} % of a core)`;
  const parts = [
    `server ${share(cpu.server)}${kind === 'pglite' ? ', PGlite inside it' : ''}`,
    ...(kind === 'postgres' ? [`PostgreSQL ${share(cpu.postgres)}`] : []),
    `load generator ${share(cpu.loadGenerator)}`,
    // On PGlite the PostgreSQL server (if one runs) is someone else's.
    `other processes ${share(kind === 'postgres' ? cpu.others : cpu.others + cpu.postgres)}`,
  ];
  console.log(
    `  CPU                  ${parts.join(', ')}; ${cores} cores × ${cpu.seconds.toFixed(1)} s`,
  );
  console.log(
    `  server main thread   on a core ${share(cpu.mainOnCore)}, runnable but waiting for a core ${cpu.mainWaiting.toFixed(1)} s`,
  );
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────

interface Check {
  name: string;
  value: string;
  target: string;
  ok: boolean;
}

/** The minimal route's environment for the bench's database (bench/minimal-hold-server.ts). */
function minimalEnvOf(db: BenchDatabase): NodeJS.ProcessEnv {
  return db.options.kind === 'postgres'
    ? { DATABASE_URL: db.options.url }
    : { PGLITE_DIR: db.options.dataDir };
}

async function main() {
  const db = await createBenchDatabase('onsale');
  const children: ChildProcess[] = [];
  try {
    // Prepared before the server starts: PGlite is one process's database at a time.
    let started = performance.now();
    await prepareDatabase(db.options, true);
    const prepared = await openDatabase(db.options);
    const venue = await addRushVenue(prepared.db);
    const rushId = await addRushPerformance(prepared.db, venue);
    const ceilingId = await addRushPerformance(prepared.db, venue);
    const warmupId = await addRushPerformance(prepared.db, venue);
    const ceilingWarmupId = await addRushPerformance(prepared.db, venue);
    await prepared.analyze();
    await prepared.close();
    const capacity = venue.seatIds.length;
    console.log(
      `${db.describe}: migrated, seeded, rush performance ${rushId} (${capacity} seats, venue ${RUSH_VENUE_ID}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // The storefront, as it runs in production.
    const port = await freePort();
    const baseEnv = { ...process.env };
    delete baseEnv.DATABASE_URL;
    delete baseEnv.DATA_DIR;
    const server = spawnServer(
      {
        ...baseEnv,
        ...db.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ALLOW_TEST_PAYMENTS: 'true',
        SESSION_SECRET,
      },
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    started = performance.now();
    await waitForHealth(`${base}/api/health`, server);
    console.log(`server ready in ${Math.round(performance.now() - started)} ms`);

    const layoutResponse = await fetch(`${base}/api/venues/${RUSH_VENUE_ID}/layout`);
    if (!layoutResponse.ok) throw new Error(`layout: HTTP ${layoutResponse.status}`);
    const layout = (await layoutResponse.json()) as VenueLayout;
    const buyers = makeBuyers(layout, rushId, BUYERS);
    const warmup = makeBuyers(layout, warmupId, WARMUP_BUYERS);
    await drive(
      `${base}/api/cart/seats`,
      `${base}/api/health`,
      warmup.map((b) => b.body),
      readStorefront,
      server.pid ?? 0,
    );

    const { answers: rushAnswers, cpu: rushCpu } = await drive(
      `${base}/api/cart/seats`,
      `${base}/api/health`,
      buyers.map((b) => b.body),
      readStorefront,
      server.pid ?? 0,
    );
    const rssAfter = rssMb(server.pid ?? 0);
    await stop(server);
    const rush = figures(rushAnswers, capacity);
    printFigures(`Rush through POST /api/cart/seats (${db.kind})`, rush, capacity);
    console.log(`  server RSS           ${rssAfter.toFixed(0)} MB after the rush`);
    printCpu(rushCpu, db.kind);

    // The database's own account, with the server stopped (PGlite is one process's).
    const check = await openDatabase(db.options);
    const holds = await rushHolds(check.db, rushId);
    const stats =
      db.kind === 'postgres'
        ? (
            (await check.db.execute(
              sql`select deadlocks::int, xact_rollback::int as rollbacks from pg_stat_database where datname = current_database()`,
            )) as unknown as { rows: { deadlocks: number; rollbacks: number }[] }
          ).rows[0]
        : undefined;
    await resetRushPerformance(check.db, ceilingId);
    await check.close();
    const cartOf = new Map<number, string | undefined>();
    for (const a of rushAnswers.filter((a) => a.status === 200))
      for (const id of a.seatIds) cartOf.set(id, a.cartId);
    const mismatched = holds.held.filter((h) => cartOf.get(h.seatId) !== h.holdId).length;
    const dbConsistent =
      holds.held.length === rush.seatsHeld &&
      holds.lines.length === rush.seatsHeld &&
      mismatched === 0 &&
      holds.carts === rush.holds;
    console.log(
      `  database             ${holds.held.length} seats held, ${holds.lines.length} cart lines in ${holds.carts} carts, ${mismatched} held by another cart than answered`,
    );
    if (stats)
      console.log(
        `  PostgreSQL           ${stats.deadlocks} deadlocks, ${stats.rollbacks} rolled back transactions (warm-up included)`,
      );
    const answered = rush.unanswered === 0 && rush.serverErrors === 0;

    // The ceiling: the same buyers against a route doing only the conditional UPDATE.
    const minimal = fork(path.join(root, 'bench/minimal-hold-server.ts'), {
      env: { ...baseEnv, ...minimalEnvOf(db), PORT: '0', PERFORMANCE_ID: String(ceilingId) },
      execArgv: [...process.execArgv, ...serverNodeFlags(process.env)],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(minimal);
    const [{ port: minimalPort }] = (await once(minimal, 'message')) as [{ port: number }];
    await drive(
      `http://127.0.0.1:${minimalPort}/hold`,
      `http://127.0.0.1:${minimalPort}/health`,
      warmup.map((b) =>
        JSON.stringify({ ...JSON.parse(b.minimalBody), performanceId: ceilingWarmupId }),
      ),
      readMinimal,
      minimal.pid ?? 0,
    );
    const { answers: minimalAnswers, cpu: minimalCpu } = await drive(
      `http://127.0.0.1:${minimalPort}/hold`,
      `http://127.0.0.1:${minimalPort}/health`,
      buyers.map((b) => b.minimalBody),
      readMinimal,
      minimal.pid ?? 0,
    );
    await stop(minimal);
    const ceiling = figures(minimalAnswers, capacity);
    printFigures(
      `Ceiling: minimal POST /hold, the conditional UPDATE only (${db.kind})`,
      ceiling,
      capacity,
    );
    printCpu(minimalCpu, db.kind);
    const share = rush.attemptsPerSecond / ceiling.attemptsPerSecond;
    console.log(`\nrush rate / minimal route rate: ${(share * 100).toFixed(1)} %\n`);

    const checks: Check[] = [];
    const target = (name: string, value: string, goal: string, ok: boolean) =>
      checks.push({ name, value, target: goal, ok });
    target(
      'double holds',
      `${rush.doubleHeld.length} in answers; database ${dbConsistent ? 'agrees' : 'DISAGREES'}`,
      '0, database agrees',
      rush.doubleHeld.length === 0 && dbConsistent,
    );
    target(
      'buyers answered',
      `${BUYERS - rush.unanswered - rush.serverErrors} of ${BUYERS}`,
      'all, none 5xx',
      answered,
    );
    if (db.kind === 'postgres') {
      target(
        'house fully held',
        rush.fullAfter === null ? `not full (${rush.seatsHeld})` : `${rush.fullAfter.toFixed(2)} s`,
        '≤ 10 s',
        rush.fullAfter !== null && rush.fullAfter <= 10,
      );
      target('p99 latency', `${rush.p99.toFixed(0)} ms`, '≤ 300 ms', rush.p99 <= 300);
      target(
        'hold attempts/s',
        rush.attemptsPerSecond.toFixed(0),
        '≥ 1,500',
        rush.attemptsPerSecond >= 1500,
      );
      target('share of the minimal route', `${(share * 100).toFixed(1)} %`, '≥ 40 %', share >= 0.4);
    } else {
      target(
        'hold attempts/s',
        rush.attemptsPerSecond.toFixed(0),
        '≥ 700',
        rush.attemptsPerSecond >= 700,
      );
    }
    for (const c of checks)
      console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.value} (target ${c.target})`);
    console.log(
      `\n${checks.filter((c) => c.ok).length} of ${checks.length} targets met (${db.kind}, ${os.cpus().length} cores)`,
    );
  } finally {
    for (const child of children) await stop(child);
    await db.destroy();
  }
}

await main();
