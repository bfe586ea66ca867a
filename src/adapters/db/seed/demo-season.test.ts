import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANION_PRICE_TYPE_ID,
  DEFAULT_PRICE_TYPE_ID,
  WHEELCHAIR_PRICE_TYPE_ID,
} from '../../../domain/catalogue/sale-constants.ts';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../../../testing/test-database.ts';
import * as s from '../schema.ts';
import { demoProductions } from './demo-productions.ts';
import { seedDemoSeason } from './demo-season.ts';
import { demoVenues } from './venue-layouts.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.destroy());

describe('demo season seed', () => {
  it('gives no per-customer limit to the types a hold sets, so a hold need not count them', async () => {
    // The on-sale hold is one statement for an anonymous buyer (decisions 006, 013): it can set
    // these types without counting tickets bought before only because they have no limit.
    const setByHold = [DEFAULT_PRICE_TYPE_ID, WHEELCHAIR_PRICE_TYPE_ID, COMPANION_PRICE_TYPE_ID];
    const types = await t.database.db
      .select({ id: s.priceTypes.id, limit: s.priceTypes.limitPerCustomer })
      .from(s.priceTypes);
    const limitOf = new Map(types.map((type) => [type.id, type.limit]));
    for (const id of setByHold) {
      expect(limitOf.has(id)).toBe(true);
      expect(limitOf.get(id)).toBeNull();
    }
    // Student is the limited one (four per customer and performance).
    expect(limitOf.get(3)).toBe(4);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(s.performanceSeats);
    const result = await seedDemoSeason(t.database.db, TEST_NOW);
    expect(result.seeded).toBe(false);
    const after = await t.database.db.select({ n: count() }).from(s.performanceSeats);
    expect(after).toEqual(before);
  });

  it('builds venue 29 of about 400 seats with a balcony and a sensory booth, and venues 30 and 31', () => {
    const venues = demoVenues();
    expect(venues.map((v) => v.id)).toEqual([29, 30, 31]);
    const seatsOf = (i: number) =>
      venues[i]?.sections.flatMap((sec) => sec.rows.flatMap((r) => r.seats)) ?? [];
    expect(seatsOf(0).length).toBeGreaterThanOrEqual(380);
    expect(seatsOf(0).length).toBeLessThanOrEqual(440);
    expect(venues[0]?.sections.map((sec) => sec.level)).toEqual(['orchestra', 'balcony', 'booth']);
    expect(seatsOf(0).filter((seat) => seat.band === 'SB').length).toBeGreaterThan(0);
    for (const i of [0, 1, 2]) {
      expect(seatsOf(i).some((seat) => seat.wheelchair)).toBe(true);
      expect(seatsOf(i).some((seat) => seat.companion)).toBe(true);
    }
  });

  it('places every wheelchair space beside a companion seat in the same row', () => {
    for (const venue of demoVenues()) {
      for (const row of venue.sections.flatMap((sec) => sec.rows)) {
        row.seats.forEach((seat, i) => {
          if (!seat.wheelchair) return;
          const neighbours = [row.seats[i - 1], row.seats[i + 1]];
          expect(
            neighbours.some((n) => n?.companion),
            `${venue.id} ${row.label}${seat.label}`,
          ).toBe(true);
        });
      }
    }
  });

  it('gives no two seats of a venue the same place on the map', () => {
    for (const venue of demoVenues()) {
      const places = venue.sections.flatMap((sec) =>
        sec.rows.flatMap((r) => r.seats.map((seat) => `${seat.x},${seat.y}`)),
      );
      expect(new Set(places).size).toBe(places.length);
    }
  });

  it('writes every production in all six languages', () => {
    for (const production of demoProductions) {
      for (const field of [
        'title',
        'tagline',
        'description',
        'credits',
        'genre',
        'ageGuidance',
        'contentNotes',
      ] as const) {
        expect(Object.keys(production[field]).sort(), `${production.slug} ${field}`).toEqual([
          'de',
          'en-GB',
          'en-US',
          'es',
          'ht',
          'sv',
        ]);
      }
    }
  });

  it('has 6–8 productions and 30+ performances', () => {
    expect(demoProductions.length).toBeGreaterThanOrEqual(6);
    expect(demoProductions.length).toBeLessThanOrEqual(8);
    expect(demoProductions.flatMap((p) => p.performances).length).toBeGreaterThanOrEqual(30);
  });
});
