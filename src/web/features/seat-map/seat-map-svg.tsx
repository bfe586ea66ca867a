import { type KeyboardEvent, type MouseEvent, memo, type RefObject, useMemo } from 'react';
import type { VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { MapGeometry } from './map-geometry.ts';
import { bandColour, type GlyphKind, SeatGlyph } from './seat-glyph.tsx';
import { type Direction, type MapSeat, nearestSeat, rowSeats } from './seat-model.ts';
import type { usePanZoom } from './use-pan-zoom.ts';
import type { SeatText, ShownStatus } from './use-seat-text.ts';

export interface SeatView {
  seat: MapSeat;
  shown: ShownStatus;
  selected: boolean;
  /** Matches the filters; the others are drawn faintly and skipped by keyboard and screen reader. */
  visible: boolean;
}

interface SeatMapSvgProps {
  svgRef: RefObject<SVGSVGElement | null>;
  layout: VenueLayout;
  geometry: MapGeometry;
  seatViews: readonly SeatView[];
  activeId: number | undefined;
  panZoom: ReturnType<typeof usePanZoom>;
  text: SeatText;
  describedBy: string;
  onActivate: (id: number) => void;
  onToggle: (id: number) => void;
  /**
   * The box office's editor: every seat may be picked (to edit it), whatever its status, so
   * none is announced as unavailable.
   */
  everySeatPickable?: boolean;
}

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Seats drawn smaller than this on a touch screen are zoomed to before a tap can pick one. */
const MIN_TOUCH_PITCH_PX = 20;
const SEAT_PITCH = 30;

function glyphKind({ shown, selected }: SeatView): GlyphKind {
  if (shown === 'booth') return 'booth';
  if (shown === 'in-cart') return 'in-cart';
  if (selected) return 'selected';
  if (shown === 'available') return 'available';
  if (shown === 'held' || shown === 'sold') return 'taken';
  return 'unavailable';
}

interface SeatProps {
  id: number;
  x: number;
  y: number;
  kind: GlyphKind;
  colour: string;
  wheelchair: boolean;
  companion: boolean;
  restricted: boolean;
  label: string;
  visible: boolean;
  tabbable: boolean;
  checked: boolean;
  disabled: boolean;
}

/** One seat; memoised so a pan, a zoom or a focus move re-renders only what changed. */
const Seat = memo(function Seat(props: SeatProps) {
  const { id, x, y, kind, colour, label, visible, tabbable, checked, disabled } = props;
  const glyph = (
    <SeatGlyph
      kind={kind}
      colour={colour}
      wheelchair={props.wheelchair}
      companion={props.companion}
      restricted={props.restricted && kind !== 'taken' && kind !== 'unavailable'}
    />
  );
  if (!visible)
    return (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable; a filtered-out seat is scenery
      <g transform={`translate(${x} ${y})`} className="seat is-filtered-out" aria-hidden="true">
        {glyph}
      </g>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG seat cannot be an <input>; role and state say what it is
    <g
      data-seat={id}
      data-kind={kind}
      transform={`translate(${x} ${y})`}
      className="seat"
      role="checkbox"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
    >
      {/* A larger, invisible target, so a small cross or ring is as easy to hit as a seat. */}
      <circle r="15" className="seat-hit" />
      {glyph}
    </g>
  );
});

/**
 * The seat map proper: one focusable group (roving tabindex, a single Tab stop) whose seats are
 * checkboxes with full spoken names. Arrow keys move to the nearest seat in that direction,
 * Home and End to the ends of the row, Enter and Space choose.
 */
export function SeatMapSvg(props: SeatMapSvgProps) {
  const { svgRef, layout, geometry, seatViews, activeId, panZoom, text, describedBy } = props;
  const { view, handlers, consumeDrag, lastPointerType, zoomBy, toSvg, reveal } = panZoom;
  const { t } = text;
  const navigable = useMemo(() => seatViews.filter((v) => v.visible), [seatViews]);
  const byId = useMemo(() => new Map(seatViews.map((v) => [v.seat.id, v])), [seatViews]);
  const active = activeId === undefined ? undefined : byId.get(activeId);

  const focusSeat = (seat: MapSeat) => {
    props.onActivate(seat.id);
    reveal(seat.x, seat.y);
    svgRef.current
      ?.querySelector<SVGGElement>(`[data-seat="${seat.id}"]`)
      ?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!active || event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = ARROWS[event.key];
    const seats = navigable.map((v) => v.seat);
    let next: MapSeat | undefined;
    if (direction) next = nearestSeat(seats, active.seat, direction);
    else if (event.key === 'Home') next = rowSeats(seats, active.seat.rowId)[0];
    else if (event.key === 'End') next = rowSeats(seats, active.seat.rowId).at(-1);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onToggle(active.seat.id);
      return;
    } else return;
    event.preventDefault();
    if (next) focusSeat(next);
  };

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (consumeDrag()) return;
    const target = (event.target as Element).closest('[data-seat]');
    const id = Number(target?.getAttribute('data-seat'));
    const seatView = byId.get(id);
    if (!seatView) return;
    const svg = svgRef.current;
    const pitch = svg
      ? (svg.getBoundingClientRect().width / geometry.viewBox.width) * view.k * SEAT_PITCH
      : SEAT_PITCH;
    if (lastPointerType.current === 'touch' && pitch < MIN_TOUCH_PITCH_PX) {
      // A fingertip covers several seats at this size: the first tap zooms in to where it
      // landed, the next one picks the seat.
      zoomBy(MIN_TOUCH_PITCH_PX / pitch + 0.6, toSvg(event.clientX, event.clientY));
      props.onActivate(id);
      return;
    }
    props.onActivate(id);
    props.onToggle(id);
  };

  const { viewBox, sections, rows } = geometry;
  const { stage } = layout;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the group names the map for its seats
    <svg
      ref={svgRef}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      className={`seat-map-svg${view.k > 1 ? ' is-zoomed' : ''}`}
      role="group"
      aria-label={t('seatMap.mapLabel', { venue: layout.name })}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={(event) => {
        // Tabbing in, or a click, makes that seat the one the details panel describes.
        const id = Number((event.target as Element).getAttribute('data-seat'));
        if (id && id !== activeId) props.onActivate(id);
      }}
      {...handlers}
    >
      <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
        {sections.map((section) => (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: not focusable; section names are in every seat's list entry
          <g key={section.id} aria-hidden="true">
            <rect
              x={section.box.x}
              y={section.box.y}
              width={section.box.width}
              height={section.box.height}
              rx="18"
              className={`section-area section-${section.level}`}
            />
            <text x={section.label.x} y={section.label.y} className="section-label">
              {section.name}
            </text>
          </g>
        ))}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: not focusable; row letters are in every seat's name */}
        <g aria-hidden="true">
          <rect
            x={stage.x}
            y={stage.y}
            width={stage.width}
            height={stage.height}
            rx="10"
            className="stage"
          />
          <text
            x={stage.x + stage.width / 2}
            y={stage.y + stage.height / 2}
            className="stage-label"
          >
            {t('seatMap.stage')}
          </text>
          {rows.map((row) => (
            <text key={row.key} x={row.x} y={row.y} className="row-label">
              {row.label}
            </text>
          ))}
        </g>
        <g>
          {seatViews.map((v) => (
            <Seat
              key={v.seat.id}
              id={v.seat.id}
              x={v.seat.x}
              y={v.seat.y}
              kind={glyphKind(v)}
              colour={bandColour(v.seat.bandIndex)}
              wheelchair={v.seat.wheelchair}
              companion={v.seat.companion}
              restricted={v.seat.restrictedView !== null}
              label={text.name(v.seat, v.shown)}
              visible={v.visible}
              tabbable={v.seat.id === activeId}
              checked={v.selected || v.shown === 'in-cart'}
              disabled={!props.everySeatPickable && !v.selected && v.shown !== 'available'}
            />
          ))}
        </g>
        {active && (
          <circle cx={active.seat.x} cy={active.seat.y} r="16" className="seat-focus-ring" />
        )}
      </g>
    </svg>
  );
}
