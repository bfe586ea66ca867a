/**
 * What a request may carry, through the API (issue 9, items 1, 2, 9 and 16): bodies nested too
 * deeply, dates out of any sane range, ids written loosely and phone numbers written as people
 * write them. Each is a 400 in the reader's language (or, for phones, accepted and stored as
 * digits), never a 500. The malformed-input probe tries every operation; these pin the rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import { ERROR_MESSAGES } from '../shared/errors.ts';
import { ALL_MESSAGES } from '../shared/i18n/all-messages.ts';
import { translate } from '../shared/i18n/translate.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let performanceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  performanceId = performance.id;
});
afterAll(() => t?.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function signedIn(): Promise<InjectBrowser> {
  const browser = new InjectBrowser(() => t.app);
  const response = await browser.send('POST', '/api/auth/login', {
    email: 'maria.alvarez@example.com',
    password: 'Curtain42Call',
  });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

describe('deeply nested bodies (item 1)', () => {
  it('answers 400 MALFORMED_REQUEST in the reader’s language to 10 KB of [[[[…]]]], on any write route', async () => {
    for (const [method, url] of [
      ['POST', '/api/cart/seats?lang=es'],
      ['PUT', '/api/account/details?lang=es'],
      ['POST', '/api/auth/login?lang=es'],
      ['DELETE', '/api/cart?lang=es'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: JSON_TYPE,
        payload: nested(5_000),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'MALFORMED_REQUEST',
        message: translate(ALL_MESSAGES, 'es', 'errors.MALFORMED_REQUEST'),
      });
    }
  });

  it('refuses nesting deeper than 32 inside a field, and lets ordinary bodies through', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/cart/seats',
      headers: JSON_TYPE,
      payload: `{"performanceId":1,"seatIds":${nested(40)}}`,
    });
    expect(deep.json().code).toBe('MALFORMED_REQUEST');
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/cart/seats',
      headers: JSON_TYPE,
      payload: { performanceId, bestAvailable: { quantity: 1 } },
    });
    expect(shallow.statusCode, shallow.body).toBe(200);
  });

  it('answers a body over 64 KB 413 and prototype keys 400, both in the error shape', async () => {
    const large = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/promo',
      headers: JSON_TYPE,
      payload: JSON.stringify({ code: 'x'.repeat(70 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE,
    });
    for (const payload of [
      '{"code":"FRIENDS10","__proto__":{"polluted":true}}',
      '{"code":"FRIENDS10","constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const poisoned = await t.app.inject({
        method: 'PUT',
        url: '/api/cart/promo',
        headers: JSON_TYPE,
        payload,
      });
      expect(poisoned.statusCode, payload).toBe(400);
      expect(poisoned.json().code).toBe('MALFORMED_REQUEST');
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('dates a request carries (item 2)', () => {
  it('answers 400 with a translated field message to days outside 2000–2100, on listings and orders', async () => {
    const maria = await signedIn();
    for (const url of [
      '/api/listings?to=9999-12-31',
      '/api/listings?from=0000-01-01',
      '/api/listings?from=1999-12-31',
      '/api/listings?to=2101-01-01',
      '/api/account/orders?group=past&to=9999-12-31',
      '/api/account/orders?group=past&dateKind=performance&from=0000-01-01',
    ]) {
      const response = await maria.send('GET', `${url}&lang=de`);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      const { code, fields } = response.json();
      expect(code).toBe('VALIDATION_FAILED');
      const [message] = Object.values(fields as Record<string, string>);
      expect(message, url).toMatch(/Datum/);
    }
  });

  it('still takes the first and last days of the range', async () => {
    const edges = await t.app.inject('/api/listings?from=2000-01-01&to=2100-12-31');
    expect(edges.statusCode, edges.body).toBe(200);
    expect((edges.json() as ListingsResponse).performances.length).toBeGreaterThan(0);
  });

  it('bounds birth dates and years of birth to 1900–2100 (a 400, not a database error)', async () => {
    const maria = await signedIn();
    const details = {
      firstName: 'Maria',
      lastName: 'Alvarez',
      email: 'maria.alvarez@example.com',
      phone: '8455550101',
    };
    for (const birthDate of ['0000-01-01', '9999-12-31', '1899-12-31']) {
      const response = await maria.send('PUT', '/api/account/details', { ...details, birthDate });
      expect(response.statusCode, `${birthDate}: ${response.body}`).toBe(400);
      expect(response.json().fieldKeys).toEqual({
        'body.birthDate': 'account.validation.invalidDate',
      });
    }
    const born = await maria.send('PUT', '/api/account/details', {
      ...details,
      birthDate: '1950-06-30',
    });
    expect(born.json().birthDate).toBe('1950-06-30');
    const year = await maria.send('PUT', '/api/account/profile', {
      birthYear: 10_000,
      interests: [],
    });
    expect(year.statusCode).toBe(400);
  });
});

describe('ids and quantities are strict integers (item 9)', () => {
  it('refuses a performanceId sent as [26], "0x1a", "2.6e1", "26" or true, and a quantity as "2"', async () => {
    for (const performanceIdSent of [
      [performanceId],
      '0x1a',
      '2.6e1',
      String(performanceId),
      true,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cart/seats',
        payload: { performanceId: performanceIdSent, bestAvailable: { quantity: 1 } },
      });
      expect(response.statusCode, JSON.stringify(performanceIdSent)).toBe(400);
      expect(response.json().fieldKeys).toEqual({ 'body.performanceId': 'errors.fields.id' });
    }
    const quantity = await t.app.inject({
      method: 'POST',
      url: '/api/cart/seats',
      payload: { performanceId, bestAvailable: { quantity: '2' } },
    });
    expect(quantity.statusCode).toBe(400);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/cart/seats',
      payload: { performanceId, bestAvailable: { quantity: 2 } },
    });
    expect(held.statusCode, held.body).toBe(200);
  });

  it('takes ids in paths and queries as plain decimal digits only, within int4', async () => {
    const event = (
      (await t.app.inject('/api/listings')).json() as ListingsResponse
    ).performances.find((p) => p.id === performanceId)?.productionSlug;
    const good = await t.app.inject(`/api/events/${event}/${performanceId}`);
    expect(good.statusCode, good.body).toBe(200);
    for (const instance of [
      `0${performanceId}`,
      `+${performanceId}`,
      `${performanceId}.0`,
      `0x${performanceId.toString(16)}`,
      `${performanceId / 10}e1`,
      ' 26',
      '2147483648',
      '0',
      '-1',
    ]) {
      const response = await t.app.inject(
        `/api/events/${event}/${encodeURIComponent(instance)}?lang=sv`,
      );
      expect(response.statusCode, instance).toBe(400);
      expect(response.json().fields).toEqual({
        'params.instance': 'Det här är inte ett giltigt id.',
      });
    }
    const query = await t.app.inject(`/api/cart/price-options?performanceId=0x1a`);
    expect(query.statusCode).toBe(400);
    const line = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/lines/0${performanceId}-1`,
      payload: { priceTypeId: 1 },
    });
    expect(line.statusCode).toBe(400);
  });

  it('takes country ids and accommodation request ids as JSON integers only', async () => {
    const maria = await signedIn();
    const address = {
      type: 'billing',
      line1: '2 Elm St',
      city: 'Riverton',
      postalCode: '12590',
    };
    const loose = await maria.send('POST', '/api/account/addresses', {
      ...address,
      countryId: '1',
    });
    expect(loose.statusCode).toBe(400);
    expect(loose.json().fieldKeys).toEqual({ 'body.countryId': 'errors.fields.id' });
    const strict = await maria.send('POST', '/api/account/addresses', { ...address, countryId: 1 });
    expect(strict.statusCode, strict.body).toBe(201);
    const requests = await maria.send('PUT', '/api/account/access/requests', {
      hasAccommodationRequests: true,
      accommodationRequests: ['73'],
    });
    expect(requests.statusCode).toBe(400);
  });
});

describe('phone numbers as people write them (item 16)', () => {
  it('registers with "(845) 555-0199" and stores 8455550199', async () => {
    const browser = new InjectBrowser(() => t.app);
    const created = await browser.send('POST', '/api/auth/register', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '(845) 555-0199',
      password: 'Cobol1959',
      address: { line1: '1 Harbor Rd', city: 'Riverton', postalCode: '12590', countryId: 1 },
      acceptTerms: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const details = await browser.send('GET', '/api/account/details');
    expect(details.json()).toMatchObject({ phone: '8455550199' });
  });

  it('normalises phone and mobile on the details form, and still refuses letters', async () => {
    const maria = await signedIn();
    const details = {
      firstName: 'Maria',
      lastName: 'Alvarez',
      email: 'maria.alvarez@example.com',
    };
    const saved = await maria.send('PUT', '/api/account/details', {
      ...details,
      phone: '845.555.0101',
      mobile: '+1 (845) 555-0102',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '8455550101', mobile: '18455550102' });
    const letters = await maria.send('PUT', '/api/account/details', {
      ...details,
      phone: '845-555-CALL',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().fields).toEqual({
      'body.phone': 'Please check the formatting of the phone number, only use numbers',
    });
  });
});
