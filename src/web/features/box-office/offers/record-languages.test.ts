import { describe, expect, it } from 'vitest';
import { recordMissing } from './record-languages.ts';

describe('a record’s missing languages', () => {
  it('are those any of its texts misses, in the storefront’s order; an absent text misses none', () => {
    expect(
      recordMissing([
        { 'en-US': 'Fund', 'en-GB': 'Fund', de: 'Fonds', es: 'Fondo', ht: 'Fon', sv: 'Fond' },
        { 'en-US': 'Text', sv: 'Text', de: ' ' },
        null,
      ]),
    ).toEqual(['en-GB', 'de', 'es', 'ht']);
    expect(recordMissing([null])).toEqual([]);
  });
});
