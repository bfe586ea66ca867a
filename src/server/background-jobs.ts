/**
 * The server's background jobs, all in one place: the hold sweep, the session sweep, the order
 * mails (reminders, confirmations that never went out) and the payment recovery (payments whose
 * answer was lost, refunds due). main.ts starts them after it listens and stops them at
 * shutdown; the test app builds them unstarted, so a test runs one tick when it needs it.
 */
import type { AuthService } from '../domain/accounts/auth-service.ts';
import type { CheckoutService } from '../domain/checkout/checkout-service.ts';
import type { GiftVoucherMailService } from '../domain/gift-vouchers/voucher-mail-service.ts';
import type { OrderMailService } from '../domain/orders/order-mail-service.ts';
import type { ChargeRun, RecurringCharges } from '../domain/payment-plans/recurring-charges.ts';
import type { TicketingBackend } from '../domain/ports/ticketing-backend.ts';
import type { StaffAuthService } from '../domain/staff/staff-auth-service.ts';

/**
 * One job on a timer. A run still going is joined, not doubled (a slow sweep under load does
 * not pile up behind itself). The timers do not keep the process alive.
 */
export class IntervalJob<T> {
  private readonly run: () => Promise<T>;
  private readonly intervalMs: number;
  private readonly firstRunMs: number | undefined;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private kickoff: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(
    run: () => Promise<T>,
    options: {
      intervalMs: number;
      /** A first run this soon after start (0: at once), before the first interval ends. */
      firstRunMs?: number;
      onError?: (error: unknown) => void;
    },
  ) {
    this.run = run;
    this.intervalMs = options.intervalMs;
    this.firstRunMs = options.firstRunMs;
    this.onError = options.onError ?? (() => {});
  }

