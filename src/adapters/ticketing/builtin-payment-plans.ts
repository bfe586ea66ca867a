/**
 * The built-in PaymentPlans port (issue 12): instalments claimed with `FOR UPDATE SKIP LOCKED`
 * and a lease, so any number of server processes charge each one once; an attempt recorded
 * only by the claim that made it (its attempt number); a paid one recorded as an order (the
 * giving history, receipts) with the next instalment made due in the same transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { addDays, today } from '../../domain/memberships/membership-terms.ts';
import { newOrderNumber } from '../../domain/orders/order-number.ts';
import {
  type AttemptDecision,
  dueOnOf,
  firstAttemptAt,
  paidThroughAfter,
} from '../../domain/payment-plans/instalment-rules.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type {
  ClaimedInstalment,
  DueReminder,
  PaymentPlans,
  RecordedAttempt,
} from '../../domain/ports/payment-plans.ts';
import type { PaymentProviderId, SavedPaymentMethod } from '../../domain/ports/payment-provider.ts';
import type { PaymentPlan } from '../../shared/contracts/memberships.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { type LocalizedText, localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { benefitsForPayment } from './order-plans.ts';
import { plansOf } from './payment-plan-views.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Days before a yearly membership's renewal or expiry that its reminder goes. */
export const REMINDER_DAYS = 30;

async function rowsOf<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en-US');

export class BuiltinPaymentPlans implements PaymentPlans {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedInstalment[]> {
    const until = new Date(now.getTime() + leaseMs);
    // A fresh attempt counts one more; a claim that ran out (its process died mid-charge) is
    // the same attempt again, under the same idempotency key: the provider charges it once.
    // Only a fresh attempt needs the plan running: one begun is finished whatever the plan
    // became since (renewal turned off, replaced), or money the provider took goes unrecorded.
    const rows = await rowsOf<InstalmentFacts>(
      this.db,
      sql`with chosen as (
        update ${s.planInstalments} i
           set state = 'charging', claimed_until = ${until},
               attempts = case when i.state = 'due' then i.attempts + 1 else i.attempts end,
               payment_method_ref = case when i.state = 'due'
                 then (select p.payment_method_ref from ${s.paymentPlans} p where p.id = i.plan_id)
                 else i.payment_method_ref end
         where i.id in (
           select d.id from ${s.planInstalments} d
             join ${s.paymentPlans} p on p.id = d.plan_id
            where d.next_attempt_at <= ${now}
              and ((d.state = 'due' and p.status = 'active' and p.auto_renew)
                or (d.state = 'charging' and d.claimed_until <= ${now}))
            order by d.next_attempt_at, d.id
            limit ${limit}
            for update of d skip locked)
        returning i.id, i.plan_id, i.seq, i.due_on::text as due_on, i.amount_cents, i.attempts,
                  i.state, i.next_attempt_at, i.payment_method_ref as attempt_method)
      ${factsOf(sql`chosen`)}`,
    );
    return rows.map(claimOf);
  }

  async claimAttemptMail(instalmentId: number, attempts: number): Promise<boolean> {
    const claimed = await this.db
      .update(s.planInstalments)
      .set({ mailedAttempts: attempts })
      .where(
        and(
          eq(s.planInstalments.id, instalmentId),
          sql`${s.planInstalments.mailedAttempts} < ${attempts}`,
          sql`${s.planInstalments.attempts} = ${attempts}`,
        ),
      )
      .returning({ id: s.planInstalments.id });
    return claimed.length > 0;
  }

  async releaseAttemptMail(instalmentId: number, attempts: number): Promise<void> {
    await this.db
      .update(s.planInstalments)
      .set({ mailedAttempts: attempts - 1 })
      .where(
        and(eq(s.planInstalments.id, instalmentId), eq(s.planInstalments.mailedAttempts, attempts)),
      );
  }

