/**
 * Venues and seat maps in the box office (issue 13): the rules of each field of a seat, row and
 * section (one set, read by the venue file's parser in src/domain/venues and by the API's
 * bodies, so a file and a form refuse the same things with the same words), the bodies and
 * answers of `/api/box-office/venues/…`, and a file problem in words.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { VenueLayoutSchema, VenueParamsSchema } from './catalogue.ts';
import { digitsParam, ErrorResponseSchema, INT4_MAX, typedText } from './common.ts';

/** The largest venue file taken: about 1 MB of text (a 5,000-seat CSV is under 600 KB). */
export const VENUE_FILE_MAX_CHARS = 1_048_576;
/** More seats than any house the product serves; keeps one upload's work bounded. */
export const VENUE_MAX_SEATS = 5000;
export const VENUE_MAX_SECTIONS = 50;
export const VENUE_MAX_ROWS_PER_SECTION = 200;
export const VENUE_MAX_SEATS_PER_ROW = 200;

/** The field messages (keys in every message file), one per field. */
export const VenueFieldMessages = {
  sectionCode: 'staff.venues.validation.sectionCode',
  sectionName: 'staff.venues.validation.sectionName',
  level: 'staff.venues.validation.level',
  rowLabel: 'staff.venues.validation.rowLabel',
  rowsInFront: 'staff.venues.validation.rowsInFront',
  seatLabel: 'staff.venues.validation.seatLabel',
  band: 'staff.venues.validation.band',
  coordinate: 'staff.venues.validation.coordinate',
  flag: 'staff.venues.validation.flag',
  positionInRow: 'staff.venues.validation.positionInRow',
  viewOfStage: 'staff.venues.validation.viewOfStage',
  floorsAboveStage: 'staff.venues.validation.floorsAboveStage',
  seatText: 'staff.venues.validation.seatText',
  usEnglishFirst: 'staff.venues.validation.usEnglishFirst',
  door: 'staff.venues.validation.door',
  box: 'staff.venues.validation.box',
  venueName: 'staff.venues.validation.venueName',
  address: 'staff.venues.validation.address',
  fileKind: 'staff.venues.validation.fileKind',
  fileText: 'staff.venues.validation.fileText',
  nothingToChange: 'staff.venues.validation.nothingToChange',
  stage: 'staff.venues.validation.stage',
} as const;
const M = VenueFieldMessages;

export const SECTION_LEVELS = ['orchestra', 'balcony', 'booth'] as const;
export const POSITIONS_IN_ROW = ['left', 'middle', 'right'] as const;
export const VIEWS_OF_STAGE = ['full', 'partial', 'restricted'] as const;
export type SectionLevel = (typeof SECTION_LEVELS)[number];
export type PositionInRow = (typeof POSITIONS_IN_ROW)[number];
export type ViewOfStage = (typeof VIEWS_OF_STAGE)[number];

/** A short label printed on tickets: one line, 1 to `max` characters. */
const label = (max: number, message: string) =>
  typedText(max, message).pipe(z.string().min(1, { error: message }));

export const SectionCodeSchema = z
  .string({ error: M.sectionCode })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/, { error: M.sectionCode });
export const RowLabelSchema = label(10, M.rowLabel);
export const SeatLabelSchema = label(10, M.seatLabel);
/** A price band's code (the bands themselves are reference data: A, B, C, SB in the demo). */
export const BandCodeSchema = z
  .string({ error: M.band })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, { error: M.band });
export const SectionLevelSchema = z.enum(SECTION_LEVELS, { error: M.level });
export const PositionInRowSchema = z.enum(POSITIONS_IN_ROW, { error: M.positionInRow });
export const ViewOfStageSchema = z.enum(VIEWS_OF_STAGE, { error: M.viewOfStage });
/** Map units: seats are drawn 22 wide and sit about 30 apart (the storefront's seat map). */
export const CoordinateSchema = z
  .number({ error: M.coordinate })
  .min(-10_000, { error: M.coordinate })
  .max(10_000, { error: M.coordinate });
export const FlagSchema = z.boolean({ error: M.flag });
export const RowsInFrontSchema = z
  .number({ error: M.rowsInFront })
  .int({ error: M.rowsInFront })
  .min(0, { error: M.rowsInFront })
  .max(500, { error: M.rowsInFront });
export const FloorsAboveStageSchema = z
  .number({ error: M.floorsAboveStage })
  .int({ error: M.floorsAboveStage })
  .min(-5, { error: M.floorsAboveStage })
  .max(20, { error: M.floorsAboveStage });
