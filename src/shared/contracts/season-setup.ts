/**
 * Season set-up in the box office (issue 13): productions, performances and their prices, as
 * box-office managers enter them. Shared by the API (`/api/box-office/productions…`,
 * `/api/box-office/performances…`) and the staff pages' forms, which validate with these same
 * schemas. Field messages are message keys under `staff.season.validation`.
 */
import { z } from 'zod';
import { ACCESS_TAGS } from '../availability.ts';
import { LOCALES, type Locale } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { parseVenueLocal, venueLocalToInstant } from '../venue-local-time.ts';
import { AvailabilityStateSchema } from './catalogue.ts';
import { digitsParam, INT4_MAX, MoneySchema, typedText, wholeNumber } from './common.ts';

export const SV = {
  englishRequired: 'staff.season.validation.englishRequired',
  slug: 'staff.season.validation.slug',
  title: 'staff.season.validation.title',
  tagline: 'staff.season.validation.tagline',
  description: 'staff.season.validation.description',
  credits: 'staff.season.validation.credits',
  genre: 'staff.season.validation.genre',
  ageGuidance: 'staff.season.validation.ageGuidance',
  contentNotes: 'staff.season.validation.contentNotes',
  note: 'staff.season.validation.note',
  duration: 'staff.season.validation.duration',
  imageUrl: 'staff.season.validation.imageUrl',
  venue: 'staff.season.validation.venue',
  production: 'staff.season.validation.production',
  startsAt: 'staff.season.validation.startsAt',
  onSaleAt: 'staff.season.validation.onSaleAt',
  offSaleAt: 'staff.season.validation.offSaleAt',
  timeSkipped: 'staff.season.validation.timeSkipped',
  onSaleAfterStart: 'staff.season.validation.onSaleAfterStart',
  offSaleBeforeOnSale: 'staff.season.validation.offSaleBeforeOnSale',
  offSaleAfterStart: 'staff.season.validation.offSaleAfterStart',
  seating: 'staff.season.validation.seating',
  capacity: 'staff.season.validation.capacity',
  priorityMode: 'staff.season.validation.priorityMode',
  accessTags: 'staff.season.validation.accessTags',
  cancelled: 'staff.season.validation.cancelled',
  priceBand: 'staff.season.validation.priceBand',
  priceType: 'staff.season.validation.priceType',
  modeOfSale: 'staff.season.validation.modeOfSale',
  allIn: 'staff.season.validation.allIn',
  fee: 'staff.season.validation.fee',
  duplicatePrice: 'staff.season.validation.duplicatePrice',
  tooManyPrices: 'staff.season.validation.tooManyPrices',
  copyFrom: 'staff.season.validation.copyFrom',
} as const;

/** The highest all-in price of one ticket: $10,000 (a gala's top seat is far below it). */
export const MAX_PRICE_CENTS = 1_000_000;
/** Prices of one performance: bands × types × modes (4 × 7 × 3 in the demo) with room to grow. */
export const MAX_PRICES = 400;
export const MAX_DURATION_MINUTES = 600;
export const MAX_GENERAL_CAPACITY = 100_000;

/** Lengths of the texts, in characters, per language. */
export const TEXT_LIMITS = {
  title: 200,
  tagline: 300,
  description: 5000,
  credits: 2000,
  genre: 60,
  ageGuidance: 300,
  contentNotes: 1000,
  note: 500,
} as const;

export const LOCALIZED_FIELDS = [
  'title',
  'tagline',
  'description',
  'credits',
  'genre',
  'ageGuidance',
  'contentNotes',
] as const;
export type LocalizedField = (typeof LOCALIZED_FIELDS)[number];

/** Texts of several paragraphs keep their line breaks; the rest are one line. */
const MULTI_LINE: ReadonlySet<string> = new Set(['description', 'credits', 'contentNotes', 'note']);

/** One language's text of a field; blank is "not written" (dropped on the way in). */
const languageText = (field: keyof typeof TEXT_LIMITS) =>
  typedText(TEXT_LIMITS[field], SV[field], { lines: MULTI_LINE.has(field) });

/** The languages other than US English, each optional. */
const otherLanguages = (field: keyof typeof TEXT_LIMITS) => ({
  'en-GB': languageText(field).optional(),
  de: languageText(field).optional(),
  es: languageText(field).optional(),
  ht: languageText(field).optional(),
  sv: languageText(field).optional(),
});

/** A text without its blank languages (a blank language is one not written yet). */
function dropBlanks(text: Partial<Record<Locale, string | undefined>>): LocalizedText {
  const kept: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const value = text[locale];
    if (value) kept[locale] = value;
  }
  return { ...kept, 'en-US': kept['en-US'] ?? '' };
}

