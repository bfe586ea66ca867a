/**
 * The real server process (`node src/server/main.ts`, as `npm start` runs it) on a PGlite
 * folder: one server per folder, and a start-up log that names the one address to open.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../testing/server-process-fixture.ts';

let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.create({ LOG_LEVEL: 'info' }, { database: 'pglite' });
  // Every interface, as by default: the log must still name one address, PUBLIC_URL.
  await server.start({ HOST: '0.0.0.0' });
}, 180_000);
afterAll(() => server?.destroy());

describe('the server process', () => {
  it('logs one address to open at start: PUBLIC_URL', () => {
    const urls = new Set(
      [...server.output.matchAll(/https?:\/\/[^\s"'()]+/g)].map((m) => new URL(m[0]).origin),
    );
    expect([...urls]).toEqual([server.baseUrl]);
    expect(server.output).toContain(`storefront ready on ${server.baseUrl}`);
    expect(server.output).not.toMatch(/listening at|0\.0\.0\.0/i);
  });

  it('a second server on the same PGlite folder refuses to start, at once, saying why', async () => {
    const second = await server.runAnother(45_000);
    expect(second.exitCode).toBe(1);
    expect(second.output).toMatch(/The database folder .*pglite is in use by another server/);
    expect(second.output).toContain('DATA_DIR');
    // Before it prepares or opens anything (it used to start and serve): in about the time
    // Node takes to load the server's modules (a second or two; more on a busy machine).
    expect(second.ms).toBeLessThan(30_000);
    // The first is untouched and still serving.
    expect(server.running).toBe(true);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  }, 90_000);

  it('a lock left by a crashed server (its process is gone) does not block the next start', async () => {
    await server.kill('SIGKILL');
    await server.withDatabase(async () => {}); // the folder itself is intact
    await server.start({ HOST: '0.0.0.0' });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  }, 180_000);

  it('a clean shutdown removes its lock', async () => {
    await server.kill('SIGTERM');
    expect(existsSync(server.lockFile ?? '')).toBe(false);
  }, 60_000);
});
