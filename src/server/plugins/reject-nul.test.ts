import { describe, expect, it } from 'vitest';
import { hasNul } from './reject-nul.ts';

describe('hasNul', () => {
  it('finds a NUL in strings, arrays and objects, keys included', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul({ notes: ['ok', { line1: '1 A\u0000St' }] })).toBe(true);
    expect(hasNul({ 'k\u0000': 1 })).toBe(true);
  });
  it('lets everything else through', () => {
    expect(hasNul({ code: 'FRIENDS10', n: 3, ok: true, none: null, list: ['Kreyòl'] })).toBe(false);
    expect(hasNul(undefined)).toBe(false);
  });
});
