import { z } from 'zod';
import { DeliveryMethodSchema, OrderNumberParamsSchema, OrderStateSchema } from './checkout.ts';
import { DAY_YEARS, IdParamSchema, isoDay, LangQuerySchema, MoneySchema } from './common.ts';

/*
 * The account's orders, tickets, credit and saved cards (spec §2 account pages, §4 order
 * groups). Every answer is the signed-in customer's own; another customer's order is a 404.
 */

/** Spec §4: orders are grouped upcoming, reserved, past and returned (credited). */
export const ORDER_GROUPS = ['upcoming', 'reserved', 'past', 'returned'] as const;
export const OrderGroupSchema = z.enum(ORDER_GROUPS);
export type OrderGroup = z.infer<typeof OrderGroupSchema>;

/** Filtering by order date or by performance date (spec §2). */
export const OrderDateKindSchema = z.enum(['order', 'performance']);
export type OrderDateKind = z.infer<typeof OrderDateKindSchema>;

/** The shared day rule (common.ts: a real day, 2000 to 2100) with the order filter's message. */
const IsoDay = isoDay(DAY_YEARS.min, DAY_YEARS.max, 'account.orders.invalidDate');

export const OrderListQuerySchema = LangQuerySchema.extend({
  group: OrderGroupSchema.default('upcoming'),
  dateKind: OrderDateKindSchema.default('order'),
  from: IsoDay.optional().describe('First venue day, YYYY-MM-DD'),
  to: IsoDay.optional().describe('Last venue day, YYYY-MM-DD'),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderPerformanceSchema = z.object({
  id: z.number().int(),
  productionSlug: z.string(),
  productionTitle: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string(),
});
export type OrderPerformance = z.infer<typeof OrderPerformanceSchema>;

export const OrderSummarySchema = z.object({
  number: z.string(),
  state: OrderStateSchema,
  group: OrderGroupSchema,
  createdAt: z.iso.datetime(),
  total: MoneySchema,
  amountToPay: MoneySchema.describe('What is still to be paid (a reserved order: all of it)'),
  performances: z.array(OrderPerformanceSchema).describe('In date order'),
  ticketCount: z.number().int(),
  holdUntil: z.iso.datetime().nullable().describe('Reserved orders: held until this time'),
  locked: z.boolean().describe('A locked reserved order cannot be paid online'),
  returned: z.boolean(),
  cancellable: z
    .boolean()
    .describe('Cancelling is on and the first performance is more than 48 hours away'),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListResponseSchema = z.object({
  group: OrderGroupSchema,
  orders: z.array(OrderSummarySchema),
  counts: z.record(OrderGroupSchema, z.number().int()).describe('Orders per group, unfiltered'),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const OrderTicketSchema = z.object({
  id: z.number().int(),
  performanceId: z.number().int(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  priceTypeName: z.string(),
  price: MoneySchema.describe('All-in'),
  barcode: z.string().nullable().describe('20 digits, prefix 99; null until issued or once voided'),
  qrCode: z.string().nullable().describe('The barcode as a QR code: an SVG data URL'),
  shared: z.boolean().describe('A share link of this ticket is live'),
});
export type OrderTicket = z.infer<typeof OrderTicketSchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  deliveryMethod: DeliveryMethodSchema.nullable().describe('null: nothing to deliver (donations)'),
  orderNotes: z.string().nullable(),
  accessNotes: z.string().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  returnedAt: z.iso.datetime().nullable(),
  totals: z.object({
    subtotal: MoneySchema.describe('The tickets before fees (refund protection is its own line)'),
    discount: MoneySchema,
    delivery: MoneySchema,
    fees: MoneySchema,
    refundProtection: MoneySchema,
    credit: MoneySchema,
    giftVouchers: MoneySchema.describe('Paid by gift vouchers (inside total paid)'),
    total: MoneySchema,
    totalPaid: MoneySchema,
  }),
  tickets: z.array(OrderTicketSchema),
  /** Printable tickets exist (a confirmed order with barcodes). */
  printable: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderParamsSchema = OrderNumberParamsSchema;

export const CancelOrderResponseSchema = z.object({
  order: OrderDetailSchema,
  credit: MoneySchema.describe('Account credit the order became (0 for a free order)'),
  creditExpiresAt: z.iso.datetime().nullable(),
});
export type CancelOrderResponse = z.infer<typeof CancelOrderResponseSchema>;

/** The tickets of upcoming confirmed orders, by performance (/your-tickets). */
export const TicketsResponseSchema = z.object({
  performances: z.array(
    OrderPerformanceSchema.extend({
      tickets: z.array(OrderTicketSchema.extend({ orderNumber: z.string() })),
    }),
  ),
});
export type TicketsResponse = z.infer<typeof TicketsResponseSchema>;

export const TicketParamsSchema = z.object({ ticketId: IdParamSchema });

export const ShareTicketResponseSchema = z.object({
  token: z.string(),
  path: z.string().describe('/shared-tickets?token=…; earlier links of the ticket stop working'),
});
export type ShareTicketResponse = z.infer<typeof ShareTicketResponseSchema>;

/** 256 random bits, base64url. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const SharedTicketQuerySchema = LangQuerySchema.extend({
  // Checked by the handler: a mangled token is the same "link broken" as a revoked one.
  token: z.string().max(200).default(''),
});

export const SharedTicketSchema = z.object({
  productionTitle: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  barcode: z.string(),
  qrCode: z.string(),
});
export type SharedTicket = z.infer<typeof SharedTicketSchema>;

export const CreditGrantSchema = z.object({
  id: z.number().int(),
  reason: z.enum(['order-cancelled', 'goodwill', 'refund', 'gift-voucher']),
  orderNumber: z.string().nullable(),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  amount: MoneySchema,
  remaining: MoneySchema,
  expired: z.boolean(),
});
export type CreditGrant = z.infer<typeof CreditGrantSchema>;

export const AccountCreditSchema = z.object({
  balance: MoneySchema.describe('Unexpired remaining credit'),
  grants: z.array(CreditGrantSchema).describe('Newest first'),
});
export type AccountCredit = z.infer<typeof AccountCreditSchema>;

export const PaymentCardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  preferred: z.boolean(),
  expired: z.boolean(),
});
export type PaymentCard = z.infer<typeof PaymentCardSchema>;

export const PaymentCardsResponseSchema = z.object({ cards: z.array(PaymentCardSchema) });
export type PaymentCardsResponse = z.infer<typeof PaymentCardsResponseSchema>;

export const PaymentCardParamsSchema = z.object({ cardId: IdParamSchema });

/** Print-at-home layouts (spec §9): one ticket per page, or one page per performance. */
export const TICKET_LAYOUTS = ['ticket', 'performance'] as const;
export type TicketLayout = (typeof TICKET_LAYOUTS)[number];

/** The print-at-home PDF's address (src/server/routes/order-tickets.routes.ts). */
export function ticketsPdfPath(number: string, layout: TicketLayout) {
  return `/api/account/orders/${encodeURIComponent(number)}/tickets.pdf?layout=${layout}`;
}
