/**
 * The box office's pages (issue 13) with the least role each needs: one list, read by the nav
 * (which shows a member only what their role may open), the home page's links and the pages'
 * guard. The server decides (every staff API route checks its own role); this list only mirrors
 * it so that no one is shown a link to a page that would refuse them.
 *
 * Adding a page: its address in src/shared/box-office-page-routes.ts, an entry here (with `nav`
 * when it belongs in the navigation), and its route in
 * src/web/routes/box-office/box-office-route-table.ts (see the layout's head,
 * src/web/routes/box-office/box-office-layout.tsx).
 */

import {
  BOX_OFFICE_PAGE_ROUTES,
  type BoxOfficePagePattern,
} from '../../../shared/box-office-page-routes.ts';
import type { StaffRole } from '../../../shared/contracts/staff.ts';
import { roleAtLeast } from '../../../shared/contracts/staff.ts';
import { matchPagePath } from '../../../shared/page-routes.ts';

export interface BoxOfficePage {
  pattern: BoxOfficePagePattern;
  /** The least role that may open it (door < staff < manager < admin). */
  role: StaffRole;
  /** In the navigation: its link's text; on the home page too, with what it is for. */
  nav?: { label: string; description?: string };
}

export const BOX_OFFICE_SIGN_IN = '/box-office/sign-in';

/** In the navigation's order. */
export const BOX_OFFICE_PAGES: readonly BoxOfficePage[] = [
  { pattern: '/box-office', role: 'door', nav: { label: 'staff.nav.home' } },
  {
    pattern: '/box-office/door',
    role: 'door',
    nav: { label: 'staff.nav.door', description: 'staff.home.links.door' },
  },
  { pattern: '/box-office/door/:performance', role: 'door' },
  // The customer look-up (issue 13): box-office staff, as its API routes
  // (src/server/routes/box-office/customers.routes.ts).
  {
    pattern: '/box-office/customers',
    role: 'staff',
    nav: { label: 'staff.customers.nav.label', description: 'staff.customers.nav.text' },
  },
  { pattern: '/box-office/customers/:customerId', role: 'staff' },
  { pattern: '/box-office/orders/:number', role: 'staff' },
  {
    pattern: '/box-office/venues',
    role: 'staff',
    nav: { label: 'staff.nav.venues', description: 'staff.home.links.venues' },
  },
  { pattern: '/box-office/venues/new', role: 'manager' },
  { pattern: '/box-office/venues/:venue', role: 'staff' },
  {
    pattern: '/box-office/season',
    role: 'staff',
    nav: { label: 'staff.nav.season', description: 'staff.home.links.season' },
  },
  { pattern: '/box-office/season/new', role: 'manager' },
  { pattern: '/box-office/season/:productionId', role: 'staff' },
  { pattern: '/box-office/season/:productionId/performances/new', role: 'manager' },
  { pattern: '/box-office/season/:productionId/performances/:performanceId', role: 'staff' },
  { pattern: '/box-office/season/:productionId/performances/:performanceId/prices', role: 'staff' },
  // Reports (issue 13): the managers'; a performance's door list is box-office staff's too
  // (the same roles as their API routes, src/server/routes/box-office/reports.routes.ts).
  {
    pattern: '/box-office/reports',
    role: 'manager',
    nav: { label: 'staff.nav.reports', description: 'staff.home.links.reports' },
  },
  { pattern: '/box-office/reports/performances', role: 'manager' },
  { pattern: '/box-office/reports/performances/:performanceId', role: 'manager' },
  { pattern: '/box-office/reports/productions', role: 'manager' },
  { pattern: '/box-office/reports/productions/:productionId', role: 'manager' },
  { pattern: '/box-office/reports/days', role: 'manager' },
  { pattern: '/box-office/reports/giving', role: 'manager' },
  { pattern: '/box-office/reports/memberships', role: 'manager' },
  { pattern: '/box-office/reports/gift-vouchers', role: 'manager' },
  { pattern: '/box-office/performances/:performanceId/door-list', role: 'staff' },
  // Offer set-up (issue 13): box-office staff read the lists, managers make and change.
  {
    pattern: '/box-office/promo-codes',
    role: 'staff',
    nav: { label: 'staff.offers.nav.promoCodes', description: 'staff.offers.nav.promoCodesText' },
  },
  { pattern: '/box-office/promo-codes/new', role: 'manager' },
  { pattern: '/box-office/promo-codes/:promoCodeId', role: 'manager' },
  {
    pattern: '/box-office/funds',
    role: 'staff',
    nav: { label: 'staff.offers.nav.funds', description: 'staff.offers.nav.fundsText' },
  },
  { pattern: '/box-office/funds/new', role: 'manager' },
  { pattern: '/box-office/funds/:fundId', role: 'manager' },
  {
    pattern: '/box-office/membership-levels',
    role: 'staff',
    nav: {
      label: 'staff.offers.nav.membershipLevels',
      description: 'staff.offers.nav.membershipLevelsText',
    },
  },
  { pattern: '/box-office/membership-levels/new', role: 'manager' },
  { pattern: '/box-office/membership-levels/:levelId', role: 'manager' },
  {
    pattern: '/box-office/gift-voucher-settings',
    role: 'staff',
    nav: {
      label: 'staff.offers.nav.giftVouchers',
      description: 'staff.offers.nav.giftVouchersText',
    },
  },
  // The administrator's pages last: used least often.
  {
    pattern: '/box-office/staff',
    role: 'admin',
    nav: { label: 'staff.nav.staff', description: 'staff.home.links.staff' },
  },
  {
    pattern: '/box-office/audit',
    role: 'admin',
    nav: { label: 'staff.nav.audit', description: 'staff.home.links.audit' },
  },
];

/** The entry of the page at `pathname`, when it is a box-office page. */
export function boxOfficePageOf(pathname: string): BoxOfficePage | undefined {
  const pattern = matchPagePath(pathname, BOX_OFFICE_PAGE_ROUTES)?.pattern;
  return BOX_OFFICE_PAGES.find((page) => page.pattern === pattern);
}

/** The navigation a role sees: only what it may open. */
export function navigationFor(role: StaffRole): BoxOfficePage[] {
  return BOX_OFFICE_PAGES.filter((page) => page.nav && roleAtLeast(role, page.role));
}

/**
 * Where to go after signing in: a box-office page only (never the sign-in page itself, another
 * site, or a customer page), else the box office's home.
 */
export function safeStaffReturnTo(value: string | null | undefined): string {
  const fallback = '/box-office';
  if (!value || [...value].some((c) => c < ' ' || c === '\\')) return fallback;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path !== '/box-office' && !path.startsWith('/box-office/')) return fallback;
  if (path.replace(/\/$/, '') === BOX_OFFICE_SIGN_IN) return fallback;
  return value;
}

/** The sign-in page's address that comes back to `returnTo` afterwards. */
export function staffSignInPath(returnTo: string): string {
  const target = safeStaffReturnTo(returnTo);
  return target === '/box-office'
    ? BOX_OFFICE_SIGN_IN
    : `${BOX_OFFICE_SIGN_IN}?returnTo=${encodeURIComponent(target)}`;
}
