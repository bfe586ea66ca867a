/**
 * The door's API (issue 13) through the real app, on PGlite or PostgreSQL (TEST_DATABASE_URL):
 * two door phones racing on the same 100 tickets admit each once; a door offline for 50 scans
 * syncs them without loss, reporting the ones let in online meanwhile; refunded, another
 * performance, not found; bad input answers a translated 400 and changes nothing; only staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DoorList,
  DoorListSchema,
  DoorPerformancesSchema,
  type DoorScanResult,
  DoorScanResultSchema,
  DoorSyncResultSchema,
} from '../shared/contracts/door.ts';
import {
  refundDoorTicket,
  roomyDoorPerformances,
  sellDoorTickets,
} from '../testing/door-fixtures.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOBODY = '99000000000000000000';

let t: TestApp;
let sql: ReturnType<typeof sqlOn>;
let doorA: InjectBrowser;
let doorB: InjectBrowser;
let performanceId: number;
let otherPerformanceId: number;

const url = (path = '', id = performanceId) => `/api/box-office/door/${id}${path}`;
const sell = async (count: number, performance = performanceId) =>
  (await sellDoorTickets(t.db.database.db, performance, count, { now: t.clock.now() })).flatMap(
    (order) => order.barcodes,
  );
const ago = (seconds: number) => new Date(t.clock.now().getTime() - seconds * 1000).toISOString();

async function scan(browser: InjectBrowser, barcode: string): Promise<DoorScanResult> {
  const answer = await browser.send('POST', url('/scans'), { barcode });
  expect(answer.statusCode, answer.body).toBe(200);
  return DoorScanResultSchema.parse(answer.json());
}

async function list(lang = 'en-US'): Promise<DoorList> {
  const answer = await doorA.send('GET', `${url()}?lang=${lang}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return DoorListSchema.parse(answer.json());
}

/** Every admission row: the database's own record of the door's work. */
const admissions = () =>
  sql<{ order_ticket_id: number; staff_id: number; offline: boolean; scanned_at: Date }>`
    select order_ticket_id, staff_id, offline, scanned_at from ticket_admissions`;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOn(t.db.database);
  // Two phones at two doors, signed in as the demo door member and a box-office member.
  doorA = await signInStaff(t, 'door');
  doorB = await signInStaff(t, 'staff');
  [performanceId, otherPerformanceId] = await roomyDoorPerformances(
    t.db.database.db,
    t.clock.now(),
  );
}, 180_000);
afterAll(() => t?.close());

