/**
 * Memberships and direct debit plans over HTTP (issue 12), on PGlite or PostgreSQL, travelling in
 * time with the test clock: the levels; the cart's membership (sign-in, one per cart, already
 * held) switching the cart to the members' mode of sale and emptying it when removed after
 * confirmation; a member's priority booking; a monthly membership charged on each of its next 12
 * dates exactly once; a declined card retried and lapsed; a yearly renewal and its reminder once;
 * auto-renew off; monthly gifts in the giving history; bad input refused without a change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAttemptAt } from '../domain/payment-plans/instalment-rules.ts';
import type { Cart } from '../shared/contracts/cart.ts';
import type { ListingsResponse, PerformanceDetail } from '../shared/contracts/catalogue.ts';
import type {
  AccountMembershipsResponse,
  MembershipLevelsResponse,
  PaymentPlan,
} from '../shared/contracts/memberships.ts';
import { membershipFixtures } from '../testing/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW } from '../testing/test-database.ts';

const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
const DAY = 86_400_000;
const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const JAMES = { email: 'james.okafor@example.com', password: 'Usher24Hours' };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };
const DANIEL = { email: 'daniel.alvarez@example.com', password: 'Stage7Door' };
const plenty = { max: 10_000, windowMs: 60_000 };

let t: TestApp;
let priority: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp(
    { rateLimits: { loginEmail: plenty, loginIp: plenty, cardSetup: plenty } },
    { clock, holdSeconds: 600 },
  );
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const found = listings.performances.find((p) => p.state === 6);
  if (!found) throw new Error('no priority performance in the demo season');
  priority = { id: found.id, slug: found.productionSlug };
});
afterAll(() => t?.close());

const { Browser, execute, signIn, ok, refused, levelId, buy, planOfOrder } = membershipFixtures(
  () => t,
);

const instalments = (planId: string) =>
  execute<{ seq: number; state: string; attempts: number; due_on: string }>`
    select seq, state, attempts, due_on::text from plan_instalments
    where plan_id = ${planId} order by seq`;

/** Moves the clock to just after the plan's next instalment is first tried, and runs the job. */
async function chargeNext(planId: string) {
  const [next] = await execute<{ due_on: string }>`
    select due_on::text from plan_instalments
    where plan_id = ${planId} and state = 'due' order by seq limit 1`;
  if (!next) throw new Error('nothing due');
  clock.at = Math.max(clock.at, firstAttemptAt(next.due_on).getTime() + 60_000);
  return t.jobs.recurringCharges.runOnce();
}

const mailsTo = async (email: string, subject: string) =>
  (await t.outbox.list({ to: email, limit: 500 })).filter((m) => m.subject.includes(subject));

