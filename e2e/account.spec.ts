import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mailedLink, registerByApi, signInByApi, uniqueEmail } from './support/account.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import { en, main, message, settle, textOf, until, waitForPath } from './support/site.ts';
import { visitorHeaders } from './support/visitor.ts';

/** The page's main region (the header has a "Sign in" link of its own). */

/** What has the focus: its id, or the class of an element without one. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.className || '');

/** The error shown by a field and tied to it (aria-describedby). */
async function fieldError(page: Page, label: string): Promise<string> {
  // The first field of that name (the phone field comes before the "Phone" contact choice).
  const input = main(page).getByLabel(label, { exact: true }).first();
  // Shown at once by the form's own check, or once the server has answered.
  await until(
    () => input.getAttribute('aria-invalid'),
    (value) => value === 'true',
  );
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId, `${label} has no error tied to it`).toBeTruthy();
  return textOf(page.locator(`[id="${errorId}"]`));
}

async function headerName(page: Page): Promise<string> {
  const header = page.getByRole('banner');
  return until(
    async () => ((await header.locator('.account-link').textContent()) ?? '').trim(),
    (text) => text !== '',
  );
}

async function signInTwoSteps(page: Page, email: string, password: string) {
  await main(page).getByLabel(en('auth.fields.email'), { exact: true }).fill(email);
  await main(page)
    .getByRole('button', { name: en('auth.login.continue') })
    .click();
  const passwordField = main(page).getByLabel(en('auth.fields.password'), { exact: true });
  await passwordField.waitFor();
  const id = await passwordField.getAttribute('id');
  expect(
    await until(
      () => focused(page),
      (now) => now === id,
    ),
  ).toBe(id);
  await passwordField.fill(password);
  await main(page)
    .getByRole('button', { name: en('auth.login.submit'), exact: true })
    .click();
}

