import { describe, expect, it } from 'vitest';
import { addSales, addSeats, NO_SALES, NO_SEATS, salesOf, seatCounts } from './sales-figures.ts';

const reserved = {
  seating: 'reserved' as const,
  seatRows: 12,
  heldRows: 2,
  availableRows: 5,
  generalCapacity: null,
  generalTaken: 0,
  soldTickets: 3,
};

describe('seat counts', () => {
  it('count a reserved house: the rest of what is neither sold, held nor free is unavailable', () => {
    expect(seatCounts(reserved)).toEqual({
      capacity: 12,
      sold: 3,
      held: 2,
      free: 5,
      unavailable: 2,
    });
  });

  it('never count below zero when the inventory and the tickets disagree', () => {
    expect(seatCounts({ ...reserved, availableRows: 9 }).unavailable).toBe(0);
  });

  it('count general admission by its capacity and what is taken of it', () => {
    const general = {
      ...reserved,
      seating: 'general' as const,
      seatRows: 0,
      generalCapacity: 100,
      generalTaken: 40,
      soldTickets: 10,
    };
    // 10 sold here, 30 sold before Houselights: unavailable, not free.
    expect(seatCounts(general)).toEqual({
      capacity: 100,
      sold: 10,
      held: 0,
      free: 60,
      unavailable: 30,
    });
    expect(
      seatCounts({ ...general, generalCapacity: null, generalTaken: 0, soldTickets: 0 }),
    ).toEqual(NO_SEATS);
  });
});

describe('sales figures', () => {
  it('net is gross less fees', () => {
    expect(salesOf(2, 6600, 600)).toEqual({
      tickets: 2,
      grossCents: 6600,
      feesCents: 600,
      netCents: 6000,
    });
  });

  it('add up', () => {
    expect(addSales(salesOf(2, 6600, 600), salesOf(1, 2300, 300))).toEqual(salesOf(3, 8900, 900));
    expect(addSales(NO_SALES, NO_SALES)).toEqual(NO_SALES);
    expect(
      addSeats(NO_SEATS, { capacity: 1, sold: 1, held: 0, free: 0, unavailable: 0 }).sold,
    ).toBe(1);
  });
});
