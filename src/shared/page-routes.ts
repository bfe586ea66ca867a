/**
 * Every page address of the storefront, as the web router's patterns (`:name` a segment,
 * `:name?` an optional one). The one list both sides read: the SPA's router builds its paths
 * from it (`pagePath`), and the server answers a page address it does not match with HTTP 404
 * (spec §8) and the SPA's not-found page, which the router shows for the same addresses.
 * A unit test (src/web/router-paths.test.ts) checks the router and this list agree.
 */
export const PAGE_ROUTES = [
  '/',
  '/listings',
  '/events/:event',
  '/events/:event/:instance',
  '/events/:event/:instance/syos/:view?',
  '/events/:event/:instance/price-selection',
  '/events/:event/:instance/form',
  '/contributions',
  '/contributions/donations',
  '/contributions/donations/:fundId',
  '/contributions/memberships',
  '/contributions/memberships/:membership',
  '/gift-vouchers',
  '/gift-vouchers/purchase',
  '/gift-certificates',
  '/gift-certificates/purchase',
  '/login',
  '/register',
  '/reset-password',
  '/authentication',
  '/account',
  '/account/your-details',
  '/account/addresses',
  '/account/contact-preferences',
  '/account/update-password',
  '/account/your-profile',
  '/account/access',
  '/account/household',
  '/account/your-orders',
  '/account/your-orders/:number',
  '/account/giving-history',
  '/account/memberships',
  '/account/gift-aid',
  '/account/print-at-home-tickets',
  '/account/account-credit',
  '/account/gift-voucher-balance',
  '/account/payment-cards',
  '/account/volunteering',
  '/account/volunteering/:tab',
  '/account/education',
  '/account/education/:tab',
  '/account/custom/:view',
  '/account/custom/:view/:tab',
  '/gift-vouchers/balance',
  '/gift-certificates/balance',
  '/redeem-gift-voucher',
  '/your-tickets',
  '/shared-tickets',
  '/basket',
  '/checkout',
  '/checkout/basket',
  '/checkout/account',
  '/checkout/delivery',
  '/checkout/memberships',
  '/checkout/household',
  '/checkout/gift-aid',
  '/checkout/review',
  '/checkout/payment',
  '/order/verify',
  '/order/confirmed',
  '/order/failed',
  '/order/direct-debits/verify',
  '/order/direct-debits/confirmed',
  '/order/direct-debits/failed',
  '/maintenance',
  // The box office (issue 13): staff pages, each with its least role in
  // src/web/features/box-office/box-office-pages.ts.
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

export type PagePattern = (typeof PAGE_ROUTES)[number];

/** UK gift aid's pages: only where GIFT_AID_ENABLED; elsewhere they are the not-found page. */
export const GIFT_AID_PAGES: readonly PagePattern[] = ['/account/gift-aid', '/checkout/gift-aid'];

/**
 * The path a router entry under `parent` declares for `pattern` (React Router's nested paths
 * are relative): `pagePath('/account/household', '/account')` is `household`.
 */
export function pagePath(pattern: PagePattern, parent: PagePattern = '/'): string {
  const prefix = parent === '/' ? '/' : `${parent}/`;
  if (!pattern.startsWith(prefix)) throw new Error(`${pattern} is not under ${parent}`);
  return pattern.slice(prefix.length);
}

/**
 * What a dynamic segment may hold for the page to exist; another value is the not-found page
 * (the page's own loader refuses it too). Segments not named here take any value.
 */
const SEGMENT_SHAPES: Record<string, (value: string) => boolean> = {
  // A production's slug (SlugSchema).
  event: (v) => v.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
  // A performance id: a positive 32-bit integer, digits only (IdSchema).
  instance: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  // An order number (OrderNumberParamsSchema).
  number: (v) => /^MSP-[0-9A-HJKMNP-TV-Z]{8}$/.test(v),
  // A membership level's slug (MembershipLevelParamsSchema); an unknown one is the page's to say.
  membership: (v) => v.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
  // A fund id: a positive 32-bit integer (FundParamsSchema); an unknown one is the page's to say.
  fundId: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  // The door's performance id (DoorParamsSchema); an unknown one is the page's to say.
  performance: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  // A venue id (the box office's venues): a positive 32-bit integer; an unknown one is the page's.
  venue: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  // A promo code's and a membership level's id in the box office (OfferIdParamsSchema).
  promoCodeId: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  levelId: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  // The box office's production and performance ids (ProductionIdParamsSchema and its twin).
  productionId: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  performanceId: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
  // A customer id in the box office's look-up (CustomerParamsSchema).
  customerId: (v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647,
};

export interface PageMatch {
  pattern: PagePattern;
  params: Record<string, string>;
}

function matchPattern(pattern: PagePattern, segments: string[]): PageMatch | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const part of parts) {
    const segment = segments[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      const shape = SEGMENT_SHAPES[name];
      if (shape && !shape(segment)) return null;
      params[name] = segment;
      i++;
      continue;
    }
    // Static segments match in any case, as the router's do.
    if (segment === undefined || segment.toLowerCase() !== part) return null;
    i++;
  }
  return i === segments.length ? { pattern, params } : null;
}

/**
 * The page a path (without query; one trailing slash allowed) is, with its decoded dynamic
 * segments, or null when no page has this address or a segment has the wrong shape.
 */
export function matchPagePath(pathname: string): PageMatch | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  for (const pattern of PAGE_ROUTES) {
    const match = matchPattern(pattern, segments);
    if (match) return match;
  }
  return null;
}
