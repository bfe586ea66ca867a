import {
  OrderDateKindSchema,
  OrderGroupSchema,
  type OrderListQuery,
  OrderListQuerySchema,
} from '../../../shared/contracts/order-history.ts';

export type OrderListFilter = Omit<OrderListQuery, 'lang'>;

/**
 * The order list's filter as the address bar holds it (?tab=past&dateKind=performance&from=…),
 * so a filtered list can be bookmarked and Back returns to it. Anything unreadable is dropped.
 */
export function orderFilterOf(
  search: URLSearchParams,
): OrderListFilter & { showReturned: boolean } {
  const group = OrderGroupSchema.safeParse(search.get('tab'));
  const dateKind = OrderDateKindSchema.safeParse(search.get('dateKind'));
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    // The contract's own rule (a real day, 2000 to 2100): the API is never sent one it refuses.
    return OrderListQuerySchema.shape.from.safeParse(value).success && value ? value : undefined;
  };
  const from = day('from');
  const to = day('to');
  const showReturned = search.get('returned') === '1' || group.data === 'returned';
  return {
    group: group.success ? group.data : 'upcoming',
    dateKind: dateKind.success ? dateKind.data : 'order',
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    showReturned,
  };
}
