import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ProductionDetail } from '../src/shared/contracts/catalogue.ts';
import { formatDate } from '../src/shared/dates.ts';
import { LANG_COOKIE_MAX_AGE_SECONDS, type Locale } from '../src/shared/locales.ts';
import { browserSession } from './support/browser.ts';
import { message, textOf, until, waitForHtmlLang, waitForPath } from './support/site.ts';

const SLUG = 'a-christmas-carol';
const PATH = `/events/${SLUG}`;

describe('choosing the language', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  async function production(locale: Locale): Promise<ProductionDetail> {
    const response = await fetch(`${baseUrl}/api/events/${SLUG}?lang=${locale}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ProductionDetail;
  }

  const h1 = (page: Page) => textOf(page.getByRole('heading', { level: 1 }).first());

  /** The production page's texts, from the language's own message file and content. */
  async function expectProductionPageIn(page: Page, locale: Locale) {
    const content = await production(locale);
    expect(await waitForHtmlLang(page, locale)).toBe(locale);
    expect(
      await until(
        () => h1(page),
        (t) => t === content.title,
      ),
    ).toBe(content.title);
    const nav = page.getByRole('navigation', { name: message(locale, 'nav.mainNavigation') });
    // "What's on" first; "Donate" follows it (issue 10).
    expect(await textOf(nav.getByRole('link').first())).toBe(message(locale, 'nav.whatsOn'));
    expect(await textOf(nav.getByRole('link').nth(1))).toBe(message(locale, 'nav.donate'));
    const main = page.getByRole('main');
    for (const key of ['production.about', 'production.chooseDate']) {
      const text = message(locale, key);
      expect(await textOf(main.getByRole('heading', { name: text, exact: true }))).toBe(text);
    }
    expect(await textOf(main.locator('.production-price'))).toContain(
      message(locale, 'production.allInNote'),
    );
    expect(await textOf(main.locator('.production-dates'))).toContain(
      formatDate(content.lastPerformanceAt ?? '', locale, 'full'),
    );
    const select = page.getByLabel(message(locale, 'nav.language'), { exact: true });
    expect(await select.inputValue()).toBe(locale);
  }

  it('the header select switches to German in place, stores the choice for a year, and a reload keeps it', async () => {
    await withPage({ locale: 'en-US' }, async (page, context) => {
      await page.goto(PATH);
      await expectProductionPageIn(page, 'en-US');
      expect((await context.cookies()).find((c) => c.name === 'lang')).toBeUndefined();

      const switchedAt = Date.now() / 1000;
      await page.getByLabel('Language', { exact: true }).selectOption('de');
      await expectProductionPageIn(page, 'de');
      expect(new URL(page.url()).pathname).toBe(PATH);
      expect(await page.title()).toBe(`${(await production('de')).title} · Maple Street Playhouse`);

      const cookie = (await context.cookies()).find((c) => c.name === 'lang');
      expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax', httpOnly: false });
      const expected = switchedAt + LANG_COOKIE_MAX_AGE_SECONDS;
      expect(cookie?.expires).toBeGreaterThan(expected - 120);
      expect(cookie?.expires).toBeLessThan(expected + 120);
      expect(LANG_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);

      // The server reads the cookie too: the reloaded HTML already says German.
      const response = await page.reload();
      expect(await response?.text()).toContain('<html lang="de"');
      await expectProductionPageIn(page, 'de');
      expect(new URL(page.url()).pathname).toBe(PATH);
    });
  });

  it('switching keeps the query string, so filters stay applied', async () => {
    await withPage({ locale: 'en-US' }, async (page) => {
      await page.goto('/listings?access=asl');
      await until(
        () => h1(page),
        (t) => t === 'What’s on',
      );
      await page.getByLabel('Language', { exact: true }).selectOption('sv');
      await waitForHtmlLang(page, 'sv');
      expect(
        await until(
          () => h1(page),
          (t) => t === message('sv', 'listings.title'),
        ),
      ).toBe('På scen');
      const url = await waitForPath(page, '/listings', '?access=asl');
      expect(url.search).toBe('?access=asl');
      expect(await page.getByLabel(message('sv', 'listings.access')).inputValue()).toBe('asl');
      const rows = page.getByRole('main').getByRole('article');
      await rows.first().waitFor();
      for (const row of await rows.allTextContents())
        expect(row).toContain(message('sv', 'access.asl'));
    });
  });

  it('a first visit with Accept-Language es-MX is in Spanish, without setting a cookie', async () => {
    await withPage({ locale: 'es-MX' }, async (page, context) => {
      const response = await page.goto(PATH);
      expect(response?.request().headers()['accept-language']).toMatch(/^es-MX/);
      expect(await response?.text()).toContain('<html lang="es"');
      await expectProductionPageIn(page, 'es');
      expect(await textOf(page.getByRole('link', { name: 'Cartelera' }).first())).toBe('Cartelera');
      expect((await context.cookies()).find((c) => c.name === 'lang')).toBeUndefined();
    });
  });

  it('a lang cookie beats Accept-Language, and an unknown cookie value is ignored', async () => {
    await withPage({ locale: 'es-MX' }, async (page, context) => {
      await context.addCookies([{ name: 'lang', value: 'sv', url: baseUrl, sameSite: 'Lax' }]);
      const response = await page.goto(PATH);
      expect(await response?.text()).toContain('<html lang="sv"');
      await expectProductionPageIn(page, 'sv');

      await context.addCookies([{ name: 'lang', value: 'xx', url: baseUrl, sameSite: 'Lax' }]);
      await page.reload();
      await expectProductionPageIn(page, 'es');
    });
  });
});
