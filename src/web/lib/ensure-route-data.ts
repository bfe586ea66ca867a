import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { data } from 'react-router';
import { queryClient } from './api.ts';
import { ApiError } from './http-client.ts';

/**
 * Loads a page's data before it shows (no waterfall of spinners). An unknown id or slug becomes
 * the router's 404, so the page shows the spec's not-found texts.
 */
export async function ensureRouteData<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options as never);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}
