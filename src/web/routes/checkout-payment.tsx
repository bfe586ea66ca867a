import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  donationLinesOf,
  giftVoucherLinesOf,
  membershipLinesOf,
  ticketLinesOf,
} from '../../shared/contracts/cart.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { DonationLineList } from '../features/cart/donation-lines.tsx';
import { GiftVoucherLineList } from '../features/cart/gift-voucher-lines.tsx';
import { MembershipLineList } from '../features/cart/membership-lines.tsx';
import { AccountCreditPanel } from '../features/checkout/account-credit-panel.tsx';
import { startPayment } from '../features/checkout/checkout-api.ts';
import {
  checkoutTotals,
  clearDraft,
  paymentKey,
  readDraft,
  rememberOrder,
} from '../features/checkout/checkout-draft.ts';
import { StepIndicator } from '../features/checkout/checkout-steps.tsx';
import { HoldBanner } from '../features/checkout/hold-banner.tsx';
import { TotalsList } from '../features/checkout/order-lines.tsx';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart.ts';
import { VoucherPaymentRows } from '../features/gift-vouchers/voucher-payment-rows.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import { ApiError } from '../lib/http-client.ts';
import '../styles/checkout.css';
import { DELIVERY_NAME } from '../features/checkout/delivery-names.ts';

/**
 * What the provider said last time (the return route's ?outcome=), in the reader's words: each
 * says what happened and that no money was taken, once. What the buyer can do next follows it
 * (RETRY_TEXT while the seats are held); only a card exists to pay with, so a declined card
 * points to another card, never to "another method".
 */
const OUTCOME_TEXT: Record<string, string> = {
  declined: 'errors.PAYMENT_DECLINED',
  failed: 'errors.PAYMENT_FAILED',
  cancelled: 'errors.PAYMENT_CANCELLED',
  expired: 'checkout.payment.expired',
};
const RETRY_TEXT: Record<string, string> = {
  declined: 'checkout.payment.retryAnotherCard',
};
/** The same, for a cart of gifts only: nothing is held, the gift simply waits in the cart. */
const GIFT_RETRY_TEXT: Record<string, string> = {
  declined: 'donations.payment.retryAnotherCard',
};

/**
 * Payment, in the payment layout: the amount, then "Pay" sends the review's answers to the API
 * and the browser on to the provider's hosted page (or, for a free order, to its confirmation).
 * Back from the provider with an outcome, it says what happened and offers the payment again.
 */
