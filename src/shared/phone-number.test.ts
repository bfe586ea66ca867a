import { describe, expect, it } from 'vitest';
import { normalisePhone, PHONE_DIGITS } from './phone-number.ts';

describe('normalisePhone', () => {
  it('strips spaces, dashes, dots, brackets and a leading +', () => {
    expect(normalisePhone('(845) 555-0199')).toBe('8455550199');
    expect(normalisePhone('845.555.0199')).toBe('8455550199');
    expect(normalisePhone('+1 845 555 0199')).toBe('18455550199');
    expect(normalisePhone(' +1 (845) 555–0199 ')).toBe('18455550199');
    expect(normalisePhone('[845]\u00a0555\u20110199')).toBe('8455550199');
    expect(normalisePhone('8455550199')).toBe('8455550199');
  });

  it('leaves what is not punctuation, for the digits rule to refuse', () => {
    for (const text of [
      '845-555-CALL',
      '845 555 0199 ext. 2',
      '1+845',
      '++1 845',
      '845#555',
      '٨٤٥',
    ])
      expect(PHONE_DIGITS.test(normalisePhone(text)), text).toBe(false);
  });
});
