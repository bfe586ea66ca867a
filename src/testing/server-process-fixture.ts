import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnServer, waitForHealth } from '../../scripts/server-process.ts';
import { type Database, openDatabase } from '../adapters/db/client.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server (`node src/server/main.ts`, as `npm start` runs it) in a child process that a
 * test may kill outright and start again on the same data: a PostgreSQL database of its own when
 * TEST_DATABASE_URL is set, else a PGlite folder. Its address stays the same across restarts.
 */
export class ServerProcess {
  readonly baseUrl: string;
  private readonly port: number;
  private readonly env: Record<string, string>;
  private readonly database:
    | { kind: 'postgres'; url: string; admin: string; name: string }
    | {
        kind: 'pglite';
        dir: string;
      };
  private child: ChildProcess | undefined;

  private constructor(
    port: number,
    env: Record<string, string>,
    database: ServerProcess['database'],
  ) {
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.env = env;
    this.database = database;
  }

  /** A fresh database (migrated and seeded by the server's first start); not started yet. */
  static async create(env: Record<string, string> = {}): Promise<ServerProcess> {
    const port = await freePort();
    const admin = process.env.TEST_DATABASE_URL;
    if (admin) {
      const name = `hl_proc_${process.pid}_${Date.now()}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return new ServerProcess(port, env, { kind: 'postgres', url: url.toString(), admin, name });
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'houselights-proc-'));
    return new ServerProcess(port, env, { kind: 'pglite', dir });
  }

  get running(): boolean {
    return (
      this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
    );
  }

  /** Starts the server; `env` adds to (or overrides) the environment for this start only. */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.running) throw new Error('already running');
    const database =
      this.database.kind === 'postgres'
        ? { DATABASE_URL: this.database.url }
        : { DATA_DIR: this.database.dir };
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    this.child = spawnServer(
      {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        // The provider sends the buyer back here (PUBLIC_URL defaults to localhost:PORT).
        PUBLIC_URL: this.baseUrl,
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'server-process-fixture-secret-0123456789',
        ...database,
        ...this.env,
        ...env,
      },
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    await waitForHealth(`${this.baseUrl}/api/health`, this.child);
  }

  /** Ends the process: SIGKILL is a crash (nothing runs after it), SIGTERM a clean shutdown. */
  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  /**
   * The server's database, opened from the test. PGlite allows one process at a time, so there
   * the server must be stopped first (PostgreSQL: any time).
   */
  async withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
    if (this.database.kind === 'pglite' && this.running)
      throw new Error('stop the server before opening its PGlite folder');
    const database =
      this.database.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: this.database.url, poolSize: 1 })
        : await openDatabase({ kind: 'pglite', dataDir: path.join(this.database.dir, 'pglite') });
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  }

  /** Stops the server and drops its data. */
  async destroy(): Promise<void> {
    await this.kill('SIGTERM');
    if (this.database.kind === 'pglite') {
      rmSync(this.database.dir, { recursive: true, force: true });
      return;
    }
    const client = new pg.Client({ connectionString: this.database.admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${this.database.name} WITH (FORCE)`);
    await client.end();
  }
}
