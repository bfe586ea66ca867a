import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { DeliveryMethodChoice } from '../../shared/contracts/checkout.ts';
import { usd } from '../../shared/money.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { DonationLineList } from '../features/cart/donation-lines.tsx';
import { GiftVoucherLineList } from '../features/cart/gift-voucher-lines.tsx';
import { MembershipLineList } from '../features/cart/membership-lines.tsx';
import { orderStatusQueryOptions } from '../features/checkout/checkout-api.ts';
import { clearDraft, placedOrder } from '../features/checkout/checkout-draft.ts';
import { PerformanceGroups, TotalsList } from '../features/checkout/order-lines.tsx';
import { type OrderKind, orderParts } from '../features/checkout/order-parts.ts';
import { PdfTicketLinks } from '../features/orders/pdf-ticket-links.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/checkout.css';
import { settledOrderPage } from '../../shared/order-page.ts';
import { DELIVERY_NAME } from '../features/checkout/delivery-names.ts';

/** What happens next, per delivery: only what the box office really does today. */
/** The title, the order number's sentence and the help, by what the order bought. */
const TITLE: Record<OrderKind, string> = {
  tickets: 'order.confirmed.title',
  gifts: 'donations.confirmed.title',
  vouchers: 'giftVouchers.confirmed.title',
  membership: 'memberships.confirmed.title',
};
const KEEP_NUMBER: Record<OrderKind, string> = {
  tickets: 'order.confirmed.keepNumber',
  gifts: 'donations.confirmed.keepNumber',
  vouchers: 'giftVouchers.confirmed.keepNumber',
  membership: 'memberships.confirmed.keepNumber',
};
const HELP: Record<OrderKind, string> = {
  tickets: 'order.confirmed.help',
  gifts: 'donations.confirmed.help',
  vouchers: 'giftVouchers.confirmed.help',
  membership: 'memberships.confirmed.help',
};

const NEXT_TEXT: Record<DeliveryMethodChoice, string> = {
  'print-at-home': 'order.confirmed.nextIssued',
  mobile: 'order.confirmed.nextIssued',
  'box-office': 'order.confirmed.nextCollect',
  post: 'order.confirmed.nextPost',
};