/** A text in every language: US English required, the others optional (blank: missing). */
export const localizedTextInput = (field: keyof typeof TEXT_LIMITS) =>
  z
    .object({
      'en-US': languageText(field).pipe(z.string().min(1, { error: SV.englishRequired })),
      ...otherLanguages(field),
    })
    .transform(dropBlanks);

/** An optional text in every language: all blank (or null) is none; any text needs US English. */
export const optionalLocalizedTextInput = (field: keyof typeof TEXT_LIMITS) =>
  z
    .object({ 'en-US': languageText(field).optional(), ...otherLanguages(field) })
    .nullable()
    .superRefine((text, ctx) => {
      if (text && !text['en-US'] && Object.values(text).some(Boolean))
        ctx.addIssue({ code: 'custom', path: ['en-US'], message: SV.englishRequired });
    })
    .transform((text) => (text && Object.values(text).some(Boolean) ? dropBlanks(text) : null));

/** Stored texts as the API answers them. */
export const LocalizedTextSchema = z.object({
  'en-US': z.string(),
  'en-GB': z.string().optional(),
  de: z.string().optional(),
  es: z.string().optional(),
  ht: z.string().optional(),
  sv: z.string().optional(),
});

const LocaleListSchema = z.array(z.enum(LOCALES));

/** Empty strings from a form count as "not given". */
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** The address in the storefront: lowercase letters, digits and single hyphens. */
export const ProductionSlugSchema = z
  .string({ error: SV.slug })
  .trim()
  .min(1, { error: SV.slug })
  .max(120, { error: SV.slug })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SV.slug });

/**
 * An image on this site (the pages' Content-Security-Policy allows images from it alone): a
 * path such as /images/productions/our-town.svg.
 */
export const ImagePathSchema = z
  .string({ error: SV.imageUrl })
  .trim()
  .max(300, { error: SV.imageUrl })
  .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+\.(?:svg|png|jpe?g|webp|avif)$/i, { error: SV.imageUrl })
  .refine((path) => !path.split('/').includes('..'), { error: SV.imageUrl });

export const ProductionBodySchema = z.object({
  slug: ProductionSlugSchema,
  title: localizedTextInput('title'),
  tagline: localizedTextInput('tagline'),
  description: localizedTextInput('description'),
  credits: localizedTextInput('credits'),
  genre: localizedTextInput('genre'),
  ageGuidance: localizedTextInput('ageGuidance'),
  contentNotes: localizedTextInput('contentNotes'),
  durationMinutes: z.preprocess(
    blankToNull,
    wholeNumber(1, MAX_DURATION_MINUTES, SV.duration).nullable(),
  ),
  imageUrl: ImagePathSchema,
  venueId: wholeNumber(1, INT4_MAX, SV.venue),
});
export type ProductionBody = z.output<typeof ProductionBodySchema>;
export type ProductionInput = z.input<typeof ProductionBodySchema>;

/** A wall-clock time at the theatre (America/New_York), "YYYY-MM-DDTHH:MM", as a Date. */
const venueTime = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const instant = venueLocalToInstant(value);
    const year = Number(value.slice(0, 4));
    if (instant && year >= 2000 && year <= 2100) return instant;
    // A real day and time the clocks skip (spring forward) says so; anything else is unreadable.
    const skipped = !instant && parseVenueLocal(value) !== null;
    ctx.issues.push({ code: 'custom', input: value, message: skipped ? SV.timeSkipped : message });
    return z.NEVER;
  });

const PerformanceFieldsObject = z.object({
  venueId: wholeNumber(1, INT4_MAX, SV.venue),
  startsAt: venueTime(SV.startsAt),
  /** When public sale opens: always set here, so nothing goes on sale by leaving it blank. */
  onSaleAt: venueTime(SV.onSaleAt),
  offSaleAt: z.preprocess(blankToNull, venueTime(SV.offSaleAt).nullable()),
  cancelled: z.boolean({ error: SV.cancelled }),
  seating: z.enum(['reserved', 'general'], { error: SV.seating }),
  generalCapacity: z.preprocess(
    blankToNull,
    wholeNumber(1, MAX_GENERAL_CAPACITY, SV.capacity).nullable(),
  ),
  priorityModeOfSaleId: z.preprocess(
    blankToNull,
    wholeNumber(1, INT4_MAX, SV.priorityMode).nullable(),
  ),
  accessTags: z
    .array(z.enum(ACCESS_TAGS, { error: SV.accessTags }), { error: SV.accessTags })
    .max(ACCESS_TAGS.length, { error: SV.accessTags })
    .refine((tags) => new Set(tags).size === tags.length, { error: SV.accessTags }),
  note: optionalLocalizedTextInput('note'),
});
type PerformanceFieldsOutput = z.output<typeof PerformanceFieldsObject>;

