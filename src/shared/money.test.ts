import { describe, expect, it } from 'vitest';
import { addMoney, formatMoney, formatMoneyShort, usd } from './money.ts';

describe('money', () => {
  it('is integer cents and refuses fractions', () => {
    expect(usd(4550)).toEqual({ amount: 4550, currency: 'USD' });
    expect(() => usd(45.5)).toThrow(RangeError);
    expect(addMoney(usd(4200), usd(350))).toEqual(usd(4550));
  });

  it('adds exactly where floats would not', () => {
    expect(addMoney(usd(10), usd(20)).amount).toBe(30);
    let total = usd(0);
    for (let i = 0; i < 1000; i++) total = addMoney(total, usd(1));
    expect(total.amount).toBe(1000);
  });

  it('formats dollars in the reader’s conventions', () => {
    expect(formatMoney(usd(4550), 'en-US')).toBe('$45.50');
    expect(formatMoney(usd(4550), 'de')).toBe('45,50\u00a0$');
    expect(formatMoney(usd(4550), 'ht')).toBe('$45.50');
    expect(formatMoney(usd(123456), 'en-US')).toBe('$1,234.56');
  });

  it('writes whole-dollar offers without cents, and keeps the cents of any other amount', () => {
    expect(formatMoneyShort(usd(100_000), 'en-US')).toBe('$1,000');
    expect(formatMoneyShort(usd(2500), 'es')).toBe('$25');
    expect(formatMoneyShort(usd(100_000), 'de')).toBe('1.000\u00a0$');
    expect(formatMoneyShort(usd(1250), 'en-US')).toBe('$12.50');
  });
});
