/**
 * The arithmetic the sales reports share: a house's seat counts from what its inventory says,
 * and sums of sales figures. Kept out of SQL so one rule counts a reserved house and a general
 * admission one, and every total is the sum of the rows shown above it.
 */
import type { SalesFigures, SeatCounts } from '../../shared/contracts/box-office-reports.ts';

export const NO_SALES: SalesFigures = { tickets: 0, grossCents: 0, feesCents: 0, netCents: 0 };
export const NO_SEATS: SeatCounts = { capacity: 0, sold: 0, held: 0, free: 0, unavailable: 0 };

export interface HouseFacts {
  seating: 'reserved' | 'general';
  /** Reserved seating: the performance's seat rows, and those held and available. */
  seatRows: number;
  heldRows: number;
  availableRows: number;
  /** General admission: the capacity and how much of it is taken (sold anywhere). */
  generalCapacity: number | null;
  generalTaken: number;
  /** Tickets of confirmed orders for the performance. */
  soldTickets: number;
}

/**
 * Sold is what confirmed orders hold; held and free are what the inventory says; the rest of
 * the capacity is unavailable (taken off sale, or sold before Houselights and never ticketed
 * here). Never below zero, whatever the inventory says.
 */
export function seatCounts(house: HouseFacts): SeatCounts {
  const reserved = house.seating === 'reserved';
  const capacity = reserved ? house.seatRows : Math.max(0, house.generalCapacity ?? 0);
  const held = reserved ? house.heldRows : 0;
  const free = reserved
    ? house.availableRows
    : Math.max(0, capacity - Math.max(house.generalTaken, house.soldTickets));
  const sold = house.soldTickets;
  return { capacity, sold, held, free, unavailable: Math.max(0, capacity - sold - held - free) };
}

export function addSales(a: SalesFigures, b: SalesFigures): SalesFigures {
  return {
    tickets: a.tickets + b.tickets,
    grossCents: a.grossCents + b.grossCents,
    feesCents: a.feesCents + b.feesCents,
    netCents: a.netCents + b.netCents,
  };
}

export function addSeats(a: SeatCounts, b: SeatCounts): SeatCounts {
  return {
    capacity: a.capacity + b.capacity,
    sold: a.sold + b.sold,
    held: a.held + b.held,
    free: a.free + b.free,
    unavailable: a.unavailable + b.unavailable,
  };
}

/** Tickets sold at all-in prices: the gross, its fees, and what is left (the net). */
export function salesOf(tickets: number, grossCents: number, feesCents: number): SalesFigures {
  return { tickets, grossCents, feesCents, netCents: grossCents - feesCents };
}

/** Adds each key's figures into a map, keeping the first time a key was seen as its order. */
export function addInto<K>(map: Map<K, SalesFigures>, key: K, figures: SalesFigures): void {
  map.set(key, addSales(map.get(key) ?? NO_SALES, figures));
}
