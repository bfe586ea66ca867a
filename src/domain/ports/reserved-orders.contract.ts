/**
 * What every ReservedOrders implementation must do (spec §4, Pay Later): a customer's reserved
 * order put in a cart (a new one when theirs is missing or another's), refused with its error
 * when not theirs, in a cart with seats, or past its hold; taken out again and reserved as it
 * was. The built-in engine runs it (adapters/ticketing/builtin-reserved-orders.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from './clock.ts';
import type { ReservedOrders } from './reserved-orders.ts';

/** A fresh implementation on its own data, read at the suite's clock. */
export interface ReservedOrdersFixture {
  reserved: ReservedOrders;
  /** A customer's reserved order, held until `holdUntil` (after the suite's first `now`). */
  order: { customerId: number; number: string; holdUntil: Date };
  /** Another customer. */
  otherCustomer: number;
  /** A new cart holding tickets, made for this customer (signed in). */
  cartWithTickets(customerId: number): Promise<string>;
  close(): Promise<void>;
}

export function reservedOrdersContract(
  name: string,
  make: (clock: Clock) => Promise<ReservedOrdersFixture>,
) {
  describe(`ReservedOrders contract: ${name}`, () => {
    const start = new Date('2026-11-22T15:00:00Z');
    let now = start;
    const clock: Clock = { now: () => now };
    let f: ReservedOrdersFixture;
    let owner: number;
    let number: string;
    beforeAll(async () => {
      f = await make(clock);
      ({ customerId: owner, number } = f.order);
    });
    afterAll(() => f?.close());

    it('puts the order in a new cart, as reserved, and takes it out again', async () => {
      expect(await f.reserved.inCart(owner, null, 'en-US')).toBeNull();
      const { cartId, reservedOrder } = await f.reserved.addToCart(owner, null, number, 'en-US');
      expect(reservedOrder.number).toBe(number);
      expect(reservedOrder.lines.length).toBeGreaterThan(0);
      const { subtotal, fees, total } = reservedOrder.totals;
      expect(total.amount).toBe(subtotal.amount + fees.amount);
      expect(subtotal.amount).toBe(
        reservedOrder.lines.reduce((sum, line) => sum + line.price.base.amount, 0),
      );
      expect(await f.reserved.inCart(owner, cartId, 'en-US')).toEqual(reservedOrder);

      // Nothing was being paid: no sessions to end. The order is reserved again, and payable.
      expect(await f.reserved.removeFromCart(owner, cartId)).toEqual({ openSessions: [] });
      expect(await f.reserved.inCart(owner, cartId, 'en-US')).toBeNull();
      const again = await f.reserved.addToCart(owner, cartId, number, 'en-US');
      expect(again.cartId).toBe(cartId);
      await f.reserved.removeFromCart(owner, cartId);
    });

    it('answers an order not the customer’s as ORDER_NOT_FOUND, as a number that does not exist', async () => {
      await expect(
        f.reserved.addToCart(f.otherCustomer, null, number, 'en-US'),
      ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
      await expect(
        f.reserved.addToCart(owner, null, 'MSP-NOSUCH00', 'en-US'),
      ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    });

    it('keeps the order to its customer: another sees nothing in that cart', async () => {
      const { cartId } = await f.reserved.addToCart(owner, null, number, 'en-US');
      expect(await f.reserved.inCart(f.otherCustomer, cartId, 'en-US')).toBeNull();
      await f.reserved.removeFromCart(f.otherCustomer, cartId);
      expect((await f.reserved.inCart(owner, cartId, 'en-US'))?.number).toBe(number);
      await f.reserved.removeFromCart(owner, cartId);
    });

    it('refuses a cart holding seats (CART_NOT_EMPTY), and makes a new one for another’s cart', async () => {
      const withSeats = await f.cartWithTickets(owner);
      await expect(f.reserved.addToCart(owner, withSeats, number, 'en-US')).rejects.toMatchObject({
        code: 'CART_NOT_EMPTY',
      });
      expect(await f.reserved.inCart(owner, withSeats, 'en-US')).toBeNull();

      const theirs = await f.cartWithTickets(f.otherCustomer);
      const { cartId } = await f.reserved.addToCart(owner, theirs, number, 'en-US');
      expect(cartId).not.toBe(theirs);
      expect(await f.reserved.inCart(owner, theirs, 'en-US')).toBeNull();
      await f.reserved.removeFromCart(owner, cartId);
    });

    it('refuses the order once its hold has ended (RESERVED_ORDER_UNAVAILABLE)', async () => {
      now = new Date(f.order.holdUntil.getTime() + 1000);
      try {
        await expect(f.reserved.addToCart(owner, null, number, 'en-US')).rejects.toMatchObject({
          code: 'RESERVED_ORDER_UNAVAILABLE',
        });
      } finally {
        now = start;
      }
    });
  });
}
