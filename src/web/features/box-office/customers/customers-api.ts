/**
 * The box office's customer look-up over HTTP (issue 13): a search, a customer, an order, each
 * a query keyed under 'box-office' (with the language, as names are translated). The search
 * lives in the page's address (`?q=…`), checked with the API's own schema: a query too short
 * asks nothing of the server and the page says what is wrong.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type CustomerDetail,
  CustomerSearchQuerySchema,
  type CustomerSearchResult,
  type OrderLookup,
} from '../../../../shared/contracts/box-office-customers.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';

export type SearchChoice =
  | { kind: 'none' }
  | { kind: 'ok'; q: string }
  /** What was asked, and why not, as a message key. */
  | { kind: 'invalid'; q: string; problem: string };

/** The search the address asks for, checked as the API checks it. */
export function searchOf(search: URLSearchParams): SearchChoice {
  const asked = search.get('q');
  if (asked === null) return { kind: 'none' };
  const parsed = CustomerSearchQuerySchema.safeParse({ q: asked });
  if (parsed.success) return { kind: 'ok', q: parsed.data.q };
  return { kind: 'invalid', q: asked, problem: parsed.error.issues[0]?.message ?? '' };
}

export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['box-office', 'customers', 'search', q] as const,
    queryFn: () => api.get<CustomerSearchResult>('/api/box-office/customers', { q }),
  });

export const customerQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['box-office', 'customers', customerId, currentLocale()] as const,
    queryFn: () =>
      api.get<CustomerDetail>(`/api/box-office/customers/${customerId}`, {
        lang: currentLocale(),
      }),
  });

export const lookupOrderQuery = (number: string) =>
  queryOptions({
    queryKey: ['box-office', 'orders', number, currentLocale()] as const,
    queryFn: () =>
      api.get<OrderLookup>(`/api/box-office/orders/${encodeURIComponent(number)}`, {
        lang: currentLocale(),
      }),
  });
