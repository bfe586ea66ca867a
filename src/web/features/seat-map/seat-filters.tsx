import type { RefObject } from 'react';
import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import { formatMoney, type Money } from '../../../shared/money.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { SeatFilters as Filters, SeatTypeFilter } from './seat-model.ts';

interface SeatFiltersProps {
  bands: PerformanceDetail['priceBands'];
  /** The default ticket type's all-in price per band, shown beside each band's name. */
  prices: Map<number, Money>;
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The `f` shortcut lands here. */
  firstRef: RefObject<HTMLSelectElement | null>;
}

/** Price band and seat type; seats that do not match fade and drop out of keyboard travel. */
export function SeatFilters({ bands, prices, filters, onChange, firstRef }: SeatFiltersProps) {
  const { t, locale } = useTranslation();
  return (
    <fieldset className="seat-filters">
      <legend className="visually-hidden">{t('seatMap.filters')}</legend>
      <div className="field">
        <label htmlFor="seat-filter-band">{t('seatMap.priceBand')}</label>
        <select
          id="seat-filter-band"
          ref={firstRef}
          value={filters.bandId}
          onChange={(event) =>
            onChange({
              ...filters,
              bandId: event.target.value === 'all' ? 'all' : Number(event.target.value),
            })
          }
        >
          <option value="all">{t('seatMap.allBands')}</option>
          {bands.map((band) => {
            const price = prices.get(band.id);
            return (
              <option key={band.id} value={band.id}>
                {price ? `${band.name} · ${formatMoney(price, locale)}` : band.name}
              </option>
            );
          })}
        </select>
      </div>
      <div className="field">
        <label htmlFor="seat-filter-type">{t('seatMap.seatType')}</label>
        <select
          id="seat-filter-type"
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: event.target.value as SeatTypeFilter })}
        >
          <option value="all">{t('seatMap.typeAll')}</option>
          <option value="access">{t('seatMap.typeAccess')}</option>
          <option value="step-free">{t('seatMap.typeStepFree')}</option>
          <option value="clear-view">{t('seatMap.typeClearView')}</option>
        </select>
      </div>
    </fieldset>
  );
}
