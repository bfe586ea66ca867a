import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { sessionQueryOptions } from '../features/account/session-api.ts';
import {
  continueKey,
  StepIndicator,
  stepPath,
  useStepNeighbours,
} from '../features/checkout/checkout-steps.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/checkout.css';

/**
 * The account step: signed in, go on; signed out, sign in or register with the account pages,
 * which come back to the next step (delivery; review for a cart of gifts only). The cart stays
 * with this browser, so nothing held is lost.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: session } = useQuery(sessionQueryOptions());
  const customer = session?.customer;
  const { next: nextStep } = useStepNeighbours('account');
  const nextPath = stepPath(nextStep ?? 'delivery');
  const back = encodeURIComponent(nextPath);
  useDocumentTitle(t('checkout.account.title'));
  return (
    <article className="checkout checkout-account">
      <StepIndicator current="account" />
      <h1>{t('checkout.account.title')}</h1>
      {customer ? (
        <section className="checkout-panel">
          <p>
            {t('checkout.account.signedInAs', {
              name: `${customer.firstName} ${customer.lastName}`,
              email: customer.email,
            })}
          </p>
          <div className="checkout-actions">
            <Link to={nextPath} className="button button-large">
              {t(continueKey(nextStep ?? 'delivery'))}
            </Link>
            <Link to="/basket" className="button button-secondary">
              {t('checkout.backToBasket')}
            </Link>
          </div>
        </section>
      ) : (
        <>
          <p className="lead">{t('checkout.account.intro')}</p>
          <div className="checkout-choices">
            <section className="checkout-panel" aria-labelledby="account-returning">
              <h2 id="account-returning">{t('checkout.account.returningTitle')}</h2>
              <p>{t('checkout.account.returningText')}</p>
              <Link to={`/login?returnTo=${back}`} className="button">
                {t('checkout.account.signIn')}
              </Link>
            </section>
            <section className="checkout-panel" aria-labelledby="account-new">
              <h2 id="account-new">{t('checkout.account.newTitle')}</h2>
              <p>{t('checkout.account.newText')}</p>
              <Link to={`/register?returnTo=${back}`} className="button button-secondary">
                {t('checkout.account.register')}
              </Link>
            </section>
          </div>
          <p className="muted">{t('checkout.account.cartKept')}</p>
          <p className="checkout-actions">
            <Link to="/basket" className="button button-secondary">
              {t('checkout.backToBasket')}
            </Link>
          </p>
        </>
      )}
    </article>
  );
}
