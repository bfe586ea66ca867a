/**
 * Gift vouchers over HTTP (issue 11, decision 018), on PGlite or PostgreSQL: bought in the cart
 * and issued once when the order is confirmed; a balance by code; paying part of a cart and then
 * all of one; carts racing for one voucher never spend more than it holds; the ledger adds up to
 * every balance; redeemed into credit once; bad codes refused without a change, and guessing
 * stopped at the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type { AccountGiftVouchers, GiftVoucherBalance } from '../shared/contracts/gift-vouchers.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const plenty = { max: 10_000, windowMs: 60_000 };

let t: TestApp;
let performanceId: number;

beforeAll(async () => {
  t = await createTestApp(
    { rateLimits: { voucherIp: plenty, voucherSession: plenty, loginEmail: plenty } },
    { clock, holdSeconds: 600, cancelOrdersEnabled: true },
  );
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  performanceId = performance.id;
});
afterAll(() => t?.close());

class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

let mariaSession = '';
/** A new cart of Maria's (her session, no cart yet). */
async function maria(): Promise<Browser> {
  if (!mariaSession) {
    const first = new Browser();
    const response = await first.send('POST', '/api/auth/login', MARIA);
    expect(response.statusCode, response.body).toBe(200);
    mariaSession = first.cookies.get('session') ?? '';
  }
  const browser = new Browser();
  browser.cookies.set('session', mariaSession);
  return browser;
}

