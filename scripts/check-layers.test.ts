import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers, violationsIn } from './check-layers.ts';

describe('layer rule', () => {
  it('holds for the whole source tree', () => {
    expect(checkLayers(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });

  it('refuses web importing the server, and react outside web', () => {
    expect(
      violationsIn('src/web/x.tsx', "import { buildApp } from '../server/app.ts';"),
    ).toHaveLength(1);
    expect(violationsIn('src/domain/x.ts', "import { useState } from 'react';")).toHaveLength(1);
  });

  it('refuses database packages outside adapters and fastify outside server', () => {
    expect(violationsIn('src/domain/x.ts', "import { eq } from 'drizzle-orm';")).toHaveLength(1);
    expect(violationsIn('src/server/routes/x.ts', "import pg from 'pg';")).toHaveLength(1);
    expect(violationsIn('src/adapters/x.ts', "import Fastify from 'fastify';")).toHaveLength(1);
    expect(violationsIn('src/adapters/x.ts', "import { eq } from 'drizzle-orm';")).toEqual([]);
  });

  it('lets only the composition root wire adapters into the server', () => {
    const line = "import { openDatabase } from '../adapters/db/client.ts';";
    expect(violationsIn('src/server/main.ts', line)).toEqual([]);
    expect(violationsIn('src/server/compose.ts', line)).toEqual([]);
    expect(violationsIn('src/server/app.ts', line)).toHaveLength(1);
  });

  it('lets tests use the test helpers, but not cross layers otherwise', () => {
    expect(
      violationsIn(
        'src/server/x.test.ts',
        "import { createTestApp } from '../testing/test-app.ts';",
      ),
    ).toEqual([]);
    expect(
      violationsIn('src/web/x.test.ts', "import { buildApp } from '../server/app.ts';"),
    ).toHaveLength(1);
  });

  it('sees dynamic and side-effect imports too', () => {
    expect(
      violationsIn('src/web/x.ts', "const m = await import('../adapters/db/client.ts');"),
    ).toHaveLength(1);
    expect(violationsIn('src/web/x.ts', "import '../server/app.ts';")).toHaveLength(1);
  });
});
