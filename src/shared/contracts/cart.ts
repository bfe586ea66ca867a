import { z } from 'zod';
import {
  IdParamSchema,
  IdSchema,
  INT4_MAX,
  LangQuerySchema,
  MoneySchema,
  wholeNumber,
} from './common.ts';
import { type DonationLine, DonationLineSchema } from './donations.ts';
import {
  CartGiftVoucherPaymentSchema,
  type GiftVoucherLine,
  GiftVoucherLineSchema,
} from './gift-vouchers.ts';
import { type MembershipLine, MembershipLineSchema } from './memberships.ts';

/** Most tickets one order may hold (spec §9). */
export const MAX_TICKETS_PER_ORDER = 9;

export const TicketLineSchema = z.object({
  id: z.string().describe('Stable id of the line: performance and seat'),
  kind: z.literal('ticket'),
  performanceId: z.number().int(),
  productionSlug: z.string(),
  productionTitle: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string(),
  seat: z.object({
    id: z.number().int(),
    section: z.string(),
    row: z.string(),
    seat: z.string(),
    wheelchair: z.boolean(),
    companion: z.boolean(),
  }),
  sensoryBooth: z
    .boolean()
    .describe('A place in the sensory viewing booth: booked through its form, not the map'),
  priceBandId: z.number().int(),
  priceBandName: z.string(),
  priceTypeId: z.number().int(),
  priceTypeName: z.string(),
  price: z.object({ base: MoneySchema, fee: MoneySchema, allIn: MoneySchema }),
});
export type TicketLine = z.infer<typeof TicketLineSchema>;

/**
 * A cart or order line of any kind, told apart by `kind` (decision 017). Each kind is one module
 * in src/domain/cart-lines with its rules; a new kind adds a branch here.
 */
export const CartLineSchema = z.discriminatedUnion('kind', [
  TicketLineSchema,
  DonationLineSchema,
  GiftVoucherLineSchema,
  MembershipLineSchema,
]);
export type CartLine = z.infer<typeof CartLineSchema>;
export type CartLineKind = CartLine['kind'];

/** The cart's tickets: the lines seats, holds, price types and delivery are about. */
export function ticketLinesOf(cart: { lines: readonly CartLine[] }): TicketLine[] {
  return cart.lines.filter((line): line is TicketLine => line.kind === 'ticket');
}

/** The gift vouchers being bought. */
export function giftVoucherLinesOf(cart: { lines: readonly CartLine[] }): GiftVoucherLine[] {
  return cart.lines.filter((line): line is GiftVoucherLine => line.kind === 'gift-voucher');
}

/** The cart's membership (one at most, spec §5). */
export function membershipLinesOf(cart: { lines: readonly CartLine[] }): MembershipLine[] {
  return cart.lines.filter((line): line is MembershipLine => line.kind === 'membership');
}

/** The cart's gifts to funds. */
export function donationLinesOf(cart: { lines: readonly CartLine[] }): DonationLine[] {
  return cart.lines.filter((line): line is DonationLine => line.kind === 'donation');
}

/**
 * The whole re-priced cart, answered after every change. Later issues add line kinds (donations,
 * memberships, vouchers, packages, add-ons) and the checkout totals without reshaping it.
 */
