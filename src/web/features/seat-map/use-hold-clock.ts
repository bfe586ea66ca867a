import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { cartQueryOptions, performanceSeatsQueryOptions } from './seat-map-api.ts';

/** A calm clock: once every 15 seconds is plenty for a countdown shown in minutes. */
function useNow(intervalMs = 15_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The hold on a performance's seats as a page shows it: the lines held, the minutes left, and
 * whether it lapsed. On a lapse the cart and the seat statuses are asked again (the server let
 * the seats go) and the expiry dialog is to open; `expired` is remembered after the cart comes
 * back empty, so the buyer still reads why the seats went.
 */
export function useHoldClock(cart: Cart | null | undefined, performanceId: number) {
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow();
  const lines = (cart?.lines ?? []).filter((line) => line.performanceId === performanceId);
  const expiresAt = cart?.expiresAt ? Date.parse(cart.expiresAt) : undefined;
  const lapsed = lines.length > 0 && expiresAt !== undefined && expiresAt <= now;
  const [expired, setExpired] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (lapsed && !expired) {
    setExpired(true);
    setDialogOpen(true);
  }
  if (expired && lines.length > 0 && !lapsed) setExpired(false);

  useEffect(() => {
    if (!lapsed) return;
    void queryClient.invalidateQueries({ queryKey: cartQueryOptions(locale).queryKey });
    void queryClient.invalidateQueries({
      queryKey: performanceSeatsQueryOptions(performanceId).queryKey,
    });
  }, [lapsed, queryClient, performanceId, locale]);

  const left = expiresAt === undefined ? 0 : expiresAt - now;
  return {
    lines,
    expired,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    expiresAt: cart?.expiresAt ?? null,
    /** Under a minute left: say so rather than "0 minutes". */
    lastMinute: left < 60_000,
    // "About": rounded, so a fresh 15-minute hold reads 15 even if the clocks differ by a blink.
    minutes: Math.round(left / 60_000),
  };
}