export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // The cart, with a reserved order being paid later: its seats are paid with it.
  const { cart } = useCheckoutCart();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [voucherProblem, setVoucherProblem] = useState(false);
  /** This visit's Idempotency-Key: a second click, or a retry after an error, reuses it. */
  const attemptKey = useRef<string | null>(null);
  const draft = readDraft();
  useDocumentTitle(t('checkout.payment.title'));
  const outcome = params.get('outcome');
  const outcomeKey = outcome ? OUTCOME_TEXT[outcome] : undefined;
  const lines = cart?.lines ?? [];
  const reviewed = draft.acceptTerms && draft.acknowledgePrivacy;

  const pay = async () => {
    if (busy || !cart) return;
    setBusy(true);
    setProblem(null);
    // The review's key; back from the provider with its answer, that attempt is over: a new one.
    attemptKey.current ??= paymentKey(outcome !== null);
    try {
      const answer = await startPayment(
        {
          deliveryMethod: draft.deliveryMethod,
          ...(draft.orderNotes.trim() ? { orderNotes: draft.orderNotes } : {}),
          // Access notes are about a visit: a cart of gifts has none to send.
          ...(draft.accessNotes.trim() && ticketLinesOf(cart).length > 0
            ? { accessNotes: draft.accessNotes }
            : {}),
          acceptTerms: true,
          acknowledgePrivacy: true,
          // The total this page shows: a price changed since is refused, not charged.
          expectedTotalCents: totals.total,
          // The delivery step's addresses (checked again by the server: the buyer's own).
          ...(draft.billingAddressId ? { billingAddressId: draft.billingAddressId } : {}),
          ...(draft.deliveryMethod === 'post' && draft.deliveryAddressId
            ? { deliveryAddressId: draft.deliveryAddressId }
            : {}),
        },
        locale,
        attemptKey.current,
      );
      const number = answer.kind === 'redirect' ? answer.orderNumber : answer.order.number;
      rememberOrder({
        number,
        deliveryMethod: draft.deliveryMethod,
        lines: ticketLinesOf(cart),
        donations: donationLinesOf(cart),
        giftVouchers: giftVoucherLinesOf(cart),
        memberships: membershipLinesOf(cart),
      });
      if (answer.kind === 'redirect') {
        // The provider's own page (PCI SAQ A: card numbers never touch ours).
        window.location.assign(answer.redirectUrl);
        return;
      }
      clearDraft();
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      navigate(`/order/confirmed?order=${encodeURIComponent(number)}`, { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      const key = `errors.${code}`;
      const text = t(key);
      setProblem(text === key ? t('errors.PAYMENT_FAILED') : text);
      setVoucherProblem(code.startsWith('GIFT_VOUCHER_'));
      if (code === 'CART_EXPIRED' || code === 'CART_EMPTY' || code === 'CART_PRICES_CHANGED')
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
      setBusy(false);
    }
  };

  if (!cart || lines.length === 0)
    return (
      <article className="checkout checkout-payment">
        <h1>{t('checkout.payment.title')}</h1>
        {outcomeKey && (
          <p className="booking-alert" role="alert">
            {t(outcomeKey)}
          </p>
        )}
        <p>
          {t(
            outcome === 'expired'
              ? 'checkout.payment.seatsReleased'
              : 'checkout.payment.nothingHeld',
          )}
        </p>
        <p className="checkout-actions">
          <Link to="/listings" className="button">
            {t('basket.browse')}
          </Link>
        </p>
      </article>
    );

  const totals = checkoutTotals(cart, draft.deliveryMethod);
  const ticketCount = ticketLinesOf(cart).length;
  const giftCount = donationLinesOf(cart).length;
  const vouchers = giftVoucherLinesOf(cart);
  const voucherCount = vouchers.reduce((sum, line) => sum + line.quantity, 0);
  const memberships = membershipLinesOf(cart);
  // A plan (a monthly or yearly membership, a monthly gift) charges the card again: it is kept.
  const keepsCard =
    memberships.some((line) => line.paymentOption !== 'one-off' || line.autoRenew) ||
    donationLinesOf(cart).some((line) => line.recurring === 'monthly');
  const retryText = totals.tickets
    ? ((outcome && RETRY_TEXT[outcome]) ?? 'checkout.payment.retryHint')
    : giftCount > 0
      ? ((outcome && GIFT_RETRY_TEXT[outcome]) ?? 'donations.payment.retryHint')
      : memberships.length > 0 && voucherCount === 0
        ? outcome === 'declined'
          ? 'memberships.payment.retryAnotherCard'
          : 'memberships.payment.retryHint'
        : outcome === 'declined'
          ? 'giftVouchers.payment.retryAnotherCard'
          : 'giftVouchers.payment.retryHint';
  // What the provider is charged: the total less the account credit applied.
  const amount = f.money({ amount: totals.leftToPay, currency: 'USD' });
  // Nothing to pay: the order is placed without the provider's page (spec: free orders, or
  // account credit covering it all).
  const free = totals.leftToPay === 0;
  // Gift vouchers paying it all: not a free order to the buyer, one paid without a card.
  const paidByVouchers = free && totals.giftVouchers > 0;

  return (
    <article className="checkout checkout-payment">
      <StepIndicator current="payment" />
      <h1>{t('checkout.payment.title')}</h1>
      {outcomeKey && (
        <div className="booking-alert payment-outcome" role="alert">
          <p>{t(outcomeKey)}</p>
          <p>{t(retryText)}</p>
        </div>
      )}
      <HoldBanner cart={cart} />
      <section aria-labelledby="payment-summary" className="checkout-summary">
        <h2 id="payment-summary">{t('checkout.payment.summary')}</h2>
        <p>
          {[
            ...(ticketCount > 0
              ? [
                  t('checkout.payment.tickets', { count: ticketCount }),
                  t(DELIVERY_NAME[draft.deliveryMethod]),
                ]
              : []),
            ...(memberships.length > 0
              ? [t('memberships.payment.count', { count: memberships.length })]
              : []),
            ...(giftCount > 0 ? [t('donations.payment.gifts', { count: giftCount })] : []),
            ...(voucherCount > 0
              ? [t('giftVouchers.payment.vouchers', { count: voucherCount })]
              : []),
          ].join(' · ')}
        </p>
        {memberships.length > 0 && <MembershipLineList lines={memberships} />}
        {giftCount > 0 && <DonationLineList lines={donationLinesOf(cart)} />}
        {vouchers.length > 0 && <GiftVoucherLineList lines={vouchers} />}
        <TotalsList
          {...totals}
          voucherRows={<VoucherPaymentRows payments={totals.voucherPayments} />}
        />
      </section>
      {/* Vouchers paying it all, credit has nothing left to pay (it would only spare them). */}
      {!(paidByVouchers && totals.credit === 0) && <AccountCreditPanel totalCents={totals.total} />}
      {problem && (
        <p className="booking-alert" role="alert">
          {problem}
          {/* A voucher refused at Pay (spent elsewhere, expired) is taken off in the basket. */}
          {voucherProblem && (
            <>
              {' '}
              <Link to="/basket">{t('giftVouchers.pay.toBasket')}</Link>
            </>
          )}
        </p>
      )}
      {reviewed ? (
        <>
          {keepsCard && !free && <p className="notice">{t('memberships.payment.cardKept')}</p>}
          <p className="muted">
            {t(
              paidByVouchers
                ? 'giftVouchers.pay.coversAllNote'
                : free
                  ? 'checkout.payment.freeNote'
                  : 'checkout.payment.redirectNote',
            )}
          </p>
          <div className="checkout-actions">
            <button
              type="button"
              className="button button-large"
              aria-disabled={busy || undefined}
              onClick={() => void pay()}
            >
              {busy
                ? t('checkout.payment.starting')
                : free
                  ? t(paidByVouchers ? 'giftVouchers.pay.placePaid' : 'checkout.payment.placeFree')
                  : outcomeKey
                    ? t('checkout.payment.retry', { amount })
                    : t('checkout.payment.pay', { amount })}
            </button>
            <Link to="/checkout/review" className="button button-secondary">
              {t('checkout.backToReview')}
            </Link>
          </div>
        </>
      ) : (
        <div className="checkout-actions">
          <p>{t('checkout.payment.reviewFirst')}</p>
          <Link to="/checkout/review" className="button">
            {t('checkout.backToReview')}
          </Link>
        </div>
      )}
    </article>
  );
}
