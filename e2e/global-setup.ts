import type { TestProject } from 'vitest/node';
import { buildWeb } from '../scripts/build-web.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  buildWeb();
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
