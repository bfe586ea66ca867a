/**
 * Changing a direct debit plan's card (issue 12, spec §4 Direct debit) in a real browser at
 * 390 px, keyboard first: "Change card" opens the test gateway's mandate page; a new card comes
 * back through /order/direct-debits/verify to "Your direct debit is set up" with the new card,
 * which the memberships page then shows; leaving the mandate page comes to "could not be set
 * up", which says the plan keeps its card and offers the page again. Needs the test gateway's
 * set-up sessions (a mandate page, no money). Screenshotted and checked with axe.
 */
import { describe, expect, inject, it } from 'vitest';
import { formatDate } from '../src/shared/dates.ts';
import { ALL_MESSAGES } from '../src/shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../src/shared/i18n/translate.ts';
import { axeClean, browserSession, PHONE } from './support/browser.ts';
import { payOnTestGateway } from './support/checkout.ts';
import { newMonthlyMember } from './support/memberships.ts';
import { main, settle, textOf, until, waitForPath } from './support/site.ts';

const en = (key: string, options?: TranslateOptions) =>
  translate(ALL_MESSAGES, 'en-US', key, options);

describe('a direct debit plan’s card', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('is changed on the provider’s page, or kept when the reader leaves it', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const { membership } = await newMonthlyMember(page, baseUrl);
      const plan = membership.plan;
      if (!plan?.card) throw new Error('the membership’s plan keeps the card it was paid with');
      await page.goto('/account/memberships');
      await settle(page);
      const card = main(page).getByRole('article', { name: membership.levelName });
      expect(await textOf(card)).toContain(plan.card);

      // A new card: the mandate page, then back through verify to the confirmation.
      await card.getByRole('button', { name: en('account.plans.changeCard') }).focus();
      await page.keyboard.press('Enter');
      await payOnTestGateway(page, '4000 0000 0000 0341');
      await waitForPath(page, '/order/direct-debits/confirmed', `?plan=${plan.id}`);
      await settle(page);
      const confirmed = await textOf(main(page));
      expect(confirmed).toContain(en('order.directDebit.confirmedTitle'));
      expect(confirmed).toContain(plan.id);
      expect(confirmed).toContain(plan.description);
      expect(confirmed).toContain(en('account.plans.perMonth', { amount: '$15.00' }));
      expect(confirmed).toContain('Visa •••• 0341');
      const next = plan.nextInstalment;
      if (next)
        expect(confirmed).toContain(
          en('account.plans.nextValue', {
            amount: '$15.00',
            date: formatDate(`${next.dueOn}T12:00:00Z`, 'en-US', 'inSentence'),
          }),
        );
      await axeClean(page, 'direct-debit-confirmed-390');
      await main(page)
        .getByRole('link', { name: en('order.directDebit.toAccount') })
        .click();
      await waitForPath(page, '/account/memberships');
      await settle(page);
      expect(await textOf(card)).toContain('Visa •••• 0341');

      // Leaving the mandate page: not set up, the plan keeps its card, and may try again.
      await card.getByRole('button', { name: en('account.plans.changeCard') }).click();
      await payOnTestGateway(page, 'cancel');
      await waitForPath(page, '/order/direct-debits/failed', `?plan=${plan.id}`);
      await settle(page);
      const failed = await textOf(main(page));
      expect(failed).toContain(en('order.directDebit.failedTitle'));
      expect(failed).toContain(en('order.directDebit.failedPlan', { plan: plan.id }));
      await main(page)
        .getByText(en('order.directDebit.keptCard', { card: 'Visa •••• 0341' }))
        .waitFor();
      // The box office's number is written in (decision 016).
      expect(failed).toContain(en('order.directDebit.callUs'));
      expect(failed).toContain('(845) 555-0142');
      await axeClean(page, 'direct-debit-failed-390');
      await main(page)
        .getByRole('button', { name: en('order.directDebit.tryAgain') })
        .click();
      await until(
        () => new URL(page.url()).pathname,
        (path) => path.startsWith('/test-gateway/checkout/'),
      );
    });
  });
});
