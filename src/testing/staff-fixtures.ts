/**
 * Signing staff in for API tests (issue 13), through the real sign-in: password, then the
 * authenticator's set-up (its secret read from the set-up answer, its codes computed at the test
 * app's clock). A TOTP code works once and the test clock stands still, so a later sign-in of
 * the same member in the same app uses one of the recovery codes kept from the set-up.
 */
import { expect } from 'vitest';
import { DEMO_STAFF } from '../adapters/db/seed/demo-staff.ts';

/** The demo staff's addresses and passwords, for tests outside the adapters. */
export { DEMO_STAFF };

import { totpCode } from '../domain/staff/totp.ts';
import type { StaffRole } from '../shared/contracts/staff.ts';
import { InjectBrowser } from './inject-browser.ts';
import type { TestApp } from './test-app.ts';

const enrolled = new WeakMap<TestApp, Map<StaffRole, string[]>>();

/** A browser signed in to the box office as the demo member of `role`. */
export async function signInStaff(t: TestApp, role: StaffRole): Promise<InjectBrowser> {
  const browser = new InjectBrowser(() => t.app);
  const who = DEMO_STAFF[role];
  const login = await browser.send('POST', '/api/box-office/session', {
    email: who.email,
    password: who.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  const codes = enrolled.get(t) ?? new Map<StaffRole, string[]>();
  enrolled.set(t, codes);
  const left = codes.get(role);
  // A second factor reset since (or never set up): set it up again.
  if (left && (login.json() as { next: string }).next === 'totp') {
    const code = left.shift();
    const used = await browser.send('POST', '/api/box-office/session/recovery', {
      recoveryCode: code,
    });
    expect(used.statusCode, used.body).toBe(200);
    return browser;
  }
  const setup = await browser.send('POST', '/api/box-office/session/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await browser.send('POST', '/api/box-office/session/setup/confirm', {
    code: totpCode(secret, t.clock.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  codes.set(role, (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes);
  return browser;
}