  async unmailedAttempts(
    limit: number,
  ): Promise<{ claim: ClaimedInstalment; recorded: RecordedAttempt }[]> {
    const rows = await rowsOf<InstalmentFacts & { expires_on: string | null; has_next: boolean }>(
      this.db,
      sql`with chosen as (
        select i.id, i.plan_id, i.seq, i.due_on::text as due_on, i.amount_cents, i.attempts,
               i.state, i.next_attempt_at,
               exists (select 1 from ${s.planInstalments} n
                        where n.plan_id = i.plan_id and n.seq = i.seq + 1) as has_next
          from ${s.planInstalments} i
         where i.mailed_attempts < i.attempts and i.state in ('paid', 'due', 'failed')
         order by i.id
         limit ${limit})
      ${factsOf(sql`chosen`)}`,
    );
    return rows.map((row) => {
      const claim = claimOf(row);
      const anchor = String(row.anchor_on).slice(0, 10);
      const interval = row.interval;
      const recorded: RecordedAttempt =
        row.state === 'paid'
          ? {
              recorded: true,
              decision: { kind: 'paid' },
              paidThrough: paidThroughAfter(anchor, interval, row.seq),
              // None when the plan had ended by then (recordAttempt made no next one).
              nextDueOn: row.has_next ? dueOnOf(anchor, interval, row.seq + 1) : null,
            }
          : row.state === 'due'
            ? {
                recorded: true,
                decision: { kind: 'retry', at: new Date(row.next_attempt_at) },
                paidThrough: null,
                nextDueOn: null,
              }
            : {
                recorded: true,
                decision: { kind: 'lapse' },
                paidThrough: row.expires_on ? String(row.expires_on).slice(0, 10) : null,
                nextDueOn: null,
              };
      return { claim, recorded };
    });
  }

