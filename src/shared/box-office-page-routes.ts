/**
 * The box office's page addresses (issue 13), as src/shared/page-routes.ts's patterns, in a list
 * of their own so that the storefront's bundle does not carry them: the server reads both lists
 * (every address here is a page, answered 200), the box office's own chunk this one (its routes,
 * src/web/routes/box-office/box-office-route-table.ts, and its nav, box-office-pages.ts).
 */
export const BOX_OFFICE_PAGE_ROUTES = [
  // Each page's least role: src/web/features/box-office/box-office-pages.ts.
  '/box-office',
  '/box-office/sign-in',
  '/box-office/staff',
  '/box-office/audit',
  // The door: choose a performance, then check its tickets in (role door).
  '/box-office/door',
  '/box-office/door/:performance',
  '/box-office/venues',
  '/box-office/venues/new',
  '/box-office/venues/:venue',
  // Offer set-up (issue 13): lists for box-office staff, new and edit pages for managers.
  '/box-office/promo-codes',
  '/box-office/promo-codes/new',
  '/box-office/promo-codes/:promoCodeId',
  '/box-office/funds',
  '/box-office/funds/new',
  '/box-office/funds/:fundId',
  '/box-office/membership-levels',
  '/box-office/membership-levels/new',
  '/box-office/membership-levels/:levelId',
  '/box-office/gift-voucher-settings',
  // Season set-up: productions, performances, prices.
  '/box-office/season',
  '/box-office/season/new',
  '/box-office/season/:productionId',
  '/box-office/season/:productionId/performances/new',
  '/box-office/season/:productionId/performances/:performanceId',
  '/box-office/season/:productionId/performances/:performanceId/prices',
  // Reports (managers): sales per performance, production and day, giving, memberships, the
  // gift vouchers' balances; and a performance's printable door list (box-office staff).
  '/box-office/reports',
  '/box-office/reports/performances',
  '/box-office/reports/performances/:performanceId',
  '/box-office/reports/productions',
  '/box-office/reports/productions/:productionId',
  '/box-office/reports/days',
  '/box-office/reports/giving',
  '/box-office/reports/memberships',
  '/box-office/reports/gift-vouchers',
  '/box-office/performances/:performanceId/door-list',
  // The customer look-up (box-office staff): the search, a customer, an order.
  '/box-office/customers',
  '/box-office/customers/:customerId',
  '/box-office/orders/:number',
] as const;

export type BoxOfficePagePattern = (typeof BOX_OFFICE_PAGE_ROUTES)[number];
