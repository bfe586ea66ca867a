/**
 * The box office's web code as one chunk (issue 13): its frame, its pages, their loaders and
 * error pages. The web router (src/web/router.tsx) adds its route (`boxOfficeRoute`) when a
 * box-office address is first opened, so the storefront's bundle carries next to nothing of the
 * box office; and one chunk for all of it splits none of
 * the storefront's shared chunks (several small ones did, and cost the listings page bytes). A large page of its own (a scanner, charts) is given here as
 * `() => import('./page.tsx')` and comes as a chunk of its own when opened.
 */
import staffMessages from 'virtual:staff-messages';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { mergeMessages } from '../../../shared/i18n/staff-messages.ts';
import { pagePath } from '../../../shared/page-routes.ts';
import {
  auditLoader,
  boxOfficeLayoutLoader,
  doorLoader,
  doorPerformancesLoader,
  signInLoader,
  staffAccountsLoader,
  staffPageGuard,
  venueLoader,
  venuesLoader,
} from '../../features/box-office/box-office-loaders.ts';
import {
  newProductionLoader,
  performanceLoader,
  pricesLoader,
  productionLoader,
  seasonListLoader,
} from '../../features/box-office/season/season-loaders.ts';
import { extendMessages } from '../../i18n/i18n.ts';
import { Component as Audit } from './audit.tsx';
import { BoxOfficeFrameError, BoxOfficeNotFound, BoxOfficePageError } from './box-office-error.tsx';
import { Component as Frame } from './box-office-layout.tsx';
import { BOX_OFFICE_ROUTE_TABLE, type BoxOfficePageName } from './box-office-route-table.ts';
import { Component as Home } from './home.tsx';
import { Component as SignIn } from './sign-in.tsx';
import { Component as Staff } from './staff.tsx';

/**
 * The box office's texts (the `staff` namespace, its error codes): in no other bundle, laid over
 * the languages loaded when this chunk comes (US English and the reader's at least) and over
 * each one loaded later (a language switch).
 */
export const staffTexts = extendMessages(async (locale) => {
  const load = staffMessages[locale];
  if (!load) throw new Error(`No box-office messages for ${locale}`);
  const staff = (await load()).default;
  return (messages) => mergeMessages(messages, staff);
});

/** What a route takes from here: its component, loader and error boundary, as it has them. */
export interface BoxOfficeRouteParts {
  Component?: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<unknown>;
}

type OfferLoaderName = keyof typeof import('../../features/box-office/offers/offer-loaders.ts');

/** An offer set-up page: its component and its loader, fetched together when opened. */
const offerPage =
  (load: () => Promise<{ Component: ComponentType }>, loader: OfferLoaderName) =>
  async (): Promise<BoxOfficeRouteParts> => {
    const [page, loaders] = await Promise.all([
      load(),
      import('../../features/box-office/offers/offer-loaders.ts'),
    ]);
    return { Component: page.Component, loader: loaders[loader] };
  };

type ReportLoaderName = keyof typeof import('../../features/box-office/reports/reports-loaders.ts');

/**
 * A report page (or the door list): its component (with its charts) and its loader, fetched
 * together when opened, in chunks of their own.
 */
const reportPage =
  (load: () => Promise<{ Component: ComponentType }>, loader: ReportLoaderName) =>
  async (): Promise<BoxOfficeRouteParts> => {
    const [page, loaders] = await Promise.all([
      load(),
      import('../../features/box-office/reports/reports-loaders.ts'),
    ]);
    return { Component: page.Component, loader: loaders[loader] };
  };

type CustomerLoaderName =
  keyof typeof import('../../features/box-office/customers/customers-loaders.ts');

/** A customer look-up page: its component and its loader, fetched together when opened. */
const customerPage =
  (load: () => Promise<{ Component: ComponentType }>, loader: CustomerLoaderName) =>
  async (): Promise<BoxOfficeRouteParts> => {
    const [page, loaders] = await Promise.all([
      load(),
      import('../../features/box-office/customers/customers-loaders.ts'),
    ]);
    return { Component: page.Component, loader: loaders[loader] };
  };

/**
 * Each box-office page's parts, by its name in box-office-route-table.ts: its component and
 * loader, or a function that loads them when the page is a chunk of its own.
 */
const boxOfficeRoutes: Record<
  BoxOfficePageName,
  BoxOfficeRouteParts | (() => Promise<BoxOfficeRouteParts>)
