/**
 * What the benches share: a fresh database of their own (PostgreSQL when DATABASE_URL is set, a
 * database created on that server and dropped after; else PGlite in a temporary folder), a free
 * port, and percentiles.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '../src/adapters/db/client.ts';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  options: DatabaseOptions;
  /** The storefront server's environment for it. */
  env: NodeJS.ProcessEnv;
  describe: string;
  destroy(): Promise<void>;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `name` tells the databases (or folders) of the benches apart. */
export async function createBenchDatabase(name: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = `houselights_${name}_${Date.now()}`;
    await admin(serverUrl, `CREATE DATABASE ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return {
      kind: 'postgres',
      options: { kind: 'postgres', url: url.toString(), poolSize: 2 },
      env: { DATABASE_URL: url.toString() },
      describe: `PostgreSQL, database ${database} on ${url.host}`,
      destroy: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `houselights-${name}-`));
  const pgliteDir = path.join(dataDir, 'pglite');
  return {
    kind: 'pglite',
    options: { kind: 'pglite', dataDir: pgliteDir },
    env: { DATA_DIR: dataDir },
    describe: `PGlite in ${pgliteDir} (set DATABASE_URL for PostgreSQL)`,
    destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** The p-th percentile (nearest rank) of some values, 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
