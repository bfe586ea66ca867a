/**
 * The built-in customer records run the CustomerAccounts contract on a copy of the demo season
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { customerAccountsContract } from '../../domain/ports/customer-accounts.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_ACCESS_CODES, DEMO_CUSTOMERS } from '../db/seed/demo-customers.ts';
import { BuiltinCustomers } from './builtin-customers.ts';

customerAccountsContract('built-in engine', async (clock) => {
  const t = await createTestDatabase();
  const db = t.database.db;
  return {
    accounts: new BuiltinCustomers(db, clock),
    knownEmail: DEMO_CUSTOMERS.rose.email,
    household: {
      member: await demoCustomerId(db, 'maria'),
      otherMember: await demoCustomerId(db, 'daniel'),
      loner: await demoCustomerId(db, 'rose'),
    },
    volunteer: await demoCustomerId(db, 'james'),
    accessCode: { code: DEMO_ACCESS_CODES.daniel, firstName: 'Daniel', lastName: 'Alvarez' },
    close: () => t.destroy(),
  };
});
