import { type RuleSeat, seatBlocks } from './seat-rows.ts';

/**
 * The seats a selection would leave as singles: a free seat whose neighbours on both sides are
 * taken, or a free seat at the end of a block beside a taken one, where the selection made it so.
 * Singles that were already there before do not count against this buyer.
 */
export function singlesLeftBy(
  seats: readonly RuleSeat[],
  selectedIds: ReadonlySet<number>,
): number[] {
  return seatBlocks(seats).flatMap((block) => singlesInBlock(block, selectedIds));
}

/** The same for one block (a row between aisles), for callers that already have the blocks. */
export function singlesInBlock(
  block: readonly RuleSeat[],
  selectedIds: ReadonlySet<number>,
): number[] {
  if (!block.some((seat) => selectedIds.has(seat.id))) return [];
  const singles: number[] = [];
  const freeAfter = block.map((seat) => seat.free && !selectedIds.has(seat.id));
  block.forEach((seat, i) => {
    if (!freeAfter[i]) return;
    const leftTaken = i === 0 || !freeAfter[i - 1];
    const rightTaken = i === block.length - 1 || !freeAfter[i + 1];
    // A block of one seat is never a single left by anyone.
    if (!leftTaken || !rightTaken || block.length === 1) return;
    const besideSelection =
      selectedIds.has(block[i - 1]?.id ?? -1) || selectedIds.has(block[i + 1]?.id ?? -1);
    if (besideSelection) singles.push(seat.id);
  });
  return singles;
}
