/**
 * Gift voucher settings (issue 13; issue 11's vouchers). What a box-office manager decides and
 * what stays the server's configuration:
 *
 * - The manager sets whether vouchers are on sale and the amounts offered (spec §9's $10, $25,
 *   $50, $100 and $250 until changed): these are the theatre's offer, changed for a season or a
 *   holiday, and nothing else depends on them. A voucher already bought keeps its amount, and
 *   one already in a cart keeps its line (an amount taken off the list is only not offered any
 *   more).
 * - The validity stays configuration (GIFT_VOUCHER_VALIDITY_MONTHS) and is shown read-only: it
 *   is a legal matter (the federal CARD Act forbids gift certificates sold to consumers expiring
 *   within 5 years, New York within 9), set once with the theatre's counsel, not in a form.
 * - How many vouchers one line and one order may hold stay in the code (GIFT_VOUCHER_MAX_QUANTITY,
 *   GIFT_VOUCHERS_PER_ORDER): they are a fraud limit (vouchers are what stolen cards buy first).
 * - There is no custom amount: the storefront sells the amounts offered (spec §9) and prints them
 *   on the cards; an "other amount" field would be a storefront feature, not a setting.
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';
import { GIFT_VOUCHER_AMOUNTS_CENTS } from './gift-vouchers.ts';
import { OfferFieldMessages as OV } from './offer-setup.ts';

/** The range the vouchers tables take ($1 to $1,000; cart_gift_vouchers_amount). */
export const VOUCHER_AMOUNT_MIN_CENTS = 100;
export const VOUCHER_AMOUNT_MAX_CENTS = 100_000;
/** Amounts offered at once: enough for a choice, few enough for the purchase page's buttons. */
export const VOUCHER_AMOUNTS_MAX = 8;

/** What the theatre offers until a manager changes it: spec §9, on sale. */
export const DEFAULT_GIFT_VOUCHER_OFFER = {
  onSale: true,
  amountsCents: [...GIFT_VOUCHER_AMOUNTS_CENTS],
} as const;

/** Whole dollars (a printed card says "$25", never "$25.50"). */
const amount = wholeNumber(
  VOUCHER_AMOUNT_MIN_CENTS,
  VOUCHER_AMOUNT_MAX_CENTS,
  OV.voucherAmount,
).refine((cents) => cents % 100 === 0, { error: OV.voucherAmount });

export const GiftVoucherSettingsBodySchema = z
  .object({
    onSale: z.boolean({ error: OV.active }),
    amountsCents: z
      .array(amount, { error: OV.voucherAmounts })
      .min(1, { error: OV.voucherAmounts })
      .max(VOUCHER_AMOUNTS_MAX, { error: OV.voucherAmounts }),
  })
  // Runs even when a field failed (zod 4): only a list is looked at.
  .superRefine((body, ctx) => {
    const amounts: unknown[] = Array.isArray(body.amountsCents) ? body.amountsCents : [];
    amounts.forEach((cents, index) => {
      if (typeof cents === 'number' && amounts.indexOf(cents) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['amountsCents', index],
          message: OV.voucherAmountTwice,
        });
    });
  })
  // Offered smallest first, as the purchase page lists them.
  .transform((body) => ({ ...body, amountsCents: [...body.amountsCents].sort((a, b) => a - b) }));
export type GiftVoucherSettingsBody = z.output<typeof GiftVoucherSettingsBodySchema>;
export type GiftVoucherSettingsInput = z.input<typeof GiftVoucherSettingsBodySchema>;

export const GiftVoucherSettingsSchema = z.object({
  onSale: z.boolean(),
  amountsCents: z.array(z.number().int()),
  /** GIFT_VOUCHER_VALIDITY_MONTHS: configuration, shown read-only. */
  validityMonths: z.number().int(),
  /** The CARD Act's floor, for the note beside the validity. */
  federalMinimumMonths: z.number().int(),
  /** Vouchers in one line, and in one order (fixed in the code: a fraud limit). */
  maxQuantity: z.number().int(),
  perOrder: z.number().int(),
});
export type GiftVoucherSettings = z.infer<typeof GiftVoucherSettingsSchema>;
