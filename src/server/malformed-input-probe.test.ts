/**
 * The malformed-input probe (src/testing/malformed-input-probe.ts) as an anonymous visitor:
 * every operation of the OpenAPI document, every malformed input, never a 5xx. Runs on
 * PostgreSQL when TEST_DATABASE_URL is set (CI), like every API test. The signed-in half is
 * its own file, so the two run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeEveryOperation } from '../testing/malformed-input-probe.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`malformed input, anonymous, on ${testDatabaseKind()}`, () => {
  it('answers every operation of the OpenAPI document 4xx in the error shape, never 5xx', async () => {
    const run = await probeEveryOperation(t, 'anonymous');
    // The document is read, not a copy: every route is there, writes and reads.
    expect(run.operations.length).toBeGreaterThan(60);
    expect(run.operations).toEqual(
      expect.arrayContaining([
        'POST /api/cart/seats',
        'GET /api/listings',
        'PUT /api/account/details',
      ]),
    );
    expect(run.probes).toBeGreaterThan(5_000);
    expect(run.failures).toEqual([]);
  }, 180_000);
});
