import type { MapSeat } from './seat-model.ts';
import type { SeatText, ShownStatus } from './use-seat-text.ts';

interface SeatDetailsProps {
  seat: MapSeat | undefined;
  shown: ShownStatus | undefined;
  selected: boolean;
  canSelect: boolean;
  defaultTypeName: string;
  text: SeatText;
  onToggle: (id: number) => void;
}

/**
 * What a box office would tell you about a seat before you buy it: its label, band and all-in
 * prices, any restricted view or step-free route, and the view from it.
 */
export function SeatDetails(props: SeatDetailsProps) {
  const { seat, shown, text } = props;
  const { t, money } = text;
  if (!seat || !shown)
    return (
      <section className="seat-details" aria-labelledby="seat-details-title">
        <h3 id="seat-details-title">{t('seatMap.detailsTitle')}</h3>
        <p className="muted">{t('seatMap.detailsEmpty')}</p>
      </section>
    );
  const position =
    seat.positionInRow === 'left'
      ? t('seatMap.positionLeft')
      : seat.positionInRow === 'right'
        ? t('seatMap.positionRight')
        : t('seatMap.positionMiddle');
  const viewOfStage =
    seat.viewOfStage === 'full'
      ? t('seatMap.viewFull')
      : seat.viewOfStage === 'partial'
        ? t('seatMap.viewPartial')
        : t('seatMap.viewRestricted');
  return (
    <section className="seat-details" aria-labelledby="seat-details-title">
      <h3 id="seat-details-title">{t('seatMap.detailsTitle')}</h3>
      <p className="seat-details-place">
        {text.place(seat)}
        <span className={`seat-status seat-status-${shown}`}>{text.status(shown)}</span>
      </p>
      <dl className="seat-facts">
        <div>
          <dt>{t('seatMap.priceBand')}</dt>
          <dd>{seat.bandName}</dd>
        </div>
        {seat.bookable && seat.price && (
          <div>
            <dt>{t('seatMap.priceAllIn')}</dt>
            <dd>
              {props.defaultTypeName}: {money(seat.price)}
              {seat.priceRange && seat.priceRange.from.amount !== seat.priceRange.to.amount && (
                <span className="price-note">
                  {t('seatMap.priceRange', {
                    from: money(seat.priceRange.from),
                    to: money(seat.priceRange.to),
                  })}
                </span>
              )}
            </dd>
          </div>
        )}
        {seat.restrictedView && (
          <div>
            <dt>{t('seatMap.restrictedViewLabel')}</dt>
            <dd>{seat.restrictedView}</dd>
          </div>
        )}
        {seat.stepFree && (
          <div>
            <dt>{t('seatMap.stepFreeLabel')}</dt>
            <dd>{seat.stepFree}</dd>
          </div>
        )}
        {seat.wheelchair && (
          <div>
            <dt>{t('seatMap.keyWheelchair')}</dt>
            <dd>{t('seatMap.wheelchairNote')}</dd>
          </div>
        )}
      </dl>
      <h4>{t('seatMap.viewFromSeat')}</h4>
      <dl className="seat-facts seat-view">
        <div>
          <dt>{t('seatMap.rowsInFrontLabel')}</dt>
          <dd>
            {seat.rowsInFront === 0
              ? t('seatMap.frontRow')
              : t('seatMap.rowsInFront', { count: seat.rowsInFront })}
          </dd>
        </div>
        <div>
          <dt>{t('seatMap.positionLabel')}</dt>
          <dd>{position}</dd>
        </div>
        <div>
          <dt>{t('seatMap.viewOfStageLabel')}</dt>
          <dd>{viewOfStage}</dd>
        </div>
        <div>
          <dt>{t('seatMap.floorsLabel')}</dt>
          <dd>
            {seat.floorsAboveStage === 0
              ? t('seatMap.stageLevel')
              : t('seatMap.floorsAbove', { count: seat.floorsAboveStage })}
          </dd>
        </div>
        <div>
          <dt>{t('seatMap.endOfRowLabel')}</dt>
          <dd>{seat.endOfRow ? t('seatMap.endOfRowYes') : t('seatMap.endOfRowNo')}</dd>
        </div>
      </dl>
      {(props.canSelect || props.selected) && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => props.onToggle(seat.id)}
        >
          {props.selected ? t('seatMap.removeSeat') : t('seatMap.chooseSeat')}
        </button>
      )}
    </section>
  );
}
