import { afterAll, beforeAll } from 'vitest';
import {
  type BoxOfficeReportsFixture,
  boxOfficeReportsContract,
} from '../../domain/ports/box-office-reports.contract.ts';
import { buildReportScenario } from '../../testing/box-office-report-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { BuiltinBoxOfficeReports } from './builtin-box-office-reports.ts';

let t: TestDatabase | undefined;
let fixture: Promise<BoxOfficeReportsFixture> | undefined;
// Built once, in a hook (a new test database takes a while on a busy machine): reports only
// read, so every case may share it.
beforeAll(async () => {
  fixture = (async () => {
    t = await createTestDatabase();
    const scenario = await buildReportScenario(t.database.db);
    return { reports: new BuiltinBoxOfficeReports(t.database.db), ...scenario };
  })();
  await fixture;
}, 180_000);
afterAll(() => t?.destroy());

boxOfficeReportsContract('built-in engine', () => {
  if (!fixture) throw new Error('no fixture');
  return fixture;
});
