import { queryOptions } from '@tanstack/react-query';
import type { SiteStatus } from '../../../shared/contracts/site.ts';
import { api } from '../../lib/api.ts';

export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['site-status'],
    queryFn: () => api.get<SiteStatus>('/api/site-status'),
    staleTime: 60_000,
  });
