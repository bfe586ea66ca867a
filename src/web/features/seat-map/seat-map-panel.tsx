import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { ticketLinesOf } from '../../../shared/contracts/cart.ts';
import type {
  PerformanceDetail,
  PerformanceSeatsResponse,
  VenueLayout,
} from '../../../shared/contracts/catalogue.ts';
import { mapGeometry } from './map-geometry.ts';
import { MapToolbar } from './map-toolbar.tsx';
import { boxAround, sectionsForView } from './map-view.ts';
import { SeatDetails } from './seat-details.tsx';
import { SeatFilters } from './seat-filters.tsx';
import { SeatLegend } from './seat-legend.tsx';
import { SeatList } from './seat-list.tsx';
import { performanceSeatsQueryOptions, venueLayoutQueryOptions } from './seat-map-api.ts';
import { SeatMapSvg, type SeatView } from './seat-map-svg.tsx';
import {
  buildSeats,
  defaultPrices,
  type SeatFilters as Filters,
  isSelectable,
  type MapSeat,
  mapBands,
  matchesFilters,
  NO_FILTERS,
  startingSeat,
  statusMap,
} from './seat-model.ts';
import { SelectionSummary } from './selection-summary.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { MAX_ZOOM, MIN_ZOOM, usePanZoom } from './use-pan-zoom.ts';
import type { SeatText, ShownStatus } from './use-seat-text.ts';

export interface SeatMapPanelProps {
  performance: PerformanceDetail;
  cart: Cart | null;
  selected: readonly number[];
  room: number;
  holding: boolean;
  defaultTypeName: string;
  text: SeatText;
  onToggle: (id: number) => void;
  onChoose: (ids: number[]) => void;
  /** Seats the latest statuses say are gone: dropped from the selection, and said so. */
  onTaken: (ids: number[]) => void;
  onHold: (ids: number[]) => void;
  /**
   * Opened as "choose your own seat" (syos/{view?}): the map is brought into view, zoomed on the
   * part of the house the view names (unknown or none: the whole map).
   */
  openOn?: { view: string | null } | undefined;
}

const ZOOM_STEP = 1.5;

