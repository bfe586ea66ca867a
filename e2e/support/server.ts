import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnServer, waitForHealth } from '../../scripts/server-process.ts';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

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

/** A fresh database: a new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite on disk. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `hl_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: dbUrl.toString() },
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'houselights-e2e-'));
  return {
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Starts the real server as `npm start` would (same process and flags), on a free port. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const database = await freshDatabase();
  const child: ChildProcess = spawnServer(
    {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MAINTENANCE_BYPASS_TOKEN: 'e2e-bypass-token',
      ...database.env,
      ...extraEnv,
    },
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, child);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      await database.drop();
    },
  };
}
