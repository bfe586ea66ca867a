import { afterAll, beforeAll } from 'vitest';
import { ticketingBackendContract } from '../../domain/ports/ticketing-backend.contract.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.destroy());

ticketingBackendContract(
  'built-in engine',
  () => new BuiltinTicketingBackend(t.database.db, fixedClock()),
);
