/**
 * The account's memberships page and the direct debit pages' refusals (issue 12), in a real
 * browser at 390 and 1280 px, screenshotted and checked with axe: a new customer's monthly
 * membership (bought through the API and the test gateway, so no other test's plan changes)
 * with its dates, member, payments and the automatic renewal switch, said in a live region;
 * a monthly gift stopped, asked once more; the empty state; signed out, the way to sign in and
 * back; German and Haitian Creole.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AccountMembershipsResponse } from '../src/shared/contracts/memberships.ts';
import { formatDate } from '../src/shared/dates.ts';
import { ALL_MESSAGES } from '../src/shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../src/shared/i18n/translate.ts';
import type { Locale } from '../src/shared/locales.ts';
import { registerByApi, signInByApi, uniqueEmail } from './support/account.ts';
import { axeClean, browserSession, DESKTOP, PHONE } from './support/browser.ts';
import { MEMBER_PASSWORD, newMonthlyGiver, newMonthlyMember } from './support/memberships.ts';
import { main, settle, textOf, until, waitForPath } from './support/site.ts';

const tr = (locale: Locale) => (key: string, options?: TranslateOptions) =>
  translate(ALL_MESSAGES, locale, key, options);
const en = tr('en-US');
const day = (iso: string, locale: Locale = 'en-US', style: 'full' | 'inSentence' = 'full') =>
  formatDate(`${iso}T12:00:00Z`, locale, style);

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the account’s memberships', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('shows a monthly membership and turns its renewal off and on, at 390 and 1280 px', async () => {
    const email = await withPage({ viewport: PHONE }, async (page) => {
      const { email, membership } = await newMonthlyMember(page, baseUrl);
      const plan = membership.plan;
      if (!plan) throw new Error('a monthly membership has a plan');
      await page.goto('/account/your-orders');
      await settle(page);
      // In the account's navigation, after the giving history.
      const nav = page.getByRole('navigation', { name: en('account.nav.label') });
      const labels = await nav.getByRole('link').allTextContents();
      expect(labels.indexOf(en('account.nav.memberships'))).toBe(
        labels.indexOf(en('account.nav.givingHistory')) + 1,
      );
      await nav.getByRole('link', { name: en('account.nav.memberships') }).click();
      await waitForPath(page, '/account/memberships');
      await settle(page);

      const card = main(page).getByRole('article', { name: membership.levelName });
      const text = await textOf(card);
      expect(text).toContain(en('account.memberships.statusActive'));
      expect(text).toContain(
        en('account.memberships.memberValue', {
          name: 'Robin Member',
          number: membership.customerId,
        }),
      );
      expect(text).toContain(day(membership.startsOn));
      expect(text).toContain(day(membership.expiresOn));
      expect(text).toContain(en('account.memberships.options.monthly'));
      expect(text).toContain(en('account.plans.perMonth', { amount: '$15.00' }));
      expect(text).toContain(plan.id);
      for (const benefit of membership.benefits) expect(text).toContain(benefit);
      // The first month, paid by the order: one row of the payments' table.
      const rows = card.locator('tbody tr');
      expect(await rows.count()).toBe(1);
      expect(await textOf(rows.first())).toContain(day(membership.startsOn));
      await noSidewaysScroll(page);
      await axeClean(page, 'memberships-390');

      // The switch: a keyboard's space turns it off; the live region says what now happens.
      const renew = card.getByRole('switch', { name: en('account.memberships.autoRenew') });
      expect(await renew.isChecked()).toBe(true);
      await renew.focus();
      await page.keyboard.press('Space');
      const off = en('account.memberships.autoRenewSavedOff', {
        level: membership.levelName,
        date: day(membership.expiresOn, 'en-US', 'inSentence'),
      });
      await card.getByRole('status').filter({ hasText: off }).waitFor();
      expect(await renew.isChecked()).toBe(false);
      const saved = await until(
        async () =>
          (await (
            await page.request.get(`${baseUrl}/api/account/memberships`)
          ).json()) as AccountMembershipsResponse,
        (list) => list.memberships[0]?.plan?.autoRenew === false,
      );
      expect(saved.memberships[0]?.renewsOn).toBeNull();
      // Read again: the renewal date goes with it.
      await card.getByText(en('account.memberships.noRenewal')).waitFor();
      await axeClean(page, 'memberships-renewal-off-390');
      await page.keyboard.press('Space');
      await card
        .getByRole('status')
        .filter({
          hasText: en('account.memberships.autoRenewSavedOn', { level: membership.levelName }),
        })
        .waitFor();
      expect(await renew.isChecked()).toBe(true);
      return email;
    });

    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInByApi(page, baseUrl, email, MEMBER_PASSWORD);
      await page.goto('/account/memberships');
      await settle(page);
      expect(await main(page).getByRole('columnheader').allTextContents()).toEqual([
        en('account.plans.date'),
        en('account.plans.amount'),
        en('account.plans.state'),
      ]);
      expect(await main(page).getByRole('switch').isChecked()).toBe(true);
      await axeClean(page, 'memberships-1280');
    });
  });

  it('stops a monthly gift, asked once more, at 390 px', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const { plan } = await newMonthlyGiver(page, baseUrl, 2000);
      await page.goto('/account/memberships');
      await settle(page);
      // Not a member: the empty state, then the monthly gift in its own section.
      await main(page).getByText(en('account.memberships.none')).waitFor();
      const section = main(page).getByRole('region', { name: en('account.givingPlans.title') });
      const gift = section.getByRole('article', { name: plan.description });
      const text = await textOf(gift);
      expect(text).toContain(en('account.givingPlans.active'));
      expect(text).toContain(en('account.plans.perMonth', { amount: '$20.00' }));
      expect(text).toContain(plan.id);
      expect(await gift.locator('tbody tr').count()).toBe(1);
      await axeClean(page, 'monthly-gift-390');

      // Asked first: the question takes the focus, and keeping the gift changes nothing.
      await gift.getByRole('button', { name: en('account.givingPlans.stop') }).click();
      const question = en('account.givingPlans.confirmStop', {
        amount: en('account.plans.perMonth', { amount: '$20.00' }),
        fund: plan.description,
      });
      await gift.getByText(question).waitFor();
      await until(
        () => page.evaluate(() => document.activeElement?.textContent ?? ''),
        (focused) => focused === en('account.givingPlans.confirmYes'),
      );
      await gift.getByRole('button', { name: en('account.givingPlans.keep') }).click();
      await until(
        () => page.evaluate(() => document.activeElement?.textContent ?? ''),
        (focused) => focused === en('account.givingPlans.stop'),
      );
      // Stopped: said in the live region, the focus on the gift's heading, no more buttons.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await gift
        .getByRole('status')
        .filter({ hasText: en('account.givingPlans.stoppedNow', { fund: plan.description }) })
        .waitFor();
      await gift.getByText(en('account.givingPlans.stopped'), { exact: true }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName ?? '')).toBe('H3');
      expect(await gift.getByRole('button').count()).toBe(0);
      expect(await textOf(gift)).toContain(en('account.plans.noNext'));
      const saved = (await (
        await page.request.get(`${baseUrl}/api/account/memberships`)
      ).json()) as AccountMembershipsResponse;
      expect(saved.givingPlans[0]?.autoRenew).toBe(false);
      await axeClean(page, 'monthly-gift-stopped-390');
    });
  });

  it('speaks German and Haitian Creole', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const { email } = await newMonthlyMember(page, baseUrl);
      for (const locale of ['de', 'ht'] as const) {
        const t = tr(locale);
        await withPage({ viewport: PHONE, locale }, async (other) => {
          await signInByApi(other, baseUrl, email, MEMBER_PASSWORD);
          await other.goto('/account/memberships');
          await settle(other);
          const text = await textOf(main(other));
          expect(text, locale).toContain(t('account.memberships.title'));
          expect(text, locale).toContain(t('account.memberships.autoRenew'));
          expect(text, locale).toContain(t('account.memberships.options.monthly'));
          expect(text, locale).toContain(t('account.plans.history'));
          await axeClean(other, `memberships-${locale}-390`);
        });
      }
    });
  });

  it('has an empty state, and sends a signed-out reader to sign in and back', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/account/memberships');
      await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/account/memberships')}`);
      const email = uniqueEmail('nomember');
      await registerByApi(baseUrl, { email, password: MEMBER_PASSWORD });
      await signInByApi(page, baseUrl, email, MEMBER_PASSWORD);
      await page.goto('/account/memberships');
      await settle(page);
      await main(page).getByText(en('account.memberships.none')).waitFor();
      expect(
        await main(page)
          .getByRole('link', { name: en('account.memberships.join') })
          .getAttribute('href'),
      ).toBe('/contributions/memberships');
      await axeClean(page, 'memberships-empty-390');

      // Another customer's plan, or no plan, is not found on the direct debit pages.
      await page.goto('/order/direct-debits/verify?plan=ddp_DemoJamesSupporter0001&session=x');
      await main(page)
        .getByRole('alert')
        .filter({ hasText: en('errors.PAYMENT_PLAN_NOT_FOUND') })
        .waitFor();
      await page.goto('/order/direct-debits/confirmed?plan=not-a-plan');
      await main(page)
        .getByRole('alert')
        .filter({ hasText: en('errors.PAYMENT_PLAN_NOT_FOUND') })
        .waitFor();
      await axeClean(page, 'direct-debit-not-found-390');
    });
  });
});