export const CartSchema = z.object({
  id: z.string().nullable().describe('null until something is added'),
  expiresAt: z.iso
    .datetime()
    .nullable()
    .describe('When the seat holds lapse; null without tickets (other lines do not expire)'),
  extended: z.boolean().describe('The hold was extended once (on reaching payment)'),
  lines: z.array(CartLineSchema),
  ticketCount: z.number().int(),
  promo: z
    .object({
      code: z.string(),
      description: z.string().nullable(),
      modeOfSaleName: z.string().nullable().describe('The mode of sale the code switched to'),
    })
    .nullable()
    .describe('The promo code applied in the basket'),
  refundProtection: z.object({
    chosen: z.boolean().describe('Never pre-ticked; cannot be added after payment'),
    perTicket: MoneySchema.describe('The fee per ticket'),
  }),
  totals: z.object({
    subtotal: MoneySchema.describe('Base prices, donations included'),
    donations: MoneySchema.describe('The donations among the subtotal (never discounted)'),
    fees: MoneySchema.describe('Mandatory fees, already inside every all-in price'),
    discount: MoneySchema.describe('The promo code’s discount'),
    refundProtection: MoneySchema.describe('Refund protection for every ticket, when chosen'),
    total: MoneySchema.describe('subtotal + fees − discount + refund protection (before delivery)'),
    credit: MoneySchema.describe('Account credit applied, at most the total'),
    giftVouchers: MoneySchema.describe('Paid by the gift vouchers applied (never for vouchers)'),
    leftToPay: MoneySchema.describe('total − credit − gift vouchers: what a card pays'),
  }),
  giftVoucherPayments: z
    .array(CartGiftVoucherPaymentSchema)
    .describe('Gift vouchers paying for this cart, in the order applied'),
});
export type Cart = z.infer<typeof CartSchema>;

const quantity = wholeNumber(1, MAX_TICKETS_PER_ORDER);

export const AddSeatsBodySchema = z.union([
  z.object({
    performanceId: IdSchema,
    seatIds: z.array(IdSchema).min(1).max(MAX_TICKETS_PER_ORDER),
  }),
  z.object({
    performanceId: IdSchema,
    bestAvailable: z.object({
      priceBandId: IdSchema.optional().describe('Any band when left out'),
      quantity,
      wheelchairSpaces: wholeNumber(0, MAX_TICKETS_PER_ORDER).default(0),
    }),
  }),
]);
export type AddSeatsBody = z.infer<typeof AddSeatsBodySchema>;

export const AddSeatsResponseSchema = z.object({
  cart: CartSchema,
  together: z.boolean().describe('false when best available could not seat the party side by side'),
});
export type AddSeatsResponse = z.infer<typeof AddSeatsResponseSchema>;

export const RemoveSeatParamsSchema = z.object({
  performanceId: IdParamSchema,
  seatId: IdParamSchema,
});

export const ChangePriceTypeBodySchema = z.object({ priceTypeId: IdSchema });
/** A line id is "<performance id>-<seat id>", both database ids (so 32-bit positive integers). */
export const LineParamsSchema = z.object({
  lineId: z
    .string()
    .regex(/^[1-9]\d{0,9}-[1-9]\d{0,9}$/)
    .refine((id) => id.split('-').every((part) => Number(part) <= INT4_MAX), {
      message: 'Not a cart line id',
    }),
});

/** A price type a held seat may take, with its all-in price in that seat's band. */
export const PriceOptionSchema = z.object({
  priceTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  base: MoneySchema,
  fee: MoneySchema,
  allIn: MoneySchema.describe('What the buyer pays: base plus every mandatory fee'),
});
export type PriceOption = z.infer<typeof PriceOptionSchema>;

export const PriceOptionsQuerySchema = LangQuerySchema.extend({
  performanceId: IdParamSchema.optional().describe('Only the lines of this performance'),
});

/**
 * Per held seat, the price types this buyer may choose (price-selection): the seat's band, the
 * performance's mode of sale, and the access rules (wheelchair types only for access-registered
 * buyers on access seats). Sensory booth places have none: their types come from the booth form.
 */
export const PriceOptionsResponseSchema = z.object({
  lines: z.array(z.object({ lineId: z.string(), options: z.array(PriceOptionSchema) })),
});
export type PriceOptionsResponse = z.infer<typeof PriceOptionsResponseSchema>;

/** PUT /api/cart/promo: a code as typed (any case; spaces around it are ignored). */
export const ApplyPromoBodySchema = z.object({
  code: z.string().trim().min(1).max(40),
});

/** PUT /api/cart/refund-protection */
export const RefundProtectionBodySchema = z.object({ chosen: z.boolean() });

/** GET /api/cart/credit: the signed-in customer's unexpired credit and what the cart uses. */
export const CartCreditSchema = z.object({
  available: MoneySchema.describe('Unexpired account credit'),
  applied: MoneySchema.describe('Applied to this cart (at most its total)'),
});
export type CartCredit = z.infer<typeof CartCreditSchema>;
