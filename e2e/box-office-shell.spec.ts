/**
 * The box office's frame and its first pages in a real browser (issue 13): a new administrator
 * signs in for the first time (password, authenticator set-up, recovery codes), adds a door
 * member, changes a role and finds both in the audit log; a door member sees only what the door
 * may open and the staff page refuses them; sign-in works with the keyboard alone; a manager's
 * promo code and fund show in the audit log by their names in the reader's language. axe finds
 * nothing serious on any page, at 1280 and 390 px (screenshots in test-results/screenshots).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { totpCode } from '../src/domain/staff/totp.ts';
import { formatMoney, usd } from '../src/shared/money.ts';
import { axeClean, browserSession, DESKTOP, PHONE } from './support/browser.ts';
import {
  en,
  main,
  message,
  textOf,
  until,
  visibleText,
  waitForHtmlLang,
  waitForPath,
} from './support/site.ts';
import {
  createStaffMember,
  demoAdmin,
  enrolStaffMember,
  freshCode,
  StaffApi,
  type StaffLogin,
  signInNewStaffByApi,
} from './support/staff.ts';

/** The id of what has the focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function focusMovesTo(page: Page, id: string) {
  expect(
    await until(
      () => focusedId(page),
      (now) => now === id,
    ),
  ).toBe(id);
}

/** The error tied to a field (aria-describedby), once the field says it has one. */
async function fieldError(page: Page, label: string): Promise<string> {
  const input = main(page).getByLabel(label, { exact: true });
  await until(
    () => input.getAttribute('aria-invalid'),
    (value) => value === 'true',
  );
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').find((part) => part.endsWith('-error'));
  expect(id, `${label} has no error tied to it`).toBeTruthy();
  return textOf(page.locator(`[id="${id}"]`));
}

/** The page whose heading is `title` has been drawn (the one before may linger a moment). */
async function waitForHeading(page: Page, title: string) {
  await until(
    () => textOf(page.getByRole('heading', { level: 1 })),
    (text) => text === title,
  );
}

/** The staff API signed in as a new member (their authenticator set up on the way). */
async function signInByApi(baseUrl: string, member: StaffLogin): Promise<StaffApi> {
  const api = new StaffApi(baseUrl);
  const login = await api.send('POST', '/api/box-office/session', {
    email: member.email,
    password: member.password,
  });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  const setup = await api.send<{ secret: string }>('POST', '/api/box-office/session/setup');
  expect(setup.status, JSON.stringify(setup.json)).toBe(200);
  const confirmed = await api.send('POST', '/api/box-office/session/setup/confirm', {
    code: freshCode(setup.json.secret, 0).code,
  });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return api;
}

