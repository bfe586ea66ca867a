import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { directDebitQueryOptions } from '../../features/payment-plans/payment-plans-api.ts';
import { PlanNumberText } from '../../features/payment-plans/plan-number-text.tsx';
import { PlanPageError } from '../../features/payment-plans/plan-page-error.tsx';
import {
  planIdOf,
  pollAgain,
  sessionOf,
  settledPlanPage,
  VERIFY_POLL_MS,
} from '../../features/payment-plans/plan-view.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/checkout.css';
import '../../styles/payment-plans.css';

/**
 * /order/direct-debits/verify?plan=&session= (spec §4 Direct debit): where the provider's card
 * page comes back to. The server asks the provider how the page stands; while the card is still
 * being set up the page asks again every two seconds a few times, then says it takes long and
 * offers to check again. Confirmed or failed, it moves on to that page.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const planId = planIdOf(params);
  const session = sessionOf(params);
  const queryClient = useQueryClient();
  const options = directDebitQueryOptions(planId ?? '', session);
  const { data, error, refetch, isFetching } = useQuery({
    ...options,
    enabled: planId !== null,
    refetchInterval: (query) =>
      pollAgain(query.state.data, query.state.dataUpdateCount) ? VERIFY_POLL_MS : false,
  });
  useDocumentTitle(t('order.directDebit.verifyTitle'));
  const next = data ? settledPlanPage(data) : null;
  if (next) return <Navigate to={next} replace />;
  if (!planId || error)
    return (
      <PlanPageError title={t('order.directDebit.verifyTitle')} planId={planId} error={error} />
    );
  // Still being set up after the last of the few checks: the reader decides when to ask again.
  const answers = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const waiting = data !== undefined && !pollAgain(data, answers);
  return (
    <article className="checkout order-page" aria-busy={!waiting}>
      <h1>{t('order.directDebit.verifyTitle')}</h1>
      {!waiting && <div className="verify-spinner" aria-hidden="true" />}
      <p role="status">
        <PlanNumberText
          planId={planId}
          say={(plan) =>
            waiting
              ? t('order.directDebit.slow', { plan })
              : t('order.directDebit.checking', { plan })
          }
        />
      </p>
      {!waiting && <p className="muted">{t('order.directDebit.stay')}</p>}
      {waiting && (
        <p className="checkout-actions">
          <button
            type="button"
            className="button"
            aria-disabled={isFetching || undefined}
            onClick={() => {
              if (!isFetching) void refetch();
            }}
          >
            {t('order.directDebit.checkAgain')}
          </button>
          <Link to="/account/memberships" className="button button-secondary">
            {t('order.directDebit.toAccount')}
          </Link>
        </p>
      )}
    </article>
  );
}
