/**
 * The season set-up's calls (issue 13): what the forms choose from, productions, performances
 * and their prices. Bodies are sent as the form holds them (the contract's input: times as New
 * York wall-clock text), after the same contract has checked them here. Every change refreshes
 * the season's queries, and the audit log's.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  PerformanceInput,
  PerformanceRecord,
  PriceGrid,
  ProductionInput,
  ProductionListItem,
  ProductionRecord,
  SeasonReferences,
} from '../../../../shared/contracts/season-setup.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { api, queryClient } from '../../../lib/api.ts';

/** Under the box office's key: dropped whenever who is signed in changes. */
export const SEASON_KEY = ['box-office', 'season'] as const;

export const seasonReferencesQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: [...SEASON_KEY, 'references', lang] as const,
    queryFn: ({ signal }) =>
      api.get<SeasonReferences>('/api/box-office/season/references', { lang }, signal),
    staleTime: 5 * 60_000,
  });

export const productionsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: [...SEASON_KEY, 'productions', lang] as const,
    queryFn: ({ signal }) =>
      api.get<{ productions: ProductionListItem[] }>(
        '/api/box-office/productions',
        { lang },
        signal,
      ),
  });

export const productionQueryOptions = (id: number, lang: Locale) =>
  queryOptions({
    queryKey: [...SEASON_KEY, 'production', id, lang] as const,
    queryFn: ({ signal }) =>
      api.get<ProductionRecord>(`/api/box-office/productions/${id}`, { lang }, signal),
    retry: false,
  });

export const performanceQueryOptions = (id: number, lang: Locale) =>
  queryOptions({
    queryKey: [...SEASON_KEY, 'performance', id, lang] as const,
    queryFn: ({ signal }) =>
      api.get<PerformanceRecord>(`/api/box-office/performances/${id}`, { lang }, signal),
    retry: false,
  });

export const pricesQueryOptions = (performanceId: number) =>
  queryOptions({
    queryKey: [...SEASON_KEY, 'prices', performanceId] as const,
    queryFn: ({ signal }) =>
      api.get<PriceGrid>(`/api/box-office/performances/${performanceId}/prices`, {}, signal),
    retry: false,
  });

/** A change leaves the season's answers and the audit log out of date. */
async function refreshAfterChange(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SEASON_KEY }),
    queryClient.invalidateQueries({ queryKey: ['box-office', 'audit'] }),
  ]);
}

async function changed<T>(call: Promise<T>): Promise<T> {
  const answer = await call;
  await refreshAfterChange();
  return answer;
}

export const createProduction = (body: ProductionInput, lang: Locale) =>
  changed(api.post<ProductionRecord>(`/api/box-office/productions?lang=${lang}`, body));

export const updateProduction = (id: number, body: ProductionInput, lang: Locale) =>
  changed(api.put<ProductionRecord>(`/api/box-office/productions/${id}?lang=${lang}`, body));

export const createPerformance = (
  body: PerformanceInput & { productionId: number; copyPricesFrom: number | string | null },
  lang: Locale,
) => changed(api.post<PerformanceRecord>(`/api/box-office/performances?lang=${lang}`, body));

export const updatePerformance = (id: number, body: PerformanceInput, lang: Locale) =>
  changed(api.put<PerformanceRecord>(`/api/box-office/performances/${id}?lang=${lang}`, body));

export const putPerformanceOnSale = (id: number, lang: Locale) =>
  changed(api.post<PerformanceRecord>(`/api/box-office/performances/${id}/on-sale?lang=${lang}`));

export const setPrices = (
  performanceId: number,
  body: {
    prices: {
      priceBandId: number;
      priceTypeId: number;
      modeOfSaleId: number;
      allInCents: number;
      feeCents: number;
    }[];
  },
) => changed(api.put<PriceGrid>(`/api/box-office/performances/${performanceId}/prices`, body));

export const copyPrices = (performanceId: number, fromPerformanceId: number) =>
  changed(
    api.post<PriceGrid>(`/api/box-office/performances/${performanceId}/prices/copy`, {
      fromPerformanceId,
    }),
  );