  /** One run; a run still going is joined, not doubled. */
  runOnce(): Promise<T> {
    this.running ??= (async () => {
      try {
        return await this.run();
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (!this.timer) return;
      this.runOnce().catch((error: unknown) => this.onError(error));
    };
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
    if (this.firstRunMs === 0) tick();
    else if (this.firstRunMs !== undefined) {
      this.kickoff = setTimeout(tick, this.firstRunMs);
      this.kickoff.unref();
    }
  }

  /** Stops the timer and waits for a run in progress (shutdown closes the database next). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.kickoff);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }
}

/** Lapsed holds are freed within seconds even when nobody is buying. */
export const HOLD_SWEEP_MS = 2000;
/** Idle sessions and lapsed sign-in links are deleted now and then. */
export const SESSION_SWEEP_MS = 10 * 60 * 1000;
/** Reminders are due at a minute's precision at most; a run is a couple of queries when idle. */
export const ORDER_MAIL_INTERVAL_MS = 60 * 1000;
/** How often instalments due are looked for (they are due from 9am on their day). */
export const RECURRING_CHARGES_MS = 60_000;
/** How often payments still waiting for the provider's word are asked about (and at start). */
export const PAYMENT_RECOVERY_MS = 60_000;

/**
 * Every minute, the reminders due (24 hours before a performance) and the confirmations that
 * never went out; the first run a second after start, so a restart catches up at once. Nothing
 * is kept in memory: what was sent is in the database (claimed before sending), so a restart,
 * or a second process, picks up where it stands and sends nothing twice.
 */
export function orderMailJob(
  mails: OrderMailService,
  options: { onError?: (error: unknown) => void } = {},
): IntervalJob<{ reminders: number; confirmations: number }> {
  return new IntervalJob(
    async () => {
      const reminders = await mails.sendDueReminders();
      const confirmations = await mails.retryConfirmations();
      return { reminders, confirmations };
    },
    { intervalMs: ORDER_MAIL_INTERVAL_MS, firstRunMs: 1000, ...options },
  );
}

export type BackgroundJobName =
  | 'holdSweep'
  | 'sessionSweep'
  | 'orderMails'
  | 'voucherMails'
  | 'paymentRecovery'
  | 'recurringCharges';

export interface BackgroundJobs {
  /** Lapsed holds back on sale (a lapsed hold is also reclaimable at once by the next buyer's
   * conditional update, sweep or not): the seats freed. */
  holdSweep: IntervalJob<number>;
  /** Idle sessions and lapsed links deleted (they are refused anyway): how many. */
  sessionSweep: IntervalJob<number>;
  orderMails: IntervalJob<{ reminders: number; confirmations: number }>;
  /**
   * Gift vouchers whose day has come (and any whose mail failed) are e-mailed: every minute, the
   * first run a second after start. Answers how many went.
   */
  voucherMails: IntervalJob<number>;
  /**
   * A payment whose return and webhook were lost (the process died between the provider's page
   * and the confirmation) is found by asking the provider, then money due back (a refund the
   * provider could not take at once, or one a crash interrupted) is sent: at start, then every
   * minute. Answers the refunds sent.
   */
  paymentRecovery: IntervalJob<number>;
  /**
   * Direct debit plans (issue 12): every instalment due is charged once (claimed in the
   * database, so several processes share the work), then the renewal reminders: every minute
   * (RECURRING_CHARGES_INTERVAL_SECONDS), the first run shortly after start. Answers what the
   * run did.
   */
  recurringCharges: IntervalJob<ChargeRun>;
  start(): void;
  /** Stops every timer and waits for the runs in progress. */
  stop(): Promise<void>;
}

export function createBackgroundJobs(
  services: {
    backend: Pick<TicketingBackend, 'releaseExpiredHolds'>;
    auth: Pick<AuthService, 'purgeExpired'>;
    /** Staff sessions are swept with customers' (issue 13). */
    staffAuth?: Pick<StaffAuthService, 'purgeExpired'>;
    orderMails: OrderMailService;
    voucherMails: Pick<GiftVoucherMailService, 'sendDue'>;
    checkout: Pick<CheckoutService, 'recoverPayments' | 'sendDueRefunds'>;
    recurringCharges: Pick<RecurringCharges, 'run'>;
  },
  onError: (error: unknown, job: BackgroundJobName) => void = () => {},
  options: {
    /** How often instalments due are looked for (RECURRING_CHARGES_INTERVAL_SECONDS). */
    recurringChargesMs?: number;
  } = {},
): BackgroundJobs {
  const recurringChargesMs = options.recurringChargesMs ?? RECURRING_CHARGES_MS;
  const jobs = {
    holdSweep: new IntervalJob(() => services.backend.releaseExpiredHolds(), {
      intervalMs: HOLD_SWEEP_MS,
      onError: (error) => onError(error, 'holdSweep'),
    }),
    sessionSweep: new IntervalJob(
      async () =>
        (await services.auth.purgeExpired()) + ((await services.staffAuth?.purgeExpired()) ?? 0),
      {
        intervalMs: SESSION_SWEEP_MS,
        onError: (error) => onError(error, 'sessionSweep'),
      },
    ),
    orderMails: orderMailJob(services.orderMails, {
      onError: (error) => onError(error, 'orderMails'),
    }),
    voucherMails: new IntervalJob(() => services.voucherMails.sendDue(), {
      intervalMs: ORDER_MAIL_INTERVAL_MS,
      firstRunMs: 1000,
      onError: (error) => onError(error, 'voucherMails'),
    }),
    paymentRecovery: new IntervalJob(
      async () => {
        await services.checkout.recoverPayments();
        return services.checkout.sendDueRefunds();
      },
      {
        intervalMs: PAYMENT_RECOVERY_MS,
        firstRunMs: 0,
        onError: (error) => onError(error, 'paymentRecovery'),
      },
    ),
    recurringCharges: new IntervalJob(() => services.recurringCharges.run(), {
      intervalMs: recurringChargesMs,
      // Shortly after start; a shorter interval's own first tick comes sooner.
      ...(recurringChargesMs > 5000 ? { firstRunMs: 5000 } : {}),
      onError: (error) => onError(error, 'recurringCharges'),
    }),
  };
  const all = Object.values(jobs);
  return {
    ...jobs,
    start: () => {
      for (const job of all) job.start();
    },
    stop: async () => {
      await Promise.all(all.map((job) => job.stop()));
    },
  };
}
