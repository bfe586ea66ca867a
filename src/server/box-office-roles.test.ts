/**
 * The role matrix (issue 13): every staff route × anonymous, a signed-in customer, and each staff
 * role, with the status the route's declared role implies: 401 without a full staff session, 403
 * below the role, and neither at or above it (the request itself may then be a 400 or 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../shared/contracts/staff.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { staffRoutesOf } from './staff-auth.ts';

let t: TestApp;
const browsers = new Map<StaffRole, InjectBrowser>();
let customer: InjectBrowser;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) browsers.set(role, await signInStaff(t, role));
  customer = new InjectBrowser(() => t.app);
  const login = await customer.send('POST', '/api/auth/login', {
    email: 'maria.alvarez@example.com',
    password: 'Curtain42Call',
  });
  expect(login.statusCode).toBe(200);
}, 180_000);
afterAll(() => t.close());

/** A path's parameters filled with an id that exists nowhere (the guard answers first anyway). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

describe('the box office role matrix', () => {
  it('knows every staff route and each names a role', () => {
    const routes = staffRoutesOf(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) expect(['public', ...STAFF_ROLES]).toContain(route.role);
  });

  it('answers every protected route by role', async () => {
    const rows: string[] = [];
    for (const route of staffRoutesOf(t.app).filter((r) => r.role !== 'public')) {
      const method = route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      const url = concrete(route.url);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await new InjectBrowser(() => t.app).send(method, url, body);
      const asCustomer = await customer.send(method, url, body);
      const row = [`${route.method} ${route.url} (${route.role})`];
      expect(anonymous.statusCode, `${row} anonymous`).toBe(401);
      expect(anonymous.json().code, `${row} anonymous`).toBe('STAFF_SIGN_IN_REQUIRED');
      expect(asCustomer.statusCode, `${row} customer`).toBe(401);
      for (const role of STAFF_ROLES) {
        const answer = await browsers.get(role)?.send(method, url, body);
        const allowed = STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(route.role as StaffRole);
        if (allowed)
          expect([401, 403], `${row} ${role}: ${answer?.body}`).not.toContain(answer?.statusCode);
        else {
          expect(answer?.statusCode, `${row} ${role}`).toBe(403);
          expect(answer?.json().code).toBe('STAFF_FORBIDDEN');
        }
        row.push(`${role}:${answer?.statusCode}`);
      }
      rows.push(row.join(' '));
    }
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a password-only session on every protected route', async () => {
    const half = new InjectBrowser(() => t.app);
    await half.send('POST', '/api/box-office/session', {
      email: 'admin@maplestreetplayhouse.org',
      password: 'Spotlight9Admin',
    });
    for (const route of staffRoutesOf(t.app).filter((r) => r.role !== 'public')) {
      const answer = await half.send(route.method as 'GET', concrete(route.url));
      expect(answer.statusCode, route.url).toBe(401);
      expect(answer.json().code).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    }
  });
});
