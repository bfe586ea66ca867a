import { ANNOUNCE_FROM_MINUTES, type HoldClock } from '../features/seat-map/use-hold-clock.ts';
import { useTranslation } from '../i18n/i18n.ts';

/**
 * How long a hold lasts, in minutes ("Held for you for 14 more minutes"), counting down live.
 * Screen readers are told politely only when it matters, each minute from five down, never on
 * every tick: until then the visible line is read where it stands, and from then on the live
 * region (the same words) is, so the count is heard once.
 */
export function HoldCountdown({ clock }: { clock: HoldClock }) {
  const { t } = useTranslation();
  const text = clock.lastMinute
    ? t('seatMap.lessThanMinute')
    : t('seatMap.minutesLeft', { count: clock.minutes });
  const announced = clock.minutes <= ANNOUNCE_FROM_MINUTES;
  return (
    <>
      <p className="hold-clock" aria-hidden={announced || undefined}>
        {text}
      </p>
      <p className="visually-hidden hold-announcement" aria-live="polite">
        {announced ? text : ''}
      </p>
    </>
  );
}
