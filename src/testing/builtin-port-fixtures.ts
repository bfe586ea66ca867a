/**
 * What the adapters' runs of the port contracts (src/domain/ports/*.contract.ts) share: the demo
 * customers' ids and a cart holding tickets, on the built-in engine over a test database.
 */

import type { Db } from '../adapters/db/client.ts';
import { DEMO_CUSTOMERS } from '../adapters/db/seed/demo-customers.ts';
import { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import type { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import { fixedClock } from './test-app.ts';

/** A demo customer's id (maria has credit, saved cards and orders; daniel a reserved order). */
export async function demoCustomerId(db: Db, who: keyof typeof DEMO_CUSTOMERS): Promise<number> {
  const found = await new BuiltinCustomers(db, fixedClock()).findCredentials(
    DEMO_CUSTOMERS[who].email,
  );
  if (!found) throw new Error(`no demo customer ${who}`);
  return found.id;
}

/** A new cart holding best-available seats at an on-sale Main Stage performance. */
export async function cartWithTickets(
  backend: BuiltinTicketingBackend,
  options: { customerId?: number | null; quantity?: number } = {},
): Promise<string> {
  const { performances } = await backend.listListings({}, 'en-US');
  const main = performances.find((p) => p.venue.id === 29 && p.state === 1);
  if (!main) throw new Error('no on-sale Main Stage performance');
  const held = await backend.addSeats(
    null,
    {
      performanceId: main.id,
      bestAvailable: { quantity: options.quantity ?? 1, wheelchairSpaces: 0 },
    },
    { accessRegistered: false, customerId: options.customerId ?? null },
    'en-US',
  );
  return held.cartId;
}
