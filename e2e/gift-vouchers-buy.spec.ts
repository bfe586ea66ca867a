/**
 * Buying gift vouchers in a real browser (issue 11): from the footer's link to the page about
 * them, then the purchase form by keyboard only at 390 px in en-US (2 × $50 for someone, sent
 * on a future day, with a message), the line in the basket, checked out as the demo customer
 * through the test gateway and confirmed, the vouchers issued. The same pages in Haitian Creole
 * at 1280 px under /gift-certificates, the line removed. Then the form's refusals (no amount, a
 * bad e-mail, a past day, a long message, and the API's own field answer), beside their fields
 * and in a summary that takes the focus. Each page checked with axe and screenshotted at both
 * widths, without sideways scrolling.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/adapters/db/seed/demo-customers.ts';
import { type Cart, giftVoucherLinesOf } from '../src/shared/contracts/cart.ts';
import type { AccountGiftVouchers } from '../src/shared/contracts/gift-vouchers.ts';
import { formatDate, venueDay } from '../src/shared/dates.ts';
import type { Locale } from '../src/shared/locales.ts';
import { formatMoney, formatMoneyShort, usd } from '../src/shared/money.ts';
import {
  browserSession,
  DESKTOP,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser.ts';
import { payOnTestGateway } from './support/checkout.ts';
import {
  main,
  message,
  pageText,
  settle,
  textOf,
  until,
  waitForHtmlLang,
  waitForPath,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
const url = (path: string) => `${baseUrl}${path}`;

/** A message in `locale` with its placeholders filled (`count` picks the plural form). */
function say(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const count = values.count;
  let text =
    typeof count === 'number'
      ? message(locale, `${key}_${new Intl.PluralRules(locale).select(count)}`)
      : message(locale, key);
  for (const [name, value] of Object.entries(values))
    text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}

const otherWidth = (viewport: { width: number }) =>
  viewport.width === PHONE.width ? DESKTOP : PHONE;

