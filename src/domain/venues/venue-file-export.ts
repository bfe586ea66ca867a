/**
 * A venue's layout written back as a venue file (CSV or JSON), so a manager can download the
 * seat map, change it in a spreadsheet and upload it again: reading the written file gives the
 * same layout (venue-file.test.ts holds it to that).
 */
import type { VenueFileKind } from '../../shared/contracts/venues.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { LocalizedText } from '../../shared/localized-text.ts';
import { COLUMNS, type Column, columnHeader } from './venue-file-format.ts';
import type { PlanSeat, PlanSection, Stage } from './venue-plan.ts';

export interface ExportLayout {
  stage: Stage;
  sections: (Omit<PlanSection, 'rows'> & {
    rows: { label: string; rowsInFront: number; seats: Omit<PlanSeat, 'line'>[] }[];
  })[];
}

const texts = (text: LocalizedText | null) => (text ? { ...text } : undefined);

function jsonText(layout: ExportLayout): string {
  const doc = {
    stage: layout.stage,
    sections: layout.sections.map((section) => ({
      code: section.code,
      name: section.name,
      level: section.level,
      rows: section.rows.map((row) => ({
        label: row.label,
        rowsInFront: row.rowsInFront,
        seats: row.seats.map((seat) => ({
          label: seat.label,
          band: seat.band,
          x: seat.x,
          y: seat.y,
          wheelchair: seat.wheelchair,
          companion: seat.companion,
          aisle: seat.aisle,
          endOfRow: seat.endOfRow,
          positionInRow: seat.positionInRow,
          viewOfStage: seat.viewOfStage,
          floorsAboveStage: seat.floorsAboveStage,
          restrictedView: texts(seat.restrictedView),
          stepFree: texts(seat.stepFree),
          door: seat.door ?? undefined,
          box: seat.box ?? undefined,
        })),
      })),
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A cell as RFC 4180 wants it: quoted when it holds a comma, quote, line break or edge space. */
const cell = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

function csvText(layout: ExportLayout): string {
  const sections = layout.sections;
  const seats = sections.flatMap((section) =>
    section.rows.flatMap((row) => row.seats.map((seat) => ({ section, row, seat }))),
  );
  // Languages a localised column has a value in; US English always.
  const used = (column: Column): Locale[] =>
    LOCALES.filter(
      (locale) =>
        locale === 'en-US' ||
        (column.level === 'section'
          ? sections.some((s) => s.name[locale])
          : seats.some(({ seat }) => {
              const text = seat[column.field as 'restrictedView' | 'stepFree'];
              return Boolean(text?.[locale]);
            })),
    );
  const columns = COLUMNS.flatMap((column) =>
    column.localized
      ? used(column).map((locale) => ({ column, locale }))
      : [{ column, locale: 'en-US' as Locale }],
  );
  const lines = [columns.map(({ column, locale }) => columnHeader(column, locale)).join(',')];
  for (const { section, row, seat } of seats) {
    const values = columns.map(({ column, locale }) => {
      const source: Record<string, unknown> =
        column.level === 'section' ? section : column.level === 'row' ? row : seat;
      const value = source[column.field];
      if (value === null || value === undefined) return '';
      if (column.localized) return cell((value as LocalizedText)[locale] ?? '');
      if (typeof value === 'boolean') return value ? 'yes' : 'no';
      return cell(String(value));
    });
    lines.push(values.join(','));
  }
  return `${lines.join('\n')}\n`;
}

export function exportVenueFile(layout: ExportLayout, kind: VenueFileKind): string {
  return kind === 'json' ? jsonText(layout) : csvText(layout);
}