/**
 * /order/confirmed: the order number first, then what was bought (the lines kept when the buyer
 * went to pay; on another device only the totals), the totals and what happens next. An order of
 * gifts only thanks the donor and says nothing of tickets or delivery (issue 10); one of a
 * membership only thanks the member (issue 12).
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const number = params.get('order') ?? '';
  const { data: status, error } = useQuery({
    ...orderStatusQueryOptions(number),
    enabled: number !== '',
  });
  const confirmed = status?.state === 'confirmed';
  // The lines as kept at Pay (on this device); the totals from the order's status (on any).
  const placedVouchers = (status && placedOrder(number)?.giftVouchers) || [];
  const placedMemberships = (status && placedOrder(number)?.memberships) || [];
  const { kind, donations, vouchersBought, memberships } = status
    ? orderParts(status)
    : { kind: 'tickets' as const, donations: 0, vouchersBought: 0, memberships: 0 };
  const title = t(TITLE[kind]);
  useDocumentTitle(title);
  useEffect(() => {
    if (!confirmed) return;
    // The seats are sold: the cart is empty now, and the checkout's answers are done with.
    clearDraft();
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    void queryClient.invalidateQueries({ queryKey: ['performance-seats'] });
  }, [confirmed, queryClient]);

  if (!number || error)
    return (
      <article className="checkout order-page">
        <h1>{t('order.confirmed.title')}</h1>
        <p className="booking-alert" role="alert">
          {t('errors.ORDER_NOT_FOUND')}
        </p>
      </article>
    );
  if (!status) return null;
  if (!confirmed) {
    const next = settledOrderPage(status);
    return <Navigate to={next ?? `/order/verify?order=${encodeURIComponent(number)}`} replace />;
  }
  const placed = placedOrder(number);
  // Account credit is inside what was paid (decision 009): the card paid the rest.
  const credit = status.totals.credit?.amount ?? 0;
  // Gift vouchers too (issue 11): the card paid what neither covered.
  const vouchers = status.totals.giftVouchers?.amount ?? 0;
  const card = status.totals.totalPaid.amount - credit - vouchers;
  const method = placed?.deliveryMethod;
  return (
    <article className="checkout order-page order-confirmed">
      <div className="order-banner">
        <h1>{title}</h1>
        <p className="order-number">
          {t('order.confirmed.number')} <strong>{number}</strong>
        </p>
        <p>{t(KEEP_NUMBER[kind])}</p>
      </div>
      {method && status.ticketCount > 0 && (
        <section aria-labelledby="order-next" className="checkout-section">
          <h2 id="order-next">{t('order.confirmed.nextTitle')}</h2>
          <p>
            {t(DELIVERY_NAME[method])}: {t(NEXT_TEXT[method])}
          </p>
          {/* Tickets to print or show: here at once (they are in the confirmation mail too). */}
          {(method === 'print-at-home' || method === 'mobile') && (
            <PdfTicketLinks orderNumber={number} />
          )}
        </section>
      )}
      {status.ticketCount > 0 && (
        <section aria-labelledby="order-tickets" className="checkout-section">
          <h2 id="order-tickets">{t('order.confirmed.tickets', { count: status.ticketCount })}</h2>
          {placed && <PerformanceGroups lines={placed.lines} headingLevel={3} />}
        </section>
      )}
      {memberships > 0 && (
        <section aria-labelledby="order-membership" className="checkout-section">
          <h2 id="order-membership">{t('memberships.basket.title')}</h2>
          {placedMemberships.length > 0 && <MembershipLineList lines={placedMemberships} />}
          <p>{t('memberships.confirmed.thanks')}</p>
        </section>
      )}
      {donations > 0 && (
        <section aria-labelledby="order-gifts" className="checkout-section">
          <h2 id="order-gifts">{t('donations.basket.title')}</h2>
          {placed && placed.donations.length > 0 && <DonationLineList lines={placed.donations} />}
          <p>{t('donations.confirmed.thanks')}</p>
        </section>
      )}
      {vouchersBought > 0 && (
        <section aria-labelledby="order-vouchers" className="checkout-section">
          <h2 id="order-vouchers">{t('giftVouchers.basket.title')}</h2>
          {placedVouchers.length > 0 && <GiftVoucherLineList lines={placedVouchers} />}
          <p>{t('giftVouchers.confirmed.next')}</p>
        </section>
      )}
      <section aria-labelledby="order-totals" className="checkout-summary">
        <h2 id="order-totals">{t('basket.totals.title')}</h2>
        <TotalsList
          // Refund protection is inside the order's subtotal: shown on a line of its own.
          subtotal={
            status.totals.subtotal.amount +
            status.totals.fees.amount -
            (status.totals.refundProtection?.amount ?? 0) -
            donations -
            vouchersBought -
            memberships
          }
          donations={donations}
          vouchersBought={vouchersBought}
          memberships={memberships}
          tickets={status.ticketCount > 0}
          refundProtection={status.totals.refundProtection?.amount ?? 0}
          fees={status.totals.fees.amount}
          delivery={status.totals.delivery.amount}
          total={status.totals.total.amount}
          discount={status.totals.discount.amount}
        />
        <p className="muted">
          {vouchers > 0
            ? t('giftVouchers.paid.summary', {
                parts: [
                  ...(card > 0
                    ? [t('giftVouchers.paid.card', { amount: f.money(usd(card)) })]
                    : []),
                  ...(credit > 0
                    ? [t('giftVouchers.paid.credit', { amount: f.money(usd(credit)) })]
                    : []),
                  t('giftVouchers.paid.vouchers', { amount: f.money(usd(vouchers)) }),
                ].join(', '),
              })
            : credit > 0
              ? t('order.confirmed.paidWithCredit', {
                  card: f.money(usd(status.totals.totalPaid.amount - credit)),
                  credit: f.money(usd(credit)),
                })
              : t('order.confirmed.paid', { amount: f.money(status.totals.totalPaid) })}
        </p>
      </section>
      <p className="muted">{t(HELP[kind])}</p>
      <p className="checkout-actions">
        <Link to="/listings" className="button button-secondary">
          {t('order.browseMore')}
        </Link>
      </p>
    </article>
  );
}
