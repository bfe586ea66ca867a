import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type AddressProblem,
  addressProblems,
  preferredAddressId,
} from '../../shared/checkout-addresses.ts';
import {
  type DeliveryMethodChoice,
  DeliveryMethodSchema,
} from '../../shared/contracts/checkout.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { addressesQueryOptions } from '../features/account/account-api.ts';
import { AddressChoice } from '../features/checkout/address-choice.tsx';
import {
  checkoutTotals,
  deliveryFee,
  useCheckoutDraft,
} from '../features/checkout/checkout-draft.ts';
import {
  backKey,
  continueKey,
  StepIndicator,
  stepPath,
  useStepNeighbours,
} from '../features/checkout/checkout-steps.tsx';
import { HoldBanner } from '../features/checkout/hold-banner.tsx';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/checkout.css';
import '../styles/checkout-parties.css';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';

/** Message keys written out whole (the message test looks for each). */
const METHOD_TEXT: Record<DeliveryMethodChoice, { name: string; about: string }> = {
  'print-at-home': {
    name: 'checkout.delivery.printAtHome',
    about: 'checkout.delivery.printAtHomeAbout',
  },
  mobile: { name: 'checkout.delivery.mobile', about: 'checkout.delivery.mobileAbout' },
  'box-office': { name: 'checkout.delivery.boxOffice', about: 'checkout.delivery.boxOfficeAbout' },
  post: { name: 'checkout.delivery.post', about: 'checkout.delivery.postAbout' },
};

/** What stops the step: an address missing, or a new one typed in but neither saved nor cancelled. */
type Problem = AddressProblem | 'unsavedBilling' | 'unsavedDelivery';

const PROBLEM_TEXT: Record<Problem, string> = {
  billingAddress: 'errors.BILLING_ADDRESS_REQUIRED',
  deliveryAddress: 'errors.DELIVERY_ADDRESS_REQUIRED',
  unsavedBilling: 'checkout.addresses.unsaved',
  unsavedDelivery: 'checkout.addresses.unsaved',
};

const PROBLEM_TARGET: Record<Problem, string> = {
  billingAddress: '#billing-address',
  deliveryAddress: '#delivery-address',
  unsavedBilling: '#billing-address-new',
  unsavedDelivery: '#delivery-address-new',
};

