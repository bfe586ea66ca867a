/**
 * The membership levels on sale (issue 12), as the API answers them in the reader's language.
 * Whether the reader already holds a level (`held`, `heldUntil`) depends on who is signed in, so
 * the signed-in customer's id is part of each key: signing in or out reads them afresh.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  MembershipLevel,
  MembershipLevelsResponse,
} from '../../../shared/contracts/memberships.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';

/** The signed-in customer's id, or null for an anonymous reader. */
type Reader = number | null;

export const membershipLevelsQueryOptions = (lang: Locale, reader: Reader) =>
  queryOptions({
    queryKey: ['memberships', lang, reader],
    queryFn: ({ signal }) =>
      api.get<MembershipLevelsResponse>('/api/memberships', { lang }, signal),
    staleTime: 60_000,
  });

/** One level; an unknown one is MEMBERSHIP_NOT_FOUND (404), which the page says in words. */
export const membershipLevelQueryOptions = (slug: string, lang: Locale, reader: Reader) =>
  queryOptions({
    queryKey: ['memberships', lang, reader, slug],
    queryFn: ({ signal }) =>
      api.get<MembershipLevel>(`/api/memberships/${encodeURIComponent(slug)}`, { lang }, signal),
    staleTime: 60_000,
    // A level the loader found unknown stays unknown: the page says so without asking again.
    retry: false,
    retryOnMount: false,
  });
