/**
 * Membership levels as box-office managers set them up (issue 13; issue 12's levels): the name,
 * text and benefits in the six languages, the price of each payment option offered, the mode of
 * sale members buy tickets in, whether it is on sale, and the IRS value of its benefits. A level
 * someone holds (or has in a cart or an order) cannot be deleted: it is taken off sale instead.
 * A new price is for new members: a running membership and its plan keep what they pay.
 * `/api/box-office/membership-levels…` and the staff pages' form.
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';
import { PAYMENT_OPTIONS } from './memberships.ts';
import {
  chosenId,
  LocalizedTextSchema,
  localizedInput,
  OfferFieldMessages as OV,
  SortOrderSchema,
} from './offer-setup.ts';

/** Lowercase letters, digits and single hyphens (the storefront's slugs). */
export const LEVEL_SLUG_MAX = 60;
export const LEVEL_NAME_MAX = 100;
export const LEVEL_DESCRIPTION_MAX = 1000;
export const LEVEL_BENEFIT_MAX = 200;
export const LEVEL_BENEFITS_MAX = 12;
/** A payment from $1 to $100,000 (a year's, or a month's). */
export const LEVEL_PRICE_MIN_CENTS = 100;
export const LEVEL_PRICE_MAX_CENTS = 10_000_000;
export const RENEWAL_WINDOW_MAX_DAYS = 366;

const price = wholeNumber(LEVEL_PRICE_MIN_CENTS, LEVEL_PRICE_MAX_CENTS, OV.price).nullable();

export const MembershipLevelBodySchema = z
  .object({
    /** The level's address, /contributions/memberships/{slug}. */
    slug: z
      .string({ error: OV.slug })
      .trim()
      .min(1, { error: OV.slug })
      .max(LEVEL_SLUG_MAX, { error: OV.slug })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: OV.slug }),
    name: localizedInput(LEVEL_NAME_MAX, OV.name),
    description: localizedInput(LEVEL_DESCRIPTION_MAX, OV.levelDescription, { lines: true }),
    benefits: z
      .array(localizedInput(LEVEL_BENEFIT_MAX, OV.benefit), { error: OV.benefits })
      .max(LEVEL_BENEFITS_MAX, { error: OV.benefits }),
    /** The fair market value of the benefits a year (the IRS quid-pro-quo disclosure). */
    benefitsValueCents: wholeNumber(0, LEVEL_PRICE_MAX_CENTS, OV.benefitsValue),
    modeOfSaleId: chosenId(OV.modeOfSale).nullable(),
    /** Needs a signed-in customer to buy (spec §5). */
    generalPublic: z.boolean({ error: OV.active }),
    onSale: z.boolean({ error: OV.active }),
    renewalWindowDays: wholeNumber(0, RENEWAL_WINDOW_MAX_DAYS, OV.renewalWindow),
    sortOrder: SortOrderSchema,
    /** Each payment option's payment (null: not offered). */
    prices: z.object({ 'one-off': price, monthly: price, yearly: price }),
  })
  // Runs even when a field failed (zod 4): only a readable price list is looked at.
  .superRefine((body, ctx) => {
    const prices = body.prices as Partial<Record<string, unknown>> | undefined;
    if (prices && typeof prices === 'object' && PAYMENT_OPTIONS.every((o) => prices[o] === null))
      ctx.addIssue({ code: 'custom', path: ['prices'], message: OV.noPrice });
  });
export type MembershipLevelBody = z.output<typeof MembershipLevelBodySchema>;
export type MembershipLevelInput = z.input<typeof MembershipLevelBodySchema>;

export const MembershipLevelSetupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  benefits: z.array(LocalizedTextSchema),
  benefitsValueCents: z.number().int(),
  modeOfSaleId: z.number().int().nullable(),
  generalPublic: z.boolean(),
  onSale: z.boolean(),
  renewalWindowDays: z.number().int(),
  sortOrder: z.number().int(),
  prices: z.object({
    'one-off': z.number().int().nullable(),
    monthly: z.number().int().nullable(),
    yearly: z.number().int().nullable(),
  }),
  /** Memberships of the level running today. */
  members: z.number().int(),
  /** Nobody holds it, has it in a cart or bought it: it may be deleted (else taken off sale). */
  deletable: z.boolean(),
});
export type MembershipLevelSetup = z.infer<typeof MembershipLevelSetupSchema>;
export const MembershipLevelSetupsSchema = z.object({
  levels: z.array(MembershipLevelSetupSchema),
});