  async recordAttempt(
    claim: ClaimedInstalment,
    decision: AttemptDecision,
    reference: string | null,
    now: Date,
  ): Promise<RecordedAttempt> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ instalment: s.planInstalments, plan: s.paymentPlans })
        .from(s.planInstalments)
        .innerJoin(s.paymentPlans, eq(s.paymentPlans.id, s.planInstalments.planId))
        .where(eq(s.planInstalments.id, claim.instalmentId))
        .for('update');
      // Only the claim that made this attempt records it (another process may have re-claimed).
      if (row?.instalment.state !== 'charging' || row.instalment.attempts !== claim.attempts)
        return { recorded: false, decision, paidThrough: null, nextDueOn: null };
      const { instalment, plan } = row;
      const running = plan.status === 'active';
      // A failed attempt of a plan that ended meanwhile (a renewal bought in the basket replaced
      // it) is not tried again, and there is nothing to tell: the new plan runs.
      if (decision.kind !== 'paid' && !running) {
        await tx
          .update(s.planInstalments)
          .set({ state: 'cancelled', claimedUntil: null })
          .where(eq(s.planInstalments.id, instalment.id));
        return { recorded: false, decision, paidThrough: null, nextDueOn: null };
      }
      if (decision.kind === 'retry') {
        // The card was changed while this attempt was at the provider: the new one is tried
        // at once (as finishCardChange does for a payment already waiting), not days later.
        const newCard =
          plan.paymentMethodRef !== null && plan.paymentMethodRef !== claim.paymentMethodId;
        const retry = newCard ? { kind: 'retry' as const, at: now } : decision;
        await tx
          .update(s.planInstalments)
          .set({ state: 'due', nextAttemptAt: retry.at, claimedUntil: null })
          .where(eq(s.planInstalments.id, instalment.id));
        return { recorded: true, decision: retry, paidThrough: null, nextDueOn: null };
      }
      const [membership] = plan.membershipId
        ? await tx
            .select()
            .from(s.memberships)
            .where(eq(s.memberships.id, plan.membershipId))
            .for('update')
        : [];
      if (decision.kind === 'lapse') {
        await tx
          .update(s.planInstalments)
          .set({ state: 'failed', claimedUntil: null, failureReason: 'declined' })
          .where(eq(s.planInstalments.id, instalment.id));
        await tx
          .update(s.paymentPlans)
          .set({ status: 'lapsed', updatedAt: now })
          .where(eq(s.paymentPlans.id, plan.id));
        return {
          recorded: true,
          decision,
          paidThrough: membership?.expiresOn ?? null,
          nextDueOn: null,
        };
      }
      // Paid: an order records the payment, the membership runs on, the next one is due.
      const orderId = await recordPaymentOrder(tx, plan, instalment, reference, now);
      await tx
        .update(s.planInstalments)
        .set({
          state: 'paid',
          claimedUntil: null,
          paidAt: now,
          paymentReference: reference,
          orderId,
        })
        .where(eq(s.planInstalments.id, instalment.id));
      const through = paidThroughAfter(plan.anchorOn, plan.interval, instalment.seq);
      if (membership && through > membership.expiresOn)
        await tx
          .update(s.memberships)
          .set({ expiresOn: through })
          .where(eq(s.memberships.id, membership.id));
      // A payment taken for a plan that has ended since is recorded, and nothing more is due.
      if (!running) return { recorded: true, decision, paidThrough: through, nextDueOn: null };
      const nextDueOn = dueOnOf(plan.anchorOn, plan.interval, instalment.seq + 1);
      await tx
        .insert(s.planInstalments)
        .values({
          planId: plan.id,
          seq: instalment.seq + 1,
          dueOn: nextDueOn,
          amountCents: plan.amountCents,
          nextAttemptAt: firstAttemptAt(nextDueOn),
        })
        .onConflictDoNothing();
      return { recorded: true, decision, paidThrough: through, nextDueOn };
    });
  }

  async claimReminders(now: Date, limit: number): Promise<DueReminder[]> {
    const day = today(now);
    const rows = await rowsOf<{
      id: number;
      expires_on: string;
      amount_cents: number;
      level_name: LocalizedText;
      slug: string;
      renews: boolean;
      customer_id: number;
      email: string;
      first_name: string;
      locale: string | null;
    }>(
      this.db,
      sql`with claimed as (
        update ${s.memberships} m set reminded_for = m.expires_on
         where m.id in (
           select r.id from ${s.memberships} r
            where r.payment_option in ('one-off', 'yearly')
              and r.expires_on between ${day}::date and ${addDays(day, REMINDER_DAYS)}::date
              and r.reminded_for is distinct from r.expires_on
            order by r.expires_on, r.id
            limit ${limit}
            for update skip locked)
        returning m.id, m.expires_on, m.amount_cents, m.level_id, m.customer_id, m.plan_id)
      select c.id, c.expires_on, c.amount_cents, l.name as level_name, l.slug,
             coalesce(p.status = 'active' and p.auto_renew and p.mandate = 'confirmed', false)
               as renews,
             cu.id as customer_id, cu.email, cu.first_name, p.locale
        from claimed c
        join ${s.membershipLevels} l on l.id = c.level_id
        join ${s.customers} cu on cu.id = c.customer_id
        left join ${s.paymentPlans} p on p.id = c.plan_id`,
    );
    return rows.map((r) => {
      const locale = localeOf(r.locale ?? 'en-US');
      return {
        membershipId: r.id,
        expiresOn: String(r.expires_on).slice(0, 10),
        renews: r.renews,
        amountCents: r.amount_cents,
        levelName: localize(parseJson(r.level_name), locale),
        levelSlug: r.slug,
        customer: { id: r.customer_id, email: r.email, firstName: r.first_name },
        locale,
      };
    });
  }

  async releaseReminder(membershipId: number): Promise<void> {
    await this.db
      .update(s.memberships)
      .set({ remindedFor: null })
      .where(eq(s.memberships.id, membershipId));
  }

  async planOf(customerId: number, planId: string, locale: Locale): Promise<PaymentPlan> {
    const [plan] = await plansOf(this.db, customerId, locale, planId);
    if (!plan) throw new AppError('PAYMENT_PLAN_NOT_FOUND');
    return plan;
  }

  async setAutoRenew(
    customerId: number,
    planId: string,
    autoRenew: boolean,
    locale: Locale,
  ): Promise<PaymentPlan> {
    const changed = await this.db
      .update(s.paymentPlans)
      .set({ autoRenew, updatedAt: this.clock.now() })
      .where(
        and(
          eq(s.paymentPlans.id, planId),
          eq(s.paymentPlans.customerId, customerId),
          eq(s.paymentPlans.status, 'active'),
        ),
      )
      .returning({ id: s.paymentPlans.id });
    if (changed.length === 0) {
      await this.planOf(customerId, planId, locale);
      throw new AppError('PAYMENT_PLAN_ENDED');
    }
    return this.planOf(customerId, planId, locale);
  }

  async cardChangeOf(customerId: number, planId: string, locale: Locale) {
    const plan = await this.planOf(customerId, planId, locale);
    if (plan.status !== 'active') throw new AppError('PAYMENT_PLAN_ENDED');
    const [row] = await this.db
      .select({ provider: s.paymentPlans.provider })
      .from(s.paymentPlans)
      .where(eq(s.paymentPlans.id, planId));
    return {
      provider: (row?.provider ?? 'test-gateway') as PaymentProviderId,
      description: plan.description,
      amountCents: plan.amount.amount,
      interval: plan.interval,
    };
  }

  async startCardChange(customerId: number, planId: string, sessionId: string): Promise<void> {
    await this.db
      .update(s.paymentPlans)
      .set({ setupSessionId: sessionId, setupOutcome: null, updatedAt: this.clock.now() })
      .where(and(eq(s.paymentPlans.id, planId), eq(s.paymentPlans.customerId, customerId)));
  }

  async setupSessionOf(customerId: number, planId: string) {
    const [row] = await this.db
      .select({ sessionId: s.paymentPlans.setupSessionId, outcome: s.paymentPlans.setupOutcome })
      .from(s.paymentPlans)
      .where(and(eq(s.paymentPlans.id, planId), eq(s.paymentPlans.customerId, customerId)));
    return row?.sessionId ? { sessionId: row.sessionId, outcome: row.outcome } : null;
  }

  async finishCardChange(
    planId: string | null,
    sessionId: string,
    card: SavedPaymentMethod | null,
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [plan] = await tx
        .update(s.paymentPlans)
        .set(
          card
            ? {
                paymentMethodRef: card.id,
                paymentMethodLabel: card.label,
                mandate: 'confirmed',
                setupOutcome: 'completed',
                updatedAt: now,
              }
            : {
                mandate: sql`case when ${s.paymentPlans.paymentMethodRef} is null then 'failed' else ${s.paymentPlans.mandate} end`,
                setupOutcome: 'failed',
                updatedAt: now,
              },
        )
        .where(
          and(
            planId === null ? undefined : eq(s.paymentPlans.id, planId),
            eq(s.paymentPlans.setupSessionId, sessionId),
            isNull(s.paymentPlans.setupOutcome),
          ),
        )
        .returning({ id: s.paymentPlans.id });
      // A payment waiting for another try after a failure is tried at once on the new card.
      if (plan && card)
        await tx
          .update(s.planInstalments)
          .set({ nextAttemptAt: now })
          .where(
            and(
              eq(s.planInstalments.planId, plan.id),
              eq(s.planInstalments.state, 'due'),
              sql`${s.planInstalments.attempts} > 0`,
            ),
          );
    });
  }
}

