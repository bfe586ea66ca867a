/**
 * /contributions/memberships/:membership (spec §2, §3 Membership, §5; issue 12): one level, and
 * the choice of how to pay for it: once for a year (optionally renewing by itself each year), or
 * by a monthly or yearly direct debit that charges the card until stopped in the account. "Add
 * to cart" puts it in the cart (switching the cart to the members' mode of sale) and leads to
 * the basket. Membership needs an account: signed out, the page says so and leads to sign in
 * and back. A level already held says until when; an unknown one says so in the API's words.
 * Problems show beside their fields and in a summary that takes the focus.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { membershipLinesOf } from '../../../shared/contracts/cart.ts';
import type { MembershipLevel } from '../../../shared/contracts/memberships.ts';
import {
  CheckField,
  ErrorSummary,
  errorId,
  type FieldErrors,
  fieldId,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import {
  forgetSession,
  loginPath,
  sessionQueryOptions,
  withReturnTo,
} from '../../features/account/session-api.ts';
import { type BasketArrival, cartQueryOptions } from '../../features/cart/cart-api.ts';
import { useAddMembership } from '../../features/cart/use-cart-memberships.ts';
import {
  chargedByPlan,
  errorsFromApi,
  initialMembershipForm,
  levelAction,
  type MembershipFormState,
  membershipBody,
} from '../../features/memberships/membership-form-model.ts';
import { BenefitsValue, MembershipPrices } from '../../features/memberships/membership-prices.tsx';
import { membershipLevelQueryOptions } from '../../features/memberships/memberships-api.ts';
import { useMembershipText } from '../../features/memberships/use-membership-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError, apiErrorKey } from '../../lib/http-client.ts';
import '../../styles/donations.css';
import '../../styles/memberships.css';

const FORM = 'membership';

export function Component() {
  const { t, locale } = useTranslation();
  const { membership: slug = '' } = useParams();
  const session = useQuery(sessionQueryOptions()).data;
  const reader = session?.customer?.id ?? null;
  const { data: level, error } = useQuery(membershipLevelQueryOptions(slug, locale, reader));
  useDocumentTitle(level?.name ?? t('memberships.form.eyebrow'));
  return (
    <article className="giving-page donation-page membership-page">
      <p className="breadcrumb-back">
        <Link to="/contributions/memberships">{t('memberships.form.allLevels')}</Link>
      </p>
      <p className="eyebrow">{t('memberships.form.eyebrow')}</p>
      {error ? (
        <>
          <h1>{t('memberships.form.eyebrow')}</h1>
          <div className="booking-alert" role="alert">
            <p>{t(apiErrorKey(error))}</p>
          </div>
          <p>
            <Link to="/contributions/memberships" className="button">
              {t('memberships.form.chooseAnother')}
            </Link>
          </p>
        </>
      ) : (
        level && <LevelPage level={level} signedIn={reader !== null} />
      )}
    </article>
  );
}

function LevelPage({ level, signedIn }: { level: MembershipLevel; signedIn: boolean }) {
  const { t } = useTranslation();
  const text = useMembershipText();
  const action = levelAction(level, signedIn);
  return (
    <>
      <h1>{level.name}</h1>
      <p className="lead">{level.description}</p>
      {level.modeOfSaleName && (
        <p className="membership-presale">
          {t('memberships.level.presale', { name: level.modeOfSaleName })}
        </p>
      )}
      {level.benefits.length > 0 && (
        <section aria-labelledby="membership-benefits">
          <h2 id="membership-benefits" className="membership-subheading">
            {t('memberships.level.benefitsTitle')}
          </h2>
          <ul className="membership-benefits">
            {level.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      {/* Buying, the form's choices show the prices; otherwise they are shown here. */}
      {(action === 'held' || action === 'sign-in') && (
        <section aria-labelledby="membership-prices">
          <h2 id="membership-prices" className="membership-subheading">
            {t('memberships.level.pricesTitle')}
          </h2>
          <MembershipPrices level={level} />
        </section>
      )}
      <BenefitsValue level={level} />
      {action === 'held' ? (
        <div className="notice membership-held" role="status">
          <p>
            <strong>
              {level.heldUntil
                ? t('memberships.level.heldUntil', { date: text.day(level.heldUntil) })
                : t('memberships.level.held')}
            </strong>
          </p>
          <p>{t('errors.MEMBERSHIP_ALREADY_OWNED')}</p>
        </div>
      ) : action === 'sign-in' ? (
        <SignInFirst />
      ) : (
        <>
          {action === 'renew' && level.heldUntil && (
            <p className="notice membership-renewing">
              {t('memberships.form.renewing', { date: text.day(level.heldUntil) })}
            </p>
          )}
          <MembershipForm level={level} renewing={action === 'renew'} />
        </>
      )}
    </>
  );
}

/** Membership needs an account (spec §5): sign in, or create one, and come back here. */
function SignInFirst() {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="form-card membership-sign-in" aria-labelledby="membership-sign-in">
      <h2 id="membership-sign-in">{t('memberships.form.signInTitle')}</h2>
      <p>{t('memberships.form.signInText')}</p>
      <div className="membership-actions">
        <Link to={loginPath(here)} className="button">
          {t('memberships.form.signIn')}
        </Link>
        <Link to={withReturnTo('/register', here)} className="button button-secondary">
          {t('memberships.form.register')}
        </Link>
      </div>
    </section>
  );
}

