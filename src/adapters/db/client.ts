import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite has no autovacuum: refresh planner statistics after bulk writes. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

const PGLITE_CONF = ['shared_buffers = 16MB', 'work_mem = 4MB', 'maintenance_work_mem = 16MB'];

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory. */
  | { kind: 'pglite'; dataDir?: string; client?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that the server drops (a restart, a dropped test database) emits 'error' on
    // the pool; with no listener that would crash the process. The pool replaces the client.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      analyze: async () => {
        await pool.query('ANALYZE');
      },
      close: () => pool.end(),
    };
  }
  let client = options.client;
  if (!client) {
    // PGlite needs the parent folder to exist.
    if (options.dataDir)
      mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    // Memory budget (≤ 300 MB RSS for the whole server): Postgres' default 128 MB of shared
    // buffers is far more than a box office's catalogue needs.
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      postgresqlconf: PGLITE_CONF,
    });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    analyze: async () => {
      await pglite.exec('ANALYZE');
    },
    close: () => pglite.close(),
  };
}
