import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { usd } from '../../../shared/money.ts';
import { checkoutTotals, clearDraft, paymentKey, readDraft } from './checkout-draft.ts';

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
