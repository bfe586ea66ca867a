/**
 * The funds to give to, as the API answers them in the reader's language (names, descriptions,
 * goals, open or closed). Funds change rarely: kept for a few minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Fund, FundsResponse } from '../../../shared/contracts/donations.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';

export const fundsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: ['funds', lang],
    queryFn: ({ signal }) => api.get<FundsResponse>('/api/funds', { lang }, signal),
    staleTime: 5 * 60_000,
  });

/** One fund; an unknown one is FUND_NOT_FOUND (404), which the page says in words. */
export const fundQueryOptions = (fundId: number, lang: Locale) =>
  queryOptions({
    queryKey: ['funds', lang, fundId],
    queryFn: ({ signal }) => api.get<Fund>(`/api/funds/${fundId}`, { lang }, signal),
    staleTime: 5 * 60_000,
    // A fund the loader found unknown stays unknown: the page says so without asking again.
    retry: false,
    retryOnMount: false,
  });
