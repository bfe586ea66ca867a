/**
 * Whether the signed-in member may change offers (issue 13): box-office managers and
 * administrators. Box-office staff read the lists only. The server decides (every change route
 * names the manager role); this only keeps a page from offering what would be refused.
 */
import { useQuery } from '@tanstack/react-query';
import { roleAtLeast } from '../../../../shared/contracts/staff.ts';
import { staffSessionQueryOptions } from '../staff-session-api.ts';

export function useCanChangeOffers(): boolean {
  const staff = useQuery(staffSessionQueryOptions()).data?.staff;
  return staff ? roleAtLeast(staff.role, 'manager') : false;
}
