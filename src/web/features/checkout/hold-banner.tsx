import type { Cart } from '../../../shared/contracts/cart.ts';
import { formatTime } from '../../../shared/dates.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ExpiryDialog } from '../seat-map/expiry-dialog.tsx';
import { useCartClock } from './use-cart-clock.ts';

/**
 * How long the cart's seats are held: the end time and the minutes left (not a live region, a
 * ticking announcement would drown the page), and the expiry dialog when the hold lapses.
 */
export function HoldBanner({ cart }: { cart: Cart | null | undefined }) {
  const { t, locale } = useTranslation();
  const clock = useCartClock(cart);
  const dialog = <ExpiryDialog open={clock.dialogOpen} onClose={clock.closeDialog} />;
  if (clock.expired)
    return (
      <div className="hold-status checkout-hold">
        {dialog}
        <p role="status">{t('seatMap.holdExpired')}</p>
      </div>
    );
  if (!cart || cart.lines.length === 0 || !clock.expiresAt) return dialog;
  return (
    <div className="hold-status checkout-hold">
      {dialog}
      <p>{t('seatMap.heldUntil', { time: formatTime(clock.expiresAt, locale) })}</p>
      <p className="hold-clock">
        {clock.lastMinute
          ? t('seatMap.lessThanMinute')
          : t('seatMap.minutesLeft', { count: clock.minutes })}
      </p>
    </div>
  );
}
