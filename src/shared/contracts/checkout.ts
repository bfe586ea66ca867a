import { z } from 'zod';
import { V } from './account-validation.ts';
import { IdSchema, MoneySchema } from './common.ts';

/** How the tickets reach the buyer (issue 5): print-at-home and mobile are free, post costs. */
export const DeliveryMethodSchema = z.enum(['print-at-home', 'mobile', 'box-office', 'post']);
export type DeliveryMethodChoice = z.infer<typeof DeliveryMethodSchema>;

/** Print-at-home, mobile and collection are free; post has a fee ("posted within two working days"). */
export const DELIVERY_FEES_CENTS: Record<DeliveryMethodChoice, number> = {
  'print-at-home': 0,
  mobile: 0,
  'box-office': 0,
  post: 250,
};

/** The notes fields' limit: the spec shows a characters-remaining counter without a number. */
export const ORDER_NOTES_MAX = 500;

const notes = z.string().trim().max(ORDER_NOTES_MAX).optional();

/**
 * POST /api/checkout/payment: the review step's answers. The cart comes from its cookie and the
 * buyer from the session, never from the body.
 */
export const StartPaymentBodySchema = z.object({
  deliveryMethod: DeliveryMethodSchema.default('print-at-home'),
  orderNotes: notes,
  accessNotes: notes,
  acceptTerms: z.literal(true, { error: V.termsRequired }),
  acknowledgePrivacy: z.literal(true, { error: 'checkout.review.privacyRequired' }),
  // The delivery step's choices from the buyer's saved addresses; checked again at payment
  // (the customer's own; left out, the primary address stands in).
  billingAddressId: IdSchema.optional(),
  deliveryAddressId: IdSchema.optional(),
  /**
   * The order's total (cents, delivery included, before credit and vouchers) as the payment page
   * showed it: when the prices have changed since (the box office's price grid), Pay answers
   * CART_PRICES_CHANGED and charges nothing, rather than a price the buyer never saw.
   */
  expectedTotalCents: z.number().int().min(0).max(100_000_000).optional(),
});
export type StartPaymentBody = z.infer<typeof StartPaymentBodySchema>;

/** Spec §4: completing → verifying → confirmed or failed; reserved (box office, pay later); returned (cancelled into credit). */
export const OrderStateSchema = z.enum([
  'completing',
  'verifying',
  'confirmed',
  'failed',
  'reserved',
  'returned',
]);
export type OrderState = z.infer<typeof OrderStateSchema>;

/** What the buyer's last payment attempt came to (spec §4's outcomes, and the in-between ones). */
export const PaymentOutcomeSchema = z.enum([
  'pending',
  'processing',
  'completed',
  'declined',
  'failed',
  'cancelled',
  'expired',
]);
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const OrderTotalsSchema = z.object({
  productsSubtotal: MoneySchema,
  subtotal: MoneySchema,
  discount: MoneySchema,
  delivery: MoneySchema,
  fees: MoneySchema.describe('Mandatory fees, already inside every all-in ticket price'),
  tax: MoneySchema,
  total: MoneySchema,
  totalPaid: MoneySchema,
  leftToPay: MoneySchema,
  refundProtection: MoneySchema.optional().describe('Refund protection bought (inside subtotal)'),
  credit: MoneySchema.optional().describe('Account credit used (inside total paid)'),
  giftVouchers: MoneySchema.optional().describe('Paid by gift vouchers (inside total paid)'),
  giftVouchersBought: MoneySchema.optional().describe(
    'Gift vouchers the order buys (inside the subtotal)',
  ),
  membershipsBought: MoneySchema.optional().describe(
    'The memberships the order buys (their first payments, inside the products subtotal)',
  ),
});

/** GET /api/orders/{number}/status: what /order/verify polls (only the order's customer). */
export const OrderStatusSchema = z.object({
  number: z.string(),
  state: OrderStateSchema,
  totals: OrderTotalsSchema,
  ticketCount: z.number().int(),
  lastPayment: z
    .object({
      provider: z.enum(['test-gateway', 'stripe', 'free']),
      outcome: PaymentOutcomeSchema,
    })
    .nullable(),
  refundDue: z
    .boolean()
    .describe('Money was taken but the order could not have it; not yet sent back to the card'),
  refunded: MoneySchema.describe('Sent back to the card by the payment provider (0 when nothing)'),
  failureReason: z
    .enum([
      'seats-taken',
      'amount-mismatch',
      'payment-failed',
      'credit-unavailable',
      'gift-voucher-unavailable',
    ])
    .nullable(),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderNumberParamsSchema = z.object({
  number: z.string().regex(/^MSP-[0-9A-HJKMNP-TV-Z]{8}$/),
});

/** A paid order goes to the provider's page; a free one is confirmed at once. */
export const StartPaymentResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('redirect'),
    orderNumber: z.string(),
    redirectUrl: z.url().describe("The payment provider's hosted page"),
    holdExpiresAt: z.iso.datetime().describe('The hold, extended once on reaching payment'),
  }),
  z.object({ kind: z.literal('confirmed'), order: OrderStatusSchema }),
]);
export type StartPaymentResponse = z.infer<typeof StartPaymentResponseSchema>;
