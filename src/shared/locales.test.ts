import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, detectLocale, parseAcceptLanguage } from './locales.ts';

describe('detectLocale', () => {
  it('prefers a valid cookie over the browser', () => {
    expect(detectLocale('sv', ['de-DE', 'de'])).toBe('sv');
    expect(detectLocale('en-gb', ['es'])).toBe('en-GB');
  });

  it('ignores an unknown cookie', () => {
    expect(detectLocale('fr', ['de-DE'])).toBe('de');
  });

  it('matches full codes before base codes across the whole list', () => {
    expect(detectLocale(undefined, ['sv-FI', 'en-GB'])).toBe('en-GB');
    expect(detectLocale(undefined, ['es-MX', 'de-DE'])).toBe('es');
  });

  it('maps other English variants to US English and unknown languages to the default', () => {
    expect(detectLocale(undefined, ['en-AU'])).toBe('en-US');
    expect(detectLocale(undefined, ['ja-JP', 'fr'])).toBe(DEFAULT_LOCALE);
    expect(detectLocale(undefined, [])).toBe(DEFAULT_LOCALE);
  });

  it('knows Haitian Creole', () => {
    expect(detectLocale(undefined, ['ht-HT', 'fr-HT'])).toBe('ht');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeping header order for ties', () => {
    expect(parseAcceptLanguage('de;q=0.5, es-MX, fr;q=0.9, en')).toEqual([
      'es-MX',
      'en',
      'fr',
      'de',
    ]);
  });

  it('drops q=0, wildcards and garbage', () => {
    expect(parseAcceptLanguage('*, sv;q=0, ht;q=abc, ,')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
