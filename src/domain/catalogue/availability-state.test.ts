import { describe, expect, it } from 'vitest';
import { AvailabilityState } from '../../shared/availability.ts';
import { type AvailabilityFacts, availabilityState } from './availability-state.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const facts = (over: Partial<AvailabilityFacts> = {}): AvailabilityFacts => ({
  startsAt: new Date('2026-12-05T00:30:00Z'),
  onSaleAt: new Date('2026-10-01T14:00:00Z'),
  offSaleAt: null,
  cancelled: false,
  priorityOnly: false,
  seating: 'reserved',
  capacity: 400,
  available: 200,
  ...over,
});

describe('availabilityState', () => {
  it('gives each of the eight states', () => {
    expect(availabilityState(facts(), NOW)).toBe(AvailabilityState.GET_TICKETS);
    expect(availabilityState(facts({ onSaleAt: new Date('2026-12-01T14:00:00Z') }), NOW)).toBe(
      AvailabilityState.NOT_ON_SALE,
    );
    expect(availabilityState(facts({ available: 0 }), NOW)).toBe(AvailabilityState.SOLD_OUT);
    expect(availabilityState(facts({ cancelled: true }), NOW)).toBe(AvailabilityState.CANCELLED);
    expect(availabilityState(facts({ startsAt: new Date('2026-11-20T00:30:00Z') }), NOW)).toBe(
      AvailabilityState.PASSED,
    );
    expect(availabilityState(facts({ priorityOnly: true }), NOW)).toBe(AvailabilityState.PRIORITY);
    expect(availabilityState(facts({ seating: 'general', capacity: 90, available: 50 }), NOW)).toBe(
      AvailabilityState.BOOK,
    );
    expect(availabilityState(facts({ available: 40 }), NOW)).toBe(AvailabilityState.LIMITED);
  });

  it('puts cancelled before passed, and passed before sold out', () => {
    const past = new Date('2026-11-01T00:00:00Z');
    expect(availabilityState(facts({ cancelled: true, startsAt: past }), NOW)).toBe(
      AvailabilityState.CANCELLED,
    );
    expect(availabilityState(facts({ available: 0, startsAt: past }), NOW)).toBe(
      AvailabilityState.PASSED,
    );
  });

  it('treats a performance that starts right now as passed, and off sale as passed', () => {
    expect(availabilityState(facts({ startsAt: NOW }), NOW)).toBe(AvailabilityState.PASSED);
    expect(availabilityState(facts({ offSaleAt: new Date('2026-11-22T14:00:00Z') }), NOW)).toBe(
      AvailabilityState.PASSED,
    );
  });

  it('calls a small house limited at ten seats or fewer', () => {
    expect(availabilityState(facts({ capacity: 72, available: 10 }), NOW)).toBe(
      AvailabilityState.LIMITED,
    );
    expect(availabilityState(facts({ capacity: 72, available: 11 }), NOW)).toBe(
      AvailabilityState.GET_TICKETS,
    );
  });

  it('always answers one of the eight states, whatever the facts (property)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2000; i++) {
      const capacity = Math.floor(random() * 500);
      const available = Math.floor(random() * (capacity + 1));
      const state = availabilityState(
        facts({
          capacity,
          available,
          cancelled: random() < 0.1,
          priorityOnly: random() < 0.2,
          seating: random() < 0.2 ? 'general' : 'reserved',
          startsAt: new Date(NOW.getTime() + (random() - 0.2) * 1e10),
          onSaleAt: random() < 0.3 ? new Date(NOW.getTime() + (random() - 0.5) * 1e10) : null,
        }),
        NOW,
      );
      expect(state).toBeGreaterThanOrEqual(1);
      expect(state).toBeLessThanOrEqual(8);
      if (capacity > 0 && available === 0) expect([3, 4, 5, 2]).toContain(state);
    }
  });
});
