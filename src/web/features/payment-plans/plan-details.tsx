import type { ReactNode } from 'react';
import type { PaymentPlan } from '../../../shared/contracts/memberships.ts';
import type { Money } from '../../../shared/money.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ChangeCardButton } from './change-card-button.tsx';
import { awaitingRetry, dayInstant, historyNewestFirst, instalmentState } from './plan-view.ts';

/** "$10.00 a month", "$120.00 a year". */
export function usePerInterval() {
  const { t } = useTranslation();
  const f = useFormat();
  return (amount: Money, interval: PaymentPlan['interval']) =>
    interval === 'month'
      ? t('account.plans.perMonth', { amount: f.money(amount) })
      : t('account.plans.perYear', { amount: f.money(amount) });
}

/** The plan's payments, newest first: due day, amount, and how it went (failed attempts too). */
function PaymentHistory({ plan, caption }: { plan: PaymentPlan; caption: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const columns = [t('account.plans.date'), t('account.plans.amount'), t('account.plans.state')];
  if (plan.history.length === 0) return <p className="muted">{t('account.plans.noHistory')}</p>;
  return (
    <div className="record-table-wrap">
      <table className="record-table plan-history">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((label, index) => (
              <th key={label} scope="col" className={index === 1 ? 'num' : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {historyNewestFirst(plan.history).map((instalment, index) => {
            const state = instalmentState(instalment);
            return (
              // Payments have no id of their own; a due day may hold a retried one twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is redrawn whole
              <tr key={`${instalment.dueOn}-${index}`}>
                <td data-label={columns[0]}>{f.date(dayInstant(instalment.dueOn), 'full')}</td>
                <td data-label={columns[1]} className="num">
                  {f.money(instalment.amount)}
                </td>
                <td data-label={columns[2]}>
                  <span className={`plan-state plan-state-${instalment.state}`}>
                    {t(state.key, {
                      ...(state.date ? { date: f.date(state.date, 'inSentence') } : {}),
                      ...(state.count !== undefined ? { count: state.count } : {}),
                    })}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A direct debit plan as its owner sees it: its number, amount, card (with "Change card"), the
 * next payment, whether its card is still being set up or failed to be, and every payment.
 */
export function PlanDetails({
  plan,
  name,
  headingId,
  cardChangeable,
  actions,
}: {
  plan: PaymentPlan;
  /** What the plan pays for, to name its payments' table. */
  name: string;
  /** The heading the plan's buttons belong to. */
  headingId: string;
  cardChangeable: boolean;
  /** More of the plan's actions, beside "Change card" (a monthly gift's "Stop"). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const perInterval = usePerInterval();
  const next = plan.nextInstalment;
  return (
    <div className="plan-details">
      <dl className="details-list plan-facts">
        <div>
          <dt>{t('account.plans.id')}</dt>
          <dd className="plan-id">{plan.id}</dd>
        </div>
        <div>
          <dt>{t('account.plans.amount')}</dt>
          <dd>{perInterval(plan.amount, plan.interval)}</dd>
        </div>
        <div>
          <dt>{t('account.plans.card')}</dt>
          <dd>{plan.card ?? t('account.plans.noCard')}</dd>
        </div>
        <div>
          <dt>{t('account.plans.next')}</dt>
          <dd>
            {!next
              ? t('account.plans.noNext')
              : awaitingRetry(next) && next.nextAttemptAt
                ? t('account.plans.nextRetry', {
                    amount: f.money(next.amount),
                    date: f.date(next.nextAttemptAt, 'inSentence'),
                  })
                : t('account.plans.nextValue', {
                    amount: f.money(next.amount),
                    date: f.date(dayInstant(next.dueOn), 'inSentence'),
                  })}
          </dd>
        </div>
      </dl>
      {plan.mandate === 'setting-up' && <p className="notice">{t('account.plans.settingUp')}</p>}
      {plan.mandate === 'failed' && (
        <p className="notice notice-warning">{t('account.plans.mandateFailed')}</p>
      )}
      {(cardChangeable || actions) && (
        <div className="plan-actions">
          {cardChangeable && (
            <ChangeCardButton
              planId={plan.id}
              hasCard={plan.card !== null}
              describedBy={headingId}
            />
          )}
          {actions}
        </div>
      )}
      <h4 className="plan-history-title">{t('account.plans.history')}</h4>
      <PaymentHistory plan={plan} caption={t('account.plans.historyCaption', { name })} />
    </div>
  );
}
