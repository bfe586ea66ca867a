/**
 * The storefront's payment records on our database run the Payments contract, beside the
 * built-in orders whose payments they keep (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { paymentsContract } from '../../domain/ports/payments.contract.ts';
import { builtinOrdersFixture } from '../../testing/builtin-port-fixtures.ts';

paymentsContract('database', builtinOrdersFixture);
