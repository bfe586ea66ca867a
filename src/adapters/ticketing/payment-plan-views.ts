/**
 * A customer's direct debit plans as their pages show them (issue 12): what each pays for, its
 * card, its next instalment and its history. Every read is bounded by the customer's id.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentPlan, PlanInstalment } from '../../shared/contracts/memberships.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type InstalmentRow = typeof s.planInstalments.$inferSelect;

function instalmentOf(row: InstalmentRow): PlanInstalment {
  return {
    dueOn: row.dueOn,
    amount: usd(row.amountCents),
    state: row.state,
    attempts: row.attempts,
    paidAt: row.paidAt?.toISOString() ?? null,
    nextAttemptAt:
      row.state === 'due' || row.state === 'charging' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** The customer's plans (one plan when `planId` is given), newest first. */
export async function plansOf(
  db: Db,
  customerId: number,
  locale: Locale,
  planId?: string,
): Promise<PaymentPlan[]> {
  const plans = await db
    .select({ plan: s.paymentPlans, level: s.membershipLevels.name, fund: s.funds.name })
    .from(s.paymentPlans)
    .leftJoin(s.memberships, eq(s.memberships.id, s.paymentPlans.membershipId))
    .leftJoin(s.membershipLevels, eq(s.membershipLevels.id, s.memberships.levelId))
    .leftJoin(s.funds, eq(s.funds.id, s.paymentPlans.fundId))
    .where(
      and(
        eq(s.paymentPlans.customerId, customerId),
        planId === undefined ? undefined : eq(s.paymentPlans.id, planId),
      ),
    )
    .orderBy(asc(s.paymentPlans.createdAt));
  if (plans.length === 0) return [];
  const instalments = await db
    .select()
    .from(s.planInstalments)
    .where(
      inArray(
        s.planInstalments.planId,
        plans.map(({ plan }) => plan.id),
      ),
    )
    .orderBy(asc(s.planInstalments.seq));
  return plans.reverse().map(({ plan, level, fund }) => {
    const own = instalments.filter((row) => row.planId === plan.id);
    const next = own.find((row) => row.state === 'due' || row.state === 'charging');
    const name = level ?? fund;
    return {
      id: plan.id,
      kind: plan.kind,
      interval: plan.interval,
      amount: usd(plan.amountCents),
      description: name ? localize(name, locale) : '',
      mandate: plan.mandate,
      status: plan.status,
      autoRenew: plan.autoRenew,
      card: plan.paymentMethodLabel,
      nextInstalment:
        next && plan.status === 'active' && plan.autoRenew ? instalmentOf(next) : null,
      history: own.filter((row) => row.state !== 'due' || row.attempts > 0).map(instalmentOf),
    };
  });
}
