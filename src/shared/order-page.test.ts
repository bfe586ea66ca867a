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

  it('leads a reserved or returned order to its list in the account, never to a wait', () => {
    expect(settledOrderPage(status({ state: 'reserved', lastPayment: null }))).toBe(
      '/account/your-orders?tab=reserved',
    );
    expect(
      settledOrderPage(
        status({ state: 'reserved', lastPayment: { provider: 'stripe', outcome: 'expired' } }),
      ),
    ).toBe('/account/your-orders?tab=reserved');
    expect(settledOrderPage(status({ state: 'returned' }))).toBe(
      '/account/your-orders?tab=returned',
    );
  });

  it('answers null while the provider is still deciding', () => {
    expect(settledOrderPage(status({ state: 'verifying' }))).toBeNull();
    expect(settledOrderPage(status({ state: 'completing', lastPayment: null }))).toBeNull();
  });
});
