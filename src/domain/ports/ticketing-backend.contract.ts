import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { buyerContext } from '../buyer/buyer-context.ts';
import { isCustomerCartId } from '../carts/cart-ids.ts';
import type { TicketingBackend } from './ticketing-backend.ts';

/**
 * What every TicketingBackend must do, whatever stands behind it: the built-in engine runs it
 * (builtin-ticketing-backend.test.ts), and so will an external CRM adapter. It needs a back-end
 * holding the demo season as seen at TEST_NOW.
 */
export function ticketingBackendContract(name: string, make: () => TicketingBackend) {
  describe(`TicketingBackend contract: ${name}`, () => {
    it('lists productions and performances in time order, with all-in price ranges', async () => {
      const listings = await make().listListings({}, 'en-US');
      expect(listings.productions.length).toBeGreaterThan(0);
      const times = listings.performances.map((p) => Date.parse(p.startsAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const p of listings.performances) {
        if (p.priceRange)
          expect(p.priceRange.from.amount).toBeLessThanOrEqual(p.priceRange.to.amount);
      }
    });

    it('gives a production and each of its performances', async () => {
      const backend = make();
      const { productions } = await backend.listListings({}, 'en-US');
      const production = await backend.getProduction(productions[0]?.slug ?? '', 'en-US');
      expect(production.performances.length).toBeGreaterThan(0);
      const first = production.performances[0];
      const performance = await backend.getPerformance(production.slug, first?.id ?? 0, 'en-US');
      expect(performance.production.slug).toBe(production.slug);
      expect(performance.state).toBe(first?.state);
      for (const price of performance.prices)
        expect(price.allIn.amount).toBe(price.base.amount + price.fee.amount);
    });

    it('localises content and falls back to US English', async () => {
      const backend = make();
      const { productions } = await backend.listListings({}, 'en-US');
      const slug = productions[0]?.slug ?? '';
      const english = await backend.getProduction(slug, 'en-US');
      const creole = await backend.getProduction(slug, 'ht');
      expect(creole.description).not.toBe('');
      expect(creole.slug).toBe(english.slug);
    });

    it('answers unknown things with the AppError of that kind', async () => {
      const backend = make();
      await expect(backend.getProduction('no-such-show', 'en-US')).rejects.toMatchObject({
        code: 'PRODUCTION_NOT_FOUND',
      });
      await expect(backend.getPerformance('no-such-show', 1, 'en-US')).rejects.toBeInstanceOf(
        AppError,
      );
      await expect(backend.getVenueLayout(999_999, 'en-US')).rejects.toMatchObject({
        code: 'VENUE_NOT_FOUND',
      });
      await expect(backend.getPerformanceSeats(999_999)).rejects.toMatchObject({
        code: 'PERFORMANCE_NOT_FOUND',
      });
    });

    it('gives seat maps and per-performance statuses when it has seat maps', async () => {
      const backend = make();
      if (!backend.capabilities.seatMaps) return;
      const { performances } = await backend.listListings({}, 'en-US');
      const reserved = performances.find((p) => p.venue.id === 29);
      if (!reserved) throw new Error('no performance with a seat map');
      const layout = await backend.getVenueLayout(29, 'en-US');
      const statuses = await backend.getPerformanceSeats(reserved.id);
      const seatIds = new Set(layout.seats.map((seat) => seat.id));
      expect(statuses.seats.every((seat) => seatIds.has(seat.seatId))).toBe(true);
    });

    it('names the sensory booth where there is one; without a cart there is nothing to price', async () => {
      const backend = make();
      const { performances } = await backend.listListings({}, 'en-US');
      const main = performances.find((p) => p.venue.id === 29 && p.state === 1);
      const other = performances.find((p) => p.venue.id !== 29);
      if (!main || !other) throw new Error('the demo season has no Main Stage performance');
      const withBooth = await backend.getPerformance(main.productionSlug, main.id, 'en-US');
      expect(withBooth.sensoryBooth?.places).toBeGreaterThan(0);
      const without = await backend.getPerformance(other.productionSlug, other.id, 'en-US');
      expect(without.sensoryBooth).toBeNull();
      const buyer = buyerContext();
      expect(await backend.getPriceOptions(null, buyer, 'en-US')).toEqual({ lines: [] });
      expect(await backend.getSensoryBooth(null, main.id)).toEqual({ request: null });
      await expect(backend.releaseSensoryBooth(null, main.id, 'en-US')).rejects.toMatchObject({
        code: 'CART_LINE_NOT_FOUND',
      });
    });

    it('keeps a customer’s cart theirs: made so, renewed at adoption, answering to nobody else', async () => {
      const backend = make();
      // Two of the demo season's customers.
      const [a, b] = [1, 2];
      const { performances } = await backend.listListings({}, 'en-US');
      const main = performances.find((p) => p.venue.id === 29 && p.state === 1);
      if (!main) throw new Error('no on-sale Main Stage performance');
      const hold = (cartId: string | null, customerId: number | null) =>
        backend.addSeats(
          cartId,
          { performanceId: main.id, bestAvailable: { quantity: 1, wheelchairSpaces: 0 } },
          buyerContext({ customerId }),
          'en-US',
        );
      const anonymous = (await hold(null, null)).cartId;
      expect(isCustomerCartId(anonymous)).toBe(false);
      const adopted = await backend.adoptCart(anonymous, a);
      expect(adopted && isCustomerCartId(adopted)).toBe(true);
      expect(adopted).not.toBe(anonymous);
      expect((await backend.getCart(adopted, 'en-US')).lines).toHaveLength(1);
      expect((await backend.getCart(anonymous, 'en-US')).lines).toEqual([]);
      expect(await backend.cartAnswersTo(adopted ?? '', a)).toBe(true);
      expect(await backend.cartAnswersTo(adopted ?? '', b)).toBe(false);
      expect(await backend.adoptCart(adopted, b)).not.toBe(adopted);

      const made = (await hold(null, b)).cartId;
      expect(isCustomerCartId(made)).toBe(true);
      expect(await backend.cartAnswersTo(made, b)).toBe(true);
      expect(await backend.cartAnswersTo(made, a)).toBe(false);
      await backend.emptyCart(adopted, 'en-US');
      await backend.emptyCart(made, 'en-US');
    });
  });
}
