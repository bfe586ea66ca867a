import { randomUUID } from 'node:crypto';

/**
 * Cart ids, and what they say about the cart's owner (issue 9, decision 013). A cart that
 * belongs to a customer answers only to that customer's session. Its id says it is a customer's
 * ("c-" and a UUID), so a request can tell from the cookie alone whether the owner must be
 * checked: an anonymous cart's (a bare UUID) never needs a look-up, which keeps an on-sale
 * rush's holds at one statement. The rule that makes this safe: a cart gets an owner only with
 * a customer's id, made for them (a cart made while signed in) or renewed for them (at sign-in,
 * as the session id is), never by writing the owner onto an anonymous id.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CUSTOMER_PREFIX = 'c-';
const CART_ID = new RegExp(`^(?:${CUSTOMER_PREFIX})?${UUID}$`);

/** A new cart's id: a customer's when it is made for a signed-in customer. */
export function newCartId(customerId: number | null | undefined): string {
  return customerId == null ? randomUUID() : `${CUSTOMER_PREFIX}${randomUUID()}`;
}

/** Shaped like one of our cart ids (a cookie with anything else carries no cart). */
export function isCartId(value: string): boolean {
  return CART_ID.test(value);
}

/** The id of a cart that belongs (or once belonged) to a customer: its owner must be checked. */
export function isCustomerCartId(cartId: string): boolean {
  return cartId.startsWith(CUSTOMER_PREFIX);
}
