/**
 * A venue's seat map in the box office (issue 13), drawn by the storefront's own seat map
 * (features/seat-map: the same geometry, glyphs, band colours, keyboard and zoom), as buyers
 * will see the house before a performance has sold anything. With `onPick`, a click, Enter or
 * Space on a seat picks it for editing; a select lists every seat too, for whoever would rather
 * not use the map.
 */
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { StaffPriceBand } from '../../../shared/contracts/venues.ts';
import { mapGeometry } from '../../features/seat-map/map-geometry.ts';
import { bandColour, SeatGlyph } from '../../features/seat-map/seat-glyph.tsx';
import { SeatMapSvg, type SeatView } from '../../features/seat-map/seat-map-svg.tsx';
import type { MapSeat } from '../../features/seat-map/seat-model.ts';
import { MAX_ZOOM, MIN_ZOOM, usePanZoom } from '../../features/seat-map/use-pan-zoom.ts';
import { type SeatText, useSeatText } from '../../features/seat-map/use-seat-text.ts';

interface VenueMapProps {
  layout: VenueLayout;
  bands: readonly StaffPriceBand[];
  /** The seat being edited. */
  pickedId?: number | undefined;
  /** Seats may be picked (to edit them). */
  onPick?: (seatId: number) => void;
}

const ZOOM_STEP = 1.5;

/** The layout's seats as the storefront's map models them, with no performance's prices. */
export function mapSeats(layout: VenueLayout, bands: readonly StaffPriceBand[]): MapSeat[] {
  const sections = new Map(layout.sections.map((section) => [section.id, section]));
  const rows = new Map(layout.sections.flatMap((s) => s.rows.map((row) => [row.id, row])));
  // The storefront colours the bands sold on the map, in its order.
  const online = bands.filter((band) => band.onlineSale);
  return layout.seats.map((seat) => {
    const section = sections.get(seat.sectionId);
    const band = bands.find((b) => b.id === seat.priceBandId);
    return {
      ...seat,
      sectionName: section?.name ?? '',
      level: section?.level ?? 'orchestra',
      rowLabel: rows.get(seat.rowId)?.label ?? '',
      rowsInFront: rows.get(seat.rowId)?.rowsInFront ?? 0,
      bandName: band?.name ?? '',
      bandIndex: online.findIndex((b) => b.id === seat.priceBandId),
      bookable: Boolean(band?.onlineSale) && section?.level !== 'booth',
      price: undefined,
      priceRange: undefined,
    };
  });
}

/** A seat's name for the box office: where it is and what it is, never a status or a price. */
function staffText(text: SeatText): SeatText {
  return { ...text, name: (seat: MapSeat) => text.name({ ...seat, bookable: false }) };
}

