import type { BoxOfficePagePattern } from './box-office-page-routes.ts';

/**
 * Every page address of the storefront, as the web router's patterns (`:name` a segment,
 * `:name?` an optional one). The one list both sides read: the SPA's router builds its paths
 * from it (`pagePath`), and the server answers a page address it does not match with HTTP 404
 * (spec §8) and the SPA's not-found page, which the router shows for the same addresses.
 * A unit test (src/web/router-paths.test.ts) checks the router and this list agree. The box
 * office's addresses are in src/shared/box-office-page-routes.ts (the server reads both lists;
 * the storefront's bundle carries only this one).
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
] as const;

/** A page's pattern: the storefront's, or the box office's (box-office-page-routes.ts). */
export type PagePattern = (typeof PAGE_ROUTES)[number] | BoxOfficePagePattern;

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

/** A positive 32-bit integer, digits only (IdSchema): the shape of every numeric id. */
const isId = (v: string) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647;
/** A slug (SlugSchema). */
const isSlug = (v: string) => v.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v);

/**
 * What a dynamic segment may hold for the page to exist; another value is the not-found page
 * (the page's own loader refuses it too). Segments not named here take any value.
 */
const SEGMENT_SHAPES: Record<string, (value: string) => boolean> = {
  // A production's slug.
  event: isSlug,
  // A performance id.
  instance: isId,
  // An order number (OrderNumberParamsSchema).
  number: (v) => /^MSP-[0-9A-HJKMNP-TV-Z]{8}$/.test(v),
  // A membership level's slug (MembershipLevelParamsSchema); an unknown one is the page's to say.
  membership: isSlug,
  // A fund id (FundParamsSchema); an unknown one is the page's to say.
  fundId: isId,
  // The box office's ids (its addresses: box-office-page-routes.ts): the door's performance
  // (DoorParamsSchema), a venue, a promo code and a membership level (OfferIdParamsSchema), a
  // production and a performance (ProductionIdParamsSchema and its twin), a customer in the
  // look-up (CustomerParamsSchema). An unknown one is the page's to say.
  performance: isId,
  venue: isId,
  promoCodeId: isId,
  levelId: isId,
  productionId: isId,
  performanceId: isId,
  customerId: isId,
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
 * segments, or null when no page has this address or a segment has the wrong shape. `patterns`:
 * the storefront's unless told (the server gives the box office's too).
 */
export function matchPagePath(
  pathname: string,
  patterns: readonly PagePattern[] = PAGE_ROUTES,
): PageMatch | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  for (const pattern of patterns) {
    const match = matchPattern(pattern, segments);
    if (match) return match;
  }
  return null;
}
