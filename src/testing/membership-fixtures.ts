/**
 * What the memberships' API tests share (issue 12): browsers of the test app, sign-in as a demo
 * customer, calls that must answer 200 (or be refused), a level's id by its slug, paying the
 * cart on the test gateway with a card, and the plan an order made.
 */
import { expect } from 'vitest';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import { InjectBrowser } from './inject-browser.ts';
import { sqlOn } from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };

type Method = Parameters<InjectBrowser['send']>[0];

export function membershipFixtures(app: () => TestApp) {
  class Browser extends InjectBrowser {
    constructor() {
      super(() => app().app);
    }
  }

  const execute = <T = Record<string, unknown>>(
    strings: TemplateStringsArray,
    ...values: unknown[]
  ) => sqlOn(app().db.database)<T>(strings, ...values);

  async function signIn(who: { email: string; password: string }): Promise<Browser> {
    const browser = new Browser();
    const response = await browser.send('POST', '/api/auth/login', who);
    expect(response.statusCode, response.body).toBe(200);
    return browser;
  }

  async function ok<T>(browser: Browser, method: Method, path: string, body?: object) {
    const response = await browser.send(method, path, body);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return response.json() as T;
  }

  async function refused(
    browser: Browser,
    method: Method,
    path: string,
    body: object | undefined,
    status: number,
    code?: string,
  ) {
    const response = await browser.send(method, path, body);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
    if (code) expect(response.json().code).toBe(code);
  }

  const levelId = async (slug: string) =>
    (await execute<{ id: number }>`select id from membership_levels where slug = ${slug}`)[0]?.id ??
    0;

  /** Pays the cart on the test gateway with a card; answers the confirmed order's number. */
  async function buy(browser: Browser, card = '4242424242424242'): Promise<string> {
    const answer = await ok<StartPaymentResponse>(browser, 'POST', '/api/checkout/payment', REVIEW);
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const response = await app().app.inject({
      method: 'POST',
      url: new URL(answer.redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', cardNumber: card }).toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
    await app().gateway.settled();
    const [order] = await execute<{ state: string }>`
      select state from orders where number = ${answer.orderNumber}`;
    expect(order?.state).toBe('confirmed');
    return answer.orderNumber;
  }

  /** The plan the order made (its membership's or its monthly gift's). */
  async function planOfOrder(number: string) {
    const [plan] = await execute<{
      id: string;
      anchor_on: string;
      customer_id: number;
      status: string;
      auto_renew: boolean;
    }>`
      select p.id, p.anchor_on::text, p.customer_id, p.status, p.auto_renew from payment_plans p
      join orders o on o.id = p.order_id where o.number = ${number}`;
    if (!plan) throw new Error(`no plan for ${number}`);
    return plan;
  }

  return { Browser, execute, signIn, ok, refused, levelId, buy, planOfOrder };
}