/** A row of the staff table, by the member's name. */
const staffRow = (page: Page, name: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

describe('the box office shell in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('a new administrator sets up two-step sign-in, adds a door member, changes a role and sees both in the audit log', async () => {
    const admin = await createStaffMember(baseUrl, 'admin', `Ada Admin ${Date.now()}`);
    const doorName = `Dora Door ${Date.now()}`;
    await withPage({ viewport: DESKTOP }, async (page) => {
      // Signed out, a staff page sends the member to sign in, and back there afterwards.
      await page.goto('/box-office/staff');
      await waitForPath(page, '/box-office/sign-in');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/box-office/staff');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(en('staff.signIn.title'));
      // The box office's own frame: not the storefront's header and footer.
      expect(await page.locator('.site-header, .site-footer').count()).toBe(0);
      await axeClean(page, 'box-office-sign-in-1280');

      await main(page).getByLabel(en('staff.signIn.email')).fill(admin.email);
      await main(page).getByLabel(en('staff.signIn.password')).fill('Wrong1Password');
      await main(page)
        .getByRole('button', { name: en('staff.signIn.continue') })
        .click();
      expect(await textOf(main(page).locator('.error-summary'))).toContain(
        en('errors.STAFF_LOGIN_FAILED'),
      );
      await main(page).getByLabel(en('staff.signIn.password')).fill(admin.password);
      await main(page)
        .getByRole('button', { name: en('staff.signIn.continue') })
        .click();

      // First sign-in: the authenticator's set-up, its heading taking the focus.
      await focusMovesTo(page, 'bo-setup-title');
      const qr = main(page).getByRole('img', { name: en('staff.signIn.qrAlt') });
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
      const grouped = await textOf(main(page).locator('.bo-secret code'));
      expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      const secret = grouped.replace(/\s/g, '');
      const codeField = main(page).getByLabel(en('staff.signIn.codeLabel'));
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      await axeClean(page, 'box-office-setup-1280');

      // A code of the wrong shape is the contract's message; a wrong one the server's.
      await codeField.fill('12');
      await main(page)
        .getByRole('button', { name: en('staff.signIn.setupSubmit') })
        .click();
      expect(await fieldError(page, en('staff.signIn.codeLabel'))).toBe(
        en('staff.validation.code'),
      );
      const wrong = totpCode(secret, new Date(Date.now() - 10 * 60_000));
      await codeField.fill(wrong === totpCode(secret, new Date()) ? '000000' : wrong);
      await main(page)
        .getByRole('button', { name: en('staff.signIn.setupSubmit') })
        .click();
      await until(
        () => visibleText(main(page).locator('.error-summary')),
        (text) => text.includes(en('errors.STAFF_CODE_INVALID')),
      );
      await codeField.fill(totpCode(secret, new Date()));
      await main(page)
        .getByRole('button', { name: en('staff.signIn.setupSubmit') })
        .click();

      // The recovery codes, once, before going on.
      await focusMovesTo(page, 'bo-codes-title');
      const codes = await main(page).locator('.bo-recovery-codes li').allTextContents();
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code.trim()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await axeClean(page, 'box-office-recovery-codes-1280');
      await main(page)
        .getByRole('button', { name: en('staff.signIn.codesSaved') })
        .click();
      await waitForPath(page, '/box-office/staff');
      await waitForHeading(page, en('staff.staffAdmin.title'));

      // The top bar names who is signed in and their role; the nav offers what an admin may open.
      const banner = page.getByRole('banner');
      expect(await visibleText(banner)).toContain(admin.name);
      expect(await visibleText(banner)).toContain(en('staff.roles.admin'));
      const nav = page.getByRole('navigation', { name: en('staff.shell.navigation') });
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        en('staff.nav.home'),
        en('staff.nav.door'),
        en('staff.customers.nav.label'),
        en('staff.nav.venues'),
        en('staff.nav.season'),
        en('staff.nav.reports'),
        en('staff.offers.nav.promoCodes'),
        en('staff.offers.nav.funds'),
        en('staff.offers.nav.membershipLevels'),
        en('staff.offers.nav.giftVouchers'),
        en('staff.nav.staff'),
        en('staff.nav.audit'),
      ]);
      await staffRow(page, admin.name).waitFor();
      await axeClean(page, 'box-office-staff-1280');

      // The new member's form checks with the API's contract: translated errors by each field.
      const create = en('staff.staffAdmin.createSubmit');
      await main(page).getByRole('button', { name: create }).click();
      expect(await fieldError(page, en('staff.staffAdmin.fields.name'))).toBe(
        en('staff.validation.name'),
      );
      expect(await fieldError(page, en('staff.staffAdmin.fields.role'))).toBe(
        en('staff.validation.role'),
      );
      expect(await fieldError(page, en('staff.staffAdmin.fields.password'))).toBe(
        en('account.validation.passwordRequired'),
      );
      const doorEmail = `door.${Date.now()}@staff.example.org`;
      await main(page).getByLabel(en('staff.staffAdmin.fields.name')).fill(doorName);
      await main(page).getByLabel(en('staff.staffAdmin.fields.email')).fill(doorEmail);
      await main(page)
        .getByLabel(en('staff.staffAdmin.fields.role'))
        .selectOption({ label: en('staff.roles.door') });
      await main(page).getByLabel(en('staff.staffAdmin.fields.password')).fill('Ticket9Torn');
      await main(page).getByRole('button', { name: create }).click();
      expect(await textOf(main(page).getByRole('status'))).toBe(
        en('staff.staffAdmin.created').replace('{{name}}', doorName),
      );
      const row = staffRow(page, doorName);
      expect(await visibleText(row)).toContain(en('staff.roles.door'));

      // Its role changed: from door to box-office staff.
      await row.getByRole('button', { name: en('staff.staffAdmin.changeRole') }).click();
      const select = row.getByLabel(en('staff.staffAdmin.newRole').replace('{{name}}', doorName));
      await focusMovesTo(page, (await select.getAttribute('id')) ?? '');
      await select.selectOption({ label: en('staff.roles.staff') });
      await row.getByRole('button', { name: en('staff.staffAdmin.saveRole') }).click();
      await until(
        () => visibleText(main(page).getByRole('status')),
        (text) =>
          text ===
          en('staff.staffAdmin.roleChanged')
            .replace('{{name}}', doorName)
            .replace('{{role}}', en('staff.roles.staff')),
      );
      expect(await visibleText(staffRow(page, doorName))).toContain(en('staff.roles.staff'));

      // Disabling asks first; cancelling changes nothing.
      await row.getByRole('button', { name: en('staff.staffAdmin.disable') }).click();
      expect(await visibleText(row)).toContain(
        en('staff.staffAdmin.confirmDisable').replace('{{name}}', doorName),
      );
      await row.getByRole('button', { name: en('staff.staffAdmin.cancel') }).click();
      expect(await visibleText(row)).toContain(en('staff.staffAdmin.active'));

      // The audit log: the role change and the new account, by this administrator.
      await nav.getByRole('link', { name: en('staff.nav.audit') }).click();
      await waitForPath(page, '/box-office/audit');
      await waitForHeading(page, en('staff.audit.title'));
      const table = main(page).getByRole('table');
      const changed = table.getByRole('row').filter({ hasText: doorName }).first();
      expect(await visibleText(changed)).toContain(en('staff.audit.actions.update'));
      expect(await visibleText(changed)).toContain(admin.name);
      // Before and after: the old value struck out, the new one marked as inserted.
      const diff = changed.locator('.bo-diff li');
      expect(await textOf(diff.locator('.bo-diff-field'))).toBe(
        `${en('staff.audit.fields.role')}:`,
      );
      expect(await textOf(diff.locator('del'))).toBe(en('staff.roles.door'));
      expect(await textOf(diff.locator('ins'))).toBe(en('staff.roles.staff'));
      const made = table
        .getByRole('row')
        .filter({ hasText: doorName })
        .filter({ hasText: en('staff.audit.actions.create') });
      expect(await visibleText(made)).toContain(doorEmail);
      expect(await visibleText(made)).toContain(admin.name);
      await axeClean(page, 'box-office-audit-1280');

      // The same pages on a phone.
      await page.setViewportSize(PHONE);
      await axeClean(page, 'box-office-audit-390');
      await nav.getByRole('link', { name: en('staff.nav.staff') }).click();
      await waitForPath(page, '/box-office/staff');
      await waitForHeading(page, en('staff.staffAdmin.title'));
      await staffRow(page, doorName).waitFor();
      await axeClean(page, 'box-office-staff-390');
      await nav.getByRole('link', { name: en('staff.nav.home') }).click();
      await waitForPath(page, '/box-office');
      await waitForHeading(page, en('staff.home.greeting').replace('{{name}}', admin.name));
      await axeClean(page, 'box-office-home-390');
    });
  }, 180_000);

  it('a door member sees only the door’s pages, and the staff page is refused', async () => {
    const door = await createStaffMember(baseUrl, 'door');
    await withPage({ viewport: PHONE }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, door);
      await page.goto('/box-office');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        en('staff.home.greeting').replace('{{name}}', door.name),
      );
      const banner = page.getByRole('banner');
      expect(await visibleText(banner)).toContain(en('staff.roles.door'));
      expect(await banner.getByRole('link', { name: en('staff.nav.staff') }).count()).toBe(0);
      expect(await banner.getByRole('link', { name: en('staff.nav.audit') }).count()).toBe(0);
      await axeClean(page, 'box-office-home-door-390');

      await page.goto('/box-office/staff');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        en('staff.errors.forbiddenTitle'),
      );
      expect(await visibleText(main(page))).toContain(en('errors.STAFF_FORBIDDEN'));
      await axeClean(page, 'box-office-forbidden-390');
      // The server decides, whatever the page shows.
      const asked = await page.request.get(`${baseUrl}/api/box-office/staff`);
      expect(asked.status()).toBe(403);
    });
  });

  it('its pages join the app when it is opened: an address it lacks is its not-found page, links and addresses open its pages', async () => {
    const clerk = await createStaffMember(baseUrl, 'staff');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, clerk);
      // An address the box office does not have: 404, and its own not-found page in its frame.
      const missing = await page.goto('/box-office/xyz');
      expect(missing?.status()).toBe(404);
      await waitForHeading(page, en('staff.errors.notFoundTitle'));
      const nav = page.getByRole('navigation', { name: en('staff.shell.navigation') });
      // From there, the nav's links open the pages without loading the app again.
      await nav.getByRole('link', { name: en('staff.nav.venues') }).click();
      await waitForPath(page, '/box-office/venues');
      await waitForHeading(page, en('staff.venues.list.title'));
      await nav.getByRole('link', { name: en('staff.nav.season') }).click();
      await waitForHeading(page, en('staff.season.pages.listTitle'));
      await nav.getByRole('link', { name: en('staff.nav.home') }).click();
      await waitForHeading(page, en('staff.home.greeting').replace('{{name}}', clerk.name));
      // A page's address typed in opens it, and the storefront keeps its own not-found page.
      await page.goto('/box-office/season');
      await waitForHeading(page, en('staff.season.pages.listTitle'));
      const storefront = await page.goto('/no-such-page');
      expect(storefront?.status()).toBe(404);
      await waitForHeading(page, en('errors.notFoundTitle'));
      expect(
        await page.getByRole('navigation', { name: en('staff.shell.navigation') }).count(),
      ).toBe(0);

      // Its texts come in the reader's language, and in each one switched to (and back).
      const greeting = (locale: 'de' | 'es') =>
        message(locale, 'staff.home.greeting').replace('{{name}}', clerk.name);
      await page.getByLabel(en('nav.language'), { exact: true }).selectOption('de');
      await waitForHtmlLang(page, 'de');
      await page.goto('/box-office');
      await waitForHeading(page, greeting('de'));
      await page.getByLabel(message('de', 'nav.language'), { exact: true }).selectOption('es');
      await waitForHeading(page, greeting('es'));
      await page.getByLabel(message('es', 'nav.language'), { exact: true }).selectOption('de');
      await waitForHeading(page, greeting('de'));
    });
  });

  it('signs in with the keyboard alone, with the app’s code and then a recovery code', async () => {
    const manager = await createStaffMember(baseUrl, 'manager');
    const { secret, recoveryCodes, step } = await enrolStaffMember(baseUrl, manager);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/box-office/sign-in');
      await page.getByRole('heading', { level: 1 }).waitFor();

      /** Tabs forward until `matches` holds for what has the focus. */
      const tabUntil = async (what: string, matches: () => Promise<boolean>) => {
        for (let i = 0; i < 15; i++) {
          await page.keyboard.press('Tab');
          if (await matches()) return;
        }
        throw new Error(`Tab never reached ${what}`);
      };
      const tabTo = (id: string) => tabUntil(`#${id}`, async () => (await focusedId(page)) === id);
      const tabToButton = (name: string) =>
        tabUntil(name, () =>
          page.evaluate(
            (text) =>
              document.activeElement?.tagName === 'BUTTON' &&
              document.activeElement.textContent === text,
            name,
          ),
        );
      const signInWithPassword = async () => {
        await tabTo('bo-password-email');
        await page.keyboard.type(manager.email);
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('bo-password-password');
        await page.keyboard.type(manager.password);
        await page.keyboard.press('Enter');
      };

      // The first Tab reaches the skip link; then on to the form.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await signInWithPassword();
      // The code field takes the focus: the app's six digits, then Enter.
      await focusMovesTo(page, 'bo-code-code');
      await page.keyboard.type(freshCode(secret, step).code);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/box-office');
      await waitForHeading(page, en('staff.home.greeting').replace('{{name}}', manager.name));
      await focusMovesTo(page, 'main');

      // Signing out, and in again without the phone: a recovery code.
      await tabToButton(en('staff.shell.signOut'));
      await page.keyboard.press('Enter');
      await waitForPath(page, '/box-office/sign-in');
      await waitForHeading(page, en('staff.signIn.title'));
      await signInWithPassword();
      await focusMovesTo(page, 'bo-code-code');
      await tabToButton(en('staff.signIn.useRecoveryCode'));
      await page.keyboard.press('Enter');
      await focusMovesTo(page, 'bo-recovery-recoveryCode');
      await page.keyboard.type(recoveryCodes[0] ?? '');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/box-office');
      await axeClean(page, 'box-office-home-manager-1280');
    });
  });

  it('pages back through the audit log, 50 entries at a time, keeping to one kind of record', async () => {
    const admin = await createStaffMember(baseUrl, 'admin');
    const member = await createStaffMember(baseUrl, 'door', `Flip Flop ${Date.now()}`);
    // 52 role changes of one member: more than a page of the log.
    const api = await demoAdmin(baseUrl);
    for (let i = 0; i < 52; i++) {
      const changed = await api.send('PATCH', `/api/box-office/staff/${member.id}`, {
        role: i % 2 === 0 ? 'staff' : 'door',
      });
      expect(changed.status).toBe(200);
    }
    await api.send('DELETE', '/api/box-office/session');

    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, admin);
      await page.goto('/box-office/audit');
      await waitForHeading(page, en('staff.audit.title'));
      await main(page)
        .getByLabel(en('staff.audit.filterLabel'))
        .selectOption({ label: en('staff.audit.entities.staff') });
      await main(page)
        .getByRole('button', { name: en('staff.audit.filterSubmit') })
        .click();
      await waitForPath(page, '/box-office/audit', '?entity=staff');
      const rows = main(page).locator('tbody tr');
      await until(
        () => rows.count(),
        (n) => n === 50,
      );
      const first = await rows.first().innerText();
      expect(
        await main(page)
          .getByRole('link', { name: en('staff.audit.newest') })
          .count(),
      ).toBe(0);

      await main(page)
        .getByRole('link', { name: en('staff.audit.older') })
        .click();
      await until(
        () => new URL(page.url()).searchParams.get('before'),
        (before) => before !== null,
      );
      expect(new URL(page.url()).searchParams.get('entity')).toBe('staff');
      // The older page: other entries, the table taking the focus, and the way back.
      await until(
        () => rows.first().innerText(),
        (text) => text !== first,
      );
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TABLE');
      for (const row of await rows.allInnerTexts())
        expect(row).toContain(en('staff.audit.entities.staff'));
      await main(page)
        .getByRole('link', { name: en('staff.audit.newest') })
        .click();
      await waitForPath(page, '/box-office/audit', '?entity=staff');
      await until(
        () => rows.first().innerText(),
        (text) => text === first,
      );
    });
  }, 120_000);
  it('names a manager’s promo code and fund in the audit log, in the reader’s language, and keeps to one kind', async () => {
    const admin = await createStaffMember(baseUrl, 'admin');
    const manager = await createStaffMember(baseUrl, 'manager', `Mona Manager ${Date.now()}`);
    const api = await signInByApi(baseUrl, manager);
    const code = `AUDIT-${Date.now()}`;
    const promo = await api.send('POST', '/api/box-office/promo-codes', {
      code,
      description: { 'en-US': 'Audit test: 15% off' },
      modeOfSaleId: null,
      productionId: null,
      discountPercent: 15,
      discountCents: null,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      usageLimitPerCustomer: null,
      active: true,
    });
    expect(promo.status, JSON.stringify(promo.json)).toBe(201);
    const fundName = { 'en-US': `Lighting Fund ${Date.now()}`, es: `Fondo de luces ${Date.now()}` };
    const fund = await api.send('POST', '/api/box-office/funds', {
      name: fundName,
      description: { 'en-US': 'New lights for the main stage.' },
      goalCents: 250_000,
      opensAt: null,
      closesAt: null,
      sortOrder: 90,
    });
    expect(fund.status, JSON.stringify(fund.json)).toBe(201);
    await api.send('DELETE', '/api/box-office/session');

    const es = (key: string) => message('es', key);
    await withPage({ viewport: DESKTOP, locale: 'es' }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, admin);
      await page.goto('/box-office/audit');
      await waitForHeading(page, es('staff.audit.title'));
      const table = main(page).getByRole('table');
      // The promo code: its kind and action in Spanish, its code as its name, its fields named.
      const promoRow = table.getByRole('row').filter({ hasText: code });
      const promoText = await visibleText(promoRow);
      expect(promoText).toContain(es('staff.audit.entities.promoCode'));
      expect(promoText).toContain(es('staff.audit.actions.create'));
      expect(promoText).toContain(manager.name);
      expect(promoText).toContain(`${es('staff.audit.fields.discountPercent')}: 15`);
      expect(promoText).not.toContain('promo-code');
      expect(promoText).not.toContain('discountPercent');
      // The fund: named in Spanish, its goal as money.
      const fundRow = table.getByRole('row').filter({ hasText: fundName.es });
      const fundText = await visibleText(fundRow);
      expect(fundText).toContain(es('staff.audit.entities.fund'));
      expect(fundText).toContain(es('staff.audit.fields.goalCents'));
      expect(fundText).toContain(formatMoney(usd(250_000), 'es'));
      expect(fundText).not.toContain(fundName['en-US']);
      await axeClean(page, 'box-office-audit-offers-1280');

      // The filter lists the new kinds and keeps to one.
      await main(page)
        .getByLabel(es('staff.audit.filterLabel'))
        .selectOption({ label: es('staff.audit.entities.promoCode') });
      await main(page)
        .getByRole('button', { name: es('staff.audit.filterSubmit') })
        .click();
      await waitForPath(page, '/box-office/audit', '?entity=promo-code');
      await promoRow.waitFor();
      const rows = main(page).locator('tbody tr');
      for (const row of await rows.allInnerTexts())
        expect(row).toContain(es('staff.audit.entities.promoCode'));
      expect(await table.getByRole('row').filter({ hasText: fundName.es }).count()).toBe(0);

      await page.setViewportSize(PHONE);
      await axeClean(page, 'box-office-audit-offers-390');
    });
  }, 90_000);
});
