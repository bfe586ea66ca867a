import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import type { CustomView } from '../../../shared/contracts/account.ts';
import { queryClient } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import {
  accessQueryOptions,
  addressesQueryOptions,
  contactPreferencesQueryOptions,
  countriesQueryOptions,
  customViewQueryOptions,
  detailsQueryOptions,
  householdQueryOptions,
  profileQueryOptions,
  recordTabQueryOptions,
} from './account-api.ts';
import { ensure, loginPath, requestPath, sessionQueryOptions } from './session-api.ts';

/*
 * Loaders of the account area, outside the lazily loaded pages (data and code load together).
 * The route guard "authenticated" sends a signed-out reader to /login with the way back; a
 * session that ended meanwhile (idle expiry) answers 401 and does the same.
 */

/** The route guard "authenticated" (spec §2). */
export async function authenticatedGuard({ request }: LoaderFunctionArgs) {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 15_000 });
  if (!session.customer) throw redirect(loginPath(requestPath(request)));
  return null;
}

export async function detailsLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, detailsQueryOptions());
  return null;
}

export async function addressesLoader({ request }: LoaderFunctionArgs) {
  await Promise.all([
    ensure(request, addressesQueryOptions()),
    // The list of countries failing is said on the form; the addresses still show.
    queryClient.prefetchQuery(countriesQueryOptions()),
  ]);
  return null;
}

export async function contactPreferencesLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, contactPreferencesQueryOptions());
  return null;
}

export async function profileLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, profileQueryOptions());
  return null;
}

export async function accessLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, accessQueryOptions());
  return null;
}

export async function householdLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, householdQueryOptions());
  return null;
}

/** Which custom view and tab an address shows: /account/volunteering/… are custom views too. */
export function customViewOf(pathname: string, params: { view?: string; tab?: string }) {
  const view = params.view ?? (pathname.includes('/education') ? 'education' : 'volunteering');
  return { view, tab: params.tab };
}

export async function customViewLoader({ request, params }: LoaderFunctionArgs) {
  const { view, tab } = customViewOf(new URL(request.url).pathname, params);
  let custom: CustomView;
  try {
    custom = await ensure(request, customViewQueryOptions(view));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
  const chosen = tab ?? custom.tabs[0]?.tab;
  if (!chosen || !custom.tabs.some((t) => t.tab === chosen)) throw data(null, { status: 404 });
  await ensure(request, recordTabQueryOptions(view, chosen));
  return null;
}

/** The register form and the address form need the countries (US states among them). */
export async function countriesLoader() {
  await queryClient.prefetchQuery(countriesQueryOptions());
  return null;
}
