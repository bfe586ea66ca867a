/**
 * A staff call answered 401 (the session ended: 15 minutes idle, a new role, a disabled
 * account): sign in again and come back here (issue 13).
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/http-client.ts';
import { staffSignInPath } from './box-office-pages.ts';
import { forgetStaffSession } from './staff-session-api.ts';

export function useStaffSignInAgain(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) return false;
      forgetStaffSession();
      navigate(staffSignInPath(`${location.pathname}${location.search}`), { replace: true });
      return true;
    },
    [navigate, location.pathname, location.search],
  );
}
