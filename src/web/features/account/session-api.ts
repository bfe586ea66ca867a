import { type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { SessionResponse, SignedInResponse } from '../../../shared/contracts/auth.ts';
import { api, queryClient } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';

/** Who is signed in: one small request, shared by the header, the guard and the account pages. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: () => api.get<SessionResponse>('/api/auth/session'),
    staleTime: 60_000,
  });

/** After any sign-in: the header shows the customer at once, and no one else's data is kept. */
export function rememberSignIn(answer: SignedInResponse, idleExpirySeconds = 1200): void {
  queryClient.removeQueries({ queryKey: ['account'] });
  queryClient.setQueryData<SessionResponse>(['session'], {
    customer: answer.customer,
    idleExpirySeconds,
  });
}

/** After signing out (or a session that ended): forget the customer and their pages' data. */
export function forgetSession(): void {
  queryClient.removeQueries({ queryKey: ['account'] });
  queryClient.setQueryData<SessionResponse>(['session'], (old) => ({
    customer: null,
    idleExpirySeconds: old?.idleExpirySeconds ?? 1200,
  }));
}

/**
 * Where to go after signing in: only a path on this site (`/…`, never `//host` or `/\host`),
 * and never back to a sign-in page.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/account'): string {
  // Backslashes and control characters: browsers read `/\host` as another site.
  const odd = (text: string) => [...text].some((c) => c < ' ' || c === '\\');
  if (!value?.startsWith('/') || value.startsWith('//') || odd(value)) return fallback;
  const path = value.split(/[?#]/)[0] ?? '';
  if (['/login', '/register', '/reset-password', '/authentication'].includes(path)) return fallback;
  return value;
}

/** The sign-in page's address that brings the reader back here afterwards. */
export function loginPath(returnTo: string): string {
  const target = safeReturnTo(returnTo, '');
  return target && target !== '/' ? `/login?returnTo=${encodeURIComponent(target)}` : '/login';
}

/** A sign-in page's address keeping the way back (register, reset and magic-link links). */
export const withReturnTo = (path: string, returnTo: string | null) =>
  returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;

/** The way back given to this page, when it is a safe one (else none). */
export function keptReturnTo(params: URLSearchParams): string | null {
  const raw = params.get('returnTo');
  return raw && safeReturnTo(raw, '') === raw ? raw : null;
}

/** The page a loader runs for, as the way back after signing in. */
export function requestPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * A signed-in page's data for its loader (the account area, the order history): a session that
 * ended meanwhile (idle expiry) answers 401, and the reader goes to /login with the way back.
 */
export async function ensure<T, K extends QueryKey>(
  request: Request,
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options as never);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSession();
      throw redirect(loginPath(requestPath(request)));
    }
    throw error;
  }
}