function MembershipForm({ level, renewing }: { level: MembershipLevel; renewing: boolean }) {
  const { t, locale } = useTranslation();
  const text = useMembershipText();
  const f = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: cart } = useQuery(cartQueryOptions(locale));
  const inCart = cart ? membershipLinesOf(cart)[0] : undefined;
  const [form, setForm] = useState<MembershipFormState>(() => initialMembershipForm(level, inCart));
  const { errors, formError, summary, show } = useFormErrors();
  const [toBasket, setToBasket] = useState(false);
  const add = useAddMembership();
  const set = (change: Partial<MembershipFormState>) => setForm((old) => ({ ...old, ...change }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const result = membershipBody(form, level);
    setToBasket(false);
    if ('errors' in result) {
      show(result.errors as FieldErrors);
      return;
    }
    add.mutate(result.body, {
      onSuccess: (next) => {
        const line = membershipLinesOf(next)[0];
        const repriced =
          Boolean(line?.changesModeOfSale) && next.lines.some((l) => l.kind === 'ticket');
        const state: BasketArrival = {
          added: t(repriced ? 'memberships.basket.addedRepriced' : 'memberships.basket.added', {
            name: line?.levelName ?? level.name,
          }),
        };
        navigate('/basket', { state });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'MEMBERSHIP_LOGIN_REQUIRED') {
          // The session ended meanwhile: sign in again and come back to this page.
          forgetSession();
          navigate(loginPath(`${location.pathname}${location.search}`));
          return;
        }
        if (failure instanceof ApiError && failure.code === 'VALIDATION_FAILED') {
          const fields = errorsFromApi(failure.fieldKeys ?? failure.fields ?? {});
          if (Object.keys(fields).length > 0) return show(fields as FieldErrors);
        }
        if (failure instanceof ApiError && failure.code === 'MEMBERSHIP_OPTION_UNAVAILABLE')
          return show({ paymentOption: 'errors.MEMBERSHIP_OPTION_UNAVAILABLE' });
        // One per order: the way to the one already there goes with the message.
        setToBasket(failure instanceof ApiError && failure.code === 'MEMBERSHIP_ONE_PER_CART');
        show({}, apiErrorKey(failure));
      },
    });
  };

  const optionError = errors.paymentOption;
  const optionErrorId = `${fieldId(FORM, 'paymentOption')}-error`;
  const chosen = level.prices.find((price) => price.option === form.option);
  return (
    <>
      {inCart && (
        <p className="notice donation-replaces">
          {inCart.levelId === level.id
            ? t('memberships.form.inCart')
            : t('memberships.form.otherInCart', { name: inCart.levelName })}{' '}
          <Link to="/basket">{t('memberships.form.toBasket')}</Link>
        </p>
      )}
      <form className="form-card donation-form membership-form" noValidate onSubmit={submit}>
        <ErrorSummary form={FORM} errors={errors} formError={formError} summaryRef={summary}>
          {toBasket && (
            <p>
              <Link to="/basket">{t('memberships.form.toBasket')}</Link>
            </p>
          )}
        </ErrorSummary>
        <fieldset
          className={`form-section membership-options${optionError ? ' has-error' : ''}`}
          aria-describedby={optionError ? optionErrorId : undefined}
        >
          <legend>{t('memberships.form.optionLegend')}</legend>
          {optionError && (
            <p id={optionErrorId} className="field-error">
              {t(optionError)}
            </p>
          )}
          <div className="membership-option-list">
            {level.prices.map((price, index) => {
              // The first option carries the group's id: the summary's link leads to it.
              const id =
                index === 0 ? fieldId(FORM, 'paymentOption') : `${FORM}-option-${price.option}`;
              return (
                <div key={price.option} className="membership-option">
                  <input
                    type="radio"
                    id={id}
                    name="paymentOption"
                    value={price.option}
                    checked={form.option === price.option}
                    aria-invalid={optionError ? true : undefined}
                    aria-describedby={`${FORM}-option-${price.option}-hint`}
                    onChange={() => set({ option: price.option })}
                  />
                  <label htmlFor={id}>
                    <span className="membership-option-name">{text.option(price.option)}</span>
                    <span className="membership-option-price">
                      {text.payment(price.option, price.amount)}
                    </span>
                  </label>
                  <p id={`${FORM}-option-${price.option}-hint`} className="field-hint">
                    {text.charge(price.option, price.amount)}
                  </p>
                </div>
              );
            })}
          </div>
          {form.option === 'one-off' && chosen && (
            <div className="nested-choices membership-auto-renew">
              <CheckField
                form={FORM}
                name="autoRenew"
                label={t('memberships.form.autoRenew')}
                errors={errors}
                checked={form.autoRenew}
                aria-describedby={[
                  `${FORM}-autoRenew-hint`,
                  errors.autoRenew ? errorId(FORM, 'autoRenew') : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => set({ autoRenew: event.target.checked })}
              />
              <p id={`${FORM}-autoRenew-hint`} className="field-hint">
                {t('memberships.form.autoRenewHint', { amount: f.money(chosen.amount) })}
              </p>
            </div>
          )}
          {form.option !== null && chargedByPlan(form.option) && (
            <p className="notice membership-plan-note">{t('memberships.form.planNote')}</p>
          )}
        </fieldset>
        <button
          type="submit"
          className="button button-large"
          aria-disabled={add.isPending || undefined}
        >
          {add.isPending
            ? t('memberships.form.adding')
            : t(renewing ? 'memberships.form.submitRenew' : 'memberships.form.submit')}
        </button>
      </form>
    </>
  );
}
