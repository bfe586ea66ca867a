/**
 * Reading a venue file (CSV or JSON; docs/venue-file-format.md) into a checked, complete plan,
 * or the list of what is wrong with it, each problem at its line and field with a message key
 * ("Line 14 (seat): Enter the seat's label…"). A CSV is turned into the JSON document first
 * (remembering which line and column each value came from), then both go through the same
 * schema and the same checks across seats: duplicates, price bands, positions.
 */
import type { z } from 'zod';
import { VENUE_MAX_SEATS, type VenueFileInput } from '../../shared/contracts/venues.ts';
import type { Locale } from '../../shared/locales.ts';
import { readCsv } from './csv-records.ts';
import { formatPath, jsonValueLines, lineOfPath, type PathSegment } from './json-lines.ts';
import { autoLayout, frameSeats } from './venue-auto-layout.ts';
import {
  COLUMNS,
  type Column,
  cellValue,
  columnHeader,
  columnOf,
  LIMIT_PARAMS,
  FileProblems as P,
  type SeatDoc,
  type VenueDoc,
  VenueDocSchema,
} from './venue-file-format.ts';
import type { PlanSeat, PlanSection, VenuePlan } from './venue-plan.ts';

export interface FileProblem {
  line: number | null;
  field: string | null;
  key: string;
  params: Record<string, string | number>;
}

export type VenueFileResult =
  | { ok: true; plan: VenuePlan }
  | { ok: false; problems: FileProblem[] };

/** Problems in file order (a sort is stable: those of one line keep theirs); the file's own last. */
const byLine = (a: FileProblem, b: FileProblem) =>
  (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER);

/** Problems reported at most; the rest are counted in one more. */
export const MAX_PROBLEMS = 100;

/** Where a path of the document is in the file: its line, and the field as the file names it. */
type Locate = (path: readonly PathSegment[]) => { line: number; field: string | null };

const problem = (
  line: number | null,
  field: string | null,
  key: string,
  params: Record<string, string | number> = {},
): FileProblem => ({ line, field, key, params: { ...LIMIT_PARAMS[key], ...params } });

function capped(problems: FileProblem[]): FileProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    problem(null, null, P.moreProblems, { count: problems.length - MAX_PROBLEMS }),
  ];
}

/**
 * Reads a venue file. `bandCodes` are the price bands that exist (a seat names one by code);
 * a file with problems yields all of them (up to MAX_PROBLEMS), never a partial plan.
 */
export function parseVenueFile(
  file: VenueFileInput,
  bandCodes: readonly string[],
): VenueFileResult {
  const read = file.kind === 'csv' ? csvDocument(file.text) : jsonDocument(file.text);
  if (!read.ok) return { ok: false, problems: capped(read.problems) };
  const checked = VenueDocSchema.safeParse(read.doc);
  if (!checked.success) {
    const problems = [...read.problems, ...schemaProblems(checked.error, read.locate)];
    return { ok: false, problems: capped(problems.sort(byLine)) };
  }
  const problems = [...read.problems, ...crossChecks(checked.data, bandCodes, read.locate)];
  if (problems.length > 0) return { ok: false, problems: capped(problems.sort(byLine)) };
  return { ok: true, plan: completePlan(checked.data, read.locate) };
}

type Read =
  | { ok: true; doc: unknown; locate: Locate; problems: FileProblem[] }
  | { ok: false; problems: FileProblem[] };

// --- JSON --------------------------------------------------------------------------------------

function jsonDocument(text: string): Read {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let doc: unknown;
  try {
    doc = JSON.parse(source);
  } catch (error) {
    // V8 names the character it stopped at; its words are English, so only the line is kept.
    const at = /position (\d+)/.exec(String((error as Error).message));
    const offset = at ? Number(at[1]) : source.length;
    const line = source.slice(0, offset).split('\n').length;
    return { ok: false, problems: [problem(line, null, P.jsonSyntax)] };
  }
  let lines: Map<string, number> | undefined;
  const locate: Locate = (path) => {
    lines ??= jsonValueLines(source);
    return { line: lineOfPath(lines, path), field: path.length > 0 ? formatPath(path) : null };
  };
  return { ok: true, doc, locate, problems: [] };
}

// --- CSV ---------------------------------------------------------------------------------------

