import { describe, expect, it } from 'vitest';
import {
  PerformanceCreateBodySchema,
  PerformanceUpdateBodySchema,
  ProductionBodySchema,
} from './season-setup.ts';

const text = (en: string, rest: Record<string, string> = {}) => ({ 'en-US': en, ...rest });
const production = {
  slug: 'our-town',
  title: text('Our Town', { es: 'Nuestro pueblo', de: '' }),
  tagline: text('A play'),
  description: text('First paragraph.\n\nSecond.'),
  credits: text('By Thornton Wilder'),
  genre: text('Drama'),
  ageGuidance: text('12+'),
  contentNotes: text('None'),
  durationMinutes: '',
  imageUrl: '/images/productions/our-town.svg',
  venueId: 29,
};
const performance = {
  venueId: 29,
  startsAt: '2026-12-10T19:30',
  onSaleAt: '2026-11-01T10:00',
  offSaleAt: '',
  cancelled: false,
  seating: 'reserved',
  generalCapacity: 200,
  priorityModeOfSaleId: '',
  accessTags: ['asl'],
  note: text('', { es: '' }),
};
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the production form', () => {
  it('keeps the languages written and drops the blank ones', () => {
    const parsed = ProductionBodySchema.parse(production);
    expect(parsed.title).toEqual({ 'en-US': 'Our Town', es: 'Nuestro pueblo' });
    expect(parsed.durationMinutes).toBeNull();
    expect(parsed.description['en-US']).toBe('First paragraph.\n\nSecond.');
  });

  it('needs US English and one line where one line is meant', () => {
    const result = ProductionBodySchema.safeParse({
      ...production,
      title: text(' ', { es: 'Nuestro pueblo' }),
      genre: text('Drama\nComedy'),
      slug: 'Our Town',
      imageUrl: 'https://elsewhere.example/x.png',
      durationMinutes: 601,
    });
    expect(problems(result)).toEqual({
      'title.en-US': 'staff.season.validation.englishRequired',
      'genre.en-US': 'staff.season.validation.genre',
      slug: 'staff.season.validation.slug',
      imageUrl: 'staff.season.validation.imageUrl',
      durationMinutes: 'staff.season.validation.duration',
    });
  });

  it('takes only images on this site', () => {
    for (const bad of [
      '//evil.example/x.png',
      '/images/../secret.png',
      '/images/x.js',
      'images/x.png',
    ])
      expect(ProductionBodySchema.safeParse({ ...production, imageUrl: bad }).success, bad).toBe(
        false,
      );
  });
});

describe('the performance form', () => {
  it('reads New York times, blank as none, and drops a stray capacity', () => {
    const parsed = PerformanceUpdateBodySchema.parse(performance);
    expect(parsed.startsAt.toISOString()).toBe('2026-12-11T00:30:00.000Z');
    // 1 November: back on standard time (UTC−5) by 10am.
    expect(parsed.onSaleAt.toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(parsed.offSaleAt).toBeNull();
    expect(parsed.priorityModeOfSaleId).toBeNull();
    expect(parsed.generalCapacity).toBeNull();
    expect(parsed.note).toBeNull();
  });

  it('keeps the times in order', () => {
    expect(
      problems(
        PerformanceUpdateBodySchema.safeParse({
          ...performance,
          onSaleAt: '2026-12-10T19:30',
          offSaleAt: '2026-12-10T19:00',
        }),
      ),
    ).toEqual({
      onSaleAt: 'staff.season.validation.onSaleAfterStart',
      offSaleAt: 'staff.season.validation.offSaleBeforeOnSale',
    });
    expect(
      problems(
        PerformanceUpdateBodySchema.safeParse({ ...performance, offSaleAt: '2026-12-10T19:31' }),
      ),
    ).toEqual({ offSaleAt: 'staff.season.validation.offSaleAfterStart' });
  });

  it('says so of a time the clocks skip, and of one that is not a time', () => {
    expect(
      problems(
        PerformanceUpdateBodySchema.safeParse({ ...performance, startsAt: '2026-03-08T02:30' }),
      ),
    ).toEqual({ startsAt: 'staff.season.validation.timeSkipped' });
    expect(
      problems(
        PerformanceUpdateBodySchema.safeParse({ ...performance, startsAt: '2026-02-30T19:30' }),
      ),
    ).toEqual({ startsAt: 'staff.season.validation.startsAt' });
    expect(
      problems(
        PerformanceUpdateBodySchema.safeParse({ ...performance, startsAt: '9999-12-10T19:30' }),
      ),
    ).toEqual({ startsAt: 'staff.season.validation.startsAt' });
  });

  it('needs a capacity for general admission, and US English for a note in any language', () => {
    expect(
      problems(
        PerformanceUpdateBodySchema.safeParse({
          ...performance,
          seating: 'general',
          generalCapacity: '',
          note: text('', { es: 'Función relajada' }),
        }),
      ),
    ).toEqual({
      'note.en-US': 'staff.season.validation.englishRequired',
      generalCapacity: 'staff.season.validation.capacity',
    });
    expect(
      problems(
        PerformanceUpdateBodySchema.safeParse({
          ...performance,
          seating: 'general',
          generalCapacity: '',
        }),
      ),
    ).toEqual({ generalCapacity: 'staff.season.validation.capacity' });
  });

  it('refuses an access tag twice or one not on the list', () => {
    expect(
      PerformanceUpdateBodySchema.safeParse({ ...performance, accessTags: ['asl', 'asl'] }).success,
    ).toBe(false);
    expect(
      PerformanceUpdateBodySchema.safeParse({ ...performance, accessTags: ['loud'] }).success,
    ).toBe(false);
  });

  it('creates under a production, optionally copying another performance’s prices', () => {
    const parsed = PerformanceCreateBodySchema.parse({
      ...performance,
      productionId: 7,
      copyPricesFrom: 12,
    });
    expect(parsed.productionId).toBe(7);
    expect(parsed.copyPricesFrom).toBe(12);
    expect(
      PerformanceCreateBodySchema.parse({ ...performance, productionId: 7 }).copyPricesFrom,
    ).toBeNull();
  });
});