describe('membership levels', () => {
  it('lists the levels on sale with their prices, in the reader’s language', async () => {
    const browser = new Browser();
    const { levels } = await ok<MembershipLevelsResponse>(
      browser,
      'GET',
      '/api/memberships?lang=es',
    );
    expect(levels.map((l) => l.slug)).toEqual(['friend', 'supporter', 'patron', 'student']);
    const supporter = levels[1];
    expect(supporter?.name).toBe('Colaborador');
    expect(supporter?.prices.map((p) => [p.option, p.amount.amount, p.perYear.amount])).toEqual([
      ['yearly', 15_000, 15_000],
      ['monthly', 1_500, 18_000],
    ]);
    expect(supporter?.modeOfSaleName).toBe('Preventa para miembros');
    expect(supporter?.held).toBe('none');
    await refused(browser, 'GET', '/api/memberships/nope', undefined, 404, 'MEMBERSHIP_NOT_FOUND');
    await refused(browser, 'GET', '/api/memberships/%3Cscript%3E', undefined, 400);
  });

  it('says a level is held, for the member signed in', async () => {
    const james = await signIn(JAMES);
    const level = await ok<{ held: string; heldUntil: string }>(
      james,
      'GET',
      '/api/memberships/supporter',
    );
    expect(level.held).not.toBe('none');
    expect(level.heldUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('a membership in the cart', () => {
  it('needs a signed-in customer, and an anonymous attempt makes no cart', async () => {
    const browser = new Browser();
    const before = await execute<{ n: number }>`select count(*)::int as n from carts`;
    await refused(
      browser,
      'POST',
      '/api/cart/memberships',
      { levelId: await levelId('friend'), paymentOption: 'yearly' },
      401,
      'MEMBERSHIP_LOGIN_REQUIRED',
    );
    expect(browser.cookies.has('cart')).toBe(false);
    expect(await execute`select count(*)::int as n from carts`).toEqual(before);
  });

  it('switches the cart to the members’ prices at once; removing it asks, then empties it', async () => {
    const rose = await signIn(ROSE);
    const page = () =>
      rose
        .send('GET', `/api/events/${priority.slug}/${priority.id}`)
        .then((r) => r.json() as PerformanceDetail);
    expect((await page()).state).toBe(6);
    const cart = await ok<Cart>(rose, 'POST', '/api/cart/memberships', {
      levelId: await levelId('friend'),
      paymentOption: 'yearly',
    });
    const line = cart.lines.find((l) => l.kind === 'membership');
    expect(line).toMatchObject({
      kind: 'membership',
      levelName: 'Friend',
      paymentOption: 'yearly',
      renewal: false,
      changesModeOfSale: true,
      price: { allIn: { amount: 6000 } },
    });
    // The presale opens for this cart, at member prices.
    expect((await page()).state).not.toBe(6);
    const { cart: held } = await ok<{ cart: Cart }>(rose, 'POST', '/api/cart/seats', {
      performanceId: priority.id,
      bestAvailable: { quantity: 2 },
    });
    expect(held.ticketCount).toBe(2);
    const ticket = held.lines.find((l) => l.kind === 'ticket');
    if (ticket?.kind !== 'ticket') throw new Error('no ticket line');
    const [defaultPrice] = await execute<{ base: number }>`
      select pp.base_cents as base from performance_prices pp
      join seats st on st.price_band_id = pp.price_band_id
      where pp.performance_id = ${priority.id} and pp.mode_of_sale_id = 3
        and pp.price_type_id = ${ticket.priceTypeId} and st.id = ${ticket.seat.id}`;
    expect(ticket?.price.base.amount).toBe((defaultPrice?.base ?? 0) - 500);

    // One membership per cart.
    await refused(
      rose,
      'POST',
      '/api/cart/memberships',
      { levelId: await levelId('patron'), paymentOption: 'yearly' },
      409,
      'MEMBERSHIP_ONE_PER_CART',
    );
    // Removing it would leave presale seats without their mode: asked first, nothing changes.
    await refused(
      rose,
      'DELETE',
      `/api/cart/memberships/${line?.id}`,
      undefined,
      409,
      'MEMBERSHIP_REMOVAL_EMPTIES_CART',
    );
    expect((await ok<Cart>(rose, 'GET', '/api/cart')).lines).toHaveLength(3);
    const emptied = await ok<Cart>(
      rose,
      'DELETE',
      `/api/cart/memberships/${line?.id}?confirm=true`,
    );
    expect(emptied.lines).toEqual([]);
    const [seats] = await execute<{ n: number }>`
      select count(*)::int as n from performance_seats where hold_id = ${emptied.id ?? ''}`;
    expect(seats?.n).toBe(0);
  });

  it('a membership already held is refused; a member books the presale without a code', async () => {
    const james = await signIn(JAMES);
    await refused(
      james,
      'POST',
      '/api/cart/memberships',
      { levelId: await levelId('supporter'), paymentOption: 'monthly' },
      409,
      'MEMBERSHIP_ALREADY_OWNED',
    );
    const detail: PerformanceDetail = (
      await james.send('GET', `/api/events/${priority.slug}/${priority.id}`)
    ).json();
    expect(detail.state).not.toBe(6);
    const { cart: held } = await ok<{ cart: Cart }>(james, 'POST', '/api/cart/seats', {
      performanceId: priority.id,
      bestAvailable: { quantity: 1 },
    });
    expect(held.ticketCount).toBe(1);
    // Someone else, signed out, still sees "Oops".
    const anonymous: PerformanceDetail = (
      await new Browser().send('GET', `/api/events/${priority.slug}/${priority.id}`)
    ).json();
    expect(anonymous.state).toBe(6);
    await james.send('DELETE', '/api/cart');
  });

  it('two adds at the same moment put one membership in the cart', async () => {
    const daniel = await signIn(DANIEL);
    // The cart exists first, so both requests name it.
    await ok(daniel, 'POST', '/api/cart/donations', { fundId: 1, amountCents: 500 });
    const [friend, patron] = [await levelId('friend'), await levelId('patron')];
    const answers = await Promise.all(
      [friend, patron, friend, patron].map((id) =>
        daniel.send('POST', '/api/cart/memberships', { levelId: id, paymentOption: 'yearly' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const cart = await ok<Cart>(daniel, 'GET', '/api/cart');
    expect(cart.lines.filter((l) => l.kind === 'membership')).toHaveLength(1);
    await daniel.send('DELETE', '/api/cart');
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const daniel = await signIn(DANIEL);
    const count = () => execute`select count(*)::int as n from cart_memberships`;
    const before = await count();
    for (const body of [
      {},
      { levelId: 'x', paymentOption: 'yearly' },
      { levelId: 1, paymentOption: 'weekly' },
      { levelId: -1, paymentOption: 'yearly' },
      { levelId: 1, paymentOption: 'yearly', autoRenew: 'yes' },
    ])
      await refused(daniel, 'POST', '/api/cart/memberships', body, 400);
    await refused(daniel, 'DELETE', '/api/cart/memberships/x-1', undefined, 400);
    await refused(daniel, 'DELETE', '/api/cart/memberships/m-999999', undefined, 404);
    await refused(
      daniel,
      'PUT',
      '/api/account/payment-plans/ddp_DemoJamesSupporter0001/auto-renew',
      { autoRenew: 'no' },
      400,
    );
    await refused(
      daniel,
      'PUT',
      '/api/account/payment-plans/nope/auto-renew',
      { autoRenew: false },
      400,
    );
    // Another customer's plan is not found, whatever its id.
    await refused(
      daniel,
      'PUT',
      '/api/account/payment-plans/ddp_DemoJamesSupporter0001/auto-renew',
      { autoRenew: false },
      404,
      'PAYMENT_PLAN_NOT_FOUND',
    );
    await refused(daniel, 'GET', '/api/direct-debits/ddp_DemoJamesSupporter0001', undefined, 404);
    await refused(new Browser(), 'GET', '/api/account/memberships', undefined, 401);
    expect(await count()).toEqual(before);
    const [plan] = await execute<{ auto_renew: boolean }>`
      select auto_renew from payment_plans where id = 'ddp_DemoJamesSupporter0001'`;
    expect(plan?.auto_renew).toBe(true);
  });
});

describe('direct debit plans, travelling in time', () => {
  it('a monthly membership is charged on each of its next 12 dates, exactly once', async () => {
    const maria = await signIn(MARIA);
    await ok(maria, 'POST', '/api/cart/memberships', {
      levelId: await levelId('supporter'),
      paymentOption: 'monthly',
    });
    const plan = await planOfOrder(await buy(maria));
    const account = await ok<AccountMembershipsResponse>(maria, 'GET', '/api/account/memberships');
    const membership = account.memberships.find((m) => m.levelSlug === 'supporter');
    expect(membership?.plan).toMatchObject({
      id: plan.id,
      mandate: 'confirmed',
      card: 'Visa •••• 4242',
      interval: 'month',
    });
    const paidOf = async () =>
      (await instalments(plan.id)).filter((row) => row.state === 'paid').length;
    for (let month = 1; month <= 12; month++) {
      await chargeNext(plan.id);
      expect(await paidOf(), `month ${month}`).toBe(month + 1);
      // Run again at the same moment: nothing more is charged.
      expect((await t.jobs.recurringCharges.runOnce()).paid).toBe(0);
      expect(await paidOf()).toBe(month + 1);
    }
    const rows = await instalments(plan.id);
    expect(rows.slice(0, 13).map((r) => [r.seq, r.state, r.attempts])).toEqual(
      Array.from({ length: 13 }, (_, seq) => [seq, 'paid', 1]),
    );
    expect(rows[13]?.state).toBe('due');
    const [charges] = await execute<{ n: number; cents: number }>`
      select count(*)::int as n, sum(c.amount_cents)::int as cents from test_gateway_charges c
      join payment_plans p on p.payment_method_ref = c.payment_method_ref where p.id = ${plan.id}`;
    expect(charges).toEqual({ n: 12, cents: 12 * 1500 });
    const [m] = await execute<{ expires_on: string }>`
      select expires_on::text from memberships m join payment_plans p on p.membership_id = m.id
      where p.id = ${plan.id}`;
    const anchor = new Date(`${plan.anchor_on}T12:00:00Z`);
    anchor.setUTCMonth(anchor.getUTCMonth() + 13);
    anchor.setUTCDate(anchor.getUTCDate() - 1);
    expect(m?.expires_on).toBe(anchor.toISOString().slice(0, 10));
    expect(await mailsTo(MARIA.email, 'Payment received')).toHaveLength(12);
    // Each payment is an order of its own in her account.
    const [orders] = await execute<{ n: number }>`
      select count(*)::int as n from orders where cart_id like ${`plan:${plan.id}:%`}`;
    expect(orders?.n).toBe(12);
  });

  it('a card declined off-session is tried again after 1, 3 and 7 days, then the plan lapses', async () => {
    const rose = await signIn(ROSE);
    await ok(rose, 'POST', '/api/cart/memberships', {
      levelId: await levelId('supporter'),
      paymentOption: 'monthly',
    });
    const plan = await planOfOrder(await buy(rose, '4000000000000341'));
    const [membership] = await execute<{ expires_on: string }>`
      select m.expires_on::text from memberships m join payment_plans p on p.membership_id = m.id
      where p.id = ${plan.id}`;
    const stateOf = async () => (await instalments(plan.id))[1];
    await chargeNext(plan.id);
    expect(await stateOf()).toMatchObject({ state: 'due', attempts: 1 });
    const waits = [1, 3, 7];
    for (const [i, days] of waits.entries()) {
      const [row] = await execute<{ next: Date }>`
        select next_attempt_at as next from plan_instalments
        where plan_id = ${plan.id} and seq = 1`;
      expect(new Date(row?.next ?? 0).getTime() - clock.at).toBeLessThanOrEqual(days * DAY);
      clock.at = new Date(row?.next ?? 0).getTime() + 60_000;
      await t.jobs.recurringCharges.runOnce();
      expect(await stateOf(), `try ${i + 2}`).toMatchObject({
        state: i < 2 ? 'due' : 'failed',
        attempts: i + 2,
      });
    }
    const [after] = await execute<{ status: string; state: string; attempts: number }>`
      select p.status, i.state, i.attempts from payment_plans p
      join plan_instalments i on i.plan_id = p.id and i.seq = 1 where p.id = ${plan.id}`;
    expect(after).toEqual({ status: 'lapsed', state: 'failed', attempts: 4 });
    // It ends with its paid period; the member was told each time.
    const [m] = await execute<{ expires_on: string }>`
      select m.expires_on::text from memberships m join payment_plans p on p.membership_id = m.id
      where p.id = ${plan.id}`;
    expect(m?.expires_on).toBe(membership?.expires_on);
    expect(await mailsTo(ROSE.email, 'did not go through')).toHaveLength(3);
    expect(await mailsTo(ROSE.email, 'have stopped')).toHaveLength(1);
    await t.jobs.recurringCharges.runOnce();
    expect(await stateOf()).toMatchObject({ state: 'failed', attempts: 4 });
  });

  it('a yearly membership is reminded once 30 days ahead, then renews', async () => {
    const daniel = await signIn(DANIEL);
    await ok(daniel, 'POST', '/api/cart/memberships', {
      levelId: await levelId('patron'),
      paymentOption: 'yearly',
    });
    const plan = await planOfOrder(await buy(daniel));
    const [m] = await execute<{ expires_on: string }>`
      select m.expires_on::text from memberships m join payment_plans p on p.membership_id = m.id
      where p.id = ${plan.id}`;
    const expiry = new Date(`${m?.expires_on}T15:00:00Z`).getTime();
    clock.at = Math.max(clock.at, expiry - 29 * DAY);
    const reminded = await t.jobs.recurringCharges.runOnce();
    expect(reminded.reminders).toBeGreaterThanOrEqual(1);
    await t.jobs.recurringCharges.runOnce();
    const reminders = await mailsTo(DANIEL.email, 'renews soon');
    expect(reminders.map((m) => `${m.subject} ${m.createdAt}`)).toHaveLength(1);
    await chargeNext(plan.id);
    expect((await instalments(plan.id)).map((r) => r.state)).toEqual(['paid', 'paid', 'due']);
    const [renewed] = await execute<{ expires_on: string }>`
      select m.expires_on::text from memberships m join payment_plans p on p.membership_id = m.id
      where p.id = ${plan.id}`;
    const next = new Date(`${m?.expires_on}T12:00:00Z`);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    expect(renewed?.expires_on).toBe(next.toISOString().slice(0, 10));
  });

  it('auto-renew off: nothing more is charged, and the account says so', async () => {
    const daniel = await signIn(DANIEL);
    const account = await ok<AccountMembershipsResponse>(daniel, 'GET', '/api/account/memberships');
    const planId = account.memberships.find((m) => m.levelSlug === 'patron')?.plan?.id ?? '';
    const off = await ok<PaymentPlan>(
      daniel,
      'PUT',
      `/api/account/payment-plans/${planId}/auto-renew`,
      { autoRenew: false },
    );
    expect(off).toMatchObject({ autoRenew: false, nextInstalment: null });
    const [next] = await execute<{ due_on: string }>`
      select due_on::text from plan_instalments where plan_id = ${planId} and state = 'due'`;
    clock.at = Math.max(clock.at, firstAttemptAt(next?.due_on ?? '2100-01-01').getTime() + DAY);
    await t.jobs.recurringCharges.runOnce();
    expect((await instalments(planId)).filter((r) => r.state === 'paid')).toHaveLength(2);
  });

  it('a monthly gift: its instalments join the giving history', async () => {
    const signedOut = new Browser();
    await refused(
      signedOut,
      'POST',
      '/api/cart/donations',
      { fundId: 1, amountCents: 2500, recurring: 'monthly' },
      401,
    );
    const james = await signIn(JAMES);
    const cart = await ok<Cart>(james, 'POST', '/api/cart/donations', {
      fundId: 1,
      amountCents: 2500,
      recurring: 'monthly',
    });
    expect(cart.lines.find((l) => l.kind === 'donation')).toMatchObject({ recurring: 'monthly' });
    const plan = await planOfOrder(await buy(james));
    await chargeNext(plan.id);
    expect((await instalments(plan.id)).map((r) => r.state)).toEqual(['paid', 'paid', 'due']);
    const [given] = await execute<{ n: number }>`
      select count(*)::int as n from order_donations d join orders o on o.id = d.order_id
      where o.customer_id = ${plan.customer_id} and o.state = 'confirmed' and d.recurring = 'monthly'`;
    expect(given?.n).toBe(2);
    // Signed in again: a month has passed since.
    const account = await ok<AccountMembershipsResponse>(
      await signIn(JAMES),
      'GET',
      '/api/account/memberships',
    );
    expect(account.givingPlans.map((p) => p.id)).toContain(plan.id);
  });
});
