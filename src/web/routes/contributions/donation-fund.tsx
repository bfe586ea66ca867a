/**
 * /contributions/donations/:fundId: give to one fund (spec §3 Donation, §9 presets). The amount
 * is a preset or "Other" (typed in the reader's number conventions), then the donor-list name or
 * anonymity, and a tribute (in honour or in memory of someone, with an e-mail to tell). An
 * appeal code in the address (`?appeal=`) goes with the gift. A signed-in donor may make it a
 * monthly gift (issue 12), charged each month until stopped in their account. A gift already in the cart for
 * this fund fills the form: giving again replaces it. A closed or unknown fund says so in the
 * API's words. Problems show beside their fields and in a summary that takes the focus.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { donationLinesOf } from '../../../shared/contracts/cart.ts';
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  DONATION_PRESETS_CENTS,
  type Fund,
  type TributeKind,
} from '../../../shared/contracts/donations.ts';
import { formatMoneyShort, usd } from '../../../shared/money.ts';
import { exampleAmount } from '../../../shared/parse-money.ts';
import {
  CheckField,
  ErrorSummary,
  errorId,
  type FieldErrors,
  fieldId,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import {
  forgetSession,
  loginPath,
  sessionQueryOptions,
} from '../../features/account/session-api.ts';
import { type BasketArrival, cartQueryOptions } from '../../features/cart/cart-api.ts';
import { useAddDonation } from '../../features/cart/use-cart-donations.ts';
import {
  appealFrom,
  type DonationErrors,
  type DonationFormState,
  type DonationProblem,
  donationBody,
  EMPTY_DONATION_FORM,
  errorsFromApi,
  formFromLine,
} from '../../features/donations/donation-form-model.ts';
import { FundProgress } from '../../features/donations/fund-progress.tsx';
import { fundQueryOptions } from '../../features/donations/funds-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError, apiErrorKey } from '../../lib/http-client.ts';
import '../../styles/donations.css';

const FORM = 'donate';

/** Message keys written out whole: the message test finds every key it ships. */
const TRIBUTE_LABEL: Record<TributeKind | 'none', string> = {
  none: 'donations.form.tributeNone',
  honour: 'donations.form.tributeHonour',
  memory: 'donations.form.tributeMemory',
};

export function Component() {
  const { t, locale } = useTranslation();
  const { fundId: param } = useParams();
  const fundId = Number(param);
  const [params] = useSearchParams();
  const appeal = appealFrom(params.get('appeal'));
  const { data: fund, error } = useQuery(fundQueryOptions(fundId, locale));
  useDocumentTitle(fund?.name ?? t('donations.form.eyebrow'));
  const back = `/contributions/donations${appeal ? `?${new URLSearchParams({ appeal })}` : ''}`;

  return (
    <article className="giving-page donation-page">
      <p className="breadcrumb-back">
        <Link to={back}>{t('donations.form.allFunds')}</Link>
      </p>
      <p className="eyebrow">{t('donations.form.eyebrow')}</p>
      {error || (fund && !fund.open) ? (
        <>
          <h1>{fund?.name ?? t('donations.form.eyebrow')}</h1>
          <div className="booking-alert" role="alert">
            {/* The API's own words: unknown (FUND_NOT_FOUND) or closed (FUND_CLOSED). */}
            <p>{t(error ? apiErrorKey(error) : 'errors.FUND_CLOSED')}</p>
          </div>
          <p>
            <Link to={back} className="button">
              {t('donations.form.chooseAnother')}
            </Link>
          </p>
        </>
      ) : (
        fund && <DonationForm fund={fund} appeal={appeal} />
      )}
    </article>
  );
}

