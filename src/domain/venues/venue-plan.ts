/**
 * A venue's layout as a file describes it, checked and complete (every default filled, every
 * seat placed): what the box office previews, creates a venue from, or puts in place of a
 * venue's layout. Also the preview as the storefront's seat map draws it, and what a new layout
 * would change of an existing one.
 */
import type { VenueLayout } from '../../shared/contracts/catalogue.ts';
import type {
  PositionInRow,
  SectionLevel,
  VenueLayoutChanges,
  VenueLayoutSummary,
  ViewOfStage,
} from '../../shared/contracts/venues.ts';
import type { Locale } from '../../shared/locales.ts';
import { type LocalizedText, localize } from '../../shared/localized-text.ts';

export interface PlanSeat {
  label: string;
  /** The price band's code. */
  band: string;
  x: number;
  y: number;
  wheelchair: boolean;
  companion: boolean;
  aisle: boolean;
  endOfRow: boolean;
  positionInRow: PositionInRow;
  viewOfStage: ViewOfStage;
  floorsAboveStage: number;
  restrictedView: LocalizedText | null;
  stepFree: LocalizedText | null;
  door: string | null;
  box: string | null;
  /** Where the seat is in the file, for problems found later (a sold seat left out). */
  line: number;
}

export interface PlanRow {
  label: string;
  rowsInFront: number;
  seats: PlanSeat[];
}

export interface PlanSection {
  code: string;
  name: LocalizedText;
  level: SectionLevel;
  rows: PlanRow[];
}

export interface Stage {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VenuePlan {
  sections: PlanSection[];
  stage: Stage;
  mapWidth: number;
  mapHeight: number;
  /** The file gave no positions: the seats were laid out in rows. */
  autoLaid: boolean;
  /** The file drew the stage itself (a CSV cannot: a new layout keeps the venue's stage then). */
  stageFromFile: boolean;
}

/** A seat's identity across layouts: section code, row label and seat label. */
export const seatKey = (section: string, row: string, seat: string) =>
  `${section}\u0000${row}\u0000${seat}`;

export function* planSeats(plan: VenuePlan) {
  for (const section of plan.sections)
    for (const row of section.rows) for (const seat of row.seats) yield { section, row, seat };
}

export function summarizePlan(plan: VenuePlan): VenueLayoutSummary {
  const summary: VenueLayoutSummary = {
    sections: plan.sections.length,
    rows: plan.sections.reduce((n, section) => n + section.rows.length, 0),
    seats: 0,
    wheelchair: 0,
    companion: 0,
    restrictedView: 0,
    stepFree: 0,
    autoLaid: plan.autoLaid,
  };
  for (const { seat } of planSeats(plan)) {
    summary.seats++;
    if (seat.wheelchair) summary.wheelchair++;
    if (seat.companion) summary.companion++;
    if (seat.restrictedView) summary.restrictedView++;
    if (seat.stepFree) summary.stepFree++;
  }
  return summary;
}

/**
 * The plan as the storefront's layout answer (`GET /api/venues/:venue/layout`) would carry it,
 * so the preview is drawn by the same code as the seat map. Ids are the preview's own.
 */
export function planToLayout(
  plan: VenuePlan,
  bandIds: ReadonlyMap<string, number>,
  venue: { id: number; name: string; address: string },
  locale: Locale,
): VenueLayout {
  let rowId = 0;
  let seatId = 0;
  const seats: VenueLayout['seats'] = [];
  const sections = plan.sections.map((section, s) => ({
    id: s + 1,
    code: section.code,
    name: localize(section.name, locale),
    level: section.level,
    rows: section.rows.map((row) => {
      rowId++;
      for (const seat of row.seats)
        seats.push({
          id: ++seatId,
          sectionId: s + 1,
          rowId,
          label: seat.label,
          x: seat.x,
          y: seat.y,
          priceBandId: bandIds.get(seat.band) ?? 0,
          wheelchair: seat.wheelchair,
          companion: seat.companion,
          aisle: seat.aisle,
          restrictedView: seat.restrictedView ? localize(seat.restrictedView, locale) : null,
          stepFree: seat.stepFree ? localize(seat.stepFree, locale) : null,
          positionInRow: seat.positionInRow,
          viewOfStage: seat.viewOfStage,
          floorsAboveStage: seat.floorsAboveStage,
          endOfRow: seat.endOfRow,
        });
      return { id: rowId, label: row.label, rowsInFront: row.rowsInFront };
    }),
  }));
  return {
    id: venue.id,
    name: venue.name,
    address: venue.address,
    width: plan.mapWidth,
    height: plan.mapHeight,
    stage: plan.stage,
    sections,
    seats,
  };
}

export interface ExistingSeat {
  id: number;
  section: string;
  row: string;
  label: string;
  inUse: boolean;
}

export interface LayoutDiff {
  /** Seats of the plan the venue lacks. */
  added: { section: PlanSection; row: PlanRow; seat: PlanSeat }[];
  /** Seats of the venue the plan lacks. */
  removed: ExistingSeat[];
  /** Seats in both: the venue's seat id for each of the plan's seats. */
  kept: Map<PlanSeat, number>;
}

/** Seats are matched by section code, row label and seat label; ids of kept seats stay. */
export function diffLayout(existing: readonly ExistingSeat[], plan: VenuePlan): LayoutDiff {
  const byKey = new Map(
    existing.map((seat) => [seatKey(seat.section, seat.row, seat.label), seat]),
  );
  const added: LayoutDiff['added'] = [];
  const kept = new Map<PlanSeat, number>();
  const seen = new Set<string>();
  for (const { section, row, seat } of planSeats(plan)) {
    const key = seatKey(section.code, row.label, seat.label);
    seen.add(key);
    const found = byKey.get(key);
    if (found) kept.set(seat, found.id);
    else added.push({ section, row, seat });
  }
  const removed = existing.filter((seat) => !seen.has(seatKey(seat.section, seat.row, seat.label)));
  return { added, removed, kept };
}

export const countChanges = (diff: LayoutDiff): VenueLayoutChanges => ({
  added: diff.added.length,
  removed: diff.removed.length,
  kept: diff.kept.size,
});
