import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { membershipLinesOf } from '../../shared/contracts/cart.ts';
import type { MembershipLine } from '../../shared/contracts/memberships.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { useCheckoutDraft } from '../features/checkout/checkout-draft.ts';
import {
  backKey,
  continueKey,
  StepIndicator,
  stepPath,
  useStepNeighbours,
} from '../features/checkout/checkout-steps.tsx';
import { membershipTermsKey } from '../features/checkout/membership-terms.ts';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart.ts';
import { useMembershipText } from '../features/memberships/use-membership-text.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';
import '../styles/checkout.css';
import '../styles/memberships.css';

const AGREE_ID = 'membership-terms-agree';

/**
 * /checkout/memberships (issue 12): a step of the checkout only when the cart holds a
 * membership (checkout-step-list.ts), right after the account. It sets out the membership's
 * terms: when it starts and expires, how it is paid and whether it renews by itself, and for a
 * monthly or yearly plan that the card paid with is kept to charge each payment by direct debit
 * until the plan is stopped in the account. "I agree" is required before going on; the
 * agreement is kept (checkout draft) for these terms only (membership-terms.ts).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cart } = useCheckoutCart();
  const { previous, next } = useStepNeighbours('memberships');
  const [draft, update] = useCheckoutDraft();
  const key = cart ? membershipTermsKey(cart) : null;
  const [agreed, setAgreed] = useState(() => key !== null && draft.membershipTerms === key);
  const [problem, setProblem] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useDocumentTitle(t('memberships.terms.title'));
  const lines = cart ? membershipLinesOf(cart) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed || key === null) {
      setProblem(true);
      focusAfterRender(() => summary.current);
      return;
    }
    update({ membershipTerms: key });
    navigate(stepPath(next ?? 'review'));
  };

  return (
    <article className="checkout checkout-memberships">
      <StepIndicator current="memberships" />
      <h1>{t('memberships.terms.title')}</h1>
      <div
        ref={summary}
        tabIndex={-1}
        role="alert"
        className={problem ? 'error-summary' : 'error-summary-empty'}
      >
        {problem && (
          <>
            <h2>{t('checkout.review.problemTitle')}</h2>
            <ul>
              <li>
                <a href={`#${AGREE_ID}`}>{t('memberships.terms.agreeRequired')}</a>
              </li>
            </ul>
          </>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="empty-state">
          {t('memberships.terms.none')} <Link to="/basket">{t('checkout.backToBasket')}</Link>
        </p>
      ) : (
        <form className="checkout-form" noValidate onSubmit={submit}>
          {lines.map((line) => (
            <MembershipTerms key={line.id} line={line} />
          ))}
          <div className={`consent-check${problem ? ' has-error' : ''}`}>
            <input
              type="checkbox"
              id={AGREE_ID}
              checked={agreed}
              aria-invalid={problem || undefined}
              aria-describedby={problem ? `${AGREE_ID}-error` : undefined}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setProblem(false);
                // Unticked, the terms are no longer agreed to: the later steps ask again.
                else update({ membershipTerms: '' });
              }}
            />
            <label htmlFor={AGREE_ID}>{t('memberships.terms.agree')}</label>
            {problem && (
              <p className="field-error" id={`${AGREE_ID}-error`}>
                {t('memberships.terms.agreeRequired')}
              </p>
            )}
          </div>
          <div className="checkout-actions">
            <button type="submit" className="button button-large">
              {t(continueKey(next ?? 'review'))}
            </button>
            <Link to={stepPath(previous ?? 'account')} className="button button-secondary">
              {t(backKey(previous ?? 'account'))}
            </Link>
          </div>
        </form>
      )}
    </article>
  );
}

/** One membership's terms, as a list of facts and, for a plan, what happens to the card. */
function MembershipTerms({ line }: { line: MembershipLine }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = useMembershipText();
  const plan = line.paymentOption !== 'one-off';
  return (
    <section className="checkout-section membership-terms" aria-labelledby={`terms-${line.id}`}>
      <h2 id={`terms-${line.id}`}>{line.levelName}</h2>
      <dl className="membership-terms-list">
        <div>
          <dt>{t('memberships.terms.starts')}</dt>
          <dd>
            {text.day(line.startsOn)}
            {line.renewal && <span className="muted"> {t('memberships.terms.runsOn')}</span>}
          </dd>
        </div>
        <div>
          {/* A plan's first payment covers a month or a year; the plan runs on after it. */}
          <dt>{t(plan ? 'memberships.terms.paidUntil' : 'memberships.terms.expires')}</dt>
          <dd>{text.day(line.expiresOn)}</dd>
        </div>
        <div>
          <dt>{t('memberships.terms.payment')}</dt>
          <dd>
            {text.option(line.paymentOption)}: {text.payment(line.paymentOption, line.price.allIn)}
          </dd>
        </div>
        <div>
          <dt>{t('memberships.terms.renewal')}</dt>
          <dd>
            {plan
              ? t(
                  line.paymentOption === 'monthly'
                    ? 'memberships.terms.renewsMonthly'
                    : 'memberships.terms.renewsYearly',
                )
              : line.autoRenew
                ? t('memberships.terms.renewsOneOff', { date: text.day(line.expiresOn) })
                : t('memberships.terms.endsOneOff', { date: text.day(line.expiresOn) })}
          </dd>
        </div>
      </dl>
      {(plan || line.autoRenew) && (
        <p className="notice membership-card-kept">
          {t(
            line.paymentOption === 'monthly'
              ? 'memberships.terms.cardKeptMonthly'
              : line.paymentOption === 'yearly'
                ? 'memberships.terms.cardKeptYearly'
                : 'memberships.terms.cardKeptRenewal',
            { amount: f.money(line.price.allIn) },
          )}
        </p>
      )}
    </section>
  );
}
