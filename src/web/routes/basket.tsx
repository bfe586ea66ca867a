import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Cart, TicketLine } from '../../shared/contracts/cart.ts';
import { ticketLinesOf } from '../../shared/contracts/cart.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { holdCartReads, refreshAvailability } from '../features/catalogue/refresh-availability.ts';
import { BasketAdjustments } from '../features/checkout/basket-adjustments.tsx';
import { isCartFault } from '../features/checkout/cart-error.ts';
import { CartErrorDialog } from '../features/checkout/cart-error-dialog.tsx';
import { emptyCart } from '../features/checkout/checkout-api.ts';
import { checkoutTotals } from '../features/checkout/checkout-draft.ts';
import { StepIndicator } from '../features/checkout/checkout-steps.tsx';
import { HoldBanner } from '../features/checkout/hold-banner.tsx';
import { PerformanceGroups, TotalsList } from '../features/checkout/order-lines.tsx';
import { ReservedOrderInBasket } from '../features/checkout/reserved-order-in-basket.tsx';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart.ts';
import { useSeatText } from '../features/orders/performance-tickets.tsx';
import { PriceLine } from '../features/price-selection/price-line.tsx';
import { changePriceType } from '../features/price-selection/price-selection-api.ts';
import {
  cartQueryOptions,
  releaseBoothPlaces,
  releaseSeat,
} from '../features/seat-map/seat-map-api.ts';
import { useModalDialog } from '../features/seat-map/use-modal-dialog.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { apiErrorKey } from '../lib/http-client.ts';
import '../styles/booking.css';
import '../styles/checkout.css';
import type { PriceOptionsResponse } from '../../shared/contracts/cart.ts';

/**
 * The basket (/basket and /checkout/basket): what is held, grouped by performance, each seat's
 * ticket type changeable and the seat removable, the cart emptied after a confirmation, the
 * totals all-in, and how long the hold lasts.
 */
