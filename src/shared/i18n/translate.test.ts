import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

const bundles = {
  'en-US': {
    a: {
      hello: 'Hello {{name}}',
      seats_one: '{{count}} seat',
      seats_other: '{{count}} seats',
      only: 'English only',
    },
  },
  de: {
    a: { hello: 'Hallo {{name}}', seats_one: '{{count}} Platz', seats_other: '{{count}} Plätze' },
  },
};

describe('translate', () => {
  it('interpolates', () => {
    expect(translate(bundles, 'de', 'a.hello', { name: 'Ana' })).toBe('Hallo Ana');
  });

  it('picks plural forms by the language’s rules', () => {
    expect(translate(bundles, 'de', 'a.seats', { count: 1 })).toBe('1 Platz');
    expect(translate(bundles, 'de', 'a.seats', { count: 3 })).toBe('3 Plätze');
    expect(translate(bundles, 'en-US', 'a.seats', { count: 0 })).toBe('0 seats');
  });

  it('falls back to en-US, then to the key', () => {
    expect(translate(bundles, 'de', 'a.only')).toBe('English only');
    expect(translate(bundles, 'de', 'a.missing')).toBe('a.missing');
    expect(translate(bundles, 'de', 'a')).toBe('a');
  });
});
