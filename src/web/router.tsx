import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import {
  homeLoader,
  listingsLoader,
  listingsShouldRevalidate,
  performanceLoader,
  productionLoader,
} from './features/catalogue/catalogue-loaders.ts';
import { siteStatusQueryOptions } from './features/site/site-api.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { queryClient } from './lib/api.ts';
import { importWithReload } from './lib/lazy-with-reload.ts';
import { RouteErrorBoundary } from './routes/error-page.tsx';

/**
 * The maintenance guard: while sales are offline every page but /maintenance sends the buyer
 * there, unless this browser holds the staff bypass cookie.
 */
async function maintenanceGuard({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  if (pathname === '/maintenance') return null;
  try {
    const status = await queryClient.fetchQuery(siteStatusQueryOptions());
    if (status.maintenance && !status.bypass) throw redirect('/maintenance');
  } catch (error) {
    if (error instanceof Response) throw error;
    // The status itself failing should not block browsing; the pages show their own errors.
  }
  return null;
}

/** A page's component, loaded on demand (its loader is static: data and code load together). */
const page = (load: () => Promise<{ Component: ComponentType }>) => async () => ({
  Component: (await importWithReload(load)).Component,
});

export const router = createBrowserRouter([
  {
    id: 'root',
    loader: maintenanceGuard,
    HydrateFallback: () => null,
    ErrorBoundary: RouteErrorBoundary,
    Component: DefaultLayout,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, loader: homeLoader, lazy: page(() => import('./routes/home.tsx')) },
          {
            path: 'listings',
            loader: listingsLoader,
            shouldRevalidate: listingsShouldRevalidate,
            lazy: page(() => import('./routes/listings.tsx')),
          },
          {
            path: 'events/:event',
            loader: productionLoader,
            lazy: page(() => import('./routes/event.tsx')),
          },
          {
            path: 'events/:event/:instance',
            loader: performanceLoader,
            lazy: page(() => import('./routes/performance.tsx')),
          },
          { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
  {
    path: 'maintenance',
    ErrorBoundary: RouteErrorBoundary,
    lazy: page(() => import('./routes/maintenance.tsx')),
  },
]);