export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const place = useSeatText();
  const queryClient = useQueryClient();
  const cartKey = cartQueryOptions(locale).queryKey;
  const { data: cart, error: cartError } = useQuery(cartQueryOptions(locale));
  const lines = cart ? ticketLinesOf(cart) : [];
  // A reserved order being paid later is shown apart: its seats are not changeable here.
  const { reservedOrder } = useCheckoutCart();
  const { data: offers } = useQuery({
    queryKey: ['price-options', 'cart', locale, lines.map((l) => l.id).join(',')],
    queryFn: ({ signal }) =>
      api.get<PriceOptionsResponse>('/api/cart/price-options', { lang: locale }, signal),
    enabled: lines.length > 0,
    staleTime: 10_000,
  });
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  // The cart error dialog: a failure the buyer cannot fix here (reading or changing the cart).
  const [fault, setFault] = useState(false);
  useEffect(() => {
    if (cartError && isCartFault(cartError)) setFault(true);
  }, [cartError]);
  const failed = (error: unknown, sayHere: () => void) =>
    isCartFault(error) ? setFault(true) : sayHere();
  const dialog = useModalDialog(confirming);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('basket.title'));

  const store = (next: Cart) => queryClient.setQueryData(cartKey, next);
  // From a priority performance's page: the promo dialog opens, and leads back there.
  const [params] = useSearchParams();
  const promoFrom = {
    startOpen: params.get('promo') === '1',
    returnTo: params.get('from'),
  };
  const adjusted = (next: Cart, text: string) => {
    store(next);
    setSaid(text);
  };

  const change = useMutation({
    scope: { id: 'basket' },
    mutationFn: (v: { lineId: string; priceTypeId: number }) =>
      changePriceType(v.lineId, v.priceTypeId, locale),
    onSuccess: (next, v) => {
      store(next);
      const line = ticketLinesOf(next).find((l) => l.id === v.lineId);
      if (line)
        setSaid(
          t('basket.changed', {
            seat: place(line.seat),
            type: line.priceTypeName,
            price: f.money(line.price.allIn),
            total: f.money(next.totals.total),
          }),
        );
    },
    onError: (error, v) => {
      failed(error, () => setLineErrors((e) => ({ ...e, [v.lineId]: t(apiErrorKey(error)) })));
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
    onSettled: (_d, _e, v) => setChosen(({ [v.lineId]: _done, ...rest }) => rest),
  });

  const remove = useMutation({
    scope: { id: 'basket' },
    mutationFn: (line: TicketLine) =>
      line.sensoryBooth
        ? releaseBoothPlaces(line.performanceId, locale)
        : releaseSeat(line.performanceId, line.seat.id, locale),
    onMutate: () => {
      setProblem(null);
      return holdCartReads(queryClient);
    },
    onSuccess: (next, line) => {
      store(next);
      setSaid(
        line.sensoryBooth
          ? t('basket.removedBooth', { title: line.productionTitle })
          : t('basket.removed', { seat: place(line.seat), title: line.productionTitle }),
      );
      // Focus stays on the page, not on a button that has gone.
      heading.current?.focus();
    },
    onError: (error) => {
      failed(error, () => setProblem(t(apiErrorKey(error))));
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
    onSettled: () => void refreshAvailability(queryClient),
  });

  const empty = useMutation({
    mutationFn: () => emptyCart(locale),
    onMutate: () => {
      setProblem(null);
      return holdCartReads(queryClient);
    },
    onSuccess: (next) => {
      store(next);
      setConfirming(false);
      setSaid(t('basket.emptied'));
      heading.current?.focus();
    },
    onError: (error) => {
      setConfirming(false);
      failed(error, () => setProblem(t(apiErrorKey(error))));
    },
    onSettled: () => void refreshAvailability(queryClient),
  });

  const optionsOf = new Map((offers?.lines ?? []).map((l) => [l.lineId, l.options]));
  const totals = cart ? checkoutTotals(cart, 'print-at-home') : null;

  return (
    <article className="checkout basket">
      <StepIndicator current="basket" />
      <h1 ref={heading} tabIndex={-1}>
        {t('basket.title')}
      </h1>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {problem && (
        <p className="booking-alert" role="alert">
          {problem}
        </p>
      )}
      <HoldBanner cart={cart} />
      <CartErrorDialog open={fault} onClose={() => setFault(false)} />
      {reservedOrder && (
        <ReservedOrderInBasket reserved={reservedOrder} cartHasItems={lines.length > 0} />
      )}
      {lines.length === 0 ? (
        !reservedOrder && (
          <section className="empty-state basket-empty">
            <p>{t('basket.empty')}</p>
            <Link to="/listings" className="button">
              {t('basket.browse')}
            </Link>
            {/* A promo code may open a priority performance before any seat is held. */}
            <BasketAdjustments cart={cart} onChanged={adjusted} {...promoFrom} />
          </section>
        )
      ) : (
        <>
          <PerformanceGroups
            lines={lines}
            linkTitles
            renderLines={(group) => (
              <ul className="price-lines">
                {group.map((line, index) => {
                  // Booth places go as one party: one remove button, on the first of them.
                  const booth = line.sensoryBooth ? group.filter((l) => l.sensoryBooth).length : 0;
                  const removable =
                    !line.sensoryBooth || group.findIndex((l) => l.sensoryBooth) === index;
                  const name = line.sensoryBooth
                    ? t('basket.removeBooth', { count: booth })
                    : t('basket.removeNamed', { seat: place(line.seat) });
                  return (
                    <PriceLine
                      key={line.id}
                      line={line}
                      options={optionsOf.get(line.id) ?? []}
                      chosen={chosen[line.id] ?? line.priceTypeId}
                      saving={chosen[line.id] !== undefined}
                      error={lineErrors[line.id] ?? null}
                      formPath={`/events/${line.productionSlug}/${line.performanceId}/form`}
                      onChoose={(priceTypeId) => {
                        setLineErrors(({ [line.id]: _gone, ...rest }) => rest);
                        setSaid('');
                        setChosen((c) => ({ ...c, [line.id]: priceTypeId }));
                        change.mutate({ lineId: line.id, priceTypeId });
                      }}
                    >
                      {removable && (
                        <p className="basket-line-remove">
                          <button
                            type="button"
                            className="link-button"
                            aria-label={name}
                            aria-disabled={remove.isPending || undefined}
                            onClick={() => {
                              if (!remove.isPending) remove.mutate(line);
                            }}
                          >
                            {line.sensoryBooth ? t('basket.removeBoothShort') : t('basket.remove')}
                          </button>
                        </p>
                      )}
                    </PriceLine>
                  );
                })}
              </ul>
            )}
          />
          <BasketAdjustments cart={cart} onChanged={adjusted} {...promoFrom} />
          {totals && (
            <section className="checkout-summary" aria-labelledby="basket-totals">
              <h2 id="basket-totals">{t('basket.totals.title')}</h2>
              <TotalsList {...totals} deliveryKnown={false} />
              <p className="muted">{t('basket.allIn')}</p>
            </section>
          )}
          <div className="checkout-actions">
            <Link to="/checkout/account" className="button button-large">
              {t('basket.checkout')}
            </Link>
            <Link to="/listings" className="button button-secondary">
              {t('basket.continueShopping')}
            </Link>
            <button
              type="button"
              className="link-button basket-empty-button"
              onClick={() => setConfirming(true)}
            >
              {t('basket.emptyCart')}
            </button>
          </div>
        </>
      )}
      <dialog
        ref={dialog}
        className="shortcuts-dialog confirm-dialog"
        aria-labelledby="empty-title"
        aria-describedby="empty-text"
        onCancel={() => setConfirming(false)}
        onClose={() => setConfirming(false)}
      >
        <h2 id="empty-title">{t('basket.emptyTitle')}</h2>
        <p id="empty-text">{t('basket.emptyText', { count: lines.length })}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            disabled={empty.isPending}
            onClick={() => empty.mutate()}
          >
            {t('basket.emptyConfirm')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setConfirming(false)}
          >
            {t('basket.emptyKeep')}
          </button>
        </div>
      </dialog>
    </article>
  );
}
