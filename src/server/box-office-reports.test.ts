/**
 * The box office's reports over HTTP (issue 13): known sales (the March 2020 scenario of
 * src/testing/box-office-report-fixtures.ts, and a sale made through the storefront) as JSON and
 * as CSV files a spreadsheet opens, each role's reach, and bad input answered 400 in the
 * reader's language. Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DailySales,
  DoorList,
  PerformanceSales,
  VoucherLiability,
} from '../shared/contracts/box-office-reports.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import { buildReportScenario, type ReportScenario } from '../testing/box-office-report-fixtures.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

let t: TestApp;
let scenario: ReportScenario;
let manager: InjectBrowser;
let boxOffice: InjectBrowser;
let door: InjectBrowser;

beforeAll(async () => {
  t = await createTestApp();
  scenario = await buildReportScenario(t.db.database.db);
  manager = await signInStaff(t, 'manager');
  boxOffice = await signInStaff(t, 'staff');
  door = await signInStaff(t, 'door');
  // A first test app builds the seeded template: over a minute on a busy 2-core machine.
}, 180_000);
afterAll(() => t?.close());

const REPORTS = '/api/box-office/reports';
const BOM = '\uFEFF';
const lines = (body: string) => body.replace(BOM, '').split('\r\n');

describe(`box office reports over HTTP on ${testDatabaseKind()}`, () => {
  it('answers a performance’s sales as JSON and as a CSV file', async () => {
    const [p1] = scenario.performanceIds;
    const json = await manager.send('GET', `${REPORTS}/performances/${p1}`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    const sales: PerformanceSales = json.json();
    expect(sales.seats).toEqual({ capacity: 12, sold: 3, held: 2, free: 5, unavailable: 2 });
    expect(sales.totals).toEqual({ tickets: 3, grossCents: 8900, feesCents: 900, netCents: 8000 });

    const csv = await manager.send('GET', `${REPORTS}/performances/${p1}.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="performance-${p1}-sales.csv"`,
    );
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines(csv.body)).toEqual([
      'Date,Time,Production,Group,Code,Name,Tickets,Gross (USD),Fees (USD),Net (USD)',
      '2020-03-14,19:30,The Ledger Play,Price type,ADULT,Adult,2,66.00,6.00,60.00',
      expect.stringMatching(
        /^2020-03-14,19:30,The Ledger Play,Price type,[^,]+,[^,]+,1,23.00,3.00,20.00$/,
      ),
      '2020-03-14,19:30,The Ledger Play,Price band,A,Band A,2,66.00,6.00,60.00',
      '2020-03-14,19:30,The Ledger Play,Price band,B,Band B,1,23.00,3.00,20.00',
      '',
    ]);
  });

  it('writes the CSV in the staff member’s language', async () => {
    const [p1] = scenario.performanceIds;
    const csv = await manager.send('GET', `${REPORTS}/performances/${p1}.csv?lang=es`);
    const [header, first] = lines(csv.body);
    expect(header).toMatch(/^Fecha,Hora,/);
    expect(first).toContain('La obra del libro mayor');
    expect(first).toContain(scenario.names.adult.es);
  });

  it('answers every day of a period, with amounts in dollars and ISO days', async () => {
    const query = 'from=2020-03-01&to=2020-03-07';
    const json = await manager.send('GET', `${REPORTS}/days?${query}`);
    expect(json.statusCode, json.body).toBe(200);
    const daily: DailySales = json.json();
    expect(daily.days).toHaveLength(7);
    expect(daily.totals.totalCents).toBe(33_400);
    const csv = await manager.send('GET', `${REPORTS}/days.csv?${query}`);
    expect(csv.headers['content-disposition']).toContain(
      'daily-sales-2020-03-01-to-2020-03-07.csv',
    );
    const rows = lines(csv.body);
    expect(rows).toHaveLength(1 + 7 + 1);
    expect(rows[2]).toBe(
      '2020-03-02,2,3,89.00,9.00,50.00,0.00,0.00,0.00,0.00,5.00,134.00,10.00,18.00',
    );
    expect(rows[3]).toBe('2020-03-03,0,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00');
  });

  it('answers giving, memberships and voucher liability, each with its CSV', async () => {
    const giving = await manager.send('GET', `${REPORTS}/giving.csv?from=2020-03-01&to=2020-03-07`);
    expect(giving.statusCode, giving.body).toBe(200);
    expect(lines(giving.body).slice(1, 3)).toEqual([
      `${scenario.names.fund['en-US']},SPRING,2,65.00`,
      expect.stringMatching(/,No appeal,1,25.00$/),
    ]);
    const members = await manager.send(
      'GET',
      `${REPORTS}/memberships?from=2020-03-01&to=2020-03-31`,
    );
    expect(members.statusCode, members.body).toBe(200);
    // Lapsed counts a last day that has passed: at the test clock (2026), every one has.
    expect(members.json().totals).toEqual({
      active: 4,
      new: 2,
      lapsed: 2,
      payments: 1,
      paidCents: 6000,
    });
    const vouchers = await manager.send('GET', `${REPORTS}/gift-vouchers?asOf=2020-03-31`);
    const liability: VoucherLiability = vouchers.json();
    expect(liability.outstanding).toEqual({ vouchers: 2, balanceCents: 5200 });
    const csv = await manager.send('GET', `${REPORTS}/gift-vouchers.csv?asOf=2020-03-31`);
    expect(lines(csv.body)).toEqual([
      'As of,Status,Expiry month,Vouchers,Balance (USD)',
      '2020-03-31,Outstanding,2022-03,2,52.00',
      '2020-03-31,Expired with a balance,,1,30.00',
      '',
    ]);
    // Without a day: today's, at the app's clock.
    const today = await manager.send('GET', `${REPORTS}/gift-vouchers`);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().asOf).toBe('2026-11-22');
  });

  it('gives the door list to box-office staff, not to door staff', async () => {
    const [p1] = scenario.performanceIds;
    const list = await boxOffice.send('GET', `${REPORTS}/performances/${p1}/door-list`);
    expect(list.statusCode, list.body).toBe(200);
    const doorList: DoorList = list.json();
    expect(doorList.entries.map((e) => e.lastName)).toEqual(['Abbott', 'Zimmer']);
    const csv = await boxOffice.send('GET', `${REPORTS}/performances/${p1}/door-list.csv`);
    expect(lines(csv.body).slice(0, 4)).toEqual([
      'Last name,First name,Order,Section,Row,Seat,Price type,Access,Admitted',
      `Abbott,Zoe,${scenario.orderNumbers.o1},Stalls,A,2,Adult,,Yes`,
      `Abbott,Zoe,${scenario.orderNumbers.o1},Stalls,A,3,Adult,,No`,
      expect.stringMatching(
        /^Zimmer,Ann,MSP-\w+,Stalls,B,6,[^,]+,Wheelchair space; Step-free from the side door; Arriving by wheelchair taxi,No$/,
      ),
    ]);
    expect((await door.send('GET', `${REPORTS}/performances/${p1}/door-list`)).statusCode).toBe(
      403,
    );
    expect((await boxOffice.send('GET', `${REPORTS}/performances/${p1}`)).statusCode).toBe(403);
    expect(
      (await boxOffice.send('GET', `${REPORTS}/days.csv?from=2020-03-01&to=2020-03-01`)).statusCode,
    ).toBe(403);
    const anonymous = new InjectBrowser(() => t.app);
    expect(
      (await anonymous.send('GET', `${REPORTS}/performances/${p1}/door-list.csv`)).statusCode,
    ).toBe(401);
  });

  it('answers 404 for a performance or production nobody has, in JSON and CSV alike', async () => {
    for (const url of [
      `${REPORTS}/performances/${scenario.nobody}`,
      `${REPORTS}/performances/${scenario.nobody}.csv`,
      `${REPORTS}/performances/${scenario.nobody}/door-list.csv`,
      `${REPORTS}/productions/${scenario.nobody}.csv`,
    ]) {
      const answer = await manager.send('GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code, url).toMatch(/^(PERFORMANCE|PRODUCTION)_NOT_FOUND$/);
    }
  });

  it('refuses a bad period with a translated 400', async () => {
    const cases: [string, string, string][] = [
      ['', 'querystring.from', 'staff.reports.validation.from'],
      ['from=2020-03-01', 'querystring.to', 'staff.reports.validation.to'],
      ['from=2020-02-30&to=2020-03-01', 'querystring.from', 'staff.reports.validation.from'],
      ['from=2020-03-02&to=2020-03-01', 'querystring.to', 'staff.reports.validation.order'],
      ['from=2020-01-01&to=2021-01-02', 'querystring.to', 'staff.reports.validation.span'],
      ['from=9999-01-01&to=9999-01-02', 'querystring.from', 'staff.reports.validation.from'],
      ['from=2020-3-1&to=2020-03-02', 'querystring.from', 'staff.reports.validation.from'],
    ];
    for (const [query, field, key] of cases)
      for (const url of [`${REPORTS}/days?${query}`, `${REPORTS}/giving.csv?${query}`]) {
        const answer = await manager.send('GET', url);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().code).toBe('VALIDATION_FAILED');
        expect(answer.json().fieldKeys?.[field], url).toBe(key);
      }
    // A whole leap year is one period: 366 days.
    expect(
      (await manager.send('GET', `${REPORTS}/days?from=2020-01-01&to=2020-12-31`)).statusCode,
    ).toBe(200);
    const spanish = await manager.send(
      'GET',
      `${REPORTS}/days?from=2020-03-02&to=2020-03-01&lang=es`,
    );
    expect(spanish.json().fields['querystring.to']).not.toBe(
      (await manager.send('GET', `${REPORTS}/days?from=2020-03-02&to=2020-03-01`)).json().fields[
        'querystring.to'
      ],
    );
    for (const url of [
      `${REPORTS}/gift-vouchers?asOf=2020-13-01`,
      `${REPORTS}/performances/0`,
      `${REPORTS}/performances/01.csv`,
      `${REPORTS}/productions/abc`,
    ])
      expect((await manager.send('GET', url)).statusCode, url).toBe(400);
  });

  it('shows a sale made through the storefront in the report and the door list', async () => {
    const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
    const on = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
    if (!on) throw new Error('no on-sale main-stage performance');
    const before: PerformanceSales = (
      await manager.send('GET', `${REPORTS}/performances/${on.id}`)
    ).json();

    const buyer = new InjectBrowser(() => t.app);
    const login = await buyer.send('POST', '/api/auth/login', {
      email: 'rose.pierre@example.com',
      password: 'Aisle5Seat',
    });
    expect(login.statusCode, login.body).toBe(200);
    const held = await buyer.send('POST', '/api/cart/seats', {
      performanceId: on.id,
      bestAvailable: { quantity: 2 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const during: PerformanceSales = (
      await manager.send('GET', `${REPORTS}/performances/${on.id}`)
    ).json();
    expect(during.seats.held).toBe(before.seats.held + 2);
    expect(during.totals).toEqual(before.totals);

    const pay = await buyer.send('POST', '/api/checkout/payment', {
      acceptTerms: true,
      acknowledgePrivacy: true,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const answer = pay.json() as StartPaymentResponse;
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const submitted = await t.app.inject({
      method: 'POST',
      url: new URL(answer.redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', cardNumber: '4242 4242 4242 4242' }).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    const back = new URL(String(submitted.headers.location));
    await buyer.send('GET', `${back.pathname}${back.search}`);
    await t.gateway.settled();

    const after: PerformanceSales = (
      await manager.send('GET', `${REPORTS}/performances/${on.id}`)
    ).json();
    expect(after.seats.sold).toBe(before.seats.sold + 2);
    expect(after.seats.held).toBe(before.seats.held);
    expect(after.totals.tickets).toBe(before.totals.tickets + 2);
    expect(after.totals.grossCents).toBeGreaterThan(before.totals.grossCents);
    const list: DoorList = (
      await boxOffice.send('GET', `${REPORTS}/performances/${on.id}/door-list`)
    ).json();
    const rose = list.entries.find((e) => e.orderNumber === answer.orderNumber);
    expect(rose?.lastName).toBe('Pierre');
    expect(rose?.seats).toHaveLength(2);
  });
});
