/**
 * The database's sessions and links run the AuthStore contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { authStoreContract } from '../../domain/ports/auth-store.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DbAuthStore } from './db-auth-store.ts';

authStoreContract('database', async () => {
  const t = await createTestDatabase();
  return {
    store: new DbAuthStore(t.database.db),
    customers: [
      await demoCustomerId(t.database.db, 'maria'),
      await demoCustomerId(t.database.db, 'james'),
    ],
    close: () => t.destroy(),
  };
});
