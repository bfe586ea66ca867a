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

  /**
   * A fresh database (migrated and seeded by the server's first start); not started yet.
   * `database: 'pglite'` uses a PGlite folder even when TEST_DATABASE_URL is set.
   */
  static async create(
    env: Record<string, string> = {},
    options: { database?: 'pglite' } = {},
  ): Promise<ServerProcess> {
    const port = await freePort();
    const admin = options.database === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
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

  /** The lock file of its PGlite folder (src/adapters/db/data-dir-lock.ts). */
  get lockFile(): string | undefined {
    return this.database.kind === 'pglite'
      ? `${path.join(this.database.dir, 'pglite')}.lock`
      : undefined;
  }

  get running(): boolean {
    return (
      this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
    );
  }

  /** What the running (or last) server process wrote to stdout and stderr, up to 64 KB. */
  output = '';

  private environment(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
    const database =
      this.database.kind === 'postgres'
        ? { DATABASE_URL: this.database.url }
        : { DATA_DIR: this.database.dir };
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    return {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The provider sends the buyer back here (PUBLIC_URL defaults to localhost:PORT).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'server-process-fixture-secret-0123456789',
      ...database,
      ...this.env,
      ...env,
    };
  }

  /** A server process whose output is kept (and shown, as before) in `output`. */
  private spawn(port: number, env: Record<string, string>, keep: (text: string) => void) {
    const child = spawnServer(this.environment(port, env), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      keep(chunk.toString());
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      keep(chunk.toString());
    });
    return child;
  }

  /** Starts the server; `env` adds to (or overrides) the environment for this start only. */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.running) throw new Error('already running');
    this.output = '';
    this.child = this.spawn(this.port, env, (text) => {
      if (this.output.length < 65_536) this.output += text;
    });
    await waitForHealth(`${this.baseUrl}/api/health`, this.child);
  }

  /**
   * A second server on this one's database (on another port), as an operator starting
   * `npm start` twice would: resolves with how it ended, or `exitCode: null` if it was still
   * running after `timeoutMs` (then it is killed).
   */
  async runAnother(
    timeoutMs: number,
    env: Record<string, string> = {},
  ): Promise<{ exitCode: number | null; output: string; ms: number }> {
    const started = performance.now();
    let output = '';
    const child = this.spawn(await freePort(), env, (text) => {
      output += text;
    });
    const exited = once(child, 'exit').then(([code]) => code as number | null);
    const timer = new Promise<'timeout'>((resolve) => setTimeout(resolve, timeoutMs, 'timeout'));
    const first = await Promise.race([exited, timer]);
    if (first === 'timeout') {
      child.kill('SIGKILL');
      await exited;
      return { exitCode: null, output, ms: performance.now() - started };
    }
    return { exitCode: first, output, ms: performance.now() - started };
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