/** Door and box: where the ticket sends the holder ("Stair C", "Box 2"); null clears them. */
export const DoorSchema = typedText(40, M.door).transform((text) => text || null);
export const BoxSchema = typedText(40, M.box).transform((text) => text || null);

/**
 * Text in the six languages, US English first (the storefront falls back to it): an object of
 * locale → text; languages left empty are left out. `null` when nothing at all is written.
 */
export const localizedTextSchema = (max: number, message: string) =>
  z
    .strictObject(
      Object.fromEntries(LOCALES.map((locale) => [locale, typedText(max, message).optional()])),
      { error: message },
    )
    .transform((text, ctx): LocalizedText | null => {
      const given = Object.entries(text).filter(
        (entry): entry is [Locale, string] => typeof entry[1] === 'string' && entry[1] !== '',
      );
      if (given.length === 0) return null;
      if (!given.some(([locale]) => locale === 'en-US')) {
        ctx.addIssue({ code: 'custom', message: M.usEnglishFirst, path: ['en-US'] });
        return z.NEVER;
      }
      return Object.fromEntries(given) as LocalizedText;
    });

export const SeatTextSchema = localizedTextSchema(300, M.seatText);
export const SectionNameSchema = localizedTextSchema(60, M.sectionName);
export const VenueNameSchema = localizedTextSchema(100, M.venueName).refine(
  (name) => name !== null,
  { error: M.venueName },
);
export const AddressSchema = typedText(200, M.address).pipe(
  z.string().min(1, { error: M.address }),
);

export const StageSchema = z.strictObject(
  {
    x: CoordinateSchema,
    y: CoordinateSchema,
    width: z.number({ error: M.stage }).min(20, { error: M.stage }).max(5000, { error: M.stage }),
    height: z.number({ error: M.stage }).min(20, { error: M.stage }).max(2000, { error: M.stage }),
  },
  { error: M.stage },
);

// --- Requests ----------------------------------------------------------------------------------

export const VENUE_FILE_KINDS = ['csv', 'json'] as const;
export type VenueFileKind = (typeof VENUE_FILE_KINDS)[number];

/** A venue file as uploaded: its text (read in the browser) and which format it is in. */
export const VenueFileSchema = z.object(
  {
    kind: z.enum(VENUE_FILE_KINDS, { error: M.fileKind }),
    text: z
      .string({ error: M.fileText })
      .min(1, { error: M.fileText })
      .max(VENUE_FILE_MAX_CHARS, { error: M.fileText }),
  },
  { error: M.fileText },
);
export type VenueFileInput = z.infer<typeof VenueFileSchema>;

export const VenueFileBodySchema = z.object({ file: VenueFileSchema });

export const VenueCreateBodySchema = z.object({
  name: VenueNameSchema,
  address: AddressSchema,
  file: VenueFileSchema,
});
export type VenueCreateBody = z.infer<typeof VenueCreateBodySchema>;

export const VenueUpdateBodySchema = z
  .object({ name: VenueNameSchema.optional(), address: AddressSchema.optional() })
  .refine((body) => body.name !== undefined || body.address !== undefined, {
    error: M.nothingToChange,
  });
export type VenueUpdateBody = z.infer<typeof VenueUpdateBodySchema>;

/** What the seat editor may change; the label, row and section change by a new file. */
export const SeatUpdateBodySchema = z
  .strictObject(
    {
      band: BandCodeSchema.optional(),
      x: CoordinateSchema.optional(),
      y: CoordinateSchema.optional(),
      wheelchair: FlagSchema.optional(),
      companion: FlagSchema.optional(),
      aisle: FlagSchema.optional(),
      endOfRow: FlagSchema.optional(),
      positionInRow: PositionInRowSchema.optional(),
      viewOfStage: ViewOfStageSchema.optional(),
      floorsAboveStage: FloorsAboveStageSchema.optional(),
      // null (or nothing written) clears a text.
      restrictedView: SeatTextSchema.nullable().optional(),
      stepFree: SeatTextSchema.nullable().optional(),
      door: DoorSchema.nullable().optional(),
      box: BoxSchema.nullable().optional(),
    },
    { error: M.nothingToChange },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: M.nothingToChange,
  });
export type SeatUpdateBody = z.infer<typeof SeatUpdateBodySchema>;

export { VenueParamsSchema };
export const VenueSeatParamsSchema = VenueParamsSchema.extend({
  seat: digitsParam(1, INT4_MAX, 'errors.fields.id'),
});
export const VenueExportQuerySchema = z.object({
  kind: z.enum(VENUE_FILE_KINDS, { error: M.fileKind }).default('csv'),
});

// --- Answers -----------------------------------------------------------------------------------

const LocalizedTextSchema = z
  .object({ 'en-US': z.string() })
  .catchall(z.string()) as unknown as z.ZodType<LocalizedText>;

