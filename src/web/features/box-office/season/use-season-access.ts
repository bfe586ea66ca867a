/**
 * What the signed-in member may do with the season (issue 13): managers change it, staff read
 * it. The pages only mirror the server, which checks every change's role itself; and a change
 * refused because the session ended signs in again and comes back.
 */
import { useQuery } from '@tanstack/react-query';
import { roleAtLeast } from '../../../../shared/contracts/staff.ts';
import { staffSessionQueryOptions } from '../staff-session-api.ts';
import { useStaffSignInAgain } from '../use-staff-sign-in-again.ts';

export function useSeasonAccess(): {
  canChange: boolean;
  signInAgain: (error: unknown) => boolean;
} {
  const { data } = useQuery(staffSessionQueryOptions());
  const signInAgain = useStaffSignInAgain();
  return {
    canChange: data?.staff ? roleAtLeast(data.staff.role, 'manager') : false,
    signInAgain,
  };
}
