import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';

/** The configured steps (spec §2): add-ons and household join when there is something to show. */
export const CHECKOUT_STEPS = ['basket', 'account', 'delivery', 'review', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Message keys written out whole: the message test finds every key it ships. */
const STEP_LABEL: Record<CheckoutStep, string> = {
  basket: 'checkout.steps.basket',
  account: 'checkout.steps.account',
  delivery: 'checkout.steps.delivery',
  review: 'checkout.steps.review',
  payment: 'checkout.steps.payment',
};

export const stepPath = (step: CheckoutStep) => `/checkout/${step}`;

/**
 * Where the buyer is in checkout: an ordered list, the current step marked with aria-current,
 * the steps done are links back (what was entered is kept), the ones ahead plain text.
 */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps.label')} className="checkout-steps">
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const name = t(STEP_LABEL[step]);
          const state = index < at ? 'done' : index === at ? 'current' : 'ahead';
          return (
            <li key={step} className={`checkout-step checkout-step-${state}`}>
              <span className="checkout-step-number" aria-hidden="true">
                {index + 1}
              </span>
              {state === 'done' ? (
                <Link to={stepPath(step)}>{name}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="checkout-step-count muted">
        {t('checkout.steps.count', { step: at + 1, total: CHECKOUT_STEPS.length })}
      </p>
    </nav>
  );
}
