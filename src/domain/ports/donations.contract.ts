/**
 * What every Donations implementation must do (issue 10): funds listed open-first and closed
 * ones saying so, gifts put in a cart one per fund, refused for a missing or closed fund or a
 * cart paying a reserved order, and a line removable only from its own cart. The built-in
 * engine runs it (adapters/ticketing/builtin-donations.test.ts); so will a CRM's adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/cart.ts';
import type { AddDonationBody, DonationLine } from '../../shared/contracts/donations.ts';
import { isCustomerCartId } from '../carts/cart-ids.ts';
import type { Donations } from './donations.ts';

/**
 * A fresh implementation and what the suite needs around it, on its own data. One serves the
 * whole suite: every case makes its own carts, so none sees another's.
 */
export interface DonationsFixture {
  donations: Donations;
  /** The cart as the storefront shows it, from the same back-end. */
  cart(cartId: string): Promise<Cart>;
  /** A customer the back-end knows, signed in. */
  customerId: number;
  /** A new anonymous cart holding one ticket. */
  cartWithTickets(): Promise<string>;
  /** A new cart carrying a reserved order being paid through it (ReservedOrders.addToCart). */
  cartPayingReservedOrder(): Promise<string>;
  close(): Promise<void>;
}

const gift = (fundId: number, amountCents: number, rest: Partial<AddDonationBody> = {}) =>
  ({ fundId, amountCents, anonymous: false, giftAid: false, ...rest }) satisfies AddDonationBody;

const donationLines = (cart: Cart) =>
  cart.lines.filter((line): line is DonationLine => line.kind === 'donation');

