import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../domain/accounts/password-hash.ts';
import type { Access, Address, RecordTab } from '../shared/contracts/account.ts';
import type {
  ListingsResponse,
  PerformanceSeatsResponse,
  VenueLayout,
} from '../shared/contracts/catalogue.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/** The seed's demo customers (src/adapters/db/seed/demo-customers.ts, the README). */
const DEMO_CUSTOMERS = {
  maria: { email: 'maria.alvarez@example.com', password: 'Curtain42Call' },
  daniel: { email: 'daniel.alvarez@example.com', password: 'Stage7Door' },
  james: { email: 'james.okafor@example.com', password: 'Usher24Hours' },
  rose: { email: 'rose.pierre@example.com', password: 'Aisle5Seat' },
} as const;

/** A clock the test moves by hand: links and sessions lapse. */
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t?.close());

/** The cookies one browser keeps. */
class Browser {
  readonly cookies = new Map<string, string>();
  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of response.cookies) {
      const expired = c.value === '' || (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }
  async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const response = await t.app.inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(payload ? { payload } : {}),
    });
    return this.keep(response);
  }
}

async function signIn(email: string, password: string): Promise<Browser> {
  const browser = new Browser();
  const response = await browser.send('POST', '/api/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

/** The newest link of a kind in the outbox for an address. */
async function linkFor(email: string, page: 'reset-password' | 'authentication') {
  await t.auth.settled();
  const [mail] = (await t.outbox.list({ to: email })).filter((m) =>
    m.text.includes(`/${page}?token=`),
  );
  const token = mail?.text.match(/token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!mail || !token) throw new Error(`no ${page} mail for ${email}`);
  return { mail, token };
}

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada.Lovelace@example.com',
  phone: '8455550199',
  password: 'Engine1843',
  address: { line1: '1 Analytical Way', city: 'Riverton', postalCode: '12590', countryId: 1 },
  contactPermissions: ['email'],
  acceptTerms: true,
};

describe(`accounts on ${testDatabaseKind()}`, () => {
  it('registers, signs out, and signs in again in two steps', async () => {
    const browser = new Browser();
    const created = await browser.send('POST', '/api/auth/register', registration);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().customer).toMatchObject({
      firstName: 'Ada',
      email: 'ada.lovelace@example.com',
      accessRegistered: false,
    });
    const cookie = created.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const details = await browser.send('GET', '/api/account/details');
    expect(details.json()).toMatchObject({ lastName: 'Lovelace', phone: '8455550199' });
    const addresses = (await browser.send('GET', '/api/account/addresses')).json();
    expect(addresses.addresses).toHaveLength(1);
    expect(addresses.addresses[0]).toMatchObject({ type: 'primary', country: { code: 'US' } });

    expect((await browser.send('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await browser.send('GET', '/api/auth/session')).json().customer).toBeNull();
    expect((await browser.send('GET', '/api/account/details')).statusCode).toBe(401);

    const found = await browser.send('POST', '/api/auth/lookup', {
      email: 'ADA.lovelace@example.com',
    });
    expect(found.json()).toEqual({ found: true });
    const login = await browser.send('POST', '/api/auth/login', {
      email: 'ada.lovelace@example.com',
      password: 'Engine1843',
    });
    expect(login.statusCode).toBe(200);
    // A new session id at every sign-in.
    expect(browser.cookies.get('session')).not.toBe(cookie?.value);
    expect((await browser.send('GET', '/api/auth/session')).json().customer.email).toBe(
      'ada.lovelace@example.com',
    );

    // Again with the same e-mail in another case: the spec's "register failed".
    const again = await new Browser().send('POST', '/api/auth/register', {
      ...registration,
      email: 'ADA.LOVELACE@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REGISTER_FAILED');
  });

  it('sends an unknown e-mail to register, and checks the register form as the spec says', async () => {
    const lookup = await new Browser().send('POST', '/api/auth/lookup', {
      email: 'nobody@example.com',
    });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json().code).toBe('NO_CUSTOMER_FOUND');

    const bad = await new Browser().send('POST', '/api/auth/register', {
      ...registration,
      email: 'not-an-email',
      phone: '845-555-CALL',
      password: 'short',
      address: { line1: '1 Analytical Way' },
      acceptTerms: false,
    });
    expect(bad.statusCode).toBe(400);
    const { fields, fieldKeys } = bad.json();
    expect(fields['body.password']).toBe(
      'Your password must be 6 - 20 characters consisting of uppercase and lowercase letters and at least one digit.',
    );
    expect(fields['body.phone']).toBe(
      'Please check the formatting of the phone number, only use numbers',
    );
    expect(fields['body.email']).toBe(
      "Sorry, we couldn't validate your email address, please double check it has been entered correctly",
    );
    expect(fields['body.acceptTerms']).toBe('Please accept the terms and conditions');
    expect(fields['body.address.city']).toBe(
      'Please complete all address fields if providing an address',
    );
    expect(fieldKeys['body.password']).toBe('account.validation.passwordRule');

    // In the reader's language, and with the breached-password check on the server.
    const common = await new Browser().send('POST', '/api/auth/register?lang=es', {
      ...registration,
      email: 'common@example.com',
      password: 'Password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toBe(
      'Esta contraseña es demasiado común y fácil de adivinar. Elija otra.',
    );
  });

  it('locks an account for a while after 5 wrong passwords in a row; a reset link unlocks it', async () => {
    const { email, password } = DEMO_CUSTOMERS.james;
    const browser = new Browser();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await browser.send('POST', '/api/auth/login', { email, password: `Wrong${i}pass` })).json()
          .code,
      );
    expect(codes).toEqual([
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'ACCOUNT_LOCKED',
    ]);
    const locked = await browser.send('POST', '/api/auth/login', { email, password });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toMatch(/reset your password.*box office/i);

    await browser.send('POST', '/api/auth/password-reset', { email });
    const { token } = await linkFor(email, 'reset-password');
    const reset = await browser.send('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'NewUsher2026',
      confirmPassword: 'NewUsher2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(email, 'NewUsher2026')).cookies.get('session')).toBeTruthy();
    const old = await new Browser().send('POST', '/api/auth/login', { email, password });
    expect(old.json().code).toBe('LOGIN_FAILED');
  });

  it('resets a password by a single-use link that lapses after 10 minutes', async () => {
    const { email } = DEMO_CUSTOMERS.maria;
    const browser = new Browser();
    expect((await browser.send('POST', '/api/auth/password-reset', { email })).statusCode).toBe(
      202,
    );
    const { mail, token } = await linkFor(email, 'reset-password');
    // Maria reads Spanish: her mail is in Spanish, HTML and text.
    expect(mail.subject).toBe('Restablezca su contraseña');
    expect(mail.html).toContain(`token=${token}`);
    const check = await browser.send('POST', '/api/auth/password-reset/check', { token });
    expect(check.json()).toEqual({
      valid: true,
      expiresAt: new Date(clock.at + 10 * 60_000).toISOString(),
    });
    const mismatch = await browser.send('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'Curtain43Call',
      confirmPassword: 'Curtain44Call',
    });
    expect(mismatch.json().fields['body.confirmPassword']).toBe('Passwords do not match');
    const done = await browser.send('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'Curtain43Call',
      confirmPassword: 'Curtain43Call',
    });
    expect(done.statusCode).toBe(200);
    const reused = await new Browser().send('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'Curtain44Call',
      confirmPassword: 'Curtain44Call',
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe('AUTH_LINK_EXPIRED');

    await browser.send('POST', '/api/auth/password-reset', { email });
    const second = await linkFor(email, 'reset-password');
    clock.at += 10 * 60_000 + 1000;
    try {
      const late = await browser.send('POST', '/api/auth/password-reset/check', {
        token: second.token,
      });
      expect(late.statusCode).toBe(410);
    } finally {
      clock.at -= 10 * 60_000 + 1000;
    }
    // Put Maria's demo password back for the other tests.
    const maria = await t.accounts.findCredentials(email);
    await t.accounts.setPasswordHash(
      maria?.id ?? 0,
      await hashPassword(DEMO_CUSTOMERS.maria.password),
    );
  });

  it('answers a reset or magic link request the same whether or not the e-mail exists', async () => {
    const known = await new Browser().send('POST', '/api/auth/magic-link', {
      email: DEMO_CUSTOMERS.daniel.email,
    });
    const unknown = await new Browser().send('POST', '/api/auth/magic-link', {
      email: 'no-such-person@example.com',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['set-cookie']).toBe(known.headers['set-cookie']);
    await t.auth.settled();
    expect(await t.outbox.list({ to: 'no-such-person@example.com' })).toEqual([]);
    expect((await t.outbox.list({ to: DEMO_CUSTOMERS.daniel.email })).length).toBeGreaterThan(0);
  });

  it('signs in by magic link once; the anonymous cart adopts the customer', async () => {
    const browser = new Browser();
    // An anonymous cart with a seat in it.
    const listings: ListingsResponse = (await browser.send('GET', '/api/listings')).json();
    const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
    if (!performance) throw new Error('no on-sale performance');
    const held = await browser.send('POST', '/api/cart/seats', {
      performanceId: performance.id,
      bestAvailable: { quantity: 2 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const cartId = browser.cookies.get('cart');

    const { email } = DEMO_CUSTOMERS.daniel;
    await browser.send('POST', '/api/auth/magic-link', { email });
    const { token } = await linkFor(email, 'authentication');
    const signedIn = await browser.send('POST', '/api/auth/magic-link/verify', { token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().customer.firstName).toBe('Daniel');
    // The cart is his now, under a new id (renewed at sign-in as the session is; decision 013).
    const renewed = browser.cookies.get('cart');
    expect(renewed).not.toBe(cartId);
    const cart = (await browser.send('GET', '/api/cart')).json();
    expect(cart.id).toBe(renewed);
    expect(cart.lines).toHaveLength(2);
    const kept = await t.backend.adoptCart(null, signedIn.json().customer.id);
    expect(kept).toBe(renewed);

    const again = await new Browser().send('POST', '/api/auth/magic-link/verify', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('AUTH_LINK_EXPIRED');
    await browser.send('DELETE', '/api/cart');
  });

  it('does not hand a cart held for one customer to the next who signs in on that browser', async () => {
    const browser = new Browser();
    const listings: ListingsResponse = (await browser.send('GET', '/api/listings')).json();
    const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
    if (!performance) throw new Error('no on-sale performance');
    const held = await browser.send('POST', '/api/cart/seats', {
      performanceId: performance.id,
      bestAvailable: { quantity: 1 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const danielCart = browser.cookies.get('cart');
    const { email, password } = DEMO_CUSTOMERS.daniel;
    expect((await browser.send('POST', '/api/auth/login', { email, password })).statusCode).toBe(
      200,
    );
    // Another customer signs in on a browser that still carries Daniel’s cart cookie.
    const shared = new Browser();
    shared.cookies.set('cart', danielCart ?? '');
    const rose = DEMO_CUSTOMERS.rose;
    const signedIn = await shared.send('POST', '/api/auth/login', rose);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(shared.cookies.get('cart')).not.toBe(danielCart);
    const cart = (await shared.send('GET', '/api/cart')).json();
    expect(cart.id).not.toBe(danielCart);
    await browser.send('DELETE', '/api/cart');
  });

  it('refuses another customer’s records, and signed-out requests', async () => {
    const maria = await signIn(DEMO_CUSTOMERS.maria.email, DEMO_CUSTOMERS.maria.password);
    const rose = await signIn(DEMO_CUSTOMERS.rose.email, DEMO_CUSTOMERS.rose.password);
    const marias: Address[] = (await maria.send('GET', '/api/account/addresses')).json().addresses;
    const secondary = marias.find((a) => a.type !== 'primary');
    const primary = marias.find((a) => a.type === 'primary');
    if (!secondary || !primary) throw new Error('Maria has two addresses in the seed');

    const body = { ...registration.address, type: 'both' };
    for (const attempt of [
      await rose.send('PUT', `/api/account/addresses/${secondary.id}`, body),
      await rose.send('DELETE', `/api/account/addresses/${secondary.id}`),
    ]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().code).toBe('ADDRESS_NOT_FOUND');
      expect(attempt.body).not.toContain('Orchard');
    }
    expect((await maria.send('GET', '/api/account/addresses')).json().addresses).toHaveLength(2);

    const primaryDelete = await maria.send('DELETE', `/api/account/addresses/${primary.id}`);
    expect(primaryDelete.statusCode).toBe(409);
    expect(primaryDelete.json().code).toBe('PRIMARY_ADDRESS_NOT_DELETABLE');

    const incomplete = await maria.send('POST', '/api/account/addresses', {
      type: 'delivery',
      line1: '9 Elm Street',
    });
    expect(incomplete.json().fields['body.postalCode']).toBe(
      'Please complete all address fields if providing an address',
    );
    const added = await maria.send('POST', '/api/account/addresses', {
      type: 'delivery',
      line1: '9 Elm Street',
      city: 'Riverton',
      stateCode: 'NY',
      postalCode: '12590',
      countryId: 1,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ type: 'delivery', stateName: 'New York' });
    expect(
      (await maria.send('DELETE', `/api/account/addresses/${added.json().id}`)).statusCode,
    ).toBe(204);

    for (const url of [
      '/api/account/details',
      '/api/account/addresses',
      '/api/account/access',
      '/api/account/household',
      '/api/account/custom/volunteering/volunteer-hours',
    ]) {
      const response = await new Browser().send('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code, url).toBe('SIGN_IN_REQUIRED');
    }
  });

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const maria = await signIn(DEMO_CUSTOMERS.maria.email, DEMO_CUSTOMERS.maria.password);
    const forged = await maria.send(
      'PUT',
      '/api/account/contact-preferences',
      { granted: [] },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CROSS_ORIGIN_REQUEST');
    const crossSite = await new Browser().send(
      'POST',
      '/api/auth/login',
      { email: DEMO_CUSTOMERS.maria.email, password: DEMO_CUSTOMERS.maria.password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const prefs = (await maria.send('GET', '/api/account/contact-preferences')).json();
    expect(prefs.permissions.filter((p: { granted: boolean }) => p.granted).length).toBe(2);
  });

  it('lets an account sign in on every device: only wrong passwords count against its e-mail', async () => {
    // An app of its own whose address bucket is wide: the e-mail's is the one under test.
    const own = await createTestApp({ rateLimits: { loginIp: { max: 1000, windowMs: 60_000 } } });
    try {
      const { email, password } = DEMO_CUSTOMERS.rose;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await own.app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email, password },
            })
          ).statusCode,
        );
      expect(statuses).toEqual(Array(12).fill(200));
    } finally {
      await own.close();
    }
  });

  it('limits the rate of reset requests per e-mail', async () => {
    const email = 'rate-limit@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await new Browser().send('POST', '/api/auth/password-reset', { email })).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await new Browser().send('POST', '/api/auth/password-reset', { email });
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends a session after 1200 seconds idle', async () => {
    const browser = await signIn(DEMO_CUSTOMERS.rose.email, DEMO_CUSTOMERS.rose.password);
    clock.at += 1199_000;
    expect((await browser.send('GET', '/api/account/details')).statusCode).toBe(200);
    clock.at += 1199_000; // idle time counts from the last request
    expect((await browser.send('GET', '/api/account/details')).statusCode).toBe(200);
    clock.at += 1201_000;
    try {
      expect((await browser.send('GET', '/api/account/details')).statusCode).toBe(401);
    } finally {
      clock.at -= 1199_000 * 2 + 1201_000;
    }
  });

  it('applies an access code that matches the name, which unlocks wheelchair seats', async () => {
    const daniel = await signIn(DEMO_CUSTOMERS.daniel.email, DEMO_CUSTOMERS.daniel.password);
    const maria = await signIn(DEMO_CUSTOMERS.maria.email, DEMO_CUSTOMERS.maria.password);
    const wrongName = await maria.send('POST', '/api/account/access/code', {
      code: 'ACC-2026-0588',
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().code).toBe('ACCESS_CODE_INVALID');

    const listings: ListingsResponse = (await daniel.send('GET', '/api/listings')).json();
    const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
    if (!performance) throw new Error('no on-sale performance');
    const layout: VenueLayout = (await daniel.send('GET', '/api/venues/29/layout')).json();
    const statuses: PerformanceSeatsResponse = (
      await daniel.send('GET', `/api/performances/${performance.id}/seats`)
    ).json();
    const free = new Set(
      statuses.seats.filter((s) => s.status === 'available').map((s) => s.seatId),
    );
    const wheelchair = layout.seats.find((s) => s.wheelchair && free.has(s.id));
    if (!wheelchair) throw new Error('no free wheelchair space');
    const hold = { performanceId: performance.id, seatIds: [wheelchair.id] };

    const refused = await daniel.send('POST', '/api/cart/seats', hold);
    expect(refused.json().code).toBe('ACCESS_REGISTRATION_REQUIRED');

    const applied = await daniel.send('POST', '/api/account/access/code', {
      code: 'acc-2026-0588',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().status).toBe('applied');
    expect((await daniel.send('GET', '/api/auth/session')).json().customer.accessRegistered).toBe(
      true,
    );
    const allowed = await daniel.send('POST', '/api/cart/seats', hold);
    expect(allowed.statusCode, allowed.body).toBe(200);
    await daniel.send('DELETE', '/api/cart');

    const removed = await daniel.send('DELETE', '/api/account/access/code');
    expect(removed.json()).toMatchObject({
      status: 'removed',
      access: { registration: { status: 'none' } },
    });
    expect((await daniel.send('POST', '/api/cart/seats', hold)).statusCode).toBe(403);
  });

  it('keeps accommodation requests (60 and 73–79) in the reader’s language', async () => {
    const rose = await signIn(DEMO_CUSTOMERS.rose.email, DEMO_CUSTOMERS.rose.password);
    const access: Access = (await rose.send('GET', '/api/account/access?lang=ht')).json();
    expect(access.registration.status).toBe('applied');
    expect(access.hasAccommodationRequests).toBe(true);
    expect(access.accommodationRequests).toEqual([73, 75]);
    expect(access.options.map((o) => o.id)).toEqual([60, 73, 74, 75, 76, 77, 78, 79]);
    expect(access.options[1]?.label).toBe('Aksè pou chèz woulant');
    const updated: Access = (
      await rose.send('PUT', '/api/account/access/requests', {
        hasAccommodationRequests: true,
        accommodationRequests: [73, 79],
      })
    ).json();
    expect(updated.accommodationRequests).toEqual([73, 79]);
    const bad = await rose.send('PUT', '/api/account/access/requests', {
      hasAccommodationRequests: true,
      accommodationRequests: [12],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows volunteer and education records with Total hours, and the household', async () => {
    const james = await signIn(DEMO_CUSTOMERS.james.email, 'NewUsher2026');
    const view = (await james.send('GET', '/api/account/custom/volunteering')).json();
    expect(view.tabs.map((tab: { tab: string }) => tab.tab)).toEqual([
      'volunteer-hours',
      'volunteer-documents',
      'volunteer-interests',
    ]);
    const hours: RecordTab = (
      await james.send('GET', '/api/account/custom/volunteering/volunteer-hours')
    ).json();
    expect(hours.rows).toHaveLength(4);
    expect(hours.totals).toEqual([
      { key: 'volunteerHours', labelKey: 'account.records.totalHours', value: 17.75 },
    ]);
    const documents: RecordTab = (
      await james.send('GET', '/api/account/custom/volunteering/volunteer-documents')
    ).json();
    expect(documents.rows[0]).toEqual({
      applicationDate: '2026-08-20',
      waiverDate: '2026-08-22',
      screenClearanceDate: '2026-09-01',
    });
    const forms: RecordTab = (
      await james.send('GET', '/api/account/custom/education/education-forms')
    ).json();
    expect(forms.rows).toHaveLength(3);
    expect(
      (await james.send('GET', '/api/account/custom/education/volunteer-hours')).statusCode,
    ).toBe(404);
    expect((await james.send('GET', '/api/account/household')).json()).toEqual({ household: null });

    const maria = await signIn(DEMO_CUSTOMERS.maria.email, DEMO_CUSTOMERS.maria.password);
    const household = (await maria.send('GET', '/api/account/household')).json().household;
    expect(
      household.members.map((m: { firstName: string; you: boolean }) => [m.firstName, m.you]),
    ).toEqual([
      ['Maria', true],
      ['Daniel', false],
    ]);
    // Maria has no volunteer hours: her own (empty) records, never James's.
    const empty: RecordTab = (
      await maria.send('GET', '/api/account/custom/volunteering/volunteer-hours')
    ).json();
    expect(empty.rows).toEqual([]);
  });

  it('changes the password: current, new and confirmation; other sessions end', async () => {
    const { email, password } = DEMO_CUSTOMERS.rose;
    const here = await signIn(email, password);
    const elsewhere = await signIn(email, password);
    const mismatch = await here.send('POST', '/api/account/password', {
      currentPassword: password,
      newPassword: 'Ramp2Seat',
      confirmPassword: 'Ramp3Seat',
    });
    expect(mismatch.json().fields['body.confirmPassword']).toBe('Passwords do not match');
    const wrong = await here.send('POST', '/api/account/password', {
      currentPassword: 'Nope12345',
      newPassword: 'Ramp2Seat',
      confirmPassword: 'Ramp2Seat',
    });
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INCORRECT');
    const before = here.cookies.get('session');
    const changed = await here.send('POST', '/api/account/password', {
      currentPassword: password,
      newPassword: 'Ramp2Seat',
      confirmPassword: 'Ramp2Seat',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(here.cookies.get('session')).not.toBe(before);
    expect((await here.send('GET', '/api/account/details')).statusCode).toBe(200);
    expect((await elsewhere.send('GET', '/api/account/details')).statusCode).toBe(401);
    await here.send('POST', '/api/account/password', {
      currentPassword: 'Ramp2Seat',
      newPassword: password,
      confirmPassword: password,
    });
  });

  it('updates details, contact preferences and profile', async () => {
    const daniel = await signIn(DEMO_CUSTOMERS.daniel.email, DEMO_CUSTOMERS.daniel.password);
    const details = await daniel.send('PUT', '/api/account/details', {
      firstName: 'Daniel',
      lastName: 'Alvarez',
      email: DEMO_CUSTOMERS.daniel.email,
      phone: '8455550111',
      mobile: '',
      birthDate: '1990-04-02',
    });
    expect(details.json()).toMatchObject({
      phone: '8455550111',
      mobile: null,
      birthDate: '1990-04-02',
    });
    const taken = await daniel.send('PUT', '/api/account/details', {
      firstName: 'Daniel',
      lastName: 'Alvarez',
      email: DEMO_CUSTOMERS.maria.email,
      phone: '8455550111',
    });
    expect(taken.json().code).toBe('EMAIL_IN_USE');
    const prefs = await daniel.send('PUT', '/api/account/contact-preferences', {
      granted: ['sms', 'post'],
    });
    expect(prefs.json().permissions).toEqual([
      { code: 'email', granted: false },
      { code: 'post', granted: true },
      { code: 'phone', granted: false },
      { code: 'sms', granted: true },
    ]);
    const profile = await daniel.send('PUT', '/api/account/profile', {
      birthYear: 1990,
      interests: ['comedy'],
    });
    expect(profile.json()).toEqual({ birthYear: 1990, interests: ['comedy'] });
    const countries = (await daniel.send('GET', '/api/countries?lang=de')).json().countries;
    expect(countries[0]).toMatchObject({ id: 1, code: 'US', name: 'Vereinigte Staaten' });
    expect(countries[0].states).toContainEqual({ code: 'NY', name: 'New York' });
  });

  it('shows the outbox at the local mailbox outside production only', async () => {
    const list = await new Browser().send('GET', '/api/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.json().messages.length).toBeGreaterThan(0);
    const page = await new Browser().send('GET', '/dev/mailbox');
    expect(page.headers['content-type']).toContain('text/html');
    const production = await createTestApp({ production: true });
    try {
      expect((await production.app.inject('/api/dev/mailbox')).statusCode).toBe(404);
      const login = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO_CUSTOMERS.maria,
      });
      expect(login.cookies.find((c) => c.name === 'session')?.secure).toBe(true);
    } finally {
      await production.close();
    }
  });
});
