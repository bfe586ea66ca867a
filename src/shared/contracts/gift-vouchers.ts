/**
 * Gift vouchers (issue 11; spec §2 gift vouchers and gift certificates, §3, §5, §8, §9): the
 * voucher line of the cart (buying one), paying with one in the basket, checking a balance,
 * turning one into account credit, and the account's list. One contract for the API's routes
 * and the web's forms. A code is sent in a body, never in an address (it is money: addresses
 * end up in logs and browser history).
 */
import { z } from 'zod';
import {
  IdParamSchema,
  isoDay,
  lineIdParam,
  MoneySchema,
  typedText,
  wholeNumber,
} from './common.ts';

/**
 * The amounts spec §9 offers, in cents: what is on offer until a box-office manager changes it
 * (gift-voucher-settings.ts; GET /api/gift-vouchers/offer says what is offered now).
 */
export const GIFT_VOUCHER_AMOUNTS_CENTS = [1000, 2500, 5000, 10_000, 25_000] as const;
/** Vouchers of one amount in one line: enough for a family's stockings, not a reseller's stock. */
export const GIFT_VOUCHER_MAX_QUANTITY = 10;
export const GIFT_VOUCHER_MESSAGE_MAX = 500;
/**
 * Vouchers in one cart, of every line together ($5,000 at most): a family's presents, not a
 * reseller's stock (vouchers are what stolen cards buy first). More: the box office.
 */
export const GIFT_VOUCHERS_PER_ORDER = 20;
/** The furthest day ahead a voucher may be set to arrive. */
export const GIFT_VOUCHER_DELIVERY_MAX_DAYS = 366;
/** A code as typed: anything longer is not a code (and is refused before any work). */
export const GIFT_VOUCHER_CODE_INPUT_MAX = 64;

/** Field messages (keys of the message files), as the forms show them beside the field. */
export const GiftVoucherFieldMessages = {
  amount: 'giftVouchers.errors.amount',
  quantity: 'giftVouchers.errors.quantity',
  recipientName: 'giftVouchers.errors.recipientName',
  recipientEmail: 'giftVouchers.errors.recipientEmail',
  message: 'giftVouchers.errors.message',
  deliverOn: 'giftVouchers.errors.deliverOn',
  code: 'giftVouchers.errors.code',
} as const;

/**
 * POST /api/cart/gift-vouchers: vouchers of one amount, for one recipient (or the buyer, with no
 * e-mail), arriving on a day (none: as soon as the order is paid).
 */
export const AddGiftVoucherBodySchema = z.object({
  /**
   * One of the amounts offered now: whole dollars here, the box office's list on the server
   * (GET /api/gift-vouchers/offer).
   */
  amountCents: wholeNumber(100, 100_000, GiftVoucherFieldMessages.amount).refine(
    (cents) => cents % 100 === 0,
    { error: GiftVoucherFieldMessages.amount },
  ),
  quantity: wholeNumber(1, GIFT_VOUCHER_MAX_QUANTITY, GiftVoucherFieldMessages.quantity).default(1),
  recipientName: typedText(100, GiftVoucherFieldMessages.recipientName).optional(),
  recipientEmail: z
    .email({ error: GiftVoucherFieldMessages.recipientEmail })
    .max(254, { error: GiftVoucherFieldMessages.recipientEmail })
    .optional(),
  message: typedText(GIFT_VOUCHER_MESSAGE_MAX, GiftVoucherFieldMessages.message, {
    lines: true,
  }).optional(),
  deliverOn: isoDay(2000, 2100, GiftVoucherFieldMessages.deliverOn)
    .optional()
    .describe('The day (America/New_York) it is sent; today or later, within a year'),
});
export type AddGiftVoucherBody = z.infer<typeof AddGiftVoucherBodySchema>;
export type AddGiftVoucherInput = z.input<typeof AddGiftVoucherBodySchema>;

/** GET /api/gift-vouchers/offer: whether vouchers are on sale, and the amounts offered. */
export const GiftVoucherOfferSchema = z.object({
  onSale: z.boolean(),
  amounts: z.array(MoneySchema).describe('Smallest first'),
});
export type GiftVoucherOffer = z.infer<typeof GiftVoucherOfferSchema>;

