import type { DeliveryMethodChoice } from '../../shared/contracts/checkout.ts';
import type { TributeKind } from '../../shared/contracts/donations.ts';
import type { PaymentOption } from '../../shared/contracts/memberships.ts';
import type { Locale } from '../../shared/locales.ts';

/** One ticket as it is printed and mailed: where to sit, what was paid, the code to scan. */
export interface IssuedTicket {
  barcode: string;
  section: string;
  row: string;
  seat: string;
  priceType: string;
  /** All-in (base and fee), integer cents. */
  priceCents: number;
}

export interface TicketedPerformance {
  id: number;
  productionTitle: string;
  startsAt: Date;
  durationMinutes: number | null;
  /** The venue's zone: dates and times are shown on its clocks, wherever the reader is. */
  timeZone: string;
  venueName: string;
  venueAddress: string;
  tickets: IssuedTicket[];
}

/** A gift of the order (a donation line), given with the order's confirmation. */
export interface OrderGift {
  id: number;
  /** In the order's language (`TicketedOrder.locale`). */
  fundName: string;
  amountCents: number;
  appeal: string | null;
  tribute: { kind: TributeKind; name: string } | null;
}

/** Gift vouchers the order bought (one line: one amount, one recipient). */
export interface OrderVoucherLine {
  amountCents: number;
  quantity: number;
  /** null: sent to the buyer. */
  recipientName: string | null;
  recipientEmail: string | null;
  /** null: sent once paid. */
  deliverOn: string | null;
}

/**
 * A membership the order bought (issue 12): started or renewed when the order was confirmed.
 * Days are the venue's calendar days (YYYY-MM-DD).
 */
export interface OrderMembershipLine {
  /** In the order's language (`TicketedOrder.locale`). */
  levelName: string;
  paymentOption: PaymentOption;
  /** What the order paid for it: the year's price, or the first month's. */
  amountCents: number;
  /** The benefits' fair market value as the order was paid (the IRS quid-pro-quo disclosure). */
  benefitsValueCents: number;
  /** The first day of the term the order bought (a renewal's: the day after the old expiry). */
  startsOn: string;
  /** The membership's last day. */
  expiresOn: string;
  /** The direct debit plan that takes its later payments; null: none. */
  planId: string | null;
  /**
   * The day of the plan's next payment; null when nothing more will be charged (a one-off year
   * that does not renew, renewal turned off, or the plan ended). A one-off year with a next
   * payment renews by itself.
   */
  nextPaymentOn: string | null;
}

/**
 * A confirmed order with its tickets, its texts in one language (`locale`): what the
 * confirmation and reminder mails and the print-at-home PDF are made from.
 */
export interface TicketedOrder {
  number: string;
  /** The language the texts were read in (the order's own unless the reader asked for another). */
  locale: Locale;
  customer: { email: string; firstName: string; lastName: string };
  /** null: nothing to deliver (an order of donations alone). */
  deliveryMethod: DeliveryMethodChoice | null;
  confirmedAt: Date;
  totals: {
    /** Tickets at their all-in prices (fees included). */
    ticketsCents: number;
    feesCents: number;
    discountCents: number;
    deliveryCents: number;
    taxCents: number;
    refundProtectionCents: number;
    creditCents: number;
    /** Paid by gift vouchers. */
    giftVoucherCents: number;
    totalCents: number;
  };
  /** In the order they take place; tickets by section, row and seat. None: a gift alone. */
  performances: TicketedPerformance[];
  /** The order's gifts, as they were given (each with its tax receipt). */
  donations: OrderGift[];
  /** The gift vouchers it bought (e-mailed on their own, each with its PDF). */
  giftVouchers: OrderVoucherLine[];
  /** The memberships it bought (one per order, spec §5; a plan's later payment's too). */
  memberships: OrderMembershipLine[];
}

export function ticketCount(order: TicketedOrder): number {
  return order.performances.reduce((n, p) => n + p.tickets.length, 0);
}

export function donationsCents(order: TicketedOrder): number {
  return order.donations.reduce((sum, gift) => sum + gift.amountCents, 0);
}

export function membershipsCents(order: TicketedOrder): number {
  return order.memberships.reduce((sum, line) => sum + line.amountCents, 0);
}