/** jsonb from the raw driver: an object (pg) or its text (PGlite in some paths). */
function parseJson(value: LocalizedText | string): LocalizedText {
  return typeof value === 'string' ? (JSON.parse(value) as LocalizedText) : value;
}

/**
 * A paid instalment as a confirmed order of its own (nothing to deliver; its confirmation is the
 * plan's own mail): a monthly gift counts in the giving history and the fund, a membership's
 * payment in the account's orders.
 */
async function recordPaymentOrder(
  tx: Tx,
  plan: typeof s.paymentPlans.$inferSelect,
  instalment: typeof s.planInstalments.$inferSelect,
  reference: string | null,
  now: Date,
): Promise<number> {
  const cents = instalment.amountCents;
  const [order] = await tx
    .insert(s.orders)
    .values({
      number: newOrderNumber(),
      customerId: plan.customerId,
      cartId: `plan:${plan.id}:${instalment.seq}`,
      state: 'confirmed',
      productsSubtotalCents: cents,
      subtotalCents: cents,
      feesCents: 0,
      totalCents: cents,
      locale: plan.locale,
      createdAt: now,
      confirmedAt: now,
      // The plan's mail says it was paid; the order mail (tickets) has nothing to send.
      confirmationSentAt: now,
    })
    .returning({ id: s.orders.id });
  const orderId = (order as { id: number }).id;
  if (plan.kind === 'donation' && plan.fundId !== null)
    await tx.insert(s.orderDonations).values({
      orderId,
      fundId: plan.fundId,
      amountCents: cents,
      recognitionName: plan.recognitionName,
      anonymous: plan.anonymous,
      recurring: 'monthly',
    });
  if (plan.kind === 'membership' && plan.membershipId !== null) {
    const [m] = await tx
      .select({
        levelId: s.memberships.levelId,
        option: s.memberships.paymentOption,
        benefitsValueCents: s.membershipLevels.benefitsValueCents,
      })
      .from(s.memberships)
      .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.memberships.levelId))
      .where(eq(s.memberships.id, plan.membershipId));
    if (m)
      await tx.insert(s.orderMemberships).values({
        orderId,
        levelId: m.levelId,
        paymentOption: m.option,
        amountCents: cents,
        autoRenew: plan.autoRenew,
        benefitsValueCents: benefitsForPayment(m.benefitsValueCents, plan.interval),
        membershipId: plan.membershipId,
      });
  }
  await tx.insert(s.payments).values({
    orderId,
    provider: plan.provider,
    providerReference: reference ?? `instalment-${instalment.id}`,
    providerPaymentId: reference,
    amountCents: cents,
    state: 'succeeded',
    createdAt: now,
    updatedAt: now,
  });
  return orderId;
}