interface Header {
  column: Column;
  locale: Locale;
  header: string;
}

interface DraftSection {
  doc: Record<string, unknown> & { rows: DraftRow[] };
  line: number;
  /** The line that gave the section's name and level, and what it gave. */
  describedOn: number | null;
  described: string;
}

interface DraftRow {
  label: string;
  rowsInFront?: unknown;
  seats: Record<string, unknown>[];
  line: number;
  rowsInFrontOn: number | null;
}

function csvDocument(text: string): Read {
  const csv = readCsv(text);
  if (!csv.ok) {
    const key = csv.problem === 'unclosedQuote' ? P.csvUnclosedQuote : P.csvStrayQuote;
    return { ok: false, problems: [problem(csv.line, null, key)] };
  }
  const [head, ...records] = csv.records;
  if (!head) return { ok: false, problems: [problem(null, null, P.noSeats)] };
  const problems: FileProblem[] = [];
  const headers: (Header | undefined)[] = head.cells.map((cell) => {
    const found = columnOf(cell);
    if (!found) {
      problems.push(problem(head.line, cell, P.unknownColumn, { column: cell }));
      return undefined;
    }
    return { ...found, header: columnHeader(found.column, found.locale) };
  });
  const seen = new Set<string>();
  for (const header of headers) {
    if (!header) continue;
    if (seen.has(header.header))
      problems.push(
        problem(head.line, header.header, P.duplicateColumn, { column: header.header }),
      );
    seen.add(header.header);
  }
  for (const column of COLUMNS.filter((c) => c.required))
    if (!seen.has(column.name))
      problems.push(problem(head.line, column.name, P.missingColumn, { column: column.name }));
  if (problems.length > 0) return { ok: false, problems };
  if (records.length === 0) return { ok: false, problems: [problem(null, null, P.noSeats)] };

  // Where each value came from: "sections[0].rows[2].seats[4]" → its line; a field adds its column.
  const lineOf = new Map<string, number>();
  const sections = new Map<string, DraftSection>();
  const order: DraftSection[] = [];
  for (const record of records) {
    if (record.cells.length > headers.length && record.cells.slice(headers.length).some(Boolean))
      problems.push(problem(record.line, null, P.extraCells));
    const values = {
      section: {} as Record<string, unknown>,
      row: {} as Record<string, unknown>,
      seat: {} as Record<string, unknown>,
    };
    headers.forEach((header, i) => {
      if (!header) return;
      const value = cellValue(record.cells[i] ?? '', header.column.kind);
      if (value === undefined) return;
      const target = values[header.column.level];
      if (header.column.localized) {
        const text = (target[header.column.field] ?? {}) as Record<string, unknown>;
        text[header.locale] = value;
        target[header.column.field] = text;
      } else target[header.column.field] = value;
    });
    const code = typeof values.section.code === 'string' ? values.section.code : '';
    const rowLabel = typeof values.row.label === 'string' ? values.row.label : '';
    if (!code) {
      problems.push(problem(record.line, 'section', 'staff.venues.validation.sectionCode'));
      continue;
    }
    if (!rowLabel) {
      problems.push(problem(record.line, 'row', 'staff.venues.validation.rowLabel'));
      continue;
    }
    let section = sections.get(code);
    if (!section) {
      section = {
        doc: { code, rows: [] },
        line: record.line,
        describedOn: null,
        described: '',
      };
      sections.set(code, section);
      order.push(section);
      lineOf.set(formatPath(['sections', order.length - 1]), record.line);
    }
    const s = order.indexOf(section);
    const { code: _code, ...description } = values.section;
    if (Object.keys(description).length > 0) {
      const described = JSON.stringify(description);
      if (section.describedOn === null) {
        Object.assign(section.doc, description);
        section.describedOn = record.line;
        section.described = described;
        lineOf.set(formatPath(['sections', s, 'name']), record.line);
        lineOf.set(formatPath(['sections', s, 'level']), record.line);
      } else if (described !== section.described)
        problems.push(
          problem(record.line, 'section_name', P.sectionDiffers, {
            section: code,
            firstLine: section.describedOn,
          }),
        );
    }
    let row = section.doc.rows.find((r) => r.label === rowLabel);
    if (!row) {
      row = { label: rowLabel, seats: [], line: record.line, rowsInFrontOn: null };
      section.doc.rows.push(row);
      lineOf.set(formatPath(['sections', s, 'rows', section.doc.rows.length - 1]), record.line);
    }
    const r = section.doc.rows.indexOf(row);
    if (values.row.rowsInFront !== undefined) {
      if (row.rowsInFrontOn === null) {
        row.rowsInFront = values.row.rowsInFront;
        row.rowsInFrontOn = record.line;
        lineOf.set(formatPath(['sections', s, 'rows', r, 'rowsInFront']), record.line);
      } else if (values.row.rowsInFront !== row.rowsInFront)
        problems.push(
          problem(record.line, 'rows_in_front', P.rowDiffers, {
            row: rowLabel,
            firstLine: row.rowsInFrontOn,
          }),
        );
    }
    row.seats.push(values.seat);
    lineOf.set(formatPath(['sections', s, 'rows', r, 'seats', row.seats.length - 1]), record.line);
  }
  const doc = {
    sections: order.map((section) => ({
      ...section.doc,
      rows: section.doc.rows.map((row) => ({
        label: row.label,
        ...(row.rowsInFront !== undefined ? { rowsInFront: row.rowsInFront } : {}),
        seats: row.seats,
      })),
    })),
  };
  const locate: Locate = (path) => ({
    line: lineOfPath(lineOf, path),
    field: csvField(path),
  });
  return { ok: true, doc, locate, problems };
}

