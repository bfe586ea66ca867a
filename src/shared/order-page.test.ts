import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './contracts/checkout.ts';
import { settledOrderPage } from './order-page.ts';

const status = (over: Partial<OrderStatus>) => ({ number: 'MSP-7K3QD9XA', ...over }) as OrderStatus;

describe('settledOrderPage', () => {
  it('leads a final order to its page and a refused payment back to payment', () => {
    expect(settledOrderPage(status({ state: 'confirmed' }))).toBe(
      '/order/confirmed?order=MSP-7K3QD9XA',
    );
    expect(settledOrderPage(status({ state: 'failed' }))).toBe('/order/failed?order=MSP-7K3QD9XA');
    expect(
      settledOrderPage(
        status({ state: 'completing', lastPayment: { provider: 'stripe', outcome: 'declined' } }),
      ),
    ).toBe('/checkout/payment?outcome=declined&order=MSP-7K3QD9XA');
  });

  it('answers null while the provider is still deciding', () => {
    expect(settledOrderPage(status({ state: 'verifying' }))).toBeNull();
    expect(settledOrderPage(status({ state: 'completing', lastPayment: null }))).toBeNull();
  });
});
