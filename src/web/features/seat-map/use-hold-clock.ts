import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { Cart, TicketLine } from '../../../shared/contracts/cart.ts';
import { ticketLinesOf } from '../../../shared/contracts/cart.ts';
import { serverClock } from '../../lib/api.ts';
import { refreshAvailability } from '../catalogue/catalogue-api.ts';

/** From this many minutes left down, each minute is said to screen readers (politely). */
export const ANNOUNCE_FROM_MINUTES = 5;

/**
 * Milliseconds left until `deadline` on the server's clock (the device's may be off), rendering
 * again exactly when the whole minutes left change and at the deadline itself, not on a polling
 * beat. A hidden tab's timers are slowed by the browser: coming back counts again at once.
 */
function useTimeLeft(deadline: number | undefined): number | undefined {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const left = deadline === undefined ? undefined : deadline - serverClock.now();
  useEffect(() => {
    if (left === undefined || left <= 0) return;
    const untilNextMinute = left % 60_000 || 60_000;
    // A few ms late, so the count has surely moved on when it is read again.
    const timer = window.setTimeout(tick, Math.min(untilNextMinute, left) + 15);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  });
  return left;
}

/** Where "Choose seats again" leads: the performance whose seats lapsed, else the listings. */
function chooseAgainPath(lines: readonly TicketLine[] | null): string {
  const line = lines?.[0];
  return line ? `/events/${line.productionSlug}/${line.performanceId}` : '/listings';
}

/**
 * The cart's hold as a page shows it: the lines held (at one performance when `performanceId`
 * is given, else the whole cart), the minutes left, and the lapse. At the deadline the hold is
 * over (`held` is false at once, so no "Held for you" box outlives it), the expiry dialog is to
 * open, and the cart and the seats are asked again until the server has let the lines go.
 * `expired` stays true after the cart comes back empty, so the page can say why the seats went;
 * a new hold ends it.
 */
export function useHoldClock(cart: Cart | null | undefined, performanceId?: number) {
  const queryClient = useQueryClient();
  const lines = (cart ? ticketLinesOf(cart) : []).filter(
    (line) => performanceId === undefined || line.performanceId === performanceId,
  );
  const deadline = cart?.expiresAt && lines.length > 0 ? Date.parse(cart.expiresAt) : undefined;
  const left = useTimeLeft(deadline);
  const lapsed = left !== undefined && left <= 0;
  const [lapsedLines, setLapsedLines] = useState<TicketLine[] | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (lapsed && lapsedLines === null) {
    setLapsedLines(lines);
    setDialogOpen(true);
  }
  if (lapsedLines !== null && !lapsed && lines.length > 0) setLapsedLines(null);

  // On the lapse, and again each second while the server still shows the lapsed lines (our
  // estimate of its clock can be a little early): ask for the cart and the seats.
  const asked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new cart answer still showing the lapse asks again
  useEffect(() => {
    if (!lapsed) {
      asked.current = false;
      return;
    }
    const timer = window.setTimeout(
      () => {
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        void refreshAvailability(queryClient);
      },
      asked.current ? 1_000 : 0,
    );
    asked.current = true;
    return () => window.clearTimeout(timer);
  }, [lapsed, cart, queryClient]);

  const ms = left ?? 0;
  return {
    /** The lines still held; none once the deadline has passed. */
    lines: lapsed ? [] : lines,
    held: lines.length > 0 && !lapsed,
    expired: lapsedLines !== null,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    chooseAgainPath: chooseAgainPath(lapsedLines),
    expiresAt: deadline === undefined ? null : (cart?.expiresAt ?? null),
    /** Under a minute left: said so rather than "0 minutes". */
    lastMinute: ms < 60_000,
    /** Whole minutes left, rounded down: a deadline is never promised later than it is. */
    minutes: Math.max(0, Math.floor(ms / 60_000)),
  };
}

export type HoldClock = ReturnType<typeof useHoldClock>;
