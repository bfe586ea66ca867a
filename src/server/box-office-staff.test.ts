/**
 * Staff sign-in and staff accounts through the API (issue 13): password, then the second factor
 * (set up at the first sign-in; each TOTP code once; recovery codes once), the lockout, the
 * separation from customers' sessions, the administrator's changes and their audit rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../domain/staff/totp.ts';
import type { AuditEntry, StaffAccount } from '../shared/contracts/staff.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { DEMO_STAFF, signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const browser = () => new InjectBrowser(() => t.app);
const password = (who: keyof typeof DEMO_STAFF) => ({
  email: DEMO_STAFF[who].email,
  password: DEMO_STAFF[who].password,
});
/** The audit log's changes to staff records (sign-in events left out). */
async function auditRows(admin: InjectBrowser): Promise<AuditEntry[]> {
  const page = await admin.send('GET', '/api/box-office/audit?entity=staff');
  expect(page.statusCode, page.body).toBe(200);
  return (page.json() as { entries: AuditEntry[] }).entries.filter((e) =>
    ['create', 'update'].includes(e.action),
  );
}

describe('staff sign-in', () => {
  it('takes a password, then sets up the authenticator, then signs in with a code once', async () => {
    const b = browser();
    expect((await b.send('GET', '/api/box-office/session')).json()).toEqual({
      staff: null,
      next: 'password',
    });
    const wrong = await b.send('POST', '/api/box-office/session', {
      email: DEMO_STAFF.manager.email,
      password: 'Wrong1Password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('STAFF_LOGIN_FAILED');
    const unknown = await b.send('POST', '/api/box-office/session', {
      email: 'nobody@example.org',
      password: 'Wrong1Password',
    });
    expect(unknown.json().code).toBe('STAFF_LOGIN_FAILED');

    const first = await b.send('POST', '/api/box-office/session', password('manager'));
    expect(first.json()).toEqual({ staff: null, next: 'setup' });
    const cookie = first.cookies.find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ path: '/api/box-office', httpOnly: true, sameSite: 'Strict' });
    // Half signed in reaches no staff route, and cannot skip the set-up with a code.
    expect((await b.send('GET', '/api/box-office/reports/nothing')).statusCode).toBe(404);
    const skip = await b.send('POST', '/api/box-office/session/code', { code: '123456' });
    expect(skip.json().code).toBe('STAFF_SECOND_FACTOR_REQUIRED');

    const setup = await b.send('POST', '/api/box-office/session/setup');
    const { secret, uri, qrSvg } = setup.json() as { secret: string; uri: string; qrSvg: string };
    expect(uri).toContain(encodeURIComponent(DEMO_STAFF.manager.email));
    expect(qrSvg).toMatch(/^<svg/);
    const badCode = await b.send('POST', '/api/box-office/session/setup/confirm', {
      code: totpCode(secret, new Date(t.clock.now().getTime() - 5 * 60_000)),
    });
    expect(badCode.json().code).toBe('STAFF_CODE_INVALID');
    const code = totpCode(secret, t.clock.now());
    const confirmed = await b.send('POST', '/api/box-office/session/setup/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await b.send('GET', '/api/box-office/session')).json()).toMatchObject({
      staff: { email: DEMO_STAFF.manager.email, role: 'manager' },
      next: 'none',
    });
    // The session id changed at the second factor: the password-stage cookie is dead.
    expect(confirmed.cookies.find((c) => c.name === 'staff_session')?.value).not.toBe(
      cookie?.value,
    );

    // The same code a second time (the clock stands still): refused.
    const again = browser();
    expect(
      (await again.send('POST', '/api/box-office/session', password('manager'))).json(),
    ).toEqual({ staff: null, next: 'totp' });
    const reused = await again.send('POST', '/api/box-office/session/code', { code });
    expect(reused.json().code).toBe('STAFF_CODE_INVALID');
    // A recovery code works once, typed in any case with or without its hyphen.
    const recovery = recoveryCodes[0] ?? '';
    const used = await again.send('POST', '/api/box-office/session/recovery', {
      recoveryCode: recovery.toUpperCase().replace('-', ' '),
    });
    expect(used.statusCode, used.body).toBe(200);
    const third = browser();
    await third.send('POST', '/api/box-office/session', password('manager'));
    const usedAgain = await third.send('POST', '/api/box-office/session/recovery', {
      recoveryCode: recovery,
    });
    expect(usedAgain.json().code).toBe('STAFF_CODE_INVALID');
    // Signing out ends the session on the server.
    await b.send('DELETE', '/api/box-office/session');
    expect((await b.send('GET', '/api/box-office/session')).json().staff).toBeNull();
  });

  it('locks after five wrong codes, however the guesses are spread', async () => {
    await signInStaff(t, 'staff');
    const b = browser();
    await b.send('POST', '/api/box-office/session', password('staff'));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        b.send('POST', '/api/box-office/session/code', { code: '000000' }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 'STAFF_CODE_INVALID').length).toBeLessThanOrEqual(4);
    expect(codes).toContain('ACCOUNT_LOCKED');
    const right = await b.send('POST', '/api/box-office/session', password('staff'));
    expect(right.statusCode).toBe(423);
  });

  it('keeps customers and staff apart', async () => {
    const customer = browser();
    await customer.send('POST', '/api/auth/login', {
      email: 'maria.alvarez@example.com',
      password: 'Curtain42Call',
    });
    expect((await customer.send('GET', '/api/box-office/staff')).statusCode).toBe(401);
    // A customer's password is no staff password, and the reverse.
    const asStaff = await customer.send('POST', '/api/box-office/session', {
      email: 'maria.alvarez@example.com',
      password: 'Curtain42Call',
    });
    expect(asStaff.json().code).toBe('STAFF_LOGIN_FAILED');
    const door = await signInStaff(t, 'door');
    expect((await door.send('GET', '/api/account/details')).statusCode).toBe(401);
  });
});

