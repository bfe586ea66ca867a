/**
 * A membership or a monthly gift of its own for a test (issue 12): a fresh customer buys it
 * through the API and the test gateway, as the browser would, so the plan the test changes is
 * no one else's (the demo's James is read by other tests).
 */

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StartPaymentResponse } from '../../src/shared/contracts/checkout.ts';
import type { FundsResponse } from '../../src/shared/contracts/donations.ts';
import type {
  AccountMembership,
  AccountMembershipsResponse,
  MembershipLevelsResponse,
  PaymentPlan,
} from '../../src/shared/contracts/memberships.ts';
import { registerByApi, signInByApi, uniqueEmail } from './account.ts';
import { until } from './site.ts';

export const MEMBER_PASSWORD = 'Member42Seat';

/** The signed-in customer's cart paid on the test gateway with `card`, through the API. */
async function payCart(page: Page, baseUrl: string, card: string): Promise<void> {
  const headers = { Origin: baseUrl };
  const started = await page.request.post(`${baseUrl}/api/checkout/payment`, {
    data: { acceptTerms: true, acknowledgePrivacy: true },
    headers: { ...headers, 'Idempotency-Key': `member-${Date.now()}-${Math.random()}` },
  });
  expect(started.status(), await started.text()).toBe(200);
  const answer = (await started.json()) as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected the test gateway');
  const paid = await page.request.post(`${baseUrl}${new URL(answer.redirectUrl).pathname}`, {
    form: { action: 'pay', cardNumber: card },
    headers,
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** The account's memberships and monthly gifts once `accept` holds (the sale may confirm late). */
async function accountPlans(
  page: Page,
  baseUrl: string,
  accept: (list: AccountMembershipsResponse) => boolean,
): Promise<AccountMembershipsResponse> {
  return until(
    async () =>
      (await (
        await page.request.get(`${baseUrl}/api/account/memberships`)
      ).json()) as AccountMembershipsResponse,
    accept,
  );
}

/** A new customer, registered and signed in in the page's browser context. */
async function newCustomer(page: Page, baseUrl: string): Promise<string> {
  const email = uniqueEmail('member');
  await registerByApi(baseUrl, {
    email,
    password: MEMBER_PASSWORD,
    firstName: 'Robin',
    lastName: 'Member',
  });
  await signInByApi(page, baseUrl, email, MEMBER_PASSWORD);
  return email;
}

/** A new customer who gives `amountCents` a month to the first open fund, paid by `card`. */
export async function newMonthlyGiver(
  page: Page,
  baseUrl: string,
  amountCents: number,
  card = '4242424242424242',
): Promise<{ email: string; plan: PaymentPlan }> {
  const email = await newCustomer(page, baseUrl);
  const { funds } = (await (
    await page.request.get(`${baseUrl}/api/funds`)
  ).json()) as FundsResponse;
  const fund = funds.find((f) => f.open);
  if (!fund) throw new Error('no fund takes gifts in the demo');
  const added = await page.request.post(`${baseUrl}/api/cart/donations`, {
    data: { fundId: fund.id, amountCents, recurring: 'monthly' },
    headers: { Origin: baseUrl },
  });
  expect(added.status(), await added.text()).toBe(200);
  await payCart(page, baseUrl, card);
  const { givingPlans } = await accountPlans(
    page,
    baseUrl,
    (list) => list.givingPlans.length === 1,
  );
  return { email, plan: givingPlans[0] as PaymentPlan };
}

/** Registers and signs in a new customer, who buys a monthly membership paid by `card`. */
export async function newMonthlyMember(
  page: Page,
  baseUrl: string,
  card = '4242424242424242',
): Promise<{ email: string; membership: AccountMembership }> {
  const email = await newCustomer(page, baseUrl);
  const headers = { Origin: baseUrl };
  const { levels } = (await (
    await page.request.get(`${baseUrl}/api/memberships`)
  ).json()) as MembershipLevelsResponse;
  const level = levels.find((l) => l.prices.some((p) => p.option === 'monthly'));
  if (!level) throw new Error('no level is sold monthly in the demo');
  const added = await page.request.post(`${baseUrl}/api/cart/memberships`, {
    data: { levelId: level.id, paymentOption: 'monthly' },
    headers,
  });
  expect(added.status(), await added.text()).toBe(200);
  await payCart(page, baseUrl, card);
  const { memberships } = await accountPlans(
    page,
    baseUrl,
    (list) => list.memberships.length === 1 && list.memberships[0]?.plan !== null,
  );
  return { email, membership: memberships[0] as AccountMembership };
}
