import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { type CheckoutStep, neighbours } from './checkout-step-list.ts';
import { useCheckoutSteps } from './use-checkout-cart.ts';

export type { CheckoutStep } from './checkout-step-list.ts';

/** Message keys written out whole: the message test finds every key it ships. */
const STEP_LABEL: Record<CheckoutStep, string> = {
  basket: 'checkout.steps.basket',
  account: 'checkout.steps.account',
  memberships: 'memberships.terms.step',
  delivery: 'checkout.steps.delivery',
  'add-ons': 'checkout.steps.addOns',
  household: 'checkout.steps.household',
  'gift-aid': 'giving.giftAid.title',
  review: 'checkout.steps.review',
  payment: 'checkout.steps.payment',
};

/** "Continue to …" and "Back to …" for each step (their own sentences in every language). */
const CONTINUE_TO: Record<CheckoutStep, string> = {
  basket: 'checkout.backToBasket',
  account: 'checkout.continueToAccount',
  memberships: 'memberships.terms.continueTo',
  delivery: 'checkout.continueToDelivery',
  'add-ons': 'checkout.continueToAddOns',
  household: 'checkout.continueToHousehold',
  'gift-aid': 'giving.giftAid.continueTo',
  review: 'checkout.continueToReview',
  payment: 'checkout.continueToPayment',
};
const BACK_TO: Record<CheckoutStep, string> = {
  basket: 'checkout.backToBasket',
  account: 'checkout.backToAccount',
  memberships: 'memberships.terms.backTo',
  delivery: 'checkout.backToDelivery',
  'add-ons': 'checkout.backToAddOns',
  household: 'checkout.backToHousehold',
  'gift-aid': 'giving.giftAid.backTo',
  review: 'checkout.backToReview',
  payment: 'checkout.backToReview',
};
export const continueKey = (step: CheckoutStep) => CONTINUE_TO[step];
export const backKey = (step: CheckoutStep) => BACK_TO[step];

export const stepPath = (step: CheckoutStep) => `/checkout/${step}`;

/** Where "Back" and "Continue" lead from a step, in this checkout's own list of steps. */
export function useStepNeighbours(step: CheckoutStep) {
  return neighbours(useCheckoutSteps(), step);
}

/**
 * Where the buyer is in checkout: an ordered list, the current step marked with aria-current,
 * the steps done are links back (what was entered is kept), the ones ahead plain text. The
 * list is this checkout's own (checkout-step-list.ts): household and add-ons only when relevant.
 */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const steps = useCheckoutSteps();
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps.label')} className="checkout-steps">
      <ol>
        {steps.map((step, index) => {
          const name = t(STEP_LABEL[step]);
          const state = index < at ? 'done' : index === at ? 'current' : 'ahead';
          return (
            <li key={step} className={`checkout-step checkout-step-${state}`}>
              {state === 'done' ? (
                // The number is inside the link: on a phone, where only the current step's name
                // is shown, the number is what one taps to go back.
                <Link to={stepPath(step)}>
                  <span className="checkout-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="checkout-step-name">{name}</span>
                </Link>
              ) : (
                <>
                  <span className="checkout-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span
                    className="checkout-step-name"
                    aria-current={state === 'current' ? 'step' : undefined}
                  >
                    {name}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <p className="checkout-step-count muted">
        {t('checkout.steps.count', { step: at + 1, total: steps.length })}
      </p>
    </nav>
  );
}
