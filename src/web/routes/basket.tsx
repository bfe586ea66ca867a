import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Cart } from '../../shared/contracts/cart.ts';
import {
  donationLinesOf,
  giftVoucherLinesOf,
  membershipLinesOf,
  ticketLinesOf,
} from '../../shared/contracts/cart.ts';
import { useSeatText } from '../components/performance-tickets.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import {
  type BasketArrival,
  cartQueryOptions,
  priceOptionsQueryOptions,
} from '../features/cart/cart-api.ts';
import { settleChosen } from '../features/cart/chosen-types.ts';
import { DonationLineList } from '../features/cart/donation-lines.tsx';
import { BasketGiftVouchers } from '../features/cart/gift-voucher-lines.tsx';
import { BasketMembership } from '../features/cart/membership-lines.tsx';
import { CART_MUTATION_SCOPE, useRemoveDonation } from '../features/cart/use-cart-donations.ts';
import {
  useChangePriceType,
  useEmptyCart,
  useReleaseTicketLine,
} from '../features/cart/use-cart-mutations.ts';
import { holdCartReads, refreshAvailability } from '../features/catalogue/refresh-availability.ts';
import { BasketAdjustments } from '../features/checkout/basket-adjustments.tsx';
import { isCartFault } from '../features/checkout/cart-error.ts';
import { CartErrorDialog } from '../features/checkout/cart-error-dialog.tsx';
import { checkoutTotals } from '../features/checkout/checkout-draft.ts';
import { StepIndicator } from '../features/checkout/checkout-steps.tsx';
import { HoldBanner } from '../features/checkout/hold-banner.tsx';
import { PerformanceGroups, TotalsList } from '../features/checkout/order-lines.tsx';
import { ReservedOrderInBasket } from '../features/checkout/reserved-order-in-basket.tsx';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart.ts';
import { DonationUpsell } from '../features/donations/donation-upsell.tsx';
import {
  VOUCHER_BLOCKS_REMOVAL_ID,
  VoucherPaymentPanel,
} from '../features/gift-vouchers/voucher-payment-panel.tsx';
import { VoucherPaymentRows } from '../features/gift-vouchers/voucher-payment-rows.tsx';
import { PriceLine } from '../features/price-selection/price-line.tsx';
import { useModalDialog } from '../features/seat-map/use-modal-dialog.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ApiError, apiErrorKey } from '../lib/http-client.ts';
import '../styles/booking.css';
import '../styles/checkout.css';
import '../styles/donations.css';

/**
 * The basket (/basket and /checkout/basket): what is held, grouped by performance, each seat's
 * ticket type changeable and the seat removable; the gifts to funds, each changeable and
 * removable, and the offer of a small gift when there is none; the cart emptied after a
 * confirmation, the totals all-in, and how long the seats are held.
 */