export function VenueMap({ layout, bands, pickedId, onPick }: VenueMapProps) {
  const seatText = useSeatText();
  const text = useMemo(() => staffText(seatText), [seatText]);
  const { t } = seatText;
  const instructionsId = useId();
  const pickerId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const seats = useMemo(() => mapSeats(layout, bands), [layout, bands]);
  const geometry = useMemo(() => mapGeometry(layout, seats), [layout, seats]);
  const panZoom = usePanZoom(svgRef, geometry.viewBox);
  // The seat arrows move from (the map's one Tab stop): the picked one until focus moves on.
  const [activeId, setActiveId] = useState<number | undefined>();
  const active = seats.some((s) => s.id === activeId) ? activeId : (pickedId ?? seats[0]?.id);
  const views: SeatView[] = useMemo(
    () =>
      seats.map((seat) => ({
        seat,
        shown: seat.level === 'booth' ? 'booth' : seat.bookable ? 'available' : 'unavailable',
        selected: seat.id === pickedId,
        visible: true,
      })),
    [seats, pickedId],
  );
  const pick = (id: number) => {
    setActiveId(id);
    onPick?.(id);
  };
  const online = bands.filter((band) => band.onlineSale);
  const bySection = layout.sections.map((section) => ({
    section,
    rows: section.rows.map((row) => ({
      row,
      seats: seats.filter((s) => s.rowId === row.id).sort((a, b) => a.x - b.x),
    })),
  }));

  // + − and 0 zoom, as on the storefront's map.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    if (event.key === '+' || event.key === '=') panZoom.zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') panZoom.zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') panZoom.reset();
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: zoom keys from the map or its buttons bubble here; those are focusable
    <div className="bo-venue-map" onKeyDown={onKeyDown}>
      <div className="seat-map-controls">
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form field group */}
        <div className="map-zoom" role="group" aria-label={t('seatMap.zoom')}>
          <button
            type="button"
            className="map-button"
            onClick={() => panZoom.zoomBy(ZOOM_STEP)}
            aria-disabled={panZoom.view.k >= MAX_ZOOM || undefined}
            aria-label={t('seatMap.zoomIn')}
            title={t('seatMap.zoomIn')}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M10 4v12M4 10h12" />
            </svg>
          </button>
          <button
            type="button"
            className="map-button"
            onClick={() => panZoom.zoomBy(1 / ZOOM_STEP)}
            aria-disabled={panZoom.view.k <= MIN_ZOOM || undefined}
            aria-label={t('seatMap.zoomOut')}
            title={t('seatMap.zoomOut')}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 10h12" />
            </svg>
          </button>
          <button
            type="button"
            className="map-button"
            onClick={panZoom.reset}
            aria-disabled={panZoom.view.k <= MIN_ZOOM || undefined}
            aria-label={t('seatMap.resetView')}
            title={t('seatMap.resetView')}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M3 7V3h4M13 3h4v4M17 13v4h-4M7 17H3v-4" />
            </svg>
          </button>
        </div>
        <p id={instructionsId} className="seat-map-instructions muted">
          {onPick ? t('staff.venues.map.instructionsEdit') : t('staff.venues.map.instructions')}
        </p>
      </div>
      <div className="seat-map-frame">
        <SeatMapSvg
          svgRef={svgRef}
          layout={layout.name ? layout : { ...layout, name: t('staff.venues.map.newVenue') }}
          geometry={geometry}
          seatViews={views}
          activeId={active}
          panZoom={panZoom}
          text={text}
          describedBy={instructionsId}
          onActivate={setActiveId}
          onToggle={pick}
          everySeatPickable
        />
      </div>
      {onPick && (
        <div className="field bo-seat-picker">
          <label htmlFor={pickerId}>{t('staff.venues.map.pickSeat')}</label>
          <select
            id={pickerId}
            value={pickedId ?? ''}
            onChange={(event) => event.target.value && pick(Number(event.target.value))}
          >
            <option value="">{t('staff.venues.map.pickNone')}</option>
            {bySection.map(({ section, rows }) => (
              <optgroup key={section.id} label={section.name}>
                {rows.flatMap(({ row, seats: rowSeats }) =>
                  rowSeats.map((seat) => (
                    <option key={seat.id} value={seat.id}>
                      {t('seatMap.rowSeat', { row: row.label, seat: seat.label })}
                    </option>
                  )),
                )}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      <section className="seat-legend bo-map-key" aria-labelledby={`${instructionsId}-key`}>
        <h3 id={`${instructionsId}-key`}>{t('seatMap.legend')}</h3>
        <ul>
          {online.map((band, index) => (
            <li key={band.id}>
              <Swatch kind="available" colour={bandColour(index)} />
              <span>
                {band.name.includes(band.code) ? band.name : `${band.name} (${band.code})`}
              </span>
            </li>
          ))}
          <li>
            <Swatch kind="available" wheelchair />
            <span>{t('seatMap.keyWheelchair')}</span>
          </li>
          <li>
            <Swatch kind="available" companion />
            <span>{t('seatMap.keyCompanion')}</span>
          </li>
          <li>
            <Swatch kind="available" restricted />
            <span>{t('seatMap.keyRestricted')}</span>
          </li>
          <li>
            <Swatch kind="booth" />
            <span>{t('staff.venues.map.keyBooth')}</span>
          </li>
          {onPick && (
            <li>
              <Swatch kind="selected" />
              <span>{t('staff.venues.map.keyPicked')}</span>
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}

function Swatch(props: {
  kind: 'available' | 'selected' | 'booth';
  colour?: string;
  wheelchair?: boolean;
  companion?: boolean;
  restricted?: boolean;
}) {
  return (
    <svg viewBox="-17 -17 34 34" width="26" height="26" aria-hidden="true" focusable="false">
      <SeatGlyph colour={props.colour ?? bandColour(0)} {...props} />
    </svg>
  );
}