/** The CSV column a document path's field came from: `[…, 'restrictedView', 'es']` → `restricted_view_es`. */
function csvField(path: readonly PathSegment[]): string | null {
  const level = path.length >= 6 ? 'seat' : path.length >= 4 ? 'row' : 'section';
  const depth = level === 'seat' ? 6 : level === 'row' ? 4 : 2;
  const field = path[depth];
  if (typeof field !== 'string') return null;
  const column = COLUMNS.find((c) => c.level === level && c.field === field);
  if (!column) return field;
  const locale = path[depth + 1];
  return column.localized && typeof locale === 'string'
    ? columnHeader(column, locale as Locale)
    : column.name;
}

// --- The document's problems -------------------------------------------------------------------

function schemaProblems(error: z.ZodError, locate: Locate): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const issue of error.issues) {
    const path = issue.path.filter(
      (segment): segment is PathSegment => typeof segment !== 'symbol',
    );
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const where = locate([...path, key]);
        problems.push(problem(where.line, where.field, P.unknownField, { field: key }));
      }
      continue;
    }
    const where = locate(path);
    problems.push(problem(where.line, where.field, issue.message));
  }
  return problems;
}

/** What no single field shows: duplicates, unknown price bands, positions given by halves. */
function crossChecks(doc: VenueDoc, bandCodes: readonly string[], locate: Locate): FileProblem[] {
  const problems: FileProblem[] = [];
  const at = (path: PathSegment[], key: string, params: Record<string, string | number> = {}) => {
    const where = locate(path);
    problems.push(problem(where.line, where.field, key, params));
  };
  const bands = new Set(bandCodes);
  const codes = new Map<string, number>();
  let total = 0;
  let positioned: { given: boolean; line: number } | undefined;
  const spots = new Map<string, { row: string; seat: string; line: number }>();
  doc.sections.forEach((section, s) => {
    const upper = section.code.toUpperCase();
    const earlier = codes.get(upper);
    if (earlier !== undefined)
      at(['sections', s, 'code'], P.duplicateSection, {
        section: section.code,
        firstLine: earlier,
      });
    else codes.set(upper, locate(['sections', s]).line);
    const rowLabels = new Map<string, number>();
    section.rows.forEach((row, r) => {
      const rowLine = rowLabels.get(row.label);
      if (rowLine !== undefined)
        at(['sections', s, 'rows', r, 'label'], P.duplicateRow, {
          row: row.label,
          firstLine: rowLine,
        });
      else rowLabels.set(row.label, locate(['sections', s, 'rows', r]).line);
      const seatLabels = new Map<string, number>();
      row.seats.forEach((seat, k) => {
        total++;
        const path: PathSegment[] = ['sections', s, 'rows', r, 'seats', k];
        const line = locate(path).line;
        const first = seatLabels.get(seat.label);
        if (first !== undefined)
          at([...path, 'label'], P.duplicateSeat, {
            row: row.label,
            seat: seat.label,
            firstLine: first,
          });
        else seatLabels.set(seat.label, line);
        if (!bands.has(seat.band))
          at([...path, 'band'], P.unknownBand, { band: seat.band, bands: bandCodes.join(', ') });
        const hasX = seat.x !== undefined;
        const hasY = seat.y !== undefined;
        positioned ??= hasX === hasY ? { given: hasX, line } : undefined;
        if (hasX !== hasY) at([...path, hasX ? 'y' : 'x'], P.coordinatesPair);
        else if (positioned && positioned.given !== hasX)
          at([...path, 'x'], P.coordinatesAllOrNone, { firstLine: positioned.line });
        else if (hasX) {
          // Seats drawn on one spot cannot both be picked on the map.
          const spot = `${Math.round(seat.x ?? 0)},${Math.round(seat.y ?? 0)}`;
          const other = spots.get(spot);
          if (other)
            at([...path, 'x'], P.sameSpot, {
              row: other.row,
              seat: other.seat,
              firstLine: other.line,
            });
          else spots.set(spot, { row: row.label, seat: seat.label, line });
        }
      });
    });
  });
  if (total > VENUE_MAX_SEATS) problems.push(problem(null, null, P.tooManySeats));
  return problems;
}

