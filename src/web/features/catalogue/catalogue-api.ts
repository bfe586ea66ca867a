import { queryOptions } from '@tanstack/react-query';
import type { AccessTag } from '../../../shared/availability.ts';
import type {
  ListingsResponse,
  PerformanceDetail,
  ProductionDetail,
} from '../../../shared/contracts/catalogue.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';

export interface ListingsFilters {
  from?: string | undefined;
  to?: string | undefined;
  access?: AccessTag | undefined;
}

export const listingsQueryOptions = (filters: ListingsFilters, lang: Locale) =>
  queryOptions({
    queryKey: ['listings', lang, filters.from ?? '', filters.to ?? '', filters.access ?? ''],
    queryFn: ({ signal }) =>
      api.get<ListingsResponse>('/api/listings', { ...filters, lang }, signal),
  });

export const productionQueryOptions = (slug: string, lang: Locale) =>
  queryOptions({
    queryKey: ['production', slug, lang],
    queryFn: ({ signal }) =>
      api.get<ProductionDetail>(`/api/events/${encodeURIComponent(slug)}`, { lang }, signal),
  });

export const performanceQueryOptions = (slug: string, instance: string, lang: Locale) =>
  queryOptions({
    queryKey: ['performance', slug, instance, lang],
    queryFn: ({ signal }) =>
      api.get<PerformanceDetail>(
        `/api/events/${encodeURIComponent(slug)}/${encodeURIComponent(instance)}`,
        { lang },
        signal,
      ),
  });

// What a cart change does to the answers that show seats: other features (the seat map's hold,
// the cart) reach it through this file, the catalogue's public face.
export { holdCartReads, refreshAvailability } from './refresh-availability.ts';
