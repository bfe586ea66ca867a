import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BOOKABLE_STATES } from '../../shared/availability.ts';
import type { SensoryBoothFields } from '../../shared/contracts/sensory-booth.ts';
import { formatTimeWithZone } from '../../shared/dates.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { cartQueryOptions, releaseBoothPlaces } from '../features/cart/cart-api.ts';
import { performanceQueryOptions } from '../features/catalogue/catalogue-api.ts';
import { PerformanceSubpageHeading } from '../features/catalogue/performance-subpage-heading.tsx';
import { holdCartReads, refreshAvailability } from '../features/catalogue/refresh-availability.ts';
import { ExpiryDialog } from '../features/seat-map/expiry-dialog.tsx';
import { HoldCountdown } from '../features/seat-map/hold-countdown.tsx';
import { useHoldClock } from '../features/seat-map/use-hold-clock.ts';
import { BoothForm } from '../features/sensory-booth/booth-form.tsx';
import {
  type BoothErrors,
  EMPTY_FORM,
  formFromRequest,
  groupErrors,
} from '../features/sensory-booth/booth-form-model.ts';
import {
  boothStatusQueryOptions,
  sendBoothForm,
} from '../features/sensory-booth/sensory-booth-api.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ApiError } from '../lib/http-client.ts';
import '../styles/booking.css';

/**
 * The sensory viewing booth form (/events/{event}/{instance}/form, spec §5). Sending it holds
 * the party's places in the booth in the buyer's cart; the answers go with them. Sent again, it
 * replaces the booking; the places can be given back here too.
 */
export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { event = '', instance = '' } = useParams();
  const { data: performance } = useQuery(performanceQueryOptions(event, instance, locale));
  const booth = performance?.sensoryBooth ?? null;
  const { data: cart } = useQuery({ ...cartQueryOptions(locale), enabled: booth !== null });
  const { data: status } = useQuery({
    ...boothStatusQueryOptions(performance?.id ?? 0),
    enabled: booth !== null,
  });
  const clock = useHoldClock(cart, performance?.id ?? 0);
  const [serverErrors, setServerErrors] = useState<BoothErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const heldHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentAt) heldHeading.current?.focus();
  }, [sentAt]);

  // The booth's free places, the seats left and the seat map's statuses changed.
  const refresh = () => void refreshAvailability(queryClient);
  const translated = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
    const text = t(`errors.${code}`);
    return text === `errors.${code}` ? t('errors.INTERNAL_ERROR') : text;
  };

  const send = useMutation({
    mutationFn: (fields: SensoryBoothFields) =>
      sendBoothForm({ performanceId: performance?.id ?? 0, ...fields }, locale),
    onMutate: () => {
      setServerErrors({});
      setRefusal(null);
      return holdCartReads(queryClient);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(cartQueryOptions(locale).queryKey, answer.cart);
      queryClient.setQueryData(boothStatusQueryOptions(answer.request.performanceId).queryKey, {
        request: answer.request,
      });
      setSentAt(Date.now());
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldKeys : undefined;
      if (fields && Object.keys(fields).length > 0)
        setServerErrors(groupErrors(Object.entries(fields)));
      else setRefusal(translated(error));
    },
    onSettled: refresh,
  });

  const release = useMutation({
    mutationFn: () => releaseBoothPlaces(performance?.id ?? 0, locale),
    onMutate: () => {
      setRefusal(null);
      return holdCartReads(queryClient);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(cartQueryOptions(locale).queryKey, next);
      queryClient.setQueryData(boothStatusQueryOptions(performance?.id ?? 0).queryKey, {
        request: null,
      });
    },
    onError: (error) => setRefusal(translated(error)),
    onSettled: refresh,
  });

  useDocumentTitle(
    performance
      ? t('sensoryBooth.documentTitle', {
          title: performance.production.title,
          date: f.date(performance.startsAt, 'short'),
        })
      : undefined,
  );
  if (!performance) return null;
  const { production } = performance;
  const performancePath = `/events/${production.slug}/${performance.id}`;
  const bookable = booth !== null && BOOKABLE_STATES.includes(performance.state);
  // The answers count while their places are held (the cart's clock says when they lapse).
  const request = clock.lines.some((line) => line.sensoryBooth) ? (status?.request ?? null) : null;
  const places = clock.lines.filter((line) => line.sensoryBooth);
  const placesTotal = places.reduce((sum, line) => sum + line.price.allIn.amount, 0);

  return (
    <article className="booth-page">
      <PerformanceSubpageHeading performance={performance} title={t('sensoryBooth.title')} />
      <p className="lead">{t('sensoryBooth.intro')}</p>
      <ExpiryDialog
        open={clock.dialogOpen}
        onClose={clock.closeDialog}
        chooseAgainPath={clock.chooseAgainPath}
      />

      {!bookable ? (
        <p className="availability-panel availability-message">
          {booth === null
            ? t('errors.SENSORY_BOOTH_UNAVAILABLE')
            : t(`availability.${performance.state}.message`)}
        </p>
      ) : (
        <>
          {request && places.length > 0 ? (
            <section className="hold-status booth-held" aria-labelledby="booth-held-title">
              <h2 id="booth-held-title" ref={heldHeading} tabIndex={-1}>
                {t('sensoryBooth.heldTitle')}
              </h2>
              <p>
                {t('sensoryBooth.heldText', {
                  count: places.length,
                  time: clock.expiresAt ? formatTimeWithZone(clock.expiresAt, locale) : '',
                })}
              </p>
              <HoldCountdown clock={clock} />
              <ul className="selection-list">
                {places.map((line) => (
                  <li key={line.id}>
                    <span>
                      {t('seatMap.rowSeat', { row: line.seat.row, seat: line.seat.seat })}
                      <span className="muted">
                        {' · '}
                        {line.priceTypeName}
                      </span>
                    </span>
                    <span className="selection-price">{f.money(line.price.allIn)}</span>
                  </li>
                ))}
              </ul>
              <p className="selection-total">
                <span>{t('seatMap.total')}</span>
                <strong>{f.money({ amount: placesTotal, currency: 'USD' })}</strong>
              </p>
              <div className="actions">
                <Link to={performancePath} className="button">
                  {t('sensoryBooth.toPerformance')}
                </Link>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-disabled={release.isPending || undefined}
                  onClick={() => {
                    if (!release.isPending) release.mutate();
                  }}
                >
                  {t('sensoryBooth.release')}
                </button>
              </div>
            </section>
          ) : (
            booth.available === 0 && (
              <p className="availability-panel availability-message">{t('sensoryBooth.full')}</p>
            )
          )}
          {(request || booth.available > 0) && (
            <BoothForm
              // A new answer from the server fills the form afresh.
              key={request?.createdAt ?? 'new'}
              performance={performance}
              initial={request ? formFromRequest(request) : EMPTY_FORM}
              changing={request !== null}
              sending={send.isPending}
              serverErrors={serverErrors}
              refusal={refusal}
              onSend={(fields) => send.mutate(fields)}
            />
          )}
        </>
      )}
      <p className="actions booth-back">
        <Link to={performancePath}>{t('sensoryBooth.back')}</Link>
      </p>
    </article>
  );
}
