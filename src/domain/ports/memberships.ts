/**
 * Memberships (issue 12): the levels on sale, a cart's membership line, what a customer holds
 * (the modes of sale it gives them) and their memberships with their plans for the account.
 */
import type { Cart } from '../../shared/contracts/cart.ts';
import type {
  AccountMembershipsResponse,
  AddMembershipBody,
  MembershipLevel,
  MembershipLevelsResponse,
} from '../../shared/contracts/memberships.ts';
import type { Locale } from '../../shared/locales.ts';

export interface Memberships {
  /** The levels on sale, in the theatre's order; `held` for the signed-in customer, if any. */
  listLevels(locale: Locale, customerId: number | null): Promise<MembershipLevelsResponse>;
  /** Throws MEMBERSHIP_NOT_FOUND (also for a level not on sale). */
  getLevel(slug: string, locale: Locale, customerId: number | null): Promise<MembershipLevel>;
  /**
   * Puts a membership in the cart (making one when there is none): one per cart; none of a level
   * the customer holds unless it may be renewed; general-public levels need a signed-in customer.
   * Throws MEMBERSHIP_NOT_FOUND, MEMBERSHIP_LOGIN_REQUIRED, MEMBERSHIP_OPTION_UNAVAILABLE,
   * MEMBERSHIP_ONE_PER_CART, MEMBERSHIP_ALREADY_OWNED, CART_NOT_EMPTY (a reserved order).
   */
  addMembership(
    cartId: string | null,
    body: AddMembershipBody,
    buyer: { customerId: number | null },
    locale: Locale,
  ): Promise<{ cartId: string; cart: Cart }>;
  /**
   * Takes the membership line out. When it switched the cart's tickets to the members' mode of
   * sale, that is refused with MEMBERSHIP_REMOVAL_EMPTIES_CART unless `confirm`, which empties
   * the cart (spec §4). Throws CART_LINE_NOT_FOUND when it is not this cart's.
   */
  removeMembership(
    cartId: string | null,
    lineId: string,
    confirm: boolean,
    locale: Locale,
  ): Promise<Cart>;
  /** The modes of sale of the memberships the customer holds today. */
  heldModesOfSale(customerId: number): Promise<number[]>;
  /** The customer's memberships and monthly gifts, with their plans (account page). */
  accountMemberships(customerId: number, locale: Locale): Promise<AccountMembershipsResponse>;
}
