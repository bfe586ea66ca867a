import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { cartQueryOptions } from '../seat-map/seat-map-api.ts';

/**
 * The whole cart's hold, as the seat map's clock (use-hold-clock.ts) shows one performance's:
 * the minutes left, ticking every 15 seconds; on a lapse the cart is asked again (the server let
 * the seats go) and the expiry dialog is to open.
 */
export function useCartClock(cart: Cart | null | undefined) {
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const count = cart?.lines.length ?? 0;
  const expiresAt = cart?.expiresAt ? Date.parse(cart.expiresAt) : undefined;
  const lapsed = count > 0 && expiresAt !== undefined && expiresAt <= now;
  const [expired, setExpired] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (lapsed && !expired) {
    setExpired(true);
    setDialogOpen(true);
  }
  if (expired && count > 0 && !lapsed) setExpired(false);

  useEffect(() => {
    if (lapsed) void queryClient.invalidateQueries({ queryKey: cartQueryOptions(locale).queryKey });
  }, [lapsed, queryClient, locale]);

  const left = expiresAt === undefined ? 0 : expiresAt - now;
  return {
    expired,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    expiresAt: cart?.expiresAt ?? null,
    lastMinute: left < 60_000,
    minutes: Math.max(0, Math.round(left / 60_000)),
  };
}
