/**
 * The box office's customer look-up (issue 13, box-office staff): finding a customer by name,
 * e-mail, phone or order number, and reading a customer's details and orders, or one order.
 * Read-only. Shared by the API (`/api/box-office/customers…`, `/api/box-office/orders/…`) and
 * the staff pages. Money is integer cents, as in the reports.
 */
import { z } from 'zod';
import { OrderNumberParamsSchema, OrderStateSchema } from './checkout.ts';
import { IdParamSchema, LocaleSchema } from './common.ts';

/** At most this many customers answer one search (the closest matches first). */
export const CUSTOMER_SEARCH_LIMIT = 50;
export const CUSTOMER_QUERY_MIN = 2;
export const CUSTOMER_QUERY_MAX = 100;

export const CustomerLookupMessages = {
  short: 'staff.customers.validation.short',
  long: 'staff.customers.validation.long',
} as const;

export const CustomerSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(CUSTOMER_QUERY_MIN, { error: CustomerLookupMessages.short })
    .max(CUSTOMER_QUERY_MAX, { error: CustomerLookupMessages.long })
    .describe('Part of a name, an e-mail or a phone number, or an order number (MSP-…)'),
  lang: LocaleSchema.optional(),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

export const CustomerParamsSchema = z.object({ customerId: IdParamSchema });
export const BoxOfficeOrderParamsSchema = OrderNumberParamsSchema;
export const CustomerLangQuerySchema = z.object({ lang: LocaleSchema.optional() });

const int = () => z.number().int();

export const CustomerSummarySchema = z.object({
  id: int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  orderCount: int().describe('Every order, whatever its state'),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerSearchResultSchema = z.object({
  customers: z.array(CustomerSummarySchema).describe('By last name, then first name'),
  /** More customers matched than CUSTOMER_SEARCH_LIMIT: the search should be narrower. */
  more: z.boolean(),
});
export type CustomerSearchResult = z.infer<typeof CustomerSearchResultSchema>;

export const LookupTicketSchema = z.object({
  id: int(),
  performanceId: int(),
  productionTitle: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  priceTypeName: z.string(),
  priceCents: int().describe('All-in: the price and its fee'),
  admitted: z.boolean().describe('Let in at the door'),
  admittedAt: z.iso.datetime().nullable(),
});
export type LookupTicket = z.infer<typeof LookupTicketSchema>;

export const LookupOrderSchema = z.object({
  number: z.string(),
  state: OrderStateSchema,
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  returnedAt: z.iso.datetime().nullable(),
  holdUntil: z.iso.datetime().nullable(),
  accessNotes: z.string().nullable(),
  orderNotes: z.string().nullable(),
  totals: z.object({
    subtotalCents: int(),
    discountCents: int(),
    deliveryCents: int(),
    feesCents: int(),
    refundProtectionCents: int(),
    creditCents: int().describe('Paid by account credit'),
    giftVoucherCents: int().describe('Paid by gift vouchers'),
    totalCents: int(),
  }),
  tickets: z.array(LookupTicketSchema).describe('By performance, then seat'),
  donations: z.array(
    z.object({
      id: int(),
      fundName: z.string(),
      amountCents: int(),
      appeal: z.string().nullable(),
      monthly: z.boolean(),
    }),
  ),
  giftVouchers: z.array(
    z.object({
      id: int(),
      amountCents: int().describe('Each voucher'),
      quantity: int(),
      recipientName: z.string().nullable(),
    }),
  ),
  memberships: z.array(
    z.object({
      id: int(),
      levelName: z.string(),
      paymentOption: z.enum(['one-off', 'monthly', 'yearly']),
      amountCents: int(),
    }),
  ),
});
export type LookupOrder = z.infer<typeof LookupOrderSchema>;

export const LookupAddressSchema = z.object({
  id: int(),
  type: z.enum(['primary', 'billing', 'delivery', 'both']),
  lines: z.array(z.string()).describe('Street lines, then city, state and postal code'),
  country: z.string(),
});

export const CustomerDetailSchema = z.object({
  customer: CustomerSummarySchema.extend({
    middleName: z.string().nullable(),
    locale: z.string(),
    createdAt: z.iso.datetime(),
    creditBalanceCents: int().describe('Unexpired account credit'),
    addresses: z.array(LookupAddressSchema),
    household: z
      .object({
        name: z.string(),
        members: z.array(
          z.object({
            id: int(),
            firstName: z.string(),
            lastName: z.string(),
            primary: z.boolean(),
          }),
        ),
      })
      .nullable(),
  }),
  orders: z.array(LookupOrderSchema).describe('Newest first'),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const OrderLookupSchema = z.object({
  customer: CustomerSummarySchema,
  order: LookupOrderSchema,
});
export type OrderLookup = z.infer<typeof OrderLookupSchema>;
