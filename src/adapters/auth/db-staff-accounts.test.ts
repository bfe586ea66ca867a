/**
 * The database's staff accounts run the StaffAccounts contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { staffAccountsContract } from '../../domain/ports/staff-accounts.contract.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DbStaffAccounts } from './db-staff-accounts.ts';

staffAccountsContract('database', async () => {
  const t = await createTestDatabase();
  return { accounts: new DbStaffAccounts(t.database.db), close: () => t.destroy() };
});
