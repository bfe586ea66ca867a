import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import { holdCounts, leaveSeatsOnSale } from '../testing/seat-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const BUYERS = 200;
const SEATS = 50;

/**
 * PGlite is one connection and serialises everything, so a race proves nothing there: this runs
 * on PostgreSQL only (CI sets TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  '200 buyers racing for 50 seats over HTTP (PostgreSQL)',
  () => {
    let t: TestApp;
    let baseUrl: string;
    let performanceId: number;
    let seatIds: number[];

    beforeAll(async () => {
      t = await createTestApp();
      const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
      const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
      if (!performance) throw new Error('no performance');
      performanceId = performance.id;
      // Leave exactly 50 ordinary seats of the orchestra's front rows on sale.
      seatIds = await leaveSeatsOnSale(t.db.database, performanceId, SEATS);
      baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t?.close());

    it('never holds a seat twice, answers everyone, and the counts add up', async () => {
      let seed = 42;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      const requests = Array.from({ length: BUYERS }, () => {
        const quantity = 1 + Math.floor(random() * 4);
        if (random() < 0.5) return { performanceId, bestAvailable: { quantity } };
        const start = Math.floor(random() * (SEATS - quantity));
        return { performanceId, seatIds: seatIds.slice(start, start + quantity) };
      });
      const answers = await Promise.all(
        requests.map(async (body) => {
          const response = await fetch(`${baseUrl}/api/cart/seats`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return {
            status: response.status,
            body: (await response.json()) as AddSeatsResponse & { code?: string },
          };
        }),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      for (const answer of answers.filter((a) => a.status !== 200))
        expect(answer.body.code).toMatch(/^[A-Z_]+$/);

      const won = answers
        .filter((a) => a.status === 200)
        .flatMap((a) => a.body.cart.lines.map((l) => l.seat.id));
      expect(new Set(won).size).toBe(won.length);
      expect(won.every((id) => seatIds.includes(id))).toBe(true);
      expect(await holdCounts(t.db.database, performanceId)).toEqual({
        held: won.length,
        lines: won.length,
      });
      // With 200 buyers for 50 seats, the house should be nearly full.
      expect(won.length).toBeGreaterThan(SEATS * 0.8);
    });
  },
);