export const StaffPriceBandSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  onlineSale: z.boolean(),
});
export type StaffPriceBand = z.infer<typeof StaffPriceBandSchema>;

/** A seat with everything the editor changes, in every language, and whether it is in use. */
export const StaffSeatSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  row: z.string(),
  label: z.string(),
  band: z.string(),
  x: z.number(),
  y: z.number(),
  wheelchair: z.boolean(),
  companion: z.boolean(),
  aisle: z.boolean(),
  endOfRow: z.boolean(),
  positionInRow: z.enum(POSITIONS_IN_ROW),
  viewOfStage: z.enum(VIEWS_OF_STAGE),
  floorsAboveStage: z.number().int(),
  restrictedView: LocalizedTextSchema.nullable(),
  stepFree: LocalizedTextSchema.nullable(),
  door: z.string().nullable(),
  box: z.string().nullable(),
  /** Sold, held or on an order at some performance: a new layout must keep it. */
  inUse: z.boolean(),
});
export type StaffSeat = z.infer<typeof StaffSeatSchema>;

export const StaffVenueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  sections: z.number().int(),
  seats: z.number().int(),
  performances: z.number().int(),
});
export type StaffVenueSummary = z.infer<typeof StaffVenueSummarySchema>;
export const StaffVenueListSchema = z.object({ venues: z.array(StaffVenueSummarySchema) });

export const StaffVenueSchema = z.object({
  id: z.number().int(),
  name: LocalizedTextSchema,
  address: z.string(),
  performances: z.number().int(),
  /** The layout exactly as the storefront's seat map gets it, in the request's language. */
  layout: VenueLayoutSchema,
  seats: z.array(StaffSeatSchema),
  bands: z.array(StaffPriceBandSchema),
});
export type StaffVenue = z.infer<typeof StaffVenueSchema>;

export const VenueLayoutSummarySchema = z.object({
  sections: z.number().int(),
  rows: z.number().int(),
  seats: z.number().int(),
  wheelchair: z.number().int(),
  companion: z.number().int(),
  restrictedView: z.number().int(),
  stepFree: z.number().int(),
  /** The file had no x and y: the seats were laid out in rows by the parser. */
  autoLaid: z.boolean(),
});
export type VenueLayoutSummary = z.infer<typeof VenueLayoutSummarySchema>;

/** What a new layout does to a venue's seats, matched by section code, row and seat label. */
export const VenueLayoutChangesSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  kept: z.number().int(),
});
export type VenueLayoutChanges = z.infer<typeof VenueLayoutChangesSchema>;

/** A file's layout as the storefront would draw it (ids are the preview's own), not saved. */
export const VenuePreviewSchema = z.object({
  layout: VenueLayoutSchema,
  bands: z.array(StaffPriceBandSchema),
  summary: VenueLayoutSummarySchema,
  /** For a new layout of an existing venue: what it would change. */
  changes: VenueLayoutChangesSchema.nullable(),
});
export type VenuePreview = z.infer<typeof VenuePreviewSchema>;

export const VenueLayoutReplacedSchema = z.object({
  venue: StaffVenueSchema,
  changes: VenueLayoutChangesSchema,
});

// --- File problems -----------------------------------------------------------------------------

/**
 * One thing wrong with a venue file, where it is: the line (1-based, the header is line 1 of a
 * CSV) and the field (a CSV column, or a JSON path), a message key and its values. The API adds
 * the message in the reader's language; the web words it from the key.
 */
export const VenueFileProblemSchema = z.object({
  line: z.number().int().nullable(),
  field: z.string().nullable(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type VenueFileProblem = z.infer<typeof VenueFileProblemSchema>;

/** 400 VENUE_FILE_INVALID and 409 VENUE_SEATS_IN_USE carry the problems, at most 100. */
export const VenueErrorResponseSchema = ErrorResponseSchema.extend({
  problems: z.array(VenueFileProblemSchema).optional(),
});

export type TranslateFn = (key: string, params?: Record<string, string | number>) => string;

/** "Line 14 (seat): Enter the seat's label…", in the words of `t` (the API's or the web's). */
export function describeVenueFileProblem(
  problem: Pick<VenueFileProblem, 'line' | 'field' | 'key' | 'params'>,
  t: TranslateFn,
): string {
  const text = t(problem.key, problem.params);
  const { line, field } = problem;
  if (line !== null && field !== null)
    return t('staff.venues.file.atLineField', { line, field, problem: text });
  if (line !== null) return t('staff.venues.file.atLine', { line, problem: text });
  if (field !== null) return t('staff.venues.file.atField', { field, problem: text });
  return text;
}
