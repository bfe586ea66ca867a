import { type FormEvent, useId, useState } from 'react';
import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import { formatMoney, type Money } from '../../../shared/money.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { MAX_TICKETS } from './seat-model.ts';
import type { Hold } from './use-hold.ts';

interface BestAvailableFormProps {
  performance: PerformanceDetail;
  bands: PerformanceDetail['priceBands'];
  prices: Map<number, Money>;
  defaultTypeName: string;
  /** Tickets the cart can still take (9 a order, spec §9). */
  room: number;
  /** Unreserved seating: just how many, no band and no wheelchair spaces to place. */
  general: boolean;
  hold: Hold;
}

/**
 * Choose by price: the box office picks the best seats left in a band (together, central, near
 * the front). Wheelchair spaces are offered, but only behind a choice that says they need an
 * access registration, so nobody takes one by accident.
 */
export function BestAvailableForm(props: BestAvailableFormProps) {
  const { performance, bands, prices, hold, general } = props;
  const { t, locale } = useTranslation();
  const id = useId();
  const [bandId, setBandId] = useState<number | 'any'>('any');
  const [quantity, setQuantity] = useState(Math.min(2, Math.max(1, props.room)));
  const [needsWheelchair, setNeedsWheelchair] = useState(false);
  const [wheelchairSpaces, setWheelchairSpaces] = useState(1);
  const quantities = Array.from(
    { length: Math.max(1, Math.min(MAX_TICKETS, props.room)) },
    (_, i) => i + 1,
  );
  const price = bandId === 'any' ? undefined : prices.get(bandId);
  const onlyBand = bands.length === 1 ? bands[0] : undefined;
  const chosenBand = onlyBand?.id ?? (bandId === 'any' ? undefined : bandId);
  const estimate = price ?? (onlyBand ? prices.get(onlyBand.id) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hold.adding || props.room < 1) return;
    hold.add({
      performanceId: performance.id,
      bestAvailable: {
        ...(chosenBand !== undefined ? { priceBandId: chosenBand } : {}),
        quantity,
        wheelchairSpaces: needsWheelchair && !general ? Math.min(wheelchairSpaces, quantity) : 0,
      },
    });
  };

  return (
    <form className="best-available" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{general ? t('seatMap.howMany') : t('seatMap.bestTitle')}</h3>
      {!general && <p className="muted">{t('seatMap.bestIntro')}</p>}
      <div className="best-available-fields">
        {bands.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-band`}>{t('seatMap.priceBand')}</label>
            <select
              id={`${id}-band`}
              value={bandId}
              onChange={(e) => setBandId(e.target.value === 'any' ? 'any' : Number(e.target.value))}
            >
              <option value="any">{t('seatMap.anyBand')}</option>
              {bands.map((band) => {
                const bandPrice = prices.get(band.id);
                return (
                  <option key={band.id} value={band.id}>
                    {bandPrice ? `${band.name} · ${formatMoney(bandPrice, locale)}` : band.name}
                  </option>
                );
              })}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-quantity`}>{t('seatMap.quantity')}</label>
          <select
            id={`${id}-quantity`}
            value={quantity}
            onChange={(e) => setQuantity(Number(e.target.value))}
          >
            {quantities.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!general && (
        <div className="wheelchair-option">
          <label className="check">
            <input
              type="checkbox"
              checked={needsWheelchair}
              onChange={(e) => setNeedsWheelchair(e.target.checked)}
              aria-describedby={`${id}-wheelchair-note`}
            />
            {t('seatMap.needWheelchair')}
          </label>
          <p id={`${id}-wheelchair-note`} className="muted">
            {t('seatMap.wheelchairNote')}
          </p>
          {needsWheelchair && (
            <div className="field">
              <label htmlFor={`${id}-spaces`}>{t('seatMap.wheelchairSpaces')}</label>
              <select
                id={`${id}-spaces`}
                value={Math.min(wheelchairSpaces, quantity)}
                onChange={(e) => setWheelchairSpaces(Number(e.target.value))}
              >
                {quantities
                  .filter((n) => n <= quantity)
                  .map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
              </select>
            </div>
          )}
        </div>
      )}
      {estimate && (
        <p className="selection-total">
          <span>{t('seatMap.estimate', { type: props.defaultTypeName })}</span>
          <strong>
            {formatMoney({ amount: estimate.amount * quantity, currency: 'USD' }, locale)}
          </strong>
        </p>
      )}
      <button
        type="submit"
        className="button button-large"
        aria-disabled={hold.adding || props.room < 1 || undefined}
      >
        {hold.adding
          ? t('seatMap.holding')
          : general
            ? t('seatMap.holdTickets')
            : t('seatMap.findSeats')}
      </button>
    </form>
  );
}
