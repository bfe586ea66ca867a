import { type MapSeat, sumPrices } from './seat-model.ts';
import type { SeatText } from './use-seat-text.ts';

interface SelectionSummaryProps {
  seats: readonly MapSeat[];
  max: number;
  defaultTypeName: string;
  holding: boolean;
  text: SeatText;
  onRemove: (id: number) => void;
  onHold: () => void;
}

/**
 * The chosen seats with their all-in total and the one primary action. The count and total are
 * a polite live region, so a screen reader hears each change made on the map or in the list.
 */
export function SelectionSummary(props: SelectionSummaryProps) {
  const { seats, text } = props;
  const { t, money } = text;
  const total = sumPrices(seats);
  return (
    <section className="selection-summary" aria-labelledby="selection-title">
      <h3 id="selection-title">{t('seatMap.yourSeats')}</h3>
      <p role="status" className="selection-status">
        {seats.length === 0
          ? t('seatMap.noSeats')
          : t('seatMap.selectedCount', { count: seats.length, total: money(total) })}
      </p>
      {seats.length > 0 && (
        <>
          <ul className="selection-list">
            {seats.map((seat) => (
              <li key={seat.id}>
                <span>
                  {text.place(seat)}
                  <span className="muted">
                    {' · '}
                    {seat.bandName}
                  </span>
                </span>
                <span className="selection-price">{seat.price ? money(seat.price) : ''}</span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => props.onRemove(seat.id)}
                  aria-label={t('seatMap.removeNamed', { seat: text.rowSeat(seat) })}
                >
                  {t('seatMap.remove')}
                </button>
              </li>
            ))}
          </ul>
          <p className="selection-total">
            <span>{t('seatMap.total')}</span>
            <strong>{money(total)}</strong>
          </p>
          <p className="muted selection-note">
            {t('seatMap.totalNote', { type: props.defaultTypeName })}
          </p>
        </>
      )}
      <p className="muted selection-note">{t('seatMap.maxSeats', { max: props.max })}</p>
      <button
        type="button"
        className="button button-large selection-hold"
        onClick={props.onHold}
        aria-disabled={seats.length === 0 || props.holding || undefined}
      >
        {props.holding ? t('seatMap.holding') : t('seatMap.hold')}
      </button>
    </section>
  );
}
