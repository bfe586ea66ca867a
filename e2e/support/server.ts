import { ServerProcess } from '../../src/testing/server-process-fixture.ts';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` would (same process and flags) on a free port and a
 * fresh database of its own (src/testing/server-process-fixture.ts), PUBLIC_URL its own address.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const server = await ServerProcess.create({
    MAINTENANCE_BYPASS_TOKEN: 'e2e-bypass-token',
    // Each test is its own visitor (support/visitor.ts): the server takes X-Forwarded-For
    // from the test process on loopback, as it would from a proxy in front of it.
    TRUST_PROXY: 'loopback',
    ...extraEnv,
  });
  await server.start();
  return { baseUrl: server.baseUrl, stop: () => server.destroy() };
}
