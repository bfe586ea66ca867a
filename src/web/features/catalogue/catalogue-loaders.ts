import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { AvailabilityState, BOOKABLE_STATES } from '../../../shared/availability.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { queryClient } from '../../lib/api.ts';
import { ensureRouteData } from '../../lib/ensure-route-data.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { loadSeatSelection } from '../seat-map/load-seat-selection.ts';
import { performanceSeatsQueryOptions, venueLayoutQueryOptions } from '../seat-map/seat-map-api.ts';
import {
  listingsQueryOptions,
  performanceQueryOptions,
  productionQueryOptions,
} from './catalogue-api.ts';
import { filtersFrom } from './listings-filters.ts';

/*
 * Route loaders live outside the lazily loaded page modules, so a page's data and its code
 * download at the same time instead of one after the other.
 */

export async function homeLoader() {
  await ensureRouteData(listingsQueryOptions({}, currentLocale()));
  return null;
}

export async function listingsLoader({ request }: LoaderFunctionArgs) {
  const { invalidRange: _, ...filters } = filtersFrom(new URL(request.url).searchParams);
  await ensureRouteData(listingsQueryOptions(filters, currentLocale()));
  return null;
}

/** Switching list/calendar or the month changes only the view: no new data to load. */
export function listingsShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const dataParams = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('view');
    params.delete('month');
    params.sort();
    return params.toString();
  };
  if (currentUrl.pathname === nextUrl.pathname && dataParams(currentUrl) === dataParams(nextUrl))
    return false;
  return defaultShouldRevalidate;
}

export async function productionLoader({ params }: LoaderFunctionArgs) {
  await ensureRouteData(productionQueryOptions(params.event ?? '', currentLocale()));
  return null;
}

export async function performanceLoader({ params }: LoaderFunctionArgs) {
  const locale = currentLocale();
  const performance = await ensureRouteData(
    performanceQueryOptions(params.event ?? '', params.instance ?? '', locale),
  );
  if (BOOKABLE_STATES.includes(performance.state)) {
    // Not awaited: the page shows at once while the booking chunk, the seat map's layout and
    // its statuses load in parallel instead of one after the other.
    void loadSeatSelection().catch(() => undefined);
    void queryClient.prefetchQuery(cartQueryOptions(locale));
    const withMap =
      performance.seating === 'reserved' &&
      performance.venue.hasSeatMap &&
      performance.state !== AvailabilityState.BOOK;
    if (withMap) {
      void queryClient.prefetchQuery(venueLayoutQueryOptions(performance.venue.id, locale));
      void queryClient.prefetchQuery(performanceSeatsQueryOptions(performance.id));
    }
  }
  return null;
}
