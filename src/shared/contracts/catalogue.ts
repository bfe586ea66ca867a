import { z } from 'zod';
import { ACCESS_TAGS, AVAILABILITY_STATE_IDS } from '../availability.ts';
import {
  IdParamSchema,
  IsoDateSchema,
  LangQuerySchema,
  MoneySchema,
  SlugSchema,
} from './common.ts';

export const AccessTagSchema = z.enum(ACCESS_TAGS);
export const AvailabilityStateSchema = z
  .union(AVAILABILITY_STATE_IDS.map((id) => z.literal(id)))
  .describe(
    '1 get tickets, 2 not on sale, 3 sold out, 4 cancelled, 5 passed, 6 priority, 7 book, 8 limited',
  );

export const PriceRangeSchema = z.object({ from: MoneySchema, to: MoneySchema });

export const VenueRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const PerformanceSummarySchema = z.object({
  id: z.number().int(),
  productionId: z.number().int(),
  productionSlug: z.string(),
  productionTitle: z.string(),
  startsAt: z.iso.datetime(),
  venue: VenueRefSchema,
  state: AvailabilityStateSchema,
  accessTags: z.array(AccessTagSchema),
  note: z.string().nullable(),
  priceRange: PriceRangeSchema.nullable().describe('All-in prices (fees included)'),
});
export type PerformanceSummary = z.infer<typeof PerformanceSummarySchema>;

export const ProductionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  genre: z.string(),
  imageUrl: z.string(),
  venue: VenueRefSchema,
  firstPerformanceAt: z.iso.datetime().nullable(),
  lastPerformanceAt: z.iso.datetime().nullable(),
  priceRange: PriceRangeSchema.nullable().describe('All-in prices (fees included)'),
  accessTags: z.array(AccessTagSchema),
  performanceCount: z.number().int(),
});
export type ProductionSummary = z.infer<typeof ProductionSummarySchema>;

export const ListingsQuerySchema = LangQuerySchema.extend({
  from: IsoDateSchema.optional().describe('First day, venue time zone'),
  to: IsoDateSchema.optional().describe('Last day, venue time zone'),
  access: AccessTagSchema.optional(),
});
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;

export const ListingsResponseSchema = z.object({
  productions: z.array(ProductionSummarySchema),
  performances: z.array(PerformanceSummarySchema),
});
export type ListingsResponse = z.infer<typeof ListingsResponseSchema>;

export const ProductionParamsSchema = z.object({ event: SlugSchema });

export const ProductionDetailSchema = ProductionSummarySchema.extend({
  description: z.string(),
  credits: z.string(),
  durationMinutes: z.number().int().nullable(),
  ageGuidance: z.string(),
  contentNotes: z.string(),
  performances: z.array(PerformanceSummarySchema),
});
export type ProductionDetail = z.infer<typeof ProductionDetailSchema>;

export const PerformanceParamsSchema = z.object({ event: SlugSchema, instance: IdParamSchema });

export const PriceBandSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  onlineSale: z.boolean(),
});

export const PriceTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  requiresAccessRegistration: z.boolean(),
  isDefault: z.boolean(),
});

export const PriceSchema = z.object({
  priceBandId: z.number().int(),
  priceTypeId: z.number().int(),
  base: MoneySchema,
  fee: MoneySchema,
  allIn: MoneySchema.describe('What the buyer pays: base plus every mandatory fee'),
});

export const PerformanceDetailSchema = z.object({
  id: z.number().int(),
  production: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    tagline: z.string(),
    imageUrl: z.string(),
    durationMinutes: z.number().int().nullable(),
  }),
  startsAt: z.iso.datetime(),
  onSaleAt: z.iso.datetime().nullable(),
  venue: VenueRefSchema.extend({ address: z.string(), hasSeatMap: z.boolean() }),
  seating: z.enum(['reserved', 'general']),
  state: AvailabilityStateSchema,
  accessTags: z.array(AccessTagSchema),
  note: z.string().nullable(),
  availability: z.object({ available: z.number().int(), capacity: z.number().int() }),
  priceBands: z.array(PriceBandSchema),
  priceTypes: z.array(PriceTypeSchema),
  prices: z.array(PriceSchema),
  priceRange: PriceRangeSchema.nullable(),
  sensoryBooth: z
    .object({
      places: z.number().int(),
      available: z.number().int(),
    })
    .nullable()
    .describe('The sensory viewing booth, booked through its form; null where there is none'),
});
export type PerformanceDetail = z.infer<typeof PerformanceDetailSchema>;

export const VenueParamsSchema = z.object({ venue: IdParamSchema });

export const SeatSchema = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  rowId: z.number().int(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  priceBandId: z.number().int(),
  wheelchair: z.boolean(),
  companion: z.boolean(),
  aisle: z.boolean(),
  restrictedView: z.string().nullable(),
  stepFree: z.string().nullable(),
  positionInRow: z.enum(['left', 'middle', 'right']),
  viewOfStage: z.enum(['full', 'partial', 'restricted']),
  floorsAboveStage: z.number().int(),
  endOfRow: z.boolean(),
});

export const VenueLayoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  width: z.number(),
  height: z.number(),
  stage: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  sections: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      level: z.enum(['orchestra', 'balcony', 'booth']),
      rows: z.array(
        z.object({ id: z.number().int(), label: z.string(), rowsInFront: z.number().int() }),
      ),
    }),
  ),
  seats: z.array(SeatSchema),
});
export type VenueLayout = z.infer<typeof VenueLayoutSchema>;

export const PerformanceSeatsParamsSchema = z.object({ instance: IdParamSchema });

export const SeatStatusSchema = z.enum(['available', 'held', 'sold', 'unavailable']);
export const PerformanceSeatsResponseSchema = z.object({
  performanceId: z.number().int(),
  venueId: z.number().int(),
  seats: z.array(z.object({ seatId: z.number().int(), status: SeatStatusSchema })),
});
export type PerformanceSeatsResponse = z.infer<typeof PerformanceSeatsResponseSchema>;
