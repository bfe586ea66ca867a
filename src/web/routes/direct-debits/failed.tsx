import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ChangeCardButton } from '../../features/payment-plans/change-card-button.tsx';
import { directDebitQueryOptions } from '../../features/payment-plans/payment-plans-api.ts';
import { PlanNumberText } from '../../features/payment-plans/plan-number-text.tsx';
import { planIdOf } from '../../features/payment-plans/plan-view.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/checkout.css';
import '../../styles/payment-plans.css';

/**
 * /order/direct-debits/failed?plan= (spec §4): the card was not set up (refused, or the reader
 * left the provider's page). A plan that keeps its earlier card says so; then what to do: try
 * the provider's page again, or call the box office (decision 016: its number and hours).
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const planId = planIdOf(params);
  const { data: plan } = useQuery({
    ...directDebitQueryOptions(planId ?? '', null),
    enabled: planId !== null,
  });
  useDocumentTitle(t('order.directDebit.failedTitle'));
  // A card change left unfinished: the plan goes on with the card it had.
  const keptCard = plan?.mandate === 'confirmed' ? plan.card : null;
  const canRetry = plan !== undefined && plan.status !== 'cancelled';
  return (
    <article className="checkout order-page order-failed direct-debit-page">
      <h1>{t('order.directDebit.failedTitle')}</h1>
      {planId && (
        <p>
          <PlanNumberText
            planId={planId}
            say={(plan) => t('order.directDebit.failedPlan', { plan })}
          />
        </p>
      )}
      {keptCard && (
        <p className="notice" role="status">
          {t('order.directDebit.keptCard', { card: keptCard })}
        </p>
      )}
      <section aria-labelledby="direct-debit-next" className="checkout-section">
        <h2 id="direct-debit-next">{t('order.directDebit.whatNow')}</h2>
        {canRetry && (
          <div className="direct-debit-retry">
            <p id="direct-debit-retry-text">{t('order.directDebit.tryAgainText')}</p>
            <ChangeCardButton
              planId={plan.id}
              hasCard={plan.card !== null}
              describedBy="direct-debit-retry-text"
              secondary={false}
              label={t('order.directDebit.tryAgain')}
            />
          </div>
        )}
        <p>{t('order.directDebit.callUs')}</p>
      </section>
      <p className="checkout-actions">
        <Link to="/account/memberships" className="button button-secondary">
          {t('order.directDebit.toAccount')}
        </Link>
      </p>
    </article>
  );
}
