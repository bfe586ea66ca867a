import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type { GiftAidDeclarations, GivingHistoryResponse } from '../shared/contracts/donations.ts';
import type { SiteStatus } from '../shared/contracts/site.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const DANIEL = { email: 'daniel.alvarez@example.com', password: 'Stage7Door' };
const EIN = '12-3456789';
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };

async function signIn(t: TestApp, who: { email: string; password: string }) {
  const browser = new InjectBrowser(() => t.app);
  const response = await browser.send('POST', '/api/auth/login', who);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

/** A gift alone, paid on the test gateway; answers the order number. */
async function give(
  t: TestApp,
  donor: InjectBrowser,
  gift: { fundId: number; amountCents: number; giftAid?: boolean; lang?: string },
) {
  const { lang = 'en-US', ...body } = gift;
  const added = await donor.send('POST', '/api/cart/donations', body);
  expect(added.statusCode, added.body).toBe(200);
  const started = await donor.send('POST', `/api/checkout/payment?lang=${lang}`, REVIEW);
  expect(started.statusCode, started.body).toBe(200);
  const answer = started.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error(`expected a redirect: ${started.body}`);
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(answer.redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  await t.gateway.settled();
  await t.orderMails.settled();
  return answer.orderNumber;
}

/** A PDF's text as poppler's pdftotext reads it; null where poppler is not installed. */
function pdfText(bytes: Buffer | Uint8Array): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'giving-pdf-'));
  try {
    const file = path.join(dir, 'receipt.pdf');
    writeFileSync(file, bytes);
    const result = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    return result.status === 0 ? result.stdout.replace(/\s+/g, ' ') : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe(`the giving history and its tax receipts on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let maria: InjectBrowser;
  let daniel: InjectBrowser;
  const history = async (who: InjectBrowser, query = '') => {
    const response = await who.send('GET', `/api/account/giving-history${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as GivingHistoryResponse;
  };

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t, MARIA);
    daniel = await signIn(t, DANIEL);
  });
  afterAll(() => t?.close());

  it('needs a signed-in customer', async () => {
    for (const url of [
      '/api/account/giving-history',
      '/api/account/giving-history?year=nonsense',
      '/api/account/giving-history/1/receipt.pdf',
      '/api/account/giving-history/receipts/2026.pdf',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('SIGN_IN_REQUIRED');
    }
  });

  it('lists Maria’s gifts (the demo’s, with her past order), newest first, with their total', async () => {
    const mine = await history(maria);
    expect(mine.years).toEqual([2026]);
    expect(mine.year).toBeNull();
    expect(mine.gifts.map((g) => [g.fundName, g.amount.amount, g.orderNumber])).toEqual([
      ['Access Fund', 25_000, 'MSP-DEM0PAST'],
      ['Annual Fund', 10_000, 'MSP-DEM0PAST'],
    ]);
    expect(mine.gifts[0]?.tribute).toEqual({ kind: 'memory', name: 'Rosa Alvarez' });
    expect(mine.gifts[1]?.appeal).toBe('BROCHURE');
    expect(mine.total).toEqual({ amount: 35_000, currency: 'USD' });
    const spanish = await history(maria, '?lang=es');
    expect(spanish.gifts.map((g) => g.fundName)).toEqual(['Fondo de Accesibilidad', 'Fondo Anual']);
    // Daniel gave nothing: an empty history, not an error.
    expect(await history(daniel)).toEqual({
      years: [],
      year: null,
      gifts: [],
      total: { amount: 0, currency: 'USD' },
    });
  });

  it('records a gift paid alone, mails its receipt, and lists it', async () => {
    const number = await give(t, maria, { fundId: 2, amountCents: 7500 });
    const mine = await history(maria);
    expect(mine.gifts[0]).toMatchObject({ orderNumber: number, fundName: 'Education & Outreach' });
    expect(mine.total.amount).toBe(42_500);

    const [mail] = (await t.outbox.list({ to: MARIA.email, limit: 50 })).filter((m) =>
      m.subject.includes(number),
    );
    expect(mail?.subject).toBe(`Thank you for your gift: order ${number}`);
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`donation-receipt-${number}-G${mine.gifts[0]?.id}.pdf`, 'application/pdf'],
    ]);
    expect(mail?.text).not.toMatch(/delivery|tickets? /i);
    const attached = mail ? await t.outbox.attachment(mail.id, 0) : null;
    const receipt = Buffer.from(attached?.content ?? []);
    expect(receipt.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(receipt);
    if (text !== null) {
      expect(text).toContain(EIN);
      expect(text).toContain('$75.00');
      expect(text).toContain(
        'No goods or services were provided in exchange for this contribution.',
      );
    }
  });

  it('mails a mixed order’s tickets with a receipt for its gift', async () => {
    const listings = (await t.app.inject('/api/listings')).json() as {
      performances: { id: number; state: number }[];
    };
    const onSale = listings.performances.find((p) => p.state === 1);
    const held = await daniel.send('POST', '/api/cart/seats', {
      performanceId: onSale?.id,
      bestAvailable: { quantity: 1 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const number = await give(t, daniel, { fundId: 1, amountCents: 500, lang: 'es' });
    const [mail] = (await t.outbox.list({ to: DANIEL.email, limit: 50 })).filter((m) =>
      m.subject.includes(number),
    );
    expect(mail?.subject).toBe(`Sus entradas y su donación: pedido ${number}`);
    const files = mail?.attachments.map((a) => a.filename) ?? [];
    expect(files[0]).toBe(`tickets-${number}.pdf`);
    expect(files[1]).toBe(`${number}.ics`);
    expect(files.at(-1)).toMatch(new RegExp(`^donation-receipt-${number}-G\\d+\\.pdf$`));
    expect(mail?.text).toContain('Donaciones: $5.00');
    const [gift] = (await history(daniel)).gifts;
    expect(gift).toMatchObject({ orderNumber: number, amount: { amount: 500 } });
    const text = pdfText(
      (await daniel.send('GET', `/api/account/giving-history/${gift?.id}/receipt.pdf?lang=es`))
        .rawPayload,
    );
    if (text !== null)
      expect(text).toContain('Las entradas compradas en el mismo pedido se pagaron aparte');
  });

  it('filters by calendar year on the theatre’s clock', async () => {
    const { gifts } = await history(maria);
    const oldest = gifts.at(-1);
    // The demo's Annual Fund gift, moved to 11:30pm on New Year's Eve 2025 in New York.
    await sqlOn(t.db.database)`update orders set confirmed_at = '2026-01-01T04:30:00Z'
      where number = 'MSP-DEM0PAST'`;
    const all = await history(maria);
    expect(all.years).toEqual([2026, 2025]);
    const last = await history(maria, '?year=2025');
    expect(last.year).toBe(2025);
    expect(last.gifts.map((g) => g.id).sort()).toEqual(
      gifts
        .filter((g) => g.orderNumber === 'MSP-DEM0PAST')
        .map((g) => g.id)
        .sort(),
    );
    expect(last.total.amount).toBe(35_000);
    const current = await history(maria, '?year=2026');
    expect(current.gifts.map((g) => g.orderNumber)).not.toContain(oldest?.orderNumber);
    expect((await history(maria, '?year=2019')).gifts).toEqual([]);
  });

  it('refuses a year that is not one, in the reader’s language', async () => {
    for (const year of ['nonsense', '1999', '2101', '02026', '2026.0', '-2026', '']) {
      const response = await maria.send(
        'GET',
        `/api/account/giving-history?year=${year}`,
        undefined,
        {
          'accept-language': 'es',
        },
      );
      expect(response.statusCode, year).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.values(response.json().fields ?? {})).toEqual([
        'Elija un año entre 2000 y 2100.',
      ]);
    }
  });

  it('prints a gift’s receipt for its donor only', async () => {
    const [gift] = (await history(maria)).gifts;
    const url = `/api/account/giving-history/${gift?.id}/receipt.pdf`;
    const response = await maria.send('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/donation-receipt-MSP-/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    if (text !== null) expect(text).toContain(EIN);
    const german = pdfText((await maria.send('GET', `${url}?lang=de`)).rawPayload);
    if (german !== null)
      expect(german).toContain(
        'Für diese Zuwendung wurden keine Waren oder Dienstleistungen als Gegenleistung erbracht.',
      );

    // Another customer's gift, one that does not exist: the same 404.
    for (const [who, path] of [
      [daniel, url],
      [maria, '/api/account/giving-history/2147483647/receipt.pdf'],
    ] as const) {
      const refused = await who.send('GET', path);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json().code).toBe('GIFT_NOT_FOUND');
    }
    for (const bad of ['abc', '0', '01', '2147483648', '1e3'])
      expect(
        (await maria.send('GET', `/api/account/giving-history/${bad}/receipt.pdf`)).statusCode,
      ).toBe(400);
  });

  it('prints a year’s statement with its gifts and total', async () => {
    const response = await maria.send('GET', '/api/account/giving-history/receipts/2025.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('giving-statement-2025.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    if (text !== null) {
      expect(text).toContain(EIN);
      expect(text).toContain('Giving statement 2025');
      expect(text).toContain('$350.00');
      // The gifts came with tickets: the statement says those were paid for separately.
      expect(text).toContain('paid for separately');
    }
    const none = await maria.send('GET', '/api/account/giving-history/receipts/2020.pdf');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('GIFT_NOT_FOUND');
    // Daniel gave in 2026 only.
    expect(
      (await daniel.send('GET', '/api/account/giving-history/receipts/2025.pdf')).statusCode,
    ).toBe(404);
    for (const bad of ['1999', 'abcd', '20255'])
      expect(
        (await maria.send('GET', `/api/account/giving-history/receipts/${bad}.pdf`)).statusCode,
        bad,
      ).toBe(400);
  });

  it('has no gift aid while GIFT_AID_ENABLED is off', async () => {
    const status = (await t.app.inject('/api/site-status')).json() as SiteStatus;
    expect(status.giftAid).toBe(false);
    const response = await maria.send('GET', '/api/account/gift-aid');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

/** A built web app of one page, for the pages' HTTP status. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'giving-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><body></body></html>',
  );
  return dir;
}

describe('the giving pages’ addresses', () => {
  const webDist = fakeWebDist();
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('has the gift aid pages only where GIFT_AID_ENABLED', async () => {
    for (const giftAidEnabled of [false, true]) {
      const t = await createTestApp({ webDist }, { giftAidEnabled });
      try {
        const status = async (url: string) => (await t.app.inject(url)).statusCode;
        expect(await status('/account/giving-history')).toBe(200);
        expect(await status('/account/giving-history?year=2025')).toBe(200);
        for (const url of ['/account/gift-aid', '/checkout/gift-aid'])
          expect(await status(url), `${url} ${giftAidEnabled}`).toBe(giftAidEnabled ? 200 : 404);
      } finally {
        await t.close();
      }
    }
  });
});

describe('gift aid (GIFT_AID_ENABLED=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { giftAidEnabled: true });
  });
  afterAll(() => t?.close());

  it('lists the declared gifts with the 25% uplift', async () => {
    const status = (await t.app.inject('/api/site-status')).json() as SiteStatus;
    expect(status.giftAid).toBe(true);
    const rose = await signIn(t, { email: 'rose.pierre@example.com', password: 'Aisle5Seat' });
    await give(t, rose, { fundId: 1, amountCents: 1003, giftAid: true });
    await give(t, rose, { fundId: 3, amountCents: 2000, giftAid: false });
    const response = await rose.send('GET', '/api/account/gift-aid');
    expect(response.statusCode, response.body).toBe(200);
    const declarations = response.json() as GiftAidDeclarations;
    expect(declarations.declarations.map((d) => [d.amount.amount, d.uplift.amount])).toEqual([
      [1003, 250],
    ]);
    expect(declarations.total.amount).toBe(1003);
    expect(declarations.upliftTotal.amount).toBe(250);
    expect((await t.app.inject('/api/account/gift-aid')).statusCode).toBe(401);
  });
});
