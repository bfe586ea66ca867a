import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { formatTimeWithZone } from '../../../shared/dates.ts';
import { formatMoney } from '../../../shared/money.ts';
import { ExpiryDialog } from '../../components/expiry-dialog.tsx';
import { HoldCountdown } from '../../components/hold-countdown.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import type { Hold } from './use-hold.ts';
import { useHoldClock } from './use-hold-clock.ts';

interface HoldStatusProps {
  cart: Cart;
  performanceId: number;
  hold: Hold;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The seats held for this buyer at this performance and how long the hold lasts: the minutes
 * left (HoldCountdown) and the end time with its zone, said once when the hold starts. The box
 * goes as soon as nothing is held (released, or lapsed: the expiry dialog then says why). The
 * way on is choosing a ticket type for each seat (price-selection); sensory booth places,
 * booked by the booth form, go as one.
 */
export function HoldStatus({ cart, performanceId, hold, headingRef }: HoldStatusProps) {
  const { t, locale } = useTranslation();
  const clock = useHoldClock(cart, performanceId);
  const { lines } = clock;
  const dialog = (
    <ExpiryDialog
      open={clock.dialogOpen}
      onClose={clock.closeDialog}
      chooseAgainPath={clock.chooseAgainPath}
    />
  );
  if (!clock.held) return dialog;
  const seats = lines.filter((line) => !line.sensoryBooth);
  const booth = lines.filter((line) => line.sensoryBooth);
  const slug = lines[0]?.productionSlug;
  const money = (amount: number) => formatMoney({ amount, currency: 'USD' }, locale);
  return (
    <>
      {dialog}
      <section className="hold-status" aria-labelledby="hold-title">
        <h3 id="hold-title" ref={headingRef} tabIndex={-1}>
          {t('seatMap.heldTitle')}
        </h3>
        {clock.expiresAt && <HoldCountdown clock={clock} />}
        <p role="status" className="hold-until">
          {clock.expiresAt &&
            t('seatMap.heldUntil', { time: formatTimeWithZone(clock.expiresAt, locale) })}
        </p>
        {!hold.together && <p className="hold-note">{t('seatMap.notTogether')}</p>}
        <ul className="selection-list">
          {seats.map((line) => (
            <li key={line.id}>
              <span>
                {line.seat.section},{' '}
                {t('seatMap.rowSeat', { row: line.seat.row, seat: line.seat.seat })}
                <span className="muted">
                  {' · '}
                  {line.priceBandName}, {line.priceTypeName}
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
          {booth.length > 0 && (
            <li>
              <span>
                {booth[0]?.seat.section}
                <span className="muted">
                  {' · '}
                  {t('sensoryBooth.places', { count: booth.length })}
                </span>
              </span>
              <span className="selection-price">
                {money(booth.reduce((sum, line) => sum + line.price.allIn.amount, 0))}
              </span>
              <button
                type="button"
                className="link-button"
                aria-disabled={hold.releasing === 'booth' || undefined}
                onClick={() => {
                  if (hold.releasing === undefined) hold.release('booth');
                }}
                aria-label={t('sensoryBooth.release')}
              >
                {t('seatMap.release')}
              </button>
            </li>
          )}
        </ul>
        <p className="selection-total">
          <span>{t('seatMap.total')}</span>
          <strong>{money(lines.reduce((sum, line) => sum + line.price.allIn.amount, 0))}</strong>
        </p>
        {seats.length > 0 && slug && (
          <>
            <p className="muted selection-note">{t('priceSelection.next')}</p>
            <Link
              to={`/events/${slug}/${performanceId}/price-selection`}
              className="button button-large hold-continue"
            >
              {t('priceSelection.continue')}
            </Link>
          </>
        )}
      </section>
    </>
  );
}
