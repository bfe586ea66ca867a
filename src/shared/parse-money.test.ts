import { describe, expect, it } from 'vitest';
import { exampleAmount, numberMarks, parseMoneyInput } from './parse-money.ts';

const cents = (text: string, locale: Parameters<typeof parseMoneyInput>[1] = 'en-US') => {
  const parsed = parseMoneyInput(text, locale);
  return parsed.ok ? parsed.cents : parsed.problem;
};

describe('parseMoneyInput', () => {
  it('reads whole dollars and dollars and cents in US conventions', () => {
    expect(cents('25')).toBe(2500);
    expect(cents('12.50')).toBe(1250);
    expect(cents('12.5')).toBe(1250);
    expect(cents('12.')).toBe(1200);
    expect(cents('.75')).toBe(75);
    expect(cents('1,000')).toBe(100_000);
    expect(cents('1,000.01')).toBe(100_001);
    expect(cents('100,000')).toBe(10_000_000);
    expect(cents(' $45.50 ')).toBe(4550);
    expect(cents('45 $')).toBe(4500);
    expect(cents('US$20')).toBe(2000);
    expect(cents('0')).toBe(0);
  });

  it('reads each language’s own marks', () => {
    expect(cents('12,50', 'de')).toBe(1250);
    expect(cents('1.000', 'de')).toBe(100_000);
    expect(cents('1.000,50 $', 'de')).toBe(100_050);
    expect(cents('1 000,50', 'sv')).toBe(100_050);
    expect(cents('1\u00a0000', 'sv')).toBe(100_000);
    expect(cents('1\u202f000,5', 'sv')).toBe(100_050);
    expect(cents('1,000.50', 'es')).toBe(100_050);
    expect(cents('1,000.50', 'ht')).toBe(100_050);
    expect(cents('1,000.50', 'en-GB')).toBe(100_050);
  });

  it('lets spaces group thousands anywhere, and reads the other decimal mark when it can only be one', () => {
    expect(cents('1 000')).toBe(100_000);
    expect(cents('12,50')).toBe(1250);
    expect(cents('12,5')).toBe(1250);
    expect(cents('1,00')).toBe(100);
    expect(cents('12.50', 'de')).toBe(1250);
    expect(cents('12.50', 'sv')).toBe(1250);
  });

  it('refuses fractions of a cent', () => {
    expect(cents('12.345')).toBe('cents');
    expect(cents('1.001')).toBe('cents');
    expect(cents('12,345', 'de')).toBe('cents');
  });

  it('refuses negatives, text and malformed numbers', () => {
    expect(cents('')).toBe('empty');
    expect(cents('   ')).toBe('empty');
    expect(cents('-5')).toBe('negative');
    expect(cents('−5')).toBe('negative');
    expect(cents('-$5')).toBe('negative');
    expect(cents('$-5.50')).toBe('negative');
    expect(cents('ten')).toBe('format');
    expect(cents('12abc')).toBe('format');
    expect(cents('1e3')).toBe('format');
    expect(cents('0x10')).toBe('format');
    expect(cents('1,0000')).toBe('format');
    expect(cents('1.2.3')).toBe('format');
    expect(cents('1 000,50')).toBe('format');
    expect(cents('$')).toBe('format');
    expect(cents('.')).toBe('format');
    expect(cents('9'.repeat(20))).toBe('format');
    expect(cents('<script>')).toBe('format');
  });

  it('keeps integer cents for long amounts (no float drift)', () => {
    expect(cents('99,999.99')).toBe(9_999_999);
    expect(cents('1234567.89')).toBe(123_456_789);
    expect(Number.isSafeInteger(cents('999999999999.99'))).toBe(true);
  });
});

describe('numberMarks and exampleAmount', () => {
  it('follow the reader’s conventions', () => {
    expect(numberMarks('en-US')).toEqual({ decimal: '.', group: ',' });
    expect(numberMarks('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberMarks('sv')).toEqual({ decimal: ',', group: ' ' });
    expect(exampleAmount('en-US')).toBe('12.50');
    expect(exampleAmount('de')).toBe('12,50');
    expect(exampleAmount('ht')).toBe('12.50');
  });
});
