/**
 * `npm run bench:js`: figure 1 of `npm run bench` alone (the listings page's initial
 * JavaScript, gzipped, measured as bench/run.ts measures it), without Lighthouse and the load,
 * with each script's size, to see what a change adds to the storefront's first download.
 * `BENCH_DATA_DIR=dir` keeps the server's PGlite database there, so a second run skips the seed.
 */
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWeb } from '../scripts/build-web.ts';
import { spawnServer, waitForHealth } from '../scripts/server-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../src/testing/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Gzipped size of a built file (the pre-compressed one when there is one), as bench/run.ts. */
function gzipSize(pathname: string): number {
  const file = path.join(root, 'dist/web', pathname);
  return existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error(CHROMIUM_MISSING);
buildWeb();
const dataDir =
  process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'houselights-js-'));
const port = 3950 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;
const server = spawnServer(
  {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: 'true',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  },
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
try {
  await waitForHealth(`${base}/api/health`, server);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}/listings`, { waitUntil: 'networkidle' });
  await browser.close();
  let bytes = 0;
  for (const script of [...scripts].sort()) {
    const size = gzipSize(script);
    bytes += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${script}`);
  }
  console.log(
    `listings initial JS (gzip): ${(bytes / 1024).toFixed(1)} KiB (${bytes} B) in ${scripts.size} files`,
  );
} finally {
  server.kill();
}
