import { describe, expect, it } from 'vitest';
import { AvailabilityState } from '../../shared/availability.ts';
import {
  checkPerformanceChange,
  hasSellablePrice,
  isOnSale,
  type PerformanceTerms,
  performanceWarnings,
  putOnSale,
  saleModeOf,
  storefrontState,
} from './performance-rules.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const at = (iso: string) => new Date(iso);

const performance = (rest: Partial<PerformanceTerms> = {}): PerformanceTerms => ({
  venueId: 29,
  startsAt: at('2026-12-10T00:30:00Z'),
  onSaleAt: at('2026-11-01T14:00:00Z'),
  offSaleAt: null,
  cancelled: false,
  seating: 'reserved',
  generalCapacity: null,
  priorityModeOfSaleId: null,
  ...rest,
});

const sellable = { onlineBandIds: new Set([1, 2]), openTypeIds: new Set([1, 2]) };
const adultA = (modeOfSaleId = 3) => ({ priceBandId: 1, priceTypeId: 1, modeOfSaleId });
const facts = (rest: Partial<Parameters<typeof checkPerformanceChange>[2]> = {}) => ({
  ticketsExist: false,
  generalSold: 0,
  venueSeats: 500,
  prices: [adultA()],
  sellable,
  now: NOW,
  ...rest,
});

describe('the mode a performance sells in', () => {
  it('is its priority mode while it has one, else the default online mode', () => {
    expect(saleModeOf(performance())).toBe(3);
    expect(saleModeOf(performance({ priorityModeOfSaleId: 4 }))).toBe(4);
  });
});

describe('on sale', () => {
  it('from the on-sale time until the off-sale time or the start, unless cancelled', () => {
    expect(isOnSale(performance(), NOW)).toBe(true);
    expect(isOnSale(performance({ onSaleAt: at('2026-11-22T15:00:01Z') }), NOW)).toBe(false);
    expect(isOnSale(performance({ onSaleAt: NOW }), NOW)).toBe(true);
    expect(isOnSale(performance({ offSaleAt: NOW }), NOW)).toBe(false);
    expect(isOnSale(performance({ startsAt: NOW }), NOW)).toBe(false);
    expect(isOnSale(performance({ cancelled: true }), NOW)).toBe(false);
    expect(isOnSale(performance({ onSaleAt: null }), NOW)).toBe(true);
  });
});

describe('a sellable price', () => {
  it('is in the mode, for a band on the map and a type anyone may buy', () => {
    expect(hasSellablePrice([adultA()], 3, sellable)).toBe(true);
    expect(hasSellablePrice([adultA(4)], 3, sellable)).toBe(false);
    expect(hasSellablePrice([{ ...adultA(), priceBandId: 4 }], 3, sellable)).toBe(false);
    expect(hasSellablePrice([{ ...adultA(), priceTypeId: 350 }], 3, sellable)).toBe(false);
    expect(hasSellablePrice([], 3, sellable)).toBe(false);
  });
});

describe('the storefront state seen from the box office', () => {
  const counts = { capacity: 500, available: 300 };
  it('is the storefront’s own rule (decision 003) for a buyer without a members’ mode', () => {
    expect(storefrontState(performance(), counts, NOW)).toBe(AvailabilityState.GET_TICKETS);
    expect(storefrontState(performance({ priorityModeOfSaleId: 4 }), counts, NOW)).toBe(
      AvailabilityState.PRIORITY,
    );
    expect(storefrontState(performance({ cancelled: true }), counts, NOW)).toBe(
      AvailabilityState.CANCELLED,
    );
    expect(
      storefrontState(performance({ onSaleAt: at('2026-12-01T15:00:00Z') }), counts, NOW),
    ).toBe(AvailabilityState.NOT_ON_SALE);
    expect(storefrontState(performance(), { capacity: 500, available: 0 }, NOW)).toBe(
      AvailabilityState.SOLD_OUT,
    );
    expect(storefrontState(performance(), { capacity: 500, available: 20 }, NOW)).toBe(
      AvailabilityState.LIMITED,
    );
    expect(
      storefrontState(performance({ seating: 'general', generalCapacity: 90 }), counts, NOW),
    ).toBe(AvailabilityState.BOOK);
    expect(storefrontState(performance({ startsAt: NOW }), counts, NOW)).toBe(
      AvailabilityState.PASSED,
    );
  });
});

