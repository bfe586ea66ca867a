/**
 * The venue file format (docs/venue-file-format.md): the JSON document's schema, and the CSV
 * columns that map onto it (one line per seat), so both kinds are checked by one set of rules
 * with the same messages. Field rules come from the shared contract (a seat edited in the box
 * office obeys the same ones).
 */
import { z } from 'zod';
import {
  BandCodeSchema,
  BoxSchema,
  CoordinateSchema,
  DoorSchema,
  FlagSchema,
  FloorsAboveStageSchema,
  PositionInRowSchema,
  RowLabelSchema,
  RowsInFrontSchema,
  SeatLabelSchema,
  SeatTextSchema,
  SectionCodeSchema,
  SectionLevelSchema,
  SectionNameSchema,
  StageSchema,
  VENUE_MAX_ROWS_PER_SECTION,
  VENUE_MAX_SEATS,
  VENUE_MAX_SEATS_PER_ROW,
  VENUE_MAX_SECTIONS,
  ViewOfStageSchema,
} from '../../shared/contracts/venues.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';

/** The problems a file can have beyond a field's own rule; keys in every message file. */
export const FileProblems = {
  jsonSyntax: 'staff.venues.file.jsonSyntax',
  csvUnclosedQuote: 'staff.venues.file.csvUnclosedQuote',
  csvStrayQuote: 'staff.venues.file.csvStrayQuote',
  unknownColumn: 'staff.venues.file.unknownColumn',
  duplicateColumn: 'staff.venues.file.duplicateColumn',
  missingColumn: 'staff.venues.file.missingColumn',
  extraCells: 'staff.venues.file.extraCells',
  noSeats: 'staff.venues.file.noSeats',
  unknownField: 'staff.venues.file.unknownField',
  notAnObject: 'staff.venues.file.notAnObject',
  notAList: 'staff.venues.file.notAList',
  emptySection: 'staff.venues.file.emptySection',
  emptyRow: 'staff.venues.file.emptyRow',
  tooManySections: 'staff.venues.file.tooManySections',
  tooManyRows: 'staff.venues.file.tooManyRows',
  tooManySeatsInRow: 'staff.venues.file.tooManySeatsInRow',
  tooManySeats: 'staff.venues.file.tooManySeats',
  sectionDiffers: 'staff.venues.file.sectionDiffers',
  rowDiffers: 'staff.venues.file.rowDiffers',
  duplicateSection: 'staff.venues.file.duplicateSection',
  duplicateRow: 'staff.venues.file.duplicateRow',
  duplicateSeat: 'staff.venues.file.duplicateSeat',
  unknownBand: 'staff.venues.file.unknownBand',
  coordinatesPair: 'staff.venues.file.coordinatesPair',
  coordinatesAllOrNone: 'staff.venues.file.coordinatesAllOrNone',
  sameSpot: 'staff.venues.file.sameSpot',
  moreProblems: 'staff.venues.file.moreProblems',
  seatInUse: 'staff.venues.file.seatInUse',
} as const;
const P = FileProblems;

/** Limits named in their messages. */
export const LIMIT_PARAMS: Record<string, Record<string, number>> = {
  [P.tooManySections]: { max: VENUE_MAX_SECTIONS },
  [P.tooManyRows]: { max: VENUE_MAX_ROWS_PER_SECTION },
  [P.tooManySeatsInRow]: { max: VENUE_MAX_SEATS_PER_ROW },
  [P.tooManySeats]: { max: VENUE_MAX_SEATS },
};

/** An object of the format: anything but one is "not an object"; a field it lacks is named. */
const objectError = (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? P.unknownField : P.notAnObject;
const list = <T extends z.ZodType>(item: T, empty: string, tooMany: string, max: number) =>
  z.array(item, { error: P.notAList }).min(1, { error: empty }).max(max, { error: tooMany });

/** A text may be written as a plain string: it is the US English text then. */
const text = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? { 'en-US': value } : value), schema);

export const SeatDocSchema = z.strictObject(
  {
    label: SeatLabelSchema,
    band: BandCodeSchema,
    x: CoordinateSchema.optional(),
    y: CoordinateSchema.optional(),
    wheelchair: FlagSchema.optional(),
    companion: FlagSchema.optional(),
    aisle: FlagSchema.optional(),
    endOfRow: FlagSchema.optional(),
    positionInRow: PositionInRowSchema.optional(),
    viewOfStage: ViewOfStageSchema.optional(),
    floorsAboveStage: FloorsAboveStageSchema.optional(),
    restrictedView: text(SeatTextSchema).nullable().optional(),
    stepFree: text(SeatTextSchema).nullable().optional(),
    door: DoorSchema.nullable().optional(),
    box: BoxSchema.nullable().optional(),
  },
  { error: objectError },
);

export const RowDocSchema = z.strictObject(
  {
    label: RowLabelSchema,
    rowsInFront: RowsInFrontSchema.optional(),
    seats: list(SeatDocSchema, P.emptyRow, P.tooManySeatsInRow, VENUE_MAX_SEATS_PER_ROW),
  },
  { error: objectError },
);

export const SectionDocSchema = z.strictObject(
  {
    code: SectionCodeSchema,
    name: text(SectionNameSchema).nullable().optional(),
    level: SectionLevelSchema.optional(),
    rows: list(RowDocSchema, P.emptySection, P.tooManyRows, VENUE_MAX_ROWS_PER_SECTION),
  },
  { error: objectError },
);