async function ok<T>(
  browser: Browser,
  method: Parameters<Browser['send']>[0],
  path: string,
  body?: object,
) {
  const response = await browser.send(method, path, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

async function pay(browser: Browser): Promise<StartPaymentResponse> {
  return ok<StartPaymentResponse>(browser, 'POST', '/api/checkout/payment', REVIEW);
}

/** Pays a redirect on the test gateway with a card and follows the return. */
async function payOnGateway(answer: StartPaymentResponse) {
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const response = await t.app.inject({
    method: 'POST',
    url: new URL(answer.redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  await t.gateway.settled();
}

const orderState = async (number: string) =>
  (await execute<{ state: string }>`select state from orders where number = ${number}`)[0]?.state;

/** Every voucher's ledger adds up to its balance, to the cent. */
async function ledgersAddUp() {
  const wrong = await execute<{ id: number }>`
    select v.id from gift_vouchers v
    left join gift_voucher_ledger l on l.voucher_id = v.id
    group by v.id having v.balance_cents <> coalesce(sum(l.delta_cents), 0)`;
  expect(wrong).toEqual([]);
}

/** Issues vouchers as a buyer would: in the cart, paid on the gateway. Answers their codes. */
async function buyVouchers(amountCents: number, quantity: number): Promise<string[]> {
  const buyer = await maria();
  await ok(buyer, 'POST', '/api/cart/gift-vouchers', {
    amountCents,
    quantity,
    recipientName: 'Ana',
    recipientEmail: 'ana@example.org',
    message: 'Happy birthday!\nSee you at the show.',
  });
  const answer = await pay(buyer);
  await payOnGateway(answer);
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  expect(await orderState(answer.orderNumber)).toBe('confirmed');
  const rows = await execute<{ code: string }>`
    select v.code from gift_vouchers v
    join order_gift_vouchers l on l.id = v.order_gift_voucher_id
    join orders o on o.id = l.order_id where o.number = ${answer.orderNumber} order by v.id`;
  return rows.map((row) => row.code);
}

async function balanceOf(code: string): Promise<GiftVoucherBalance> {
  return ok<GiftVoucherBalance>(new Browser(), 'POST', '/api/gift-vouchers/balance', { code });
}

/** A cart with one seat (best available) of Maria's. */
async function cartWithSeat(): Promise<{ browser: Browser; cart: Cart }> {
  const browser = await maria();
  await ok(browser, 'POST', '/api/cart/seats', { performanceId, bestAvailable: { quantity: 1 } });
  return { browser, cart: await ok<Cart>(browser, 'GET', '/api/cart') };
}

describe(`gift vouchers on ${testDatabaseKind()}`, () => {
  it('bought in the cart without delivery or fee, issued once when the order is confirmed', async () => {
    const buyer = await maria();
    const cart = await ok<Cart>(buyer, 'POST', '/api/cart/gift-vouchers', {
      amountCents: 2500,
      quantity: 3,
      recipientName: 'Ana',
      deliverOn: '2026-12-24',
    });
    expect(cart.lines).toMatchObject([
      {
        kind: 'gift-voucher',
        amount: { amount: 2500 },
        quantity: 3,
        deliverOn: '2026-12-24',
        price: { allIn: { amount: 7500 }, fee: { amount: 0 } },
      },
    ]);
    expect(cart.totals).toMatchObject({ total: { amount: 7500 }, leftToPay: { amount: 7500 } });
    expect(cart.expiresAt).toBeNull();
    const answer = await pay(buyer);
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const [order] = await execute<{ delivery_method: string | null; total_cents: number }>`
      select delivery_method, total_cents from orders where number = ${answer.orderNumber}`;
    expect(order).toEqual({ delivery_method: null, total_cents: 7500 });
    // The return and the webhook both say paid: three vouchers, once.
    await Promise.all([
      payOnGateway(answer),
      t.gateway.redeliver(new URL(answer.redirectUrl).pathname.split('/').pop() ?? ''),
    ]);
    await t.gateway.settled();
    const issued = await execute<{ code: string; balance_cents: number; deliver_on: string }>`
      select v.code, v.balance_cents, v.deliver_on::text from gift_vouchers v
      join order_gift_vouchers l on l.id = v.order_gift_voucher_id
      join orders o on o.id = l.order_id where o.number = ${answer.orderNumber}`;
    expect(issued).toHaveLength(3);
    expect(new Set(issued.map((v) => v.code)).size).toBe(3);
    for (const voucher of issued) {
      expect(voucher.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{7}$/);
      expect(voucher).toMatchObject({ balance_cents: 2500, deliver_on: '2026-12-24' });
    }
    // The cart is empty again; the buyer's account lists them with their whole codes.
    expect((await ok<Cart>(buyer, 'GET', '/api/cart')).lines).toEqual([]);
    const mine = await ok<AccountGiftVouchers>(buyer, 'GET', '/api/account/gift-vouchers');
    expect(mine.vouchers.filter((v) => v.orderNumber === answer.orderNumber)).toHaveLength(3);
    expect(mine.vouchers.map((v) => v.code)).toEqual(
      expect.arrayContaining(issued.map((v) => v.code)),
    );
    await ledgersAddUp();

    // They go out on Christmas Eve, not before: one mail each, to the buyer, with the PDF.
    const mailsTo = async () =>
      execute<{ subject: string; text: string; files: string }>`
        select subject, text, (select string_agg(a->>'filename', ',')
          from jsonb_array_elements(attachments) a) as files
        from mail_outbox where kind = 'giftVoucher' and text like ${`%${issued[0]?.code}%`}`;
    await t.voucherMails.settled();
    await t.jobs.voucherMails.runOnce();
    expect(await mailsTo()).toEqual([]);
    const before = clock.at;
    try {
      clock.at = Date.parse('2026-12-24T14:00:00Z');
      await Promise.all([t.jobs.voucherMails.runOnce(), t.voucherMails.sendDue()]);
      await t.jobs.voucherMails.runOnce();
    } finally {
      clock.at = before;
    }
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your gift voucher: $25.00');
    expect(mails[0]?.files).toBe(`gift-voucher-${issued[0]?.code}.pdf`);
  });

  it('e-mails a voucher for today to its recipient once, just after the confirmation', async () => {
    const [code = ''] = await buyVouchers(5000, 1);
    await t.voucherMails.settled();
    await t.jobs.voucherMails.runOnce();
    const mails = await execute<{ to: string; subject: string; text: string }>`
      select "to", subject, text from mail_outbox
      where kind = 'giftVoucher' and text like ${`%${code}%`}`;
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['ana@example.org', 'Maria Alvarez sent you a gift voucher for the Maple Street Playhouse'],
    ]);
    expect(mails[0]?.text).toContain('Happy birthday!');
    expect(mails[0]?.text).toContain('$50.00');
  });

  it('bought before signing in, stay in the cart the customer takes; emptying takes them out', async () => {
    const browser = new Browser();
    const before = await ok<Cart>(browser, 'POST', '/api/cart/gift-vouchers', {
      amountCents: 5000,
      quantity: 2,
      recipientName: 'Rosa',
    });
    expect(before.id).not.toBeNull();
    const login = await browser.send('POST', '/api/auth/login', MARIA);
    expect(login.statusCode, login.body).toBe(200);
    // Taken under the customer's id (a new id), the vouchers with it.
    const after = await ok<Cart>(browser, 'GET', '/api/cart');
    expect(after.id).not.toBe(before.id);
    expect(after.lines).toMatchObject([
      { kind: 'gift-voucher', quantity: 2, recipientName: 'Rosa' },
    ]);
    expect(after.totals.total.amount).toBe(10_000);
    const emptied = await ok<Cart>(browser, 'DELETE', '/api/cart');
    expect(emptied.lines).toEqual([]);
    expect((await ok<Cart>(browser, 'GET', '/api/cart')).lines).toEqual([]);
  });

  it('tells a balance by code, however it is typed, with its uses', async () => {
    const [code = ''] = await buyVouchers(5000, 1);
    const typed = ` ${code.toLowerCase().replace('-', ' – ')} `;
    const balance = await balanceOf(typed);
    expect(balance).toMatchObject({
      amount: { amount: 5000 },
      balance: { amount: 5000 },
      expired: false,
      uses: [{ kind: 'issued', amount: { amount: 5000 } }],
    });
    expect(balance.code).not.toContain(code.slice(0, 4));
    expect(balance.code.endsWith(code.slice(-4))).toBe(true);
  });

  it('pays part of a cart, blocks ticket removal while it pays, then pays all of another', async () => {
    const [code = ''] = await buyVouchers(1000, 1);
    const { browser, cart } = await cartWithSeat();
    const total = cart.totals.total.amount;
    expect(total).toBeGreaterThan(1000);
    const applied = await ok<Cart>(browser, 'POST', '/api/cart/gift-voucher-payments', { code });
    expect(applied.giftVoucherPayments).toMatchObject([{ applied: { amount: 1000 } }]);
    expect(applied.totals.giftVouchers.amount).toBe(1000);
    expect(applied.totals.leftToPay.amount).toBe(total - 1000);
    // Applying it again changes nothing.
    await ok(browser, 'POST', '/api/cart/gift-voucher-payments', { code });
    // Spec §4: tickets stay while a voucher pays for them.
    const seat = applied.lines.find((line) => line.kind === 'ticket');
    if (seat?.kind !== 'ticket') throw new Error('no ticket');
    const blocked = await browser.send(
      'DELETE',
      `/api/cart/seats/${seat.performanceId}/${seat.seat.id}`,
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('GIFT_VOUCHER_BLOCKS_REMOVAL');
    const answer = await pay(browser);
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const [order] = await execute<{ gift_voucher_cents: number; total_cents: number }>`
      select gift_voucher_cents, total_cents from orders where number = ${answer.orderNumber}`;
    expect(order).toEqual({ gift_voucher_cents: 1000, total_cents: total });
    const [session] = await execute<{ amount_cents: number }>`
      select p.amount_cents from payments p join orders o on o.id = p.order_id
      where o.number = ${answer.orderNumber}`;
    expect(session?.amount_cents).toBe(total - 1000);
    await payOnGateway(answer);
    expect(await orderState(answer.orderNumber)).toBe('confirmed');
    expect((await balanceOf(code)).balance.amount).toBe(0);

    // A voucher that covers a whole cart makes the order free: confirmed at once.
    const [big = ''] = await buyVouchers(25_000, 1);
    const second = await cartWithSeat();
    await ok(second.browser, 'POST', '/api/cart/gift-voucher-payments', { code: big });
    const free = await pay(second.browser);
    if (free.kind !== 'confirmed') throw new Error('expected a free order');
    expect(free.order.state).toBe('confirmed');
    expect((await balanceOf(big)).balance.amount).toBe(25_000 - second.cart.totals.total.amount);
    await ledgersAddUp();
  });

  it('a cancelled order gives vouchers back what they paid; an expired one’s part becomes credit', async () => {
    const codes = await buyVouchers(1000, 2);
    const credits = async () =>
      (
        await execute<{ cents: number }>`select coalesce(sum(amount_cents), 0)::int as cents
          from credit_grants where reason = 'order-cancelled'`
      )[0]?.cents ?? 0;
    for (const [i, code] of codes.entries()) {
      const { browser, cart } = await cartWithSeat();
      await ok(browser, 'POST', '/api/cart/gift-voucher-payments', { code });
      const answer = await pay(browser);
      await payOnGateway(answer);
      if (answer.kind !== 'redirect') throw new Error('expected a redirect');
      const card = cart.totals.total.amount - 1000;
      // The second voucher expires before its order is cancelled.
      if (i === 1)
        await execute`update gift_vouchers set expires_at = ${new Date(clock.at - 1000)}
          where code = ${code}`;
      const before = await credits();
      await ok(browser, 'POST', `/api/account/orders/${answer.orderNumber}/cancel`);
      // A second cancel changes nothing.
      await browser.send('POST', `/api/account/orders/${answer.orderNumber}/cancel`);
      const [voucher] = await execute<{ balance_cents: number }>`
        select balance_cents from gift_vouchers where code = ${code}`;
      expect(voucher?.balance_cents).toBe(i === 0 ? 1000 : 0);
      expect((await credits()) - before).toBe(i === 0 ? card : card + 1000);
    }
    await ledgersAddUp();
  });

  it('never pays for vouchers with a voucher', async () => {
    const [code = ''] = await buyVouchers(2500, 1);
    const buyer = await maria();
    await ok(buyer, 'POST', '/api/cart/gift-vouchers', { amountCents: 5000 });
    const refused = await buyer.send('POST', '/api/cart/gift-voucher-payments', { code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('GIFT_VOUCHER_NOT_NEEDED');
  });

  it('never buys vouchers with credit either, and caps vouchers at 20 a cart', async () => {
    const [code = ''] = await buyVouchers(5000, 1);
    const buyer = await maria();
    await ok(buyer, 'POST', '/api/account/gift-vouchers/redeem', { code });
    const cart = await ok<Cart>(buyer, 'POST', '/api/cart/gift-vouchers', {
      amountCents: 2500,
      quantity: 10,
    });
    expect(cart.totals.total.amount).toBe(25_000);
    const credited = await ok<Cart>(buyer, 'PUT', '/api/cart/credit');
    expect(credited.totals).toMatchObject({ credit: { amount: 0 }, leftToPay: { amount: 25_000 } });
    await ok(buyer, 'POST', '/api/cart/gift-vouchers', { amountCents: 1000, quantity: 10 });
    const over = await buyer.send('POST', '/api/cart/gift-vouchers', { amountCents: 1000 });
    expect([over.statusCode, over.json().code]).toEqual([409, 'GIFT_VOUCHER_LIMIT']);
    const answer = await pay(buyer);
    if (answer.kind !== 'redirect') throw new Error('expected a card payment');
    const [order] = await execute<{ credit_cents: number; total_cents: number }>`
      select credit_cents, total_cents from orders where number = ${answer.orderNumber}`;
    expect(order).toEqual({ credit_cents: 0, total_cents: 35_000 });
  });

  it('twenty carts racing for two $50 vouchers with $30 each spend at most $50 of each', async () => {
    const codes = await buyVouchers(5000, 2);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const buyer = await maria();
        await ok(buyer, 'POST', '/api/cart/donations', { fundId: 1, amountCents: 3000 });
        await ok(buyer, 'POST', '/api/cart/gift-voucher-payments', { code: codes[i % 2] });
        const response = await buyer.send('POST', '/api/checkout/payment', REVIEW);
        if (response.statusCode !== 200) return response.json().code as string;
        const answer = response.json() as StartPaymentResponse;
        if (answer.kind === 'confirmed') return 'free';
        await payOnGateway(answer);
        return (await orderState(answer.orderNumber)) === 'confirmed' ? 'part' : 'unpaid';
      }),
    );
    // Per voucher: $30 free, then $20 of it and $10 by card; the rest told it is gone.
    expect(outcomes.filter((o) => o === 'free')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'part')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'GIFT_VOUCHER_USED_UP')).toHaveLength(16);
    for (const code of codes) expect((await balanceOf(code ?? '')).balance.amount).toBe(0);
    const spent = await execute<{ voucher_id: number; cents: number }>`
      select voucher_id, -sum(delta_cents)::int as cents from gift_voucher_ledger
      where kind = 'spend' group by voucher_id having -sum(delta_cents) > 5000`;
    expect(spent).toEqual([]);
    await ledgersAddUp();
  });

  it('a card page opened before Pay was pressed again with a voucher cannot sell the order', async () => {
    const [code = ''] = await buyVouchers(2500, 1);
    const buyer = await maria();
    await ok(buyer, 'POST', '/api/cart/donations', { fundId: 1, amountCents: 3000 });
    const first = await pay(buyer);
    // The provider cannot be told to close the first page (or the buyer is on it right now).
    const real = t.gateway.expireSession.bind(t.gateway);
    t.gateway.expireSession = async () => {
      throw new Error('provider unreachable');
    };
    try {
      await ok(buyer, 'POST', '/api/cart/gift-voucher-payments', { code });
      await pay(buyer);
    } finally {
      t.gateway.expireSession = real;
    }
    // The first page ($30) is paid in another tab: the order owes $5 now, so it is not sold
    // for $30 on top of the voucher; the money goes back and the voucher keeps its balance.
    await payOnGateway(first);
    if (first.kind !== 'redirect') throw new Error('expected a redirect');
    const [order] = await execute<{ state: string; failure_reason: string }>`
      select state, failure_reason from orders where number = ${first.orderNumber}`;
    expect(order).toEqual({ state: 'failed', failure_reason: 'amount-mismatch' });
    const payments = await execute<{ amount_cents: number; state: string }>`
      select p.amount_cents, p.state from payments p join orders o on o.id = p.order_id
      where o.number = ${first.orderNumber} and p.state <> 'pending' order by p.id`;
    expect(payments).toEqual([{ amount_cents: 3000, state: 'refund_due' }]);
    expect((await balanceOf(code)).balance.amount).toBe(2500);
    await ledgersAddUp();
  });

  it('a late payment whose reservation lapsed does not take what a live order counts on', async () => {
    const [code = ''] = await buyVouchers(5000, 1);
    const late = await maria();
    await ok(late, 'POST', '/api/cart/donations', { fundId: 1, amountCents: 6000 });
    await ok(late, 'POST', '/api/cart/gift-voucher-payments', { code });
    const lateAnswer = await pay(late);
    const before = clock.at;
    try {
      // Its deadline (the 10-minute hold) passes while its money is still on the way.
      clock.at += 11 * 60_000;
      const onTime = await maria();
      await ok(onTime, 'POST', '/api/cart/donations', { fundId: 1, amountCents: 6000 });
      await ok(onTime, 'POST', '/api/cart/gift-voucher-payments', { code });
      const onTimeAnswer = await pay(onTime);
      if (lateAnswer.kind !== 'redirect' || onTimeAnswer.kind !== 'redirect')
        throw new Error('expected redirects');
      await t.checkout.notify({
        provider: 'test-gateway',
        sessionId: new URL(lateAnswer.redirectUrl).pathname.split('/').pop() ?? '',
        outcome: 'completed',
        amountCents: 1000,
        paymentReference: 'late',
      });
      await payOnGateway(onTimeAnswer);
      expect(await orderState(onTimeAnswer.orderNumber)).toBe('confirmed');
      const [lateOrder] = await execute<{ state: string; failure_reason: string }>`
        select state, failure_reason from orders where number = ${lateAnswer.orderNumber}`;
      expect(lateOrder).toEqual({ state: 'failed', failure_reason: 'gift-voucher-unavailable' });
    } finally {
      clock.at = before;
    }
    expect((await balanceOf(code)).balance.amount).toBe(0);
    await ledgersAddUp();
  });

  it('turns a voucher into account credit once', async () => {
    const [code = ''] = await buyVouchers(2500, 1);
    const buyer = await maria();
    const [first, second] = await Promise.all([
      buyer.send('POST', '/api/account/gift-vouchers/redeem', { code }),
      buyer.send('POST', '/api/account/gift-vouchers/redeem', { code }),
    ]);
    const answers = [first, second].map((r) => r?.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const won = [first, second].find((r) => r?.statusCode === 200);
    expect(won?.json().credited.amount).toBe(2500);
    expect((await balanceOf(code)).uses.map((u) => u.kind)).toEqual(['issued', 'redeemed']);
    // Signed out: no.
    const anonymous = await new Browser().send('POST', '/api/account/gift-vouchers/redeem', {
      code,
    });
    expect(anonymous.statusCode).toBe(401);
    await ledgersAddUp();
  });

  it('refuses bad codes with a translated answer and changes nothing', async () => {
    const [code = ''] = await buyVouchers(1000, 1);
    await execute`update gift_vouchers set expires_at = ${new Date(clock.at - 1000)}
      where code = ${code}`;
    const before = await execute`select id, balance_cents from gift_vouchers order by id`;
    const browser = await maria();
    await ok(browser, 'POST', '/api/cart/donations', { fundId: 1, amountCents: 1000 });
    const cases: [object, number, string][] = [
      [{ code: 'ABCD-EFGHJKM' }, 400, 'GIFT_VOUCHER_UNRECOGNISED'],
      [{ code: 'not a code at all' }, 400, 'GIFT_VOUCHER_UNRECOGNISED'],
      // A NUL byte is refused for every request by the input bounds (decision 015).
      [{ code: 'ABCD-EFG\u0000HJKM' }, 400, 'MALFORMED_REQUEST'],
      [{ code: 'A'.repeat(10_240) }, 400, 'VALIDATION_FAILED'],
      [{ code: 12 }, 400, 'VALIDATION_FAILED'],
      [{}, 400, 'VALIDATION_FAILED'],
      [{ code }, 409, 'GIFT_VOUCHER_EXPIRED'],
    ];
    for (const [body, status, errorCode] of cases) {
      const response = await browser.send('POST', '/api/cart/gift-voucher-payments?lang=es', body);
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([
        status,
        errorCode,
      ]);
    }
    const unknown = await browser.send('POST', '/api/cart/gift-voucher-payments?lang=es', {
      code: 'ABCD-EFGHJKM',
    });
    expect(unknown.json().message).toContain('vale regalo');
    // Another customer's payment id is not this cart's.
    const other = await browser.send('DELETE', '/api/cart/gift-voucher-payments/1');
    expect(other.statusCode).toBe(404);
    const bad = await browser.send('POST', '/api/cart/gift-vouchers', {
      // Not whole dollars: no amount on offer ever is (one whole-dollar amount not offered is
      // refused after the form's checks, by the box office's list: box-office-offers.test.ts).
      amountCents: 2550,
      quantity: 11,
      recipientEmail: 'not-an-email',
      message: 'x'.repeat(501),
      deliverOn: '2020-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'body.amountCents',
      'body.message',
      'body.quantity',
      'body.recipientEmail',
    ]);
    const past = await browser.send('POST', '/api/cart/gift-vouchers', {
      amountCents: 2500,
      deliverOn: '2020-01-01',
    });
    expect([past.statusCode, past.json().fields]).toEqual([
      400,
      { 'body.deliverOn': expect.any(String) },
    ]);
    expect(await execute`select id, balance_cents from gift_vouchers order by id`).toEqual(before);
  });
});

describe('guessing codes', () => {
  it('refuses an address after 30 tries in ten minutes: of 1,000 guesses, 970 are 429', async () => {
    const guarded = await createTestApp({}, { clock });
    try {
      const counts = new Map<number, number>();
      const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
      for (let i = 0; i < 1000; i++) {
        const tail = Array.from({ length: 7 }, (_, k) => alphabet[(i * 7 + k * 13) % 31]).join('');
        const response = await guarded.app.inject({
          method: 'POST',
          url: '/api/gift-vouchers/balance',
          payload: { code: `ABCD-${tail}` },
        });
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
      }
      expect(Object.fromEntries(counts)).toEqual({ 400: 30, 429: 970 });
    } finally {
      await guarded.close();
    }
  });
});
