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
