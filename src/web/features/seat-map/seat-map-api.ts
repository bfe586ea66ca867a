import { queryOptions } from '@tanstack/react-query';
import type { AddSeatsBody, AddSeatsResponse, Cart } from '../../../shared/contracts/cart.ts';
import type { PerformanceSeatsResponse, VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';

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

/**
 * The buyer's cart, to show seats already held for them (section and band names come in the
 * reader's language). If the cart API cannot be reached the page still works: no cart is an
 * empty cart.
 */
export const cartQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: ['cart', lang],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Cart>('/api/cart', { lang }, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 30_000,
    retry: false,
  });

export const addSeatsToCart = (body: AddSeatsBody, lang: Locale) =>
  api.post<AddSeatsResponse>(`/api/cart/seats?lang=${lang}`, body);

export const releaseSeat = (performanceId: number, seatId: number, lang: Locale) =>
  api.delete<Cart>(`/api/cart/seats/${performanceId}/${seatId}?lang=${lang}`);

/** Gives back the party's sensory booth places at once (they go as one). */
export const releaseBoothPlaces = (performanceId: number, lang: Locale) =>
  api.delete<Cart>(`/api/cart/sensory-booth/${performanceId}?lang=${lang}`);
