import type { VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { MapSeat, SectionLevel } from './seat-model.ts';
import type { Box } from './use-pan-zoom.ts';

export interface SectionShape {
  id: number;
  name: string;
  level: SectionLevel;
  box: Box;
  /** Where the name goes: centred above the section, or below it when another section is there. */
  label: { x: number; y: number };
}

export interface RowLabel {
  key: string;
  label: string;
  x: number;
  y: number;
}

/** Room around the drawing for the row labels at both ends of each row. */
const MARGIN = 46;
const SECTION_PADDING = 17;
/** Section names are 14-unit capitals with letter spacing: about 11 units a character. */
const LABEL_CHAR_WIDTH = 11;
const LABEL_HEIGHT = 18;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function boundsOf(points: readonly { x: number; y: number }[], pad: number): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return {
    x: minX - pad,
    y: minY - pad,
    width: maxX - minX + pad * 2,
    height: maxY - minY + pad * 2,
  };
}

/**
 * What the map draws besides the seats, worked out once per layout: the view box (the drawing's
 * own extent, tighter than the layout's nominal size so a phone gets bigger seats), a shaded
 * area and a label per section, and the row letters at both ends of every row.
 */
export function mapGeometry(layout: VenueLayout, seats: readonly MapSeat[]) {
  const { stage } = layout;
  const all = boundsOf(
    [...seats, { x: stage.x, y: stage.y }, { x: stage.x + stage.width, y: stage.y + stage.height }],
    0,
  );
  const viewBox: Box = {
    x: Math.floor(all.x - MARGIN),
    y: Math.floor(all.y - 12),
    width: Math.ceil(all.width + MARGIN * 2),
    height: Math.ceil(all.height + 12 + MARGIN / 2),
  };
  const boxes = layout.sections.flatMap((section) => {
    const own = seats.filter((s) => s.sectionId === section.id);
    return own.length === 0 ? [] : [{ section, box: boundsOf(own, SECTION_PADDING) }];
  });
  const sections: SectionShape[] = boxes.map(({ section, box }) => {
    const width = section.name.length * LABEL_CHAR_WIDTH;
    // Kept inside the drawing, so a long name near the edge is not cut off.
    const x = Math.min(
      Math.max(box.x + box.width / 2, viewBox.x + width / 2 + 4),
      viewBox.x + viewBox.width - width / 2 - 4,
    );
    const above: Box = {
      x: x - width / 2,
      y: box.y - 6 - LABEL_HEIGHT,
      width,
      height: LABEL_HEIGHT,
    };
    const clash = boxes.some((other) => other.box !== box && overlaps(other.box, above));
    return {
      id: section.id,
      name: section.name,
      level: section.level,
      box,
      label: { x, y: clash ? box.y + box.height + LABEL_HEIGHT : box.y - 6 },
    };
  });
  const rows: RowLabel[] = [];
  for (const section of layout.sections) {
    for (const row of section.rows) {
      const own = seats.filter((s) => s.rowId === row.id).sort((a, b) => a.x - b.x);
      const first = own[0];
      const last = own.at(-1);
      if (!first || !last) continue;
      rows.push({ key: `${row.id}-l`, label: row.label, x: first.x - 25, y: first.y });
      rows.push({ key: `${row.id}-r`, label: row.label, x: last.x + 25, y: last.y });
    }
  }
  return { viewBox, sections, rows };
}

export type MapGeometry = ReturnType<typeof mapGeometry>;
