import { describe, expect, it } from 'vitest';
import {
  isVoucherCode,
  maskVoucherCode,
  newVoucherCode,
  normalizeVoucherCode,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_ENTROPY_BITS,
  VOUCHER_CODE_INPUT_MAX,
  VOUCHER_CODE_PATTERN,
  voucherCodeDigest,
} from './voucher-code.ts';

describe('the voucher code alphabet', () => {
  it('is 31 upper-case letters and digits, none twice, without 0, O, 1, I or L', () => {
    expect(VOUCHER_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(31);
    expect(VOUCHER_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const lookAlike of '0O1IL') expect(VOUCHER_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it('gives a new code at least 50 bits of entropy', () => {
    expect(VOUCHER_CODE_ENTROPY_BITS).toBeGreaterThanOrEqual(50);
    expect(VOUCHER_CODE_ENTROPY_BITS).toBeCloseTo(11 * Math.log2(31), 10);
  });
});

describe('newVoucherCode', () => {
  it('draws XXXX-XXXXXXX from the alphabet, in the spec’s format', () => {
    const code = newVoucherCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{7}$/);
    expect(code).toMatch(VOUCHER_CODE_PATTERN);
    // The spec's own words: four alphanumerics, a hyphen, 6 to 9 alphanumerics.
    expect(code).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{6,9}$/);
    expect(normalizeVoucherCode(code)).toBe(code);
  });

  it('never draws the same code twice in 10,000', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newVoucherCode()));
    expect(codes.size).toBe(10_000);
  });

  it('uses every symbol about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3_000; i++)
      for (const symbol of newVoucherCode().replace('-', ''))
        counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBe(31);
    // 33,000 symbols: about 1,065 each; six standard deviations either side.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(870);
      expect(count).toBeLessThan(1260);
    }
  });

  it('draws again for a byte that would bias the symbols (248 and above)', () => {
    // 247 is the last symbol, 248 to 255 are drawn again, 0 is the first.
    const bytes = [248, 255, 247, 0, 31, 62, 250, 30, 1, 2, 3, 4, 5, 6, 7];
    let next = 0;
    const code = newVoucherCode((n) =>
      Uint8Array.from({ length: n }, () => bytes[next++ % bytes.length] ?? 0),
    );
    // 247 % 31 = 30 (Z), 0, 31 and 62 are 2, then 30 (Z) and 1 to 6 (3 to 8).
    expect(code).toBe('Z222-Z345678');
  });

  it('keeps drawing when the source gives only bytes to draw again for a while', () => {
    let calls = 0;
    const code = newVoucherCode((n) => {
      calls++;
      return new Uint8Array(n).fill(calls < 3 ? 255 : 10);
    });
    expect(calls).toBe(3);
    expect(code).toBe(`${'C'.repeat(4)}-${'C'.repeat(7)}`);
  });
});

