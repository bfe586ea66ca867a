import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title.ts';
import {
  backKey,
  continueKey,
  StepIndicator,
  stepPath,
  useStepNeighbours,
} from '../features/checkout/checkout-steps.tsx';
import { HoldBanner } from '../features/checkout/hold-banner.tsx';
import { chooseBooker, householdBookingQueryOptions } from '../features/checkout/household-api.ts';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { apiErrorKey } from '../lib/http-client.ts';
import '../styles/checkout.css';
import '../styles/checkout-parties.css';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';

/**
 * "Select Account Holder" (spec §2, §4): a customer in a household picks the member who books
 * and pays. The choice is kept on the cart (the server checks the member is in the household,
 * then again at payment), so going back and forward keeps it.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { cart } = useCheckoutCart();
  const { data: booking } = useQuery(householdBookingQueryOptions());
  const { previous, next } = useStepNeighbours('household');
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useDocumentTitle(t('checkout.household.title'));
  const members = booking?.members ?? [];
  const you = members.find((member) => member.you);
  // What was chosen before (kept on the cart), else the customer themself.
  const chosen = picked ?? booking?.bookerCustomerId ?? you?.customerId ?? null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || chosen === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await chooseBooker(chosen);
      queryClient.setQueryData(householdBookingQueryOptions().queryKey, answer);
      navigate(stepPath(next ?? 'review'));
    } catch (error) {
      const key = apiErrorKey(error);
      const text = t(key);
      setProblem(text === key ? t('errors.INTERNAL_ERROR') : text);
      setBusy(false);
      focusAfterRender(() => alert.current);
    }
  };

  return (
    <article className="checkout checkout-household">
      <StepIndicator current="household" />
      <h1>{t('checkout.household.title')}</h1>
      <HoldBanner cart={cart} />
      <p className="lead">{t('checkout.household.intro')}</p>
      {problem && (
        <p className="booking-alert" role="alert" tabIndex={-1} ref={alert}>
          {problem}
        </p>
      )}
      <form className="checkout-form" onSubmit={(event) => void submit(event)}>
        <fieldset className="delivery-options">
          <legend>{t('checkout.household.legend')}</legend>
          {members.map((member) => {
            const id = `booker-${member.customerId}`;
            return (
              <div key={member.customerId} className="delivery-option">
                <input
                  type="radio"
                  id={id}
                  name="booker"
                  value={member.customerId}
                  checked={chosen === member.customerId}
                  onChange={() => setPicked(member.customerId)}
                />
                <label htmlFor={id}>
                  <span>
                    {member.firstName} {member.lastName}
                  </span>
                  {member.you && <span className="muted">{t('checkout.household.you')}</span>}
                </label>
              </div>
            );
          })}
        </fieldset>
        <div className="checkout-actions">
          <button type="submit" className="button button-large" aria-disabled={busy || undefined}>
            {t(continueKey(next ?? 'review'))}
          </button>
          <Link to={stepPath(previous ?? 'delivery')} className="button button-secondary">
            {t(backKey(previous ?? 'delivery'))}
          </Link>
        </div>
      </form>
    </article>
  );
}
