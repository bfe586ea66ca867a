import type { QueryClient } from '@tanstack/react-query';

/**
 * After seats change hands for this buyer (a hold, a release, an emptied cart, a lapse), every
 * answer that counts or shows seats is out of date: the seat statuses of the map and list, the
 * performance's "226 seats left", a production's and the listings' states. The ones on screen
 * are asked again now; the rest when next shown. (The server answers this buyer's next read of
 * the performance fresh, not from its one-second cache: docs/decisions/004.)
 */
export function refreshAvailability(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['performance-seats'], ['performance'], ['production'], ['listings']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Before a cart change's answer replaces the cached cart: a read of the cart still in flight
 * (a refocus, a remount) would land after it with the cart as it was, and the seats just held
 * would show as someone else's, or as free.
 */
export function holdCartReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: ['cart'] });
}
