/**
 * The server's clock as this page can know it: every API answer carries the server's time
 * (`Server-Time`, milliseconds), and the difference to this device's clock is kept. Hold
 * deadlines are the server's; counted on a device clock that is minutes off they would lapse
 * too early or too late. The answer's time is taken as of the middle of the round trip, and the
 * sample with the shortest round trip wins (it is the most exact) until it is a minute old, so
 * one slow answer does not move the clock.
 */
export interface ServerClock {
  /** One answer: the server's time, and when the request left and the answer came back here. */
  observe(serverMs: number, sentAt: number, receivedAt: number): void;
  /** The server's time now, in milliseconds. */
  now(): number;
}

const SAMPLE_LIFETIME_MS = 60_000;

export function createServerClock(deviceNow: () => number = Date.now): ServerClock {
  let offset = 0;
  let best: { roundTrip: number; at: number } | undefined;
  return {
    observe(serverMs, sentAt, receivedAt) {
      if (!Number.isFinite(serverMs) || receivedAt < sentAt) return;
      const roundTrip = receivedAt - sentAt;
      if (best && roundTrip > best.roundTrip && receivedAt - best.at < SAMPLE_LIFETIME_MS) return;
      offset = serverMs - (sentAt + roundTrip / 2);
      best = { roundTrip, at: receivedAt };
    },
    now: () => deviceNow() + offset,
  };
}
