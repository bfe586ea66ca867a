import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { isCustomerCartId, newCartId } from '../../domain/carts/cart-ids.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { lockCart } from './hold-statements.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A cart's owner (decision 013): a customer's cart has a customer's id (cart-ids.ts) and answers
 * to that customer only. These are the built-in engine's writes of the owner.
 */

/** Whether the customer's cart `cartId` exists and is this customer's: one primary-key read. */
export async function cartAnswersTo(db: Db, cartId: string, customerId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: s.carts.id })
    .from(s.carts)
    .where(and(eq(s.carts.id, cartId), eq(s.carts.customerId, customerId)));
  return Boolean(found);
}

/**
 * The owner column for a write to a cart that may take the customer: only a customer's id ever
 * gets an owner, so an anonymous id stays what its cookie says (nobody's, checked by nobody).
 */
export function ownerOf(cartId: string, customerId: number): { customerId?: number } {
  return isCustomerCartId(cartId) ? { customerId } : {};
}

/**
 * The cart the customer takes at sign-in (the browser's anonymous cart, or their own), under a
 * customer's id: an anonymous cart moves to a new id, as a session id is renewed at sign-in, so
 * an id seen before sign-in opens nothing afterwards. Its lines of every kind (seats, gifts, memberships,
 * gift vouchers), holds, gift vouchers paying, booth answers and orders move with it. Answers null for another customer's cart (or none), and the performances whose
 * holds moved.
 */
export async function takeCart(
  tx: Tx,
  cartId: string,
  customerId: number,
): Promise<{ id: string; performanceIds: number[] } | null> {
  const [cart] = await tx
    .select({ id: s.carts.id, customerId: s.carts.customerId })
    .from(s.carts)
    .where(eq(s.carts.id, cartId))
    .for('update');
  if (!cart) return null;
  if (isCustomerCartId(cart.id))
    return cart.customerId === customerId ? { id: cart.id, performanceIds: [] } : null;
  // An anonymous id that has an owner was written before decision 013: it is that owner's.
  if (cart.customerId !== null && cart.customerId !== customerId) return null;
  const id = newCartId(customerId);
  const c = s.carts;
  await tx.execute(sql`
    insert into ${c} (id, created_at, expires_at, extended, customer_id, promo_code_id,
      refund_protection, credit_applied_cents, booker_customer_id, reserved_order_id)
    select ${id}, created_at, expires_at, extended, ${customerId}::int, promo_code_id,
      refund_protection, credit_applied_cents, booker_customer_id, reserved_order_id
    from ${c} where ${c.id} = ${cartId}`);
  const moved = await tx
    .update(s.performanceSeats)
    .set({ holdId: id })
    .where(eq(s.performanceSeats.holdId, cartId))
    .returning({ performanceId: s.performanceSeats.performanceId });
  await tx.update(s.cartTickets).set({ cartId: id }).where(eq(s.cartTickets.cartId, cartId));
  await tx.update(s.cartDonations).set({ cartId: id }).where(eq(s.cartDonations.cartId, cartId));
  await tx
    .update(s.cartMemberships)
    .set({ cartId: id })
    .where(eq(s.cartMemberships.cartId, cartId));
  await tx
    .update(s.cartGiftVouchers)
    .set({ cartId: id })
    .where(eq(s.cartGiftVouchers.cartId, cartId));
  await tx
    .update(s.cartGiftVoucherPayments)
    .set({ cartId: id })
    .where(eq(s.cartGiftVoucherPayments.cartId, cartId));
  await tx
    .update(s.sensoryBoothRequests)
    .set({ cartId: id })
    .where(eq(s.sensoryBoothRequests.cartId, cartId));
  await tx.update(s.orders).set({ cartId: id }).where(eq(s.orders.cartId, cartId));
  await tx.delete(c).where(eq(c.id, cartId) as SQL);
  return { id, performanceIds: [...new Set(moved.map((row) => row.performanceId))] };
}

/**
 * The cart a line that holds nothing (a gift, vouchers) goes into, locked for the caller's
 * transaction: the request's own cart, or a new one (a customer's for a signed-in customer,
 * decision 013). A reserved order being paid through the cart is paid alone: CART_NOT_EMPTY.
 */
export async function cartForNewLine(
  tx: Tx,
  cartId: string | null,
  customerId: number | null | undefined,
  now: Date,
): Promise<string> {
  const found = cartId ? await lockCart(tx, cartId) : null;
  if (found) {
    const [cart] = await tx
      .select({ reservedOrderId: s.carts.reservedOrderId })
      .from(s.carts)
      .where(eq(s.carts.id, found.id));
    if (cart?.reservedOrderId != null) throw new AppError('CART_NOT_EMPTY');
    return found.id;
  }
  const id = newCartId(customerId);
  await tx.insert(s.carts).values({
    id,
    createdAt: now,
    customerId: isCustomerCartId(id) ? (customerId ?? null) : null,
  });
  return id;
}
