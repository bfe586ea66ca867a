/**
 * What every GiftVouchers implementation must do (decision 018): voucher lines in and out of a
 * cart; a voucher applied to pay for a cart once, and refused when unknown, expired or empty; a
 * balance by code with its uses; a voucher redeemed into credit exactly once, even racing; a
 * customer's vouchers with whole codes only for what they bought. The built-in engine runs it
 * (adapters/ticketing/builtin-gift-vouchers.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/cart.ts';
import type { GiftVouchers } from './gift-vouchers.ts';

export interface GiftVouchersFixture {
  vouchers: GiftVouchers;
  getCart(cartId: string): Promise<Cart>;
  /** A new cart with $30.00 to pay and nothing a voucher cannot pay for. */
  payableCart(): Promise<string>;
  /**
   * A voucher issued now (by a confirmed order of `buyerId`), its balance loaded: its code.
   * `sentTo` makes it one already e-mailed to that address.
   */
  issue(input: {
    amountCents: number;
    buyerId: number;
    expired?: boolean;
    sentTo?: string;
  }): Promise<string>;
  /** Sets the vouchers on offer as the box office would (issue 13). */
  setOffer(offer: { onSale: boolean; amountsCents: number[] }): Promise<void>;
  customerId: number;
  /** Another customer, with their e-mail address. */
  other: { id: number; email: string };
  close(): Promise<void>;
}

const code = (e: unknown) => (e as { code?: string }).code;

