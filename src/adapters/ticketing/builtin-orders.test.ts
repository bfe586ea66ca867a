/**
 * The built-in orders run the Orders contract, with the storefront's Payments keeping the
 * sessions, on a copy of the demo season (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { ordersContract } from '../../domain/ports/orders.contract.ts';
import { builtinOrdersFixture } from '../../testing/builtin-port-fixtures.ts';

ordersContract('built-in engine', builtinOrdersFixture);
