/**
 * `npm test`: everything, browser tests included. Checks for Chromium first (one line saying how
 * to get it), builds the web app when stale, then runs Vitest's unit, API and e2e projects.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from '../src/testing/chromium.ts';
import { buildWeb } from './build-web.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!findChromium()) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}
buildWeb();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
process.exit(result.status ?? 1);
