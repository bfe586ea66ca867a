/**
 * Promo codes as box-office managers set them up (issue 13; spec §3, §5): the code (matched in
 * any case, as the basket's promo field matches it), what it does (a mode of sale, a discount
 * per ticket, or both), where it applies (one production or all), its dates and usage limits.
 * `/api/box-office/promo-codes…` and the staff pages' form.
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';
import {
  chosenId,
  endsAfterStart,
  InstantSchema,
  LocalizedTextSchema,
  OfferFieldMessages as OV,
  optionalLocalizedInput,
} from './offer-setup.ts';

export const PROMO_CODE_MIN_LENGTH = 3;
/** The basket's promo field takes 40 characters (ApplyPromoBodySchema): no code may be longer. */
export const PROMO_CODE_MAX_LENGTH = 40;
/** A fixed discount per ticket: at most $1,000 (never more than the ticket's price anyway). */
export const PROMO_DISCOUNT_MAX_CENTS = 100_000;
export const PROMO_USAGE_LIMIT_MAX = 1_000_000;
export const PROMO_PER_CUSTOMER_LIMIT_MAX = 1_000;
export const PROMO_DESCRIPTION_MAX = 300;

/**
 * A code as the storefront matches it: spaces around it ignored, any case (codes are kept
 * upper-case; the basket upper-cases what the buyer typed the same way). One function for both,
 * so that "friends10" typed here and in the basket are the same code.
 */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Letters A–Z, digits and inner hyphens, 3 to 40 of them, once upper-cased. */
export const PromoCodeTextSchema = z
  .string({ error: OV.code })
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .min(PROMO_CODE_MIN_LENGTH, { error: OV.code })
      .max(PROMO_CODE_MAX_LENGTH, { error: OV.code })
      .regex(/^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/, { error: OV.code }),
  );

export const PromoCodeBodySchema = z
  .object({
    code: PromoCodeTextSchema,
    /** Shown to the buyer when the code is applied. */
    description: optionalLocalizedInput(PROMO_DESCRIPTION_MAX, OV.promoDescription),
    modeOfSaleId: chosenId(OV.modeOfSale).nullable(),
    productionId: chosenId(OV.production).nullable(),
    discountPercent: wholeNumber(1, 100, OV.discountPercent).nullable(),
    discountCents: wholeNumber(1, PROMO_DISCOUNT_MAX_CENTS, OV.discountCents).nullable(),
    validFrom: InstantSchema.nullable(),
    validUntil: InstantSchema.nullable(),
    usageLimit: wholeNumber(1, PROMO_USAGE_LIMIT_MAX, OV.usageLimit).nullable(),
    usageLimitPerCustomer: wholeNumber(
      1,
      PROMO_PER_CUSTOMER_LIMIT_MAX,
      OV.usageLimitPerCustomer,
    ).nullable(),
    active: z.boolean({ error: OV.active }),
  })
  // Runs even when a field failed (zod 4): each rule looks only at values of the right type.
  .superRefine((body, ctx) => {
    const number = (value: unknown) => typeof value === 'number';
    // The engine takes the larger of the two; one kind of discount is what a manager means.
    if (number(body.discountPercent) && number(body.discountCents))
      ctx.addIssue({ code: 'custom', path: ['discountCents'], message: OV.oneDiscount });
    // A code that neither opens a mode of sale nor discounts would be accepted and do nothing.
    if (body.modeOfSaleId === null && body.discountPercent === null && body.discountCents === null)
      ctx.addIssue({ code: 'custom', path: ['modeOfSaleId'], message: OV.promoDoesNothing });
    if (!endsAfterStart(body.validFrom, body.validUntil))
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: OV.endBeforeStart });
    if (
      number(body.usageLimit) &&
      number(body.usageLimitPerCustomer) &&
      (body.usageLimitPerCustomer as number) > (body.usageLimit as number)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['usageLimitPerCustomer'],
        message: OV.perCustomerAboveTotal,
      });
  });
export type PromoCodeBody = z.output<typeof PromoCodeBodySchema>;
export type PromoCodeInput = z.input<typeof PromoCodeBodySchema>;

/** Where a code stands now: on sale, not yet, over, or switched off (or used up). */
export const PromoCodeStateSchema = z.enum(['live', 'scheduled', 'ended', 'used-up', 'off']);
export type PromoCodeState = z.infer<typeof PromoCodeStateSchema>;

export const PromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: LocalizedTextSchema.nullable(),
  modeOfSaleId: z.number().int().nullable(),
  productionId: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  discountCents: z.number().int().nullable(),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders that used it (being paid, reserved or confirmed): what its limits count. */
  uses: z.number().int(),
  state: PromoCodeStateSchema,
  /** Never used by an order or held by a cart: it may be deleted (else switched off). */
  deletable: z.boolean(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodesSchema = z.object({ promoCodes: z.array(PromoCodeSchema) });
