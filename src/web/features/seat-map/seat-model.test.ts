import { describe, expect, it } from 'vitest';
import type { PerformanceDetail, VenueLayout } from '../../../shared/contracts/catalogue.ts';
import {
  adjacentRuns,
  buildSeats,
  defaultPrices,
  mapBands,
  matchesFilters,
  nearestSeat,
  seatsTogether,
  startingSeat,
} from './seat-model.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

/** Two curved rows split by a centre aisle (seats 30 apart, the aisle 52.5), like the seed. */
function seat(id: number, rowId: number, label: string, x: number, y: number, band = 1) {
  return {
    id,
    sectionId: 1,
    rowId,
    label,
    x,
    y,
    priceBandId: band,
    wheelchair: false,
    companion: false,
    aisle: false,
    restrictedView: null as string | null,
    stepFree: null as string | null,
    positionInRow: 'middle' as const,
    viewOfStage: 'full' as const,
    floorsAboveStage: 0,
    endOfRow: false,
  };
}
const xs = [0, 30, 60, 112.5, 142.5, 172.5];
const rowA = xs.map((x, i) => seat(i + 1, 1, String(i + 1), x, 100 + Math.abs(x - 86) / 20));
const rowB = xs.map((x, i) => seat(i + 11, 2, String(i + 1), x, 130 + Math.abs(x - 86) / 20));

const layout: VenueLayout = {
  id: 99,
  name: 'Test House',
  address: '',
  width: 300,
  height: 200,
  stage: { x: 0, y: 0, width: 172.5, height: 40 },
  sections: [
    {
      id: 1,
      code: 'ORCH',
      name: 'Orchestra',
      level: 'orchestra',
      rows: [
        { id: 1, label: 'A', rowsInFront: 0 },
        { id: 2, label: 'B', rowsInFront: 1 },
      ],
    },
    {
      id: 2,
      code: 'BOOTH',
      name: 'Booth',
      level: 'booth',
      rows: [{ id: 3, label: 'SB', rowsInFront: 0 }],
    },
  ],
  seats: [
    ...rowA,
    { ...rowB[0], wheelchair: true, stepFree: 'Level access' } as (typeof rowB)[number],
    ...rowB.slice(1),
    { ...seat(21, 3, '1', 250, 150, 4), sectionId: 2 },
  ],
};

const performance = {
  priceBands: [
    { id: 1, code: 'A', name: 'Band A', onlineSale: true },
    { id: 2, code: 'B', name: 'Band B', onlineSale: true },
    { id: 4, code: 'SB', name: 'Sensory Booth', onlineSale: false },
  ],
  priceTypes: [
    { id: 1, name: 'Adult', description: '', requiresAccessRegistration: false, isDefault: true },
    {
      id: 3,
      name: 'Student',
      description: '',
      requiresAccessRegistration: false,
      isDefault: false,
    },
  ],
  prices: [
    { priceBandId: 1, priceTypeId: 1, base: usd(4200), fee: usd(350), allIn: usd(4550) },
    { priceBandId: 1, priceTypeId: 3, base: usd(2500), fee: usd(350), allIn: usd(2850) },
    { priceBandId: 4, priceTypeId: 1, base: usd(2000), fee: usd(0), allIn: usd(2000) },
  ],
} as unknown as PerformanceDetail;

describe('seat model', () => {
  const seats = buildSeats(layout, performance);
  const byId = (id: number) => seats.find((s) => s.id === id) ?? expect.unreachable();

  it('prices each seat at the default type, with the band’s range; the booth is not on sale', () => {
    expect(byId(1)).toMatchObject({
      rowLabel: 'A',
      sectionName: 'Orchestra',
      bandName: 'Band A',
      bandIndex: 0,
      bookable: true,
      price: usd(4550),
      priceRange: { from: usd(2850), to: usd(4550) },
    });
    expect(byId(21)).toMatchObject({ level: 'booth', bookable: false, bandIndex: -1 });
    // Band B has no price at this performance: it is neither on the map key nor for sale.
    expect(mapBands(performance).map((b) => b.code)).toEqual(['A']);
    expect(defaultPrices(performance).get(1)).toEqual(usd(4550));
  });

  it('arrow keys move along a curved row, across the aisle, and to the seat behind', () => {
    const a3 = byId(3);
    expect(nearestSeat(seats, a3, 'right')?.id).toBe(4); // across the centre aisle
    expect(nearestSeat(seats, a3, 'left')?.id).toBe(2);
    expect(nearestSeat(seats, a3, 'down')?.id).toBe(13);
    expect(nearestSeat(seats, byId(13), 'up')?.id).toBe(3);
    expect(nearestSeat(seats, byId(1), 'left')).toBeUndefined();
    expect(nearestSeat(seats, byId(1), 'up')).toBeUndefined();
  });

  it('finds side-by-side blocks without crossing the aisle, nearest the middle', () => {
    const row = seats.filter((s) => s.rowId === 1).sort((a, b) => a.x - b.x);
    expect(adjacentRuns(row).map((run) => run.map((s) => s.label))).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    const free = (s: { id: number }) => s.id !== 2;
    expect(seatsTogether(row, free, 2)?.map((s) => s.label)).toEqual(['4', '5']);
    expect(seatsTogether(row, free, 4)).toBeUndefined();
  });

  it('filters by band and seat type', () => {
    expect(matchesFilters(byId(11), { bandId: 'all', type: 'access' })).toBe(true);
    expect(matchesFilters(byId(12), { bandId: 'all', type: 'access' })).toBe(false);
    expect(matchesFilters(byId(11), { bandId: 'all', type: 'step-free' })).toBe(true);
    expect(matchesFilters(byId(1), { bandId: 2, type: 'all' })).toBe(false);
    expect(
      matchesFilters(
        { ...byId(1), restrictedView: 'Pillar' },
        { bandId: 'all', type: 'clear-view' },
      ),
    ).toBe(false);
  });

  it('starts keyboard focus on the free seat nearest the centre front', () => {
    expect(startingSeat(seats, layout.stage, () => true)?.rowId).toBe(1);
    expect(startingSeat(seats, layout.stage, (s) => s.rowId === 2)?.rowId).toBe(2);
  });
});
