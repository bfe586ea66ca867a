import type {
  PerformanceDetail,
  PerformanceSeatsResponse,
  VenueLayout,
} from '../../../shared/contracts/catalogue.ts';
import type { Money } from '../../../shared/money.ts';

/**
 * Most tickets in one order (spec §9), the same number as the cart contract's
 * MAX_TICKETS_PER_ORDER. Not imported from there: that module brings zod, which would triple the
 * seat-map chunk, and the server enforces the limit anyway.
 */
export const MAX_TICKETS = 9;

export type SeatStatus = PerformanceSeatsResponse['seats'][number]['status'];
export type LayoutSeat = VenueLayout['seats'][number];
export type SectionLevel = VenueLayout['sections'][number]['level'];
export type SeatTypeFilter = 'all' | 'access' | 'step-free' | 'clear-view';

/** Every ticket type's all-in price in one band, for the "from – to" line. */
export interface PriceRange {
  from: Money;
  to: Money;
}

/** A layout seat with what the map, the list and the names need, looked up once. */
export interface MapSeat extends LayoutSeat {
  sectionName: string;
  level: SectionLevel;
  rowLabel: string;
  rowsInFront: number;
  bandName: string;
  /** Index into the band palette; -1 for bands not sold on the map (the sensory booth). */
  bandIndex: number;
  /** Sold through the map: the band is on sale online and has a price at this performance. */
  bookable: boolean;
  /** All-in price for the default ticket type (spec §9: price type 1). */
  price: Money | undefined;
  priceRange: PriceRange | undefined;
}

export interface SeatFilters {
  bandId: number | 'all';
  type: SeatTypeFilter;
}

export const NO_FILTERS: SeatFilters = { bandId: 'all', type: 'all' };

/** The default price type: the one the API marks, else the spec's id 1. */
export function defaultPriceTypeId(performance: PerformanceDetail): number {
  return performance.priceTypes.find((type) => type.isDefault)?.id ?? 1;
}

/** Bands sold on the map at this performance, in the API's order: their index picks a colour. */
export function mapBands(performance: PerformanceDetail): PerformanceDetail['priceBands'] {
  return performance.priceBands.filter(
    (band) => band.onlineSale && performance.prices.some((p) => p.priceBandId === band.id),
  );
}

/** The default ticket type's all-in price in each band: the price a seat is announced with. */
export function defaultPrices(performance: PerformanceDetail): Map<number, Money> {
  const type = defaultPriceTypeId(performance);
  return new Map(
    performance.prices.filter((p) => p.priceTypeId === type).map((p) => [p.priceBandId, p.allIn]),
  );
}

export function buildSeats(layout: VenueLayout, performance: PerformanceDetail): MapSeat[] {
  const defaultType = defaultPriceTypeId(performance);
  const sections = new Map(layout.sections.map((section) => [section.id, section]));
  const rows = new Map(layout.sections.flatMap((section) => section.rows.map((r) => [r.id, r])));
  const onlineBands = mapBands(performance);
  const bands = new Map(performance.priceBands.map((band) => [band.id, band]));
  const ranges = new Map<number, PriceRange>();
  const defaults = new Map<number, Money>();
  for (const price of performance.prices) {
    if (price.priceTypeId === defaultType) defaults.set(price.priceBandId, price.allIn);
    const range = ranges.get(price.priceBandId);
    if (!range) ranges.set(price.priceBandId, { from: price.allIn, to: price.allIn });
    else {
      if (price.allIn.amount < range.from.amount) range.from = price.allIn;
      if (price.allIn.amount > range.to.amount) range.to = price.allIn;
    }
  }
  return layout.seats.map((seat) => {
    const section = sections.get(seat.sectionId);
    const row = rows.get(seat.rowId);
    const band = bands.get(seat.priceBandId);
    const price = defaults.get(seat.priceBandId);
    const bandIndex = onlineBands.findIndex((b) => b.id === seat.priceBandId);
    return {
      ...seat,
      sectionName: section?.name ?? '',
      level: section?.level ?? 'orchestra',
      rowLabel: row?.label ?? '',
      rowsInFront: row?.rowsInFront ?? 0,
      bandName: band?.name ?? '',
      bandIndex,
      bookable: Boolean(band?.onlineSale) && price !== undefined && section?.level !== 'booth',
      price,
      priceRange: ranges.get(seat.priceBandId),
    };
  });
}

/** A seat the API did not mention is not for sale, never silently available. */
export function statusMap(response: PerformanceSeatsResponse | undefined): Map<number, SeatStatus> {
  return new Map((response?.seats ?? []).map((s) => [s.seatId, s.status]));
}

