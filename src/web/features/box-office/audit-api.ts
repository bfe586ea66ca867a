/** The audit log for administrators (issue 13): 50 entries a page, newest first. */
import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '../../../shared/contracts/staff.ts';
import { api } from '../../lib/api.ts';
import { BOX_OFFICE_KEY } from './staff-session-api.ts';

export interface AuditFilter {
  /** Only this kind of record (`staff`, `production`…). */
  entity?: string | undefined;
  /** Only entries older than this id: the next page. */
  before?: number | undefined;
}

/** The filter an address asks for; what is not a well-formed value is left out. */
export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const entity = params.get('entity') ?? '';
  const before = params.get('before') ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(before) ? Number(before) : 0;
  return {
    entity: /^[a-z-]{1,40}$/.test(entity) ? entity : undefined,
    before: id > 0 && id <= 2_147_483_647 ? id : undefined,
  };
}

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...BOX_OFFICE_KEY, 'audit', filter.entity ?? '', filter.before ?? 0] as const,
    queryFn: () =>
      api.get<{ entries: AuditEntry[]; nextBefore: number | null }>('/api/box-office/audit', {
        entity: filter.entity,
        before: filter.before,
      }),
  });
