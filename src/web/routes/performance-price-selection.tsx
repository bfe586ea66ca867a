import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Cart } from '../../shared/contracts/cart.ts';
import { ticketLinesOf } from '../../shared/contracts/cart.ts';
import { formatTimeWithZone } from '../../shared/dates.ts';
import { ExpiryDialog } from '../components/expiry-dialog.tsx';
import { HoldCountdown } from '../components/hold-countdown.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { cartQueryOptions } from '../features/cart/cart-api.ts';
import { settleChosen } from '../features/cart/chosen-types.ts';
import { useChangePriceType } from '../features/cart/use-cart-mutations.ts';
import { performanceQueryOptions } from '../features/catalogue/catalogue-api.ts';
import { PerformanceSubpageHeading } from '../features/catalogue/performance-subpage-heading.tsx';
import { PriceLine } from '../features/price-selection/price-line.tsx';
import { priceOptionsQueryOptions } from '../features/price-selection/price-selection-api.ts';
import { useHoldClock } from '../features/seat-map/use-hold-clock.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ApiError } from '../lib/http-client.ts';
import '../styles/booking.css';

/**
 * Price-selection: a ticket type for each seat held at this performance, all-in prices, each
 * change saved at once through PATCH /api/cart/lines/{lineId}, which answers the re-priced cart.
 */
export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { event = '', instance = '' } = useParams();
  const { data: performance } = useQuery(performanceQueryOptions(event, instance, locale));
  const { data: cart } = useQuery(cartQueryOptions(locale));
  const { data: offers } = useQuery({
    ...priceOptionsQueryOptions(performance?.id ?? 0, locale),
    enabled: performance !== undefined,
  });
  const clock = useHoldClock(cart, performance?.id ?? 0);
  /** Types being saved, shown at once; a refusal puts the line back as the cart has it. */
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');

  const change = useChangePriceType({
    // One at a time, in order: each answer is the whole cart, so a later change must not be
    // overtaken by an earlier one's answer.
    scope: { id: 'price-selection' },
    onSuccess: (next: Cart, v) => {
      const line = ticketLinesOf(next).find((l) => l.id === v.lineId);
      const total = ticketLinesOf(next)
        .filter((l) => l.performanceId === line?.performanceId)
        .reduce((sum, l) => sum + l.price.allIn.amount, 0);
      if (line)
        setSaid(
          t('priceSelection.changed', {
            seat: t('seatMap.rowSeat', { row: line.seat.row, seat: line.seat.seat }),
            type: line.priceTypeName,
            price: f.money(line.price.allIn),
            total: f.money({ amount: total, currency: 'USD' }),
          }),
        );
    },
    onError: (error, v) => {
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      const key = `errors.${code}`;
      const text = t(key);
      setErrors((e) => ({ ...e, [v.lineId]: text === key ? t('errors.INTERNAL_ERROR') : text }));
      // The line may have gone (released elsewhere, or lapsed): show the cart as it is.
      if (code === 'CART_LINE_NOT_FOUND')
        void queryClient.invalidateQueries({ queryKey: cartQueryOptions(locale).queryKey });
    },
    onSettled: (_data, _error, v) => setChosen((chosen) => settleChosen(chosen, v)),
  });

  const title = performance
    ? t('priceSelection.documentTitle', {
        title: performance.production.title,
        date: f.date(performance.startsAt, 'short'),
      })
    : undefined;
  useDocumentTitle(title);
  if (!performance) return null;
  const { production } = performance;
  const performancePath = `/events/${production.slug}/${performance.id}`;
  const lines = clock.lines;
  const optionsOf = new Map((offers?.lines ?? []).map((l) => [l.lineId, l.options]));
  const total = lines.reduce((sum, l) => sum + l.price.allIn.amount, 0);
  const fees = lines.reduce((sum, l) => sum + l.price.fee.amount, 0);
  const accessTypes = performance.priceTypes.some((type) => type.requiresAccessRegistration);
  const accessOffered = [...optionsOf.values()].some((options) =>
    options.some(
      (o) => performance.priceTypes.find((p) => p.id === o.priceTypeId)?.requiresAccessRegistration,
    ),
  );

  const choose = (lineId: string, priceTypeId: number) => {
    setErrors(({ [lineId]: _gone, ...rest }) => rest);
    setSaid('');
    setChosen((c) => ({ ...c, [lineId]: priceTypeId }));
    change.mutate({ lineId, priceTypeId });
  };

  return (
    <article className="price-selection">
      <PerformanceSubpageHeading performance={performance} title={t('priceSelection.title')} />
      <ExpiryDialog
        open={clock.dialogOpen}
        onClose={clock.closeDialog}
        chooseAgainPath={clock.chooseAgainPath}
      />
      {lines.length === 0 ? (
        <section className="price-selection-empty empty-state">
          <p>{clock.expired ? t('seatMap.holdExpired') : t('priceSelection.empty')}</p>
          <Link to={performancePath} className="button">
            {t('priceSelection.chooseSeats')}
          </Link>
        </section>
      ) : (
        <>
          <p className="lead">{t('priceSelection.intro')}</p>
          <div className="hold-status price-selection-hold">
            <HoldCountdown clock={clock} />
            <p className="hold-until">
              {clock.expiresAt &&
                t('seatMap.heldUntil', { time: formatTimeWithZone(clock.expiresAt, locale) })}
            </p>
          </div>
          <p role="status" className="visually-hidden">
            {said}
          </p>
          <ul className="price-lines">
            {lines.map((line) => (
              <PriceLine
                key={line.id}
                line={line}
                options={optionsOf.get(line.id) ?? []}
                chosen={chosen[line.id] ?? line.priceTypeId}
                saving={chosen[line.id] !== undefined}
                error={errors[line.id] ?? null}
                formPath={`${performancePath}/form`}
                onChoose={(priceTypeId) => choose(line.id, priceTypeId)}
              />
            ))}
          </ul>
          {accessTypes && !accessOffered && (
            <p className="muted price-selection-note">{t('priceSelection.accessNote')}</p>
          )}
          <section className="price-summary" aria-labelledby="price-summary-title">
            <h2 id="price-summary-title" className="visually-hidden">
              {t('priceSelection.summary')}
            </h2>
            <p className="selection-total">
              <span>{t('seatMap.total')}</span>
              <strong>{f.money({ amount: total, currency: 'USD' })}</strong>
            </p>
            <p className="muted selection-note">
              {t('priceSelection.feesIncluded', {
                fees: f.money({ amount: fees, currency: 'USD' }),
              })}
            </p>
          </section>
        </>
      )}
      <p className="actions price-selection-actions">
        {lines.length > 0 && (
          <Link to="/basket" className="button">
            {t('priceSelection.toBasket')}
          </Link>
        )}
        <Link to={performancePath} className="button button-secondary">
          {t('priceSelection.back')}
        </Link>
      </p>
    </article>
  );
}
