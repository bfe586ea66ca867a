import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CONTACT_PERMISSIONS } from '../../shared/contracts/account.ts';
import { RegisterBodySchema, type SignedInResponse } from '../../shared/contracts/auth.ts';
import { AddressFields } from '../components/address-fields.tsx';
import {
  CheckField,
  ErrorSummary,
  formValues,
  TextField,
  useFormErrors,
} from '../components/form-kit.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { captchaToken } from '../features/account/captcha.ts';
import {
  keptReturnTo,
  rememberSignIn,
  safeReturnTo,
  withReturnTo,
} from '../features/account/session-api.ts';
import { PolicyDetails } from '../features/checkout/policy-details.tsx';
import { currentLocale, useTranslation } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { ApiError } from '../lib/http-client.ts';

const FORM = 'register';

/**
 * /register (spec §5): phone and address shown and required; prefix and middle name hidden;
 * county and state shown but optional; contact preferences; terms. The shared contract checks
 * the form before it is sent, the server checks it again.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const back = keptReturnTo(params);
  const carried = (location.state as { email?: string } | null)?.email ?? '';
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [exists, setExists] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setExists(false);
    const values = formValues(event.currentTarget);
    if (!form.validate(RegisterBodySchema, values)) return;
    setBusy(true);
    try {
      const captcha = await captchaToken('register');
      const answer = await api.post<SignedInResponse>(
        `/api/auth/register?lang=${currentLocale()}`,
        {
          ...values,
          captchaToken: captcha,
        },
      );
      rememberSignIn(answer);
      navigate(safeReturnTo(back, '/account/your-details'), {
        replace: true,
        state: { welcome: true },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REGISTER_FAILED') setExists(true);
      form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  const field = { form: FORM, errors: form.errors };
  return (
    <section className="auth-page auth-page-wide" aria-labelledby="register-title">
      <h1 id="register-title">{t('auth.register.title')}</h1>
      <p className="lead">{t('auth.register.intro')}</p>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      >
        {exists && (
          <p className="form-links">
            <Link to={withReturnTo('/login', back)}>{t('auth.register.signInInstead')}</Link>
            <Link to={withReturnTo('/reset-password', back)}>{t('auth.login.forgotPassword')}</Link>
          </p>
        )}
      </ErrorSummary>
      <form className="form-card" noValidate onSubmit={submit} aria-labelledby="register-title">
        <p className="muted">{t('account.form.allRequired')}</p>
        <fieldset className="form-section">
          <legend>{t('auth.register.aboutYou')}</legend>
          <div className="field-row">
            <TextField
              {...field}
              name="firstName"
              label={t('account.fields.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              {...field}
              name="lastName"
              label={t('account.fields.lastName')}
              autoComplete="family-name"
              required
            />
          </div>
          <TextField
            {...field}
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            defaultValue={carried}
            required
          />
          <TextField
            {...field}
            name="phone"
            type="tel"
            inputMode="numeric"
            label={t('account.fields.phone')}
            hint={t('account.fields.phoneHint')}
            autoComplete="tel"
            required
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('auth.register.passwordSection')}</legend>
          <TextField
            {...field}
            name="password"
            type="password"
            label={t('auth.fields.password')}
            hint={t('auth.fields.passwordHint')}
            autoComplete="new-password"
            required
          />
          <TextField
            {...field}
            name="confirmPassword"
            type="password"
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('auth.register.addressSection')}</legend>
          <AddressFields form={FORM} errors={form.errors} prefix="address." required />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('account.contactPreferences.title')}</legend>
          <p className="muted">{t('account.contactPreferences.intro')}</p>
          {CONTACT_PERMISSIONS.map((code) => (
            <CheckField
              key={code}
              {...field}
              name="contactPermissions[]"
              value={code}
              label={t(`account.contactPermissions.${code}`)}
            />
          ))}
        </fieldset>
        <PolicyDetails policy="terms" />
        <PolicyDetails policy="privacy" />
        <CheckField {...field} name="acceptTerms" label={t('auth.register.acceptTerms')} required />
        <button type="submit" className="button button-large" aria-disabled={busy || undefined}>
          {t('auth.register.submit')}
        </button>
      </form>
      <p className="auth-alternative">
        {t('auth.register.haveAccount')}{' '}
        <Link to={withReturnTo('/login', back)}>{t('auth.register.signInInstead')}</Link>
      </p>
    </section>
  );
}
