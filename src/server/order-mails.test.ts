import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { orderMailParts, orderMailServiceOn, readPdf } from '../testing/order-mail-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';
import { orderMailJob } from './background-jobs.ts';

/** A clock the test moves by hand: to the day before a performance, and across a "restart". */
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
const HOUR = 60 * 60 * 1000;
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };

let t: TestApp;
let performance: { id: number; startsAt: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  // On sale, on the main stage, and more than a day away (so a reminder is due later).
  const found = listings.performances.find(
    (p) => p.state === 1 && p.venue.id === 29 && Date.parse(p.startsAt) > clock.at + 48 * HOUR,
  );
  if (!found) throw new Error('no on-sale main-stage performance two days away');
  performance = found;
});
afterAll(() => t?.close());

/** A browser of this file's app (src/testing/inject-browser.ts). */
class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };

async function signIn(who: { email: string; password: string }): Promise<Browser> {
  const browser = new Browser();
  const response = await browser.send('POST', '/api/auth/login', who);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

/** Holds `quantity` seats and pays on the test gateway; answers the order number and session. */
async function buy(buyer: Browser, quantity: number, lang: string) {
  const held = await buyer.send('POST', '/api/cart/seats', {
    performanceId: performance.id,
    bestAvailable: { quantity },
  });
  expect(held.statusCode, held.body).toBe(200);
  const started = await buyer.send('POST', `/api/checkout/payment?lang=${lang}`, REVIEW);
  expect(started.statusCode, started.body).toBe(200);
  const answer = started.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const path = new URL(answer.redirectUrl).pathname;
  const paid = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  const back = new URL(String(paid.headers.location));
  return { number: answer.orderNumber, sessionId: path.split('/').pop() ?? '', back };
}

const mailsTo = async (email: string, kind: string) =>
  (await t.outbox.list({ to: email, limit: 500 })).filter((m) => m.kind === kind);

describe(`order mails and print-at-home tickets on ${testDatabaseKind()}`, () => {
  let maria: Browser;
  let order: Awaited<ReturnType<typeof buy>>;
  beforeAll(async () => {
    maria = await signIn(MARIA);
    order = await buy(maria, 2, 'es');
  });

  it('sends the confirmation once, in the buyer’s language, however often confirm runs', async () => {
    // The return, the gateway's notification twice, and the return again.
    const returned = await maria.send('GET', `${order.back.pathname}${order.back.search}`);
    expect(returned.statusCode).toBe(303);
    await Promise.all([
      t.gateway.redeliver(order.sessionId),
      t.gateway.redeliver(order.sessionId),
      maria.send('GET', `${order.back.pathname}${order.back.search}`),
    ]);
    await t.gateway.settled();
    await t.orderMails.settled();
    expect(await t.orderMails.sendConfirmation(order.number)).toBe(false);

    const mails = (await mailsTo(MARIA.email, 'orderConfirmation')).filter((m) =>
      m.subject.includes(order.number),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(mail.locale).toBe('es');
    expect(mail.subject).toBe(`Sus entradas: pedido ${order.number}`);
    expect(mail.text).toContain('Hola, Maria:');
    expect(mail.text).toMatch(/fila \w+, asiento \w+/);
    // Every ticket's number, and its QR code as an inline image of the HTML.
    const [row] = await execute<{ sent: string | null }>`
      select confirmation_sent_at as sent from orders where number = ${order.number}`;
    expect(row?.sent).not.toBeNull();
    const barcodes = (
      await execute<{ barcode: string }>`
        select barcode from order_tickets ot join orders o on o.id = ot.order_id
        where o.number = ${order.number}`
    ).map((r) => r.barcode);
    expect(barcodes).toHaveLength(2);
    for (const barcode of barcodes) {
      expect(mail.text).toContain(barcode);
      expect(mail.html).toContain(`cid:qr-${barcode}@tickets.houselights`);
    }

    const parts = orderMailParts(mail);
    expect(parts.pdf?.filename).toBe(`tickets-${order.number}.pdf`);
    expect(parts.ics?.contentType).toContain('text/calendar');
    expect(parts.images).toHaveLength(2);

    // The mailbox lists the files and serves them.
    const listed = await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(MARIA.email)}`);
    const listedMail = listed.json().messages.find((m: { id: number }) => m.id === mail.id) as {
      attachments: { url: string; contentType: string }[];
    };
    const pdfUrl = listedMail.attachments.find((a) => a.contentType === 'application/pdf')?.url;
    const pdfResponse = await t.app.inject(String(pdfUrl));
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(await readPdf(pdfResponse.rawPayload)).toEqual({
      pages: 2,
      title: `Entradas del pedido ${order.number}`,
    });

    const icsUrl = listedMail.attachments.find((a) =>
      a.contentType.startsWith('text/calendar'),
    )?.url;
    const ics = (await t.app.inject(String(icsUrl))).body;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART;TZID=America/New_York:');
    expect(ics).toContain(`UID:${order.number}-${performance.id}@houselights`);

    const page = await t.app.inject('/dev/mailbox');
    expect(page.body).toContain(`tickets-${order.number}.pdf`);
    // The HTML version shows the QR codes (the inline images become data: addresses).
    const html = await t.app.inject(`/dev/mailbox/${mail.id}`);
    expect(html.body).toContain('src="data:image/png;base64,');
    expect(html.body).not.toContain('cid:qr-');
  });

  it('claims the confirmation for one sender only, and a failed mail never undoes the order', async () => {
    await execute`update orders set confirmation_sent_at = null where number = ${order.number}`;
    const errors: unknown[] = [];
    const failing: Mailer = {
      kind: 'outbox',
      send: async () => {
        throw new Error('SMTP is down');
      },
    };
    const broken = orderMailServiceOn(t.db.database, {
      mailer: failing,
      clock,
      onError: (error) => errors.push(error),
    });
    broken.orderConfirmed(order.number);
    await broken.settled();
    expect(errors).toHaveLength(1);
    const [row] = await execute<{ state: string; sent: string | null }>`
      select state, confirmation_sent_at as sent from orders where number = ${order.number}`;
    // Still confirmed, and released for a later run.
    expect(row).toEqual({ state: 'confirmed', sent: null });

    // Two senders at once: one mail.
    const before = (await mailsTo(MARIA.email, 'orderConfirmation')).length;
    const results = await Promise.all([
      t.orderMails.sendConfirmation(order.number),
      t.orderMails.sendConfirmation(order.number),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await mailsTo(MARIA.email, 'orderConfirmation')).length).toBe(before + 1);
  });

  it('resends a confirmation that never went out, from the job, once', async () => {
    await execute`update orders set confirmation_sent_at = null where number = ${order.number}`;
    const before = (await mailsTo(MARIA.email, 'orderConfirmation')).length;
    const job = t.jobs.orderMails;
    // Not within the first minute: the request that confirmed it may still be sending.
    expect((await job.runOnce()).confirmations).toBe(0);
    clock.at += 2 * 60 * 1000;
    expect((await job.runOnce()).confirmations).toBe(1);
    expect((await job.runOnce()).confirmations).toBe(0);
    expect((await mailsTo(MARIA.email, 'orderConfirmation')).length).toBe(before + 1);
  });

  it('serves the print-at-home PDF to the order’s customer only, in both layouts', async () => {
    const url = `/api/account/orders/${order.number}/tickets.pdf`;
    const perTicket = await maria.send('GET', `${url}?layout=ticket&lang=de`);
    expect(perTicket.statusCode, perTicket.body).toBe(200);
    expect(perTicket.headers['content-type']).toBe('application/pdf');
    expect(perTicket.headers['content-disposition']).toContain(`tickets-${order.number}.pdf`);
    expect(perTicket.headers['cache-control']).toContain('no-store');
    expect(await readPdf(perTicket.rawPayload)).toEqual({
      pages: 2,
      title: `Tickets für Bestellung ${order.number}`,
    });
    const perPerformance = await maria.send('GET', `${url}?layout=performance`);
    expect((await readPdf(perPerformance.rawPayload)).pages).toBe(1);
    // The default layout is one ticket per page.
    expect((await readPdf((await maria.send('GET', url)).rawPayload)).pages).toBe(2);

    const rose = await signIn(ROSE);
    const notHers = await rose.send('GET', url);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().code).toBe('ORDER_NOT_FOUND');
    expect((await new Browser().send('GET', url)).statusCode).toBe(401);
    expect((await new Browser().send('GET', `${url}?layout=poster`)).statusCode).toBe(401);
    const unknown = await maria.send('GET', '/api/account/orders/MSP-00000000/tickets.pdf');
    expect(unknown.json().code).toBe('ORDER_NOT_FOUND');
    const odd = await maria.send('GET', '/api/account/orders/%3Cscript%3E/tickets.pdf');
    expect(odd.statusCode).toBe(404);
    expect((await maria.send('GET', `${url}?layout=poster`)).statusCode).toBe(400);
  });

  it('gives no PDF for an order that is not confirmed', async () => {
    const buyer = new Browser();
    buyer.cookies.set('session', maria.cookies.get('session') ?? '');
    const held = await buyer.send('POST', '/api/cart/seats', {
      performanceId: performance.id,
      bestAvailable: { quantity: 1 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const started = (await buyer.send('POST', '/api/checkout/payment', REVIEW)).json();
    const response = await buyer.send(
      'GET',
      `/api/account/orders/${started.orderNumber}/tickets.pdf`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ORDER_NOT_FOUND');
  });

  it('sends the reminder a day before the performance, once, across runs and a restart', async () => {
    const startsAt = Date.parse(performance.startsAt);
    const remindersOf = async () =>
      (await mailsTo(MARIA.email, 'performanceReminder')).filter((m) =>
        m.text.includes(order.number),
      );
    const job = t.jobs.orderMails;
    clock.at = startsAt - 25 * HOUR;
    expect((await job.runOnce()).reminders).toBe(0);

    clock.at = startsAt - 23 * HOUR;
    expect((await job.runOnce()).reminders).toBeGreaterThanOrEqual(1);
    expect(await job.runOnce()).toEqual({ reminders: 0, confirmations: 0 });
    // A restart: a new service and job over the same database.
    const restarted = orderMailJob(orderMailServiceOn(t.db.database, { mailer: t.outbox, clock }));
    clock.at += 5 * 60 * 1000;
    const [a, b] = await Promise.all([restarted.runOnce(), job.runOnce()]);
    expect(a.reminders + b.reminders).toBe(0);

    const reminders = await remindersOf();
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder?.locale).toBe('es');
    expect(reminder?.subject).toMatch(/^Recordatorio: /);
    expect(reminder?.text).toContain('/account/print-at-home-tickets');
    clock.at = TEST_NOW.getTime();
  });
});

describe(`the confirmation of a membership on ${testDatabaseKind()}`, () => {
  it('lists the membership with its plan and the IRS disclosure, without tickets', async () => {
    const rose = await signIn(ROSE);
    const [level] = await execute<{ id: number }>`
      select id from membership_levels where slug = 'supporter'`;
    const added = await rose.send('POST', '/api/cart/memberships', {
      levelId: level?.id,
      paymentOption: 'yearly',
    });
    expect(added.statusCode, added.body).toBe(200);
    const started = await rose.send('POST', '/api/checkout/payment?lang=en-US', REVIEW);
    expect(started.statusCode, started.body).toBe(200);
    const answer = started.json() as StartPaymentResponse;
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(answer.redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    await t.gateway.settled();
    await t.orderMails.settled();

    const [plan] = await execute<{ id: string }>`
      select p.id from payment_plans p join orders o on o.id = p.order_id
      where o.number = ${answer.orderNumber}`;
    const mails = (await mailsTo(ROSE.email, 'orderConfirmation')).filter((m) =>
      m.subject.includes(answer.orderNumber),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Your membership: order ${answer.orderNumber}`);
    expect(mail?.text).toContain('- Membership: Supporter, $150.00 a year');
    expect(mail?.text).toContain(
      '  Member from Sunday, November 22, 2026 to Sunday, November 21, 2027',
    );
    expect(mail?.text).toContain(
      `  Direct debit plan ${plan?.id}: next payment Monday, November 22, 2027`,
    );
    expect(mail?.text).toContain(
      'Your payment of $150.00 for the Supporter membership includes benefits with an estimated fair market value of $24.00. The amount deductible for federal income tax purposes is $126.00.',
    );
    expect(mail?.text).toContain('/account/memberships');
    // No tickets: no PDF, calendar entry or QR code.
    const parts = mail ? orderMailParts(mail) : null;
    expect(parts?.pdf).toBeUndefined();
    expect(parts?.ics).toBeUndefined();
    expect(parts?.images).toHaveLength(0);
  });
});
