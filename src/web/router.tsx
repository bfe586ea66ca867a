import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { pagePath } from '../shared/page-routes.ts';
import {
  homeLoader,
  listingsLoader,
  listingsShouldRevalidate,
  performanceLoader,
  productionLoader,
} from './features/catalogue/catalogue-loaders.ts';
import { priceSelectionLoader } from './features/price-selection/price-selection-api.ts';
import { sensoryBoothLoader } from './features/sensory-booth/sensory-booth-api.ts';
import { siteStatusQueryOptions } from './features/site/site-api.ts';
import { loadAllMessages, loadSeatingMessages } from './i18n/i18n.ts';
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

/** A performance's seat pages: their code and the US English texts of the map together. */
const seatPage = (load: () => Promise<{ Component: ComponentType }>) => async () => {
  const [module] = await Promise.all([importWithReload(load), loadSeatingMessages()]);
  return { Component: module.Component };
};

type AccountLoaders = typeof import('./features/account/account-loaders.ts');

/**
 * An account loader. The loaders come in a small chunk of their own, fetched at the same time
 * as the page's code, so the account area costs the listings route no JavaScript.
 */
const accountLoader =
  (name: Exclude<keyof AccountLoaders, 'customViewOf' | 'ensure'>) =>
  async (args: LoaderFunctionArgs) => {
    const loaders = await importWithReload(() => import('./features/account/account-loaders.ts'));
    return loaders[name](args);
  };

/** A sign-in or account page: its code and the US English texts it needs arrive together. */
const accountPage = (load: () => Promise<{ Component: ComponentType }>) => async () => {
  const [module] = await Promise.all([importWithReload(load), loadAllMessages()]);
  return { Component: module.Component };
};

type DonationLoaders = typeof import('./features/donations/donation-loaders.ts');

/** The donation pages' loaders: a small chunk of their own, as accountLoader's. */
const donationLoader = (name: keyof DonationLoaders) => async (args: LoaderFunctionArgs) => {
  const loaders = await importWithReload(() => import('./features/donations/donation-loaders.ts'));
  return loaders[name](args);
};

type MembershipLoaders = typeof import('./features/memberships/membership-loaders.ts');

/** The membership pages' loaders: a small chunk of their own, as donationLoader's. */
const membershipLoader = (name: keyof MembershipLoaders) => async (args: LoaderFunctionArgs) => {
  const loaders = await importWithReload(
    () => import('./features/memberships/membership-loaders.ts'),
  );
  return loaders[name](args);
};

type OrderHistoryLoaders = typeof import('./features/orders/order-history-loaders.ts');

/** The account's orders, tickets, credit and cards: loaders from a small chunk, as above. */
const orderHistoryLoader =
  (name: keyof OrderHistoryLoaders) => async (args: LoaderFunctionArgs) => {
    const loaders = await importWithReload(
      () => import('./features/orders/order-history-loaders.ts'),
    );
    return loaders[name](args);
  };

type GivingLoaders = typeof import('./features/giving/giving-loaders.ts');

/** The giving pages (history, gift aid): loaders from a small chunk, as above. */
const givingLoader = (name: keyof GivingLoaders) => async (args: LoaderFunctionArgs) => {
  const loaders = await importWithReload(() => import('./features/giving/giving-loaders.ts'));
  return loaders[name](args);
};

type PaymentPlanLoaders = typeof import('./features/payment-plans/payment-plans-loaders.ts');

/** The memberships page's loader: a small chunk of its own, as above. */
const paymentPlanLoader = (name: keyof PaymentPlanLoaders) => async (args: LoaderFunctionArgs) => {
  const loaders = await importWithReload(
    () => import('./features/payment-plans/payment-plans-loaders.ts'),
  );
  return loaders[name](args);
};

type GiftVoucherLoaders = typeof import('./features/gift-vouchers/gift-voucher-loaders.ts');

/** The gift voucher pages' loaders: a small chunk of their own, as above. */
const giftVoucherLoader = (name: keyof GiftVoucherLoaders) => async (args: LoaderFunctionArgs) => {
  const loaders = await importWithReload(
    () => import('./features/gift-vouchers/gift-voucher-loaders.ts'),
  );
  return loaders[name](args);
};

type CheckoutLoaders = typeof import('./features/checkout/checkout-api.ts');

/**
 * A checkout guard (basket, valid-basket, authenticated), from a small chunk fetched with the
 * page's code, so checkout costs the listings route no JavaScript.
 */
