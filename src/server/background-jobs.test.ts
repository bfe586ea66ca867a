/** The background jobs' timer: a run joined not doubled, first runs, errors, a stop that waits. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundJobs, IntervalJob } from './background-jobs.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run the test ends by hand. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('IntervalJob', () => {
  it('joins a run still going instead of starting a second', async () => {
    const { open, opened } = gate();
    const run = vi.fn(async () => {
      await opened;
      return 7;
    });
    const job = new IntervalJob(run, { intervalMs: 1000 });
    const a = job.runOnce();
    const b = job.runOnce();
    open();
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(run).toHaveBeenCalledTimes(1);
    await job.runOnce();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs on its interval once started, a first run as asked, and not after stop', async () => {
    const atOnce = vi.fn(async () => 0);
    const later = vi.fn(async () => 0);
    const none = vi.fn(async () => 0);
    const jobs = [
      new IntervalJob(atOnce, { intervalMs: 1000, firstRunMs: 0 }),
      new IntervalJob(later, { intervalMs: 1000, firstRunMs: 100 }),
      new IntervalJob(none, { intervalMs: 1000 }),
    ];
    for (const job of jobs) job.start();
    expect([atOnce, later, none].map((f) => f.mock.calls.length)).toEqual([1, 0, 0]);
    await vi.advanceTimersByTimeAsync(100);
    expect([atOnce, later, none].map((f) => f.mock.calls.length)).toEqual([1, 1, 0]);
    await vi.advanceTimersByTimeAsync(900);
    expect([atOnce, later, none].map((f) => f.mock.calls.length)).toEqual([2, 2, 1]);
    await Promise.all(jobs.map((job) => job.stop()));
    await vi.advanceTimersByTimeAsync(5000);
    expect([atOnce, later, none].map((f) => f.mock.calls.length)).toEqual([2, 2, 1]);
  });

  it('reports a failed tick and keeps going', async () => {
    const onError = vi.fn();
    const job = new IntervalJob(() => Promise.reject(new Error('boom')), {
      intervalMs: 1000,
      onError,
    });
    job.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('waits at stop for the run in progress', async () => {
    const { open, opened } = gate();
    let done = false;
    const job = new IntervalJob(
      async () => {
        await opened;
        done = true;
      },
      { intervalMs: 1000, firstRunMs: 0 },
    );
    job.start();
    const stopped = job.stop();
    expect(done).toBe(false);
    open();
    await stopped;
    expect(done).toBe(true);
  });
});

describe('the server’s background jobs', () => {
  it('start together, payment recovery at once, and name the job that failed', async () => {
    const onError = vi.fn();
    const services = {
      backend: { releaseExpiredHolds: vi.fn(async () => 0) },
      auth: { purgeExpired: vi.fn(async () => 0) },
      orderMails: {
        sendDueReminders: vi.fn(async () => 0),
        retryConfirmations: vi.fn(async () => 0),
      },
      voucherMails: { sendDue: vi.fn(async () => 0) },
      checkout: {
        recoverPayments: vi.fn(async () => 0),
        sendDueRefunds: vi.fn(() => Promise.reject(new Error('provider down'))),
      },
    };
    const jobs = createBackgroundJobs(
      services as unknown as Parameters<typeof createBackgroundJobs>[0],
      onError,
    );
    jobs.start();
    expect(services.checkout.recoverPayments).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(services.backend.releaseExpiredHolds).toHaveBeenCalledTimes(1);
    expect(services.orderMails.sendDueReminders).toHaveBeenCalledTimes(1);
    expect(services.voucherMails.sendDue).toHaveBeenCalledTimes(1);
    expect(services.auth.purgeExpired).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'paymentRecovery');
    await jobs.stop();
  });

  it('charge instalments every minute by default, or as often as configured', async () => {
    const services = () => ({
      backend: { releaseExpiredHolds: vi.fn(async () => 0) },
      auth: { purgeExpired: vi.fn(async () => 0) },
      orderMails: {
        sendDueReminders: vi.fn(async () => 0),
        retryConfirmations: vi.fn(async () => 0),
      },
      voucherMails: { sendDue: vi.fn(async () => 0) },
      checkout: { recoverPayments: vi.fn(async () => 0), sendDueRefunds: vi.fn(async () => 0) },
      recurringCharges: { run: vi.fn(async () => ({})) },
    });
    const plain = services();
    const fast = services();
    const jobs = [
      createBackgroundJobs(plain as unknown as Parameters<typeof createBackgroundJobs>[0]),
      createBackgroundJobs(
        fast as unknown as Parameters<typeof createBackgroundJobs>[0],
        () => {},
        { recurringChargesMs: 1000 },
      ),
    ];
    for (const job of jobs) job.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fast.recurringCharges.run).toHaveBeenCalledTimes(3);
    expect(plain.recurringCharges.run).not.toHaveBeenCalled();
    // The default: a first run 5 s after start, then every minute.
    await vi.advanceTimersByTimeAsync(2000);
    expect(plain.recurringCharges.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(plain.recurringCharges.run).toHaveBeenCalledTimes(2);
    for (const job of jobs) await job.stop();
  });
});