export function giftVouchersContract(name: string, make: () => Promise<GiftVouchersFixture>) {
  describe(`GiftVouchers contract: ${name}`, () => {
    let f: GiftVouchersFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    it('sells the amounts on offer while on sale; a line already in a cart keeps its price', async () => {
      const spec = await f.vouchers.offer();
      expect(spec.onSale).toBe(true);
      expect(spec.amounts.map((m) => m.amount)).toContain(2500);
      const add = (amountCents: number) =>
        f.vouchers.addToCart(
          null,
          { amountCents, quantity: 1 },
          { customerId: f.customerId },
          'en-US',
        );
      const { cartId } = await add(2500);
      await f.setOffer({ onSale: true, amountsCents: [3000, 4000] });
      expect(await f.vouchers.offer()).toEqual({
        onSale: true,
        amounts: [
          { amount: 3000, currency: 'USD' },
          { amount: 4000, currency: 'USD' },
        ],
      });
      await expect(add(2500)).rejects.toSatisfy(
        (e) =>
          code(e) === 'VALIDATION_FAILED' &&
          (e as { fields?: Record<string, string> }).fields?.['body.amountCents'] !== undefined,
      );
      expect((await add(3000)).cart.totals.total.amount).toBe(3000);
      // The $25 line bought before the change is still a $25 line.
      expect((await f.getCart(cartId)).totals.total.amount).toBe(2500);
      await f.setOffer({ onSale: false, amountsCents: [3000, 4000] });
      expect((await f.vouchers.offer()).onSale).toBe(false);
      await expect(add(3000)).rejects.toSatisfy((e) => code(e) === 'GIFT_VOUCHERS_OFF_SALE');
      await f.setOffer({ onSale: spec.onSale, amountsCents: spec.amounts.map((m) => m.amount) });
    });

    it('puts vouchers in a new cart and takes them out, only from that cart', async () => {
      const { cartId, cart } = await f.vouchers.addToCart(
        null,
        { amountCents: 2500, quantity: 2, recipientName: 'Ana' },
        { customerId: f.customerId },
        'en-US',
      );
      const [line] = cart.lines;
      expect(line).toMatchObject({ kind: 'gift-voucher', quantity: 2 });
      expect(cart.totals.total.amount).toBe(5000);
      const other = await f.payableCart();
      await expect(f.vouchers.removeFromCart(other, line?.id ?? '', 'en-US')).rejects.toSatisfy(
        (e) => code(e) === 'CART_LINE_NOT_FOUND',
      );
      const emptied = await f.vouchers.removeFromCart(cartId, line?.id ?? '', 'en-US');
      expect(emptied.lines).toEqual([]);
      await expect(
        f.vouchers.addToCart(
          cartId,
          { amountCents: 2500, quantity: 1, deliverOn: '2001-01-01' },
          {},
          'en-US',
        ),
      ).rejects.toSatisfy((e) => code(e) === 'VALIDATION_FAILED');
    });

    it('applies a voucher once, up to what is left; refuses unknown, expired and empty ones', async () => {
      const voucher = await f.issue({ amountCents: 5000, buyerId: f.customerId });
      const cartId = await f.payableCart();
      const cart = await f.vouchers.applyToCart(cartId, voucher, 'en-US');
      expect(cart.giftVoucherPayments).toHaveLength(1);
      expect(cart.totals.giftVouchers.amount).toBe(3000);
      expect(cart.totals.leftToPay.amount).toBe(0);
      expect((await f.vouchers.applyToCart(cartId, voucher, 'en-US')).giftVoucherPayments).toEqual(
        cart.giftVoucherPayments,
      );
      const second = await f.issue({ amountCents: 1000, buyerId: f.customerId });
      // Nothing is left for a second voucher to pay.
      await expect(f.vouchers.applyToCart(cartId, second, 'en-US')).rejects.toSatisfy(
        (e) => code(e) === 'GIFT_VOUCHER_NOT_NEEDED',
      );
      const expired = await f.issue({ amountCents: 1000, buyerId: f.customerId, expired: true });
      for (const [tried, expected] of [
        ['ABCD-EFGHJKM', 'GIFT_VOUCHER_UNRECOGNISED'],
        [expired, 'GIFT_VOUCHER_EXPIRED'],
      ] as const)
        await expect(
          f.vouchers.applyToCart(await f.payableCart(), tried, 'en-US'),
        ).rejects.toSatisfy((e) => code(e) === expected);
      const [payment] = cart.giftVoucherPayments;
      await expect(
        f.vouchers.removeFromPayment(await f.payableCart(), payment?.id ?? 0, 'en-US'),
      ).rejects.toSatisfy((e) => code(e) === 'CART_LINE_NOT_FOUND');
      const off = await f.vouchers.removeFromPayment(cartId, payment?.id ?? 0, 'en-US');
      expect(off.giftVoucherPayments).toEqual([]);
      expect(off.totals.leftToPay.amount).toBe(3000);
    });

    it('tells a balance and its uses; redeems it into credit exactly once', async () => {
      const voucher = await f.issue({ amountCents: 4000, buyerId: f.customerId });
      const balance = await f.vouchers.balance(voucher);
      expect(balance).toMatchObject({
        amount: { amount: 4000 },
        balance: { amount: 4000 },
        expired: false,
        uses: [{ kind: 'issued', amount: { amount: 4000 } }],
      });
      await expect(f.vouchers.balance('ABCD-EFGHJKM')).rejects.toSatisfy(
        (e) => code(e) === 'GIFT_VOUCHER_UNRECOGNISED',
      );
      const racing = await Promise.allSettled([
        f.vouchers.redeem(f.customerId, voucher),
        f.vouchers.redeem(f.customerId, voucher),
        f.vouchers.redeem(f.customerId, voucher),
      ]);
      const won = racing.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(won[0]?.status === 'fulfilled' && won[0].value.credited.amount).toBe(4000);
      for (const lost of racing.filter((r) => r.status === 'rejected'))
        expect(code(lost.status === 'rejected' && lost.reason)).toBe('GIFT_VOUCHER_USED_UP');
      const after = await f.vouchers.balance(voucher);
      expect(after.balance.amount).toBe(0);
      expect(after.uses.map((u) => [u.kind, u.amount.amount])).toEqual([
        ['issued', 4000],
        ['redeemed', -4000],
      ]);
    });

    it('lists a customer’s vouchers: whole codes for what they bought, no code for what they got', async () => {
      const bought = await f.issue({ amountCents: 2500, buyerId: f.customerId });
      const sent = await f.issue({
        amountCents: 1000,
        buyerId: f.customerId,
        sentTo: f.other.email.toUpperCase(),
      });
      const mine = await f.vouchers.ofCustomer(f.customerId);
      expect(mine.vouchers.map((v) => v.code)).toEqual(expect.arrayContaining([bought, sent]));
      const theirs = await f.vouchers.ofCustomer(f.other.id);
      const received = theirs.vouchers.find((v) => v.relation === 'received');
      expect(received?.balance.amount).toBe(1000);
      // An account's address is not verified: no symbol of the code, no buyer's order.
      expect(received).toMatchObject({ code: null, orderNumber: null });
      expect(theirs.vouchers.some((v) => v.code === bought)).toBe(false);
    });
  });
}
