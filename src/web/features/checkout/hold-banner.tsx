import type { Cart } from '../../../shared/contracts/cart.ts';
import { formatTimeWithZone } from '../../../shared/dates.ts';
import { ExpiryDialog } from '../../components/expiry-dialog.tsx';
import { HoldCountdown } from '../../components/hold-countdown.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useHoldClock } from '../seat-map/use-hold-clock.ts';

/**
 * How long the cart's seats are held, on the basket and every checkout step: the minutes left
 * (HoldCountdown) and the end time with its zone. It goes as soon as nothing is held; at the
 * deadline the expiry dialog opens, and "Choose seats again" leads to the performance whose
 * seats lapsed.
 */
export function HoldBanner({ cart }: { cart: Cart | null | undefined }) {
  const { t, locale } = useTranslation();
  const clock = useHoldClock(cart);
  const dialog = (
    <ExpiryDialog
      open={clock.dialogOpen}
      onClose={clock.closeDialog}
      chooseAgainPath={clock.chooseAgainPath}
    />
  );
  return (
    <>
      {dialog}
      {clock.held && clock.expiresAt && (
        <div className="hold-status checkout-hold">
          <HoldCountdown clock={clock} />
          <p className="hold-until">
            {t('seatMap.heldUntil', { time: formatTimeWithZone(clock.expiresAt, locale) })}
          </p>
        </div>
      )}
    </>
  );
}
