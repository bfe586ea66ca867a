/**
 * What every CartAdjustments implementation must do (spec §3, decision 009): a promo code
 * recognised or refused with its error, replacing an earlier one and opening its mode of sale;
 * refund protection only on a cart with tickets; the customer's credit applied up to the total
 * and only to their own cart. Every change answers the whole re-priced cart. The built-in
 * engine runs it (adapters/ticketing/builtin-cart-adjustments.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/cart.ts';
import { buyerContext, modeOfSaleFor } from '../buyer/buyer-context.ts';
import { isCustomerCartId } from '../carts/cart-ids.ts';
import type { CartAdjustments } from './cart-adjustments.ts';

/**
 * A fresh implementation on its own data, and what the suite needs around it. One serves the
 * whole suite: every case makes its own carts.
 */
export interface CartAdjustmentsFixture {
  adjustments: CartAdjustments;
  /** The cart as the storefront shows it, from the same back-end. */
  cart(cartId: string): Promise<Cart>;
  /** A new cart holding `quantity` tickets (1 by default), the customer's when one is given. */
  cartWithTickets(options?: { customerId?: number; quantity?: number }): Promise<string>;
  codes: {
    /** A live code that switches the mode of sale (and so may open a cart with no tickets). */
    modeOfSale: string;
    /** A live code taking money off every ticket, and no mode of sale. */
    discount: string;
    /**
     * Live discount codes limited to one order in all (`total`) and one per customer
     * (`perCustomer`), each already used by an order of `usedBy` (issue 13).
     */
    usedUp: { total: string; perCustomer: string; usedBy: number };
  };
  /** A customer with unexpired account credit, and one with none. */
  withCredit: number;
  withoutCredit: number;
  close(): Promise<void>;
}

