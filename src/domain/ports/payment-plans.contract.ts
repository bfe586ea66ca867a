/**
 * What every PaymentPlans implementation must do (issue 12): an instalment due is claimed by one
 * caller at a time and again only after its lease (as the same attempt); an attempt is recorded
 * once, by its own claim; paid makes the next one due, a retry waits, a lapse ends the plan; a
 * plan is its customer's alone; auto-renew off stops the charges; a card change applies once, for
 * its own set-up session. The built-in engine runs it (builtin-payment-plans.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import type { PaymentPlans } from './payment-plans.ts';

export interface PaymentPlansFixture {
  plans: PaymentPlans;
  /**
   * A new monthly plan of a new customer with a confirmed card, its first payment made and the
   * next instalment due at `dueAt` (one each call).
   */
  duePlan(dueAt: Date): Promise<{ customerId: number; planId: string }>;
  /** A customer without plans. */
  otherCustomerId: number;
  close(): Promise<void>;
}

const codeOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return null;
};

const LEASE = 60_000;

export function paymentPlansContract(name: string, make: () => Promise<PaymentPlansFixture>) {
  describe(`PaymentPlans contract: ${name}`, () => {
    let f: PaymentPlansFixture;
    // Each case works in its own stretch of time, far from the others' instalments.
    let era = Date.UTC(2040, 0, 1);
    const nextEra = () => {
      era += 400 * 86_400_000;
      return new Date(era);
    };
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    const claimOwn = async (planId: string, now: Date) =>
      (await f.plans.claimDue(now, 1000, LEASE)).filter((c) => c.planId === planId);

    it('claims a due instalment once; after its lease, again as the same attempt', async () => {
      const due = nextEra();
      const { planId } = await f.duePlan(due);
      expect(await claimOwn(planId, new Date(due.getTime() - 1000))).toEqual([]);
      const [claim] = await claimOwn(planId, due);
      expect(claim).toMatchObject({ planId, seq: 1, attempts: 1 });
      expect(claim?.paymentMethodId).toBeTruthy();
      expect(await claimOwn(planId, new Date(due.getTime() + 1000))).toEqual([]);
      const [again] = await claimOwn(planId, new Date(due.getTime() + LEASE + 1000));
      expect(again).toMatchObject({ instalmentId: claim?.instalmentId, attempts: 1 });
    });

    it('records an attempt once, by its own claim; paid makes the next one due', async () => {
      const due = nextEra();
      const { customerId, planId } = await f.duePlan(due);
      const [claim] = await claimOwn(planId, due);
      if (!claim) throw new Error('nothing claimed');
      const paid = await f.plans.recordAttempt(claim, { kind: 'paid' }, 'ref-1', due);
      expect(paid).toMatchObject({ recorded: true });
      expect(paid.nextDueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await f.plans.recordAttempt(claim, { kind: 'paid' }, 'ref-1', due)).toMatchObject({
        recorded: false,
      });
      const plan = await f.plans.planOf(customerId, planId, 'en-US');
      expect(plan.history.filter((i) => i.state === 'paid')).toHaveLength(2);
      expect(plan.nextInstalment).toMatchObject({ state: 'due', dueOn: paid.nextDueOn });
    });

    it('an attempt’s mail is claimed once; one never sent is found again', async () => {
      const due = nextEra();
      const { planId } = await f.duePlan(due);
      const [claim] = await claimOwn(planId, due);
      if (!claim) throw new Error('nothing claimed');
      await f.plans.recordAttempt(claim, { kind: 'paid' }, 'ref-2', due);
      const own = async () =>
        (await f.plans.unmailedAttempts(1000)).filter((u) => u.claim.planId === planId);
      const [unsent] = await own();
      expect(unsent?.claim).toMatchObject({ instalmentId: claim.instalmentId, attempts: 1 });
      expect(unsent?.recorded.decision).toEqual({ kind: 'paid' });
      expect(await f.plans.claimAttemptMail(claim.instalmentId, 1)).toBe(true);
      expect(await f.plans.claimAttemptMail(claim.instalmentId, 1)).toBe(false);
      expect(await own()).toEqual([]);
      await f.plans.releaseAttemptMail(claim.instalmentId, 1);
      expect(await own()).toHaveLength(1);
    });

    it('a retry waits until its time; a lapse ends the plan', async () => {
      const due = nextEra();
      const { customerId, planId } = await f.duePlan(due);
      const [claim] = await claimOwn(planId, due);
      if (!claim) throw new Error('nothing claimed');
      const at = new Date(due.getTime() + 86_400_000);
      await f.plans.recordAttempt(claim, { kind: 'retry', at }, null, due);
      expect(await claimOwn(planId, new Date(at.getTime() - 1000))).toEqual([]);
      const [second] = await claimOwn(planId, at);
      expect(second).toMatchObject({ attempts: 2 });
      if (!second) throw new Error('nothing claimed');
      await f.plans.recordAttempt(second, { kind: 'lapse' }, null, at);
      expect((await f.plans.planOf(customerId, planId, 'en-US')).status).toBe('lapsed');
      expect(await claimOwn(planId, new Date(at.getTime() + 30 * 86_400_000))).toEqual([]);
    });

    it('is its customer’s alone; auto-renew off stops the charges', async () => {
      const due = nextEra();
      const { customerId, planId } = await f.duePlan(due);
      expect(await codeOf(() => f.plans.planOf(f.otherCustomerId, planId, 'en-US'))).toBe(
        'PAYMENT_PLAN_NOT_FOUND',
      );
      expect(
        await codeOf(() => f.plans.setAutoRenew(f.otherCustomerId, planId, false, 'en-US')),
      ).toBe('PAYMENT_PLAN_NOT_FOUND');
      const off = await f.plans.setAutoRenew(customerId, planId, false, 'en-US');
      expect(off).toMatchObject({ autoRenew: false, nextInstalment: null });
      expect(await claimOwn(planId, due)).toEqual([]);
      await f.plans.setAutoRenew(customerId, planId, true, 'en-US');
      expect(await claimOwn(planId, due)).toHaveLength(1);
    });

    it('an attempt under way is finished when auto-renew goes off meanwhile, even after a crash', async () => {
      const due = nextEra();
      const { customerId, planId } = await f.duePlan(due);
      const [claim] = await claimOwn(planId, due);
      if (!claim) throw new Error('nothing claimed');
      // The member turns renewal off while the charge is at the provider; its process dies.
      await f.plans.setAutoRenew(customerId, planId, false, 'en-US');
      const later = new Date(due.getTime() + LEASE + 1000);
      const [again] = await claimOwn(planId, later);
      // The same attempt, under the same key: what the provider took is recorded, once.
      expect(again).toMatchObject({ instalmentId: claim.instalmentId, attempts: 1 });
      if (!again) throw new Error('the attempt was left charging');
      expect(
        await f.plans.recordAttempt(again, { kind: 'paid' }, 'ref-crash', later),
      ).toMatchObject({ recorded: true });
      const plan = await f.plans.planOf(customerId, planId, 'en-US');
      expect(plan.history.filter((i) => i.state === 'paid')).toHaveLength(2);
      expect(plan.nextInstalment).toBeNull();
      // Nothing more is charged while renewal is off.
      expect(await claimOwn(planId, new Date(later.getTime() + 60 * 86_400_000))).toEqual([]);
    });

    it('a payment that failed on the card just replaced is tried again at once, on the new card', async () => {
      const due = nextEra();
      const { customerId, planId } = await f.duePlan(due);
      const [claim] = await claimOwn(planId, due);
      if (!claim) throw new Error('nothing claimed');
      await f.plans.startCardChange(customerId, planId, 'sess_mid_charge');
      const card = { id: 'pm_replacing', label: 'Visa •••• 4444' };
      await f.plans.finishCardChange(null, 'sess_mid_charge', card, due);
      const at = new Date(due.getTime() + 86_400_000);
      await f.plans.recordAttempt(claim, { kind: 'retry', at }, null, due);
      const [second] = await claimOwn(planId, new Date(due.getTime() + 1000));
      expect(second).toMatchObject({ attempts: 2, paymentMethodId: card.id });
    });

    it('an attempt taken over after its lease charges the card it began with', async () => {
      const due = nextEra();
      const { customerId, planId } = await f.duePlan(due);
      const [first] = await claimOwn(planId, due);
      if (!first?.paymentMethodId) throw new Error('nothing claimed');
      await f.plans.startCardChange(customerId, planId, 'sess_mid');
      await f.plans.finishCardChange(planId, 'sess_mid', { id: 'pm_later', label: 'x' }, due);
      const [again] = await claimOwn(planId, new Date(due.getTime() + LEASE + 1000));
      expect(again).toMatchObject({ attempts: 1, paymentMethodId: first.paymentMethodId });
    });

    it('a card change applies once, for its own set-up session', async () => {
      const due = nextEra();
      const { customerId, planId } = await f.duePlan(due);
      await f.plans.startCardChange(customerId, planId, 'sess_own');
      expect(await f.plans.setupSessionOf(customerId, planId)).toEqual({
        sessionId: 'sess_own',
        outcome: null,
      });
      expect(await f.plans.setupSessionOf(f.otherCustomerId, planId)).toBeNull();
      const card = { id: 'pm_new', label: 'Visa •••• 1881' };
      await f.plans.finishCardChange(planId, 'sess_other', card, due);
      expect((await f.plans.planOf(customerId, planId, 'en-US')).card).not.toBe(card.label);
      await f.plans.finishCardChange(null, 'sess_own', card, due);
      const plan = await f.plans.planOf(customerId, planId, 'en-US');
      expect(plan).toMatchObject({ card: card.label, mandate: 'confirmed' });
      expect(await f.plans.setupSessionOf(customerId, planId)).toEqual({
        sessionId: 'sess_own',
        outcome: 'completed',
      });
      // Told again (the webhook after the return): nothing changes.
      await f.plans.finishCardChange(null, 'sess_own', null, due);
      expect((await f.plans.planOf(customerId, planId, 'en-US')).card).toBe(card.label);
      const [claim] = await claimOwn(planId, due);
      expect(claim?.paymentMethodId).toBe('pm_new');
    });
  });
}
