/** The seat map's data: a venue's layout and a performance's seat statuses (the cart's calls are features/cart). */
import { queryOptions } from '@tanstack/react-query';
import type { PerformanceSeatsResponse, VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';

/** How often seat statuses are asked again while the page is visible: taken seats disappear. */
export const SEAT_POLL_MS = 10_000;

/** A layout changes only when the theatre is rebuilt; its names change with the language. */
export const venueLayoutQueryOptions = (venueId: number, lang: Locale) =>
  queryOptions({
    queryKey: ['venue-layout', venueId, lang],
    queryFn: ({ signal }) =>
      api.get<VenueLayout>(`/api/venues/${venueId}/layout`, { lang }, signal),
    staleTime: 10 * 60_000,
  });

/**
 * Statuses go stale fast during an on-sale. TanStack Query pauses the interval while the tab is
 * hidden (refetchIntervalInBackground stays false), so idle tabs cost the server nothing.
 */
export const performanceSeatsQueryOptions = (performanceId: number) =>
  queryOptions({
    queryKey: ['performance-seats', performanceId],
    queryFn: ({ signal }) =>
      api.get<PerformanceSeatsResponse>(`/api/performances/${performanceId}/seats`, {}, signal),
    staleTime: 5_000,
    refetchInterval: SEAT_POLL_MS,
  });
