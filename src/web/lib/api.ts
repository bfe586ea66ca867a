import { QueryClient } from '@tanstack/react-query';
import { ApiError, createHttpClient } from './http-client.ts';
import { createProgressStore } from './progress-store.ts';
import { createServerClock } from './server-clock.ts';

export const progress = createProgressStore();

/** The server's time, learnt from every answer: hold countdowns and deadlines run on it. */
export const serverClock = createServerClock();

export const api = createHttpClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL as string | undefined,
  progress,
  clock: serverClock,
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