/** Choose by seat: loads the layout and the statuses (polled), then shows the map. */
export function SeatMapPanel(props: SeatMapPanelProps) {
  const { performance, text } = props;
  const layout = useQuery({
    ...venueLayoutQueryOptions(performance.venue.id, text.locale),
    // A language switch keeps the old names on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const statuses = useQuery(performanceSeatsQueryOptions(performance.id));
  if (layout.isError || statuses.isError)
    return (
      <div className="seat-map-problem">
        <p>{text.t('seatMap.loadFailed')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            void layout.refetch();
            void statuses.refetch();
          }}
        >
          {text.t('seatMap.retry')}
        </button>
      </div>
    );
  if (!layout.data || !statuses.data)
    return <p className="seat-map-loading">{text.t('seatMap.loading')}</p>;
  return <SeatMapReady {...props} layout={layout.data} statuses={statuses.data} />;
}

function SeatMapReady(
  props: SeatMapPanelProps & { layout: VenueLayout; statuses: PerformanceSeatsResponse },
) {
  const { performance, layout, text, selected, cart, onTaken } = props;
  const { t } = text;
  const seats = useMemo(() => buildSeats(layout, performance), [layout, performance]);
  const statuses = useMemo(() => statusMap(props.statuses), [props.statuses]);
  const bands = useMemo(() => mapBands(performance), [performance]);
  const prices = useMemo(() => defaultPrices(performance), [performance]);
  const geometry = useMemo(() => mapGeometry(layout, seats), [layout, seats]);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [listView, setListView] = useState(false);
  const [activeId, setActiveId] = useState<number>();
  const [helpOpen, setHelpOpen] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const filterRef = useRef<HTMLSelectElement>(null);
  const returnFocus = useRef<HTMLElement | SVGElement | null>(null);
  const panZoom = usePanZoom(svgRef, geometry.viewBox);

  // Opened as syos: once, the map comes into view, zoomed on the named part of the house; the
  // buyer's own zooming and scrolling then rule.
  const openView = props.openOn?.view;
  const viewTarget = useMemo(
    () => boxAround(geometry.sections, sectionsForView(layout.sections, openView)),
    [geometry, layout.sections, openView],
  );
  const opened = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (opened.current || !props.openOn) return;
    opened.current = true;
    if (viewTarget) panZoom.fit(viewTarget);
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, [viewTarget, panZoom.fit, props.openOn]);

  const cartSeats = useMemo(
    () =>
      new Set(
        (cart ? ticketLinesOf(cart) : [])
          .filter((line) => line.performanceId === performance.id)
          .map((line) => line.seat.id),
      ),
    [cart, performance.id],
  );
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const seatViews: SeatView[] = useMemo(() => {
    const shownOf = (seat: MapSeat): ShownStatus => {
      if (seat.level === 'booth') return 'booth';
      if (cartSeats.has(seat.id)) return 'in-cart';
      const status = statuses.get(seat.id) ?? 'unavailable';
      return status === 'available' && !seat.bookable ? 'unavailable' : status;
    };
    return seats.map((seat) => ({
      seat,
      shown: shownOf(seat),
      selected: selectedSet.has(seat.id),
      visible: matchesFilters(seat, filters),
    }));
  }, [seats, statuses, cartSeats, selectedSet, filters]);
  const viewById = useMemo(() => new Map(seatViews.map((v) => [v.seat.id, v])), [seatViews]);

  // Keyboard focus starts on (and falls back to) a good free seat among those the filters show.
  const current = activeId === undefined ? undefined : viewById.get(activeId);
  const active =
    current?.visible === true
      ? current
      : viewById.get(
          startingSeat(
            seatViews.filter((v) => v.visible).map((v) => v.seat),
            layout.stage,
            (seat) => viewById.get(seat.id)?.shown === 'available',
          )?.id ?? -1,
        );

  // Polling found some chosen seats taken by someone else: let them go, and say so.
  useEffect(() => {
    const gone = selected.filter((id) => {
      const view = viewById.get(id);
      return !view || !isSelectable(view.seat, statuses.get(id)) || cartSeats.has(id);
    });
    if (gone.length > 0) onTaken(gone);
  }, [statuses, selected, viewById, cartSeats, onTaken]);

  const toggle = (id: number) => {
    const view = viewById.get(id);
    if (!view) return;
    if (view.selected || (view.shown === 'available' && view.seat.bookable)) props.onToggle(id);
  };

  const openHelp = () => {
    returnFocus.current = document.activeElement as HTMLElement | SVGElement | null;
    setHelpOpen(true);
  };

  // Shortcuts work anywhere in the panel but never steal typing from a text field or a select.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Check boxes take no typing: the list's and the list switch still get the shortcuts.
    if (target.closest('input:not([type="checkbox"]), select, textarea, dialog')) return;
    // From a seat, zoom around that seat so it stays under the reader's eye.
    const seatId = Number(target.getAttribute('data-seat'));
    const focusedSeat = seatId ? viewById.get(seatId)?.seat : undefined;
    const { k, x, y } = panZoom.view;
    const around = focusedSeat ? { x: x + k * focusedSeat.x, y: y + k * focusedSeat.y } : undefined;
    const handled = (() => {
      switch (event.key) {
        case '+':
        case '=':
          panZoom.zoomBy(ZOOM_STEP, around);
          return true;
        case '-':
        case '_':
          panZoom.zoomBy(1 / ZOOM_STEP, around);
          return true;
        case '0':
          panZoom.reset();
          return true;
        case 'f':
        case 'F':
          filterRef.current?.focus();
          return true;
        case '?':
          openHelp();
          return true;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const chosen = selected.flatMap((id) => {
    const seat = viewById.get(id)?.seat;
    return seat ? [seat] : [];
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: shortcut keys from any control inside bubble here; the controls themselves are focusable
    <div className="seat-map-panel" onKeyDown={onKeyDown} ref={panelRef}>
      <SeatFilters
        bands={bands}
        prices={prices}
        filters={filters}
        onChange={setFilters}
        firstRef={filterRef}
      />
      <div className="seat-map-controls">
        <MapToolbar
          listView={listView}
          onListView={setListView}
          onZoomIn={() => panZoom.zoomBy(ZOOM_STEP)}
          onZoomOut={() => panZoom.zoomBy(1 / ZOOM_STEP)}
          onReset={panZoom.reset}
          onHelp={openHelp}
          canZoomIn={panZoom.view.k < MAX_ZOOM}
          canZoomOut={panZoom.view.k > MIN_ZOOM}
        />
        {/* Keys on a desk, fingers on a phone (by pointer type, in the style sheet). The key
            help stays the map's description for screen readers either way. */}
        <p id="seat-map-instructions" className="seat-map-instructions seat-map-keys muted">
          {t('seatMap.instructions')}
        </p>
        <p className="seat-map-instructions seat-map-touch muted">{t('seatMap.touchHint')}</p>
      </div>
      <div className="seat-map-stage">
        {listView && (
          <SeatList
            layout={layout}
            seatViews={seatViews}
            text={text}
            onToggle={toggle}
            onChooseBlock={props.onChoose}
          />
        )}
        {/* Hidden, not unmounted, behind the list: zoom and its listeners survive the switch. */}
        <div className="seat-map-frame" hidden={listView}>
          <SeatMapSvg
            svgRef={svgRef}
            layout={layout}
            geometry={geometry}
            seatViews={seatViews}
            activeId={active?.seat.id}
            panZoom={panZoom}
            text={text}
            describedBy="seat-map-instructions"
            onActivate={setActiveId}
            onToggle={toggle}
          />
        </div>
      </div>
      <div className="seat-map-side">
        <SeatDetails
          seat={current?.seat}
          shown={current?.shown}
          selected={current?.selected ?? false}
          canSelect={current ? current.shown === 'available' && current.seat.bookable : false}
          defaultTypeName={props.defaultTypeName}
          text={text}
          onToggle={toggle}
        />
        <SelectionSummary
          seats={chosen}
          max={props.room}
          defaultTypeName={props.defaultTypeName}
          holding={props.holding}
          text={text}
          onRemove={props.onToggle}
          onHold={() => {
            if (chosen.length > 0 && !props.holding) props.onHold(chosen.map((s) => s.id));
          }}
        />
      </div>
      <SeatLegend
        bands={bands}
        prices={prices}
        boothName={layout.sections.find((s) => s.level === 'booth')?.name}
        boothFormPath={
          performance.sensoryBooth
            ? `/events/${performance.production.slug}/${performance.id}/form`
            : undefined
        }
        hasRestricted={seats.some((s) => s.restrictedView !== null)}
      />
      <ShortcutsDialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        returnFocus={returnFocus}
      />
    </div>
  );
}