/** The times in their order: sale opens before the start, closes after it opens, by the start. */
function checkPerformanceFields(p: PerformanceFieldsOutput, ctx: z.RefinementCtx) {
  if (p.onSaleAt.getTime() >= p.startsAt.getTime())
    ctx.addIssue({ code: 'custom', path: ['onSaleAt'], message: SV.onSaleAfterStart });
  if (p.offSaleAt && p.offSaleAt.getTime() <= p.onSaleAt.getTime())
    ctx.addIssue({ code: 'custom', path: ['offSaleAt'], message: SV.offSaleBeforeOnSale });
  if (p.offSaleAt && p.offSaleAt.getTime() > p.startsAt.getTime())
    ctx.addIssue({ code: 'custom', path: ['offSaleAt'], message: SV.offSaleAfterStart });
  if (p.seating === 'general' && p.generalCapacity === null)
    ctx.addIssue({ code: 'custom', path: ['generalCapacity'], message: SV.capacity });
}

/** Reserved seating counts its seats: a capacity typed before switching to it is not kept. */
const withoutStrayCapacity = <T extends PerformanceFieldsOutput>(p: T): T => ({
  ...p,
  generalCapacity: p.seating === 'general' ? p.generalCapacity : null,
});

export const PerformanceUpdateBodySchema =
  PerformanceFieldsObject.superRefine(checkPerformanceFields).transform(withoutStrayCapacity);
export type PerformanceFields = z.output<typeof PerformanceUpdateBodySchema>;
export type PerformanceInput = z.input<typeof PerformanceUpdateBodySchema>;

export const PerformanceCreateBodySchema = PerformanceFieldsObject.extend({
  productionId: wholeNumber(1, INT4_MAX, SV.production),
  /** Another performance whose prices the new one starts with (the usual case in a run). */
  copyPricesFrom: z.preprocess(blankToNull, wholeNumber(1, INT4_MAX, SV.copyFrom).nullable()),
})
  .superRefine(checkPerformanceFields)
  .transform(withoutStrayCapacity);
export type PerformanceCreateBody = z.output<typeof PerformanceCreateBodySchema>;

/** One price as entered: the all-in price a buyer pays and the fee inside it (base = the rest). */
export const PriceInputSchema = z
  .object({
    priceBandId: wholeNumber(1, INT4_MAX, SV.priceBand),
    priceTypeId: wholeNumber(1, INT4_MAX, SV.priceType),
    modeOfSaleId: wholeNumber(1, INT4_MAX, SV.modeOfSale),
    allInCents: wholeNumber(0, MAX_PRICE_CENTS, SV.allIn),
    feeCents: wholeNumber(0, MAX_PRICE_CENTS, SV.fee),
  })
  .refine((price) => price.feeCents <= price.allInCents, { path: ['feeCents'], error: SV.fee });

