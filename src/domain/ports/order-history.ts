import type {
  AccountCredit,
  CancelOrderResponse,
  OrderDetail,
  OrderListQuery,
  OrderListResponse,
  PaymentCardsResponse,
  SharedTicket,
  ShareTicketResponse,
  TicketsResponse,
} from '../../shared/contracts/order-history.ts';
import type { Locale } from '../../shared/locales.ts';

/**
 * The account's side of orders (spec §2 account pages, §4): the order list by group, an order's
 * detail, the tickets with their codes, sharing a ticket by link, cancelling into account
 * credit, the credit ledger and the cards saved at the payment provider. Every method taking a
 * `customerId` reads and changes only that customer's records: another's is ORDER_NOT_FOUND
 * (or TICKET_NOT_FOUND, PAYMENT_CARD_NOT_FOUND), exactly as a number that does not exist.
 */
export interface OrderHistory {
  listOrders(customerId: number, query: OrderListQuery, locale: Locale): Promise<OrderListResponse>;
  getOrder(customerId: number, number: string, locale: Locale): Promise<OrderDetail>;
  /**
   * Cancels a confirmed order (when the feature is on, until 48 hours before its first
   * performance) in one transaction: the order becomes returned, its seats available again, its
   * tickets void, and what was paid becomes account credit valid 6 months. Exactly once: a
   * second call finds it returned. Anything else is CANCEL_ORDER_FAILED and changes nothing.
   */
  cancelOrder(customerId: number, number: string, locale: Locale): Promise<CancelOrderResponse>;
  /** The tickets of the customer's upcoming confirmed orders, by performance. */
  upcomingTickets(customerId: number, locale: Locale): Promise<TicketsResponse>;
  /** A new share link of one of the customer's live tickets; earlier links of it stop working. */
  shareTicket(customerId: number, ticketId: number): Promise<ShareTicketResponse>;
  /** Every live share link of the ticket stops working. */
  revokeTicketShares(customerId: number, ticketId: number): Promise<void>;
  /** Anyone with the link: the shared ticket, or SHARED_TICKET_LINK_BROKEN. */
  sharedTicket(token: string, locale: Locale): Promise<SharedTicket>;
  accountCredit(customerId: number): Promise<AccountCredit>;
  paymentCards(customerId: number): Promise<PaymentCardsResponse>;
  /** The card becomes the preferred one; the others become alternatives. */
  preferPaymentCard(customerId: number, cardId: number): Promise<PaymentCardsResponse>;
  removePaymentCard(customerId: number, cardId: number): Promise<PaymentCardsResponse>;
}
