/**
 * Direct debit plans (issue 12): the instalments due, claimed by one process at a time and
 * recorded once; the reminders before a renewal or an expiry; and the owner's changes (auto-renew,
 * a new card). Every owner's call is bounded by the customer's id.
 */
import type { PaymentPlan } from '../../shared/contracts/memberships.ts';
import type { Locale } from '../../shared/locales.ts';
import type { AttemptDecision } from '../payment-plans/instalment-rules.ts';
import type { PaymentProviderId, SavedPaymentMethod } from './payment-provider.ts';

/** An instalment claimed for charging: the claim is this process's until `claimedUntil`. */
export interface ClaimedInstalment {
  instalmentId: number;
  planId: string;
  seq: number;
  dueOn: string;
  amountCents: number;
  /** Tries so far, this one included. */
  attempts: number;
  provider: PaymentProviderId;
  /** Null: no card set up (the attempt fails without asking the provider). */
  paymentMethodId: string | null;
  kind: 'membership' | 'donation';
  /** The level's or the fund's name, in the plan's language. */
  description: string;
  /** The market value of the benefits this payment buys (a membership's; 0 for a gift). */
  benefitsValueCents: number;
  customer: { id: number; email: string; firstName: string };
  locale: Locale;
}

/** What recording an attempt did, for the member's mail. */
export interface RecordedAttempt {
  /**
   * False: nothing to mail. Another process recorded this attempt first (nothing written), or
   * it failed on a plan that ended meanwhile (the instalment is cancelled, not tried again).
   */
  recorded: boolean;
  decision: AttemptDecision;
  /** The last day now paid for (paid), or the day the membership ends (lapse). */
  paidThrough: string | null;
  /** The next instalment's day (paid, and the plan goes on). */
  nextDueOn: string | null;
}

/** A reminder to send: a yearly membership's renewal or expiry 30 days ahead. */
export interface DueReminder {
  membershipId: number;
  expiresOn: string;
  renews: boolean;
  amountCents: number;
  levelName: string;
  levelSlug: string;
  customer: { id: number; email: string; firstName: string };
  locale: Locale;
}

export interface PaymentPlans {
  /**
   * Claims up to `limit` instalments due by `now` (and those whose claim has run out), counting
   * an attempt on each: `FOR UPDATE SKIP LOCKED`, so two processes never claim the same one. A
   * fresh attempt needs the plan active with auto-renew on; one whose claim ran out is claimed
   * again whatever the plan became since, so what the provider took is recorded.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedInstalment[]>;
  /**
   * Records a claimed attempt's outcome, once: paid (the next instalment is made due, the
   * membership runs on, an order records the payment), a retry later (at once when the card
   * changed during the attempt), or the plan lapses.
   * `reference`: the provider's id of the charge.
   */
  recordAttempt(
    claim: ClaimedInstalment,
    decision: AttemptDecision,
    reference: string | null,
    now: Date,
  ): Promise<RecordedAttempt>;
  /**
   * Claims the mail of a recorded attempt, once (whichever process asks first): false when it
   * was claimed already.
   */
  claimAttemptMail(instalmentId: number, attempts: number): Promise<boolean>;
  /** Gives an attempt's mail back when sending failed (the next run sends it). */
  releaseAttemptMail(instalmentId: number, attempts: number): Promise<void>;
  /**
   * Recorded attempts whose mail was never sent (their process died between the record and the
   * mail), as the mail needs them; the caller claims each before sending.
   */
  unmailedAttempts(
    limit: number,
  ): Promise<{ claim: ClaimedInstalment; recorded: RecordedAttempt }[]>;
  /** Claims the reminders due by `now` (30 days before a yearly renewal or expiry), each once. */
  claimReminders(now: Date, limit: number): Promise<DueReminder[]>;
  /** Gives a reminder back when its mail failed (the next run sends it). */
  releaseReminder(membershipId: number): Promise<void>;
  /** The customer's plan. Throws PAYMENT_PLAN_NOT_FOUND. */
  planOf(customerId: number, planId: string, locale: Locale): Promise<PaymentPlan>;
  /** Turns auto-renew on or off. Throws PAYMENT_PLAN_NOT_FOUND, PAYMENT_PLAN_ENDED. */
  setAutoRenew(
    customerId: number,
    planId: string,
    autoRenew: boolean,
    locale: Locale,
  ): Promise<PaymentPlan>;
  /**
   * The plan's owner and provider, for a card change; throws PAYMENT_PLAN_NOT_FOUND,
   * PAYMENT_PLAN_ENDED.
   */
  cardChangeOf(
    customerId: number,
    planId: string,
    locale: Locale,
  ): Promise<{
    provider: PaymentProviderId;
    description: string;
    amountCents: number;
    interval: 'month' | 'year';
  }>;
  /** Remembers the provider's setup session of a card change under way. */
  startCardChange(customerId: number, planId: string, sessionId: string): Promise<void>;
  /** The plan's latest card set-up: its session and how it ended (null: still open). */
  setupSessionOf(
    customerId: number,
    planId: string,
  ): Promise<{ sessionId: string; outcome: 'completed' | 'failed' | null } | null>;
  /**
   * The setup session ended: a saved card becomes the plan's (mandate confirmed; an instalment
   * waiting for another try is tried at once); none, and a plan without a card says failed.
   * Applied once, for the plan's latest session only (a later call finds it ended). `planId` null: the plan
   * whose set-up session it is (a provider's webhook names the session only).
   */
  finishCardChange(
    planId: string | null,
    sessionId: string,
    card: SavedPaymentMethod | null,
    now: Date,
  ): Promise<void>;
}
