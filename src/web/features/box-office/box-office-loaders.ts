/**
 * Loaders of the box office's pages (issue 13), in the box office's chunk with its pages
 * (routes/box-office/box-office-app.ts). The guard mirrors the server: signed out
 * (or part-way through sign-in) a page sends the member to sign in and back; a role below the
 * page's (box-office-pages.ts) shows the forbidden message. Each page's data call is checked by
 * the server again, and its 401 or 403 leads to the same places.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { roleAtLeast, type StaffMember } from '../../../shared/contracts/staff.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { queryClient } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { doorPerformancesQueryOptions } from '../door/door-api.ts';
import { auditFilterOf, auditQueryOptions } from './audit-api.ts';
import { boxOfficePageOf, safeStaffReturnTo, staffSignInPath } from './box-office-pages.ts';
import { staffAccountsQueryOptions } from './staff-accounts-api.ts';
import { forgetStaffSession, staffSessionQueryOptions } from './staff-session-api.ts';
import { venueQueryOptions, venuesQueryOptions } from './venues/venues-api.ts';

/** What a page says when the member's role may not open it (box-office-error.tsx). */
export const forbidden = () => data({ code: 'STAFF_FORBIDDEN' }, { status: 403 });

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The layout: who is signed in, for the top bar and the nav. */
export async function boxOfficeLayoutLoader() {
  try {
    await queryClient.fetchQuery(staffSessionQueryOptions());
  } catch (error) {
    // No connection: the frame shows without the member (the door page works offline; any
    // other page's own loader says what is wrong).
    if (!(error instanceof ApiError && error.status === 0)) throw error;
  }
  return null;
}

/** Every staff page but sign-in: a full session, and a role the page allows. */
export async function staffPageGuard({ request }: LoaderFunctionArgs): Promise<StaffMember> {
  const session = await queryClient.fetchQuery(staffSessionQueryOptions());
  if (!session.staff) throw redirect(staffSignInPath(pathOf(request)));
  const page = boxOfficePageOf(new URL(request.url).pathname);
  if (page && !roleAtLeast(session.staff.role, page.role)) throw forbidden();
  return session.staff;
}

/**
 * A staff page's data, asked after the guard: a session the server ended meanwhile (idle, a new
 * role) signs in again; a refusal of the role is the forbidden message.
 */
export async function ensureStaffData<T, K extends QueryKey>(
  request: Request,
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): Promise<T> {
  await staffPageGuard({ request } as LoaderFunctionArgs);
  try {
    return await queryClient.ensureQueryData(options as never);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetStaffSession();
      throw redirect(staffSignInPath(pathOf(request)));
    }
    if (error instanceof ApiError && error.code === 'STAFF_FORBIDDEN') {
      // The role changed since the session was read: the nav must follow.
      await queryClient.invalidateQueries({ queryKey: staffSessionQueryOptions().queryKey });
      throw forbidden();
    }
    throw error;
  }
}

/** The sign-in page: a member already signed in goes where they were going. */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  const session = await queryClient.fetchQuery({ ...staffSessionQueryOptions(), staleTime: 0 });
  if (session.staff)
    throw redirect(safeStaffReturnTo(new URL(request.url).searchParams.get('returnTo')));
  return null;
}

export async function staffAccountsLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, staffAccountsQueryOptions());
  return null;
}

export async function auditLoader({ request }: LoaderFunctionArgs) {
  const filter = auditFilterOf(new URL(request.url).searchParams);
  await ensureStaffData(request, auditQueryOptions(filter));
  return null;
}

/** The door's choice of performance (role door). */
export async function doorPerformancesLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, doorPerformancesQueryOptions());
  return null;
}

/**
 * A performance's door (role door): the guard only; the page fetches and keeps the ticket list
 * itself (features/door), so it opens from the list kept on the phone when the server cannot be
 * reached, and a lost connection is not an error page.
 */
export async function doorLoader(args: LoaderFunctionArgs) {
  try {
    return await staffPageGuard(args);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return null;
    throw error;
  }
}

export async function venuesLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, venuesQueryOptions(currentLocale()));
  return null;
}

export async function venueLoader({ request, params }: LoaderFunctionArgs) {
  await ensureStaffData(request, venueQueryOptions(Number(params.venue), currentLocale()));
  return null;
}
