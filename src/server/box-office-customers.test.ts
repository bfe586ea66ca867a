/**
 * The box office's customer look-up over HTTP (issue 13): box-office staff find the demo
 * customers (src/adapters/db/seed/demo-customers.ts) by part of a name, an e-mail, a phone number
 * however written, and an order number; read a customer's orders with their tickets, and one
 * order with its customer. Door members may not; nobody signed out may. Bad input is a 400 in
 * the reader's language; what does not exist, a 404. Runs on PostgreSQL when TEST_DATABASE_URL
 * is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerDetail,
  CustomerSearchResult,
  OrderLookup,
} from '../shared/contracts/box-office-customers.ts';
import { DEMO_CUSTOMERS, DEMO_ORDER_NUMBERS } from '../testing/builtin-port-fixtures.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

let t: TestApp;
let boxOffice: InjectBrowser;
let manager: InjectBrowser;
let door: InjectBrowser;

beforeAll(async () => {
  t = await createTestApp();
  boxOffice = await signInStaff(t, 'staff');
  manager = await signInStaff(t, 'manager');
  door = await signInStaff(t, 'door');
  // A first test app builds the seeded template: over a minute on a busy 2-core machine.
}, 180_000);
afterAll(() => t?.close());

const CUSTOMERS = '/api/box-office/customers';

async function search(q: string, as = boxOffice): Promise<CustomerSearchResult> {
  const answer = await as.send('GET', `${CUSTOMERS}?q=${encodeURIComponent(q)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const emails = (result: CustomerSearchResult) => result.customers.map((c) => c.email).sort();

describe(`box office customer look-up over HTTP on ${testDatabaseKind()}`, () => {
  it('finds the demo customers by part of a name, an e-mail, a phone and an order number', async () => {
    const { maria, daniel, james, rose } = DEMO_CUSTOMERS;
    expect(emails(await search('alvarez'))).toEqual([daniel.email, maria.email]);
    expect(emails(await search('Maria Alv'))).toEqual([maria.email]);
    expect(emails(await search('okafor'))).toEqual([james.email]);
    expect(emails(await search('ROSE.PIERRE@'))).toEqual([rose.email]);
    // The household shares a phone; Maria's mobile is her own. However the number is written.
    expect(emails(await search('(845) 555-0101'))).toEqual([daniel.email, maria.email]);
    expect(emails(await search('845.555.0102'))).toEqual([maria.email]);
    expect(emails(await search(DEMO_ORDER_NUMBERS.danielReserved))).toEqual([daniel.email]);
    expect(emails(await search(DEMO_ORDER_NUMBERS.mariaPast.toLowerCase()))).toEqual([maria.email]);
    expect((await search('nobody-has-this-name')).customers).toEqual([]);
    const [found] = (await search('maria.alvarez')).customers;
    expect(found).toMatchObject({ firstName: 'Maria', lastName: 'Alvarez', phone: '8455550101' });
    expect(found?.orderCount).toBeGreaterThanOrEqual(2);
    // Managers (and above) may too.
    expect(emails(await search('okafor', manager))).toEqual([james.email]);
  });

  it('shows a customer with their household, and their orders with the tickets', async () => {
    const [maria] = (await search(DEMO_CUSTOMERS.maria.email)).customers;
    if (!maria) throw new Error('no Maria');
    const answer = await boxOffice.send('GET', `${CUSTOMERS}/${maria.id}?lang=es`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const detail: CustomerDetail = answer.json();
    expect(detail.customer).toMatchObject({ id: maria.id, email: DEMO_CUSTOMERS.maria.email });
    expect(detail.customer.household?.members.map((m) => m.firstName).sort()).toEqual([
      'Daniel',
      'Maria',
    ]);
    expect(detail.customer.addresses.length).toBeGreaterThan(0);
    expect(detail.orders).toHaveLength(maria.orderCount);
    const numbers = detail.orders.map((o) => o.number);
    expect(numbers).toEqual(
      expect.arrayContaining([DEMO_ORDER_NUMBERS.mariaPast, DEMO_ORDER_NUMBERS.mariaUpcoming]),
    );
    const upcoming = detail.orders.find((o) => o.number === DEMO_ORDER_NUMBERS.mariaUpcoming);
    expect(upcoming?.state).toBe('confirmed');
    expect(upcoming?.tickets.length).toBeGreaterThan(0);
    for (const ticket of upcoming?.tickets ?? []) {
      expect(ticket.productionTitle).not.toBe('');
      expect(ticket.seat).not.toBe('');
      expect(ticket.priceCents).toBeGreaterThan(0);
      expect(ticket.admitted).toBe(false);
    }
    expect(upcoming?.totals.totalCents).toBeGreaterThan(0);
  });

  it('shows one order with its customer', async () => {
    const answer = await boxOffice.send(
      'GET',
      `/api/box-office/orders/${DEMO_ORDER_NUMBERS.danielReserved}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const found: OrderLookup = answer.json();
    expect(found.customer.email).toBe(DEMO_CUSTOMERS.daniel.email);
    expect(found.order).toMatchObject({
      number: DEMO_ORDER_NUMBERS.danielReserved,
      state: 'reserved',
    });
    expect(found.order.tickets.length).toBeGreaterThan(0);
  });

  it('is box-office staff’s: a door member is refused, and nobody signed out', async () => {
    const urls = [
      `${CUSTOMERS}?q=alvarez`,
      `${CUSTOMERS}/1`,
      `/api/box-office/orders/${DEMO_ORDER_NUMBERS.mariaPast}`,
    ];
    const anonymous = new InjectBrowser(() => t.app);
    for (const url of urls) {
      expect((await door.send('GET', url)).statusCode, url).toBe(403);
      expect((await anonymous.send('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('answers 404 for a customer or an order that does not exist', async () => {
    const customer = await boxOffice.send('GET', `${CUSTOMERS}/2147483000`);
    expect(customer.statusCode).toBe(404);
    expect(customer.json().code).toBe('NOT_FOUND');
    const order = await boxOffice.send('GET', '/api/box-office/orders/MSP-ZZZZZZZZ');
    expect(order.statusCode).toBe(404);
    expect(order.json().code).toBe('ORDER_NOT_FOUND');
  });

  it('refuses a search of one character with a translated 400, and malformed ids', async () => {
    const english = await boxOffice.send('GET', `${CUSTOMERS}?q=a`);
    expect(english.statusCode).toBe(400);
    expect(english.json().code).toBe('VALIDATION_FAILED');
    expect(english.json().fieldKeys?.['querystring.q']).toBe('staff.customers.validation.short');
    const spanish = await boxOffice.send('GET', `${CUSTOMERS}?q=%20a%20&lang=es`);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().fields['querystring.q']).toMatch(/\S/);
    expect(spanish.json().fields['querystring.q']).not.toBe(english.json().fields['querystring.q']);
    expect(spanish.json().fields['querystring.q']).not.toContain('staff.customers');
    for (const url of [
      CUSTOMERS,
      `${CUSTOMERS}?q=${'x'.repeat(101)}`,
      `${CUSTOMERS}/0`,
      `${CUSTOMERS}/abc`,
      '/api/box-office/orders/NOT-AN-ORDER',
    ])
      expect((await boxOffice.send('GET', url)).statusCode, url).toBe(400);
  });
});
