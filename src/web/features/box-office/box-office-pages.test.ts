import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../shared/page-routes.ts';
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
    const staffPages = PAGE_ROUTES.filter((p) => p.startsWith('/box-office'));
    const listed = BOX_OFFICE_PAGES.map((page) => page.pattern);
    expect(staffPages.filter((p) => p !== BOX_OFFICE_SIGN_IN && !listed.includes(p))).toEqual([]);
    expect(listed.filter((p) => !staffPages.includes(p))).toEqual([]);
    expect(listed).not.toContain(BOX_OFFICE_SIGN_IN);
  });

  it('show each role only what it may open', () => {
    const labels = (role: Parameters<typeof navigationFor>[0]) =>
      navigationFor(role).map((page) => page.pattern);
    expect(labels('door')).toEqual(['/box-office', '/box-office/door']);
    expect(labels('staff')).toEqual(['/box-office', '/box-office/door', '/box-office/venues']);
    expect(labels('manager')).toEqual(['/box-office', '/box-office/door', '/box-office/venues']);
    expect(labels('admin')).toEqual([
      '/box-office',
      '/box-office/door',
      '/box-office/venues',
      '/box-office/staff',
      '/box-office/audit',
    ]);
  });

  it('are found by address, in any case and with a trailing slash', () => {
    expect(boxOfficePageOf('/box-office/staff')?.role).toBe('admin');
    expect(boxOfficePageOf('/Box-Office/Audit/')?.role).toBe('admin');
    expect(boxOfficePageOf('/box-office')?.role).toBe('door');
    expect(boxOfficePageOf('/box-office/venues/new')?.role).toBe('manager');
    expect(boxOfficePageOf('/box-office/venues/32')?.role).toBe('staff');
    expect(boxOfficePageOf('/box-office/venues/x')).toBeUndefined();
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
