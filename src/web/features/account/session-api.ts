import { queryOptions } from '@tanstack/react-query';
import type { SessionResponse, SignedInResponse } from '../../../shared/contracts/auth.ts';
import { api, queryClient } from '../../lib/api.ts';

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
