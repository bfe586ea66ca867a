import { QueryClient } from '@tanstack/react-query';
import { ApiError, createHttpClient } from './http-client.ts';
import { createProgressStore } from './progress-store.ts';

export const progress = createProgressStore();

export const api = createHttpClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL as string | undefined,
  progress,
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Only a network failure or a passing server error may go away by asking again; a 4xx or
      // maintenance (503) will not.
      retry: (failures, error) =>
        failures < 2 &&
        (!(error instanceof ApiError) ||
          error.status === 0 ||
          (error.status >= 500 && error.status !== 503)),
    },
  },
});
