import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../adapters/db/client.ts';
import { seedDemoSeason } from '../adapters/db/seed/demo-season.ts';

/** The fixed "now" of every API test: the demo season is seeded relative to it. */
export const TEST_NOW = new Date('2026-11-22T15:00:00Z');

export interface TestDatabase {
  database: Database;
  destroy(): Promise<void>;
}

let pgliteTemplate: Promise<PGlite> | undefined;

/** A migrated, seeded PGlite, made once per test file and cloned per test. */
async function pgliteClone(): Promise<TestDatabase> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    const template = await openDatabase({ kind: 'pglite', client });
    await template.migrate();
    await seedDemoSeason(template.db, TEST_NOW);
    await template.analyze();
    return client;
  })();
  const client = await (await pgliteTemplate).clone();
  const database = await openDatabase({ kind: 'pglite', client: client as PGlite });
  return { database, destroy: () => database.close() };
}

let postgresTemplate: Promise<string> | undefined;
let counter = 0;

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** On PostgreSQL: a template database seeded once, then `CREATE DATABASE … TEMPLATE` per test. */
async function postgresCopy(url: string): Promise<TestDatabase> {
  postgresTemplate ??= (async () => {
    const name = `hl_template_${process.pid}_${Date.now()}`;
    await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const template = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, name),
      poolSize: 2,
    });
    await template.migrate();
    await seedDemoSeason(template.db, TEST_NOW);
    await template.analyze();
    await template.close();
    return name;
  })();
  const template = await postgresTemplate;
  const name = `hl_test_${process.pid}_${Date.now()}_${counter++}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, name),
    poolSize: 5,
  });
  return {
    database,
    destroy: async () => {
      await database.close();
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** PostgreSQL when TEST_DATABASE_URL is set (as in CI), else PGlite. Same seeded data in both. */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresCopy(url) : pgliteClone();
}

export function testDatabaseKind(): 'postgres' | 'pglite' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