describe('normalizeVoucherCode', () => {
  const code = 'K7QP-3XWM9TB';

  it.each([
    ['the canonical form', 'K7QP-3XWM9TB'],
    ['lower case', 'k7qp-3xwm9tb'],
    ['mixed case', 'k7Qp-3XwM9tB'],
    ['spaces around and inside', '  K7QP - 3XWM 9TB '],
    ['no hyphen', 'K7QP3XWM9TB'],
    ['an en dash', 'K7QP–3XWM9TB'],
    ['an em dash', 'K7QP—3XWM9TB'],
    ['a Unicode hyphen and a minus sign', 'K7QP‐3XWM−9TB'],
    ['a no-break space and a narrow one', 'K7QP\u00a03XWM\u202f9TB'],
    ['a zero-width space and a soft hyphen from a mail', 'K7QP\u200b-3XW\u00adM9TB'],
    ['a line break copied out of a PDF', 'K7QP-\r\n3XWM9TB\n'],
    ['hyphens in other places', 'K7-QP3-XWM-9TB'],
    ['full-width letters', 'Ｋ７ＱＰ－３ＸＷＭ９ＴＢ'],
  ])('forgives %s', (_what, input) => {
    expect(normalizeVoucherCode(input)).toBe(code);
  });

  it('takes the spec’s lengths after the hyphen, 6 to 9, and no others', () => {
    expect(normalizeVoucherCode('ABCD-EFGHJK')).toBe('ABCD-EFGHJK');
    expect(normalizeVoucherCode('abcd efghjkmnp')).toBe('ABCD-EFGHJKMNP');
    expect(normalizeVoucherCode('ABCD-EFGHJ')).toBeNull();
    expect(normalizeVoucherCode('ABCD-EFGHJKMNPQ')).toBeNull();
    expect(normalizeVoucherCode('ABC')).toBeNull();
  });

  it.each([
    ['nothing', ''],
    ['spaces and dashes only', ' - – '],
    ['a zero (no code holds 0 or O)', 'K7QP-3XWM0TB'],
    ['a letter O', 'K7QP-3XWMOTB'],
    ['a one', 'K7QP-3XWM1TB'],
    ['a letter I', 'K7QP-3XWMITB'],
    ['a letter L', 'k7qp-3xwmltb'],
    ['punctuation', 'K7QP.3XWM9TB'],
    ['an underscore', 'K7QP_3XWM9TB'],
    ['a letter of another script that looks like ours', 'K7QР-3XWM9TB'], // Cyrillic Р
    ['ß, which upper-cases to two letters', 'K7Qß-3XWM9TB'],
    ['a NUL byte', 'K7QP-3XWM9TB\u0000'],
    ['another control character', 'K7QP\u0007-3XWM9TB'],
    ['an emoji', 'K7QP-3XWM9TB🎭'],
    ['SQL', "' OR 1=1 --"],
  ])('refuses %s', (_what, input) => {
    expect(normalizeVoucherCode(input)).toBeNull();
  });

  it('refuses input over 64 characters before looking at it, 10 KB included', () => {
    const padded = `${code}${' '.repeat(VOUCHER_CODE_INPUT_MAX - code.length)}`;
    expect(normalizeVoucherCode(padded)).toBe(code);
    expect(normalizeVoucherCode(`${padded} `)).toBeNull();
    expect(normalizeVoucherCode('A'.repeat(10_240))).toBeNull();
    expect(normalizeVoucherCode(`${code}${' '.repeat(10_240)}`)).toBeNull();
  });

  it('refuses what is not a string (a body the schema let through)', () => {
    expect(normalizeVoucherCode(42 as unknown as string)).toBeNull();
    expect(normalizeVoucherCode(null as unknown as string)).toBeNull();
  });
});

describe('isVoucherCode', () => {
  it('is true of the canonical form only', () => {
    expect(isVoucherCode('K7QP-3XWM9TB')).toBe(true);
    expect(isVoucherCode('k7qp-3xwm9tb')).toBe(false);
    expect(isVoucherCode('K7QP3XWM9TB')).toBe(false);
    expect(isVoucherCode('K7QP-3XWM9TB\n')).toBe(false);
  });
});

describe('voucherCodeDigest', () => {
  it('is the SHA-256 of the canonical code, in hex', () => {
    // printf 'K7QP-3XWM9TB' | sha256sum
    expect(voucherCodeDigest('K7QP-3XWM9TB')).toBe(
      'd6f5d4bc1f3d798ca9a30878203051fad1040e73a200495a6c5c811449499a83',
    );
    expect(voucherCodeDigest('K7QP-3XWM9TB')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives any typed form of a code the same digest, and other codes others', () => {
    const digest = voucherCodeDigest('K7QP-3XWM9TB');
    expect(voucherCodeDigest('k7qp 3xwm 9tb')).toBe(digest);
    expect(voucherCodeDigest('K7QP-3XWM9TC')).not.toBe(digest);
  });

  it('refuses what is no code: the caller normalises first', () => {
    expect(() => voucherCodeDigest('not a code')).toThrow(RangeError);
    expect(() => voucherCodeDigest('')).toThrow(RangeError);
  });
});

describe('maskVoucherCode', () => {
  it('shows the last four symbols only', () => {
    expect(maskVoucherCode('K7QP-3XWM9TB')).toBe('••••-•••M9TB');
    expect(maskVoucherCode('abcd-efghjk')).toBe('••••-••GHJK');
    expect(maskVoucherCode('ABCD-EFGHJKMNP')).toBe('••••-•••••KMNP');
  });

  it('refuses what is no code', () => {
    expect(() => maskVoucherCode('ABC')).toThrow(RangeError);
  });
});
