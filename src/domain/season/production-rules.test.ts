import { describe, expect, it } from 'vitest';
import { ProductionSlugSchema } from '../../shared/contracts/season-setup.ts';
import { slugFromTitle } from '../../shared/slug.ts';
import { checkSlugChange, missingTranslations } from './production-rules.ts';

const all = (text: string) => ({
  'en-US': text,
  'en-GB': text,
  de: text,
  es: text,
  ht: text,
  sv: text,
});

describe('missing translations', () => {
  it('lists, per text and in all, the languages not written', () => {
    const texts = {
      title: all('Our Town'),
      tagline: { 'en-US': 'A play', es: 'Una obra' },
      description: all('…'),
      credits: all('…'),
      genre: { 'en-US': 'Drama', de: 'Drama', sv: '  ' },
      ageGuidance: all('…'),
      contentNotes: all('…'),
    };
    const { missing, missingLocales } = missingTranslations(texts);
    expect(missing.title).toEqual([]);
    expect(missing.tagline).toEqual(['en-GB', 'de', 'ht', 'sv']);
    expect(missing.genre).toEqual(['en-GB', 'es', 'ht', 'sv']);
    expect(missingLocales).toEqual(['de', 'en-GB', 'es', 'ht', 'sv']);
    expect(
      missingTranslations({ ...texts, tagline: all('x'), genre: all('y') }).missingLocales,
    ).toEqual([]);
  });
});

describe('a web address from a title', () => {
  it('is lowercase words joined by hyphens, accents dropped', () => {
    expect(slugFromTitle('The Importance of Being Earnest!')).toBe(
      'the-importance-of-being-earnest',
    );
    expect(slugFromTitle('  Rock & Roll  ')).toBe('rock-and-roll');
    expect(slugFromTitle('Cyrano de Bergérac')).toBe('cyrano-de-bergerac');
    expect(slugFromTitle('Dickens’s Carol')).toBe('dickenss-carol');
    expect(slugFromTitle('蝴蝶')).toBe('');
  });

  it('always passes the contract when not empty', () => {
    for (const title of ['A'.repeat(300), 'x - y -- z', '-a-', 'Ça va? 2026'])
      expect(ProductionSlugSchema.safeParse(slugFromTitle(title)).success, title).toBe(true);
  });
});

describe('changing the address', () => {
  it('is refused once tickets were sold', () => {
    expect(() => checkSlugChange('our-town', 'our-town-2027', true)).toThrow(
      expect.objectContaining({ code: 'STAFF_SLUG_LOCKED' }),
    );
    expect(() => checkSlugChange('our-town', 'our-town', true)).not.toThrow();
    expect(() => checkSlugChange('our-town', 'our-town-2027', false)).not.toThrow();
  });
});
