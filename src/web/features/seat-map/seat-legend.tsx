import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import { formatMoney, type Money } from '../../../shared/money.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { BAND_COLOURS, bandColour, type GlyphKind, SeatGlyph } from './seat-glyph.tsx';

interface SeatLegendProps {
  bands: PerformanceDetail['priceBands'];
  prices: Map<number, Money>;
  /** The sensory booth's name, when the venue has one: shown, but booked through a form. */
  boothName: string | undefined;
  /** Where the booth is booked, when it is on sale at this performance. */
  boothFormPath: string | undefined;
  hasRestricted: boolean;
}

function Swatch(props: {
  kind: GlyphKind;
  colour?: string;
  wheelchair?: boolean;
  companion?: boolean;
  restricted?: boolean;
}) {
  return (
    <svg viewBox="-17 -17 34 34" width="26" height="26" aria-hidden="true" focusable="false">
      <SeatGlyph colour={BAND_COLOURS[0] ?? '#000'} {...props} />
    </svg>
  );
}

function Entry({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li>
      {swatch}
      <span>{children}</span>
    </li>
  );
}

/** The map key: every symbol the map uses, drawn by the same code as the map. */
export function SeatLegend(props: SeatLegendProps) {
  const { bands, prices, boothName, boothFormPath, hasRestricted } = props;
  const { t, locale } = useTranslation();
  return (
    <section className="seat-legend" aria-labelledby="seat-legend-title">
      <h3 id="seat-legend-title">{t('seatMap.legend')}</h3>
      <ul>
        {bands.map((band, index) => {
          const price = prices.get(band.id);
          return (
            <Entry key={band.id} swatch={<Swatch kind="available" colour={bandColour(index)} />}>
              {band.name}
              {price && <span className="muted"> · {formatMoney(price, locale)}</span>}
            </Entry>
          );
        })}
        <Entry swatch={<Swatch kind="selected" />}>{t('seatMap.keySelected')}</Entry>
        <Entry swatch={<Swatch kind="in-cart" />}>{t('seatMap.keyInCart')}</Entry>
        <Entry swatch={<Swatch kind="taken" />}>{t('seatMap.keyTaken')}</Entry>
        <Entry swatch={<Swatch kind="unavailable" />}>{t('seatMap.keyUnavailable')}</Entry>
        <Entry swatch={<Swatch kind="available" wheelchair />}>{t('seatMap.keyWheelchair')}</Entry>
        <Entry swatch={<Swatch kind="available" companion />}>{t('seatMap.keyCompanion')}</Entry>
        {hasRestricted && (
          <Entry swatch={<Swatch kind="available" restricted />}>
            {t('seatMap.keyRestricted')}
          </Entry>
        )}
        {boothName && (
          <Entry swatch={<Swatch kind="booth" />}>
            {boothName}:{' '}
            {boothFormPath ? (
              <Link to={boothFormPath}>{t('performance.notSoldOnline')}</Link>
            ) : (
              t('performance.notSoldOnline')
            )}
          </Entry>
        )}
      </ul>
    </section>
  );
}
