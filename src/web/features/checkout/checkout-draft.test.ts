import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { usd } from '../../../shared/money.ts';
import {
  checkoutTotals,
  clearDraft,
  deliveryFee,
  paymentKey,
  readDraft,
} from './checkout-draft.ts';

/** The tab's sessionStorage, as a browser keeps it. */
function stubSessionStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
}

describe('the checkout draft’s payment key (Idempotency-Key of “Pay”)', () => {
  beforeEach(stubSessionStorage);
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('is kept with the draft: a second click (or a reload) sends the same key', () => {
    expect(readDraft().paymentKey).toBe('');
    const first = paymentKey();
    expect(first).toMatch(/^pay-[0-9a-f]{32}$/);
    expect(paymentKey()).toBe(first);
    expect(readDraft().paymentKey).toBe(first);
  });

  it('is new for each review submission or retry, and goes with the draft', () => {
    const first = paymentKey(true);
    const second = paymentKey(true);
    expect(second).not.toBe(first);
    expect(paymentKey()).toBe(second);
    clearDraft();
    expect(readDraft().paymentKey).toBe('');
  });

  it('ignores a stored key the API would refuse', () => {
    sessionStorage.setItem('houselights.checkout', JSON.stringify({ paymentKey: 'short' }));
    expect(readDraft().paymentKey).toBe('');
  });
});

describe('checkoutTotals', () => {
  it('shows gift vouchers bought on a line of their own, outside the tickets and with no delivery', () => {
    const voucher = {
      id: 'v-1',
      kind: 'gift-voucher' as const,
      amount: usd(5000),
      quantity: 2,
      recipientName: null,
      recipientEmail: null,
      message: null,
      deliverOn: null,
      price: { base: usd(10_000), fee: usd(0), allIn: usd(10_000) },
    };
    const cart: Pick<Cart, 'lines' | 'totals'> = {
      lines: [voucher],
      totals: {
        subtotal: usd(12_500),
        donations: usd(2500),
        fees: usd(0),
        discount: usd(0),
        refundProtection: usd(0),
        total: usd(12_500),
        credit: usd(0),
        giftVouchers: usd(0),
        leftToPay: usd(12_500),
      },
    };
    expect(checkoutTotals(cart, 'post')).toMatchObject({
      tickets: false,
      subtotal: 0,
      donations: 2500,
      vouchersBought: 10_000,
      delivery: 0,
      total: 12_500,
      leftToPay: 12_500,
    });
  });
});

describe('checkoutTotals with a membership (issue 12)', () => {
  it('shows the membership’s payment on a line of its own, outside the tickets’ subtotal', () => {
    const membership = {
      id: 'm-1',
      kind: 'membership' as const,
      levelId: 1,
      levelName: 'Friend',
      paymentOption: 'monthly' as const,
      autoRenew: true,
      renewal: false,
      startsOn: '2026-11-26',
      expiresOn: '2027-11-25',
      changesModeOfSale: true,
      price: { base: usd(1100), fee: usd(0), allIn: usd(1100) },
    };
    const cart: Pick<Cart, 'lines' | 'totals'> = {
      lines: [membership],
      totals: {
        subtotal: usd(1100),
        donations: usd(0),
        fees: usd(0),
        discount: usd(0),
        refundProtection: usd(0),
        total: usd(1100),
        credit: usd(0),
        giftVouchers: usd(0),
        leftToPay: usd(1100),
      },
    };
    expect(checkoutTotals(cart, 'post')).toMatchObject({
      tickets: false,
      subtotal: 0,
      memberships: 1100,
      delivery: 0,
      total: 1100,
      leftToPay: 1100,
    });
  });
});

describe('checkoutTotals with gift vouchers (issue 11)', () => {
  const ticket = {
    id: '3-101',
    kind: 'ticket',
    price: { base: usd(2500), fee: usd(500), allIn: usd(3000) },
  };
  const voucherBought = {
    id: 'v-1',
    kind: 'gift-voucher',
    price: { base: usd(5000), fee: usd(0), allIn: usd(5000) },
  };
  const cartOf = (opts: {
    lines: object[];
    total: number;
    credit?: number;
    vouchers?: { id: number; balance: number }[];
  }) =>
    ({
      lines: opts.lines,
      totals: {
        subtotal: usd(opts.total),
        fees: usd(0),
        total: usd(opts.total),
        credit: usd(opts.credit ?? 0),
        donations: usd(0),
      },
      giftVoucherPayments: (opts.vouchers ?? []).map((v) => ({
        id: v.id,
        code: `••••-•••${String(v.id).padStart(4, 'X')}`,
        applied: usd(0),
        balance: usd(v.balance),
        expiresAt: '2028-11-29T05:00:00.000Z',
      })),
    }) as unknown as Parameters<typeof checkoutTotals>[0];

  it('a voucher pays part; what stays on it and what is left to pay are said', () => {
    const totals = checkoutTotals(
      cartOf({ lines: [ticket], total: 3000, vouchers: [{ id: 1, balance: 1000 }] }),
      'print-at-home',
    );
    expect(totals.giftVouchers).toBe(1000);
    expect(totals.leftToPay).toBe(2000);
    expect(totals.voucherPayments).toEqual([
      { id: 1, code: '••••-•••XXX1', applied: 1000, left: 0 },
    ]);
  });

  it('vouchers pay in the order applied, after credit, delivery included, never past the total', () => {
    const totals = checkoutTotals(
      cartOf({
        lines: [ticket],
        total: 3000,
        credit: 500,
        vouchers: [
          { id: 1, balance: 1000 },
          { id: 2, balance: 5000 },
          { id: 3, balance: 2500 },
        ],
      }),
      'post',
    );
    const delivery = deliveryFee('post');
    expect(totals.total).toBe(3000 + delivery);
    expect(totals.voucherPayments.map((p) => p.applied)).toEqual([1000, 1500 + delivery, 0]);
    expect(totals.voucherPayments.map((p) => p.left)).toEqual([0, 3500 - delivery, 2500]);
    expect(totals.leftToPay).toBe(0);
  });

  it('a voucher never pays for vouchers being bought', () => {
    const totals = checkoutTotals(
      cartOf({
        lines: [ticket, voucherBought],
        total: 8000,
        vouchers: [{ id: 1, balance: 10_000 }],
      }),
      'print-at-home',
    );
    expect(totals.giftVouchers).toBe(3000);
    expect(totals.leftToPay).toBe(5000);
  });

  it('without vouchers, nothing changes', () => {
    const totals = checkoutTotals(cartOf({ lines: [ticket], total: 3000 }), 'print-at-home');
    expect(totals.giftVouchers).toBe(0);
    expect(totals.voucherPayments).toEqual([]);
    expect(totals.leftToPay).toBe(3000);
  });
});
