/**
 * What a direct debit page (verify, confirmed) shows when its plan cannot be read: no plan id in
 * the address, or the server's refusal (not this customer's plan, signed out, …), with the way
 * back to the account's memberships. One place for both pages.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { planErrorText } from './plan-error.ts';

export function PlanPageError({
  title,
  planId,
  error,
}: {
  title: string;
  planId: string | null;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <article className="checkout order-page">
      <h1>{title}</h1>
      <p className="booking-alert" role="alert">
        {planId ? planErrorText(t, error) : t('errors.PAYMENT_PLAN_NOT_FOUND')}
      </p>
      <p className="checkout-actions">
        <Link to="/account/memberships" className="button button-secondary">
          {t('order.directDebit.toAccount')}
        </Link>
      </p>
    </article>
  );
}
