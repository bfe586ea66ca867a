import { useRef, useState } from 'react';
import type { PaymentPlan } from '../../../shared/contracts/memberships.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import { LiveStatus } from './live-status.tsx';
import { saveAutoRenew } from './payment-plans-api.ts';
import { PlanDetails, usePerInterval } from './plan-details.tsx';
import { planErrorText } from './plan-error.ts';
import { givingPlanChangeable, planStopped } from './plan-view.ts';

/**
 * A monthly gift: its fund, whether it still runs, its plan (card, next payment, payments), and
 * "Stop monthly gift", asked once more before it is done. Stopped, the buttons go: the focus
 * moves to the gift's heading and the live region says what happened.
 */
export function GivingPlanCard({ plan }: { plan: PaymentPlan }) {
  const { t } = useTranslation();
  const perInterval = usePerInterval();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const headingId = `giving-plan-${plan.id}`;
  const stopped = planStopped(plan);
  const amount = perInterval(plan.amount, plan.interval);

  const stop = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await saveAutoRenew(plan.id, false);
      setConfirming(false);
      setStatus(t('account.givingPlans.stoppedNow', { fund: plan.description }));
      focusAfterRender(() => heading.current);
    } catch (failure) {
      setError(planErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="panel giving-plan" aria-labelledby={headingId}>
      <header className="held-membership-head">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {plan.description}
        </h3>
        <span className={stopped ? 'tag' : 'tag tag-you'}>
          {stopped ? t('account.givingPlans.stopped') : t('account.givingPlans.active')}
        </span>
      </header>
      <LiveStatus text={status} />
      {/* Just stopped, the live region above says it already. */}
      {stopped && !status && <p className="muted">{t('account.givingPlans.stoppedText')}</p>}
      <PlanDetails
        plan={plan}
        name={plan.description}
        headingId={headingId}
        cardChangeable={givingPlanChangeable(plan)}
        actions={
          givingPlanChangeable(plan) &&
          (confirming ? (
            <div className="confirm-box">
              <p id={`${headingId}-question`}>
                {t('account.givingPlans.confirmStop', { amount, fund: plan.description })}
              </p>
              {error && (
                <p className="field-error" role="alert">
                  {error}
                </p>
              )}
              <p className="actions">
                <button
                  ref={confirmButton}
                  type="button"
                  className="button"
                  aria-describedby={`${headingId}-question`}
                  aria-disabled={busy || undefined}
                  onClick={() => void stop()}
                >
                  {t('account.givingPlans.confirmYes')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setConfirming(false);
                    setError(undefined);
                    focusAfterRender(() => stopButton.current);
                  }}
                >
                  {t('account.givingPlans.keep')}
                </button>
              </p>
            </div>
          ) : (
            <button
              ref={stopButton}
              type="button"
              className="button button-secondary"
              aria-describedby={headingId}
              onClick={() => {
                setConfirming(true);
                // The question replaces the button: the reader goes on from its answer.
                focusAfterRender(() => confirmButton.current);
              }}
            >
              {t('account.givingPlans.stop')}
            </button>
          ))
        }
      />
    </article>
  );
}
