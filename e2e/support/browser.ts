import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../../src/testing/chromium.ts';
import { settle } from './site.ts';
import { visitorHeaders } from './visitor.ts';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** `extraArgs`: more Chromium switches (the door's fake camera). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return chromium.launch({
    executablePath,
    args: [
      ...CHROMIUM_ARGS,
      ...extraArgs,
      `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'hl-chromium-'))}`,
    ].filter(
      // playwright passes its own headless flag and user data dir handling
      (arg) => arg !== '--headless' && !arg.startsWith('--user-data-dir'),
    ),
    headless: true,
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** A fresh context (axe needs one): a new visitor, with the browser's preferred language set. */
export async function newPage(
  browser: Browser,
  opts: {
    baseUrl: string;
    locale?: string;
    viewport?: { width: number; height: number };
    visitor?: boolean;
  },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: opts.baseUrl,
    locale: opts.locale ?? 'en-US',
    viewport: opts.viewport ?? DESKTOP,
    // A visitor of its own (support/visitor.ts), unless the page is someone at this machine:
    // the local mailbox answers only requests that no proxy passed on.
    ...(opts.visitor === false ? {} : { extraHTTPHeaders: visitorHeaders() }),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Serious and critical axe violations, as readable lines (empty when the page is clean). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export interface PageOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  /** false: the page is a person at the server's machine (who may open the local mailbox). */
  visitor?: boolean;
}

/** One browser per spec file (launched before, closed after), a fresh context per page. */
export function browserSession(baseUrl: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async function withPage<T>(
    opts: PageOptions,
    run: (page: Page, context: BrowserContext) => Promise<T>,
  ): Promise<T> {
    if (!browser) throw new Error('The browser has not started');
    const { context, page } = await newPage(browser, { baseUrl, ...opts });
    try {
      return await run(page, context);
    } finally {
      await context.close();
    }
  };
}

/** Settled, screenshotted (test-results/screenshots/<name>.png) and free of serious axe findings. */
export async function axeClean(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), name).toEqual([]);
}