/** An instalment with what its charge and its mail need (the plan, the customer, the name). */
interface InstalmentFacts {
  id: number;
  plan_id: string;
  seq: number;
  due_on: string;
  amount_cents: number;
  attempts: number;
  state: string;
  next_attempt_at: string | Date;
  provider: PaymentProviderId;
  payment_method_ref: string | null;
  /** The card the claimed attempt charges (claims only; the plan's may have changed since). */
  attempt_method?: string | null;
  kind: 'membership' | 'donation';
  interval: 'month' | 'year';
  anchor_on: string;
  level_name: LocalizedText | string | null;
  fund_name: LocalizedText | string | null;
  benefits_value_cents: number;
  customer_id: number;
  email: string;
  first_name: string;
  locale: string;
  expires_on: string | null;
}

/** The facts of the instalments in `chosen` (a CTE of plan_instalments columns). */
function factsOf(chosen: ReturnType<typeof sql>) {
  return sql`select c.*, p.provider, p.payment_method_ref, p.kind, p.interval,
         p.anchor_on::text as anchor_on, p.locale,
         l.name as level_name, f.name as fund_name, m.expires_on::text as expires_on,
         coalesce(l.benefits_value_cents, 0) as benefits_value_cents,
         cu.id as customer_id, cu.email, cu.first_name
    from ${chosen} c
    join ${s.paymentPlans} p on p.id = c.plan_id
    join ${s.customers} cu on cu.id = p.customer_id
    left join ${s.memberships} m on m.id = p.membership_id
    left join ${s.membershipLevels} l on l.id = m.level_id
    left join ${s.funds} f on f.id = p.fund_id`;
}

function claimOf(r: InstalmentFacts): ClaimedInstalment {
  const locale = localeOf(r.locale);
  const name = r.level_name ?? r.fund_name;
  return {
    instalmentId: r.id,
    planId: r.plan_id,
    seq: r.seq,
    dueOn: String(r.due_on).slice(0, 10),
    amountCents: r.amount_cents,
    attempts: r.attempts,
    provider: r.provider,
    paymentMethodId: r.attempt_method !== undefined ? r.attempt_method : r.payment_method_ref,
    kind: r.kind,
    description: name ? localize(parseJson(name), locale) : '',
    benefitsValueCents: benefitsForPayment(Number(r.benefits_value_cents), r.interval),
    customer: { id: r.customer_id, email: r.email, firstName: r.first_name },
    locale,
  };
}