// --- The plan ----------------------------------------------------------------------------------

function positionFor(index: number, count: number): PlanSeat['positionInRow'] {
  if (index < count / 3) return 'left';
  if (index >= (2 * count) / 3) return 'right';
  return 'middle';
}

/** The checked document with every default filled and every seat placed. */
function completePlan(doc: VenueDoc, locate: Locate): VenuePlan {
  const sections: PlanSection[] = doc.sections.map((section, s) => {
    const level = section.level ?? 'orchestra';
    return {
      code: section.code,
      name: section.name ?? { 'en-US': section.code },
      level,
      rows: section.rows.map((row, r) => {
        // From house left: by x when the file places seats, else in the file's order.
        const order = row.seats
          .map((seat, k) => ({ seat, k }))
          .sort((a, b) => (a.seat.x ?? a.k) - (b.seat.x ?? b.k));
        const rank = new Map(order.map(({ k }, i) => [k, i]));
        return {
          label: row.label,
          rowsInFront: row.rowsInFront ?? r,
          seats: row.seats.map((seat: SeatDoc, k) => {
            const i = rank.get(k) ?? k;
            const ends = i === 0 || i === row.seats.length - 1;
            return {
              label: seat.label,
              band: seat.band,
              x: seat.x ?? 0,
              y: seat.y ?? 0,
              wheelchair: seat.wheelchair ?? false,
              companion: seat.companion ?? false,
              aisle: seat.aisle ?? false,
              endOfRow: seat.endOfRow ?? ends,
              positionInRow: seat.positionInRow ?? positionFor(i, row.seats.length),
              viewOfStage: seat.viewOfStage ?? (seat.restrictedView ? 'partial' : 'full'),
              floorsAboveStage: seat.floorsAboveStage ?? (level === 'balcony' ? 1 : 0),
              restrictedView: seat.restrictedView ?? null,
              stepFree: seat.stepFree ?? null,
              door: seat.door ?? null,
              box: seat.box ?? null,
              line: locate(['sections', s, 'rows', r, 'seats', k]).line,
            };
          }),
        };
      }),
    };
  });
  const placed = doc.sections[0]?.rows[0]?.seats[0]?.x !== undefined;
  if (placed) {
    const all = sections.flatMap((section) => section.rows.flatMap((row) => row.seats));
    return {
      sections,
      ...frameSeats(all, doc.stage),
      autoLaid: false,
      stageFromFile: doc.stage !== undefined,
    };
  }
  const laid = autoLayout(sections);
  sections.forEach((section, s) => {
    section.rows.forEach((row, r) => {
      row.seats.forEach((seat, k) => {
        const at = laid.positions[s]?.[r]?.[k];
        if (at) Object.assign(seat, at);
      });
    });
  });
  return {
    sections,
    stage: doc.stage ?? laid.stage,
    mapWidth: laid.mapWidth,
    mapHeight: laid.mapHeight,
    autoLaid: true,
    stageFromFile: doc.stage !== undefined,
  };
}