/** Needs a back-end with at least two open funds and one closed fund. */
export function donationsContract(name: string, make: () => Promise<DonationsFixture>) {
  describe(`Donations contract: ${name}`, () => {
    let f: DonationsFixture;
    let open: number[];
    let closed: number;
    beforeAll(async () => {
      f = await make();
      const { funds } = await f.donations.listFunds('en-US');
      open = funds.filter((fund) => fund.open).map((fund) => fund.id);
      closed = funds.find((fund) => !fund.open)?.id ?? 0;
      if (open.length < 2 || !closed)
        throw new Error('the fixture needs two open funds, one closed');
    });
    afterAll(() => f?.close());

    it('lists every fund, the open ones first, each as getFund gives it', async () => {
      const { funds } = await f.donations.listFunds('en-US');
      const firstClosed = funds.findIndex((fund) => !fund.open);
      expect(funds.slice(firstClosed).every((fund) => !fund.open)).toBe(true);
      for (const fund of funds) {
        expect(await f.donations.getFund(fund.id, 'en-US')).toEqual(fund);
        expect(fund.name).not.toBe('');
        // What was raised is shown only against a goal.
        expect(fund.raised === null).toBe(fund.goal === null);
      }
    });

    it('localises a fund’s texts, falling back to US English', async () => {
      const english = await f.donations.getFund(open[0] ?? 0, 'en-US');
      const spanish = await f.donations.getFund(open[0] ?? 0, 'es');
      expect(spanish.id).toBe(english.id);
      expect(spanish.name).not.toBe('');
      expect(spanish.description).not.toBe('');
    });

    it('answers an unknown fund with FUND_NOT_FOUND', async () => {
      await expect(f.donations.getFund(999_999, 'en-US')).rejects.toMatchObject({
        code: 'FUND_NOT_FOUND',
      });
    });

    it('makes a cart for the first gift: anonymous, or the signed-in customer’s', async () => {
      const anonymous = await f.donations.addDonation(null, gift(open[0] ?? 0, 2500), {}, 'en-US');
      expect(isCustomerCartId(anonymous.cartId)).toBe(false);
      const lines = donationLines(anonymous.cart);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ fundId: open[0], amount: { amount: 2500 } });
      // A gift is the whole of its price: no fee, nothing taken off.
      expect(lines[0]?.price.fee.amount).toBe(0);
      expect(lines[0]?.price.allIn.amount).toBe(2500);
      expect(await f.cart(anonymous.cartId)).toEqual(anonymous.cart);

      const theirs = await f.donations.addDonation(
        null,
        gift(open[0] ?? 0, 1000),
        { customerId: f.customerId },
        'en-US',
      );
      expect(isCustomerCartId(theirs.cartId)).toBe(true);
      expect(theirs.cartId).not.toBe(anonymous.cartId);
    });

    it('keeps one gift per fund: giving again replaces it; another fund adds a line', async () => {
      const first = await f.donations.addDonation(null, gift(open[0] ?? 0, 2500), {}, 'en-US');
      const [line] = donationLines(first.cart);
      const again = await f.donations.addDonation(
        first.cartId,
        gift(open[0] ?? 0, 10_000, { recognitionName: 'The Okafor family' }),
        {},
        'en-US',
      );
      expect(again.cartId).toBe(first.cartId);
      expect(donationLines(again.cart)).toEqual([
        expect.objectContaining({
          id: line?.id,
          fundId: open[0],
          amount: expect.objectContaining({ amount: 10_000 }),
          recognitionName: 'The Okafor family',
        }),
      ]);
      const both = await f.donations.addDonation(
        first.cartId,
        gift(open[1] ?? 0, 500),
        {},
        'en-US',
      );
      expect(
        donationLines(both.cart)
          .map((l) => [l.fundId, l.amount.amount])
          .sort(),
      ).toEqual(
        [
          [open[0], 10_000],
          [open[1], 500],
        ].sort(),
      );
    });

    it('puts a gift beside the tickets, leaving them as they were', async () => {
      const cartId = await f.cartWithTickets();
      const before = await f.cart(cartId);
      const { cart } = await f.donations.addDonation(cartId, gift(open[0] ?? 0, 2500), {}, 'en-US');
      expect(cart.lines.filter((line) => line.kind === 'ticket')).toEqual(
        before.lines.filter((line) => line.kind === 'ticket'),
      );
      expect(donationLines(cart)).toHaveLength(1);
    });

    it('refuses a missing or closed fund with its error, changing nothing', async () => {
      const { cartId, cart } = await f.donations.addDonation(
        null,
        gift(open[0] ?? 0, 2500),
        {},
        'en-US',
      );
      await expect(
        f.donations.addDonation(cartId, gift(999_999, 2500), {}, 'en-US'),
      ).rejects.toMatchObject({ code: 'FUND_NOT_FOUND' });
      await expect(
        f.donations.addDonation(cartId, gift(closed, 2500), {}, 'en-US'),
      ).rejects.toMatchObject({ code: 'FUND_CLOSED' });
      await expect(
        f.donations.addDonation(null, gift(closed, 2500), {}, 'en-US'),
      ).rejects.toMatchObject({ code: 'FUND_CLOSED' });
      expect(await f.cart(cartId)).toEqual(cart);
    });

    it('refuses a gift in a cart paying a reserved order (CART_NOT_EMPTY)', async () => {
      const cartId = await f.cartPayingReservedOrder();
      const before = await f.cart(cartId);
      await expect(
        f.donations.addDonation(cartId, gift(open[0] ?? 0, 2500), {}, 'en-US'),
      ).rejects.toMatchObject({ code: 'CART_NOT_EMPTY' });
      expect(await f.cart(cartId)).toEqual(before);
    });

    it('removes a line from its own cart, once', async () => {
      const first = await f.donations.addDonation(null, gift(open[0] ?? 0, 2500), {}, 'en-US');
      const { cart } = await f.donations.addDonation(
        first.cartId,
        gift(open[1] ?? 0, 500),
        {},
        'en-US',
      );
      const line = donationLines(cart).find((l) => l.fundId === open[0]);
      const after = await f.donations.removeDonation(first.cartId, line?.id ?? '', 'en-US');
      expect(donationLines(after).map((l) => l.fundId)).toEqual([open[1]]);
      expect(await f.cart(first.cartId)).toEqual(after);
      await expect(
        f.donations.removeDonation(first.cartId, line?.id ?? '', 'en-US'),
      ).rejects.toMatchObject({ code: 'CART_LINE_NOT_FOUND' });
    });

    it('will not remove another cart’s line, nor one without a cart (CART_LINE_NOT_FOUND)', async () => {
      const theirs = await f.donations.addDonation(null, gift(open[0] ?? 0, 2500), {}, 'en-US');
      const mine = await f.donations.addDonation(null, gift(open[1] ?? 0, 500), {}, 'en-US');
      const lineId = donationLines(theirs.cart)[0]?.id ?? '';
      await expect(f.donations.removeDonation(mine.cartId, lineId, 'en-US')).rejects.toMatchObject({
        code: 'CART_LINE_NOT_FOUND',
      });
      await expect(f.donations.removeDonation(null, lineId, 'en-US')).rejects.toMatchObject({
        code: 'CART_LINE_NOT_FOUND',
      });
      await expect(
        f.donations.removeDonation(mine.cartId, 'd-999999', 'en-US'),
      ).rejects.toMatchObject({ code: 'CART_LINE_NOT_FOUND' });
      expect(await f.cart(theirs.cartId)).toEqual(theirs.cart);
      expect(await f.cart(mine.cartId)).toEqual(mine.cart);
    });
  });
}
