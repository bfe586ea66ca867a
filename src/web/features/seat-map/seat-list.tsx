import { useId, useState } from 'react';
import type { VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { SeatView } from './seat-map-svg.tsx';
import { MAX_TICKETS, seatsTogether } from './seat-model.ts';
import type { SeatText } from './use-seat-text.ts';

interface SeatListProps {
  layout: VenueLayout;
  seatViews: readonly SeatView[];
  text: SeatText;
  onToggle: (id: number) => void;
  onChooseBlock: (ids: number[]) => void;
}

const PARTY_SIZES = Array.from({ length: MAX_TICKETS }, (_, i) => i + 1);

/**
 * The seat map as a list (section → row → available seats), the non-visual alternative WCAG
 * lawsuits ask for. It shares the map's selection and filters. The party-size helper finds, per
 * row, the block of seats side by side nearest the middle, and chooses it in one go.
 */
export function SeatList({ layout, seatViews, text, onToggle, onChooseBlock }: SeatListProps) {
  const { t } = text;
  const [partySize, setPartySize] = useState(2);
  const partyId = useId();
  const byRow = new Map<number, SeatView[]>();
  for (const view of seatViews) {
    const list = byRow.get(view.seat.rowId) ?? [];
    list.push(view);
    byRow.set(view.seat.rowId, list);
  }
  const offered = (v: SeatView) => v.visible && (v.shown === 'available' || v.selected);
  let anyRow = false;

  const sections = layout.sections.map((section) => {
    if (section.level === 'booth')
      return (
        <section key={section.id} className="seat-list-section">
          <h4>{section.name}</h4>
          <p className="muted">{t('performance.notSoldOnline')}</p>
        </section>
      );
    const rows = section.rows.flatMap((row) => {
      const all = (byRow.get(row.id) ?? []).slice().sort((a, b) => a.seat.x - b.seat.x);
      const seats = all.filter(offered);
      if (seats.length === 0) return [];
      anyRow = true;
      const block =
        partySize > 1
          ? seatsTogether(
              all.map((v) => ({ ...v, id: v.seat.id, x: v.seat.x })),
              (v) => v.visible && v.shown === 'available',
              partySize,
            )
          : undefined;
      return [
        <fieldset key={row.id} className="seat-list-row">
          <legend>{t('seatMap.rowName', { row: row.label })}</legend>
          {block && (
            <button
              type="button"
              className="link-button seat-list-block"
              onClick={() => onChooseBlock(block.map((v) => v.seat.id))}
            >
              {t('seatMap.chooseTogether', {
                first: block[0]?.seat.label ?? '',
                last: block.at(-1)?.seat.label ?? '',
                row: row.label,
              })}
            </button>
          )}
          <ul>
            {seats.map((v) => (
              <li key={v.seat.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={v.selected}
                    onChange={() => onToggle(v.seat.id)}
                  />
                  {text.name(v.seat)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>,
      ];
    });
    return (
      <section key={section.id} className="seat-list-section">
        <h4>{section.name}</h4>
        {rows.length > 0 ? rows : <p className="muted">{t('seatMap.noSeatsHere')}</p>}
      </section>
    );
  });

  return (
    <div className="seat-list">
      <div className="field seat-list-party">
        <label htmlFor={partyId}>{t('seatMap.partySize')}</label>
        <select
          id={partyId}
          value={partySize}
          onChange={(event) => setPartySize(Number(event.target.value))}
          aria-describedby={`${partyId}-help`}
        >
          {PARTY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <p id={`${partyId}-help`} className="muted">
          {t('seatMap.partyHelp')}
        </p>
      </div>
      {sections}
      {!anyRow && <p className="empty-state">{t('seatMap.noMatches')}</p>}
    </div>
  );
}
