import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals.ts';

const ticket = (baseCents: number, feeCents: number) => ({
  kind: 'ticket' as const,
  baseCents,
  feeCents,
});

describe('order totals', () => {
  it('add base prices and fees of tickets, untaxed, delivered free', () => {
    const totals = orderTotals({
      lines: [ticket(4000, 350), ticket(2500, 350)],
      deliveryMethod: 'print-at-home',
    });
    expect(totals).toEqual({
      productsSubtotalCents: 6500,
      subtotalCents: 6500,
      discountCents: 0,
      deliveryCents: 0,
      feesCents: 700,
      taxCents: 0,
      totalCents: 7200,
      totalPaidCents: 0,
      leftToPayCents: 7200,
    });
  });

  it('charge post, apply a discount, tax by kind and count what is paid', () => {
    const totals = orderTotals({
      lines: [ticket(4000, 350), { kind: 'merchandise', baseCents: 1000, feeCents: 0 }],
      deliveryMethod: 'post',
      discountCents: 500,
      taxRates: { ticket: 0, merchandise: 800 },
      paidCents: 2000,
    });
    expect(totals.deliveryCents).toBe(250);
    expect(totals.taxCents).toBe(80);
    expect(totals.totalCents).toBe(5000 - 500 + 350 + 250 + 80);
    expect(totals.leftToPayCents).toBe(totals.totalCents - 2000);
  });

  it('keep donations out of the products subtotal', () => {
    const totals = orderTotals({
      lines: [ticket(1000, 0), { kind: 'donation', baseCents: 2500, feeCents: 0 }],
      deliveryMethod: 'mobile',
    });
    expect(totals.productsSubtotalCents).toBe(1000);
    expect(totals.subtotalCents).toBe(3500);
  });

  it('never go below zero: a free order is free, a discount is capped', () => {
    const free = orderTotals({
      lines: [ticket(0, 0)],
      deliveryMethod: 'box-office',
      discountCents: 900,
    });
    expect(free.totalCents).toBe(0);
    expect(free.leftToPayCents).toBe(0);
    expect(orderTotals({ lines: [], deliveryMethod: 'post' }).totalCents).toBe(0);
  });

  it('refuse fractions and negative amounts', () => {
    expect(() => orderTotals({ lines: [ticket(10.5, 0)], deliveryMethod: 'mobile' })).toThrow();
    expect(() => orderTotals({ lines: [ticket(-1, 0)], deliveryMethod: 'mobile' })).toThrow();
  });
});
