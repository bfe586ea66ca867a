/**
 * Seats as the seating rules see them: where a seat is, what it is, and whether it is free.
 * Rows are split into blocks at aisles, since seats across an aisle are not neighbours.
 */
export interface RuleSeat {
  id: number;
  rowId: number;
  x: number;
  y: number;
  rowsInFront: number;
  priceBandId: number;
  /** Sold online on the map (false for the Sensory Booth band). */
  onlineSale: boolean;
  wheelchair: boolean;
  companion: boolean;
  free: boolean;
}

/** A gap wider than this many seat pitches is an aisle. */
const AISLE_FACTOR = 1.4;

/** Each row's seats in order from house left, cut into blocks of true neighbours. */
export function seatBlocks(seats: readonly RuleSeat[]): RuleSeat[][] {
  // Runs for every best-available request of an on-sale: no copying per seat.
  const byRow = new Map<number, RuleSeat[]>();
  for (const seat of seats) {
    const row = byRow.get(seat.rowId);
    if (row) row.push(seat);
    else byRow.set(seat.rowId, [seat]);
  }
  const blocks: RuleSeat[][] = [];
  for (const row of byRow.values()) {
    row.sort((a, b) => a.x - b.x);
    const gaps = row.slice(1).map((seat, i) => seat.x - (row[i]?.x ?? seat.x));
    const pitch = gaps.length > 0 ? Math.min(...gaps) : 0;
    let block: RuleSeat[] = [];
    row.forEach((seat, i) => {
      if (i > 0 && pitch > 0 && (gaps[i - 1] ?? 0) > pitch * AISLE_FACTOR) {
        blocks.push(block);
        block = [];
      }
      block.push(seat);
    });
    if (block.length > 0) blocks.push(block);
  }
  return blocks;
}
