import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AvailabilityState } from '../../../shared/availability.ts';
import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { BestAvailableForm } from './best-available-form.tsx';
import { HoldStatus } from './hold-status.tsx';
import { SeatMapPanel } from './seat-map-panel.tsx';
import { defaultPrices, defaultPriceTypeId, MAX_TICKETS, mapBands } from './seat-model.ts';
import { useHold } from './use-hold.ts';
import { useSeatText } from './use-seat-text.ts';

type Mode = 'seat' | 'price';

/** The phone/desktop line of the style sheet (48rem). */
const WIDE = '(min-width: 48rem)';

function useMediaQuery(query: string): boolean {
  // Stable per query, so the store is not unsubscribed and subscribed again on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/**
 * The booking area of a performance page, loaded as its own chunk. Reserved seating offers two
 * ways in: choose by seat (the map) and choose by price (best available); on a phone the quicker
 * one, by price, comes first, and the map is one tap away. Unreserved seating only asks how many.
 * Both ways share the hold: one alert region for refusals, one status for what is held.
 */
export default function SeatSelection({
  performance,
  initialMode,
  view,
}: {
  performance: PerformanceDetail;
  /** syos ("choose your own seat") opens on the map, whatever the screen. */
  initialMode?: Mode;
  /** The part of the map to open zoomed on (syos/{view}). */
  view?: string | null;
}) {
  const text = useSeatText();
  const { t } = text;
  const withMap =
    performance.seating === 'reserved' &&
    performance.venue.hasSeatMap &&
    performance.state !== AvailabilityState.BOOK;
  const wide = useMediaQuery(WIDE);
  const [chosenMode, setChosenMode] = useState<Mode | null>(initialMode ?? null);
  const mode: Mode = withMap ? (chosenMode ?? (wide ? 'seat' : 'price')) : 'price';
  // The map mounts on first use and then stays (hidden), so zoom and filters survive a switch.
  const [mapMounted, setMapMounted] = useState(false);
  if (mode === 'seat' && !mapMounted) setMapMounted(true);

  const { data: cart = null } = useQuery({
    ...cartQueryOptions(text.locale),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [notice, setNotice] = useState('');
  const [heldAt, setHeldAt] = useState(0);
  const holdHeading = useRef<HTMLHeadingElement>(null);
  const hold = useHold(performance.id, () => {
    setSelected([]);
    setNotice('');
    setHeldAt(Date.now());
  });
  // After a hold, focus goes to what happened, so keyboard and screen reader users are told.
  useEffect(() => {
    if (heldAt) holdHeading.current?.focus();
  }, [heldAt]);

  const room = Math.max(0, MAX_TICKETS - (cart?.ticketCount ?? 0));
  const bands = mapBands(performance);
  const prices = defaultPrices(performance);
  const defaultType = defaultPriceTypeId(performance);
  const defaultTypeName = performance.priceTypes.find((p) => p.id === defaultType)?.name ?? '';

  const toggle = (id: number) => {
    hold.clearError();
    if (selected.includes(id)) {
      setSelected(selected.filter((seat) => seat !== id));
      setNotice('');
    } else if (selected.length >= room) {
      setNotice(t('seatMap.maxReached', { max: room }));
    } else {
      setSelected([...selected, id]);
      setNotice('');
    }
  };
  const choose = (ids: number[]) => {
    hold.clearError();
    setSelected(ids.slice(0, room));
    setNotice(ids.length > room ? t('seatMap.maxReached', { max: room }) : '');
  };
  // Stable: the map calls it from an effect whenever statuses change.
  const taken = useCallback(
    (ids: number[]) => {
      setSelected((previous) => previous.filter((id) => !ids.includes(id)));
      setNotice(t('seatMap.seatsTaken', { count: ids.length }));
    },
    [t],
  );

  const modes: Mode[] = wide ? ['seat', 'price'] : ['price', 'seat'];
  return (
    <section className="booking" aria-labelledby="booking-title">
      <h2 id="booking-title">{withMap ? t('seatMap.title') : t('seatMap.gaTitle')}</h2>
      {withMap && (
        <fieldset className="segmented booking-modes">
          <legend className="visually-hidden">{t('seatMap.modeLabel')}</legend>
          {modes.map((option) => (
            <label key={option} className={mode === option ? 'is-selected' : ''}>
              <input
                type="radio"
                name="booking-mode"
                value={option}
                checked={mode === option}
                onChange={() => setChosenMode(option)}
              />
              {option === 'seat' ? t('seatMap.bySeat') : t('seatMap.byPrice')}
            </label>
          ))}
        </fieldset>
      )}
      <div role="alert" className="booking-alert">
        {hold.error && <p>{hold.error}</p>}
      </div>
      <p role="status" className="booking-notice">
        {notice}
      </p>
      {cart && (
        <HoldStatus
          cart={cart}
          performanceId={performance.id}
          hold={hold}
          headingRef={holdHeading}
        />
      )}
      {mode === 'price' && (
        <BestAvailableForm
          performance={performance}
          bands={bands}
          prices={prices}
          defaultTypeName={defaultTypeName}
          room={room}
          general={!withMap}
          hold={hold}
        />
      )}
      {withMap && mapMounted && (
        <div hidden={mode !== 'seat'}>
          <SeatMapPanel
            performance={performance}
            cart={cart}
            selected={selected}
            room={room}
            holding={hold.adding}
            defaultTypeName={defaultTypeName}
            text={text}
            onToggle={toggle}
            onChoose={choose}
            onTaken={taken}
            onHold={(seatIds) => hold.add({ performanceId: performance.id, seatIds })}
            openOn={initialMode === 'seat' ? { view: view ?? null } : undefined}
          />
        </div>
      )}
    </section>
  );
}
