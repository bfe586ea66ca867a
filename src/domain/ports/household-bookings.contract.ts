/**
 * What every HouseholdBookings implementation must do (spec §4, "Select Account Holder"): the
 * customer's household with them first, a booker chosen only from it and only on a cart, and
 * another customer's cart neither read nor changed. The built-in engine runs it
 * (adapters/ticketing/builtin-household-bookings.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseholdBookings } from './household-bookings.ts';

/** A fresh implementation on its own data, and what the suite needs around it. */
export interface HouseholdBookingsFixture {
  bookings: HouseholdBookings;
  /** Two members of one household, and a customer in none. */
  member: number;
  otherMember: number;
  loner: number;
  /** A new cart holding tickets, made for this customer (signed in). */
  cartOf(customerId: number): Promise<string>;
  close(): Promise<void>;
}

export function householdBookingsContract(
  name: string,
  make: () => Promise<HouseholdBookingsFixture>,
) {
  describe(`HouseholdBookings contract: ${name}`, () => {
    let f: HouseholdBookingsFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    it('lists the household with the customer first, and no booker before one is chosen', async () => {
      const booking = await f.bookings.bookingFor(f.member, null);
      expect(booking.bookerCustomerId).toBeNull();
      expect(booking.members[0]).toMatchObject({ customerId: f.member, you: true });
      expect(booking.members.map((m) => m.customerId).sort()).toEqual(
        [f.member, f.otherMember].sort(),
      );
      expect(booking.members.filter((m) => m.you)).toHaveLength(1);
      expect(await f.bookings.bookingFor(f.loner, null)).toEqual({
        members: [],
        bookerCustomerId: null,
      });
    });

    it('chooses a member, or the customer themself, as the cart’s booker', async () => {
      const cartId = await f.cartOf(f.member);
      const chosen = await f.bookings.chooseBooker(f.member, cartId, f.otherMember);
      expect(chosen.bookerCustomerId).toBe(f.otherMember);
      expect(await f.bookings.bookingFor(f.member, cartId)).toEqual(chosen);
      const self = await f.bookings.chooseBooker(f.member, cartId, f.member);
      expect(self.bookerCustomerId).toBe(f.member);
      expect((await f.bookings.bookingFor(f.member, cartId)).bookerCustomerId).toBe(f.member);
    });

    it('refuses anyone outside the household (HOUSEHOLD_MEMBER_INVALID), changing nothing', async () => {
      const cartId = await f.cartOf(f.member);
      await f.bookings.chooseBooker(f.member, cartId, f.otherMember);
      await expect(f.bookings.chooseBooker(f.member, cartId, f.loner)).rejects.toMatchObject({
        code: 'HOUSEHOLD_MEMBER_INVALID',
      });
      await expect(f.bookings.chooseBooker(f.member, cartId, 999_999)).rejects.toMatchObject({
        code: 'HOUSEHOLD_MEMBER_INVALID',
      });
      expect((await f.bookings.bookingFor(f.member, cartId)).bookerCustomerId).toBe(f.otherMember);
    });

    it('needs a cart to choose on (CART_EMPTY)', async () => {
      await expect(f.bookings.chooseBooker(f.member, null, f.otherMember)).rejects.toMatchObject({
        code: 'CART_EMPTY',
      });
    });

    it('neither reads nor changes another customer’s cart', async () => {
      const theirs = await f.cartOf(f.otherMember);
      await f.bookings.chooseBooker(f.otherMember, theirs, f.otherMember);
      expect((await f.bookings.bookingFor(f.member, theirs)).bookerCustomerId).toBeNull();
      await expect(f.bookings.chooseBooker(f.member, theirs, f.member)).rejects.toThrow();
      expect((await f.bookings.bookingFor(f.otherMember, theirs)).bookerCustomerId).toBe(
        f.otherMember,
      );
    });
  });
}
