/** Staff accounts for administrators (issue 13): the list, a new account, a change to one. */
import { queryOptions } from '@tanstack/react-query';
import type {
  StaffAccount,
  StaffCreateBody,
  StaffUpdateBody,
} from '../../../shared/contracts/staff.ts';
import { api, queryClient } from '../../lib/api.ts';
import { BOX_OFFICE_KEY } from './staff-session-api.ts';

export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...BOX_OFFICE_KEY, 'staff'] as const,
    queryFn: () => api.get<{ staff: StaffAccount[] }>('/api/box-office/staff'),
  });

/** A change leaves the list and the audit log out of date. */
async function refreshAfterChange(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: staffAccountsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: [...BOX_OFFICE_KEY, 'audit'] }),
  ]);
}

export async function createStaffAccount(body: StaffCreateBody): Promise<StaffAccount> {
  const created = await api.post<StaffAccount>('/api/box-office/staff', body);
  await refreshAfterChange();
  return created;
}

export async function updateStaffAccount(id: number, body: StaffUpdateBody): Promise<StaffAccount> {
  const updated = await api.patch<StaffAccount>(`/api/box-office/staff/${id}`, body);
  await refreshAfterChange();
  return updated;
}