describe('the door', () => {
  it('lists the performances from today on, and a performance’s tickets in the door’s language', async () => {
    const codes = await sell(2);
    const performances = await doorA.send('GET', '/api/box-office/door/performances');
    expect(performances.statusCode, performances.body).toBe(200);
    const offered = DoorPerformancesSchema.parse(performances.json()).performances;
    expect(offered.map((p) => p.id)).toContain(performanceId);
    const es = await list('es');
    const ticket = es.tickets.find((x) => x.barcode === codes[0]);
    expect(ticket).toMatchObject({ state: 'valid', admittedAt: null });
    expect(ticket?.seat).toMatch(/, fila .+, asiento /);
    expect(es.counts.expected).toBeGreaterThanOrEqual(2);
  });

  it('admits each of 100 tickets exactly once when two doors scan them all at once', async () => {
    const codes = await sell(100);
    const before = (await list()).counts;
    const rowsBefore = (await admissions()).length;
    const answers = await Promise.all(
      codes.flatMap((barcode) => [scan(doorA, barcode), scan(doorB, barcode)]),
    );
    for (const [i, code] of codes.entries()) {
      const pair = [answers[2 * i], answers[2 * i + 1]];
      expect(pair.map((a) => a?.outcome).sort(), code).toEqual(['admitted', 'already-admitted']);
      // The door that lost is told who won, and when.
      const [winner, loser] = pair[0]?.outcome === 'admitted' ? pair : [pair[1], pair[0]];
      expect(loser?.ticket?.admittedBy).toBe(winner?.ticket?.admittedBy);
      expect(loser?.ticket?.admittedAt).toBe(winner?.ticket?.admittedAt);
    }
    const rows = await admissions();
    expect(rows.length - rowsBefore).toBe(100);
    expect(new Set(rows.map((r) => r.order_ticket_id)).size).toBe(rows.length);
    expect((await list()).counts).toEqual({ ...before, admitted: before.admitted + 100 });
  });

  it('syncs 50 offline scans without loss, reporting the 10 another door let in meanwhile', async () => {
    const codes = await sell(50);
    for (const code of codes.slice(0, 10))
      expect((await scan(doorB, code)).outcome).toBe('admitted');
    const before = (await list()).counts;
    const scans = codes.map((barcode, i) => ({
      clientId: `phone-a-${i}`,
      // As typed at the door: groups of four.
      barcode: barcode.replace(/(\d{4})(?=\d)/g, '$1 '),
      scannedAt: ago(1800 - i * 20),
    }));
    const answer = await doorA.send('POST', url('/sync'), { scans });
    expect(answer.statusCode, answer.body).toBe(200);
    const synced = DoorSyncResultSchema.parse(answer.json());
    expect(synced.results.map((r) => r.clientId)).toEqual(scans.map((s) => s.clientId));
    const conflicts = synced.results.filter((r) => r.conflict);
    expect(conflicts.map((r) => r.clientId)).toEqual(scans.slice(0, 10).map((s) => s.clientId));
    expect(conflicts.every((r) => r.outcome === 'already-admitted')).toBe(true);
    expect(conflicts.every((r) => r.ticket?.admittedBy === 'Carl Jean-Baptiste')).toBe(true);
    for (const [i, result] of synced.results.entries())
      if (i >= 10)
        expect(result).toMatchObject({
          outcome: 'admitted',
          conflict: false,
          ticket: { admittedAt: scans[i]?.scannedAt, admittedBy: 'Dana Weiss' },
        });
    expect(synced.counts).toEqual({ ...before, admitted: before.admitted + 40 });
    // Nothing lost: every one of the 50 is admitted, the offline ones as of when seen.
    const listed = (await list()).tickets.filter((x) => codes.includes(x.barcode));
    expect(listed).toHaveLength(50);
    expect(listed.every((x) => x.admittedAt !== null)).toBe(true);
    const offline = (await admissions()).filter((r) => r.offline);
    expect(offline.length).toBeGreaterThanOrEqual(40);
    // The answer was lost on the way back; the phone sends it all again: nothing changes.
    const again = DoorSyncResultSchema.parse(
      (await doorA.send('POST', url('/sync'), { scans })).json(),
    );
    expect(again.results.filter((r) => r.conflict)).toHaveLength(10);
    expect(again.counts).toEqual(synced.counts);
  });

  it('says refunded for a ticket of an order cancelled into credit', async () => {
    const [code = ''] = await sell(2);
    await refundDoorTicket(t.db.database.db, code, t.clock);
    const answer = await scan(doorA, code);
    expect(answer.outcome).toBe('refunded');
    expect(answer.ticket?.state).toBe('refunded');
    expect((await list()).tickets.find((x) => x.barcode === code)?.state).toBe('refunded');
  });

  it('sends a ticket of another performance there, and finds no ticket nobody holds', async () => {
    const [elsewhere = ''] = await sell(1, otherPerformanceId);
    const other = await scan(doorA, elsewhere);
    expect(other.outcome).toBe('other-performance');
    expect(other.otherPerformance?.id).toBe(otherPerformanceId);
    expect(await scan(doorA, NOBODY)).toMatchObject({ outcome: 'not-found', ticket: null });
  });

  it('answers 404 for a performance that does not exist', async () => {
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/scans', { barcode: NOBODY }],
      ['POST', '/sync', { scans: [{ clientId: 'x', barcode: NOBODY, scannedAt: ago(1) }] }],
    ] as const) {
      const answer = await doorA.send(method, url(path, 999_999), body);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json().code).toBe('PERFORMANCE_NOT_FOUND');
    }
  });

  it('answers bad input with a translated 400 and changes nothing', async () => {
    const [code = ''] = await sell(1);
    const rows = (await admissions()).length;
    const cases: [string, object, string][] = [
      ['/scans', { barcode: '12345' }, 'body.barcode'],
      ['/scans', { barcode: 42 }, 'body.barcode'],
      ['/scans', {}, 'body.barcode'],
      ['/sync', { scans: [] }, 'body.scans'],
      [
        '/sync',
        { scans: [{ clientId: 'no spaces', barcode: code, scannedAt: ago(1) }] },
        'body.scans.0.clientId',
      ],
      [
        '/sync',
        { scans: [{ clientId: 'a', barcode: code, scannedAt: 'yesterday' }] },
        'body.scans.0.scannedAt',
      ],
      [
        '/sync',
        {
          scans: [
            { clientId: 'a', barcode: code, scannedAt: ago(1) },
            { clientId: 'b', barcode: NOBODY, scannedAt: ago(-3600) },
          ],
        },
        'body.scans.1.scannedAt',
      ],
    ];
    for (const [path, body, field] of cases) {
      const answer = await doorA.send('POST', `${url(path)}?lang=es`, body);
      expect(answer.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      const error = answer.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fieldKeys?.[field], JSON.stringify(error)).toMatch(/^staff\.door\.validation\./);
      // In the reader's language, not the key.
      expect(error.fields?.[field]).not.toMatch(/^staff\./);
    }
    const notAnId = await doorA.send('GET', '/api/box-office/door/abc');
    expect(notAnId.statusCode).toBe(400);
    expect((await admissions()).length).toBe(rows);
    expect((await list()).tickets.find((x) => x.barcode === code)?.admittedAt).toBeNull();
  });

  it('takes a sync of 2,000 scans (the most) in one request, and refuses 2,001', async () => {
    const scans = Array.from({ length: 2000 }, (_, i) => ({
      clientId: `a-long-evening-offline-${String(i).padStart(40, '0')}`,
      barcode: NOBODY,
      scannedAt: ago(3600),
    }));
    const most = await doorA.send('POST', url('/sync'), { scans });
    expect(most.statusCode, most.body.slice(0, 300)).toBe(200);
    expect(DoorSyncResultSchema.parse(most.json()).results).toHaveLength(2000);
    const tooMany = await doorA.send('POST', url('/sync'), {
      scans: [...scans, { ...scans[0], clientId: 'one-more' }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldKeys?.['body.scans']).toBe('staff.door.validation.scans');
  });

  it('is for staff only: a customer and an anonymous caller get 401', async () => {
    const [code = ''] = await sell(1);
    const customer = new InjectBrowser(() => t.app);
    const login = await customer.send('POST', '/api/auth/login', {
      email: 'maria.alvarez@example.com',
      password: 'Curtain42Call',
    });
    expect(login.statusCode).toBe(200);
    for (const browser of [customer, new InjectBrowser(() => t.app)]) {
      const answer = await browser.send('POST', url('/scans'), { barcode: code });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('STAFF_SIGN_IN_REQUIRED');
      expect((await browser.send('GET', url())).statusCode).toBe(401);
    }
    expect((await list()).tickets.find((x) => x.barcode === code)?.admittedAt).toBeNull();
  });
});

describe('the door’s rate limit', () => {
  it('stops a page scanning in a loop, admitting nothing more', async () => {
    const limited = await createTestApp({
      rateLimits: { doorScanStaff: { max: 2, windowMs: 60_000 } },
    });
    try {
      const door = await signInStaff(limited, 'door');
      const [id = 0] = await roomyDoorPerformances(limited.db.database.db, limited.clock.now());
      const codes = (
        await sellDoorTickets(limited.db.database.db, id, 3, { now: limited.clock.now() })
      ).flatMap((order) => order.barcodes);
      const statuses = [];
      for (const barcode of codes)
        statuses.push(
          (await door.send('POST', `/api/box-office/door/${id}/scans`, { barcode })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      const rows = await sqlOn(limited.db.database)`select 1 from ticket_admissions`;
      expect(rows).toHaveLength(2);
    } finally {
      await limited.close();
    }
  }, 180_000);
});
