import { describe, expect, it } from 'vitest';
import type {
  AccountMembership,
  AccountMembershipsResponse,
  PaymentPlan,
  PlanInstalment,
} from '../../../shared/contracts/memberships.ts';
import { usd } from '../../../shared/money.ts';
import {
  autoRenewEditable,
  dayInstant,
  givingPlanChangeable,
  historyNewestFirst,
  instalmentState,
  membershipCardChangeable,
  planIdOf,
  planStopped,
  pollAgain,
  retryAt,
  sessionOf,
  settledPlanPage,
  VERIFY_MAX_ANSWERS,
  withPlan,
} from './plan-view.ts';

const PLAN_ID = 'ddp_abcdefghijklmnopqrstuv';

const instalment = (over: Partial<PlanInstalment> = {}): PlanInstalment => ({
  dueOn: '2026-11-01',
  amount: usd(1000),
  state: 'paid',
  attempts: 1,
  paidAt: '2026-11-01T14:00:00.000Z',
  nextAttemptAt: null,
  ...over,
});

const plan = (over: Partial<PaymentPlan> = {}): PaymentPlan => ({
  id: PLAN_ID,
  kind: 'membership',
  interval: 'month',
  amount: usd(1000),
  description: 'Friend',
  mandate: 'confirmed',
  status: 'active',
  autoRenew: true,
  card: 'Visa •••• 4242',
  nextInstalment: instalment({ dueOn: '2026-12-01', state: 'due', attempts: 0, paidAt: null }),
  history: [instalment()],
  ...over,
});

const membership = (over: Partial<AccountMembership> = {}): AccountMembership => ({
  id: 1,
  levelId: 2,
  levelSlug: 'friend',
  levelName: 'Friend',
  benefits: ['Members’ presale'],
  customerId: 7,
  customerName: 'Maria Lopez',
  startsOn: '2026-11-01',
  renewsOn: '2027-11-01',
  expiresOn: '2027-10-31',
  status: 'active',
  autoRenew: true,
  price: usd(1000),
  paymentOption: 'monthly',
  renewable: false,
  plan: plan(),
  ...over,
});

describe('dayInstant', () => {
  it('is noon UTC of the day, the same day in New York', () => {
    expect(dayInstant('2026-03-08')).toBe('2026-03-08T12:00:00Z');
  });
});

describe('withPlan', () => {
  it('puts the answered plan in its membership, with its renewal, and leaves the rest', () => {
    const other = membership({ id: 2, plan: plan({ id: 'ddp_zzzzzzzzzzzzzzzzzzzzzz' }) });
    const gift = plan({ id: 'ddp_gggggggggggggggggggggg', kind: 'donation' });
    const list: AccountMembershipsResponse = {
      memberships: [membership(), other],
      givingPlans: [gift],
    };
    const off = plan({ autoRenew: false });
    const next = withPlan(list, off);
    expect(next.memberships[0]?.plan).toBe(off);
    expect(next.memberships[0]?.autoRenew).toBe(false);
    expect(next.memberships[1]).toBe(other);
    expect(next.givingPlans).toEqual([gift]);
  });

  it('puts a monthly gift in its place', () => {
    const gift = plan({ id: 'ddp_gggggggggggggggggggggg', kind: 'donation' });
    const stopped = { ...gift, autoRenew: false };
    const next = withPlan({ memberships: [membership()], givingPlans: [gift] }, stopped);
    expect(next.givingPlans).toEqual([stopped]);
    expect(next.memberships[0]?.plan?.autoRenew).toBe(true);
  });
});

describe('retryAt', () => {
  // The server keeps a failed payment `due`, its attempts counted, until its last attempt.
  const retrying = (over: Partial<PlanInstalment> = {}) =>
    instalment({ state: 'due', attempts: 1, paidAt: null, ...over });

  it('is the next payment’s retry first', () => {
    const next = retrying({ nextAttemptAt: '2026-12-04T15:00:00.000Z' });
    expect(retryAt(plan({ nextInstalment: next }))).toBe('2026-12-04T15:00:00.000Z');
  });

  it('else the latest retry waiting in the history', () => {
    const history = [
      retrying({ dueOn: '2026-10-01', nextAttemptAt: '2026-10-04T15:00:00Z' }),
      retrying({ dueOn: '2026-11-01', nextAttemptAt: '2026-11-04T15:00:00Z' }),
      instalment({ state: 'paid' }),
    ];
    expect(retryAt(plan({ nextInstalment: null, history }))).toBe('2026-11-04T15:00:00Z');
  });

  it('is null without a plan, for a payment not yet tried, or after the last attempt', () => {
    expect(retryAt(null)).toBeNull();
    // The next payment's first attempt is planned, not a retry.
    expect(
      retryAt(
        plan({ nextInstalment: retrying({ attempts: 0, nextAttemptAt: '2026-12-01T14:00:00Z' }) }),
      ),
    ).toBeNull();
    const lapsed = plan({
      status: 'lapsed',
      nextInstalment: null,
      history: [instalment({ state: 'failed', attempts: 4, paidAt: null })],
    });
    expect(retryAt(lapsed)).toBeNull();
  });
});

