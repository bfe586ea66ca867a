/**
 * The box office's customer look-up (issue 13): box-office staff find a customer (by part of a
 * name, an e-mail or a phone number, or by an order number) and read their details and every
 * order with its lines, or one order with its customer. Reading never changes anything (and so
 * writes no audit row). Names are in the language asked for (falling back to US English).
 */
import type {
  CustomerDetail,
  CustomerSearchResult,
  OrderLookup,
} from '../../shared/contracts/box-office-customers.ts';
import type { Locale } from '../../shared/locales.ts';

export interface CustomerLookup {
  /**
   * Customers whose name, e-mail or phone holds `query` (whatever the case; a phone's digits
   * whatever its punctuation), or who placed the order numbered `query` (MSP-…): at most
   * CUSTOMER_SEARCH_LIMIT, by last then first name. `query` is trimmed, 2 characters or more.
   */
  search(query: string): Promise<CustomerSearchResult>;
  /** The customer with their addresses, credit, household and orders; null when none. */
  customer(customerId: number, locale: Locale): Promise<CustomerDetail | null>;
  /** One order in full with its customer; null when no order has that number. */
  order(number: string, locale: Locale): Promise<OrderLookup | null>;
}