describe('customer accounts in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('register → sign out → sign in in two steps → edit details → add an address → change the password', async () => {
    const email = uniqueEmail('journey');
    await withPage({ viewport: PHONE }, async (page) => {
      // An unknown e-mail at /login leads to /register, the address carried over.
      await page.goto('/login');
      await settle(page);
      await main(page).getByLabel(en('auth.fields.email'), { exact: true }).fill(email);
      await main(page)
        .getByRole('button', { name: en('auth.login.continue') })
        .click();
      const summary = main(page).locator('.error-summary');
      expect(await textOf(summary)).toContain(en('errors.NO_CUSTOMER_FOUND'));
      // The summary takes the focus once React has drawn it (an animation frame later).
      expect(
        await until(
          () => focused(page),
          (id) => id === 'error-summary',
        ),
      ).toBe('error-summary');
      await main(page)
        .getByRole('link', { name: en('auth.login.registerWithEmail') })
        .click();
      await waitForPath(page, '/register');
      await settle(page);
      const emailField = main(page).getByLabel(en('auth.fields.email'), { exact: true });
      expect(await emailField.inputValue()).toBe(email);

      // Sent empty (but for the e-mail) and with a weak password: the spec's messages, by each
      // field and in the summary, which takes the focus.
      await main(page).getByLabel(en('auth.fields.password'), { exact: true }).fill('short');
      await main(page)
        .getByRole('textbox', { name: en('account.fields.phone'), exact: true })
        .fill('845-555-CALL');
      await main(page)
        .getByRole('button', { name: en('auth.register.submit') })
        .click();
      await until(
        () => focused(page),
        (id) => id === 'error-summary',
      );
      expect(await fieldError(page, en('auth.fields.password'))).toBe(
        en('account.validation.passwordRule'),
      );
      expect(await fieldError(page, en('account.fields.phone'))).toBe(
        en('account.validation.phoneDigits'),
      );
      expect(await fieldError(page, en('account.fields.firstName'))).toBe(
        en('account.validation.firstNameRequired'),
      );
      // The country comes chosen (the United States), so the address counts as begun.
      expect(await fieldError(page, en('account.address.line1'))).toBe(
        en('account.validation.addressIncomplete'),
      );
      expect(await fieldError(page, en('auth.register.acceptTerms'))).toBe(
        en('account.validation.termsRequired'),
      );
      expect(await textOf(main(page).locator('.error-summary'))).toContain(
        en('account.validation.termsRequired'),
      );
      await screenshot(page, 'register-errors-390');

      const form = main(page);
      await form.getByLabel(en('account.fields.firstName'), { exact: true }).fill('Robin');
      await form.getByLabel(en('account.fields.lastName'), { exact: true }).fill('Footlight');
      // Written as people write it (issue 9): the punctuation goes, the digits are kept.
      await form
        .getByRole('textbox', { name: en('account.fields.phone'), exact: true })
        .fill('(845) 555-0199');
      await form.getByLabel(en('auth.fields.password'), { exact: true }).fill('Footlights9');
      await form.getByLabel(en('auth.fields.confirmPassword'), { exact: true }).fill('Footlights8');
      await form.getByLabel(en('account.address.line1'), { exact: true }).fill('5 Curtain Road');
      await form.getByLabel(en('account.address.city'), { exact: true }).fill('Riverton');
      await form.getByLabel(en('account.address.postalCode'), { exact: true }).fill('12590');
      await form
        .getByRole('combobox', {
          name: `${en('account.address.state')} ${en('account.form.optional')}`,
        })
        .selectOption('NY');
      await form.getByLabel(en('account.contactPermissions.email'), { exact: true }).check();
      await form.getByLabel(en('auth.register.acceptTerms'), { exact: true }).check();
      await form.getByRole('button', { name: en('auth.register.submit') }).click();
      expect(await fieldError(page, en('auth.fields.confirmPassword'))).toBe(
        en('account.validation.passwordsDoNotMatch'),
      );
      await form.getByLabel(en('auth.fields.confirmPassword'), { exact: true }).fill('Footlights9');
      await form.getByRole('button', { name: en('auth.register.submit') }).click();

      // Signed in, on the account's primary page, the header naming the customer.
      await waitForPath(page, '/account/your-details');
      await settle(page);
      expect(await textOf(main(page).getByRole('status'))).toBe(en('account.details.welcome'));
      expect(await headerName(page)).toBe('Robin');

      // Sign out; the account is then behind the sign-in page, which brings the reader back.
      await page
        .getByRole('banner')
        .getByRole('button', { name: en('nav.signOut') })
        .click();
      await waitForPath(page, '/');
      await page
        .getByRole('banner')
        .getByRole('link', { name: en('nav.signIn') })
        .waitFor();
      await page.goto('/account/addresses');
      await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/account/addresses')}`);
      await settle(page);

      // Step 2 with a wrong password, then the right one.
      await signInTwoSteps(page, email, 'Wrong1Password');
      expect(await textOf(main(page).locator('.error-summary'))).toContain(
        en('errors.LOGIN_FAILED'),
      );
      const password = main(page).getByLabel(en('auth.fields.password'), { exact: true });
      await password.fill('Footlights9');
      await main(page)
        .getByRole('button', { name: en('auth.login.submit'), exact: true })
        .click();
      await waitForPath(page, '/account/addresses');
      expect(await headerName(page)).toBe('Robin');

      // Your details: a phone with letters is refused by the form; then saved.
      await page
        .getByRole('navigation', { name: en('account.nav.label') })
        .getByRole('link', {
          name: en('account.nav.yourDetails'),
        })
        .click();
      await waitForPath(page, '/account/your-details');
      await main(page)
        .getByRole('button', { name: en('account.details.edit') })
        .click();
      await main(page)
        .getByRole('textbox', { name: en('account.fields.phone'), exact: true })
        .fill('555 CALL');
      await main(page)
        .getByRole('button', { name: en('account.form.save') })
        .click();
      expect(await fieldError(page, en('account.fields.phone'))).toBe(
        en('account.validation.phoneDigits'),
      );
      await main(page)
        .getByRole('textbox', { name: en('account.fields.phone'), exact: true })
        .fill('+1 845.555.0123');
      await main(page).getByLabel(en('account.fields.firstName'), { exact: true }).fill('Robyn');
      await main(page)
        .getByRole('button', { name: en('account.form.save') })
        .click();
      expect(await textOf(main(page).getByRole('status'))).toBe(en('account.details.saved'));
      expect(await textOf(main(page).locator('.details-list'))).toContain('18455550123');
      expect(
        await until(
          () => headerName(page),
          (n) => n === 'Robyn',
        ),
      ).toBe('Robyn');
      await settle(page);
      await screenshot(page, 'account-details-390');

      // Addresses: the primary has no delete; a half-given address answers the spec's message.
      await page.goto('/account/addresses');
      await settle(page);
      expect(await main(page).locator('.address-card').count()).toBe(1);
      expect(
        await main(page)
          .getByRole('button', { name: en('account.addresses.delete') })
          .count(),
      ).toBe(0);
      await main(page)
        .getByRole('button', { name: en('account.addresses.add') })
        .click();
      await main(page)
        .getByLabel(en('account.address.line1'), { exact: true })
        .fill('9 Stage Door');
      await main(page)
        .getByRole('button', { name: en('account.form.save') })
        .click();
      expect(await fieldError(page, en('account.address.city'))).toBe(
        en('account.validation.addressIncomplete'),
      );
      await main(page).getByLabel(en('account.address.city'), { exact: true }).fill('Kingston');
      await main(page).getByLabel(en('account.address.postalCode'), { exact: true }).fill('12401');
      await main(page)
        .getByLabel(en('account.addresses.type'), { exact: true })
        .selectOption('delivery');
      await main(page)
        .getByRole('button', { name: en('account.form.save') })
        .click();
      expect(await textOf(main(page).getByRole('status'))).toBe(en('account.addresses.saved'));
      await until(
        () => main(page).locator('.address-card').count(),
        (n) => n === 2,
      );
      expect(await textOf(main(page).locator('.address-grid'))).toContain('9 Stage Door');
      await settle(page);
      await screenshot(page, 'account-addresses-390');

      // Profile: the year of birth goes to the API as a number (its contract takes no text).
      await page.goto('/account/your-profile');
      await settle(page);
      await main(page).getByLabel(en('account.profile.birthYear')).fill('1985');
      await main(page)
        .getByRole('button', { name: en('account.form.save') })
        .click();
      expect(await textOf(main(page).getByRole('status'))).toBe(en('account.profile.saved'));
      await page.reload();
      await settle(page);
      expect(await main(page).getByLabel(en('account.profile.birthYear')).inputValue()).toBe(
        '1985',
      );

      // Update password: "Passwords do not match", a wrong current password, then done.
      await page.goto('/account/update-password');
      await settle(page);
      const current = main(page).getByLabel(en('account.password.current'), { exact: true });
      const next = main(page).getByLabel(en('auth.fields.newPassword'), { exact: true });
      const again = main(page).getByLabel(en('auth.fields.confirmPassword'), { exact: true });
      await current.fill('Footlights9');
      await next.fill('Limelight42');
      await again.fill('Limelight43');
      await main(page)
        .getByRole('button', { name: en('account.password.submit') })
        .click();
      expect(await fieldError(page, en('auth.fields.confirmPassword'))).toBe(
        en('account.validation.passwordsDoNotMatch'),
      );
      await current.fill('NotMine1x');
      await again.fill('Limelight42');
      await main(page)
        .getByRole('button', { name: en('account.password.submit') })
        .click();
      expect(await fieldError(page, en('account.password.current'))).toBe(
        en('errors.CURRENT_PASSWORD_INCORRECT'),
      );
      await current.fill('Footlights9');
      await next.fill('Limelight42');
      await again.fill('Limelight42');
      await main(page)
        .getByRole('button', { name: en('account.password.submit') })
        .click();
      expect(await textOf(main(page).getByRole('status'))).toBe(en('account.password.saved'));
    });

    // The new password signs in; the old one no longer does.
    const login = (password: string) =>
      fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...visitorHeaders() },
        body: JSON.stringify({ email, password }),
      });
    expect((await login('Footlights9')).status).toBe(401);
    expect((await login('Limelight42')).status).toBe(200);
  });

  it('reset by link: the mail’s link sets a new password and signs in, once', async () => {
    const email = uniqueEmail('reset');
    await registerByApi(baseUrl, { email, password: 'Original1x' });
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/reset-password');
      await settle(page);
      expect(await textOf(main(page).locator('.help-text'))).toBe(en('auth.resetHelp'));
      await main(page).getByLabel(en('auth.fields.email'), { exact: true }).fill(email);
      await main(page)
        .getByRole('button', { name: en('auth.reset.send') })
        .click();
      expect(await textOf(main(page).getByRole('status'))).toContain(email);
      const link = await mailedLink(baseUrl, email, '/reset-password');

      await page.goto(link);
      await settle(page);
      await main(page).getByLabel(en('auth.fields.newPassword'), { exact: true }).fill('Renewed7x');
      await main(page)
        .getByLabel(en('auth.fields.confirmPassword'), { exact: true })
        .fill('Renewed7y');
      await main(page)
        .getByRole('button', { name: en('auth.reset.save') })
        .click();
      expect(await fieldError(page, en('auth.fields.confirmPassword'))).toBe(
        en('account.validation.passwordsDoNotMatch'),
      );
      await main(page)
        .getByLabel(en('auth.fields.confirmPassword'), { exact: true })
        .fill('Renewed7x');
      await main(page)
        .getByRole('button', { name: en('auth.reset.save') })
        .click();
      await waitForPath(page, '/account/your-details');
      expect(await textOf(main(page).getByRole('status'))).toBe(en('auth.reset.done'));
      expect(await headerName(page)).toBe('Robin');

      // The link was used: it says so and offers a new one.
      await page.goto(link);
      expect(await textOf(main(page).getByRole('alert').first())).toBe(
        en('errors.AUTH_LINK_EXPIRED'),
      );
      await main(page)
        .getByRole('button', { name: en('auth.reset.send') })
        .waitFor();
      await settle(page);
      await screenshot(page, 'reset-link-used-390');
    });
  });

  it('magic link: request, open, sign in; a used link says so and offers a new one', async () => {
    const email = uniqueEmail('magic');
    await registerByApi(baseUrl, { email, password: 'Magic1link', firstName: 'Morgan' });
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/authentication?returnTo=%2Faccount%2Faccess');
      await settle(page);
      await main(page).getByLabel(en('auth.fields.email'), { exact: true }).fill(email);
      await main(page)
        .getByRole('button', { name: en('auth.magic.send') })
        .click();
      expect(await textOf(main(page).getByRole('status'))).toContain(email);
      const link = await mailedLink(baseUrl, email, '/authentication');

      await page.goto(link);
      const signIn = main(page).getByRole('button', { name: en('auth.magic.signIn') });
      await signIn.click();
      await waitForPath(page, '/account/your-details');
      expect(await headerName(page)).toBe('Morgan');

      await page.goto(link);
      expect(await textOf(main(page).getByRole('alert').first())).toBe(
        en('errors.AUTH_LINK_EXPIRED'),
      );
      await main(page)
        .getByRole('button', { name: en('auth.magic.send') })
        .waitFor();
    });
  });

  it('lockout: five wrong passwords lock the account, and the message points to reset and the box office', async () => {
    const email = uniqueEmail('lockout');
    await registerByApi(baseUrl, { email, password: 'Correct1pw' });
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/login');
      await settle(page);
      await main(page).getByLabel(en('auth.fields.email'), { exact: true }).fill(email);
      await main(page)
        .getByRole('button', { name: en('auth.login.continue') })
        .click();
      const summary = main(page).locator('.error-summary');
      const password = main(page).getByLabel(en('auth.fields.password'), { exact: true });
      const submit = main(page).getByRole('button', { name: en('auth.login.submit'), exact: true });
      const attempt = async (value: string) => {
        await password.fill(value);
        const [response] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login'),
          submit.click(),
        ]);
        return response.status();
      };
      const statuses: number[] = [];
      for (let n = 1; n <= 5; n++) statuses.push(await attempt(`Wrong1pw${n}`));
      // Four "login failed", and the fifth wrong password locks the account.
      expect(statuses).toEqual([401, 401, 401, 401, 423]);
      const text = await until(
        () => textOf(summary),
        (now) => now.includes(en('errors.ACCOUNT_LOCKED')),
      );
      expect(text).toContain(en('auth.login.boxOffice'));
      const reset = summary.getByRole('link', { name: en('auth.login.resetLink') });
      expect(await reset.getAttribute('href')).toBe('/reset-password');

      // Even the right password is refused now.
      expect(await attempt('Correct1pw')).toBe(423);
      expect(await textOf(summary)).toContain(en('errors.ACCOUNT_LOCKED'));
      expect(new URL(page.url()).pathname).toBe('/login');
      await settle(page);
      await screenshot(page, 'login-locked-390');
    });
  });

  it('access code: an invalid code, then the code in the customer’s name applied and removed', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, 'daniel.alvarez@example.com', 'Stage7Door');
      await page.goto('/account/access');
      await settle(page);
      const code = main(page).getByLabel(en('account.access.codeLabel'), { exact: true });
      const apply = main(page).getByRole('button', { name: en('account.access.applyCode') });

      await apply.click();
      expect(await fieldError(page, en('account.access.codeLabel'))).toBe(
        en('account.validation.accessCodeRequired'),
      );
      await code.fill('ACC-2026-9999');
      await apply.click();
      expect(
        await until(
          () => fieldError(page, en('account.access.codeLabel')),
          (t) => t === en('errors.ACCESS_CODE_INVALID'),
        ),
      ).toBe(en('errors.ACCESS_CODE_INVALID'));

      await code.fill('ACC-2026-0588');
      await apply.click();
      expect(await textOf(main(page).getByRole('status').first())).toBe(
        en('account.accessCode.applied'),
      );
      expect(await textOf(main(page).locator('.access-applied'))).toContain(
        en('account.access.registered'),
      );
      const session = async () =>
        (await (await page.request.get(`${baseUrl}/api/auth/session`)).json()) as {
          customer: { accessRegistered: boolean };
        };
      expect((await session()).customer.accessRegistered).toBe(true);
      await settle(page);
      await screenshot(page, 'account-access-applied-390');

      await main(page)
        .getByRole('button', { name: en('account.access.removeCode') })
        .click();
      expect(await textOf(main(page).getByRole('status').first())).toBe(
        en('account.accessCode.removed'),
      );
      await code.waitFor();
      expect((await session()).customer.accessRegistered).toBe(false);
    });
  });

  it('accommodation requests are saved and shown again', async () => {
    const email = uniqueEmail('access');
    await registerByApi(baseUrl, { email, password: 'Access1pw' });
    await withPage({}, async (page) => {
      await signInByApi(page, baseUrl, email, 'Access1pw');
      await page.goto('/account/access');
      await settle(page);
      await main(page).getByLabel('Yes, I have accommodation requests', { exact: true }).check();
      await main(page).getByLabel('Wheelchair access', { exact: true }).check();
      await main(page).getByLabel('Family/private restroom', { exact: true }).check();
      await main(page)
        .getByRole('region', { name: en('account.access.requestsTitle') })
        .getByRole('button', { name: en('account.form.save') })
        .click();
      expect(
        await textOf(
          main(page)
            .getByRole('region', { name: en('account.access.requestsTitle') })
            .getByRole('status'),
        ),
      ).toBe(en('account.access.requestsSaved'));
      await page.reload();
      await settle(page);
      expect(await main(page).getByLabel('Wheelchair access', { exact: true }).isChecked()).toBe(
        true,
      );
      expect(
        await main(page).getByLabel('Deaf or hard of hearing', { exact: true }).isChecked(),
      ).toBe(false);
    });
  });

  it('volunteering shows Hours, Documents and Interests with Total hours; education its forms; custom/{view}/{tab} too', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, 'james.okafor@example.com', 'Usher24Hours');
      await page.goto('/account/volunteering');
      await settle(page);
      const tabs = main(page).getByRole('navigation', { name: 'Volunteering sections' });
      expect(await tabs.getByRole('link').allTextContents()).toEqual([
        'Hours',
        'Documents',
        'Interests',
      ]);
      expect(await main(page).locator('tfoot').innerText()).toMatch(/^Total hours\s+17\.75$/);
      await screenshot(page, 'account-volunteering-390');

      await tabs.getByRole('link', { name: 'Interests' }).click();
      await waitForPath(page, '/account/volunteering/volunteer-interests');
      expect(await textOf(main(page).getByRole('heading', { level: 2 }))).toBe('Interests');
      expect(await textOf(main(page).locator('table'))).toContain('Ushering');

      await page.goto('/account/custom/volunteering/volunteer-documents');
      await settle(page);
      expect(await textOf(main(page).getByRole('heading', { level: 2 }))).toBe('Documents');

      await page.goto('/account/education');
      await settle(page);
      expect(await textOf(main(page).getByRole('heading', { level: 2 }))).toBe('Education forms');
      expect(await main(page).locator('tbody tr').count()).toBeGreaterThan(0);

      await page.goto('/account/custom/volunteering/no-such-tab');
      expect(await textOf(main(page).getByRole('heading', { level: 1 }))).toBe(
        en('errors.notFoundTitle'),
      );
    });
  });

  it('the household shows where the customer has one, with its members', async () => {
    await withPage({}, async (page) => {
      await signInByApi(page, baseUrl, 'maria.alvarez@example.com', 'Curtain42Call');
      await page.goto('/account/your-details');
      await settle(page);
      const nav = page.getByRole('navigation', { name: en('account.nav.label') });
      await nav.getByRole('link', { name: en('account.nav.household') }).click();
      await waitForPath(page, '/account/household');
      const members = await textOf(main(page).locator('.member-list'));
      expect(members).toContain('Maria Alvarez');
      expect(members).toContain('Daniel Alvarez');
    });
    await withPage({}, async (page) => {
      await signInByApi(page, baseUrl, 'james.okafor@example.com', 'Usher24Hours');
      await page.goto('/account/your-details');
      await settle(page);
      const nav = page.getByRole('navigation', { name: en('account.nav.label') });
      expect(await nav.getByRole('link', { name: en('account.nav.household') }).count()).toBe(0);
    });
  });

  it('after sign-in the reader returns to where they came from, and only to a page of this site', async () => {
    const email = uniqueEmail('return');
    await registerByApi(baseUrl, { email, password: 'Return1pw' });
    await withPage({}, async (page) => {
      await page.goto('/listings');
      await settle(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: en('nav.signIn') })
        .click();
      await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/listings')}`);
      await settle(page);
      await signInTwoSteps(page, email, 'Return1pw');
      await waitForPath(page, '/listings');
    });
    await withPage({}, async (page) => {
      await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example/steal')}`);
      await settle(page);
      await signInTwoSteps(page, email, 'Return1pw');
      const url = await waitForPath(page, '/account/your-details');
      expect(url.host).toBe(new URL(baseUrl).host);
    });
  });

  it('one page each in Haitian Creole and Spanish', async () => {
    const ht = (key: string) => message('ht', key);
    await withPage({ locale: 'ht', viewport: PHONE }, async (page) => {
      await page.goto('/login');
      await settle(page);
      expect(await textOf(main(page).getByRole('heading', { level: 1 }))).toBe(
        ht('auth.login.title'),
      );
      await main(page)
        .getByRole('button', { name: ht('auth.login.continue') })
        .click();
      expect(await fieldError(page, ht('auth.fields.email'))).toBe(
        ht('account.validation.loginEmailRequired'),
      );
      await screenshot(page, 'login-ht-390');
    });
    const es = (key: string) => message('es', key);
    await withPage({ locale: 'es', viewport: PHONE }, async (page) => {
      await signInByApi(page, baseUrl, 'maria.alvarez@example.com', 'Curtain42Call');
      await page.goto('/account/your-details');
      await settle(page);
      expect(await textOf(main(page).getByRole('heading', { level: 1 }))).toBe(
        es('account.details.title'),
      );
      const nav = page.getByRole('navigation', { name: es('account.nav.label') });
      expect(await nav.getByRole('link').allTextContents()).toContain(
        es('account.nav.contactPreferences'),
      );
      expect(await textOf(main(page).locator('.details-list'))).toContain(es('auth.fields.email'));
      await main(page)
        .getByRole('button', { name: es('account.details.edit') })
        .click();
      await main(page).getByLabel(es('account.fields.firstName'), { exact: true }).fill('');
      await main(page)
        .getByRole('button', { name: es('account.form.save') })
        .click();
      expect(await fieldError(page, es('account.fields.firstName'))).toBe(
        es('account.validation.firstNameRequired'),
      );
      await screenshot(page, 'account-details-es-390');
    });
  });

  const SIGNED_OUT = ['/login', '/register', '/reset-password', '/authentication'];
  const SIGNED_IN = [
    '/account/your-details',
    '/account/addresses',
    '/account/contact-preferences',
    '/account/volunteering',
    '/account/education',
    '/account/access',
    '/account/update-password',
    '/account/your-profile',
    '/account/household',
  ];

  it.each([PHONE, DESKTOP])(
    'sign-in and account pages at $width px: no serious or critical axe violations, nothing wider than the screen',
    async (viewport) => {
      const check = async (page: Page, path: string) => {
        await page.goto(path);
        await settle(page);
        await screenshot(page, `${path.slice(1).replaceAll('/', '-')}-${viewport.width}`);
        expect(await seriousAxeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(0);
      };
      await withPage({ viewport }, async (page) => {
        for (const path of SIGNED_OUT) await check(page, path);
      });
      // One sign-in for all the account pages (sign-ins are rate-limited per address).
      await withPage({ viewport }, async (page) => {
        await signInByApi(page, baseUrl, 'maria.alvarez@example.com', 'Curtain42Call');
        for (const path of SIGNED_IN) await check(page, path);
      });
    },
    // Some twenty pages, each drawn, photographed and checked by axe: about 40 s on a quiet
    // machine, so the default 60 s left too little room on a busy one.
    150_000,
  );

  it('forms with errors stay accessible, and the keyboard alone reaches every field from the summary', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/register');
      await settle(page);
      // Keyboard only: Tab to the submit button and press Enter.
      const submit = main(page).getByRole('button', { name: en('auth.register.submit') });
      await submit.focus();
      await page.keyboard.press('Enter');
      await until(
        () => focused(page),
        (id) => id === 'error-summary',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The summary's first link leads to its field.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(
        await until(
          () => focused(page),
          (id) => id === 'register-firstName',
        ),
      ).toBe('register-firstName');
    });
  });
});
