import { describe, expect, it } from 'vitest';
import type { Cart, TicketLine } from '../../../shared/contracts/cart.ts';
import type { ReservedOrderInCart } from '../../../shared/contracts/reserved-order.ts';
import { usd } from '../../../shared/money.ts';
import { withReservedOrder } from './reserved-cart.ts';

const line = (id: string, base: number, fee: number) =>
  ({
    id,
    kind: 'ticket',
    price: { base: usd(base), fee: usd(fee), allIn: usd(base + fee) },
  }) as TicketLine;

const cart = {
  id: 'c',
  expiresAt: null,
  extended: false,
  lines: [],
  ticketCount: 0,
  totals: { subtotal: usd(0), fees: usd(0), total: usd(0) },
} as unknown as Cart;

const reserved: ReservedOrderInCart = {
  number: 'MSP-DEM0RSVD',
  holdUntil: '2026-11-26T15:00:00.000Z',
  lines: [line('1-2', 4000, 350), line('1-3', 4000, 350)],
  totals: { subtotal: usd(8000), fees: usd(700), total: usd(8700) },
};

describe('withReservedOrder', () => {
  it('adds the reserved order’s lines and totals to the cart’s', () => {
    const merged = withReservedOrder(cart, reserved);
    expect(merged?.lines.map((l) => l.id)).toEqual(['1-2', '1-3']);
    expect(merged?.ticketCount).toBe(2);
    expect(merged?.totals.total).toEqual(usd(8700));
    expect(merged?.totals.fees).toEqual(usd(700));
  });

  it('leaves a cart with seats of its own as it is: those are paid first', () => {
    const withSeats = { ...cart, lines: [line('4-5', 3000, 250)], ticketCount: 1 } as Cart;
    expect(withReservedOrder(withSeats, reserved)).toBe(withSeats);
  });

  it('leaves the cart as it is without one', () => {
    expect(withReservedOrder(cart, null)).toBe(cart);
    expect(withReservedOrder(undefined, reserved)).toBeUndefined();
  });
});