describe('warnings', () => {
  it('say what a buyer would find unready', () => {
    expect(performanceWarnings(performance(), [adultA()], { ...sellable, capacity: 500 })).toEqual(
      [],
    );
    expect(performanceWarnings(performance(), [], { ...sellable, capacity: 0 })).toEqual([
      'notPriced',
      'noSeats',
    ]);
    expect(
      performanceWarnings(performance({ priorityModeOfSaleId: 4 }), [adultA(4)], {
        ...sellable,
        capacity: 500,
      }),
    ).toEqual(['noPublicPrices']);
    // General admission counts no seats.
    expect(
      performanceWarnings(performance({ seating: 'general', generalCapacity: 90 }), [adultA()], {
        ...sellable,
        capacity: 0,
      }),
    ).toEqual([]);
  });
});

describe('a change to a performance', () => {
  it('keeps its venue and seating once tickets exist', () => {
    const before = performance();
    expect(() =>
      checkPerformanceChange(before, { ...before, venueId: 30 }, facts({ ticketsExist: true })),
    ).toThrow(expect.objectContaining({ code: 'STAFF_SEATING_LOCKED' }));
    expect(() =>
      checkPerformanceChange(
        before,
        { ...before, seating: 'general', generalCapacity: 90 },
        facts({ ticketsExist: true }),
      ),
    ).toThrow(expect.objectContaining({ code: 'STAFF_SEATING_LOCKED' }));
    // Anything else may change; without tickets, the venue too.
    expect(() =>
      checkPerformanceChange(
        before,
        { ...before, startsAt: at('2026-12-11T00:30:00Z') },
        facts({ ticketsExist: true }),
      ),
    ).not.toThrow();
    expect(() => checkPerformanceChange(before, { ...before, venueId: 30 }, facts())).not.toThrow();
  });

  it('keeps a general admission capacity at or above what was sold', () => {
    const general = performance({ seating: 'general', generalCapacity: 90 });
    expect(() =>
      checkPerformanceChange(
        general,
        { ...general, generalCapacity: 40 },
        facts({ generalSold: 41 }),
      ),
    ).toThrow(expect.objectContaining({ code: 'STAFF_CAPACITY_BELOW_SOLD' }));
    expect(() =>
      checkPerformanceChange(
        general,
        { ...general, generalCapacity: 41 },
        facts({ generalSold: 41 }),
      ),
    ).not.toThrow();
  });

  it('needs seats at the venue for reserved seating', () => {
    expect(() => checkPerformanceChange(null, performance(), facts({ venueSeats: 0 }))).toThrow(
      expect.objectContaining({ code: 'STAFF_VENUE_HAS_NO_SEATS' }),
    );
    expect(() =>
      checkPerformanceChange(
        null,
        performance({ seating: 'general', generalCapacity: 50 }),
        facts({ venueSeats: 0 }),
      ),
    ).not.toThrow();
  });

  it('refuses to leave a performance on sale without a price a buyer can pay', () => {
    expect(() => checkPerformanceChange(null, performance(), facts({ prices: [] }))).toThrow(
      expect.objectContaining({ code: 'STAFF_PERFORMANCE_NOT_PRICED' }),
    );
    // Its sale opening later, or cancelled: it may be priced afterwards.
    const later = performance({ onSaleAt: at('2026-12-01T15:00:00Z') });
    expect(() => checkPerformanceChange(null, later, facts({ prices: [] }))).not.toThrow();
    expect(() =>
      checkPerformanceChange(null, performance({ cancelled: true }), facts({ prices: [] })),
    ).not.toThrow();
    // Ending the members' presale needs public prices.
    const presale = performance({ priorityModeOfSaleId: 4 });
    expect(() =>
      checkPerformanceChange(
        presale,
        { ...presale, priorityModeOfSaleId: null },
        facts({ prices: [adultA(4)] }),
      ),
    ).toThrow(expect.objectContaining({ code: 'STAFF_PERFORMANCE_NOT_PRICED' }));
  });
});

describe('putting on sale now', () => {
  it('opens sale now and clears an off-sale time already passed', () => {
    const later = performance({
      onSaleAt: at('2026-12-01T15:00:00Z'),
      offSaleAt: at('2026-12-09T15:00:00Z'),
    });
    expect(putOnSale(later, NOW)).toEqual({ ...later, onSaleAt: NOW });
    const closed = performance({ offSaleAt: at('2026-11-20T15:00:00Z') });
    expect(putOnSale(closed, NOW)).toEqual({ ...closed, offSaleAt: null });
    // Already on sale: it keeps its on-sale time.
    expect(putOnSale(performance(), NOW)).toEqual(performance());
  });

  it('refuses a cancelled or started performance', () => {
    expect(() => putOnSale(performance({ cancelled: true }), NOW)).toThrow(
      expect.objectContaining({ code: 'STAFF_PERFORMANCE_NOT_SELLABLE' }),
    );
    expect(() => putOnSale(performance({ startsAt: NOW }), NOW)).toThrow(
      expect.objectContaining({ code: 'STAFF_PERFORMANCE_NOT_SELLABLE' }),
    );
  });
});
