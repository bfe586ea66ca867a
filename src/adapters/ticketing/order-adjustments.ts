import { eq } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import {
  type BuyerContext,
  buyerContext,
  priorityOpenTo,
  type SaleTerms,
} from '../../domain/buyer/buyer-context.ts';
import { creditToUse, livePromo, promoStanding } from '../../domain/orders/cart-adjustments.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import type { PromoRow } from './cart-promo.ts';
import { memberModesOf } from './cart-promo.ts';
import { creditFreeForOrder } from './credit-ledger.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What "Pay" checks again of a cart's promo code, priority performances and account credit
 * (docs/decisions/009), under the cart row's lock, inside openOrder's transaction.
 */

/**
 * The cart's promo code and its buyer as they stand under the lock: the customer's access
 * registration as it is now, the household booker, and the modes of sale the live code gives
 * (buyer/buyer-context.ts), whatever the basket was shown before.
 */
export async function cartTerms(
  tx: Tx,
  cart: { id: string; promoCodeId: number | null; bookerCustomerId: number | null },
  customerId: number,
  now: Date,
): Promise<{ promo: PromoRow | null; buyer: BuyerContext }> {
  const [[promo], [customer], memberModes] = await Promise.all([
    cart.promoCodeId
      ? tx.select().from(s.promoCodes).where(eq(s.promoCodes.id, cart.promoCodeId))
      : [],
    tx
      .select({ accessCode: s.customers.accessCode })
      .from(s.customers)
      .where(eq(s.customers.id, customerId)),
    // The membership being bought and those the paying customer holds (issue 12).
    memberModesOf(tx, cart.id, customerId, now),
  ]);
  const buyer = buyerContext({
    customerId,
    householdBookerId: cart.bookerCustomerId,
    accessRegistered: (customer?.accessCode ?? null) !== null,
    promo: livePromo(promo ?? null, now),
    memberModes,
  });
  return { promo: promo ?? null, buyer };
}

/**
 * The code must still apply (switched on, within its dates, a ticket it fits), and every ticket
 * of a priority performance needs the cart in that performance's mode of sale (a code removed
 * after the seats were held no longer opens it).
 */
export function checkCartTerms(
  terms: { promo: PromoRow | null; buyer: BuyerContext },
  lines: readonly SaleTerms[],
  now: Date,
): void {
  if (terms.promo) {
    const standing = promoStanding(terms.promo, lines, now);
    if (standing === 'unrecognised') throw new AppError('PROMO_CODE_UNRECOGNISED');
    if (standing === 'not-valid') throw new AppError('PROMO_NOT_VALID');
  }
  // A code limited to one production opens that production's priority performances only.
  if (lines.some((line) => !priorityOpenTo(terms.buyer, line)))
    throw new AppError('PRIORITY_EVENT_UNAVAILABLE');
}

/**
 * The credit the order uses: what the buyer applied, at most the order's total, and only if the
 * customer still has that much that no other order being paid counts on. Spent later, when the
 * order is confirmed (credit-ledger.ts spendCredit).
 */
export async function creditForOrder(
  tx: Tx,
  input: {
    customerId: number;
    cartId: string;
    appliedCents: number;
    totalCents: number;
    now: Date;
  },
): Promise<number> {
  const wanted = creditToUse(input.appliedCents, input.appliedCents, input.totalCents);
  if (wanted === 0) return 0;
  const free = await creditFreeForOrder(tx, input.customerId, input.cartId, input.now);
  if (free < wanted) throw new AppError('CREDIT_NOT_APPLIED');
  return wanted;
}
