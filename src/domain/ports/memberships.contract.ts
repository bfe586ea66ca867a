/**
 * What every Memberships implementation must do (issue 12): levels listed with their prices and
 * each as getLevel gives it; a membership in the cart only for a signed-in customer, one per
 * cart, never of a level held that renews by itself; removing one that switched the prices of
 * the cart's tickets asks first (MEMBERSHIP_REMOVAL_EMPTIES_CART) and then empties the cart;
 * what a member holds gives their mode of sale; an account sees its own memberships only.
 * The built-in engine runs it (builtin-memberships.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/cart.ts';
import { AppError } from '../app-error.ts';
import type { Memberships } from './memberships.ts';

export interface MembershipsFixture {
  memberships: Memberships;
  /** A signed-in customer holding no membership. */
  customerId: number;
  /** A customer holding a level (`memberLevelId`) whose plan renews it, and its mode of sale. */
  memberId: number;
  memberLevelId: number;
  memberModeOfSaleId: number;
  /** A new cart of the customer's holding tickets (the default mode of sale). */
  cartWithTickets(customerId: number): Promise<string>;
  cart(cartId: string): Promise<Cart>;
  close(): Promise<void>;
}

const codeOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return null;
};

/** Needs at least two levels on sale, one of them with a yearly option and a mode of sale. */
export function membershipsContract(name: string, make: () => Promise<MembershipsFixture>) {
  describe(`Memberships contract: ${name}`, () => {
    let f: MembershipsFixture;
    let yearly: number;
    beforeAll(async () => {
      f = await make();
      const { levels } = await f.memberships.listLevels('en-US', null);
      const found = levels.find(
        (l) =>
          l.id !== f.memberLevelId &&
          l.modeOfSaleName !== null &&
          l.prices.some((p) => p.option === 'yearly'),
      );
      if (!found) throw new Error('the fixture needs a yearly level with a mode of sale');
      yearly = found.id;
    });
    afterAll(() => f?.close());

    it('lists the levels with prices, each as getLevel gives it', async () => {
      const { levels } = await f.memberships.listLevels('en-US', null);
      expect(levels.length).toBeGreaterThanOrEqual(2);
      for (const level of levels) {
        expect(level.prices.length).toBeGreaterThan(0);
        expect(level.held).toBe('none');
        expect(await f.memberships.getLevel(level.slug, 'en-US', null)).toEqual(level);
      }
      expect(await codeOf(() => f.memberships.getLevel('no-such-level', 'en-US', null))).toBe(
        'MEMBERSHIP_NOT_FOUND',
      );
      const held = await f.memberships.listLevels('en-US', f.memberId);
      expect(held.levels.find((l) => l.id === f.memberLevelId)?.held).toBe('held');
    });

    it('needs a signed-in customer, a payment option the level has, and one per cart', async () => {
      const add = (customerId: number | null, cartId: string | null, levelId = yearly) =>
        f.memberships.addMembership(
          cartId,
          { levelId, paymentOption: 'yearly' },
          { customerId },
          'en-US',
        );
      expect(await codeOf(() => add(null, null))).toBe('MEMBERSHIP_LOGIN_REQUIRED');
      expect(await codeOf(() => add(f.customerId, null, 999_999))).toBe('MEMBERSHIP_NOT_FOUND');
      const { cartId, cart } = await add(f.customerId, null);
      expect(cart.lines).toEqual([
        expect.objectContaining({ kind: 'membership', levelId: yearly, paymentOption: 'yearly' }),
      ]);
      expect(await codeOf(() => add(f.customerId, cartId))).toBe('MEMBERSHIP_ONE_PER_CART');
      expect(await codeOf(() => add(f.memberId, null, f.memberLevelId))).toBe(
        'MEMBERSHIP_ALREADY_OWNED',
      );
    });

    it('removing one that priced the cart’s tickets asks first, then empties the cart', async () => {
      const cartId = await f.cartWithTickets(f.customerId);
      const { cart } = await f.memberships.addMembership(
        cartId,
        { levelId: yearly, paymentOption: 'yearly' },
        { customerId: f.customerId },
        'en-US',
      );
      const line = cart.lines.find((l) => l.kind === 'membership');
      if (!line) throw new Error('no membership line');
      expect(
        await codeOf(() =>
          f.memberships.removeMembership('c-not-this-cart', line.id, true, 'en-US'),
        ),
      ).toBe('CART_LINE_NOT_FOUND');
      expect(
        await codeOf(() => f.memberships.removeMembership(cartId, line.id, false, 'en-US')),
      ).toBe('MEMBERSHIP_REMOVAL_EMPTIES_CART');
      expect((await f.cart(cartId)).lines).toHaveLength(cart.lines.length);
      const emptied = await f.memberships.removeMembership(cartId, line.id, true, 'en-US');
      expect(emptied.lines).toEqual([]);
    });

    it('a member’s mode of sale and memberships are theirs alone', async () => {
      expect(await f.memberships.heldModesOfSale(f.memberId)).toContain(f.memberModeOfSaleId);
      expect(await f.memberships.heldModesOfSale(f.customerId)).toEqual([]);
      const own = await f.memberships.accountMemberships(f.memberId, 'en-US');
      expect(own.memberships.map((m) => [m.levelId, m.customerId])).toEqual([
        [f.memberLevelId, f.memberId],
      ]);
      expect(own.memberships[0]?.plan?.mandate).toBe('confirmed');
      const other = await f.memberships.accountMemberships(f.customerId, 'en-US');
      expect(other.memberships).toEqual([]);
    });
  });
}