/**
 * Delivery: how the tickets reach the buyer, and the addresses the order needs (billing for a
 * paid order, delivery for post), chosen from the buyer's saved addresses or added here. Every
 * choice is kept with the checkout's draft, so back and forward keep it; the server checks the
 * addresses again at payment.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const { cart } = useCheckoutCart();
  const { data: book } = useQuery(addressesQueryOptions());
  const [draft, update] = useCheckoutDraft();
  const { previous, next } = useStepNeighbours('delivery');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [adding, setAdding] = useState({ billing: false, delivery: false });
  const summary = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useDocumentTitle(t('checkout.delivery.title'));
  const addresses = book?.addresses ?? [];
  const known = (id: number | null) =>
    id !== null && addresses.some((a) => a.id === id) ? id : null;
  const billing = known(draft.billingAddressId);
  const delivery = known(draft.deliveryAddressId);
  const post = draft.deliveryMethod === 'post';
  const amountToPay = cart ? checkoutTotals(cart, draft.deliveryMethod).total : 0;

  // The saved address of the kind asked for is offered first (kept at once: back and forward,
  // and the guards, see the same choice); a choice that is no longer in the book is dropped.
  useEffect(() => {
    if (!book) return;
    const change: { billingAddressId?: number | null; deliveryAddressId?: number | null } = {};
    if (billing === null) change.billingAddressId = preferredAddressId(book.addresses, 'billing');
    if (delivery === null)
      change.deliveryAddressId = preferredAddressId(book.addresses, 'delivery');
    if (
      (change.billingAddressId !== undefined &&
        change.billingAddressId !== draft.billingAddressId) ||
      (change.deliveryAddressId !== undefined &&
        change.deliveryAddressId !== draft.deliveryAddressId)
    )
      update(change);
  }, [book, billing, delivery, draft.billingAddressId, draft.deliveryAddressId, update]);

  const found: Problem[] = [
    ...addressProblems({
      amountToPayCents: amountToPay,
      deliveryMethod: draft.deliveryMethod,
      billingAddressId: billing,
      deliveryAddressId: delivery,
    }),
    ...(adding.billing && amountToPay > 0 ? (['unsavedBilling'] as const) : []),
    ...(adding.delivery && post ? (['unsavedDelivery'] as const) : []),
  ];
  // A problem shown goes away as soon as it is put right.
  const shown = problems.filter((problem) => found.includes(problem));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblems(found);
    if (found.length > 0) {
      focusAfterRender(() => summary.current);
      return;
    }
    navigate(stepPath(next ?? 'review'));
  };

  const errorOf = (problem: Problem) => (shown.includes(problem) ? t(PROBLEM_TEXT[problem]) : null);

  return (
    <article className="checkout checkout-delivery">
      <StepIndicator current="delivery" />
      <h1>{t('checkout.delivery.title')}</h1>
      <HoldBanner cart={cart} />
      <div
        ref={summary}
        tabIndex={-1}
        role="alert"
        className={shown.length ? 'error-summary' : 'error-summary-empty'}
      >
        {shown.length > 0 && (
          <>
            <h2>{t('checkout.review.problemTitle')}</h2>
            <ul>
              {shown.map((problem) => (
                <li key={problem}>
                  <a href={PROBLEM_TARGET[problem]}>{t(PROBLEM_TEXT[problem])}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <form id="delivery-form" className="checkout-form" noValidate onSubmit={submit}>
        <fieldset className="delivery-options">
          <legend>{t('checkout.delivery.legend')}</legend>
          {DeliveryMethodSchema.options.map((method) => {
            const fee = deliveryFee(method);
            const id = `delivery-${method}`;
            return (
              <div key={method} className="delivery-option">
                <input
                  type="radio"
                  id={id}
                  name="deliveryMethod"
                  value={method}
                  checked={draft.deliveryMethod === method}
                  aria-describedby={`${id}-about`}
                  onChange={() => update({ deliveryMethod: method })}
                />
                <label htmlFor={id}>
                  <span className="delivery-name">{t(METHOD_TEXT[method].name)}</span>
                  <span className="delivery-fee">
                    {fee === 0
                      ? t('basket.totals.free')
                      : f.money({ amount: fee, currency: 'USD' })}
                  </span>
                </label>
                <p className="muted delivery-about" id={`${id}-about`}>
                  {t(METHOD_TEXT[method].about)}
                </p>
              </div>
            );
          })}
        </fieldset>
      </form>
      {/* The address choices hold forms of their own (a new address), so they sit outside the
          step's form; its buttons below name it. */}
      {amountToPay > 0 && (
        <AddressChoice
          kind="billing"
          addresses={addresses}
          value={billing}
          onChange={(id) => update({ billingAddressId: id })}
          error={errorOf('billingAddress') ?? errorOf('unsavedBilling')}
          onAddingChange={(open) => setAdding((now) => ({ ...now, billing: open }))}
        />
      )}
      {post && (
        <AddressChoice
          kind="delivery"
          addresses={addresses}
          value={delivery}
          onChange={(id) => update({ deliveryAddressId: id })}
          error={errorOf('deliveryAddress') ?? errorOf('unsavedDelivery')}
          onAddingChange={(open) => setAdding((now) => ({ ...now, delivery: open }))}
        />
      )}
      <div className="checkout-actions">
        <button type="submit" form="delivery-form" className="button button-large">
          {t(continueKey(next ?? 'review'))}
        </button>
        <Link to={stepPath(previous ?? 'basket')} className="button button-secondary">
          {t(backKey(previous ?? 'basket'))}
        </Link>
      </div>
    </article>
  );
}
