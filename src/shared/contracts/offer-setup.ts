/**
 * What the box office's set-up of offers shares (issue 13): promo codes, funds, membership
 * levels and gift voucher settings. Texts written in every language (US English required, the
 * others marked "missing in …" until written), instants, ids and the field messages, which are
 * message keys under `staff.offers.validation`. Used by the API (`/api/box-office/…`) and by the
 * staff pages' forms, which validate with these same schemas.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { digitsParam, INT4_MAX, typedText, wholeNumber } from './common.ts';

export const OfferFieldMessages = {
  englishRequired: 'staff.offers.validation.englishRequired',
  name: 'staff.offers.validation.name',
  promoDescription: 'staff.offers.validation.promoDescription',
  fundDescription: 'staff.offers.validation.fundDescription',
  levelDescription: 'staff.offers.validation.levelDescription',
  benefit: 'staff.offers.validation.benefit',
  benefits: 'staff.offers.validation.benefits',
  instant: 'staff.offers.validation.instant',
  endBeforeStart: 'staff.offers.validation.endBeforeStart',
  sortOrder: 'staff.offers.validation.sortOrder',
  active: 'staff.offers.validation.active',
  code: 'staff.offers.validation.code',
  modeOfSale: 'staff.offers.validation.modeOfSale',
  production: 'staff.offers.validation.production',
  discountPercent: 'staff.offers.validation.discountPercent',
  discountCents: 'staff.offers.validation.discountCents',
  oneDiscount: 'staff.offers.validation.oneDiscount',
  promoDoesNothing: 'staff.offers.validation.promoDoesNothing',
  usageLimit: 'staff.offers.validation.usageLimit',
  usageLimitPerCustomer: 'staff.offers.validation.usageLimitPerCustomer',
  perCustomerAboveTotal: 'staff.offers.validation.perCustomerAboveTotal',
  goal: 'staff.offers.validation.goal',
  slug: 'staff.offers.validation.slug',
  benefitsValue: 'staff.offers.validation.benefitsValue',
  renewalWindow: 'staff.offers.validation.renewalWindow',
  price: 'staff.offers.validation.price',
  noPrice: 'staff.offers.validation.noPrice',
  voucherAmount: 'staff.offers.validation.voucherAmount',
  voucherAmounts: 'staff.offers.validation.voucherAmounts',
  voucherAmountTwice: 'staff.offers.validation.voucherAmountTwice',
} as const;

const OV = OfferFieldMessages;

/** The order a list is shown in (funds, levels): 0 first. */
export const SortOrderSchema = wholeNumber(0, 10_000, OV.sortOrder);

/** One language of a text: trimmed, at most `max` characters, nothing unprintable. */
const languageText = (max: number, message: string, lines: boolean) =>
  typedText(max, message, { lines });

/** A text without its blank languages (blank is "not written yet", shown as missing). */
function dropBlanks(text: Partial<Record<Locale, string | undefined>>): LocalizedText {
  const kept: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const value = text[locale];
    if (value) kept[locale] = value;
  }
  return { ...kept, 'en-US': kept['en-US'] ?? '' };
}

/**
 * A text in the six languages, as a form sends it: US English required (the storefront falls
 * back to it), the others optional, a blank one not written.
 */
export const localizedInput = (max: number, message: string, opts: { lines?: boolean } = {}) => {
  const one = () => languageText(max, message, opts.lines ?? false);
  return z
    .object({
      'en-US': one().pipe(z.string().min(1, { error: OV.englishRequired })),
      'en-GB': one().optional(),
      de: one().optional(),
      es: one().optional(),
      ht: one().optional(),
      sv: one().optional(),
    })
    .transform(dropBlanks);
};

/** An optional text in the six languages: all blank (or null) is none; any text needs US English. */
export const optionalLocalizedInput = (max: number, message: string) => {
  const one = () => languageText(max, message, false).optional();
  return z
    .object({ 'en-US': one(), 'en-GB': one(), de: one(), es: one(), ht: one(), sv: one() })
    .nullable()
    .superRefine((text, ctx) => {
      if (text && !text['en-US'] && Object.values(text).some(Boolean))
        ctx.addIssue({ code: 'custom', path: ['en-US'], message: OV.englishRequired });
    })
    .transform((text) => (text && Object.values(text).some(Boolean) ? dropBlanks(text) : null));
};

/** A stored text as the API answers it. */
export const LocalizedTextSchema = z.object({
  'en-US': z.string(),
  'en-GB': z.string().optional(),
  de: z.string().optional(),
  es: z.string().optional(),
  ht: z.string().optional(),
  sv: z.string().optional(),
});

/**
 * The languages a text is not written in, which the box office marks "missing in …". US English
 * is required, so never missing; British English falls back to it on the storefront but is
 * listed, so that the page shows the fallback is in use.
 */
export function missingLanguages(text: LocalizedText | null | undefined): Locale[] {
  if (!text) return [];
  const written = text as Partial<Record<Locale, string>>;
  return LOCALES.filter((locale) => locale !== 'en-US' && !written[locale]?.trim());
}

/**
 * An instant with its offset (what the forms make of the theatre's wall-clock time), from 2000
 * to 2100: a date far outside what the theatre can mean is a 400, never a database error.
 */
export const InstantSchema = z.iso
  .datetime({ offset: true, error: OV.instant })
  .refine(
    (value) => {
      const time = Date.parse(value);
      return time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2101, 0, 1);
    },
    { error: OV.instant },
  )
  .transform((value) => new Date(value));

/**
 * A window's end after its start (either may be left open). A schema's own refinements run even
 * when a field failed (zod 4), so a value that is not a date yet counts as no window here; its
 * field has its own message.
 */
export function endsAfterStart(start: unknown, end: unknown): boolean {
  if (!(start instanceof Date) || !(end instanceof Date)) return true;
  return end.getTime() > start.getTime();
}

/** An id chosen in a form (a mode of sale, a production). */
export const chosenId = (message: string) => wholeNumber(1, INT4_MAX, message);

/** `/:id` of a record. */
export const OfferIdParamsSchema = z.object({ id: digitsParam(1, INT4_MAX, 'errors.fields.id') });

/** What the set-up forms choose from: the modes of sale and the productions. */
export const OfferChoicesSchema = z.object({
  modesOfSale: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isDefault: z.boolean(),
      isPriority: z.boolean(),
    }),
  ),
  productions: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type OfferChoices = z.infer<typeof OfferChoicesSchema>;
