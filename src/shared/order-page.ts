import type { OrderStatus } from './contracts/checkout.ts';

/**
 * The page an order's state leads the buyer to, or null while the provider is still deciding
 * (then /order/verify asks again). The server's return route and the verify page agree on it.
 */
export function settledOrderPage(status: OrderStatus): string | null {
  const order = `order=${encodeURIComponent(status.number)}`;
  if (status.state === 'confirmed') return `/order/confirmed?${order}`;
  if (status.state === 'failed') return `/order/failed?${order}`;
  // Not being paid any more: a reserved order put back with Pay Later waits in My reserved
  // orders, a returned (cancelled) one is listed with the returned orders. Nothing to wait for.
  if (status.state === 'reserved') return '/account/your-orders?tab=reserved';
  if (status.state === 'returned') return '/account/your-orders?tab=returned';
  const outcome = status.lastPayment?.outcome;
  if (
    status.state === 'completing' &&
    (outcome === 'declined' ||
      outcome === 'failed' ||
      outcome === 'cancelled' ||
      outcome === 'expired')
  )
    return `/checkout/payment?outcome=${outcome}&${order}`;
  return null;
}
