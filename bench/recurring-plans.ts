/**
 * The recurring-charges bench's database work (bench/recurring.ts): the direct debit plans it
 * inserts (each with its own customer, a saved test card that pays, and one instalment about to
 * fall due), a trigger that notes which server process claimed and paid each instalment (by the
 * connection's application_name; the bench database only), and the account taken afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/adapters/db/client.ts';
import * as s from '../src/adapters/db/schema.ts';
import { addDays, paidThrough, today } from '../src/domain/memberships/membership-terms.ts';
import {
  dueOnOf,
  firstAttemptAt,
  paidThroughAfter,
} from '../src/domain/payment-plans/instalment-rules.ts';

/** Every bench plan's id starts so (`ddp_` and 22 characters, as the app's ids). */
export const PLAN_PREFIX = 'ddp_BenchRecurring';
/** A Supporter's month (the demo's price), and a monthly gift to the Annual Fund. */
export const MEMBERSHIP_CENTS = 1500;
export const GIFT_CENTS = 2500;
const ANNUAL_FUND_ID = 1;

export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const planId = (i: number) => `${PLAN_PREFIX}${String(i).padStart(8, '0')}`;

/**
 * `count` plans, even ones a Supporter membership paid monthly, odd ones a monthly gift; each
 * its own customer (one membership per customer and level) and card. Instalment 0 is paid (the
 * order that made the plan), instalment 1 fell due days ago but waits far in the future until
 * `release`, so both servers are up when the work appears.
 */