export function cartAdjustmentsContract(name: string, make: () => Promise<CartAdjustmentsFixture>) {
  describe(`CartAdjustments contract: ${name}`, () => {
    let f: CartAdjustmentsFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());
    /** The buyer's mode of sale as the cart's terms give it (buyer/buyer-context.ts). */
    const modeOfSaleOf = async (cartId: string | null) =>
      modeOfSaleFor(buyerContext({ promo: (await f.adjustments.buyerTermsOf(cartId)).promo }));

    it('refuses an unknown code with PROMO_CODE_UNRECOGNISED, changing nothing', async () => {
      await expect(f.adjustments.applyPromo(null, 'NO-SUCH-CODE', 'en-US')).rejects.toMatchObject({
        code: 'PROMO_CODE_UNRECOGNISED',
      });
      const cartId = await f.cartWithTickets();
      const before = await f.cart(cartId);
      await expect(f.adjustments.applyPromo(cartId, 'NO-SUCH-CODE', 'en-US')).rejects.toMatchObject(
        { code: 'PROMO_CODE_UNRECOGNISED' },
      );
      expect(await f.cart(cartId)).toEqual(before);
    });

    it('refuses a discount code with nothing to take it off (PROMO_NOT_VALID)', async () => {
      await expect(f.adjustments.applyPromo(null, f.codes.discount, 'en-US')).rejects.toMatchObject(
        { code: 'PROMO_NOT_VALID' },
      );
    });

    it('refuses a code whose orders reached its limit (PROMO_USED_UP), changing nothing', async () => {
      const { total, perCustomer, usedBy } = f.codes.usedUp;
      const cartId = await f.cartWithTickets();
      const before = await f.cart(cartId);
      await expect(f.adjustments.applyPromo(cartId, total, 'en-US')).rejects.toMatchObject({
        code: 'PROMO_USED_UP',
      });
      expect(await f.cart(cartId)).toEqual(before);
      // One per customer: another buyer may still use it, the one who did may not.
      const other = await f.cartWithTickets({ customerId: f.withoutCredit });
      const applied = await f.adjustments.applyPromo(other, perCustomer, 'en-US', f.withoutCredit);
      expect(applied.cart.promo?.code).toBe(perCustomer);
      const own = await f.cartWithTickets({ customerId: usedBy });
      await expect(
        f.adjustments.applyPromo(own, perCustomer, 'en-US', usedBy),
      ).rejects.toMatchObject({ code: 'PROMO_USED_UP' });
    });

    it('makes a cart for a mode-of-sale code, which opens its mode of sale until removed', async () => {
      const plain = await modeOfSaleOf(null);
      expect(await f.adjustments.buyerTermsOf(null)).toEqual({
        promo: null,
        householdBookerId: null,
        memberModes: [],
      });
      const { cartId, cart } = await f.adjustments.applyPromo(null, f.codes.modeOfSale, 'en-US');
      expect(cart.id).toBe(cartId);
      expect(cart.promo?.code).toBe(f.codes.modeOfSale);
      expect(await modeOfSaleOf(cartId)).not.toBe(plain);
      const removed = await f.adjustments.removePromo(cartId, 'en-US');
      expect(removed.promo).toBeNull();
      expect(await modeOfSaleOf(cartId)).toBe(plain);
    });

    it('makes the signed-in customer’s cart theirs', async () => {
      const anonymous = await f.adjustments.applyPromo(null, f.codes.modeOfSale, 'en-US');
      const theirs = await f.adjustments.applyPromo(
        null,
        f.codes.modeOfSale,
        'en-US',
        f.withCredit,
      );
      expect(isCustomerCartId(anonymous.cartId)).toBe(false);
      expect(isCustomerCartId(theirs.cartId)).toBe(true);
    });

    it('takes a discount off the tickets, replaces an earlier code, and answers the re-priced cart', async () => {
      const cartId = await f.cartWithTickets({ quantity: 2 });
      const first = await f.adjustments.applyPromo(cartId, f.codes.modeOfSale, 'en-US');
      expect(first.cartId).toBe(cartId);
      const { cart } = await f.adjustments.applyPromo(cartId, f.codes.discount, 'en-US');
      expect(cart.promo?.code).toBe(f.codes.discount);
      const { totals } = cart;
      expect(totals.discount.amount).toBeGreaterThan(0);
      expect(totals.total.amount).toBe(
        totals.subtotal.amount +
          totals.fees.amount -
          totals.discount.amount +
          totals.refundProtection.amount,
      );
      expect(await f.cart(cartId)).toEqual(cart);
      const removed = await f.adjustments.removePromo(cartId, 'en-US');
      expect(removed.promo).toBeNull();
      expect(removed.totals.discount.amount).toBe(0);
      expect(removed.totals.total.amount).toBe(totals.total.amount + totals.discount.amount);
    });

    it('adds refund protection per ticket only to a cart with tickets (else CART_EMPTY)', async () => {
      await expect(f.adjustments.setRefundProtection(null, true, 'en-US')).rejects.toMatchObject({
        code: 'CART_EMPTY',
      });
      const empty = await f.adjustments.applyPromo(null, f.codes.modeOfSale, 'en-US');
      await expect(
        f.adjustments.setRefundProtection(empty.cartId, true, 'en-US'),
      ).rejects.toMatchObject({ code: 'CART_EMPTY' });

      const cartId = await f.cartWithTickets({ quantity: 2 });
      const before = await f.cart(cartId);
      expect(before.refundProtection.chosen).toBe(false);
      const chosen = await f.adjustments.setRefundProtection(cartId, true, 'en-US');
      expect(chosen.refundProtection.chosen).toBe(true);
      expect(chosen.totals.refundProtection.amount).toBe(
        chosen.refundProtection.perTicket.amount * chosen.ticketCount,
      );
      expect(chosen.totals.total.amount).toBe(
        before.totals.total.amount + chosen.totals.refundProtection.amount,
      );
      const dropped = await f.adjustments.setRefundProtection(cartId, false, 'en-US');
      expect(dropped.refundProtection.chosen).toBe(false);
      expect(dropped.totals).toEqual(before.totals);
    });

    it('applies the customer’s credit up to the total, says so, and takes it off again', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.withCredit });
      const { availableCents, appliedCents } = await f.adjustments.creditOf(cartId, f.withCredit);
      expect(availableCents).toBeGreaterThan(0);
      expect(appliedCents).toBe(0);
      const before = await f.cart(cartId);
      const applied = await f.adjustments.applyCredit(cartId, f.withCredit, 'en-US');
      const expected = Math.min(availableCents, before.totals.total.amount);
      expect(applied.totals.credit.amount).toBe(expected);
      expect(await f.adjustments.creditOf(cartId, f.withCredit)).toEqual({
        availableCents,
        appliedCents: expected,
      });
      const removed = await f.adjustments.removeCredit(cartId, f.withCredit, 'en-US');
      expect(removed.totals.credit.amount).toBe(0);
      expect((await f.adjustments.creditOf(cartId, f.withCredit)).appliedCents).toBe(0);
    });

    it('refuses credit the customer does not have (CREDIT_NOT_APPLIED)', async () => {
      const cartId = await f.cartWithTickets({ customerId: f.withoutCredit });
      expect(await f.adjustments.creditOf(cartId, f.withoutCredit)).toEqual({
        availableCents: 0,
        appliedCents: 0,
      });
      await expect(
        f.adjustments.applyCredit(cartId, f.withoutCredit, 'en-US'),
      ).rejects.toMatchObject({ code: 'CREDIT_NOT_APPLIED' });
      expect((await f.cart(cartId)).totals.credit.amount).toBe(0);
    });

    it('keeps a customer’s credit to their own cart', async () => {
      const theirs = await f.cartWithTickets({ customerId: f.withoutCredit });
      await expect(f.adjustments.applyCredit(theirs, f.withCredit, 'en-US')).rejects.toThrow();
      expect((await f.cart(theirs)).totals.credit.amount).toBe(0);

      const own = await f.cartWithTickets({ customerId: f.withCredit });
      await f.adjustments.applyCredit(own, f.withCredit, 'en-US');
      // Another customer neither sees what this cart uses nor takes it off.
      expect((await f.adjustments.creditOf(own, f.withoutCredit)).appliedCents).toBe(0);
      await expect(f.adjustments.removeCredit(own, f.withoutCredit, 'en-US')).rejects.toThrow();
      expect((await f.cart(own)).totals.credit.amount).toBeGreaterThan(0);
    });
  });
}
