import type { Page } from 'playwright-core';
import type { Locale } from '../../src/shared/locales.ts';
import { main, message, until, waitForPath } from './site.ts';

/** At the review step: both acknowledgements ticked, then on to the payment step. */
export async function agreeAndGoToPayment(page: Page, locale: Locale = 'en-US'): Promise<void> {
  const t = (key: string) => message(locale, key);
  await main(page).getByLabel(t('checkout.review.acceptTerms')).check();
  await main(page).getByLabel(t('checkout.review.acknowledgePrivacy')).check();
  await main(page)
    .getByRole('button', { name: t('checkout.continueToPayment') })
    .click();
  await waitForPath(page, '/checkout/payment');
}

/** The test gateway's hosted page: waits for it, then pays with a card or cancels. */
export async function payOnTestGateway(
  page: Page,
  card: string | 'cancel',
  locale: Locale = 'en-US',
): Promise<void> {
  await until(
    () => new URL(page.url()).pathname,
    (path) => path.startsWith('/test-gateway/checkout/'),
  );
  const t = (key: string) => message(locale, key);
  if (card === 'cancel') {
    await page.getByRole('button', { name: t('testGateway.cancel') }).click();
    return;
  }
  await page.getByLabel(t('testGateway.cardNumber')).fill(card);
  await page.locator('button.pay').click();
}
