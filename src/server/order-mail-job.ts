import type { OrderMailService } from '../domain/orders/order-mail-service.ts';

/** Reminders are due at a minute's precision at most; a run is a couple of queries when idle. */
export const ORDER_MAIL_INTERVAL_MS = 60 * 1000;

/**
 * The scheduled job of the server process: every minute, the reminders due (24 hours before a
 * performance) and the confirmations that never went out. Nothing is kept in memory: what was
 * sent is in the database (claimed before sending), so a restart, or a second process, picks
 * up where it stands and sends nothing twice. The timer does not keep the process alive.
 */
export class OrderMailJob {
  private readonly mails: OrderMailService;
  private readonly intervalMs: number;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private kickoff: NodeJS.Timeout | undefined;
  private running: Promise<{ reminders: number; confirmations: number }> | undefined;

  constructor(
    mails: OrderMailService,
    options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
  ) {
    this.mails = mails;
    this.intervalMs = options.intervalMs ?? ORDER_MAIL_INTERVAL_MS;
    this.onError = options.onError ?? (() => {});
  }

  /** One run; a run still going is joined, not doubled. */
  runOnce(): Promise<{ reminders: number; confirmations: number }> {
    this.running ??= (async () => {
      try {
        const reminders = await this.mails.sendDueReminders();
        const confirmations = await this.mails.retryConfirmations();
        return { reminders, confirmations };
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
    // Soon after a start, not a minute later: a restart catches up at once.
    this.kickoff = setTimeout(tick, 1000);
    this.kickoff.unref();
  }

  /** Stops the timer and waits for a run in progress (shutdown closes the database next). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.kickoff);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }
}
