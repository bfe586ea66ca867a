import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { directDebitQueryOptions } from '../../features/payment-plans/payment-plans-api.ts';
import { usePerInterval } from '../../features/payment-plans/plan-details.tsx';
import { PlanPageError } from '../../features/payment-plans/plan-page-error.tsx';
import { dayInstant, planIdOf, settledPlanPage } from '../../features/payment-plans/plan-view.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/checkout.css';
import '../../styles/payment-plans.css';

/**
 * /order/direct-debits/confirmed?plan= (spec §4): the card is set up. The plan's number, what it
 * pays for, its amount and interval, the next payment and the card; on to the account. A plan
 * whose card is not (or not yet) set up goes to the page that says so.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  const perInterval = usePerInterval();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const planId = planIdOf(params);
  const { data: plan, error } = useQuery({
    ...directDebitQueryOptions(planId ?? '', null),
    enabled: planId !== null,
  });
  const confirmed = plan?.mandate === 'confirmed';
  useDocumentTitle(t('order.directDebit.confirmedTitle'));
  useEffect(() => {
    // The memberships page shows the new card when next opened.
    if (confirmed) void queryClient.invalidateQueries({ queryKey: ['account', 'memberships'] });
  }, [confirmed, queryClient]);

  if (!planId || error)
    return (
      <PlanPageError title={t('order.directDebit.confirmedTitle')} planId={planId} error={error} />
    );
  if (!plan) return null;
  if (!confirmed)
    return (
      <Navigate
        to={
          settledPlanPage(plan) ?? `/order/direct-debits/verify?plan=${encodeURIComponent(plan.id)}`
        }
        replace
      />
    );
  const next = plan.nextInstalment;
  return (
    <article className="checkout order-page direct-debit-page">
      <div className="order-banner">
        <h1>{t('order.directDebit.confirmedTitle')}</h1>
        <p className="order-number">
          {t('order.directDebit.planNumber')} <strong>{plan.id}</strong>
        </p>
      </div>
      <dl className="direct-debit-facts">
        <div>
          <dt>{t('order.directDebit.pays')}</dt>
          <dd>{plan.description}</dd>
        </div>
        <div>
          <dt>{t('order.directDebit.amount')}</dt>
          <dd>{perInterval(plan.amount, plan.interval)}</dd>
        </div>
        <div>
          <dt>{t('order.directDebit.nextPayment')}</dt>
          <dd>
            {next
              ? t('account.plans.nextValue', {
                  amount: f.money(next.amount),
                  date: f.date(dayInstant(next.dueOn), 'inSentence'),
                })
              : t('account.plans.noNext')}
          </dd>
        </div>
        <div>
          <dt>{t('order.directDebit.card')}</dt>
          <dd>{plan.card ?? t('account.plans.noCard')}</dd>
        </div>
      </dl>
      <p>
        {plan.kind === 'donation'
          ? t('order.directDebit.confirmedNextGift')
          : t('order.directDebit.confirmedNext')}
      </p>
      <p className="checkout-actions">
        <Link to="/account/memberships" className="button">
          {t('order.directDebit.toAccount')}
        </Link>
      </p>
    </article>
  );
}
