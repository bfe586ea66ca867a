/**
 * The server's edges (issue 9): who the client is (TRUST_PROXY), development-only routes that
 * answer this machine alone, the status of a page address, and one host name for pages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isLoopbackAddress } from './plugins/loopback-only.ts';

const lookup = (t: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/lookup',
    headers,
    remoteAddress,
    payload: { email: 'nobody@example.org' },
  });

/** What `/test/ip` says request.ip is for a request from `remoteAddress` with that header. */
const ipSeen = async (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  (
    await t.app.inject({
      url: '/test/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })
  ).json();

/** The lookup's statuses for four requests, each claiming another X-Forwarded-For address. */
async function statusesClaimingNewAddresses(t: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 4; i++)
    statuses.push((await lookup(t, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
  return statuses;
}

/** A test app whose lookup allows two tries per address, with a route that says request.ip. */
async function appTrusting(trustProxy: false | number | string[]): Promise<TestApp> {
  const t = await createTestApp({
    trustProxy,
    // Production used to trust every client's X-Forwarded-For.
    production: true,
    rateLimits: { lookupIp: { max: 2, windowMs: 60_000 } },
  });
  t.app.get('/test/ip', async (request) => ({ ip: request.ip }));
  return t;
}

describe('TRUST_PROXY', () => {
  // Made before the tests (the hooks' longer timeout): a test database each.
  let off: TestApp;
  let oneHop: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    off = await appTrusting(false);
    oneHop = await appTrusting(1);
    listed = await appTrusting(['10.0.0.0/8']);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([off, oneHop, listed].map((t) => t?.close()));
  });

  it('off (the default): a spoofed X-Forwarded-For changes neither request.ip nor the rate limit', async () => {
    expect(await ipSeen(off, '203.0.113.7', '198.51.100.1')).toEqual({ ip: '203.0.113.7' });
    // Two tries for the one real address, whatever each request claims to come from.
    expect(await statusesClaimingNewAddresses(off)).toEqual([404, 404, 429, 429]);
  });

  it('an IPv6 client counts as its /64: a new address per request does not open a new window', async () => {
    // One IPv6 host is handed a whole /64; counted per address, its limit never applied.
    const statuses: number[] = [];
    for (const host of ['1', '2', 'abcd:1', 'ffff:ffff:ffff'])
      statuses.push((await lookup(off, {}, `2001:db8:1:2::${host}`)).statusCode);
    expect(statuses).toEqual([404, 404, 429, 429]);
    // The next /64 is another client; an IPv4 address mapped into IPv6 is that IPv4 address.
    expect((await lookup(off, {}, '2001:db8:1:3::1')).statusCode).toBe(404);
    expect((await lookup(off, {}, '198.51.100.77')).statusCode).toBe(404);
    expect((await lookup(off, {}, '::ffff:198.51.100.77')).statusCode).toBe(404);
    expect((await lookup(off, {}, '::FFFF:198.51.100.77')).statusCode).toBe(429);
  });

  it('a hop count: the address the trusted proxy saw is the client, each counted on its own', async () => {
    // One hop: the right-most address, the one the proxy itself added.
    expect(await ipSeen(oneHop, '10.0.0.2', '198.51.100.1, 198.51.100.9')).toEqual({
      ip: '198.51.100.9',
    });
    expect(await statusesClaimingNewAddresses(oneHop)).toEqual([404, 404, 404, 404]);
    expect((await lookup(oneHop, { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(404);
    expect((await lookup(oneHop, { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
  });

  it('addresses: only a listed proxy is believed', async () => {
    expect(await ipSeen(listed, '10.1.2.3', '198.51.100.1')).toEqual({ ip: '198.51.100.1' });
    expect(await ipSeen(listed, '203.0.113.7', '198.51.100.1')).toEqual({ ip: '203.0.113.7' });
  });
});

describe('development-only routes answer this machine alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const devRoutes = [
    '/dev/mailbox',
    '/api/dev/mailbox',
    '/dev/mailbox/1',
    '/dev/mailbox/1/attachments/0',
  ];

  it('a client on the network gets 404, as for an address that does not exist', async () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1']) {
      for (const url of devRoutes) {
        const response = await t.app.inject({ url, remoteAddress });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(response.body).not.toContain('Local mailbox');
      }
      const api = await t.app.inject({ url: '/api/dev/mailbox', remoteAddress });
      expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('X-Forwarded-For saying "127.0.0.1" does not let a network client in', async () => {
    const response = await t.app.inject({
      url: '/api/dev/mailbox',
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('a proxy or tunnel on this machine does not make its visitors local', async () => {
    // nginx, ngrok or cloudflared on this machine connect from 127.0.0.1 for every visitor.
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.9'],
      ['forwarded', 'for=203.0.113.9'],
      ['x-real-ip', '203.0.113.9'],
      ['via', '1.1 tunnel'],
    ] as const)
      for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
        const response = await t.app.inject({
          url,
          remoteAddress: '127.0.0.1',
          headers: { [name]: value },
        });
        expect(response.statusCode, `${url} with ${name}`).toBe(404);
      }
  });

  it('a client on this machine (IPv4, IPv6, IPv4 in IPv6) opens the mailbox', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
      expect(page.body).toContain('Local mailbox');
      const api = await t.app.inject({ url: '/api/dev/mailbox', remoteAddress });
      expect(api.statusCode, remoteAddress).toBe(200);
    }
  });

  it('loopback addresses are told apart from the rest', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.1',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.1',
      '::ffff:7f00:1',
    ])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      undefined,
      '',
      '128.0.0.1',
      '10.127.0.1',
      '::',
      '::2',
      '1::1',
      '::ffff:10.0.0.1',
      'fe80::1',
      'localhost',
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

/** A built web app of one index.html, as the SPA's (the pages' statuses are the server's). */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hl-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Houselights</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

describe('pages: the status of an address, and one host name', () => {
  let t: TestApp;
  let webDist: string;
  const site = 'http://localhost:3000';
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({ webDist, publicUrl: site });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });
  const get = (url: string, host = 'localhost:3000') => t.app.inject({ url, headers: { host } });

  it('a page address that exists answers 200 with the SPA', async () => {
    const listings = (await t.app.inject('/api/listings')).json() as {
      performances: { id: number; productionSlug: string }[];
    };
    const first = listings.performances[0];
    if (!first) throw new Error('no performance');
    for (const url of [
      '/',
      '/listings',
      '/listings?access=asl',
      '/login',
      '/account/your-orders/MSP-DEM0PAST',
      '/checkout/payment?outcome=declined',
      `/events/${first.productionSlug}`,
      `/events/${first.productionSlug}/${first.id}`,
      `/events/${first.productionSlug}/${first.id}/syos/balcony`,
      // The box office's addresses are a list of their own (box-office-page-routes.ts).
      '/box-office',
      '/box-office/venues/3',
      '/box-office/season/3/performances/5/prices',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('one that does not exist answers 404 with the SPA (which draws the not-found page)', async () => {
    for (const url of [
      '/no-such-page',
      '/listings/more',
      '/events/no-such-show',
      '/events/a-christmas-carol/999999',
      '/events/a-christmas-carol/not-a-number',
      '/events/a-christmas-carol/26/nowhere',
      '/account/your-orders/not-an-order',
      '/box-office/xyz',
      '/box-office/venues/not-a-number',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/no-such-page',
      headers: { host: 'localhost:3000' },
    });
    expect(head.statusCode).toBe(404);
  });

  it("the API's 404s stay JSON", async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    expect((await get('/api/events/no-such-show')).json()).toMatchObject({
      code: 'PRODUCTION_NOT_FOUND',
    });
  });

  it("pages at another host name go to PUBLIC_URL's, same path and query", async () => {
    for (const [host, url] of [
      ['127.0.0.1:3000', '/listings?access=asl'],
      ['127.0.0.1:3000', '/checkout/basket'],
      ['192.168.1.20:3000', '/'],
      ['[::1]:3000', '/events/a-christmas-carol'],
      ['localhost:3001', '/no-such-page'],
      ['evil.example', '/login?next=/account'],
    ] as const) {
      const response = await get(url, host);
      expect(response.statusCode, `${host}${url}`).toBe(302);
      expect(response.headers.location, `${host}${url}`).toBe(`${site}${url}`);
    }
    // The host name compares in any case; PUBLIC_URL's own host is served.
    expect((await get('/listings', 'LOCALHOST:3000')).statusCode).toBe(200);
  });

  it('the API, files and other methods are not redirected', async () => {
    expect((await get('/api/listings', '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('/robots.txt', '127.0.0.1:3000')).statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/auth/lookup',
      headers: { host: '127.0.0.1:3000' },
      payload: { email: 'nobody@example.org' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'NO_CUSTOMER_FOUND' });
  });
});
