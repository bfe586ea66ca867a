import { describe, expect, it } from 'vitest';
import {
  deliveryDays,
  EMPTY_VOUCHER_PURCHASE,
  errorsFromApi,
  messageLeft,
  type VoucherPurchaseState,
  voucherPurchaseBody,
} from './voucher-purchase-model.ts';

// 25 November 2026, 10:00 in New York.
const NOW = Date.parse('2026-11-25T15:00:00Z');
const form = (change: Partial<VoucherPurchaseState>): VoucherPurchaseState => ({
  ...EMPTY_VOUCHER_PURCHASE,
  ...change,
});
const problems = (state: VoucherPurchaseState, now = NOW) => {
  const result = voucherPurchaseBody(state, now);
  return 'errors' in result ? result.errors : {};
};

describe('voucherPurchaseBody', () => {
  it('sends an amount and a quantity, with nothing blank and no day for "now"', () => {
    expect(voucherPurchaseBody(form({ amount: 5000, quantity: 2 }), NOW)).toEqual({
      body: { amountCents: 5000, quantity: 2 },
    });
    expect(
      voucherPurchaseBody(
        form({ amount: 1000, recipientName: ' ', message: ' \n ', deliverOn: '2026-12-01' }),
        NOW,
      ),
    ).toEqual({ body: { amountCents: 1000, quantity: 1 } });
  });

  it('sends the recipient, the message and the day chosen, trimmed', () => {
    expect(
      voucherPurchaseBody(
        form({
          amount: 25_000,
          quantity: 10,
          recipientName: '  Rosa Rivera ',
          recipientEmail: ' rosa@example.com ',
          message: ' Happy birthday!\nLove, Luis ',
          delivery: 'day',
          deliverOn: '2026-12-24',
        }),
        NOW,
      ),
    ).toEqual({
      body: {
        amountCents: 25_000,
        quantity: 10,
        recipientName: 'Rosa Rivera',
        recipientEmail: 'rosa@example.com',
        message: 'Happy birthday!\nLove, Luis',
        deliverOn: '2026-12-24',
      },
    });
  });

  it('lists every problem at once: no amount, a bad e-mail, a long message, a bad quantity', () => {
    expect(
      problems(
        form({ quantity: 11, recipientEmail: 'rosa@', message: 'x'.repeat(501), amount: null }),
      ),
    ).toEqual({
      amount: 'giftVouchers.errors.amount',
      quantity: 'giftVouchers.errors.quantity',
      recipientEmail: 'giftVouchers.errors.recipientEmail',
      message: 'giftVouchers.errors.message',
    });
    // Listed as the form shows them, top to bottom (the summary's order).
    expect(
      Object.keys(
        problems(form({ recipientEmail: 'x', delivery: 'day', deliverOn: '', amount: null })),
      ),
    ).toEqual(['amount', 'recipientEmail', 'deliverOn']);
    // Not whole dollars (the amounts offered are the box office's: the server checks its list).
    expect(problems(form({ amount: 2550 }))).toEqual({ amount: 'giftVouchers.errors.amount' });
    expect(problems(form({ amount: 1000, recipientName: 'a'.repeat(101) }))).toEqual({
      recipientName: 'giftVouchers.errors.recipientName',
    });
  });

  it('takes a day from today to a year ahead on the theatre’s clock; none, past or later is refused', () => {
    const day = (deliverOn: string, now = NOW) =>
      problems(form({ amount: 1000, delivery: 'day', deliverOn }), now);
    expect(day('2026-11-25')).toEqual({});
    expect(day('2027-11-26')).toEqual({});
    for (const bad of ['', '2026-11-24', '2027-11-27', '2026-02-30', 'tomorrow'])
      expect(day(bad), bad).toEqual({ deliverOn: 'giftVouchers.errors.deliverOn' });
    // 23:30 on the 25th in New York is the 26th in UTC: the 25th is still today there.
    expect(day('2026-11-25', Date.parse('2026-11-26T04:30:00Z'))).toEqual({});
  });
});

describe('deliveryDays and messageLeft', () => {
  it('offer today to 366 days ahead, and count what is left of 500 characters', () => {
    expect(deliveryDays(NOW)).toEqual({ min: '2026-11-25', max: '2027-11-26' });
    expect(messageLeft('')).toBe(500);
    expect(messageLeft('x'.repeat(503))).toBe(-3);
  });
});

describe('errorsFromApi', () => {
  it('puts the API’s field keys on the form’s fields, ignoring others', () => {
    expect(
      errorsFromApi({
        'body.amountCents': 'giftVouchers.errors.amount',
        'body.deliverOn': 'giftVouchers.errors.deliverOn',
        'body.other': 'errors.fields.id',
      }),
    ).toEqual({ amount: 'giftVouchers.errors.amount', deliverOn: 'giftVouchers.errors.deliverOn' });
  });
});