describe('what may be changed', () => {
  it('a running membership’s renewal and card, by its plan', () => {
    expect(autoRenewEditable(membership())).toBe(true);
    expect(membershipCardChangeable(membership())).toBe(true);
    expect(autoRenewEditable(membership({ status: 'lapsing' }))).toBe(true);
  });

  it('nothing without a plan, once the plan lapsed or ended, or once the membership expired', () => {
    for (const ended of [
      membership({ plan: null, paymentOption: 'one-off' }),
      membership({ plan: plan({ status: 'cancelled' }) }),
      membership({ status: 'lapsing', plan: plan({ status: 'lapsed' }) }),
      membership({ status: 'expired' }),
    ]) {
      expect(autoRenewEditable(ended)).toBe(false);
      expect(membershipCardChangeable(ended)).toBe(false);
    }
  });

  it('a monthly gift until it is stopped', () => {
    expect(givingPlanChangeable(plan({ kind: 'donation' }))).toBe(true);
    expect(planStopped(plan({ autoRenew: false }))).toBe(true);
    expect(givingPlanChangeable(plan({ kind: 'donation', autoRenew: false }))).toBe(false);
    expect(givingPlanChangeable(plan({ kind: 'donation', status: 'cancelled' }))).toBe(false);
    expect(givingPlanChangeable(plan({ kind: 'donation', status: 'lapsed' }))).toBe(false);
  });
});

describe('instalmentState', () => {
  it('says when a payment was paid, or that it was', () => {
    expect(instalmentState(instalment())).toEqual({
      key: 'account.plans.states.paidOn',
      date: '2026-11-01T14:00:00.000Z',
    });
    expect(instalmentState(instalment({ paidAt: null }))).toEqual({
      key: 'account.plans.states.paid',
    });
  });

  it('says how many attempts a payment paid on a retry took', () => {
    expect(
      instalmentState(instalment({ attempts: 3, paidAt: '2026-11-08T14:00:00.000Z' })),
    ).toEqual({
      key: 'account.plans.states.paidOnRetry',
      date: '2026-11-08T14:00:00.000Z',
      count: 3,
    });
  });

  it('counts a failed payment’s attempts, with its retry while it waits for one', () => {
    expect(
      instalmentState(
        instalment({
          state: 'due',
          attempts: 2,
          paidAt: null,
          nextAttemptAt: '2026-11-05T15:00:00Z',
        }),
      ),
    ).toEqual({ key: 'account.plans.states.failedRetry', count: 2, date: '2026-11-05T15:00:00Z' });
    expect(instalmentState(instalment({ state: 'failed', attempts: 4, paidAt: null }))).toEqual({
      key: 'account.plans.states.failed',
      count: 4,
    });
  });

  it('names the other states', () => {
    const firstAttempt = {
      state: 'due',
      attempts: 0,
      paidAt: null,
      nextAttemptAt: '2026-12-01T14:00:00Z',
    } as const;
    expect(instalmentState(instalment(firstAttempt)).key).toBe('account.plans.states.due');
    expect(instalmentState(instalment({ state: 'charging' })).key).toBe(
      'account.plans.states.charging',
    );
    expect(instalmentState(instalment({ state: 'cancelled' })).key).toBe(
      'account.plans.states.cancelled',
    );
  });
});

describe('historyNewestFirst', () => {
  it('orders by due day, newest first, without changing the answer', () => {
    const history = [
      instalment({ dueOn: '2026-09-01' }),
      instalment({ dueOn: '2026-11-01' }),
      instalment({ dueOn: '2026-10-01' }),
    ];
    expect(historyNewestFirst(history).map((i) => i.dueOn)).toEqual([
      '2026-11-01',
      '2026-10-01',
      '2026-09-01',
    ]);
    expect(history[0]?.dueOn).toBe('2026-09-01');
  });
});

describe('the address of the direct debit pages', () => {
  it('takes a plan id of the contract’s shape only', () => {
    expect(planIdOf(new URLSearchParams(`plan=${PLAN_ID}`))).toBe(PLAN_ID);
    expect(planIdOf(new URLSearchParams('plan=ddp_short'))).toBeNull();
    expect(planIdOf(new URLSearchParams('plan=../../api'))).toBeNull();
    expect(planIdOf(new URLSearchParams(''))).toBeNull();
  });

  it('takes a well-formed provider session, else none', () => {
    expect(sessionOf(new URLSearchParams('session=cs_test_123'))).toBe('cs_test_123');
    expect(sessionOf(new URLSearchParams('session=a b'))).toBeNull();
    expect(sessionOf(new URLSearchParams(''))).toBeNull();
  });
});

describe('settledPlanPage and pollAgain', () => {
  it('goes to confirmed or failed once the provider decided, nowhere while it has not', () => {
    expect(settledPlanPage(plan())).toBe(`/order/direct-debits/confirmed?plan=${PLAN_ID}`);
    expect(settledPlanPage(plan({ mandate: 'failed' }))).toBe(
      `/order/direct-debits/failed?plan=${PLAN_ID}`,
    );
    expect(settledPlanPage(plan({ mandate: 'setting-up' }))).toBeNull();
  });

  it('a declined new card goes to failed though the old card’s mandate stands', () => {
    expect(settledPlanPage({ ...plan(), setup: 'failed' })).toBe(
      `/order/direct-debits/failed?plan=${PLAN_ID}`,
    );
    expect(settledPlanPage({ ...plan(), setup: 'open' })).toBeNull();
    expect(pollAgain({ ...plan(), setup: 'open' }, 1)).toBe(true);
    expect(settledPlanPage({ ...plan(), setup: 'completed' })).toBe(
      `/order/direct-debits/confirmed?plan=${PLAN_ID}`,
    );
  });

  it('asks again a few times while the card is being set up, then stops', () => {
    const open = plan({ mandate: 'setting-up' });
    expect(pollAgain(open, 1)).toBe(true);
    expect(pollAgain(open, VERIFY_MAX_ANSWERS - 1)).toBe(true);
    expect(pollAgain(open, VERIFY_MAX_ANSWERS)).toBe(false);
    expect(pollAgain(plan(), 1)).toBe(false);
    expect(pollAgain(undefined, 0)).toBe(false);
  });
});
