import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  type DeliveryMethodChoice,
  DeliveryMethodSchema,
} from '../../shared/contracts/checkout.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { deliveryFee, useCheckoutDraft } from '../features/checkout/checkout-draft.ts';
import { StepIndicator } from '../features/checkout/checkout-steps.tsx';
import { HoldBanner } from '../features/checkout/hold-banner.tsx';
import { cartQueryOptions } from '../features/seat-map/seat-map-api.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/checkout.css';

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

/** Delivery: how the tickets reach the buyer. The choice is kept with the checkout's draft. */
export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const { data: cart } = useQuery(cartQueryOptions(locale));
  const [draft, update] = useCheckoutDraft();
  useDocumentTitle(t('checkout.delivery.title'));

  return (
    <article className="checkout checkout-delivery">
      <StepIndicator current="delivery" />
      <h1>{t('checkout.delivery.title')}</h1>
      <HoldBanner cart={cart} />
      <form
        className="checkout-form"
        onSubmit={(event) => {
          event.preventDefault();
          navigate('/checkout/review');
        }}
      >
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
        <div className="checkout-actions">
          <button type="submit" className="button button-large">
            {t('checkout.continueToReview')}
          </button>
          <Link to="/basket" className="button button-secondary">
            {t('checkout.backToBasket')}
          </Link>
        </div>
      </form>
    </article>
  );
}