function DonationForm({ fund, appeal }: { fund: Fund; appeal: string | undefined }) {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const signedIn = Boolean(useQuery(sessionQueryOptions()).data?.customer);
  const { data: cart } = useQuery(cartQueryOptions(locale));
  const given = cart ? donationLinesOf(cart).find((line) => line.fundId === fund.id) : undefined;
  const [form, setForm] = useState<DonationFormState>(() =>
    given ? formFromLine(given, locale) : EMPTY_DONATION_FORM,
  );
  const { errors, formError, summary, show } = useFormErrors();
  const add = useAddDonation();
  const set = (change: Partial<DonationFormState>) => setForm((old) => ({ ...old, ...change }));

  const money = (cents: number) => formatMoneyShort(usd(cents), locale);
  const text = (problem: DonationProblem) =>
    t(problem.key, {
      example: exampleAmount(locale),
      min: money(problem.min ?? DONATION_MIN_CENTS),
      max: money(problem.max ?? DONATION_MAX_CENTS),
    });
  const shown = (found: DonationErrors): FieldErrors =>
    Object.fromEntries(
      Object.entries(found).map(([field, problem]) => [field, text(problem)]),
    ) as FieldErrors;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const result = donationBody(form, { fundId: fund.id, appeal, locale });
    if ('errors' in result) {
      show(shown(result.errors));
      return;
    }
    add.mutate(result.body, {
      onSuccess: (next) => {
        const line = donationLinesOf(next).find((l) => l.fundId === fund.id);
        const state: BasketArrival = {
          added: t(line?.recurring ? 'donations.basket.addedMonthly' : 'donations.basket.added', {
            amount: f.money(line?.amount ?? usd(result.body.amountCents)),
            fund: line?.fundName ?? fund.name,
          }),
        };
        navigate('/basket', { state });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'SIGN_IN_REQUIRED') {
          // A monthly gift needs the donor signed in: the session ended meanwhile.
          forgetSession();
          navigate(loginPath(here));
          return;
        }
        if (failure instanceof ApiError && failure.code === 'VALIDATION_FAILED') {
          const fields = errorsFromApi(failure.fieldKeys ?? failure.fields ?? {});
          if (Object.keys(fields).length > 0) return show(shown(fields));
        }
        show({}, apiErrorKey(failure));
      },
    });
  };

  const amountError = errors.amount;
  const amountErrorId = `${fieldId(FORM, 'amount')}-error`;
  return (
    <>
      <h1>{fund.name}</h1>
      <p className="lead">{fund.description}</p>
      <FundProgress fund={fund} />
      {given && (
        <p className="notice donation-replaces">
          {t('donations.form.replaces', { amount: f.money(given.amount) })}
        </p>
      )}
      <form className="form-card donation-form" noValidate onSubmit={submit}>
        <ErrorSummary form={FORM} errors={errors} formError={formError} summaryRef={summary} />
        <fieldset
          className={`form-section donation-amounts${amountError ? ' has-error' : ''}`}
          aria-describedby={amountError ? amountErrorId : undefined}
        >
          <legend>{t('donations.form.amountLegend')}</legend>
          {amountError && (
            <p id={amountErrorId} className="field-error">
              {amountError}
            </p>
          )}
          <div className="amount-choices">
            {[...DONATION_PRESETS_CENTS, 'other' as const].map((choice, index) => {
              // The first choice carries the group's id: the summary's link leads to it.
              const id = index === 0 ? fieldId(FORM, 'amount') : `${FORM}-amount-${choice}`;
              return (
                <div key={choice} className="amount-choice">
                  <input
                    type="radio"
                    id={id}
                    name="amount"
                    value={choice}
                    checked={form.amount === choice}
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? amountErrorId : undefined}
                    onChange={() => set({ amount: choice })}
                  />
                  <label htmlFor={id}>
                    {choice === 'other' ? t('donations.form.other') : money(choice)}
                  </label>
                </div>
              );
            })}
          </div>
          {form.amount === 'other' && (
            <TextField
              form={FORM}
              name="otherAmount"
              label={t('donations.form.otherLabel')}
              hint={t('donations.form.otherHint', {
                example: exampleAmount(locale),
                min: money(DONATION_MIN_CENTS),
                max: money(DONATION_MAX_CENTS),
              })}
              errors={errors}
              inputMode="decimal"
              autoComplete="off"
              className="input-short"
              value={form.otherAmount}
              onChange={(event) => set({ otherAmount: event.target.value })}
            />
          )}
        </fieldset>
        <fieldset className="form-section donation-frequency">
          <legend>{t('donations.form.frequencyLegend')}</legend>
          {signedIn ? (
            <>
              <CheckField
                form={FORM}
                name="monthly"
                label={t('donations.form.monthly')}
                errors={errors}
                checked={form.monthly}
                aria-describedby={[
                  `${FORM}-monthly-hint`,
                  errors.monthly ? errorId(FORM, 'monthly') : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => set({ monthly: event.target.checked })}
              />
              <p id={`${FORM}-monthly-hint`} className="field-hint">
                {t('donations.form.monthlyHint')}
              </p>
            </>
          ) : (
            <p className="muted">
              {t('donations.form.monthlySignIn')}{' '}
              <Link to={loginPath(here)}>{t('donations.form.monthlySignInLink')}</Link>
            </p>
          )}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('donations.form.recognitionLegend')}</legend>
          <TextField
            form={FORM}
            name="recognitionName"
            label={t('donations.form.recognitionName')}
            hint={t('donations.form.recognitionHint')}
            errors={errors}
            optional
            autoComplete="name"
            value={form.recognitionName}
            onChange={(event) => set({ recognitionName: event.target.value })}
          />
          <CheckField
            form={FORM}
            name="anonymous"
            label={t('donations.form.anonymous')}
            errors={errors}
            checked={form.anonymous}
            onChange={(event) => set({ anonymous: event.target.checked })}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('donations.form.tributeLegend')}</legend>
          <div className="tribute-choices">
            {(['none', 'honour', 'memory'] as const).map((kind) => (
              <label key={kind} className="check" htmlFor={`${FORM}-tribute-${kind}`}>
                <input
                  type="radio"
                  id={`${FORM}-tribute-${kind}`}
                  name="tribute"
                  value={kind}
                  checked={form.tribute === kind}
                  onChange={() => set({ tribute: kind })}
                />
                <span>{t(TRIBUTE_LABEL[kind])}</span>
              </label>
            ))}
          </div>
          {form.tribute !== 'none' && (
            <div className="form-section nested-choices tribute-details">
              <TextField
                form={FORM}
                name="tributeName"
                label={t('donations.form.tributeName')}
                errors={errors}
                autoComplete="off"
                value={form.tributeName}
                onChange={(event) => set({ tributeName: event.target.value })}
              />
              <TextField
                form={FORM}
                name="tributeEmail"
                type="email"
                label={t('donations.form.tributeEmail')}
                hint={t('donations.form.tributeEmailHint')}
                errors={errors}
                optional
                autoComplete="off"
                value={form.tributeEmail}
                onChange={(event) => set({ tributeEmail: event.target.value })}
              />
            </div>
          )}
        </fieldset>
        <button
          type="submit"
          className="button button-large"
          aria-disabled={add.isPending || undefined}
        >
          {add.isPending ? t('donations.form.adding') : t('donations.form.submit')}
        </button>
      </form>
    </>
  );
}