export function isSelectable(seat: MapSeat, status: SeatStatus | undefined): boolean {
  return seat.bookable && status === 'available';
}

export function matchesFilters(seat: MapSeat, filters: SeatFilters): boolean {
  if (filters.bandId !== 'all' && seat.priceBandId !== filters.bandId) return false;
  switch (filters.type) {
    case 'access':
      return seat.wheelchair || seat.companion;
    case 'step-free':
      return seat.stepFree !== null;
    case 'clear-view':
      return seat.restrictedView === null && seat.viewOfStage === 'full';
    default:
      return true;
  }
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const VECTORS: Record<Direction, [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

/**
 * The nearest seat in a direction, by position on the map: distance along the direction plus a
 * heavier penalty for drifting sideways, so Right stays in a curved row and crosses the centre
 * aisle, and Down lands on the seat behind even when the next row is wider or shorter.
 */
export function nearestSeat<T extends { id: number; x: number; y: number }>(
  seats: readonly T[],
  from: T,
  direction: Direction,
): T | undefined {
  const [dx, dy] = VECTORS[direction];
  let best: T | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const seat of seats) {
    if (seat.id === from.id) continue;
    const vx = seat.x - from.x;
    const vy = seat.y - from.y;
    const along = vx * dx + vy * dy;
    const across = Math.abs(vx * dy - vy * dx);
    // Only seats ahead, within a cone a little wider than 45° either side.
    if (along <= 1 || across > along * 1.5) continue;
    const score = along + across * 3;
    if (score < bestScore) {
      bestScore = score;
      best = seat;
    }
  }
  return best;
}

/** Seats of one row, house left to house right. */
export function rowSeats<T extends { rowId: number; x: number }>(
  seats: readonly T[],
  rowId: number,
) {
  return seats.filter((s) => s.rowId === rowId).sort((a, b) => a.x - b.x);
}

/**
 * Runs of side-by-side seats in a row (already sorted by x). A gap wider than 1.4 seat pitches is
 * an aisle: a party split across it is not sitting together.
 */
export function adjacentRuns<T extends { x: number }>(sorted: readonly T[]): T[][] {
  if (sorted.length === 0) return [];
  let pitch = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i++) {
    const gap = (sorted[i]?.x ?? 0) - (sorted[i - 1]?.x ?? 0);
    if (gap > 0) pitch = Math.min(pitch, gap);
  }
  const runs: T[][] = [];
  let current: T[] = [];
  for (const seat of sorted) {
    const last = current.at(-1);
    if (last && seat.x - last.x > pitch * 1.4) {
      runs.push(current);
      current = [];
    }
    current.push(seat);
  }
  runs.push(current);
  return runs;
}

/**
 * The first block of `size` seats side by side among the available ones of a row, nearest the
 * row's centre: what a party asks the box office for.
 */
export function seatsTogether<T extends { x: number; id: number }>(
  allInRow: readonly T[],
  available: (seat: T) => boolean,
  size: number,
): T[] | undefined {
  const runs = adjacentRuns(allInRow);
  const minX = allInRow[0]?.x ?? 0;
  const maxX = allInRow.at(-1)?.x ?? 0;
  const centre = (minX + maxX) / 2;
  let best: T[] | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const run of runs) {
    for (let start = 0; start + size <= run.length; start++) {
      const block = run.slice(start, start + size);
      if (!block.every(available)) continue;
      const middle = ((block[0]?.x ?? 0) + (block.at(-1)?.x ?? 0)) / 2;
      const distance = Math.abs(middle - centre);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = block;
      }
    }
  }
  return best;
}

/**
 * Where keyboard focus starts: the available seat nearest the centre front of the stage, the
 * seat most buyers want, so the first arrow presses are spent near good seats.
 */
export function startingSeat(
  seats: readonly MapSeat[],
  stage: VenueLayout['stage'],
  usable: (seat: MapSeat) => boolean,
): MapSeat | undefined {
  const cx = stage.x + stage.width / 2;
  const cy = stage.y + stage.height;
  let best: MapSeat | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const seat of seats) {
    if (!usable(seat)) continue;
    const score = Math.abs(seat.x - cx) + (seat.y - cy) * 1.5;
    if (score < bestScore) {
      bestScore = score;
      best = seat;
    }
  }
  return best ?? seats[0];
}

export function sumPrices(seats: readonly MapSeat[]): Money {
  return {
    amount: seats.reduce((sum, seat) => sum + (seat.price?.amount ?? 0), 0),
    currency: 'USD',
  };
}