/** The page at rest at both widths: screenshotted, axe clean, no sideways scrolling. */
async function checkBothWidths(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
) {
  for (const size of [viewport, otherWidth(viewport)]) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    await settle(page);
    await screenshot(page, `gift-vouchers-${name}-${size.width}`);
    expect(await seriousAxeViolations(page), `${name} at ${size.width}px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(viewport);
}

/** Presses Tab until the element matching `selector` has the focus (keyboard only). */
async function tabTo(page: Page, selector: string, most = 40) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Follows a link or presses a button of the main region by keyboard: Tab to it, then Enter. */
async function activate(page: Page, selector: string, most?: number) {
  await tabTo(page, selector, most);
  await page.keyboard.press('Enter');
}

/** Signs in by keyboard: the e-mail, Enter, the password, Enter. */
async function signIn(page: Page, email: string, password: string) {
  await tabTo(page, 'main input[name="email"]');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await main(page).locator('input[name="password"]').waitFor();
  await tabTo(page, 'main input[name="password"]');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** The theatre's day `days` from today (YYYY-MM-DD). */
function dayFromToday(days: number): string {
  const today = venueDay(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The page's cart as the API has it (none yet: no lines). */
async function cartOf(page: Page): Promise<Pick<Cart, 'lines'>> {
  const response = await page.request.get(url('/api/cart'));
  return response.ok() ? ((await response.json()) as Cart) : { lines: [] };
}

describe('buying gift vouchers in the browser', () => {
  const withPage = browserSession(baseUrl);

  it('answers both addresses, and only those', async () => {
    for (const path of [
      '/gift-vouchers',
      '/gift-vouchers/purchase',
      '/gift-certificates',
      '/gift-certificates/purchase',
    ])
      expect((await fetch(url(path))).status, path).toBe(200);
    for (const path of ['/gift-vouchers/buy', '/gift-certificates/purchase/now'])
      expect((await fetch(url(path))).status, path).toBe(404);
  });

  it('en-US at 390 px: footer → about → 2 × $50 for Rosa on a future day by keyboard → cart → sign in → review → paid → confirmed', async () => {
    const locale: Locale = 'en-US';
    const viewport = PHONE;
    const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
    const money = (cents: number) => formatMoney(usd(cents), locale);
    const short = (cents: number) => formatMoneyShort(usd(cents), locale);
    const day = dayFromToday(30);
    const [year, month, date] = day.split('-');
    const { email: login, password } = DEMO_CUSTOMERS.maria;
    const what = t('giftVouchers.line.titleFor', {
      count: 2,
      amount: short(5000),
      name: 'Rosa Rivera',
    });

    await withPage({ locale, viewport }, async (page) => {
      // Found in the footer; the page about vouchers names no validity it cannot know.
      await page.goto(url('/'));
      await settle(page);
      expect(
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: t('footer.giftVouchers') })
          .count(),
      ).toBe(1);
      // Keyboard only from here to the confirmation (the payment provider's page aside).
      await activate(page, 'footer a[href="/gift-vouchers"]', 400);
      await waitForPath(page, '/gift-vouchers');
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        t('giftVouchers.landing.title'),
      );
      const about = await textOf(main(page));
      for (const cents of [1000, 2500, 5000, 10_000, 25_000]) expect(about).toContain(short(cents));
      expect(about).toContain(t('giftVouchers.landing.expiryText'));
      expect(about).not.toMatch(/two years|24 months/i);
      expect(
        await main(page)
          .getByRole('link', { name: t('giftVouchers.landing.checkBalance') })
          .first()
          .getAttribute('href'),
      ).toBe('/gift-vouchers/balance');
      await checkBothWidths(page, `about-${locale}`, viewport);
      await activate(page, 'main a[href="/gift-vouchers/purchase"]');
      await waitForPath(page, '/gift-vouchers/purchase');
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        t('giftVouchers.purchase.title'),
      );

      // The form by keyboard only: Tab into the amounts, arrows to $50, the rest typed.
      await tabTo(page, 'input[name="amount"]');
      const amounts = main(page).getByRole('group', {
        name: t('giftVouchers.purchase.amountLegend'),
      });
      for (const cents of [1000, 2500, 5000, 10_000, 25_000])
        expect(await amounts.getByRole('radio', { name: short(cents), exact: true }).count()).toBe(
          1,
        );
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await focusedId(page)).toBe('voucher-amount-5000');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('voucher-quantity');
      await page.keyboard.press('ArrowDown');
      expect(await page.locator('#voucher-quantity').inputValue()).toBe('2');
      expect(await textOf(main(page).locator('.voucher-total'))).toBe(
        t('giftVouchers.purchase.total', { total: money(10_000) }),
      );
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('voucher-recipientName');
      await page.keyboard.type('Rosa Rivera');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('voucher-recipientEmail');
      await page.keyboard.type('rosa@example.com');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('voucher-message');
      await page.keyboard.type('Happy birthday, Rosa! Enjoy the show.');
      // What is left is shown at once and read out once typing rests.
      const left = t('giftVouchers.purchase.messageLeft', { count: 500 - 37 });
      expect(await textOf(main(page).locator('.voucher-count'))).toBe(left);
      await until(
        () => main(page).locator('[aria-live="polite"]').textContent(),
        (text) => text === left,
      );
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('voucher-delivery-now');
      await page.keyboard.press('ArrowDown');
      expect(await focusedId(page)).toBe('voucher-delivery-day');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('voucher-deliverOn');
      // The date input's own order in US English: month, day, year.
      await page.keyboard.type(`${month}${date}${year}`);
      expect(await page.locator('#voucher-deliverOn').inputValue()).toBe(day);
      expect(await page.locator('#voucher-deliverOn').getAttribute('min')).toBe(dayFromToday(0));
      await checkBothWidths(page, `form-${locale}`, viewport);
      await tabTo(page, 'button[type="submit"]');
      await page.keyboard.press('Enter');

      // The cart: what arrived said at the top, the line with its details, in the totals.
      await waitForPath(page, '/basket');
      await settle(page);
      expect(await textOf(main(page).locator('.cart-notice'))).toBe(
        t('giftVouchers.basket.added', { what }),
      );
      const vouchers = main(page).getByRole('region', { name: t('giftVouchers.basket.title') });
      const shown = await textOf(vouchers);
      expect(shown).toContain(t('giftVouchers.line.title', { count: 2, amount: short(5000) }));
      expect(shown).toContain(t('giftVouchers.line.for', { name: 'Rosa Rivera' }));
      expect(shown).toContain(t('giftVouchers.line.emailedTo', { email: 'rosa@example.com' }));
      expect(shown).toContain(
        t('giftVouchers.line.sentOn', {
          date: formatDate(`${day}T12:00:00Z`, locale, 'inSentence'),
        }),
      );
      expect(shown).toContain(t('giftVouchers.line.withMessage'));
      expect(shown).toContain(money(10_000));
      expect(
        await vouchers
          .getByRole('button', { name: t('giftVouchers.basket.removeNamed', { what }) })
          .count(),
      ).toBe(1);
      const cart = await cartOf(page);
      expect(giftVoucherLinesOf(cart)).toMatchObject([
        {
          amount: { amount: 5000 },
          quantity: 2,
          recipientName: 'Rosa Rivera',
          recipientEmail: 'rosa@example.com',
          message: 'Happy birthday, Rosa! Enjoy the show.',
          deliverOn: day,
          price: { allIn: { amount: 10_000 } },
        },
      ]);
      expect(await textOf(main(page).locator('.totals-vouchers'))).toContain(money(10_000));
      expect(await textOf(main(page).locator('.totals-total'))).toContain(money(10_000));
      // Not a cart of seats: no hold timer, tickets subtotal, delivery or refund protection.
      expect(await main(page).getByText(t('basket.empty')).count()).toBe(0);
      expect(await main(page).locator('.checkout-hold').count()).toBe(0);
      expect(await main(page).locator('#refund-protection').count()).toBe(0);
      const basketText = await pageText(page);
      expect(basketText).not.toContain(t('basket.totals.delivery'));
      expect(basketText).not.toContain(t('basket.totals.subtotal'));
      expect(await textOf(main(page).locator('.checkout-step-count'))).toBe(
        t('checkout.steps.count', { step: 1, total: 4 }),
      );
      await checkBothWidths(page, `basket-${locale}`, viewport);

      // Check out as the demo customer: sign in, then straight to review (nothing to deliver).
      expect(await textOf(main(page).locator('a[href="/checkout/account"]'))).toBe(
        t('basket.checkout'),
      );
      await activate(page, 'main a[href="/checkout/account"]');
      await waitForPath(page, '/checkout/account');
      await settle(page);
      await activate(page, 'main a[href^="/login"]');
      await waitForPath(page, '/login', `?returnTo=${encodeURIComponent('/checkout/review')}`);
      await settle(page);
      await signIn(page, login, password);
      await waitForPath(page, '/checkout/review');
      await settle(page);
      const review = main(page).getByRole('region', { name: t('giftVouchers.basket.title') });
      expect(await textOf(review)).toContain(t('giftVouchers.line.for', { name: 'Rosa Rivera' }));
      for (const key of ['checkout.review.delivery', 'checkout.review.tickets'])
        expect(
          await main(page)
            .getByRole('heading', { name: t(key) })
            .count(),
          key,
        ).toBe(0);
      await checkBothWidths(page, `review-${locale}`, viewport);
      // The two acknowledgements by Space, then on to payment.
      await tabTo(page, '#review-acceptTerms');
      await page.keyboard.press('Space');
      await tabTo(page, '#review-acknowledgePrivacy');
      await page.keyboard.press('Space');
      await activate(page, 'main button[type="submit"]');
      await waitForPath(page, '/checkout/payment');

      await settle(page);
      const summary = main(page).getByRole('region', { name: t('checkout.payment.summary') });
      expect(await textOf(summary)).toContain(t('giftVouchers.payment.vouchers', { count: 2 }));
      expect(await textOf(summary)).toContain(t('giftVouchers.line.for', { name: 'Rosa Rivera' }));
      await screenshot(page, `gift-vouchers-payment-${locale}-${viewport.width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const pay = main(page).getByRole('button', {
        name: t('checkout.payment.pay', { amount: money(10_000) }),
      });
      expect(await pay.count()).toBe(1);
      await activate(page, 'main button.button-large');
      await payOnTestGateway(page, '4242 4242 4242 4242', locale);

      // Confirmed: the number, the vouchers and when they go, nothing about tickets.
      await waitForPath(page, '/order/confirmed');
      await settle(page);
      const number = new URL(page.url()).searchParams.get('order') ?? '';
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        t('giftVouchers.confirmed.title'),
      );
      const confirmed = await textOf(main(page));
      expect(confirmed).toContain(number);
      expect(confirmed).toContain(t('giftVouchers.confirmed.keepNumber'));
      expect(confirmed).toContain(t('giftVouchers.confirmed.next'));
      expect(confirmed).toContain(t('giftVouchers.line.for', { name: 'Rosa Rivera' }));
      expect(await textOf(main(page).locator('.totals-vouchers'))).toContain(money(10_000));
      for (const key of ['order.confirmed.nextTitle', 'basket.totals.subtotal'])
        expect(confirmed, key).not.toContain(t(key));
      await checkBothWidths(page, `confirmed-${locale}`, viewport);

      // Issued at confirmation: two vouchers of $50 for Rosa, waiting for their day.
      const mine = (await (
        await page.request.get(url('/api/account/gift-vouchers'))
      ).json()) as AccountGiftVouchers;
      const issued = mine.vouchers.filter((v) => v.orderNumber === number);
      expect(issued).toHaveLength(2);
      for (const voucher of issued)
        expect(voucher).toMatchObject({
          relation: 'bought',
          amount: { amount: 5000 },
          balance: { amount: 5000 },
          recipientName: 'Rosa Rivera',
          deliverOn: day,
          sent: false,
        });
    });
  }, 240_000);

  it('ht at 1280 px under /gift-certificates: about, a voucher for oneself, the cart, removed', async () => {
    const locale: Locale = 'ht';
    const viewport = DESKTOP;
    const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
    const short = (cents: number) => formatMoneyShort(usd(cents), locale);
    const what = t('giftVouchers.line.title', { count: 1, amount: short(2500) });

    await withPage({ locale, viewport }, async (page) => {
      await page.goto(url('/contributions'));
      await settle(page);
      await waitForHtmlLang(page, locale);
      // Ways to give leads to vouchers too.
      expect(
        await main(page)
          .getByRole('link', { name: t('giftVouchers.ways.link') })
          .getAttribute('href'),
      ).toBe('/gift-vouchers');
      await page.goto(url('/gift-certificates'));
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        t('giftVouchers.landing.title'),
      );
      expect(await textOf(main(page))).toContain(t('giftVouchers.landing.useText'));
      await checkBothWidths(page, `about-${locale}`, viewport);
      // The address the reader came in by is kept.
      await main(page)
        .getByRole('link', { name: t('giftVouchers.landing.buy') })
        .click();
      await waitForPath(page, '/gift-certificates/purchase');
      await settle(page);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        t('giftVouchers.purchase.title'),
      );
      await main(page)
        .getByRole('radio', { name: short(2500), exact: true })
        .check();
      await main(page).getByLabel(t('giftVouchers.purchase.deliveryDay')).check();
      await main(page).getByLabel(t('giftVouchers.purchase.message')).fill('Bon fèt!');
      await checkBothWidths(page, `form-${locale}`, viewport);
      await main(page).getByLabel(t('giftVouchers.purchase.deliveryNow')).check();
      await main(page)
        .getByRole('button', { name: t('giftVouchers.purchase.submit') })
        .click();

      await waitForPath(page, '/basket');
      await settle(page);
      expect(await textOf(main(page).locator('.cart-notice'))).toBe(
        t('giftVouchers.basket.added', { what }),
      );
      const vouchers = main(page).getByRole('region', { name: t('giftVouchers.basket.title') });
      const shown = await textOf(vouchers);
      for (const key of [
        'giftVouchers.line.forYou',
        'giftVouchers.line.emailedToYou',
        'giftVouchers.line.sentNow',
      ])
        expect(shown, key).toContain(t(key));
      expect(giftVoucherLinesOf(await cartOf(page))).toMatchObject([
        { quantity: 1, recipientName: null, recipientEmail: null, deliverOn: null },
      ]);
      await checkBothWidths(page, `basket-${locale}`, viewport);

      // Removed by its button: said, and the cart is empty again.
      await vouchers
        .getByRole('button', { name: t('giftVouchers.basket.removeNamed', { what }) })
        .click();
      await main(page).getByText(t('basket.empty')).waitFor();
      await until(
        () => main(page).getByRole('status').first().textContent(),
        (text) => text === t('giftVouchers.basket.removed', { what }),
      );
      expect(giftVoucherLinesOf(await cartOf(page))).toEqual([]);
    });
  }, 180_000);

  it('refuses no amount, a bad e-mail, a past day and a long message beside the fields, and says the API’s refusal there too', async () => {
    const locale: Locale = 'en-US';
    const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
    await withPage({ locale, viewport: PHONE }, async (page) => {
      await page.goto(url('/gift-vouchers/purchase'));
      await settle(page);
      const submit = main(page).getByRole('button', { name: t('giftVouchers.purchase.submit') });
      const summary = main(page).locator('.error-summary');
      const summaryFocused = () =>
        until(
          () => summary.evaluate((el) => el === document.activeElement),
          (focused) => focused,
        );
      /** The field's error text, through its aria-describedby. */
      const errorOf = async (selector: string) => {
        const field = main(page).locator(selector);
        expect(await field.getAttribute('aria-invalid'), selector).toBe('true');
        const ids = (await field.getAttribute('aria-describedby')) ?? '';
        const id = ids.split(' ').find((part) => part.endsWith('-error'));
        return textOf(page.locator(`#${id}`));
      };

      // Nothing chosen: the amounts say so, and the summary (an alert) takes the focus.
      await submit.focus();
      await page.keyboard.press('Enter');
      await summaryFocused();
      expect(await summary.getAttribute('role')).toBe('alert');
      expect(await errorOf('#voucher-amount')).toBe(t('giftVouchers.errors.amount'));
      expect(await textOf(summary.locator('ul'))).toBe(t('giftVouchers.errors.amount'));

      // A bad e-mail, a day in the past and a message too long: all listed at once.
      await main(page).getByRole('radio', { name: '$10', exact: true }).check();
      await main(page).getByLabel(t('giftVouchers.purchase.recipientEmail')).fill('rosa@');
      const note = main(page).getByLabel(t('giftVouchers.purchase.message'));
      await note.fill('x'.repeat(503));
      const over = t('giftVouchers.purchase.messageOver', { count: 3 });
      expect(await textOf(main(page).locator('.voucher-count'))).toBe(over);
      await until(
        () => main(page).locator('[aria-live="polite"]').textContent(),
        (text) => text === over,
      );
      await main(page).getByLabel(t('giftVouchers.purchase.deliveryDay')).check();
      await main(page).getByLabel(t('giftVouchers.purchase.deliverOn')).fill(dayFromToday(-1));
      await submit.click();
      await summaryFocused();
      expect(await summary.locator('li').allTextContents()).toEqual([
        t('giftVouchers.errors.recipientEmail'),
        t('giftVouchers.errors.message'),
        t('giftVouchers.errors.deliverOn'),
      ]);
      expect(await errorOf('#voucher-recipientEmail')).toBe(
        t('giftVouchers.errors.recipientEmail'),
      );
      expect(await errorOf('#voucher-message')).toBe(t('giftVouchers.errors.message'));
      expect(await errorOf('#voucher-deliverOn')).toBe(t('giftVouchers.errors.deliverOn'));
      expect(await main(page).locator('#voucher-amount').getAttribute('aria-invalid')).toBeNull();
      // The summary's links lead to the fields.
      await summary.getByRole('link', { name: t('giftVouchers.errors.deliverOn') }).click();
      expect(await focusedId(page)).toBe('voucher-deliverOn');
      await checkBothWidths(page, 'errors-en-US', PHONE);

      // Put right; the API's own refusal (a day it finds past) shows beside the field too.
      await main(page)
        .getByLabel(t('giftVouchers.purchase.recipientEmail'))
        .fill('rosa@example.com');
      await note.fill('Enjoy!');
      await main(page).getByLabel(t('giftVouchers.purchase.deliverOn')).fill(dayFromToday(7));
      await page.route('**/api/cart/gift-vouchers?*', (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        return route.continue({ postData: JSON.stringify({ ...body, deliverOn: '2020-01-01' }) });
      });
      await submit.click();
      await summaryFocused();
      expect(await summary.locator('li').allTextContents()).toEqual([
        t('giftVouchers.errors.deliverOn'),
      ]);
      expect(await errorOf('#voucher-deliverOn')).toBe(t('giftVouchers.errors.deliverOn'));
      expect(giftVoucherLinesOf(await cartOf(page))).toEqual([]);
      await page.unroute('**/api/cart/gift-vouchers?*');
      await submit.click();
      await waitForPath(page, '/basket');
      expect(giftVoucherLinesOf(await cartOf(page))).toMatchObject([
        { amount: { amount: 1000 }, deliverOn: dayFromToday(7), message: 'Enjoy!' },
      ]);
    });
  }, 180_000);
});
