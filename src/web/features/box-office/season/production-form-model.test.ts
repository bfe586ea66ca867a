import { describe, expect, it } from 'vitest';
import {
  firstTabWithProblem,
  localeOfField,
  missingByLocale,
  productionFormValues,
} from './production-form-model.ts';

describe('the production form', () => {
  it('starts blank at the first venue, every language an empty input', () => {
    const values = productionFormValues(null, 29);
    expect(values.venueId).toBe(29);
    expect(values.slug).toBe('');
    expect(values.title).toEqual({ 'en-US': '', 'en-GB': '', de: '', es: '', ht: '', sv: '' });
  });

  it('counts per tab the texts not written in its language', () => {
    const missing = missingByLocale({
      title: { 'en-US': 'Our Town', es: 'Nuestro pueblo', de: ' ' },
      tagline: { 'en-US': '' },
      genre: {
        'en-US': 'Drama',
        'en-GB': 'Drama',
        de: 'Drama',
        es: 'Drama',
        ht: 'Dram',
        sv: 'Drama',
      },
    });
    expect(missing['en-US']).toEqual([
      'tagline',
      'description',
      'credits',
      'ageGuidance',
      'contentNotes',
    ]);
    expect(missing.es).toEqual([
      'tagline',
      'description',
      'credits',
      'ageGuidance',
      'contentNotes',
    ]);
    expect(missing.de).toEqual([
      'title',
      'tagline',
      'description',
      'credits',
      'ageGuidance',
      'contentNotes',
    ]);
    expect(missing.sv).toEqual([
      'title',
      'tagline',
      'description',
      'credits',
      'ageGuidance',
      'contentNotes',
    ]);
  });

  it('knows which tab a problem is on', () => {
    expect(localeOfField('title.de')).toBe('de');
    expect(localeOfField('slug')).toBeNull();
    expect(localeOfField('title.fr')).toBeNull();
    expect(firstTabWithProblem(['slug', 'genre.sv', 'title.es'])).toBe('es');
    expect(firstTabWithProblem(['slug'])).toBeNull();
  });
});
