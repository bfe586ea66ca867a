import { describe, expect, it } from 'vitest';
import { boxOfficePhone } from '../box-office.ts';
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

  it('never ends a sentence twice: a value with its own full stop takes the message’s', () => {
    const es = {
      'en-US': {
        boxOffice: { hours: 'de lunes a sábado, de 10 a. m. a 7 p. m.' },
        footer: 'Taquilla, {{boxOfficeHours}}.',
        thanks: 'Gracias a {{charity}}. Y a {{other}}.',
      },
    };
    expect(translate(es, 'en-US', 'footer')).toBe(
      'Taquilla, de lunes a sábado, de 10 a. m. a 7 p. m.',
    );
    expect(translate(es, 'en-US', 'thanks', { charity: 'Playhouse, Inc.', other: 'todos' })).toBe(
      'Gracias a Playhouse, Inc. Y a todos.',
    );
  });

  it('fills the box office’s number and hours into any message, without the caller passing them', () => {
    const site = {
      'en-US': {
        boxOffice: { hours: 'Monday to Saturday, 10am to 7pm' },
        help: 'Call {{boxOfficePhone}}, {{boxOfficeHours}}, about order {{number}}.',
      },
      de: { boxOffice: { hours: 'Montag bis Samstag, 10 bis 19 Uhr' } },
    };
    expect(translate(site, 'en-US', 'help', { number: 'MSP-1' })).toBe(
      `Call ${boxOfficePhone('en-US')}, Monday to Saturday, 10am to 7pm, about order MSP-1.`,
    );
    // A message that falls back to US English keeps its English hours with it.
    expect(translate(site, 'de', 'help', { number: 'MSP-1' })).toContain('10am to 7pm');
    expect(translate(site, 'de', 'boxOffice.hours')).toBe('Montag bis Samstag, 10 bis 19 Uhr');
  });
});