const checkoutLoader =
  (name: 'basketLoader' | 'accountStepLoader' | 'checkoutStepLoader' | 'orderPageLoader') =>
  async (args: LoaderFunctionArgs) => {
    const loaders = await importWithReload(() => import('./features/checkout/checkout-api.ts'));
    return (loaders as CheckoutLoaders)[name](args);
  };

/** Checkout pages need the late namespaces (basket, checkout, order) too: see accountPage. */
const checkoutPage = accountPage;

/**
 * A box-office route (issue 13) by its name in routes/box-office/box-office-app.ts: its page,
 * loader and error page come from there, one chunk for the whole box office, with the texts
 * staff pages use. Nothing of the box office is in the storefront's bundle but these names.
 */
const boxOffice = (name: string) => async () => {
  const [app] = await Promise.all([
    importWithReload(() => import('./routes/box-office/box-office-app.ts')),
    loadAllMessages(),
  ]);
  await app.staffTexts;
  const parts = app.boxOfficeRoutes[name];
  return typeof parts === 'function' ? parts() : (parts ?? {});
};

/**
 * Every path is a pattern of src/shared/page-routes.ts (pagePath), the list the server also
 * reads to answer unknown page addresses with 404; router-paths.test.ts checks they agree.
 */
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
            path: pagePath('/listings'),
            loader: listingsLoader,
            shouldRevalidate: listingsShouldRevalidate,
            lazy: page(() => import('./routes/listings.tsx')),
          },
          {
            path: pagePath('/events/:event'),
            loader: productionLoader,
            lazy: page(() => import('./routes/event.tsx')),
          },
          {
            path: pagePath('/events/:event/:instance'),
            loader: performanceLoader,
            lazy: seatPage(() => import('./routes/performance.tsx')),
          },
          {
            path: pagePath('/events/:event/:instance/syos/:view?'),
            loader: performanceLoader,
            lazy: seatPage(() => import('./routes/performance-syos.tsx')),
          },
          {
            path: pagePath('/events/:event/:instance/price-selection'),
            loader: priceSelectionLoader,
            lazy: seatPage(() => import('./routes/performance-price-selection.tsx')),
          },
          {
            path: pagePath('/events/:event/:instance/form'),
            loader: sensoryBoothLoader,
            lazy: seatPage(() => import('./routes/performance-booth-form.tsx')),
          },
          // Giving (spec §2 Contributions): their texts load with them, as the account's do.
          {
            path: pagePath('/contributions'),
            lazy: accountPage(() => import('./routes/contributions/ways-to-give.tsx')),
          },
          {
            path: pagePath('/contributions/donations'),
            loader: donationLoader('fundsLoader'),
            lazy: accountPage(() => import('./routes/contributions/donations.tsx')),
          },
          {
            path: pagePath('/contributions/donations/:fundId'),
            loader: donationLoader('fundLoader'),
            lazy: accountPage(() => import('./routes/contributions/donation-fund.tsx')),
          },
          {
            path: pagePath('/contributions/memberships'),
            loader: membershipLoader('membershipLevelsLoader'),
            lazy: accountPage(() => import('./routes/contributions/memberships.tsx')),
          },
          {
            path: pagePath('/contributions/memberships/:membership'),
            loader: membershipLoader('membershipLevelLoader'),
            lazy: accountPage(() => import('./routes/contributions/membership-level.tsx')),
          },
          // Gift vouchers (spec §2): one set of pages at both addresses, texts as giving's.
          ...(['/gift-vouchers', '/gift-certificates'] as const).map((pattern) => ({
            path: pagePath(pattern),
            lazy: accountPage(() => import('./routes/gift-vouchers/gift-vouchers.tsx')),
          })),
          ...(['/gift-vouchers/purchase', '/gift-certificates/purchase'] as const).map(
            (pattern) => ({
              path: pagePath(pattern),
              lazy: accountPage(() => import('./routes/gift-vouchers/purchase.tsx')),
            }),
          ),
          { path: pagePath('/login'), lazy: accountPage(() => import('./routes/login.tsx')) },
          {
            path: pagePath('/register'),
            loader: accountLoader('countriesLoader'),
            lazy: accountPage(() => import('./routes/register.tsx')),
          },
          {
            path: pagePath('/reset-password'),
            lazy: accountPage(() => import('./routes/reset-password.tsx')),
          },
          {
            path: pagePath('/authentication'),
            lazy: accountPage(() => import('./routes/authentication.tsx')),
          },
          {
            // The route guard "authenticated": signed out, the reader signs in and comes back.
            path: pagePath('/account'),
            loader: accountLoader('authenticatedGuard'),
            lazy: accountPage(() => import('./routes/account/account-layout.tsx')),
            children: [
              { index: true, loader: () => redirect('/account/your-details') },
              {
                path: pagePath('/account/your-details', '/account'),
                loader: accountLoader('detailsLoader'),
                lazy: accountPage(() => import('./routes/account/your-details.tsx')),
              },
              {
                path: pagePath('/account/addresses', '/account'),
                loader: accountLoader('addressesLoader'),
                lazy: accountPage(() => import('./routes/account/addresses.tsx')),
              },
              {
                path: pagePath('/account/contact-preferences', '/account'),
                loader: accountLoader('contactPreferencesLoader'),
                lazy: accountPage(() => import('./routes/account/contact-preferences.tsx')),
              },
              {
                path: pagePath('/account/update-password', '/account'),
                lazy: accountPage(() => import('./routes/account/update-password.tsx')),
              },
              {
                path: pagePath('/account/your-profile', '/account'),
                loader: accountLoader('profileLoader'),
                lazy: accountPage(() => import('./routes/account/your-profile.tsx')),
              },
              {
                path: pagePath('/account/access', '/account'),
                loader: accountLoader('accessLoader'),
                lazy: accountPage(() => import('./routes/account/access.tsx')),
              },
              {
                path: pagePath('/account/household', '/account'),
                loader: accountLoader('householdLoader'),
                lazy: accountPage(() => import('./routes/account/household.tsx')),
              },
              {
                path: pagePath('/account/your-orders', '/account'),
                loader: orderHistoryLoader('ordersLoader'),
                lazy: accountPage(() => import('./routes/account/your-orders.tsx')),
              },
              {
                path: pagePath('/account/your-orders/:number', '/account'),
                loader: orderHistoryLoader('orderLoader'),
                lazy: accountPage(() => import('./routes/account/order-detail.tsx')),
              },
              {
                path: pagePath('/account/giving-history', '/account'),
                loader: givingLoader('givingHistoryLoader'),
                lazy: accountPage(() => import('./routes/account/giving-history.tsx')),
              },
              {
                path: pagePath('/account/memberships', '/account'),
                loader: paymentPlanLoader('accountMembershipsLoader'),
                lazy: accountPage(() => import('./routes/account/memberships.tsx')),
              },
              {
                // Only where GIFT_AID_ENABLED; elsewhere the loader answers 404 (not found).
                path: pagePath('/account/gift-aid', '/account'),
                loader: givingLoader('giftAidLoader'),
                lazy: accountPage(() => import('./routes/account/gift-aid.tsx')),
              },
              {
                path: pagePath('/account/print-at-home-tickets', '/account'),
                loader: orderHistoryLoader('printTicketsLoader'),
                lazy: accountPage(() => import('./routes/account/print-at-home-tickets.tsx')),
              },
              {
                path: pagePath('/account/account-credit', '/account'),
                loader: orderHistoryLoader('creditLoader'),
                lazy: accountPage(() => import('./routes/account/account-credit.tsx')),
              },
              {
                path: pagePath('/account/gift-voucher-balance', '/account'),
                loader: giftVoucherLoader('accountVouchersLoader'),
                lazy: accountPage(() => import('./routes/account/gift-voucher-balance.tsx')),
              },
              {
                path: pagePath('/account/payment-cards', '/account'),
                loader: orderHistoryLoader('paymentCardsLoader'),
                lazy: accountPage(() => import('./routes/account/payment-cards.tsx')),
              },
              ...(
                [
                  '/account/volunteering',
                  '/account/volunteering/:tab',
                  '/account/education',
                  '/account/education/:tab',
                  '/account/custom/:view',
                  '/account/custom/:view/:tab',
                ] as const
              ).map((pattern) => ({
                path: pagePath(pattern, '/account'),
                loader: accountLoader('customViewLoader'),
                lazy: accountPage(() => import('./routes/account/custom-view.tsx')),
              })),
            ],
          },
          // A gift voucher's balance by its code: one page at both of the spec's addresses.
          ...(['/gift-vouchers/balance', '/gift-certificates/balance'] as const).map((pattern) => ({
            path: pagePath(pattern),
            lazy: accountPage(() => import('./routes/gift-voucher-balance.tsx')),
          })),
          {
            // Signed in only (the guard "authenticated"): the voucher becomes account credit.
            path: pagePath('/redeem-gift-voucher'),
            loader: accountLoader('authenticatedGuard'),
            lazy: accountPage(() => import('./routes/redeem-gift-voucher.tsx')),
          },
          {
            // Signed out, the tickets' 401 sends the reader to sign in and back.
            path: pagePath('/your-tickets'),
            loader: orderHistoryLoader('ticketsLoader'),
            lazy: accountPage(() => import('./routes/your-tickets.tsx')),
          },
          {
            path: pagePath('/shared-tickets'),
            loader: orderHistoryLoader('sharedTicketLoader'),
            lazy: accountPage(() => import('./routes/shared-tickets.tsx')),
          },
          ...(['/basket', '/checkout/basket'] as const).map((pattern) => ({
            path: pagePath(pattern),
            loader: checkoutLoader('basketLoader'),
            lazy: checkoutPage(() => import('./routes/basket.tsx')),
          })),
          { path: pagePath('/checkout'), loader: () => redirect('/checkout/basket') },
          {
            path: pagePath('/checkout/account'),
            loader: checkoutLoader('accountStepLoader'),
            lazy: checkoutPage(() => import('./routes/checkout-account.tsx')),
          },
          {
            // The membership's terms: only when the cart holds one (checkout-step-list.ts).
            path: pagePath('/checkout/memberships'),
            loader: checkoutLoader('checkoutStepLoader'),
            lazy: checkoutPage(() => import('./routes/checkout-memberships.tsx')),
          },
          {
            path: pagePath('/checkout/delivery'),
            loader: checkoutLoader('checkoutStepLoader'),
            lazy: checkoutPage(() => import('./routes/checkout-delivery.tsx')),
          },
          {
            // "Select Account Holder": only for a customer in a household (the guard skips it).
            path: pagePath('/checkout/household'),
            loader: checkoutLoader('checkoutStepLoader'),
            lazy: checkoutPage(() => import('./routes/checkout-household.tsx')),
          },
          {
            // UK gift aid on the cart's gifts: only where GIFT_AID_ENABLED.
            path: pagePath('/checkout/gift-aid'),
            loader: givingLoader('checkoutGiftAidLoader'),
            lazy: checkoutPage(() => import('./routes/checkout-gift-aid.tsx')),
          },
          {
            path: pagePath('/checkout/review'),
            loader: checkoutLoader('checkoutStepLoader'),
            lazy: checkoutPage(() => import('./routes/checkout-review.tsx')),
          },
          // Any other address: the server answers it with 404 too (src/shared/page-routes.ts).
          { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
  {
    // The payment layout: no navigation to wander off mid-payment (payment-layout.tsx).
    loader: maintenanceGuard,
    HydrateFallback: () => null,
    ErrorBoundary: RouteErrorBoundary,
    lazy: page(() => import('./layouts/payment-frame.tsx')),
    children: [
      {
        path: pagePath('/checkout/payment'),
        loader: checkoutLoader('checkoutStepLoader'),
        lazy: checkoutPage(() => import('./routes/checkout-payment.tsx')),
      },
      {
        path: pagePath('/order/verify'),
        loader: checkoutLoader('orderPageLoader'),
        lazy: checkoutPage(() => import('./routes/order-verify.tsx')),
      },
      {
        path: pagePath('/order/confirmed'),
        loader: checkoutLoader('orderPageLoader'),
        lazy: checkoutPage(() => import('./routes/order-confirmed.tsx')),
      },
      {
        path: pagePath('/order/failed'),
        loader: checkoutLoader('orderPageLoader'),
        lazy: checkoutPage(() => import('./routes/order-failed.tsx')),
      },
      // A direct debit plan's card, back from the provider's page (spec §4): signed in only.
      {
        path: pagePath('/order/direct-debits/verify'),
        loader: checkoutLoader('orderPageLoader'),
        lazy: checkoutPage(() => import('./routes/direct-debits/verify.tsx')),
      },
      {
        path: pagePath('/order/direct-debits/confirmed'),
        loader: checkoutLoader('orderPageLoader'),
        lazy: checkoutPage(() => import('./routes/direct-debits/confirmed.tsx')),
      },
      {
        path: pagePath('/order/direct-debits/failed'),
        loader: checkoutLoader('orderPageLoader'),
        lazy: checkoutPage(() => import('./routes/direct-debits/failed.tsx')),
      },
    ],
  },
  {
    path: pagePath('/maintenance'),
    ErrorBoundary: RouteErrorBoundary,
    lazy: page(() => import('./routes/maintenance.tsx')),
  },
  {
    // The box office (issue 13): the staff's own frame and pages, loaded only here. No sales
    // maintenance guard: staff work while sales are offline. To add a page, see the head of
    // routes/box-office/box-office-layout.tsx.
    path: pagePath('/box-office'),
    HydrateFallback: () => null,
    lazy: boxOffice('frame'),
    children: [
      {
        lazy: boxOffice('pageError'),
        children: [
          { index: true, lazy: boxOffice('home') },
          {
            path: pagePath('/box-office/sign-in', '/box-office'),
            lazy: boxOffice('signIn'),
          },
          {
            path: pagePath('/box-office/door', '/box-office'),
            lazy: boxOffice('door'),
          },
          {
            path: pagePath('/box-office/door/:performance', '/box-office'),
            lazy: boxOffice('doorPerformance'),
          },
          {
            path: pagePath('/box-office/venues', '/box-office'),
            lazy: boxOffice('venues'),
          },
          {
            path: pagePath('/box-office/venues/new', '/box-office'),
            lazy: boxOffice('venueNew'),
          },
          {
            path: pagePath('/box-office/venues/:venue', '/box-office'),
            lazy: boxOffice('venue'),
          },
          {
            path: pagePath('/box-office/season', '/box-office'),
            lazy: boxOffice('season'),
          },
          {
            path: pagePath('/box-office/season/new', '/box-office'),
            lazy: boxOffice('seasonNewProduction'),
          },
          {
            path: pagePath('/box-office/season/:productionId', '/box-office'),
            lazy: boxOffice('seasonProduction'),
          },
          {
            path: pagePath('/box-office/season/:productionId/performances/new', '/box-office'),
            lazy: boxOffice('seasonNewPerformance'),
          },
          {
            path: pagePath(
              '/box-office/season/:productionId/performances/:performanceId',
              '/box-office',
            ),
            lazy: boxOffice('seasonPerformance'),
          },
          {
            path: pagePath(
              '/box-office/season/:productionId/performances/:performanceId/prices',
              '/box-office',
            ),
            lazy: boxOffice('seasonPrices'),
          },
          {
            path: pagePath('/box-office/staff', '/box-office'),
            lazy: boxOffice('staff'),
          },
          {
            path: pagePath('/box-office/audit', '/box-office'),
            lazy: boxOffice('audit'),
          },
          // Offer set-up (issue 13): promo codes, funds, membership levels, gift vouchers.
          ...(
            [
              ['/box-office/promo-codes', 'promoCodes'],
              ['/box-office/promo-codes/new', 'newPromoCode'],
              ['/box-office/promo-codes/:promoCodeId', 'promoCode'],
              ['/box-office/funds', 'funds'],
              ['/box-office/funds/new', 'newFund'],
              ['/box-office/funds/:fundId', 'fund'],
              ['/box-office/membership-levels', 'levels'],
              ['/box-office/membership-levels/new', 'newLevel'],
              ['/box-office/membership-levels/:levelId', 'level'],
              ['/box-office/gift-voucher-settings', 'voucherSettings'],
            ] as const
          ).map(([pattern, name]) => ({
            path: pagePath(pattern, '/box-office'),
            lazy: boxOffice(name),
          })),
          // Reports (issue 13): the managers', and a performance's door list.
          ...(
            [
              ['/box-office/reports', 'reports'],
              ['/box-office/reports/performances', 'reportPerformances'],
              ['/box-office/reports/performances/:performanceId', 'reportPerformance'],
              ['/box-office/reports/productions', 'reportProductions'],
              ['/box-office/reports/productions/:productionId', 'reportProduction'],
              ['/box-office/reports/days', 'reportDays'],
              ['/box-office/reports/giving', 'reportGiving'],
              ['/box-office/reports/memberships', 'reportMemberships'],
              ['/box-office/reports/gift-vouchers', 'reportVouchers'],
              ['/box-office/performances/:performanceId/door-list', 'doorList'],
              // The customer look-up (issue 13): box-office staff.
              ['/box-office/customers', 'customers'],
              ['/box-office/customers/:customerId', 'customer'],
              ['/box-office/orders/:number', 'lookupOrder'],
            ] as const
          ).map(([pattern, name]) => ({
            path: pagePath(pattern, '/box-office'),
            lazy: boxOffice(name),
          })),
          // Any other box-office address: not found, in the staff's frame (the server says 404).
          { path: '*', lazy: boxOffice('notFound') },
        ],
      },
    ],
  },
]);