export const PriceGridBodySchema = z.object({
  prices: z
    .array(PriceInputSchema, { error: SV.tooManyPrices })
    .max(MAX_PRICES, { error: SV.tooManyPrices })
    .superRefine((prices, ctx) => {
      const seen = new Set<string>();
      prices.forEach((price, index) => {
        const key = `${price.priceBandId}:${price.priceTypeId}:${price.modeOfSaleId}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'allInCents'], message: SV.duplicatePrice });
        seen.add(key);
      });
    }),
});
export type PriceGridBody = z.output<typeof PriceGridBodySchema>;

export const CopyPricesBodySchema = z.object({
  fromPerformanceId: wholeNumber(1, INT4_MAX, SV.copyFrom),
});

export const ProductionIdParamsSchema = z.object({
  productionId: digitsParam(1, INT4_MAX, 'errors.fields.id'),
});
export const PerformanceIdParamsSchema = z.object({
  performanceId: digitsParam(1, INT4_MAX, 'errors.fields.id'),
});

// --- Answers ---------------------------------------------------------------------------------

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const SeasonReferencesSchema = z.object({
  venues: z.array(
    NamedSchema.extend({
      /** Seats in its seat map (0: general admission only). */
      seats: z.number().int(),
      /** The price bands its seats are in. */
      priceBandIds: z.array(z.number().int()),
    }),
  ),
  priceBands: z.array(NamedSchema.extend({ code: z.string(), onlineSale: z.boolean() })),
  priceTypes: z.array(
    NamedSchema.extend({
      code: z.string(),
      isDefault: z.boolean(),
      requiresAccessRegistration: z.boolean(),
    }),
  ),
  modesOfSale: z.array(NamedSchema.extend({ isDefault: z.boolean(), isPriority: z.boolean() })),
});
export type SeasonReferences = z.infer<typeof SeasonReferencesSchema>;

/** What the page warns of (a performance that buyers would find unready). */
export const SEASON_WARNINGS = [
  /** No price a buyer could pay in the mode it sells in. */
  'notPriced',
  /** A priority (members') performance without public prices for when its presale ends. */
  'noPublicPrices',
  /** Reserved seating with no seat for sale online. */
  'noSeats',
] as const;
export const SeasonWarningSchema = z.enum(SEASON_WARNINGS);
export type SeasonWarning = z.infer<typeof SeasonWarningSchema>;

export const SeatCountsSchema = z.object({
  /** Places sold online: seats outside the sensory booth, or general admission's capacity. */
  capacity: z.number().int(),
  available: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
});

export const PerformanceRecordSchema = z.object({
  id: z.number().int(),
  productionId: z.number().int(),
  productionTitle: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  startsAt: z.iso.datetime(),
  /** The same times on the theatre's clock, as the form's inputs take them. */
  startsAtLocal: z.string(),
  onSaleAt: z.iso.datetime().nullable(),
  onSaleAtLocal: z.string().nullable(),
  offSaleAt: z.iso.datetime().nullable(),
  offSaleAtLocal: z.string().nullable(),
  cancelled: z.boolean(),
  seating: z.enum(['reserved', 'general']),
  generalCapacity: z.number().int().nullable(),
  priorityModeOfSaleId: z.number().int().nullable(),
  accessTags: z.array(z.enum(ACCESS_TAGS)),
  note: LocalizedTextSchema.nullable(),
  noteMissing: LocaleListSchema,
  /** What the storefront shows a buyer without a members' mode of sale (spec §4, 1–8). */
  state: AvailabilityStateSchema,
  counts: SeatCountsSchema,
  warnings: z.array(SeasonWarningSchema),
  /** Seats are sold or held: its venue and seating can no longer change. */
  seatingLocked: z.boolean(),
});
export type PerformanceRecord = z.infer<typeof PerformanceRecordSchema>;

export const ProductionRecordSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: LocalizedTextSchema,
  tagline: LocalizedTextSchema,
  description: LocalizedTextSchema,
  credits: LocalizedTextSchema,
  genre: LocalizedTextSchema,
  ageGuidance: LocalizedTextSchema,
  contentNotes: LocalizedTextSchema,
  durationMinutes: z.number().int().nullable(),
  imageUrl: z.string(),
  venueId: z.number().int(),
  /** Per text, the languages it is missing in. */
  missing: z.record(z.enum(LOCALIZED_FIELDS), LocaleListSchema),
  /** Every language some text is missing in. */
  missingLocales: LocaleListSchema,
  /** Tickets sold: its address (slug) can no longer change. */
  slugLocked: z.boolean(),
  performances: z.array(PerformanceRecordSchema),
});
export type ProductionRecord = z.infer<typeof ProductionRecordSchema>;

export const ProductionListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  venueName: z.string(),
  performanceCount: z.number().int(),
  firstPerformanceAt: z.iso.datetime().nullable(),
  lastPerformanceAt: z.iso.datetime().nullable(),
  missingLocales: LocaleListSchema,
  /** Performances with something to fix before buyers see them (warnings). */
  performancesWithWarnings: z.number().int(),
});
export type ProductionListItem = z.infer<typeof ProductionListItemSchema>;
export const ProductionListSchema = z.object({ productions: z.array(ProductionListItemSchema) });

export const PriceRowSchema = z.object({
  priceBandId: z.number().int(),
  priceTypeId: z.number().int(),
  modeOfSaleId: z.number().int(),
  /** What the buyer pays, as the storefront shows it. */
  allIn: MoneySchema,
  /** The mandatory fee inside the all-in price. */
  fee: MoneySchema,
  base: MoneySchema,
});
export type PriceRow = z.infer<typeof PriceRowSchema>;

export const PriceGridSchema = z.object({
  performanceId: z.number().int(),
  /** The mode of sale buyers are priced in: the priority mode while set, else the default. */
  saleModeOfSaleId: z.number().int(),
  /** The bands its seats are in (every band for general admission). */
  priceBandIds: z.array(z.number().int()),
  prices: z.array(PriceRowSchema),
  warnings: z.array(SeasonWarningSchema),
});
export type PriceGrid = z.infer<typeof PriceGridSchema>;
