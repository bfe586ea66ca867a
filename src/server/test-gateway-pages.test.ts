/**
 * The test gateway's hosted pages for direct debit plans (issue 12), as the buyer's browser gets
 * them: a payment that keeps the card says so in the buyer's language, and a setup session's
 * mandate page names the plan, takes a card and no money, and keeps the card it was given.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../shared/escape-html.ts';
import { ALL_MESSAGES } from '../shared/i18n/all-messages.ts';
import { translate } from '../shared/i18n/translate.ts';
import { LOCALES, type Locale } from '../shared/locales.ts';
import { fixedClock } from '../testing/test-app.ts';
import { createTestGatewayApp, type TestGatewayApp } from '../testing/test-gateway-app.ts';

const MINUTE = 60_000;
const RETURN = 'http://localhost:3000/api/payments/test-gateway/return?session_id={SESSION_ID}';

describe('the test gateway’s pages for direct debit plans', () => {
  let pages: TestGatewayApp;
  let gateway: TestGatewayApp['gateway'];
  let app: FastifyInstance;
  const clock = fixedClock();
  let n = 0;
  const t = (locale: Locale, key: string) => escapeHtml(translate(ALL_MESSAGES, locale, key));

  beforeAll(async () => {
    pages = await createTestGatewayApp(clock);
    ({ app, gateway } = pages);
  });
  afterAll(() => pages?.close());

  const common = (locale: Locale) => {
    n += 1;
    return {
      customerEmail: 'maria.alvarez@example.com',
      locale,
      returnUrl: RETURN,
      cancelUrl: `${RETURN}&cancelled=1`,
      expiresAt: new Date(clock.now().getTime() + 30 * MINUTE),
      idempotencyKey: `pages-${n}`,
    };
  };
  const payment = (locale: Locale, savePaymentMethod: boolean) =>
    gateway.createSession({
      ...common(locale),
      orderNumber: `MSP-PAGES${String(n).padStart(3, '0')}`,
      amountCents: 1500,
      description: 'Supporter membership',
      savePaymentMethod,
    });
  const setup = (locale: Locale) =>
    gateway.createSetupSession({
      ...common(locale),
      planId: `ddp_PagesTestPlan${String(n).padStart(6, '0')}`,
      description: 'Supporter membership, $15.00 a month',
    });
  const page = async (sessionId: string) => {
    const response = await app.inject(`/test-gateway/checkout/${sessionId}`);
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const post = (sessionId: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/test-gateway/checkout/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('says, in each language, that a payment keeping the card is a mandate; a plain one does not', async () => {
    for (const locale of LOCALES) {
      const kept = await page((await payment(locale, true)).sessionId);
      expect(kept).toContain(`lang="${locale}"`);
      expect(kept).toContain(
        `<p id="mandate" class="mandate">${t(locale, 'testGateway.saveCardNotice')}</p>`,
      );
      // Read with the button that gives the agreement.
      expect(kept).toMatch(/<button class="pay"[^>]*aria-describedby="mandate"/);
      const plain = await page((await payment(locale, false)).sessionId);
      expect(plain).not.toContain('id="mandate"');
      expect(plain).not.toContain(t(locale, 'testGateway.saveCardNotice'));
    }
  });

  it('shows a setup session as a mandate page: the plan, what it pays, a card, no amount', async () => {
    for (const locale of LOCALES) {
      const { sessionId } = await setup(locale);
      const html = await page(sessionId);
      const plan = (await gateway.session(sessionId))?.orderNumber ?? '';
      expect(html).toContain(`<title>${t(locale, 'testGateway.mandateTitle')}</title>`);
      expect(html).toContain(`<h1>${t(locale, 'testGateway.mandateTitle')}</h1>`);
      expect(html).toContain(`<dt>${t(locale, 'testGateway.plan')}</dt><dd>${plan}</dd>`);
      expect(html).toContain('<dd>Supporter membership, $15.00 a month</dd>');
      expect(html).toContain(t(locale, 'testGateway.mandateNotice'));
      expect(html).toContain(`<label for="card-number">${t(locale, 'testGateway.cardNumber')}`);
      expect(html).toContain(
        `<button class="pay" type="submit" name="action" value="pay" aria-describedby="mandate">${t(locale, 'testGateway.setUp')}</button>`,
      );
      expect(html).toContain(t(locale, 'testGateway.cancel'));
      expect(html).not.toContain(t(locale, 'testGateway.amount'));
    }
    expect(translate(ALL_MESSAGES, 'en-US', 'testGateway.setUp')).toBe('Set up direct debit');
  });

  it('keeps the card a mandate page is completed with, and the card decides later charges', async () => {
    const { sessionId } = await setup('en-US');
    // Not a test card: the page again, saying so, and nothing kept.
    const wrong = await post(sessionId, { action: 'pay', cardNumber: '4111 1111 1111 1111' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(t('en-US', 'testGateway.invalidCard'));
    expect(wrong.body).toContain(t('en-US', 'testGateway.mandateNotice'));
    expect((await gateway.sessionOutcome(sessionId)).outcome).toBe('open');

    const done = await post(sessionId, { action: 'pay', cardNumber: '4000 0000 0000 0341' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(RETURN.replace('{SESSION_ID}', sessionId));
    const event = await gateway.sessionOutcome(sessionId);
    expect(event).toMatchObject({
      outcome: 'completed',
      setup: true,
      amountCents: 0,
      paymentMethod: {
        id: expect.stringMatching(/^tgpm_[A-Za-z0-9_-]{24}$/),
        label: 'Visa •••• 0341',
      },
    });
    const charged = await gateway.chargeOffSession({
      paymentMethodId: event.paymentMethod?.id ?? '',
      amountCents: 1500,
      description: 'Supporter membership, month 2',
      idempotencyKey: 'pages-0341-month-2',
    });
    expect(charged.outcome).toBe('declined');
    // A second click, or the back button: the page is closed and keeps no second card.
    const again = await post(sessionId, { action: 'pay', cardNumber: '4242 4242 4242 4242' });
    expect(again.statusCode).toBe(303);
    expect((await gateway.sessionOutcome(sessionId)).paymentMethod).toEqual(event.paymentMethod);
  });

  it('keeps no card when the mandate page is cancelled or the card is declined', async () => {
    const cancelled = await setup('sv');
    const back = await post(cancelled.sessionId, { action: 'cancel' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('cancelled=1');
    expect(await gateway.sessionOutcome(cancelled.sessionId)).toEqual({
      provider: 'test-gateway',
      sessionId: cancelled.sessionId,
      outcome: 'cancelled',
      setup: true,
    });
    const declined = await setup('sv');
    await post(declined.sessionId, { action: 'pay', cardNumber: '4000000000000002' });
    const event = await gateway.sessionOutcome(declined.sessionId);
    expect(event).toMatchObject({ outcome: 'declined', setup: true });
    expect(event.paymentMethod).toBeUndefined();
  });
});
