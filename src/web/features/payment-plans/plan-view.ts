/**
 * What the memberships page and the direct debit pages make of a membership and its plan, as
 * plain functions tested without a browser: its status and retry date, what the customer may
 * change, how a payment's state reads, and where the verify page goes next.
 */
import {
  type AccountMembership,
  type AccountMembershipsResponse,
  DirectDebitQuerySchema,
  type DirectDebitResponse,
  type PaymentPlan,
  type PlanInstalment,
  PlanParamsSchema,
} from '../../../shared/contracts/memberships.ts';

/**
 * A calendar day (YYYY-MM-DD) as an instant the date helpers read as that same day: noon UTC is
 * the same day in the venue's time zone.
 */
export const dayInstant = (day: string) => `${day}T12:00:00Z`;

/** The list with one plan as the server answered it (its membership's renewal follows it). */
export function withPlan(
  response: AccountMembershipsResponse,
  plan: PaymentPlan,
): AccountMembershipsResponse {
  return {
    memberships: response.memberships.map((membership) =>
      membership.plan?.id === plan.id
        ? { ...membership, plan, autoRenew: plan.autoRenew }
        : membership,
    ),
    givingPlans: response.givingPlans.map((own) => (own.id === plan.id ? plan : own)),
  };
}

/**
 * A payment that failed and is waiting to be tried again: still due, with attempts behind it
 * (the server keeps it `due` until it is paid or its last attempt fails).
 */
export const awaitingRetry = (instalment: PlanInstalment) =>
  (instalment.state === 'due' || instalment.state === 'failed') &&
  instalment.attempts > 0 &&
  instalment.nextAttemptAt !== null;

/**
 * When a failed payment is tried again: the next payment's retry, else the latest retry in the
 * history; null when nothing is to be tried again (a plan that lapsed).
 */
export function retryAt(plan: PaymentPlan | null): string | null {
  if (!plan) return null;
  if (plan.nextInstalment && awaitingRetry(plan.nextInstalment))
    return plan.nextInstalment.nextAttemptAt;
  const retries = plan.history
    .filter(awaitingRetry)
    .map((instalment) => instalment.nextAttemptAt as string)
    .sort();
  return retries.at(-1) ?? null;
}

/** A plan that takes no more money: ended, or its renewal turned off (a stopped monthly gift). */
export const planStopped = (plan: PaymentPlan) => plan.status === 'cancelled' || !plan.autoRenew;

/**
 * A membership's automatic renewal may be changed here: by its plan, while both run (the server
 * changes an active plan only; a lapsed or ended one answers PAYMENT_PLAN_ENDED).
 */
export const autoRenewEditable = (membership: AccountMembership) =>
  membership.plan !== null &&
  membership.plan.status === 'active' &&
  membership.status !== 'expired';

/** A membership's plan may get another card while it runs, as above. */
export const membershipCardChangeable = autoRenewEditable;

/** A monthly gift may get another card, or be stopped, while it runs. */
export const givingPlanChangeable = (plan: PaymentPlan) =>
  plan.status === 'active' && plan.autoRenew;

/** How a payment's state reads: a message key, and the date or count it names. */
export interface InstalmentStateText {
  key: string;
  date?: string;
  count?: number;
}

export function instalmentState(instalment: PlanInstalment): InstalmentStateText {
  if (awaitingRetry(instalment))
    return {
      key: 'account.plans.states.failedRetry',
      count: instalment.attempts,
      date: instalment.nextAttemptAt as string,
    };
  switch (instalment.state) {
    case 'paid':
      // Paid on a retry: the failed attempts before it are said too.
      if (instalment.paidAt && instalment.attempts > 1)
        return {
          key: 'account.plans.states.paidOnRetry',
          date: instalment.paidAt,
          count: instalment.attempts,
        };
      return instalment.paidAt
        ? { key: 'account.plans.states.paidOn', date: instalment.paidAt }
        : { key: 'account.plans.states.paid' };
    case 'failed':
      return { key: 'account.plans.states.failed', count: instalment.attempts };
    case 'charging':
      return { key: 'account.plans.states.charging' };
    case 'cancelled':
      return { key: 'account.plans.states.cancelled' };
    case 'due':
      return { key: 'account.plans.states.due' };
  }
}

/** The payments newest first, as a statement reads (the answer's order is not promised). */
export const historyNewestFirst = (history: readonly PlanInstalment[]) =>
  [...history].sort((a, b) => (a.dueOn < b.dueOn ? 1 : a.dueOn > b.dueOn ? -1 : 0));

/** The plan in the page's address (`?plan=ddp_…`), when it is one; else null. */
export function planIdOf(params: URLSearchParams): string | null {
  const parsed = PlanParamsSchema.safeParse({ planId: params.get('plan') ?? '' });
  return parsed.success ? parsed.data.planId : null;
}

/** The provider's page session in the address (`?session=…`), when it is well formed. */
export function sessionOf(params: URLSearchParams): string | null {
  const parsed = DirectDebitQuerySchema.safeParse({ session: params.get('session') ?? undefined });
  return parsed.success ? (parsed.data.session ?? null) : null;
}

/**
 * The page a plan's card set-up leads to once the provider has decided; null while it has not.
 * The set-up's own outcome decides (a declined new card leaves the old one's mandate confirmed);
 * without one (not the plan's latest set-up), the plan's mandate.
 */
export function settledPlanPage(plan: PaymentPlan & { setup?: SetupOutcome }): string | null {
  const query = `?plan=${encodeURIComponent(plan.id)}`;
  const outcome =
    plan.setup ??
    (plan.mandate === 'confirmed' ? 'completed' : plan.mandate === 'failed' ? 'failed' : 'open');
  if (outcome === 'completed') return `/order/direct-debits/confirmed${query}`;
  if (outcome === 'failed') return `/order/direct-debits/failed${query}`;
  return null;
}

type SetupOutcome = DirectDebitResponse['setup'];

/** The verify page asks every two seconds, this many times, before it says it takes long. */
export const VERIFY_POLL_MS = 2_000;
export const VERIFY_MAX_ANSWERS = 10;

/** Whether to ask again after `answers` answers, the last of them `plan`. */
export const pollAgain = (
  plan: (PaymentPlan & { setup?: SetupOutcome }) | undefined,
  answers: number,
) => plan !== undefined && settledPlanPage(plan) === null && answers < VERIFY_MAX_ANSWERS;