export async function insertPlans(db: Db, count: number, now: Date): Promise<void> {
  const anchorOn = addDays(today(now), -35);
  const dueOn = dueOnOf(anchorOn, 'month', 1);
  const [level] = await db
    .select({ id: s.membershipLevels.id })
    .from(s.membershipLevels)
    .where(sql`${s.membershipLevels.slug} = 'supporter'`);
  if (!level) throw new Error('the demo seed has no Supporter level');
  const stamp = Date.now();
  await db.transaction(async (tx) => {
    const customers = await tx
      .insert(s.customers)
      .values(
        Array.from({ length: count }, (_, i) => ({
          firstName: 'Bench',
          lastName: `Member ${i}`,
          email: `recurring.${stamp}.${i}@example.org`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: s.customers.id });
    await tx.insert(s.testGatewayPaymentMethods).values(
      customers.map((_, i) => ({
        id: `tgpm_bench_${i}`,
        offSessionOutcome: 'succeeded' as const,
        last4: '4242',
        createdAt: now,
      })),
    );
    const members = customers.filter((_, i) => i % 2 === 0);
    const memberships = await tx
      .insert(s.memberships)
      .values(
        members.map((c) => ({
          customerId: c.id,
          levelId: level.id,
          paymentOption: 'monthly' as const,
          amountCents: MEMBERSHIP_CENTS,
          startsOn: anchorOn,
          expiresOn: paidThrough(anchorOn, 'month', 1),
          createdAt: now,
        })),
      )
      .returning({ id: s.memberships.id, customerId: s.memberships.customerId });
    const membershipOf = new Map(memberships.map((m) => [m.customerId, m.id]));
    await tx.insert(s.paymentPlans).values(
      customers.map((c, i) => {
        const member = i % 2 === 0;
        return {
          id: planId(i),
          customerId: c.id,
          kind: member ? ('membership' as const) : ('donation' as const),
          interval: 'month' as const,
          amountCents: member ? MEMBERSHIP_CENTS : GIFT_CENTS,
          anchorOn,
          provider: 'test-gateway' as const,
          paymentMethodRef: `tgpm_bench_${i}`,
          paymentMethodLabel: 'Visa •••• 4242',
          mandate: 'confirmed' as const,
          membershipId: member ? (membershipOf.get(c.id) ?? null) : null,
          fundId: member ? null : ANNUAL_FUND_ID,
          locale: 'en-US',
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    await tx.execute(sql`update ${s.memberships} m set plan_id = p.id
      from ${s.paymentPlans} p where p.membership_id = m.id and p.id like ${`${PLAN_PREFIX}%`}`);
    await tx.insert(s.planInstalments).values(
      customers.flatMap((_, i) => {
        const amountCents = i % 2 === 0 ? MEMBERSHIP_CENTS : GIFT_CENTS;
        return [
          {
            planId: planId(i),
            seq: 0,
            dueOn: anchorOn,
            amountCents,
            state: 'paid' as const,
            attempts: 1,
            mailedAttempts: 1,
            nextAttemptAt: now,
            paidAt: now,
          },
          {
            planId: planId(i),
            seq: 1,
            dueOn,
            amountCents,
            nextAttemptAt: new Date('2999-01-01T00:00:00Z'),
          },
        ];
      }),
    );
  });
}

/** Makes every bench instalment due now (its 9am has passed): the run starts here. */
export async function release(db: Db): Promise<Date> {
  const [first] = await rowsOf<{ due_on: string }>(
    db,
    sql`select due_on::text from plan_instalments where plan_id like ${`${PLAN_PREFIX}%`} and seq = 1 limit 1`,
  );
  const at = firstAttemptAt(String(first?.due_on));
  if (at.getTime() > Date.now()) throw new Error('the bench instalments are not due yet');
  await db.execute(sql`update plan_instalments set next_attempt_at = ${at}
    where plan_id like ${`${PLAN_PREFIX}%`} and seq = 1`);
  return new Date();
}

/**
 * Which process did what: every claim of a bench instalment (a row set to 'charging', a claim
 * that ran out and was taken again included) and every change of its state, with the
 * connection's application_name (each server's DATABASE_URL names it). Written in the
 * claiming or recording transaction itself, so a rolled-back one leaves nothing.
 */
export async function installTracing(db: Db): Promise<void> {
  await db.execute(sql`create table bench_instalment_events (
    instalment_id integer not null, state text not null, attempts integer not null,
    app text not null, at timestamptz not null default clock_timestamp())`);
  await db.execute(sql`create function bench_trace_instalment() returns trigger
    language plpgsql as $$
    begin
      if new.plan_id like 'ddp_BenchRecurring%' and new.seq = 1
         and (new.state = 'charging' or new.state is distinct from old.state) then
        insert into bench_instalment_events (instalment_id, state, attempts, app)
        values (new.id, new.state, new.attempts, current_setting('application_name'));
      end if;
      return new;
    end $$`);
  await db.execute(sql`create trigger bench_trace_instalment after update on plan_instalments
    for each row execute function bench_trace_instalment()`);
}

export interface Progress {
  paid: number;
  /** Instalments in 'charging' now, by the process whose claim they are under. */
  chargingBy: Record<string, number>;
}

export async function progress(db: Db): Promise<Progress> {
  const rows = await rowsOf<{ state: string; app: string | null; n: number }>(
    db,
    sql`select i.state, (select e.app from bench_instalment_events e
          where e.instalment_id = i.id and e.state = 'charging' order by e.at desc limit 1) as app,
        count(*)::int as n
      from plan_instalments i where i.plan_id like ${`${PLAN_PREFIX}%`} and i.seq = 1
      group by 1, 2`,
  );
  const chargingBy: Record<string, number> = {};
  for (const r of rows)
    if (r.state === 'charging') chargingBy[r.app ?? '?'] = (chargingBy[r.app ?? '?'] ?? 0) + r.n;
  return { paid: rows.filter((r) => r.state === 'paid').reduce((n, r) => n + r.n, 0), chargingBy };
}

/** Claims left by the dead process, and how many of them its gateway charge had already made. */
export async function orphans(db: Db, app: string): Promise<{ claims: number; charged: number }> {
  const [row] = await rowsOf<{ claims: number; charged: number }>(
    db,
    sql`select count(*)::int as claims,
        count(*) filter (where exists (select 1 from test_gateway_charges c
          where c.idempotency_key = i.plan_id || '-' || i.seq || '-' || i.attempts))::int as charged
      from plan_instalments i
     where i.plan_id like ${`${PLAN_PREFIX}%`} and i.seq = 1 and i.state = 'charging'
       and (select e.app from bench_instalment_events e where e.instalment_id = i.id
              and e.state = 'charging' order by e.at desc limit 1) = ${app}`,
  );
  return row ?? { claims: 0, charged: 0 };
}

/** Per process: instalments recorded paid, claims made, and claims of another's lapsed claim. */
export async function perProcess(
  db: Db,
): Promise<{ app: string; paid: number; claims: number; takenOver: number }[]> {
  return rowsOf(
    db,
    sql`select e.app,
        count(*) filter (where e.state = 'paid')::int as paid,
        count(*) filter (where e.state = 'charging')::int as claims,
        count(*) filter (where e.state = 'charging' and exists (
          select 1 from bench_instalment_events o where o.instalment_id = e.instalment_id
             and o.state = 'charging' and o.app <> e.app and o.at < e.at))::int as "takenOver"
      from bench_instalment_events e group by e.app order by e.app`,
  );
}

export interface Account {
  plans: number;
  paidOnce: number;
  notPaid: number;
  /** Instalments whose attempt number is not 1: a re-claim counted a new attempt. */
  otherAttempts: number;
  /** Transitions to 'paid' beyond one per instalment. */
  paidTwice: number;
  /** Everything done twice: payments recorded, cards charged, orders made beyond one each. */
  duplicates: number;
  /** Cards charged exactly once at the gateway, the charge the instalment refers to. */
  chargedOnce: number;
  charges: number;
  chargedCents: number;
  expectedCents: number;
  /** Paid instalments with exactly one confirmed order of their amount, one payment on it. */
  orderedOnce: number;
  orders: number;
  /** Monthly gifts recorded once on their order (the Annual Fund). */
  giftsRecorded: number;
  gifts: number;
  /** Memberships now paid through the second month. */
  membershipsExtended: number;
  members: number;
  nextDue: number;
  /** Members mailed about the payment: once each at most. */
  mailed: number;
  mailedTwice: number;
  lastPaidAt: Date | null;
}

/** The account taken with the servers stopped. */
export async function account(db: Db): Promise<Account> {
  const like = `${PLAN_PREFIX}%`;
  const plans = await rowsOf<{
    id: string;
    kind: string;
    anchor_on: string;
    amount_cents: number;
    payment_method_ref: string;
    membership_expires: string | null;
  }>(
    db,
    sql`select p.id, p.kind, p.anchor_on::text, p.amount_cents, p.payment_method_ref,
        m.expires_on::text as membership_expires
      from payment_plans p
      left join memberships m on m.id = p.membership_id
     where p.id like ${like} order by p.id`,
  );
  const instalments = await rowsOf<{
    plan_id: string;
    seq: number;
    state: string;
    attempts: number;
    due_on: string;
    payment_reference: string | null;
    order_id: number | null;
    paid_at: string | null;
  }>(
    db,
    sql`select plan_id, seq, state, attempts, due_on::text, payment_reference, order_id, paid_at
      from plan_instalments where plan_id like ${like} and seq >= 1`,
  );
  const paidEvents = await rowsOf<{ instalment_plan: string; n: number }>(
    db,
    sql`select i.plan_id as instalment_plan, count(*)::int as n from bench_instalment_events e
      join plan_instalments i on i.id = e.instalment_id where e.state = 'paid' group by 1`,
  );
  const charges = await rowsOf<{
    id: string;
    idempotency_key: string;
    payment_method_ref: string;
    amount_cents: number;
    outcome: string;
  }>(
    db,
    sql`select id, idempotency_key, payment_method_ref, amount_cents, outcome
      from test_gateway_charges where payment_method_ref like 'tgpm_bench_%'`,
  );
  const orders = await rowsOf<{
    id: number;
    cart_id: string;
    state: string;
    total_cents: number;
    payments: number;
    payment_ok: boolean;
    gifts: number;
    gift_ok: boolean;
  }>(
    db,
    sql`select o.id, o.cart_id, o.state, o.total_cents,
        (select count(*)::int from payments y where y.order_id = o.id) as payments,
        coalesce((select bool_and(y.state = 'succeeded' and y.amount_cents = o.total_cents)
          from payments y where y.order_id = o.id), false) as payment_ok,
        (select count(*)::int from order_donations d where d.order_id = o.id) as gifts,
        coalesce((select bool_and(d.fund_id = ${ANNUAL_FUND_ID} and d.amount_cents = o.total_cents
          and d.recurring = 'monthly') from order_donations d where d.order_id = o.id), false)
          as gift_ok
      from orders o where o.cart_id like ${`plan:${like}`}`,
  );
  const mails = await rowsOf<{ to: string; n: number }>(
    db,
    sql`select "to", count(*)::int as n from mail_outbox
      where "to" like 'recurring.%@example.org' group by 1`,
  );

  const byPlan = <T>(items: T[], key: (item: T) => string) => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
    return map;
  };
  const instalmentsOf = byPlan(instalments, (i) => `${i.plan_id}:${i.seq}`);
  const chargesOf = byPlan(charges, (c) => c.payment_method_ref);
  const ordersOf = byPlan(orders, (o) => o.cart_id);
  const paidCount = new Map(paidEvents.map((e) => [e.instalment_plan, e.n]));

  const a: Account = {
    plans: plans.length,
    paidOnce: 0,
    notPaid: 0,
    otherAttempts: 0,
    paidTwice: 0,
    duplicates: 0,
    chargedOnce: 0,
    charges: charges.length,
    chargedCents: charges.reduce((sum, c) => sum + c.amount_cents, 0),
    expectedCents: plans.reduce((sum, p) => sum + p.amount_cents, 0),
    orderedOnce: 0,
    orders: orders.length,
    giftsRecorded: 0,
    gifts: plans.filter((p) => p.kind === 'donation').length,
    membershipsExtended: 0,
    members: plans.filter((p) => p.kind === 'membership').length,
    nextDue: 0,
    mailed: mails.length,
    mailedTwice: mails.filter((m) => m.n > 1).length,
    lastPaidAt: null,
  };
  for (const plan of plans) {
    const [first, ...more] = instalmentsOf.get(`${plan.id}:1`) ?? [];
    if (!first || more.length > 0 || first.state !== 'paid') {
      a.notPaid++;
      continue;
    }
    if (first.attempts !== 1) a.otherAttempts++;
    const paidTimes = paidCount.get(plan.id) ?? 0;
    if (paidTimes === 1) a.paidOnce++;
    else if (paidTimes > 1) a.paidTwice += paidTimes - 1;
    // The raw driver answers timestamps as text.
    const paidAt = first.paid_at === null ? null : new Date(first.paid_at);
    if (paidAt && (!a.lastPaidAt || paidAt > a.lastPaidAt)) a.lastPaidAt = paidAt;
    const cardCharges = chargesOf.get(plan.payment_method_ref) ?? [];
    const planOrders = ordersOf.get(`plan:${plan.id}:1`) ?? [];
    a.duplicates +=
      Math.max(0, paidTimes - 1) +
      Math.max(0, cardCharges.length - 1) +
      Math.max(0, planOrders.length - 1);
    const [charge] = cardCharges;
    if (
      cardCharges.length === 1 &&
      charge &&
      charge.outcome === 'succeeded' &&
      charge.amount_cents === plan.amount_cents &&
      charge.idempotency_key === `${plan.id}-1-1` &&
      charge.id === first.payment_reference
    )
      a.chargedOnce++;
    const [order] = planOrders;
    if (
      planOrders.length === 1 &&
      order &&
      order.id === first.order_id &&
      order.state === 'confirmed' &&
      order.total_cents === plan.amount_cents &&
      order.payments === 1 &&
      order.payment_ok
    )
      a.orderedOnce++;
    if (plan.kind === 'donation' && order && order.gifts === 1 && order.gift_ok) a.giftsRecorded++;
    if (
      plan.kind === 'membership' &&
      plan.membership_expires === paidThroughAfter(plan.anchor_on, 'month', 1)
    )
      a.membershipsExtended++;
    const [next, ...moreNext] = instalmentsOf.get(`${plan.id}:2`) ?? [];
    if (
      next &&
      moreNext.length === 0 &&
      next.state === 'due' &&
      next.attempts === 0 &&
      next.due_on === dueOnOf(plan.anchor_on, 'month', 2)
    )
      a.nextDue++;
  }
  return a;
}
