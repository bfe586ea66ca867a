import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * V8 flags of the server process. Loading a few hundred ES modules at start grows V8's young
 * generation to its maximum and it never shrinks again; a smaller ceiling keeps the server
 * within its memory budget (≤ 300 MB RSS on PGlite) at little cost in throughput (see
 * docs/decisions/005-server-memory.md for the figures).
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv): string[] {
  // The budget is PGlite's (its WebAssembly memory shares the process); on PostgreSQL the
  // server has room, and a larger young generation halves GC time in an on-sale rush.
  // On PostgreSQL: 32 MB (in the on-sale bench, p99 218–264 ms against 271–393 ms with 16).
  const flags = [`--max-semi-space-size=${env.DATABASE_URL ? 32 : 4}`];
  // On PGlite, V8's memory-saving mode too: about 18 MB less resident after the bench's load,
  // at no cost in requests/s that the bench could see (decision 005).
  if (!env.DATABASE_URL) flags.push('--optimize-for-size');
  // `HOUSELIGHTS_CPU_PROF=dir` writes a V8 CPU profile of the server there (for the benches).
  if (env.HOUSELIGHTS_CPU_PROF)
    flags.push('--cpu-prof', `--cpu-prof-dir=${env.HOUSELIGHTS_CPU_PROF}`);
  return flags;
}

const root = path.resolve(import.meta.dirname, '..');

/** Runs `src/server/main.ts` in its own Node process with the server's flags. */
export function spawnServer(env: NodeJS.ProcessEnv, options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, [...serverNodeFlags(env), path.join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env,
  });
}

/**
 * Resolves once the server answers `url` with 2xx; fails at once if it exits, or after two
 * minutes (a first start prepares a new database: over a minute on a busy 2-core machine).
 */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