export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const place = useSeatText();
  const queryClient = useQueryClient();
  const cartKey = cartQueryOptions(locale).queryKey;
  const { data: cart, error: cartError } = useQuery(cartQueryOptions(locale));
  const lines = cart ? ticketLinesOf(cart) : [];
  const gifts = cart ? donationLinesOf(cart) : [];
  const vouchers = cart ? giftVoucherLinesOf(cart) : [];
  const memberships = cart ? membershipLinesOf(cart) : [];
  const nothing = lines.length + gifts.length + vouchers.length + memberships.length === 0;
  // Arrived from the donation form: its gift is said here, in sight (and read with the page).
  const location = useLocation();
  const [arrival, setArrival] = useState(
    () => (location.state as BasketArrival | null)?.added ?? null,
  );
  // A reserved order being paid later is shown apart: its seats are not changeable here.
  const { reservedOrder } = useCheckoutCart();
  const { data: offers } = useQuery(
    priceOptionsQueryOptions(
      locale,
      lines.map((l) => l.id),
    ),
  );
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  // Spec §4: while a gift voucher pays, a ticket's removal is refused, said at that ticket.
  const [blocked, setBlocked] = useState<string | null>(null);
  const vouchersPay = (cart?.giftVoucherPayments.length ?? 0) > 0;
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

  // The cart itself is stored by the mutation hooks; what was added before is now old news.
  const store = (_next: Cart) => {
    setArrival(null);
    setBlocked(null);
  };
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

  const change = useChangePriceType({
    scope: CART_MUTATION_SCOPE,
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
    onSettled: (_data, _error, v) => setChosen((chosen) => settleChosen(chosen, v)),
  });

  const remove = useReleaseTicketLine({
    scope: CART_MUTATION_SCOPE,
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
    onError: (error, line) => {
      if (error instanceof ApiError && error.code === 'GIFT_VOUCHER_BLOCKS_REMOVAL')
        setBlocked(line.id);
      else failed(error, () => setProblem(t(apiErrorKey(error))));
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
    onSettled: () => void refreshAvailability(queryClient),
  });

  const removeGift = useRemoveDonation();

  const empty = useEmptyCart({
    onMutate: () => {
      setProblem(null);
      return holdCartReads(queryClient);
    },
    onSuccess: (next) => {
      store(next);
      setConfirming(false);
      setSaid(t(lines.length > 0 ? 'basket.emptied' : 'donations.basket.emptied'));
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
      {reservedOrder && <ReservedOrderInBasket reserved={reservedOrder} cartHasItems={!nothing} />}
      {arrival && (
        <p className="cart-notice" role="status">
          {arrival}
        </p>
      )}
      {nothing ? (
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
          <BasketMembership
            cart={cart}
            onRemoved={(text, emptied) => {
              setProblem(null);
              setArrival(null);
              setSaid(text);
              if (emptied) void refreshAvailability(queryClient);
              heading.current?.focus();
            }}
            onFailed={(error, text) => failed(error, () => setProblem(text))}
          />
          {lines.length > 0 && (
            <PerformanceGroups
              lines={lines}
              linkTitles
              renderLines={(group) => (
                <ul className="price-lines">
                  {group.map((line, index) => {
                    // Booth places go as one party: one remove button, on the first of them.
                    const booth = line.sensoryBooth
                      ? group.filter((l) => l.sensoryBooth).length
                      : 0;
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
                              aria-disabled={remove.isPending || vouchersPay || undefined}
                              aria-describedby={vouchersPay ? VOUCHER_BLOCKS_REMOVAL_ID : undefined}
                              onClick={() => {
                                if (vouchersPay) setBlocked(line.id);
                                else if (!remove.isPending) remove.mutate(line);
                              }}
                            >
                              {line.sensoryBooth
                                ? t('basket.removeBoothShort')
                                : t('basket.remove')}
                            </button>
                          </p>
                        )}
                        {removable && blocked === line.id && (
                          <p className="field-error basket-line-blocked" role="alert">
                            {t('errors.GIFT_VOUCHER_BLOCKS_REMOVAL')}
                          </p>
                        )}
                      </PriceLine>
                    );
                  })}
                </ul>
              )}
            />
          )}
          {gifts.length > 0 && (
            <section className="basket-gifts" aria-labelledby="basket-gifts">
              <h2 id="basket-gifts">{t('donations.basket.title')}</h2>
              <DonationLineList
                lines={gifts}
                renderActions={(gift) => (
                  <>
                    <Link
                      to={`/contributions/donations/${gift.fundId}`}
                      aria-label={t('donations.basket.changeNamed', { fund: gift.fundName })}
                    >
                      {t('donations.basket.change')}
                    </Link>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t('donations.basket.removeNamed', { fund: gift.fundName })}
                      aria-disabled={removeGift.isPending || undefined}
                      onClick={() => {
                        if (removeGift.isPending) return;
                        setProblem(null);
                        removeGift.mutate(gift, {
                          onSuccess: () => {
                            setArrival(null);
                            setSaid(t('donations.basket.removed', { fund: gift.fundName }));
                            // Focus stays on the page, not on a button that has gone.
                            heading.current?.focus();
                          },
                          onError: (error) =>
                            failed(error, () => setProblem(t(apiErrorKey(error)))),
                        });
                      }}
                    >
                      {t('basket.remove')}
                    </button>
                  </>
                )}
              />
              <p className="muted">
                {t('donations.basket.noFees')}{' '}
                <Link to="/contributions/donations">{t('donations.basket.giveMore')}</Link>
              </p>
            </section>
          )}
          <BasketGiftVouchers
            cart={cart}
            onRemoved={(text) => {
              setProblem(null);
              setArrival(null);
              setSaid(text);
              heading.current?.focus();
            }}
            onFailed={(error, text) => failed(error, () => setProblem(text))}
          />
          {cart && (
            <DonationUpsell
              cart={cart}
              onAdded={(_next, text) => {
                setProblem(null);
                setArrival(null);
                setSaid(text);
              }}
              onFailed={(text) => setProblem(text)}
            />
          )}
          {/* Promo codes and refund protection are about tickets: a cart of gifts shows them
              only to take off a code applied before. */}
          {(lines.length > 0 || cart?.promo) && (
            <BasketAdjustments cart={cart} onChanged={adjusted} {...promoFrom} />
          )}
          <VoucherPaymentPanel cart={cart} onChanged={adjusted} />
          {totals && (
            <section className="checkout-summary" aria-labelledby="basket-totals">
              <h2 id="basket-totals">{t('basket.totals.title')}</h2>
              <TotalsList
                {...totals}
                deliveryKnown={false}
                voucherRows={
                  <VoucherPaymentRows
                    payments={totals.voucherPayments}
                    onChanged={adjusted}
                    onFailed={setProblem}
                  />
                }
              />
              {totals.tickets && <p className="muted">{t('basket.allIn')}</p>}
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
        <p id="empty-text">
          {lines.length > 0
            ? t('basket.emptyText', { count: lines.length })
            : t(
                gifts.length > 0
                  ? 'donations.basket.emptyText'
                  : vouchers.length > 0
                    ? 'giftVouchers.basket.emptyText'
                    : 'memberships.basket.emptyText',
              )}
          {lines.length > 0 && gifts.length > 0 && ` ${t('donations.basket.emptyTextAlso')}`}
          {memberships.length > 0 &&
            (lines.length > 0 || gifts.length > 0 || vouchers.length > 0) &&
            ` ${t('memberships.basket.emptyTextAlso')}`}
        </p>
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
            {t(lines.length > 0 ? 'basket.emptyKeep' : 'donations.basket.emptyKeep')}
          </button>
        </div>
      </dialog>
    </article>
  );
}
