import type { HouseholdBooking } from '../../shared/contracts/checkout-household.ts';

/**
 * The "Select Account Holder" step (spec §4): which household member books the cart. Every
 * call is bounded by the signed-in customer: only their own household's members may be chosen.
 */
export interface HouseholdBookings {
  /** The customer's household members (none: no household) and the member chosen for the cart. */
  bookingFor(customerId: number, cartId: string | null): Promise<HouseholdBooking>;
  /**
   * Chooses the member who books the cart. Throws HOUSEHOLD_MEMBER_INVALID unless the member is
   * in the customer's household (the customer themself included), CART_EMPTY without a cart.
   */
  chooseBooker(
    customerId: number,
    cartId: string | null,
    memberId: number,
  ): Promise<HouseholdBooking>;
}
