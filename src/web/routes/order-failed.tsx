import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { orderStatusQueryOptions } from '../features/checkout/checkout-api.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/checkout.css';

const REASON_TEXT = {
  'seats-taken': 'order.failed.seatsTaken',
  'amount-mismatch': 'order.failed.amountMismatch',
  'payment-failed': 'order.failed.paymentFailed',
  'credit-unavailable': 'order.failed.creditUnavailable',
  'gift-voucher-unavailable': 'order.failed.giftVoucherUnavailable',
} as const;

/**
 * /order/failed: the order could not be completed. When money was taken it says it went back to
 * the card (or is going back: the provider is asked again until it refunds) and how to reach
 * the box office.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const number = params.get('order') ?? '';
  const { data: status } = useQuery({
    ...orderStatusQueryOptions(number),
    enabled: number !== '',
    // A refund under way: asked again until the provider has made it.
    refetchInterval: (query) => (query.state.data?.refundDue ? 5000 : false),
  });
  useDocumentTitle(t('order.failed.title'));
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [queryClient]);
  return (
    <article className="checkout order-page order-failed">
      <h1>{t('order.failed.title')}</h1>
      {number && <p>{t('order.failed.number', { number })}</p>}
      {status?.failureReason && <p>{t(REASON_TEXT[status.failureReason])}</p>}
      {status && status.refunded.amount > 0 && (
        <p className="notice" role="status">
          {t('order.failed.refunded', { amount: f.money(status.refunded) })}
        </p>
      )}
      {status?.refundDue && (
        <p className="notice notice-warning" role="status">
          {t('order.failed.refund', { amount: f.money(status.totals.total) })}
        </p>
      )}
      <p className="muted">{t('order.failed.help')}</p>
      <div className="checkout-actions">
        <Link to="/basket" className="button">
          {t('order.failed.toBasket')}
        </Link>
        <Link to="/listings" className="button button-secondary">
          {t('order.browseMore')}
        </Link>
      </div>
    </article>
  );
}
