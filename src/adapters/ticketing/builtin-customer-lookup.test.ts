import { afterAll, beforeAll } from 'vitest';
import {
  type CustomerLookupFixture,
  customerLookupContract,
} from '../../domain/ports/customer-lookup.contract.ts';
import { buildReportScenario } from '../../testing/box-office-report-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { BuiltinCustomerLookup } from './builtin-customer-lookup.ts';

let t: TestDatabase | undefined;
let fixture: Promise<CustomerLookupFixture> | undefined;
// Built once, in a hook (a new test database takes a while on a busy machine): the look-up only
// reads, so every case may share it.
beforeAll(async () => {
  fixture = (async () => {
    t = await createTestDatabase();
    const scenario = await buildReportScenario(t.database.db);
    const clock = { now: () => new Date('2020-03-20T12:00:00Z') };
    return { lookup: new BuiltinCustomerLookup(t.database.db, clock), ...scenario };
  })();
  await fixture;
}, 180_000);
afterAll(() => t?.destroy());

customerLookupContract('built-in engine', () => {
  if (!fixture) throw new Error('no fixture');
  return fixture;
});
