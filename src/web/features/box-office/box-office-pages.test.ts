import { describe, expect, it } from 'vitest';
import { BOX_OFFICE_PAGE_ROUTES } from '../../../shared/box-office-page-routes.ts';
import {
  BOX_OFFICE_PAGES,
  BOX_OFFICE_SIGN_IN,
  boxOfficePageOf,
  navigationFor,
  safeStaffReturnTo,
  staffSignInPath,
} from './box-office-pages.ts';

describe('the box office’s pages', () => {
  it('name a least role for every staff page address (the sign-in page is open to all)', () => {
    const staffPages: readonly string[] = BOX_OFFICE_PAGE_ROUTES;
    const listed: readonly string[] = BOX_OFFICE_PAGES.map((page) => page.pattern);
    expect(staffPages.filter((p) => p !== BOX_OFFICE_SIGN_IN && !listed.includes(p))).toEqual([]);
    expect(listed.filter((p) => !staffPages.includes(p))).toEqual([]);
    expect(listed).not.toContain(BOX_OFFICE_SIGN_IN);
  });

  it('show each role only what it may open', () => {
    const labels = (role: Parameters<typeof navigationFor>[0]) =>
      navigationFor(role).map((page) => page.pattern);
    const offers = [
      '/box-office/promo-codes',
      '/box-office/funds',
      '/box-office/membership-levels',
      '/box-office/gift-voucher-settings',
    ];
    const everyone = ['/box-office', '/box-office/door'];
    // The customer look-up follows the door, from box-office staff up.
    const setUp = ['/box-office/customers', '/box-office/venues', '/box-office/season'];
    expect(labels('door')).toEqual(everyone);
    expect(labels('staff')).toEqual([...everyone, ...setUp, ...offers]);
    expect(labels('manager')).toEqual([...everyone, ...setUp, '/box-office/reports', ...offers]);
    expect(labels('admin')).toEqual([
      ...everyone,
      ...setUp,
      '/box-office/reports',
      ...offers,
      '/box-office/staff',
      '/box-office/audit',
    ]);
    // Making and changing offers is the managers'; box-office staff read the lists.
    expect(boxOfficePageOf('/box-office/promo-codes/new')?.role).toBe('manager');
    expect(boxOfficePageOf('/box-office/funds/12')?.role).toBe('manager');
    expect(boxOfficePageOf('/box-office/membership-levels/x')).toBeUndefined();
    // Reports are the managers' (as their API routes); a door list is box-office staff's too.
    for (const report of [
      '/box-office/reports',
      '/box-office/reports/performances',
      '/box-office/reports/performances/7',
      '/box-office/reports/productions',
      '/box-office/reports/productions/3',
      '/box-office/reports/days',
      '/box-office/reports/giving',
      '/box-office/reports/memberships',
      '/box-office/reports/gift-vouchers',
    ])
      expect(boxOfficePageOf(report)?.role, report).toBe('manager');
    expect(boxOfficePageOf('/box-office/performances/7/door-list')?.role).toBe('staff');
    expect(boxOfficePageOf('/box-office/reports/performances/x')).toBeUndefined();
    // The customer look-up is box-office staff's, as its API routes.
    expect(boxOfficePageOf('/box-office/customers')?.role).toBe('staff');
    expect(boxOfficePageOf('/box-office/customers/12')?.role).toBe('staff');
    expect(boxOfficePageOf('/box-office/orders/MSP-DEM0PAST')?.role).toBe('staff');
    expect(boxOfficePageOf('/box-office/customers/x')).toBeUndefined();
  });

  it('are found by address, in any case and with a trailing slash', () => {
    expect(boxOfficePageOf('/box-office/staff')?.role).toBe('admin');
    expect(boxOfficePageOf('/Box-Office/Audit/')?.role).toBe('admin');
    expect(boxOfficePageOf('/box-office')?.role).toBe('door');
    expect(boxOfficePageOf('/box-office/venues/new')?.role).toBe('manager');
    expect(boxOfficePageOf('/box-office/venues/32')?.role).toBe('staff');
    expect(boxOfficePageOf('/box-office/venues/x')).toBeUndefined();
    expect(boxOfficePageOf('/box-office/season/12/performances/new')?.role).toBe('manager');
    expect(boxOfficePageOf('/box-office/season/new')?.role).toBe('manager');
    expect(boxOfficePageOf('/box-office/season/12')?.role).toBe('staff');
    expect(boxOfficePageOf('/box-office/nothing')).toBeUndefined();
    expect(boxOfficePageOf('/listings')).toBeUndefined();
  });
});

describe('the way back after signing in', () => {
  it('stays in the box office and never returns to the sign-in page', () => {
    expect(safeStaffReturnTo('/box-office/audit?before=12')).toBe('/box-office/audit?before=12');
    expect(safeStaffReturnTo('/box-office')).toBe('/box-office');
    for (const bad of [
      null,
      '',
      'https://evil.example/box-office',
      '//evil.example/box-office',
      '/\\evil.example',
      '/box-officer',
      '/account',
      '/box-office/sign-in',
      '/box-office/sign-in/?returnTo=/box-office/staff',
      '/box-office/\nstaff',
    ])
      expect(safeStaffReturnTo(bad), String(bad)).toBe('/box-office');
  });

  it('is carried in the sign-in page’s address', () => {
    expect(staffSignInPath('/box-office/staff')).toBe(
      '/box-office/sign-in?returnTo=%2Fbox-office%2Fstaff',
    );
    expect(staffSignInPath('/box-office')).toBe('/box-office/sign-in');
    expect(staffSignInPath('/account')).toBe('/box-office/sign-in');
  });
});
