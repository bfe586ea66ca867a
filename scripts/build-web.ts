/**
 * Builds the web bundle when it is missing or older than its sources, so `npm start` and
 * `npm test` work on a fresh clone and stay fast on the second run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/web');
const stamp = path.join(root, 'dist/.web-build-stamp');
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

export function webBuildIsStale(): boolean {
  if (!existsSync(stamp) || !existsSync(path.join(dist, 'index.html'))) return true;
  const built = Number(readFileSync(stamp, 'utf8')) || 0;
  return sources.some((source) => newestMtime(source) > built);
}

export function buildWeb(force = false): void {
  if (!force && !webBuildIsStale()) return;
  const startedAt = Date.now();
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Vite takes NODE_ENV from the environment: under `npm test` (NODE_ENV=test) React would be
      // built in development mode, unlike what buyers get.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The web build failed');
  writeFileSync(stamp, String(startedAt));
}

if (import.meta.main) buildWeb(process.argv.includes('--force'));
