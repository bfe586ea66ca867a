import { z } from 'zod';
import {
  BOOTH_MAX_ADULTS,
  BOOTH_MAX_STUDENTS,
  BOOTH_NOTES_MAX_LENGTH,
  BOOTH_RESOURCES,
  BOOTH_SEATING_COUNTS,
  BOOTH_SEATING_TYPES,
  type BoothSeatingType,
} from '../sensory-booth.ts';
import { CartSchema } from './cart.ts';
import { IdParamSchema, IdSchema } from './common.ts';

/**
 * Field messages as message keys (the web shows `t(key)`; the API answers them translated, as
 * the account forms do). The party-size text is the spec's (§5) word for word.
 */
export const BV = {
  partySize: 'sensoryBooth.validation.partySize',
  partyTooLarge: 'sensoryBooth.validation.partyTooLarge',
  seatingType: 'sensoryBooth.validation.seatingType',
  seatingCount: 'sensoryBooth.validation.seatingCount',
  resource: 'sensoryBooth.validation.resource',
  notesTooLong: 'sensoryBooth.validation.notesTooLong',
} as const;

export const BOOTH_SPEC_TEXT = {
  [BV.partySize]: 'Please confirm how many people are in your party',
} as const;

const partyCount = (max: number) =>
  z
    .number({ error: BV.partySize })
    .int({ error: BV.partySize })
    .min(0, { error: BV.partySize })
    .max(max, { error: BV.partyTooLarge });

const SensoryBoothObject = z.object({
  adults: partyCount(BOOTH_MAX_ADULTS),
  students: partyCount(BOOTH_MAX_STUDENTS),
  seatingType: z.enum(BOOTH_SEATING_TYPES, { error: BV.seatingType }),
  seatingCount: z
    .number({ error: BV.seatingCount })
    .int({ error: BV.seatingCount })
    .min(1, { error: BV.seatingCount })
    .max(BOOTH_MAX_ADULTS + BOOTH_MAX_STUDENTS, { error: BV.seatingCount }),
  accessibilityResources: z
    .array(z.enum(BOOTH_RESOURCES, { error: BV.resource }))
    .max(BOOTH_RESOURCES.length, { error: BV.resource })
    .default([]),
  notes: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
    z.string().trim().max(BOOTH_NOTES_MAX_LENGTH, { error: BV.notesTooLong }).nullable(),
  ),
});

/**
 * Rules across fields. They run even when another field already failed (`when`), so the buyer
 * hears every problem at once, not one per submit; hence the guards on the raw values.
 */
function partyAndSeating(body: unknown, ctx: z.RefinementCtx) {
  // Running always, it also meets bodies that are not objects at all (null, a number).
  if (typeof body !== 'object' || body === null) return;
  const { adults, students, seatingType, seatingCount } = body as Record<string, unknown>;
  if (typeof adults === 'number' && typeof students === 'number' && adults + students < 1)
    ctx.addIssue({ code: 'custom', path: ['partySize'], message: BV.partySize });
  const counts =
    typeof seatingType === 'string' && seatingType in BOOTH_SEATING_COUNTS
      ? BOOTH_SEATING_COUNTS[seatingType as BoothSeatingType]
      : undefined;
  if (counts && typeof seatingCount === 'number' && !counts.includes(seatingCount))
    ctx.addIssue({ code: 'custom', path: ['seatingCount'], message: BV.seatingCount });
}
const always = { when: () => true };

/** The booth form (spec §5), shared by the form in the browser and the API. */
export const SensoryBoothFieldsSchema = SensoryBoothObject.superRefine(partyAndSeating, always);
export type SensoryBoothFields = z.infer<typeof SensoryBoothFieldsSchema>;
export type SensoryBoothInput = z.input<typeof SensoryBoothFieldsSchema>;

export const SensoryBoothBodySchema = SensoryBoothObject.extend({
  performanceId: IdSchema,
}).superRefine(partyAndSeating, always);
export type SensoryBoothBody = z.infer<typeof SensoryBoothBodySchema>;

export const SensoryBoothParamsSchema = z.object({ performanceId: IdParamSchema });

export const SensoryBoothRequestSchema = z.object({
  performanceId: z.number().int(),
  adults: z.number().int(),
  students: z.number().int(),
  seatingType: z.enum(BOOTH_SEATING_TYPES),
  seatingCount: z.number().int(),
  accessibilityResources: z.array(z.enum(BOOTH_RESOURCES)),
  notes: z.string().nullable(),
  /** The cart lines holding the party's booth places. */
  lineIds: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type SensoryBoothRequest = z.infer<typeof SensoryBoothRequestSchema>;

export const SensoryBoothResponseSchema = z.object({
  cart: CartSchema,
  request: SensoryBoothRequestSchema,
});
export type SensoryBoothResponse = z.infer<typeof SensoryBoothResponseSchema>;

export const SensoryBoothStatusSchema = z.object({
  request: SensoryBoothRequestSchema.nullable().describe(
    'null when the cart holds no booth places',
  ),
});
export type SensoryBoothStatus = z.infer<typeof SensoryBoothStatusSchema>;
