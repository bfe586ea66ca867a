import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { findPerformance, textOf, until, visibleText, waitForPath } from './support/site.ts';

const NOT_FOUND_TITLE = "Something went wrong. We're sorry.";
const NOT_FOUND_TEXT = 'This page could not be found.';
const BYPASS_TOKEN = 'e2e-bypass-token';

describe('errors, robots, priority and maintenance', () => {
  let browser: Browser;
  let maintenance: RunningServer | undefined;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    [browser, maintenance] = await Promise.all([
      launchBrowser(),
      startServer({ MAINTENANCE_MODE: 'true' }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await maintenance?.stop();
  });

  async function withPage(run: (page: Page) => Promise<void>, url = baseUrl) {
    const { context, page } = await newPage(browser, { baseUrl: url });
    try {
      await run(page);
    } finally {
      await context.close();
    }
  }

  const h1 = (page: Page) => textOf(page.getByRole('heading', { level: 1 }).first());

  async function expectNotFoundPage(page: Page) {
    expect(
      await until(
        () => h1(page),
        (t) => t === NOT_FOUND_TITLE,
      ),
    ).toBe(NOT_FOUND_TITLE);
    const main = page.getByRole('main');
    expect(await textOf(main.getByText(NOT_FOUND_TEXT, { exact: true }))).toBe(NOT_FOUND_TEXT);
    expect(await main.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe(
      '/listings',
    );
    expect(await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(await page.title()).toBe(`${NOT_FOUND_TEXT} · Maple Street Playhouse`);
  }

  it('an unknown address answers HTTP 404 and shows the 404 page, whose links lead on', async () => {
    await withPage(async (page) => {
      // Spec §8: the status says so too (it used to be 200 with the not-found page).
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page);
      expect(new URL(page.url()).pathname).toBe('/no-such-page');

      await page.getByRole('main').getByRole('link', { name: 'Browse events' }).click();
      await waitForPath(page, '/listings');
      expect(
        await until(
          () => h1(page),
          (t) => t === 'What’s on',
        ),
      ).toBe('What’s on');

      await page.goto('/no-such-page');
      await expectNotFoundPage(page);
      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      await waitForPath(page, '/');
      expect(
        await until(
          () => h1(page),
          (t) => t !== NOT_FOUND_TITLE,
        ),
      ).toBe('Live theater for all of Riverton');
    });
  });

  it('an unknown production, an unknown performance and a malformed id show the same 404 page', async () => {
    const other = await findPerformance(baseUrl, { slug: 'our-town' });
    const addresses = [
      '/events/no-such-show',
      '/events/a-christmas-carol/999999',
      '/events/a-christmas-carol/not-a-number',
      // A real performance, but of another production.
      `/events/a-christmas-carol/${other.id}`,
    ];
    await withPage(async (page) => {
      for (const address of addresses) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(404);
        await expectNotFoundPage(page);
        expect(new URL(page.url()).pathname).toBe(address);
      }
      // The same shapes that exist answer 200 and show their page.
      const known = await page.goto(`/events/our-town/${other.id}`);
      expect(known?.status()).toBe(200);
      expect(
        await until(
          () => h1(page),
          (t) => t.startsWith(other.productionTitle),
        ),
      ).toContain(other.productionTitle);
      expect((await page.goto('/listings'))?.status()).toBe(200);
    });
  });

  it("opened at another host name, the site moves to PUBLIC_URL's before anything is bought", async () => {
    // The e2e server's PUBLIC_URL is http://127.0.0.1:<port>; localhost is the same server by
    // another name, whose cookies the payment provider's return would not carry.
    const other = new URL(baseUrl);
    other.hostname = 'localhost';
    await withPage(async (page) => {
      const response = await page.goto(`${other.origin}/listings?access=asl`);
      expect(response?.status()).toBe(200);
      const landed = new URL(page.url());
      expect(landed.origin).toBe(baseUrl);
      expect(`${landed.pathname}${landed.search}`).toBe('/listings?access=asl');
      expect(
        await until(
          () => h1(page),
          (t) => t === 'What’s on',
        ),
      ).toBe('What’s on');
      // Nothing was kept for the other name (the redirect comes before any cookie).
      const hosts = new Set((await page.context().cookies()).map((c) => c.domain));
      expect(hosts.has('localhost')).toBe(false);
    });
  });

  it('a trailing slash redirects to the address without it, keeping the query', async () => {
    const response = await fetch(`${baseUrl}/listings/?access=asl`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/listings?access=asl');

    await withPage(async (page) => {
      await page.goto('/listings/');
      const url = await waitForPath(page, '/listings', '');
      expect(url.pathname).toBe('/listings');
      expect(
        await until(
          () => h1(page),
          (t) => t === 'What’s on',
        ),
      ).toBe('What’s on');
    });
  });

  it('asks search engines to stay away: header, meta tag and robots.txt', async () => {
    for (const address of ['/', '/listings', '/no-such-page', '/api/listings', '/robots.txt']) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.headers.get('x-robots-tag'), address).toMatch(/\bnoindex\b/);
    }
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /');

    await withPage(async (page) => {
      await page.goto('/listings');
      await until(
        () => h1(page),
        (t) => t === 'What’s on',
      );
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
        'noindex, nofollow',
      );
    });
  });

  it('serves hashed assets pre-compressed and cached for good, index.html never cached', async () => {
    const index = await fetch(`${baseUrl}/listings`, { headers: { 'accept-encoding': 'br' } });
    expect(index.headers.get('content-encoding')).toBe('br');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(`${baseUrl}${script}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(asset.headers.get('content-type')).toContain('javascript');
    }
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('a priority-booking performance says it is not available, and shows no prices', async () => {
    const priority = await findPerformance(baseUrl, {
      slug: 'our-town',
      state: AvailabilityState.PRIORITY,
    });
    await withPage(async (page) => {
      await page.goto(`/events/our-town/${priority.id}`);
      await until(
        () => h1(page),
        (t) => t.startsWith(priority.productionTitle),
      );
      const alert = page.getByRole('alert');
      expect(await visibleText(alert)).toMatch(/^Oops! This event is currently not available\./);
      expect(await textOf(alert.locator('strong'))).toBe(
        'Oops! This event is currently not available.',
      );
      expect(await page.getByRole('heading', { name: 'Ticket prices' }).count()).toBe(0);
    });
  });

  it('maintenance: pages go to /maintenance and the API answers 503', async () => {
    const url = maintenance?.baseUrl ?? '';
    const api = await fetch(`${url}/api/listings`);
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ statusCode: 503, code: 'MAINTENANCE_MODE' });
    const status = await fetch(`${url}/api/site-status`);
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ maintenance: true, bypass: false });

    await withPage(async (page) => {
      for (const address of ['/listings', '/', '/events/a-christmas-carol']) {
        await page.goto(address);
        await waitForPath(page, '/maintenance');
        expect(
          await until(
            () => h1(page),
            (t) => t === 'We’ll be right back',
          ),
        ).toBe('We’ll be right back');
      }
      expect(await textOf(page.getByRole('main'))).toContain('(845) 555-0142');
    }, url);
  });

  it('maintenance: the bypass token lets staff in; a wrong token does not', async () => {
    const url = maintenance?.baseUrl ?? '';
    await withPage(async (page) => {
      await page.goto(`/maintenance-bypass?token=wrong-token`);
      await waitForPath(page, '/maintenance');
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain(
        'maintenance_bypass',
      );
      await page.goto('/listings');
      await waitForPath(page, '/maintenance');
      expect(
        await until(
          () => h1(page),
          (t) => t === 'We’ll be right back',
        ),
      ).toBe('We’ll be right back');
    }, url);

    await withPage(async (page) => {
      await page.goto(`/maintenance-bypass?token=${BYPASS_TOKEN}`);
      await waitForPath(page, '/');
      const cookie = (await page.context().cookies()).find((c) => c.name === 'maintenance_bypass');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });

      await page.goto('/listings');
      expect(
        await until(
          () => h1(page),
          (t) => t === 'What’s on',
        ),
      ).toBe('What’s on');
      expect(new URL(page.url()).pathname).toBe('/listings');
      await page.getByRole('main').getByRole('article').first().waitFor();
      const api = await page.request.get('/api/listings');
      expect(api.status()).toBe(200);
    }, url);
  });
});
