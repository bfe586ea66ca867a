/**
 * The scheduler's work (issue 12): charge every instalment that is due, once, and send the
 * reminders. Each instalment is claimed in the database (one process at a time, a lease for a
 * process that dies) and charged at the provider under its attempt's own idempotency key, so a
 * crash mid-charge or a second process never takes the money twice. Runs from the background
 * jobs; the clock is injected, so tests travel in time.
 */
import { AppError } from '../app-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { ClaimedInstalment, PaymentPlans, RecordedAttempt } from '../ports/payment-plans.ts';
import type { PaymentProvider, PaymentProviderId } from '../ports/payment-provider.ts';
import { CLAIM_LEASE_MS, decideAttempt } from './instalment-rules.ts';
import { renderAttemptMail, renderReminderMail } from './plan-mails.ts';

export interface ChargeRun {
  paid: number;
  retried: number;
  lapsed: number;
  /** Left for a later run: the provider could not be asked. */
  deferred: number;
  reminders: number;
}

/** The key of one attempt at one instalment: the same after a crash, new for a retry. */
export function attemptKey(claim: Pick<ClaimedInstalment, 'planId' | 'seq' | 'attempts'>): string {
  return `${claim.planId}-${claim.seq}-${claim.attempts}`;
}

export class RecurringCharges {
  private readonly plans: PaymentPlans;
  private readonly providers: Map<PaymentProviderId, PaymentProvider>;
  private readonly mailer: Mailer;
  private readonly clock: Clock;
  private readonly publicUrl: string;
  private readonly onError: (error: unknown) => void;
  private readonly batch: number;
  private readonly leaseMs: number;

  constructor(options: {
    plans: PaymentPlans;
    providers: readonly PaymentProvider[];
    mailer: Mailer;
    clock: Clock;
    publicUrl: string;
    onError?: (error: unknown) => void;
    /** Instalments claimed at a time. */
    batch?: number;
    /** How long a claim lasts (PLAN_CLAIM_LEASE_SECONDS); CLAIM_LEASE_MS by default. */
    leaseMs?: number;
  }) {
    this.plans = options.plans;
    this.providers = new Map(options.providers.map((p) => [p.id, p]));
    this.mailer = options.mailer;
    this.clock = options.clock;
    this.publicUrl = options.publicUrl;
    this.onError = options.onError ?? (() => {});
    this.batch = options.batch ?? 20;
    this.leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  }

  /** Charges what is due now, batch after batch, then sends the reminders due. */
  async run(): Promise<ChargeRun> {
    const run: ChargeRun = { paid: 0, retried: 0, lapsed: 0, deferred: 0, reminders: 0 };
    for (;;) {
      const claims = await this.plans.claimDue(this.clock.now(), this.batch, this.leaseMs);
      if (claims.length === 0) break;
      for (const claim of claims) await this.charge(claim, run);
      // Only what could be asked counts as progress: a provider outage waits for the next run.
      if (claims.length < this.batch || run.deferred >= claims.length) break;
    }
    await this.catchUpMails();
    run.reminders = await this.remind();
    return run;
  }

  private async charge(claim: ClaimedInstalment, run: ChargeRun): Promise<void> {
    const provider = this.providers.get(claim.provider);
    let outcome: 'succeeded' | 'declined' | 'failed' = 'failed';
    let reference: string | null = null;
    if (claim.paymentMethodId && provider) {
      try {
        const result = await provider.chargeOffSession({
          paymentMethodId: claim.paymentMethodId,
          amountCents: claim.amountCents,
          description: claim.description,
          idempotencyKey: attemptKey(claim),
        });
        outcome = result.outcome;
        reference = result.paymentReference;
      } catch (error) {
        // Not asked: the claim runs out and the same attempt is made again, under its key.
        run.deferred++;
        if (!(error instanceof AppError && error.code === 'PAYMENT_PROVIDER_UNREACHABLE'))
          this.onError(error);
        return;
      }
    }
    const now = this.clock.now();
    const recorded = await this.plans.recordAttempt(
      claim,
      decideAttempt(outcome, claim.attempts, now),
      reference,
      now,
    );
    if (!recorded.recorded) return;
    const kind = recorded.decision.kind;
    if (kind === 'paid') run.paid++;
    else if (kind === 'retry') run.retried++;
    else run.lapsed++;
    // The member hears of every payment and every failure (the plan's state is already saved).
    await this.mail(claim, recorded);
  }

  /** An attempt's mail, claimed first (once, whichever process asks), given back on failure. */
  private async mail(claim: ClaimedInstalment, recorded: RecordedAttempt): Promise<boolean> {
    if (!(await this.plans.claimAttemptMail(claim.instalmentId, claim.attempts))) return false;
    try {
      await this.mailer.send(renderAttemptMail(claim, recorded, this.publicUrl));
      return true;
    } catch (error) {
      await this.plans.releaseAttemptMail(claim.instalmentId, claim.attempts);
      this.onError(error);
      return false;
    }
  }

  /** Mails of attempts recorded by a process that died before sending them. */
  private async catchUpMails(): Promise<void> {
    for (const { claim, recorded } of await this.plans.unmailedAttempts(this.batch))
      await this.mail(claim, recorded);
  }

  private async remind(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.plans.claimReminders(this.clock.now(), this.batch);
      for (const reminder of due) {
        try {
          await this.mailer.send(renderReminderMail(reminder, this.publicUrl));
          sent++;
        } catch (error) {
          await this.plans.releaseReminder(reminder.membershipId);
          this.onError(error);
          return sent;
        }
      }
      if (due.length < this.batch) return sent;
    }
  }
}