/** The JSON file: its sections, and optionally where the stage is drawn. */
export const VenueDocSchema = z.strictObject(
  {
    stage: StageSchema.optional(),
    sections: list(SectionDocSchema, P.noSeats, P.tooManySections, VENUE_MAX_SECTIONS),
  },
  { error: objectError },
);

export type VenueDoc = z.output<typeof VenueDocSchema>;
export type SeatDoc = z.output<typeof SeatDocSchema>;
/** A document as written (before the schema fills and checks it). */
export type VenueDocInput = z.input<typeof VenueDocSchema>;

// --- CSV ---------------------------------------------------------------------------------------

export type ColumnKind = 'text' | 'number' | 'flag' | 'word';
export type ColumnLevel = 'section' | 'row' | 'seat';

export interface Column {
  /** The header, lower case: `restricted_view`; a localised column adds `_es` and so on. */
  name: string;
  level: ColumnLevel;
  /** The document's field. */
  field: string;
  kind: ColumnKind;
  localized?: boolean;
  required?: boolean;
}

/** The columns in the order an exported file has them. */
export const COLUMNS: readonly Column[] = [
  { name: 'section', level: 'section', field: 'code', kind: 'text', required: true },
  { name: 'section_name', level: 'section', field: 'name', kind: 'text', localized: true },
  { name: 'level', level: 'section', field: 'level', kind: 'word' },
  { name: 'row', level: 'row', field: 'label', kind: 'text', required: true },
  { name: 'rows_in_front', level: 'row', field: 'rowsInFront', kind: 'number' },
  { name: 'seat', level: 'seat', field: 'label', kind: 'text', required: true },
  { name: 'band', level: 'seat', field: 'band', kind: 'text', required: true },
  { name: 'x', level: 'seat', field: 'x', kind: 'number' },
  { name: 'y', level: 'seat', field: 'y', kind: 'number' },
  { name: 'wheelchair', level: 'seat', field: 'wheelchair', kind: 'flag' },
  { name: 'companion', level: 'seat', field: 'companion', kind: 'flag' },
  { name: 'aisle', level: 'seat', field: 'aisle', kind: 'flag' },
  { name: 'end_of_row', level: 'seat', field: 'endOfRow', kind: 'flag' },
  { name: 'position', level: 'seat', field: 'positionInRow', kind: 'word' },
  { name: 'view', level: 'seat', field: 'viewOfStage', kind: 'word' },
  { name: 'floors_above_stage', level: 'seat', field: 'floorsAboveStage', kind: 'number' },
  {
    name: 'restricted_view',
    level: 'seat',
    field: 'restrictedView',
    kind: 'text',
    localized: true,
  },
  { name: 'step_free', level: 'seat', field: 'stepFree', kind: 'text', localized: true },
  { name: 'door', level: 'seat', field: 'door', kind: 'text' },
  { name: 'box', level: 'seat', field: 'box', kind: 'text' },
];

/** Other names people give the same columns (spaces and case do not matter either). */
const ALIASES: Record<string, string> = {
  section_code: 'section',
  row_label: 'row',
  seat_label: 'seat',
  seat_number: 'seat',
  price_band: 'band',
  position_in_row: 'position',
  view_of_stage: 'view',
  floors: 'floors_above_stage',
  step_free_access: 'step_free',
};

/** A header cell as the parser compares it: trimmed, lower case, spaces as underscores. */
export const normalizeHeader = (header: string) =>
  header.trim().toLowerCase().replace(/[\s]+/g, '_');

/** A localised column's header: `restricted_view` (US English), `restricted_view_es`… */
export const columnHeader = (column: Column, locale: Locale = 'en-US') =>
  locale === 'en-US' ? column.name : `${column.name}_${locale}`;

/** The column a header names, and its language for a localised one; undefined if none. */
export function columnOf(header: string): { column: Column; locale: Locale } | undefined {
  const name = normalizeHeader(header);
  const plain = ALIASES[name] ?? name;
  const direct = COLUMNS.find((column) => column.name === plain);
  if (direct) return { column: direct, locale: 'en-US' };
  for (const column of COLUMNS.filter((c) => c.localized)) {
    for (const locale of LOCALES) {
      if (name === `${column.name}_${locale.toLowerCase()}`) return { column, locale };
    }
  }
  return undefined;
}

const TRUE = new Set(['yes', 'y', 'true', '1', 'x', '✓']);
const FALSE = new Set(['no', 'n', 'false', '0']);

/**
 * A cell's value for the document: a flag or number when it reads as one, else the text as
 * written, so the schema refuses it with the field's own message. Empty is "not given".
 */
export function cellValue(cell: string, kind: ColumnKind): unknown {
  if (cell === '') return undefined;
  if (kind === 'flag') {
    const word = cell.toLowerCase();
    if (TRUE.has(word)) return true;
    if (FALSE.has(word)) return false;
    return cell;
  }
  if (kind === 'number') {
    // A decimal comma, as spreadsheets in German or Swedish write them.
    return /^[+-]?\d+(?:[.,]\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : cell;
  }
  if (kind === 'word') return cell.toLowerCase();
  return cell;
}
