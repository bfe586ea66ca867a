/**
 * The staff member's session (issue 13), as the staff API tells it: who is signed in and how far
 * sign-in has come. The box office's layout, nav and guard all read this one query; the server
 * alone decides (its cookie goes to /api/box-office only, the browser cannot read it).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffSession } from '../../../shared/contracts/staff.ts';
import { api, queryClient } from '../../lib/api.ts';

export const STAFF_SESSION_KEY = ['staff-session'] as const;
/** Every staff page's data lives under this key, dropped whenever who is signed in changes. */
export const BOX_OFFICE_KEY = ['box-office'] as const;

export const staffSessionQueryOptions = () =>
  queryOptions({
    queryKey: STAFF_SESSION_KEY,
    queryFn: () => api.get<StaffSession>('/api/box-office/session'),
    // Short: staff sessions end after 15 minutes idle, and a role change ends them at once.
    staleTime: 15_000,
  });

/** After a sign-in step: the answer is the session, and no one else's staff data is kept. */
export function rememberStaffSession(session: StaffSession): void {
  queryClient.removeQueries({ queryKey: BOX_OFFICE_KEY });
  queryClient.setQueryData(STAFF_SESSION_KEY, session);
}

/** After signing out, or a session the server ended (idle, role changed, disabled). */
export function forgetStaffSession(): void {
  rememberStaffSession({ staff: null, next: 'password' });
}

/**
 * Signs out on the server, then here. A failure throws and changes nothing here: the session
 * would still be good on the server, so the page must not look signed out.
 */
export async function signOutStaff(): Promise<void> {
  await api.delete('/api/box-office/session');
  forgetStaffSession();
}
