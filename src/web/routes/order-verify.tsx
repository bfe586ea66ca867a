import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { settledOrderPage } from '../../shared/order-page.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { orderStatusQueryOptions } from '../features/checkout/checkout-api.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/checkout.css';

/** How often the status is asked while the provider decides, and when to say it takes long. */
const POLL_MS = 2_000;
const SLOW_MS = 30_000;

/**
 * /order/verify: paid, not yet final. The status is asked every two seconds until the order is
 * confirmed or failed (or the payment came to nothing), then the buyer is taken on.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const number = params.get('order') ?? '';
  const [slow, setSlow] = useState(false);
  const { data, error } = useQuery({
    ...orderStatusQueryOptions(number),
    enabled: number !== '',
    refetchInterval: (query) =>
      query.state.data && settledOrderPage(query.state.data) !== null ? false : POLL_MS,
  });
  useDocumentTitle(t('order.verify.title'));
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const next = data ? settledOrderPage(data) : null;
  if (next) return <Navigate to={next} replace />;
  if (!number || error)
    return (
      <article className="checkout order-page">
        <h1>{t('order.verify.title')}</h1>
        <p className="booking-alert" role="alert">
          {t('errors.ORDER_NOT_FOUND')}
        </p>
      </article>
    );
  return (
    <article className="checkout order-page" aria-busy="true">
      <h1>{t('order.verify.title')}</h1>
      <div className="verify-spinner" aria-hidden="true" />
      <p role="status">{t('order.verify.checking', { number })}</p>
      <p className="muted">{t('order.verify.stay')}</p>
      {slow && <p className="notice">{t('order.verify.slow', { number })}</p>}
    </article>
  );
}
