import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, paymentKey, readDraft } from './checkout-draft.ts';

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