describe('staff accounts', () => {
  it('lets an administrator add staff, change a role (ending their sessions) and audits both', async () => {
    const admin = await signInStaff(t, 'admin');
    const bad = await admin.send('POST', '/api/box-office/staff', {
      email: 'not-an-email',
      name: '',
      role: 'owner',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual([
      'body.email',
      'body.name',
      'body.password',
      'body.role',
    ]);
    const before = (await auditRows(admin)).length;
    const weak = await admin.send('POST', '/api/box-office/staff', {
      email: 'eve@maplestreetplayhouse.org',
      name: 'Eve',
      role: 'door',
      password: 'Password1',
    });
    expect(weak.statusCode).toBe(400);
    expect((await auditRows(admin)).length).toBe(before);

    const created = await admin.send('POST', '/api/box-office/staff?lang=es', {
      email: 'Eve.Door@maplestreetplayhouse.org',
      name: 'Eve Door',
      role: 'door',
      password: 'Ticket9Torn',
    });
    expect(created.statusCode, created.body).toBe(201);
    const eve = created.json() as StaffAccount;
    const taken = await admin.send('POST', '/api/box-office/staff?lang=es', {
      email: 'eve.door@maplestreetplayhouse.org',
      name: 'Eve again',
      role: 'door',
      password: 'Ticket9Torn',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Otro miembro del personal ya tiene esta dirección de correo electrónico.',
    );

    const eveBrowser = browser();
    const login = await eveBrowser.send('POST', '/api/box-office/session', {
      email: 'eve.door@maplestreetplayhouse.org',
      password: 'Ticket9Torn',
    });
    expect(login.json().next).toBe('setup');
    const promoted = await admin.send('PATCH', `/api/box-office/staff/${eve.id}`, {
      role: 'staff',
    });
    expect(promoted.json()).toMatchObject({ role: 'staff', disabled: false });
    // Her half-made session ended with the role change.
    expect((await eveBrowser.send('GET', '/api/box-office/session')).json().next).toBe('password');

    const rows = await auditRows(admin);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entity: 'staff',
      entityId: String(eve.id),
      before: { role: 'door' },
      after: { role: 'staff' },
    });
    expect(rows[1]).toMatchObject({
      action: 'create',
      after: { email: 'Eve.Door@maplestreetplayhouse.org' },
    });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|passwordHash|totpSecret/);
  });

  it('resets a lost second factor: sessions end, the next sign-in sets one up again', async () => {
    const admin = await signInStaff(t, 'admin');
    const door = await signInStaff(t, 'door');
    const list = (await admin.send('GET', '/api/box-office/staff')).json() as {
      staff: StaffAccount[];
    };
    const dana = list.staff.find((s) => s.email === DEMO_STAFF.door.email);
    expect(dana?.secondFactor).toBe(true);
    const bad = await admin.send('PATCH', `/api/box-office/staff/${dana?.id}`, {
      resetSecondFactor: false,
    });
    expect(bad.statusCode).toBe(400);
    const reset = await admin.send('PATCH', `/api/box-office/staff/${dana?.id}`, {
      resetSecondFactor: true,
    });
    expect(reset.json()).toMatchObject({ secondFactor: false });
    expect((await door.send('GET', '/api/box-office/session')).json().next).toBe('password');
    const again = browser();
    expect(
      (await again.send('POST', '/api/box-office/session', password('door'))).json().next,
    ).toBe('setup');
    const [entry] = (await (await admin.send('GET', '/api/box-office/audit?entity=staff')).json())
      .entries;
    expect(entry).toMatchObject({ action: 'reset-second-factor', entityId: String(dana?.id) });
  });

  it('never leaves the theatre without an administrator, even when two demotions race', async () => {
    const admin = await signInStaff(t, 'admin');
    const list = (await admin.send('GET', '/api/box-office/staff')).json() as {
      staff: StaffAccount[];
    };
    const self = list.staff.find((s) => s.role === 'admin');
    const alone = await admin.send('PATCH', `/api/box-office/staff/${self?.id}`, {
      role: 'manager',
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('STAFF_LAST_ADMIN');
    const second = await admin.send('POST', '/api/box-office/staff', {
      email: 'second.admin@maplestreetplayhouse.org',
      name: 'Second Admin',
      role: 'admin',
      password: 'Backup8Admin',
    });
    const other = second.json() as StaffAccount;
    const [a, b] = await Promise.all([
      admin.send('PATCH', `/api/box-office/staff/${self?.id}`, { disabled: true }),
      admin.send('PATCH', `/api/box-office/staff/${other.id}`, { role: 'door' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = (await t.staffAccounts.list()).filter((s) => s.role === 'admin' && !s.disabled);
    expect(after).toHaveLength(1);
  });
});
