import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { AvailabilityState, BOOKABLE_STATES } from '../../shared/availability.ts';
import { BOOTH_RECOMMENDED_MAX_PARTY } from '../../shared/sensory-booth.ts';
import { AccessTagList } from '../components/access-tag-list.tsx';
import { AvailabilityBadge } from '../components/availability-badge.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { performanceQueryOptions } from '../features/catalogue/catalogue-api.ts';
import { PriceTable } from '../features/catalogue/price-table.tsx';
import { loadSeatSelection } from '../features/seat-map/seat-map-api.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/booking.css';

/** The booking area (seat map, best available, holds) is its own chunk, fetched with the data. */
const SeatSelection = lazy(loadSeatSelection);

export function Component() {
  return <PerformancePage />;
}

/**
 * The performance page. `seatMap` opens it on the map even on a phone (syos, "choose your own
 * seat"), zoomed to a part of the house when the view names one.
 */
export function PerformancePage({ seatMap }: { seatMap?: { view: string | null } }) {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const { event = '', instance = '' } = useParams();
  const { data: performance } = useQuery({
    ...performanceQueryOptions(event, instance, locale),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(
    performance
      ? t('performance.title', {
          title: performance.production.title,
          date: f.date(performance.startsAt, 'short'),
        })
      : undefined,
  );
  if (!performance) return null;
  const { production, state } = performance;
  const priority = state === AvailabilityState.PRIORITY;
  const message =
    state === AvailabilityState.NOT_ON_SALE && performance.onSaleAt
      ? t('availability.2.message', {
          date: f.date(performance.onSaleAt, 'full'),
          time: f.deadline(performance.onSaleAt),
        })
      : t(`availability.${state}.message`);
  const showPrices =
    state !== AvailabilityState.CANCELLED && state !== AvailabilityState.PASSED && !priority;

  return (
    <article className="performance">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/listings">{t('nav.whatsOn')}</Link>
          </li>
          <li>
            <Link to={`/events/${production.slug}`}>{production.title}</Link>
          </li>
          <li aria-current="page">{f.date(performance.startsAt, 'short')}</li>
        </ol>
      </nav>
      <header className="performance-header">
        <img
          src={production.imageUrl}
          alt=""
          width="800"
          height="450"
          className="performance-image"
        />
        <div>
          <h1>
            {production.title}
            <span className="subtitle">
              {f.date(performance.startsAt, 'full')}, {f.time(performance.startsAt)}
            </span>
          </h1>
          <dl className="facts facts-inline">
            <div>
              <dt>{t('performance.where')}</dt>
              <dd>
                {performance.venue.name}
                <br />
                <span className="muted">{performance.venue.address}</span>
              </dd>
            </div>
          </dl>
          {production.durationMinutes !== null && (
            <p className="muted">
              {t('production.duration', { count: production.durationMinutes })}
            </p>
          )}
          {performance.accessTags.length > 0 && (
            <section aria-label={t('performance.accessServices')}>
              <AccessTagList tags={performance.accessTags} />
            </section>
          )}
        </div>
      </header>
      <section
        className={`availability-panel availability-${state}`}
        aria-labelledby="availability-title"
      >
        <h2 id="availability-title" className="visually-hidden">
          {t(`availability.${state}.label`)}
        </h2>
        <AvailabilityBadge state={state} />
        {priority ? (
          <>
            <p className="availability-message" role="alert">
              <strong>{t('errors.priorityUnavailable')}</strong> {message}
            </p>
            {/* Priority booking needs sign-in or a promo code (spec §6): the code goes in the cart. */}
            <p className="availability-promo">
              {t('performance.promoHint')}{' '}
              <Link
                to={`/basket?promo=1&from=${encodeURIComponent(`/events/${production.slug}/${performance.id}`)}`}
              >
                {t('performance.promoLink')}
              </Link>
            </p>
          </>
        ) : (
          <p className="availability-message">{message}</p>
        )}
        {performance.note && <p className="performance-note">{performance.note}</p>}
        {(state === AvailabilityState.GET_TICKETS || state === AvailabilityState.LIMITED) && (
          <p className="muted">
            {t('performance.seatsLeft', { count: performance.availability.available })}
          </p>
        )}
      </section>
      {BOOKABLE_STATES.includes(state) && (
        <Suspense
          fallback={
            <p className="seat-map-loading">
              {performance.seating === 'reserved' ? t('seatMap.loading') : null}
            </p>
          }
        >
          {/* Keyed: choosing another date starts afresh, not with the last date's seat ids. */}
          <SeatSelection
            key={performance.id}
            performance={performance}
            {...(seatMap ? { initialMode: 'seat' as const, view: seatMap.view } : {})}
          />
        </Suspense>
      )}
      {BOOKABLE_STATES.includes(state) && performance.sensoryBooth && (
        <section className="booth-offer" aria-labelledby="booth-offer-title">
          <h2 id="booth-offer-title">{t('sensoryBooth.title')}</h2>
          <p>{t('sensoryBooth.offer', { count: BOOTH_RECOMMENDED_MAX_PARTY })}</p>
          {performance.sensoryBooth.available > 0 ? (
            <>
              <p className="muted">
                {t('sensoryBooth.placesLeft', { count: performance.sensoryBooth.available })}
              </p>
              <Link
                className="button button-secondary"
                to={`/events/${production.slug}/${performance.id}/form`}
              >
                {t('sensoryBooth.cta')}
              </Link>
            </>
          ) : (
            <p className="muted">{t('sensoryBooth.full')}</p>
          )}
        </section>
      )}
      {showPrices && <PriceTable performance={performance} />}
      <p>
        <Link to={`/events/${production.slug}`}>
          {t('performance.backToShow', { title: production.title })}
        </Link>
      </p>
    </article>
  );
}
