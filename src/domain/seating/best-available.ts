import { type RuleSeat, seatBlocks } from './seat-rows.ts';
import { singlesInBlock } from './single-seats.ts';

export interface BestAvailableRequest {
  quantity: number;
  priceBandId?: number | undefined;
  /** Of `quantity`, how many are wheelchair spaces; the rest sit beside them as companions. */
  wheelchairSpaces: number;
}

export interface BestAvailableChoice {
  seatIds: number[];
  /** false when the party could not be seated side by side. */
  together: boolean;
}

/** Most companion seats one wheelchair space may bring (ADA ticketing rule). */
export const MAX_COMPANIONS_PER_WHEELCHAIR = 3;

/** How far a seat is from the best place in the house: rows count double the seats sideways. */
function score(seats: readonly RuleSeat[], centreX: number, pitch: number): number {
  const x = seats.reduce((sum, seat) => sum + seat.x, 0) / seats.length;
  const rows = seats.reduce((sum, seat) => sum + seat.rowsInFront, 0) / seats.length;
  return rows * 2 + Math.abs(x - centreX) / pitch;
}

function minimumPitch(blocks: readonly RuleSeat[][]): number {
  let pitch = Number.POSITIVE_INFINITY;
  for (const block of blocks)
    for (let i = 1; i < block.length; i++)
      pitch = Math.min(pitch, (block[i]?.x ?? 0) - (block[i - 1]?.x ?? 0));
  return Number.isFinite(pitch) && pitch > 0 ? pitch : 1;
}

function bandMatches(seat: RuleSeat, priceBandId: number | undefined) {
  return seat.onlineSale && (priceBandId === undefined || seat.priceBandId === priceBandId);
}

/**
 * Seats side by side in one block, leaving no single seat, nearest the centre and the front;
 * then the same allowing singles; then the best seats apart (together: false). Wheelchair spaces
 * and companion seats are protected: only a request for wheelchair spaces gets them.
 * Returns null when there are not enough seats at all.
 */
export function bestAvailable(
  seats: readonly RuleSeat[],
  request: BestAvailableRequest,
  centreX: number,
): BestAvailableChoice | null {
  if (request.wheelchairSpaces > 0) return bestWithWheelchairs(seats, request, centreX);
  const eligible = (seat: RuleSeat) =>
    seat.free && !seat.wheelchair && !seat.companion && bandMatches(seat, request.priceBandId);
  if (seats.filter(eligible).length < request.quantity) return null;

  const blocks = seatBlocks(seats);
  const pitch = minimumPitch(blocks);
  for (const allowSingles of [false, true]) {
    let best: { ids: number[]; score: number } | undefined;
    for (const block of blocks) {
      for (let start = 0; start + request.quantity <= block.length; start++) {
        const window = block.slice(start, start + request.quantity);
        if (!window.every(eligible)) continue;
        const ids = window.map((seat) => seat.id);
        // A window can only strand seats of its own block: check that block alone.
        if (!allowSingles && singlesInBlock(block, new Set(ids)).length > 0) continue;
        const s = score(window, centreX, pitch);
        if (!best || s < best.score) best = { ids, score: s };
      }
    }
    if (best) return { seatIds: best.ids, together: true };
  }
  const apart = seats
    .filter(eligible)
    .sort((a, b) => score([a], centreX, pitch) - score([b], centreX, pitch))
    .slice(0, request.quantity);
  return { seatIds: apart.map((seat) => seat.id), together: false };
}

function bestWithWheelchairs(
  seats: readonly RuleSeat[],
  request: BestAvailableRequest,
  centreX: number,
): BestAvailableChoice | null {
  const blocks = seatBlocks(seats);
  const pitch = minimumPitch(blocks);
  const companionsWanted = request.quantity - request.wheelchairSpaces;
  const spaces = seats
    .filter((seat) => seat.free && seat.wheelchair && bandMatches(seat, request.priceBandId))
    .sort((a, b) => score([a], centreX, pitch) - score([b], centreX, pitch))
    .slice(0, request.wheelchairSpaces);
  if (spaces.length < request.wheelchairSpaces) return null;
  const chosen = new Set(spaces.map((seat) => seat.id));
  let together = true;
  // Companions: free companion seats in the same block as a chosen space, nearest first; then any
  // free ordinary seat in that block; then the nearest seats anywhere (not together).
  const distance = (seat: RuleSeat) =>
    Math.min(...spaces.map((space) => Math.hypot(seat.x - space.x, seat.y - space.y)));
  const sameBlock = new Set(
    blocks
      .filter((block) => block.some((seat) => chosen.has(seat.id)))
      .flatMap((block) => block.map((seat) => seat.id)),
  );
  const pools = [
    (seat: RuleSeat) => seat.companion && sameBlock.has(seat.id),
    (seat: RuleSeat) => !seat.wheelchair && sameBlock.has(seat.id),
    (seat: RuleSeat) => !seat.wheelchair,
  ];
  for (const [index, pool] of pools.entries()) {
    const candidates = seats
      .filter((seat) => seat.free && seat.onlineSale && !chosen.has(seat.id) && pool(seat))
      .sort((a, b) => distance(a) - distance(b));
    for (const seat of candidates) {
      if (chosen.size >= request.quantity) break;
      chosen.add(seat.id);
      if (index === 2) together = false;
    }
  }
  if (chosen.size < request.wheelchairSpaces + companionsWanted) return null;
  return { seatIds: [...chosen], together };
}