/** A voucher line's id: "v-" and the line's database id. */
export const GiftVoucherLineParamsSchema = z.object({
  lineId: lineIdParam('v', 'Not a gift voucher line id'),
});

/** Vouchers being bought: no fee, never discounted, not delivered by post; never paid by voucher. */
export const GiftVoucherLineSchema = z.object({
  id: z.string().describe('"v-<id>"'),
  kind: z.literal('gift-voucher'),
  amount: MoneySchema.describe('Each voucher'),
  quantity: z.number().int(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable().describe('null: sent to the buyer'),
  message: z.string().nullable(),
  deliverOn: z.iso.date().nullable().describe('null: as soon as the order is paid'),
  price: z.object({ base: MoneySchema, fee: MoneySchema, allIn: MoneySchema }),
});
export type GiftVoucherLine = z.infer<typeof GiftVoucherLineSchema>;

/** A code as typed: any case, spaces and dashes forgiven (the server reads it, not the form). */
export const GiftVoucherCodeBodySchema = z.object({
  code: z
    .string({ error: GiftVoucherFieldMessages.code })
    .min(1, { error: GiftVoucherFieldMessages.code })
    .max(GIFT_VOUCHER_CODE_INPUT_MAX, { error: GiftVoucherFieldMessages.code }),
});
export type GiftVoucherCodeBody = z.infer<typeof GiftVoucherCodeBodySchema>;

/** A voucher paying for the cart (the gift voucher code modal): what it pays and what it has. */
export const CartGiftVoucherPaymentSchema = z.object({
  id: z.number().int().describe('This payment’s id in the cart (to take it off)'),
  code: z.string().describe('Masked: only its last four symbols'),
  applied: MoneySchema.describe('What it pays of this cart'),
  balance: MoneySchema.describe('What is on the voucher now'),
  expiresAt: z.iso.datetime(),
});
export type CartGiftVoucherPayment = z.infer<typeof CartGiftVoucherPaymentSchema>;

/** DELETE /api/cart/gift-voucher-payments/:paymentId */
export const GiftVoucherPaymentParamsSchema = z.object({ paymentId: IdParamSchema });

/** One change to a voucher's balance, as its holder may see it (no one else's order). */
export const GiftVoucherUseSchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(['issued', 'spent', 'returned', 'redeemed']),
  amount: MoneySchema.describe('Negative when taken from the voucher'),
});

/** POST /api/gift-vouchers/balance: a voucher's balance, expiry and uses. */
export const GiftVoucherBalanceSchema = z.object({
  code: z.string().describe('Masked'),
  amount: MoneySchema.describe('What it was bought for'),
  balance: MoneySchema,
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
  uses: z.array(GiftVoucherUseSchema).describe('Oldest first'),
});
export type GiftVoucherBalance = z.infer<typeof GiftVoucherBalanceSchema>;

/** POST /api/account/gift-vouchers/redeem: the voucher's whole balance as account credit. */
export const RedeemGiftVoucherResponseSchema = z.object({
  credited: MoneySchema,
  creditAvailable: MoneySchema.describe('The account’s unexpired credit now'),
});
export type RedeemGiftVoucherResponse = z.infer<typeof RedeemGiftVoucherResponseSchema>;

/** GET /api/account/gift-vouchers: the customer's vouchers, bought and received. */
export const AccountGiftVoucherSchema = z.object({
  id: z.number().int(),
  relation: z.enum(['bought', 'received']),
  code: z
    .string()
    .nullable()
    .describe(
      'Whole for its buyer, who may pass it on; null for one sent to this address (addresses are not verified: its mail carries the code)',
    ),
  amount: MoneySchema,
  balance: MoneySchema,
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
  recipientName: z.string().nullable(),
  deliverOn: z.iso.date().nullable(),
  sent: z.boolean().describe('Its e-mail has gone out'),
  orderNumber: z.string().nullable().describe('The order that bought it (its buyer only)'),
});
export type AccountGiftVoucher = z.infer<typeof AccountGiftVoucherSchema>;

export const AccountGiftVouchersSchema = z.object({
  vouchers: z.array(AccountGiftVoucherSchema).describe('Newest first'),
});
export type AccountGiftVouchers = z.infer<typeof AccountGiftVouchersSchema>;
