import { and, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import { creditSpendPlan } from '../../domain/orders/cart-adjustments.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Account credit as a ledger (docs/decisions/009): grants with a remaining amount and an expiry;
 * spending is a conditional UPDATE per grant (remaining_cents >= amount), recorded in
 * credit_spends, inside the transaction that confirms the order.
 */

/** The customer's unexpired credit, in cents. */
export async function availableCreditCents(db: Db | Tx, customerId: number, now: Date) {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${s.creditGrants.remainingCents}), 0)`.mapWith(Number),
    })
    .from(s.creditGrants)
    .where(and(eq(s.creditGrants.customerId, customerId), gt(s.creditGrants.expiresAt, now)));
  return row?.cents ?? 0;
}

/**
 * Credit promised to the customer's other orders that are still being paid (their holds alive):
 * not spent yet, but a second checkout must not count on it. The grants' rows are locked first,
 * so two checkouts of one customer open their orders one after the other.
 */
export async function creditFreeForOrder(
  tx: Tx,
  customerId: number,
  cartId: string,
  now: Date,
): Promise<number> {
  await tx
    .select({ id: s.creditGrants.id })
    .from(s.creditGrants)
    .where(eq(s.creditGrants.customerId, customerId))
    .for('update');
  const available = await availableCreditCents(tx, customerId, now);
  const [claimed] = await tx
    .select({ cents: sql<number>`coalesce(sum(${s.orders.creditCents}), 0)`.mapWith(Number) })
    .from(s.orders)
    .innerJoin(s.carts, eq(s.carts.id, s.orders.cartId))
    .where(
      and(
        eq(s.orders.customerId, customerId),
        ne(s.orders.cartId, cartId),
        inArray(s.orders.state, ['completing', 'verifying']),
        gt(s.carts.expiresAt, now),
      ),
    );
  return Math.max(0, available - (claimed?.cents ?? 0));
}

/**
 * Spends an order's credit from the customer's grants, those lapsing first first. Each grant is
 * taken by a conditional UPDATE, so two confirmations racing for the same credit cannot both
 * have it: the loser gets `false` and its caller undoes the whole confirmation.
 */
export async function spendCredit(
  tx: Tx,
  order: { id: number; customerId: number; creditCents: number },
  now: Date,
): Promise<boolean> {
  if (order.creditCents <= 0) return true;
  const grants = await tx
    .select({
      id: s.creditGrants.id,
      remainingCents: s.creditGrants.remainingCents,
      expiresAt: s.creditGrants.expiresAt,
    })
    .from(s.creditGrants)
    .where(
      and(
        eq(s.creditGrants.customerId, order.customerId),
        gt(s.creditGrants.expiresAt, now),
        gt(s.creditGrants.remainingCents, 0),
      ),
    );
  const plan = creditSpendPlan(grants, order.creditCents);
  if (!plan) return false;
  for (const step of plan) {
    const taken = await tx
      .update(s.creditGrants)
      .set({ remainingCents: sql`${s.creditGrants.remainingCents} - ${step.amountCents}` })
      .where(
        and(
          eq(s.creditGrants.id, step.grantId),
          gte(s.creditGrants.remainingCents, step.amountCents),
        ),
      )
      .returning({ id: s.creditGrants.id });
    if (taken.length === 0) return false;
    await tx.insert(s.creditSpends).values({
      grantId: step.grantId,
      orderId: order.id,
      amountCents: step.amountCents,
      createdAt: now,
    });
  }
  return true;
}