> = {
  signIn: { Component: SignIn, loader: signInLoader },
  staff: { Component: Staff, loader: staffAccountsLoader },
  audit: { Component: Audit, loader: auditLoader },
  // The door's pages bring the scanner (and its WASM decoder) in chunks of their own.
  door: async () => ({
    Component: (await import('./door.tsx')).Component,
    loader: doorPerformancesLoader,
  }),
  venues: async () => ({
    Component: (await import('./venues.tsx')).Component,
    loader: venuesLoader,
  }),
  venueNew: async () => ({
    Component: (await import('./venue-new.tsx')).Component,
    loader: staffPageGuard,
  }),
  venue: async () => ({
    Component: (await import('./venue.tsx')).Component,
    loader: venueLoader,
  }),
  // Offer set-up (issue 13): each page a chunk of its own, its loader from offer-loaders.ts.
  promoCodes: offerPage(() => import('./promo-codes.tsx'), 'promoCodesLoader'),
  newPromoCode: offerPage(() => import('./promo-code.tsx'), 'newPromoCodeLoader'),
  promoCode: offerPage(() => import('./promo-code.tsx'), 'promoCodeLoader'),
  funds: offerPage(() => import('./funds.tsx'), 'fundsLoader'),
  newFund: offerPage(() => import('./fund.tsx'), 'newFundLoader'),
  fund: offerPage(() => import('./fund.tsx'), 'fundLoader'),
  levels: offerPage(() => import('./membership-levels.tsx'), 'levelsLoader'),
  newLevel: offerPage(() => import('./membership-level.tsx'), 'newLevelLoader'),
  level: offerPage(() => import('./membership-level.tsx'), 'levelLoader'),
  voucherSettings: offerPage(() => import('./gift-voucher-settings.tsx'), 'voucherSettingsLoader'),
  // Season set-up: each page a chunk of its own (its forms), its loader from here.
  season: async () => ({
    Component: (await import('./season.tsx')).Component,
    loader: seasonListLoader,
  }),
  seasonNewProduction: async () => ({
    Component: (await import('./season-new-production.tsx')).Component,
    loader: newProductionLoader,
  }),
  seasonProduction: async () => ({
    Component: (await import('./season-production.tsx')).Component,
    loader: productionLoader,
  }),
  seasonNewPerformance: async () => ({
    Component: (await import('./season-new-performance.tsx')).Component,
    loader: productionLoader,
  }),
  seasonPerformance: async () => ({
    Component: (await import('./season-performance.tsx')).Component,
    loader: performanceLoader,
  }),
  seasonPrices: async () => ({
    Component: (await import('./season-prices.tsx')).Component,
    loader: pricesLoader,
  }),
  // Reports (issue 13): each page a chunk of its own (the charts), its loader from
  // reports-loaders.ts.
  reports: reportPage(() => import('./reports/index.tsx'), 'reportsIndexLoader'),
  reportPerformances: reportPage(
    () => import('./reports/performances.tsx'),
    'performancesReportLoader',
  ),
  reportPerformance: reportPage(
    () => import('./reports/performance.tsx'),
    'performanceReportLoader',
  ),
  reportProductions: reportPage(
    () => import('./reports/productions.tsx'),
    'productionsReportLoader',
  ),
  reportProduction: reportPage(() => import('./reports/production.tsx'), 'productionReportLoader'),
  reportDays: reportPage(() => import('./reports/days.tsx'), 'daysReportLoader'),
  reportGiving: reportPage(() => import('./reports/giving.tsx'), 'givingReportLoader'),
  reportMemberships: reportPage(
    () => import('./reports/memberships.tsx'),
    'membershipsReportLoader',
  ),
  reportVouchers: reportPage(() => import('./reports/gift-vouchers.tsx'), 'voucherLiabilityLoader'),
  doorList: reportPage(() => import('./door-list.tsx'), 'doorListLoader'),
  // The customer look-up (issue 13): each page a chunk of its own, its loader from
  // customers-loaders.ts.
  customers: customerPage(() => import('./customers.tsx'), 'customerSearchLoader'),
  customer: customerPage(() => import('./customer.tsx'), 'customerLoader'),
  lookupOrder: customerPage(() => import('./lookup-order.tsx'), 'lookupOrderLoader'),
  doorPerformance: async () => ({
    Component: (await import('./door-performance.tsx')).Component,
    loader: doorLoader,
  }),
};

/**
 * The box office's route: its frame (no sales maintenance guard: staff work while sales are
 * offline), its pages' error page, the home page, the pages of box-office-route-table.ts and the
 * staff's not-found page. The web router adds it when a box-office address is first opened
 * (router.tsx, patchBoxOffice); its id makes adding it twice add nothing.
 */
export const boxOfficeRoute: RouteObject = {
  id: 'box-office',
  path: pagePath('/box-office'),
  HydrateFallback: () => null,
  Component: Frame,
  ErrorBoundary: BoxOfficeFrameError,
  loader: boxOfficeLayoutLoader,
  children: [
    {
      ErrorBoundary: BoxOfficePageError,
      children: [
        { index: true, Component: Home, loader: staffPageGuard },
        ...BOX_OFFICE_ROUTE_TABLE.map(([pattern, name]): RouteObject => {
          const parts = boxOfficeRoutes[name];
          return {
            path: pagePath(pattern, '/box-office'),
            ...(typeof parts === 'function' ? { lazy: parts } : parts),
          };
        }),
        // Any other box-office address: not found, in the staff's frame (the server says 404).
        { path: '*', Component: BoxOfficeNotFound },
      ],
    },
  ],
};
