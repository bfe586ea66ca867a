/**
 * The door's calls to the box-office API (src/shared/contracts/door.ts): the performances to
 * choose from, a performance's ticket list, a scan, and the sync of scans made offline.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DoorList,
  DoorPerformancesSchema,
  DoorScanResult,
  DoorSyncBody,
  DoorSyncResultSchema,
} from '../../../shared/contracts/door.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';

export type DoorPerformances = z.infer<typeof DoorPerformancesSchema>;
export type DoorSyncResult = z.infer<typeof DoorSyncResultSchema>;

const base = '/api/box-office/door';

export const doorPerformancesQueryOptions = () =>
  queryOptions({
    queryKey: ['box-office', 'door', 'performances', currentLocale()],
    queryFn: () => api.get<DoorPerformances>(`${base}/performances`, { lang: currentLocale() }),
    staleTime: 15_000,
  });

/** The calls a door session makes (an interface, so its tests can answer them). */
export interface DoorApi {
  list(performanceId: number): Promise<DoorList>;
  scan(performanceId: number, barcode: string, signal?: AbortSignal): Promise<DoorScanResult>;
  sync(performanceId: number, body: DoorSyncBody): Promise<DoorSyncResult>;
}

export const doorApi: DoorApi = {
  list: (id) => api.get<DoorList>(`${base}/${id}`, { lang: currentLocale() }),
  scan: (id, barcode, signal) =>
    api.post<DoorScanResult>(
      `${base}/${id}/scans?lang=${currentLocale()}`,
      { barcode },
      undefined,
      signal,
    ),
  sync: (id, body) => api.post<DoorSyncResult>(`${base}/${id}/sync?lang=${currentLocale()}`, body),
};

/** The route parameter as a performance id, or null when it is not one. */
export function performanceIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
