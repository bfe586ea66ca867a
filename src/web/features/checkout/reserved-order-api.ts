import { queryOptions } from '@tanstack/react-query';
import type { CartReservedOrder } from '../../../shared/contracts/reserved-order.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';

/** The reserved order this cart is paying (null: none, or signed out). */
export const reservedOrderQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: ['cart', 'reserved-order', lang],
    queryFn: ({ signal }) =>
      api.get<CartReservedOrder>('/api/cart/reserved-order', { lang }, signal),
    staleTime: 5_000,
  });

/** "Pay now" on a reserved order: into the basket (409 when locked or the basket has items). */
export const addReservedOrder = (orderNumber: string, lang: Locale) =>
  api.post<CartReservedOrder>(`/api/cart/reserved-order?lang=${lang}`, { orderNumber });

/** "Pay Later": back to My reserved orders. */
export const payReservedOrderLater = () =>
  api.delete<CartReservedOrder>('/api/cart/reserved-order');
