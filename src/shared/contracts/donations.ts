/**
 * Donations to the theatre's funds (spec §2 Contributions, §3 Donation, Giving history, §9): the
 * funds on offer, the donation line of the cart, the giving history and its tax receipts. One
 * contract for the API's routes and the web's forms.
 */
import { z } from 'zod';
import {
  digitsParam,
  IdParamSchema,
  IdSchema,
  LangQuerySchema,
  lineIdParam,
  MoneySchema,
  typedText,
  wholeNumber,
} from './common.ts';

/** The amounts offered first (spec §9), in cents; "Other" takes any amount within the limits. */
export const DONATION_PRESETS_CENTS = [2500, 10_000, 50_000, 100_000] as const;
/** At least $1 and at most $100,000 online (issue 10); larger gifts go through the box office. */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 10_000_000;
/** The basket's donation upsell (spec §3: contribution 1, fund 1): small gifts, one tap each. */
export const DONATION_UPSELL_FUND_ID = 1;
export const DONATION_UPSELL_CENTS = [500, 1000, 2500] as const;
/** UK gift aid adds 25p per £1 given (spec §9), shown when GIFT_AID_ENABLED. */
export const GIFT_AID_UPLIFT_BASIS_POINTS = 2500;

/**
 * What gift aid adds to a gift, in cents, rounded down (the charity claims no fraction of a
 * penny): one rule for the server's declarations and the checkout page that offers it.
 */
export function giftAidUplift(amountCents: number): number {
  return Math.floor((amountCents * GIFT_AID_UPLIFT_BASIS_POINTS) / 10_000);
}

/** Field messages (keys of the message files), as the form shows them beside the field. */
export const DonationFieldMessages = {
  amount: 'donations.errors.amount',
  recognitionName: 'donations.errors.recognitionName',
  tributeName: 'donations.errors.tributeName',
  tributeEmail: 'donations.errors.tributeEmail',
  appeal: 'donations.errors.appeal',
  recurring: 'donations.errors.recurring',
} as const;

export const FundSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  goal: MoneySchema.nullable().describe('The fund’s target, when it has one'),
  raised: MoneySchema.nullable().describe('Given so far (shown with a goal only)'),
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
  open: z.boolean().describe('Takes gifts now (between its open and close dates)'),
});
export type Fund = z.infer<typeof FundSchema>;

export const FundParamsSchema = z.object({ fundId: IdParamSchema });

export const FundsResponseSchema = z.object({ funds: z.array(FundSchema) });
export type FundsResponse = z.infer<typeof FundsResponseSchema>;

export const TributeKindSchema = z.enum(['honour', 'memory']);
export type TributeKind = z.infer<typeof TributeKindSchema>;

/**
 * POST /api/cart/donations. The amount is integer cents (the form turns "12.50" into 1250); an
 * appeal is the campaign code the donation page was opened with (`?appeal=`).
 */
export const AddDonationBodySchema = z.object({
  fundId: IdSchema,
  amountCents: wholeNumber(DONATION_MIN_CENTS, DONATION_MAX_CENTS, DonationFieldMessages.amount),
  appeal: z
    .string({ error: DonationFieldMessages.appeal })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/, { error: DonationFieldMessages.appeal })
    .optional(),
  recognitionName: typedText(100, DonationFieldMessages.recognitionName).optional(),
  anonymous: z.boolean().default(false),
  tribute: z
    .object({
      kind: TributeKindSchema,
      name: typedText(100, DonationFieldMessages.tributeName).pipe(
        z.string().min(1, { error: DonationFieldMessages.tributeName }),
      ),
      notifyEmail: z
        .email({ error: DonationFieldMessages.tributeEmail })
        .max(254, { error: DonationFieldMessages.tributeEmail })
        .optional(),
    })
    .optional(),
  giftAid: z.boolean().default(false).describe('UK gift aid declaration (GIFT_AID_ENABLED only)'),
  recurring: z
    .enum(['monthly'], { error: DonationFieldMessages.recurring })
    .optional()
    .describe('A monthly gift: this is the first month; a direct debit plan gives the rest'),
});
export type AddDonationBody = z.infer<typeof AddDonationBodySchema>;
export type AddDonationInput = z.input<typeof AddDonationBodySchema>;

