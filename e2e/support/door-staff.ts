/**
 * Signing a demo staff member in to the box office from inside a page (issue 13): the same
 * calls the sign-in page makes (password, then the authenticator's set-up or a recovery code),
 * so the session cookie lands in that browser context. The box office's own
 * sign-in page is tested in box-office-shell.spec.ts; the door's tests only need to be signed in.
 */
import type { Page } from 'playwright-core';
import { DEMO_STAFF } from '../../src/adapters/db/seed/demo-staff.ts';
import { totpCode } from '../../src/domain/staff/totp.ts';
import type { StaffRole } from '../../src/shared/contracts/staff.ts';
import { en } from './site.ts';

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

async function post(page: Page, url: string, body?: object): Promise<Answer> {
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        ...(body
          ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
          : {}),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url, body },
  );
}

/** Recovery codes of the members enrolled so far, per server: a later sign-in spends one. */
const recoveryCodes = new Map<string, string[]>();

/**
 * Signs the demo member of `role` in: the first time with the authenticator's set-up (a code
 * computed from its secret), later with one of the recovery codes it gave (a TOTP code works
 * once, and two sign-ins may fall in the same 30 seconds).
 */
export async function signInStaffInPage(page: Page, role: StaffRole): Promise<string> {
  const who = DEMO_STAFF[role];
  await page.goto('/box-office/sign-in');
  // The page at rest on its password step first: a page still loading would find the session
  // this makes at its password stage and start the authenticator's set-up itself, replacing
  // the secret the code below is made from.
  await page.getByLabel(en('staff.signIn.email'), { exact: true }).waitFor();
  const key = `${new URL(page.url()).origin} ${role}`;
  const login = await post(page, '/api/box-office/session', {
    email: who.email,
    password: who.password,
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const kept = recoveryCodes.get(key);
  if (kept) {
    const used = await post(page, '/api/box-office/session/recovery', {
      recoveryCode: kept.shift(),
    });
    if (used.status !== 200) throw new Error(`a recovery code answered ${used.status}`);
    return who.name;
  }
  const setup = await post(page, '/api/box-office/session/setup');
  const secret = setup.body?.secret;
  if (setup.status !== 200 || typeof secret !== 'string')
    throw new Error(`set-up answered ${setup.status}`);
  const confirmed = await post(page, '/api/box-office/session/setup/confirm', {
    code: totpCode(secret, new Date()),
  });
  const codes = confirmed.body?.recoveryCodes;
  if (confirmed.status !== 200 || !Array.isArray(codes))
    throw new Error(`confirming answered ${confirmed.status}`);
  recoveryCodes.set(key, [...codes]);
  return who.name;
}
