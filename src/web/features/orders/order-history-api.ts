import { queryOptions } from '@tanstack/react-query';
import type {
  AccountCredit,
  OrderDetail,
  OrderListResponse,
  PaymentCardsResponse,
  SharedTicket,
  TicketsResponse,
} from '../../../shared/contracts/order-history.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';
import type { OrderListFilter } from './order-filter.ts';

/**
 * The account's orders, tickets, credit and cards. Keys start with 'account' (signing out drops
 * them all); the language is part of a key where the answer names shows or seats.
 */

export const ordersQueryOptions = (filter: OrderListFilter) =>
  queryOptions({
    queryKey: ['account', 'orders', 'list', filter, currentLocale()],
    queryFn: () =>
      api.get<OrderListResponse>('/api/account/orders', { ...filter, lang: currentLocale() }),
  });

export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['account', 'orders', 'detail', number, currentLocale()],
    queryFn: () =>
      api.get<OrderDetail>(`/api/account/orders/${encodeURIComponent(number)}`, {
        lang: currentLocale(),
      }),
  });

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'tickets', currentLocale()],
    queryFn: () => api.get<TicketsResponse>('/api/account/tickets', { lang: currentLocale() }),
  });

export const creditQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'credit'],
    queryFn: () => api.get<AccountCredit>('/api/account/credit'),
  });

export const paymentCardsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'payment-cards'],
    queryFn: () => api.get<PaymentCardsResponse>('/api/account/payment-cards'),
  });

/** A shared ticket belongs to whoever holds the link: kept apart from the account's keys. */
export const sharedTicketQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-ticket', token, currentLocale()],
    queryFn: () => api.get<SharedTicket>('/api/shared-tickets', { token, lang: currentLocale() }),
    retry: false,
  });
