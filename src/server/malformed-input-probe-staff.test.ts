/**
 * The malformed-input probe (src/testing/malformed-input-probe.ts) as the demo administrator,
 * signed in with the second factor: every box-office operation of the OpenAPI document, every
 * malformed input, never a 5xx. (The probe also sends each operation one well-formed body, so it
 * may make a change; that bad input changes nothing is each staff area's own test.) Runs on
 * PostgreSQL when TEST_DATABASE_URL is set (CI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeEveryOperation } from '../testing/malformed-input-probe.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

describe(`malformed input, box-office administrator, on ${testDatabaseKind()}`, () => {
  it('answers every staff operation 4xx in the error shape, never 5xx', async () => {
    const run = await probeEveryOperation(t, 'staff');
    expect(run.operations).toEqual(
      expect.arrayContaining([
        'POST /api/box-office/staff',
        'PATCH /api/box-office/staff/{staffId}',
      ]),
    );
    expect(run.probes).toBeGreaterThan(200);
    expect(run.failures).toEqual([]);
  }, 300_000);
});
