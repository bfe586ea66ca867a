import type { VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { SectionShape } from './map-geometry.ts';
import type { Box, View } from './use-pan-zoom.ts';

/**
 * The sections a map view names (syos/{view}): a level ("orchestra", "balcony", "booth") or a
 * section's code ("balc"), in any case. None for no view or an unknown one: the whole map.
 */
export function sectionsForView(
  sections: VenueLayout['sections'],
  view: string | null | undefined,
): number[] {
  const wanted = view?.trim().toLowerCase();
  if (!wanted) return [];
  return sections
    .filter((section) => section.level === wanted || section.code.toLowerCase() === wanted)
    .map((section) => section.id);
}

/** The box around the shapes of these sections, with a margin; undefined when there are none. */
export function boxAround(
  shapes: readonly SectionShape[],
  sectionIds: readonly number[],
  margin = 24,
): Box | undefined {
  const boxes = shapes.filter((shape) => sectionIds.includes(shape.id)).map((shape) => shape.box);
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((b) => b.x)) - margin;
  const y = Math.min(...boxes.map((b) => b.y)) - margin;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + margin;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + margin;
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The zoom that shows `target` whole, centred in the frame: content point p is drawn at
 * t + k·p, so the target's centre c lands on the frame's centre m when t = m − k·c. The pan and
 * zoom hook clamps it to its limits.
 */
export function fitView(frame: Box, target: Box): View {
  const k = Math.min(frame.width / target.width, frame.height / target.height);
  const c = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  const m = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  return { k, x: m.x - k * c.x, y: m.y - k * c.y };
}
