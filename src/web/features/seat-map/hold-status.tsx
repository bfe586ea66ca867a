import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { formatTime } from '../../../shared/dates.ts';
import { formatMoney } from '../../../shared/money.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ExpiryDialog } from './expiry-dialog.tsx';
import { cartQueryOptions, performanceSeatsQueryOptions } from './seat-map-api.ts';
import type { Hold } from './use-hold.ts';

interface HoldStatusProps {
  cart: Cart;
  performanceId: number;
  hold: Hold;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

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
 * The seats held for this buyer at this performance and how long the hold lasts. The countdown
 * is in whole minutes and is not a live region: a ticking announcement would drown the page.
 * The end time is said once, when the hold starts.
 */
export function HoldStatus({ cart, performanceId, hold, headingRef }: HoldStatusProps) {
  const { t, locale } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow();
  const lines = cart.lines.filter((line) => line.performanceId === performanceId);
  const expiresAt = cart.expiresAt ? Date.parse(cart.expiresAt) : undefined;
  const lapsed = lines.length > 0 && expiresAt !== undefined && expiresAt <= now;
  // Remembered after the cart is refetched empty, so the buyer still reads why the seats went.
  const [expired, setExpired] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (lapsed && !expired) {
    setExpired(true);
    setDialogOpen(true);
  }
  if (expired && lines.length > 0 && !lapsed) setExpired(false);

  useEffect(() => {
    if (!lapsed) return;
    // The server has let the seats go: show them free again and drop the stale cart.
    void queryClient.invalidateQueries({ queryKey: cartQueryOptions(locale).queryKey });
    void queryClient.invalidateQueries({
      queryKey: performanceSeatsQueryOptions(performanceId).queryKey,
    });
  }, [lapsed, queryClient, performanceId, locale]);

  if (lines.length === 0 && !expired) return null;
  const dialog = <ExpiryDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />;
  const left = expiresAt === undefined ? 0 : expiresAt - now;
  // "About": rounded, so a fresh 15-minute hold reads 15 even if the clocks differ by a blink.
  const minutes = Math.round(left / 60_000);
  return (
    <section className="hold-status" aria-labelledby="hold-title">
      <h3 id="hold-title" ref={headingRef} tabIndex={-1}>
        {t('seatMap.heldTitle')}
      </h3>
      {dialog}
      {expired ? (
        <p role="status">{t('seatMap.holdExpired')}</p>
      ) : (
        <>
          <p role="status">
            {cart.expiresAt && t('seatMap.heldUntil', { time: formatTime(cart.expiresAt, locale) })}
          </p>
          {expiresAt !== undefined && (
            <p className="hold-clock">
              {left < 60_000
                ? t('seatMap.lessThanMinute')
                : t('seatMap.minutesLeft', { count: minutes })}
            </p>
          )}
          {!hold.together && <p className="hold-note">{t('seatMap.notTogether')}</p>}
          <ul className="selection-list">
            {lines.map((line) => (
              <li key={line.id}>
                <span>
                  {line.seat.section},{' '}
                  {t('seatMap.rowSeat', { row: line.seat.row, seat: line.seat.seat })}
                  <span className="muted">
                    {' · '}
                    {line.priceBandName}
                  </span>
                </span>
                <span className="selection-price">{formatMoney(line.price.allIn, locale)}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-disabled={hold.releasing === line.seat.id || undefined}
                  onClick={() => {
                    if (hold.releasing === undefined) hold.release(line.seat.id);
                  }}
                  aria-label={t('seatMap.releaseNamed', {
                    seat: t('seatMap.rowSeat', { row: line.seat.row, seat: line.seat.seat }),
                  })}
                >
                  {t('seatMap.release')}
                </button>
              </li>
            ))}
          </ul>
          <p className="selection-total">
            <span>{t('seatMap.total')}</span>
            <strong>
              {formatMoney(
                {
                  amount: lines.reduce((sum, l) => sum + l.price.allIn.amount, 0),
                  currency: 'USD',
                },
                locale,
              )}
            </strong>
          </p>
        </>
      )}
    </section>
  );
}
