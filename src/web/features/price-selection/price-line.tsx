import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PriceOption, TicketLine } from '../../../shared/contracts/cart.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';

interface PriceLineProps {
  line: TicketLine;
  options: readonly PriceOption[];
  /** The type being saved right now (shown at once), else the line's own. */
  chosen: number;
  saving: boolean;
  /** The reader's words for a refusal of this line's last change. */
  error: string | null;
  formPath: string;
  onChoose: (priceTypeId: number) => void;
  /** More for this seat, after its price (the basket's remove button). */
  children?: ReactNode;
}

/**
 * One held seat: where it is, its ticket type and its all-in price. The select's name says
 * which seat it is for ("Ticket type, Orchestra, Row F, seat 12"), and a refusal is tied to it.
 * Booth places show their type; the booth form sets it.
 */
export function PriceLine(props: PriceLineProps) {
  const { line, options, error } = props;
  const { t } = useTranslation();
  const f = useFormat();
  const id = `line-${line.id}`;
  const place = `${line.seat.section}, ${t('seatMap.rowSeat', { row: line.seat.row, seat: line.seat.seat })}`;
  const option = options.find((o) => o.priceTypeId === props.chosen);
  const kinds = [
    line.seat.wheelchair ? t('seatMap.wheelchairSpace') : null,
    line.seat.companion ? t('seatMap.companionSeat') : null,
  ].filter(Boolean);
  const describedBy = [`${id}-about`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <li className={`price-line${error ? ' has-error' : ''}`}>
      <p className="price-line-place">
        <strong id={`${id}-place`}>{place}</strong>
        <span className="muted">{[line.priceBandName, ...kinds].join(' · ')}</span>
      </p>
      {line.sensoryBooth ? (
        <div className="price-line-type">
          <p className="price-line-fixed">{line.priceTypeName}</p>
          <p className="muted" id={`${id}-about`}>
            {t('priceSelection.boothType')}{' '}
            <Link to={props.formPath}>{t('priceSelection.changeBooth')}</Link>
          </p>
        </div>
      ) : (
        <div className="field price-line-type">
          <label id={`${id}-label`} htmlFor={`${id}-type`}>
            {t('performance.priceType')}
          </label>
          <select
            id={`${id}-type`}
            aria-labelledby={`${id}-label ${id}-place`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            value={props.chosen}
            onChange={(event) => props.onChoose(Number(event.target.value))}
          >
            {/* A type the buyer can no longer choose (say, signed out) still shows what it is. */}
            {!option && <option value={line.priceTypeId}>{line.priceTypeName}</option>}
            {options.map((o) => (
              <option key={o.priceTypeId} value={o.priceTypeId}>
                {t('priceSelection.option', { name: o.name, price: f.money(o.allIn) })}
              </option>
            ))}
          </select>
          <p className="muted price-line-about" id={`${id}-about`}>
            {props.saving ? t('priceSelection.saving') : (option?.description ?? '')}
          </p>
        </div>
      )}
      <p className="price-line-price">
        <strong>{f.money(line.price.allIn)}</strong>
        <span className="price-note">
          {t('performance.includesFee', { fee: f.money(line.price.fee) })}
        </span>
      </p>
      {error && (
        <p className="field-error price-line-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {props.children}
    </li>
  );
}
