import { describe, expect, it } from 'vitest';
import { accessCodeMatches, normalizeAccessCode } from './access-code.ts';

describe('access registration codes', () => {
  it('match the name on the account, case, accents and punctuation aside', () => {
    const issued = { firstName: 'Rose', lastName: 'Pierre-Louis' };
    expect(accessCodeMatches(issued, { firstName: 'rose', lastName: 'Pierre Louis' })).toBe(true);
    expect(
      accessCodeMatches(
        { firstName: 'José', lastName: 'Núñez' },
        { firstName: 'Jose', lastName: 'Nunez' },
      ),
    ).toBe(true);
    expect(accessCodeMatches(issued, { firstName: 'Rosa', lastName: 'Pierre-Louis' })).toBe(false);
    expect(accessCodeMatches(issued, { firstName: 'Rose', lastName: 'Pierre' })).toBe(false);
  });

  it('are typed without regard to case, spaces or hyphens', () => {
    expect(normalizeAccessCode(' acc-2026 0417 ')).toBe('ACC20260417');
  });
});