/** A donation line's id: "d-" and the line's database id. */
export const DonationLineParamsSchema = z.object({
  lineId: lineIdParam('d', 'Not a donation line id'),
});

/** A donation in the cart: never discounted, no fee, no delivery; it does not expire. */
export const DonationLineSchema = z.object({
  id: z.string().describe('"d-<id>"'),
  kind: z.literal('donation'),
  fundId: z.number().int(),
  fundName: z.string(),
  amount: MoneySchema,
  appeal: z.string().nullable(),
  recognitionName: z.string().nullable(),
  anonymous: z.boolean(),
  tribute: z
    .object({ kind: TributeKindSchema, name: z.string(), notifyEmail: z.string().nullable() })
    .nullable(),
  giftAid: z.boolean(),
  /** A monthly gift (sign-in needed): the amount is given again each month until stopped. */
  recurring: z.enum(['monthly']).nullable(),
  price: z.object({ base: MoneySchema, fee: MoneySchema, allIn: MoneySchema }),
});
export type DonationLine = z.infer<typeof DonationLineSchema>;

/** The calendar years a giving history and an annual receipt may ask for. */
export const GIVING_YEARS = { min: 2000, max: 2100 } as const;
const givingYear = digitsParam(GIVING_YEARS.min, GIVING_YEARS.max, 'errors.fields.year');

/** GET /api/account/giving-history?year=: one calendar year (America/New_York), or all. */
export const GivingHistoryQuerySchema = LangQuerySchema.extend({ year: givingYear.optional() });
export type GivingHistoryQuery = z.infer<typeof GivingHistoryQuerySchema>;

/** GET /api/account/giving-history/:giftId/receipt.pdf */
export const GiftReceiptParamsSchema = z.object({ giftId: IdParamSchema });
/** GET /api/account/giving-history/receipts/:year.pdf */
export const YearReceiptParamsSchema = z.object({ year: givingYear });

/** A gift the customer gave: a donation of one of their confirmed orders. */
export const GiftSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  givenAt: z.iso.datetime().describe('When its order was confirmed'),
  fundName: z.string(),
  appeal: z.string().nullable(),
  amount: MoneySchema,
  recognitionName: z.string().nullable(),
  anonymous: z.boolean(),
  tribute: z.object({ kind: TributeKindSchema, name: z.string() }).nullable(),
  giftAid: z.boolean(),
});
export type Gift = z.infer<typeof GiftSchema>;

export const GivingHistorySchema = z.object({
  years: z.array(z.number().int()).describe('Calendar years with gifts, newest first'),
  year: z.number().int().nullable().describe('The year shown; null: all'),
  gifts: z.array(GiftSchema).describe('Newest first'),
  total: MoneySchema,
});
export type GivingHistoryResponse = z.infer<typeof GivingHistorySchema>;

/** GET /api/account/gift-aid (GIFT_AID_ENABLED only): gifts declared for gift aid. */
export const GiftAidDeclarationsSchema = z.object({
  declarations: z.array(
    GiftSchema.extend({ uplift: MoneySchema.describe('What the tax office adds: 25%') }),
  ),
  total: MoneySchema,
  upliftTotal: MoneySchema,
});
export type GiftAidDeclarations = z.infer<typeof GiftAidDeclarationsSchema>;

/** "In honor of …", "In memory of …": the message of each kind of tribute, as gifts show it. */
export const TRIBUTE_MESSAGES = {
  honour: 'giving.tribute.honour',
  memory: 'giving.tribute.memory',
} as const satisfies Record<TributeKind, string>;

/** The tax receipt of one gift (IRS Publication 1771), as the account links to it. */
export function giftReceiptPath(giftId: number): string {
  return `/api/account/giving-history/${giftId}/receipt.pdf`;
}

/** The receipt of a calendar year's gifts, with their total. */
export function yearReceiptPath(year: number): string {
  return `/api/account/giving-history/receipts/${year}.pdf`;
}
