/**
 * The box office's pages under its frame (issue 13): each address of
 * src/shared/box-office-page-routes.ts by the name of its parts in box-office-app.ts
 * (`boxOfficeRoutes`), under the frame and beside the home page (/box-office). The web router
 * adds them when a box-office address is first opened (router.tsx, patchBoxOffice), so the
 * storefront's bundle carries none of them. A list of its own, without the pages' code, for
 * router-paths.test.ts to check against the addresses.
 */
import type { BoxOfficePagePattern } from '../../../shared/box-office-page-routes.ts';

export const BOX_OFFICE_ROUTE_TABLE = [
  ['/box-office/sign-in', 'signIn'],
  ['/box-office/door', 'door'],
  ['/box-office/door/:performance', 'doorPerformance'],
  // The customer look-up (box-office staff).
  ['/box-office/customers', 'customers'],
  ['/box-office/customers/:customerId', 'customer'],
  ['/box-office/orders/:number', 'lookupOrder'],
  ['/box-office/venues', 'venues'],
  ['/box-office/venues/new', 'venueNew'],
  ['/box-office/venues/:venue', 'venue'],
  // Season set-up: productions, performances, prices.
  ['/box-office/season', 'season'],
  ['/box-office/season/new', 'seasonNewProduction'],
  ['/box-office/season/:productionId', 'seasonProduction'],
  ['/box-office/season/:productionId/performances/new', 'seasonNewPerformance'],
  ['/box-office/season/:productionId/performances/:performanceId', 'seasonPerformance'],
  ['/box-office/season/:productionId/performances/:performanceId/prices', 'seasonPrices'],
  // Reports (managers) and a performance's door list (box-office staff).
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
  ['/box-office/staff', 'staff'],
  ['/box-office/audit', 'audit'],
  // Offer set-up: promo codes, funds, membership levels, gift vouchers.
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
] as const satisfies readonly (readonly [BoxOfficePagePattern, string])[];

/** A page's name in box-office-app.ts. */
export type BoxOfficePageName = (typeof BOX_OFFICE_ROUTE_TABLE)[number][1];
