/**
 * Where seats go when a venue file gives no x and y: sections one behind the other in the
 * file's order, each section's rows front to back (by rows in front), each row's seats across
 * from house left in the file's order, centred under a stage at the top. Two neighbouring seats
 * both marked as on an aisle get an aisle between them, wide enough for the seating rules (and
 * the storefront) to see one (domain/seating/seat-rows.ts: a gap over 1.4 seat pitches).
 * Distances are the storefront seat map's: seats 30 units apart, drawn 22 wide.
 */
import type { Stage } from './venue-plan.ts';

export const SEAT_PITCH = 30;
export const ROW_PITCH = 30;
/** Added between two aisle seats: 1.75 pitches from seat to seat, as the demo houses have. */
const AISLE_GAP = SEAT_PITCH * 0.75;
/** Between sections: room for the section's name above it and its shaded area. */
const SECTION_GAP = 70;
const STAGE_TOP = 30;
const STAGE_HEIGHT = 70;
/** From the stage's front edge to the first row. */
const STAGE_TO_FIRST_ROW = 75;
/** Room at the sides and foot of the map for the row labels. */
const SIDE_MARGIN = 70;
const FOOT_MARGIN = 50;
const MIN_MAP_WIDTH = 600;

export interface LayoutInput {
  rows: { rowsInFront: number; seats: { aisle: boolean }[] }[];
}

export interface LaidOut {
  /** [section][row][seat] → position, in the input's order. */
  positions: { x: number; y: number }[][][];
  stage: Stage;
  mapWidth: number;
  mapHeight: number;
}

/** Offsets of a row's seats from its first, and the row's width. */
function rowOffsets(seats: readonly { aisle: boolean }[]): { offsets: number[]; width: number } {
  const offsets: number[] = [];
  let x = 0;
  seats.forEach((seat, i) => {
    if (i > 0) {
      x += SEAT_PITCH;
      if (seat.aisle && seats[i - 1]?.aisle && i > 1 && i < seats.length - 1) x += AISLE_GAP;
    }
    offsets.push(x);
  });
  return { offsets, width: x };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function autoLayout(sections: readonly LayoutInput[]): LaidOut {
  const measured = sections.map((section) => section.rows.map((row) => rowOffsets(row.seats)));
  const widest = Math.max(0, ...measured.flat().map((row) => row.width));
  const mapWidth = Math.max(MIN_MAP_WIDTH, Math.ceil(widest + SIDE_MARGIN * 2));
  const centre = mapWidth / 2;
  const stageWidth = Math.min(600, Math.max(200, round(widest * 0.6)));
  const stage = {
    x: round(centre - stageWidth / 2),
    y: STAGE_TOP,
    width: stageWidth,
    height: STAGE_HEIGHT,
  };
  let y = STAGE_TOP + STAGE_HEIGHT + STAGE_TO_FIRST_ROW;
  const positions = sections.map((section, s) => {
    // Front to back by rows in front; rows with the same count keep the file's order.
    const order = section.rows
      .map((row, r) => ({ row, r }))
      .sort((a, b) => a.row.rowsInFront - b.row.rowsInFront || a.r - b.r);
    const placed: { x: number; y: number }[][] = section.rows.map(() => []);
    for (const [rank, { r }] of order.entries()) {
      const { offsets, width } = measured[s]?.[r] ?? { offsets: [], width: 0 };
      const rowY = y + rank * ROW_PITCH;
      placed[r] = offsets.map((dx) => ({ x: round(centre - width / 2 + dx), y: rowY }));
    }
    y += Math.max(0, order.length - 1) * ROW_PITCH + SECTION_GAP + ROW_PITCH;
    return placed;
  });
  const lastRowY = y - SECTION_GAP - ROW_PITCH;
  return { positions, stage, mapWidth, mapHeight: Math.ceil(lastRowY + FOOT_MARGIN) };
}

/**
 * For a file that places its seats itself: a stage centred above them (unless the file draws
 * its own) and a map as large as the drawing.
 */
export function frameSeats(
  seats: readonly { x: number; y: number }[],
  stage: Stage | undefined,
): { stage: Stage; mapWidth: number; mapHeight: number } {
  const xs = seats.map((seat) => seat.x);
  const ys = seats.map((seat) => seat.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const width = Math.min(600, Math.max(120, round((maxX - minX) * 0.6)));
  const drawn = stage ?? {
    x: round((minX + maxX) / 2 - width / 2),
    y: round(minY - STAGE_TO_FIRST_ROW - STAGE_HEIGHT),
    width,
    height: STAGE_HEIGHT,
  };
  return {
    stage: drawn,
    mapWidth: Math.max(1, Math.ceil(Math.max(maxX + SIDE_MARGIN, drawn.x + drawn.width))),
    mapHeight: Math.max(1, Math.ceil(Math.max(maxY + FOOT_MARGIN, drawn.y + drawn.height))),
  };
}
