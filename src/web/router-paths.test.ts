/**
 * The web router and the shared list of page addresses (src/shared/page-routes.ts) agree: the
 * server answers 404 for any page address not in the list, so a router path missing from it
 * would be a page the server calls "not found", and a listed path the router lacks a 200 for
 * the SPA's not-found page. The router's modules are stood in for (they need the browser and
 * Vite); createBrowserRouter hands back the route tree it is given.
 */
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BOX_OFFICE_PAGE_ROUTES } from '../shared/box-office-page-routes.ts';
import { matchPagePath, PAGE_ROUTES } from '../shared/page-routes.ts';
import { BOX_OFFICE_ROUTE_TABLE } from './routes/box-office/box-office-route-table.ts';

vi.mock('react-router', () => ({
  createBrowserRouter: (routes: RouteObject[]) => ({ routes }),
  redirect: () => new Response(null, { status: 302 }),
}));
vi.mock('./features/catalogue/catalogue-loaders.ts', () => ({
  homeLoader: vi.fn(),
  listingsLoader: vi.fn(),
  listingsShouldRevalidate: vi.fn(),
  performanceLoader: vi.fn(),
  productionLoader: vi.fn(),
}));
vi.mock('./features/price-selection/price-selection-api.ts', () => ({
  priceSelectionLoader: vi.fn(),
}));
vi.mock('./features/sensory-booth/sensory-booth-api.ts', () => ({ sensoryBoothLoader: vi.fn() }));
vi.mock('./features/site/site-api.ts', () => ({ siteStatusQueryOptions: vi.fn() }));
vi.mock('./i18n/i18n.ts', () => ({
  loadAllMessages: vi.fn(),
  loadSeatingMessages: vi.fn(),
}));
vi.mock('./layouts/default-layout.tsx', () => ({ DefaultLayout: vi.fn() }));
vi.mock('./lib/api.ts', () => ({ queryClient: {} }));
vi.mock('./lib/lazy-with-reload.ts', () => ({ importWithReload: vi.fn() }));
vi.mock('./routes/error-page.tsx', () => ({ RouteErrorBoundary: vi.fn() }));

/** Every full path the router declares (an index route is its parent's path). */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...routerPaths(route.children ?? [], own)];
  });
}

describe('page addresses', () => {
  it('every path of the web router is in the shared list, and every listed path is routed', async () => {
    const { router } = (await import('./router.tsx')) as unknown as {
      router: { routes: RouteObject[] };
    };
    // The box office's route joins the router when it is first opened (router.tsx): its frame
    // and home page at /box-office, its other pages those of its table.
    const paths = [
      ...routerPaths(router.routes),
      '/box-office',
      ...BOX_OFFICE_ROUTE_TABLE.map(([pattern]) => pattern),
    ].filter((p) => !p.endsWith('*'));
    const listed: readonly string[] = [...PAGE_ROUTES, ...BOX_OFFICE_PAGE_ROUTES];
    expect(paths.filter((p) => !listed.includes(p))).toEqual([]);
    expect(listed.filter((p) => !paths.includes(p))).toEqual([]);
    // The catch-all is the not-found page.
    expect(routerPaths(router.routes)).toContain('/*');
  });
});

describe('matchPagePath', () => {
  it('knows the pages, their dynamic segments and optional ones, in any case', () => {
    expect(matchPagePath('/')?.pattern).toBe('/');
    expect(matchPagePath('/listings')?.pattern).toBe('/listings');
    expect(matchPagePath('/Listings')?.pattern).toBe('/listings');
    expect(matchPagePath('/events/a-christmas-carol/26')).toEqual({
      pattern: '/events/:event/:instance',
      params: { event: 'a-christmas-carol', instance: '26' },
    });
    expect(matchPagePath('/events/our-town/3/syos')?.pattern).toBe(
      '/events/:event/:instance/syos/:view?',
    );
    expect(matchPagePath('/events/our-town/3/syos/balcony')?.params).toMatchObject({
      view: 'balcony',
    });
    expect(matchPagePath('/account/your-orders/MSP-DEM0PAST')?.pattern).toBe(
      '/account/your-orders/:number',
    );
    expect(matchPagePath('/account/custom/volunteer/hours')?.pattern).toBe(
      '/account/custom/:view/:tab',
    );
    for (const path of [
      '/gift-vouchers',
      '/gift-vouchers/purchase',
      '/gift-certificates',
      '/Gift-Certificates/Purchase',
    ])
      expect(matchPagePath(path)?.pattern, path).toBe(path.toLowerCase());
    expect(matchPagePath('/contributions/donations/4')).toEqual({
      pattern: '/contributions/donations/:fundId',
      params: { fundId: '4' },
    });
  });

  it('is null for unknown shapes and ill-formed segments', () => {
    for (const path of [
      '/no-such-page',
      '/listings/extra',
      '/events',
      '/events/a-christmas-carol/not-a-number',
      '/events/a-christmas-carol/0',
      '/events/a-christmas-carol/99999999999',
      '/events/A-Christmas-Carol',
      '/events/a-christmas-carol/26/unknown',
      '/account/your-orders/12345',
      '/account/custom',
      '/order',
      '/events/%E0%A4%A',
      '/contributions/donations/abc',
      '/contributions/donations/0',
      '/contributions/donations/1/extra',
      '/gift-vouchers/buy',
      '/gift-certificates/purchase/extra',
    ])
      expect(matchPagePath(path), path).toBeNull();
  });
});
