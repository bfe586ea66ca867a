import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LookupResponse, SignedInResponse } from '../../shared/contracts/auth.ts';
import { LoginBodySchema, LookupBodySchema } from '../../shared/contracts/auth.ts';
import { ErrorSummary, formValues, TextField, useFormErrors } from '../components/form-kit.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { captchaToken } from '../features/account/captcha.ts';
import { rememberSignIn, safeReturnTo, withReturnTo } from '../features/account/session-api.ts';
import { currentLocale, useTranslation } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { ApiError } from '../lib/http-client.ts';

const FORM = 'login';

/**
 * /login in two steps (spec §2): find the customer by e-mail, then the password. An unknown
 * e-mail leads to /register with the address carried over; a locked account to a reset.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const rawReturnTo = params.get('returnTo');
  const returnTo = safeReturnTo(rawReturnTo);
  const keptReturnTo = rawReturnTo && returnTo === rawReturnTo ? returnTo : null;
  const carried = (location.state as { email?: string } | null)?.email ?? '';
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState(carried);
  const [notFound, setNotFound] = useState(false);
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const password = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  // Focus follows the buyer to the other step once it is drawn (not on the page's first draw,
  // which keeps the browser's own focus for the skip link).
  const focusStep = useRef(false);
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    (step === 'password' ? password : emailInput).current?.focus();
  }, [step]);

  const lookup = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setNotFound(false);
    const values = formValues(event.currentTarget);
    const body = form.validate(LookupBodySchema, values);
    if (!body) return;
    setBusy(true);
    try {
      const captcha = await captchaToken('lookup');
      await api.post<LookupResponse>('/api/auth/lookup', {
        email: body.email,
        captchaToken: captcha,
      });
      setEmail(body.email);
      form.clear();
      focusStep.current = true;
      setStep('password');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NO_CUSTOMER_FOUND') {
        setEmail(body.email);
        setNotFound(true);
      }
      form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  const login = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setLocked(false);
    const values = { ...formValues(event.currentTarget), email };
    const body = form.validate(LoginBodySchema, values);
    if (!body) return;
    setBusy(true);
    try {
      const captcha = await captchaToken('login');
      const answer = await api.post<SignedInResponse>(`/api/auth/login?lang=${currentLocale()}`, {
        email: body.email,
        password: body.password,
        captchaToken: captcha,
      });
      rememberSignIn(answer);
      navigate(returnTo, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACCOUNT_LOCKED') setLocked(true);
      if (password.current) password.current.value = '';
      form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  const changeEmail = () => {
    form.clear();
    setLocked(false);
    focusStep.current = true;
    setStep('email');
  };

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.login.title')}</h1>
      <p className="lead">
        {step === 'email' ? t('auth.login.intro') : t('auth.login.passwordIntro')}
      </p>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      >
        {notFound && (
          <p>
            <Link className="button" to={withReturnTo('/register', keptReturnTo)} state={{ email }}>
              {t('auth.login.registerWithEmail')}
            </Link>
          </p>
        )}
        {locked && (
          <p>
            <Link to={withReturnTo('/reset-password', keptReturnTo)} state={{ email }}>
              {t('auth.login.resetLink')}
            </Link>{' '}
            {t('auth.login.boxOffice')}
          </p>
        )}
      </ErrorSummary>
      {step === 'email' ? (
        <form className="form-card" noValidate onSubmit={lookup} aria-labelledby="login-title">
          <TextField
            ref={emailInput}
            form={FORM}
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            errors={form.errors}
            defaultValue={email}
            required
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('auth.login.continue')}
          </button>
        </form>
      ) : (
        <form className="form-card" noValidate onSubmit={login} aria-labelledby="login-title">
          <div className="signed-as">
            <p>
              <span className="muted">{t('auth.login.signingInAs')}</span> <strong>{email}</strong>
            </p>
            <button type="button" className="link-button" onClick={changeEmail}>
              {t('auth.login.changeEmail')}
            </button>
          </div>
          <input type="hidden" name="username" value={email} autoComplete="username" />
          <TextField
            ref={password}
            form={FORM}
            name="password"
            type="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            errors={form.errors}
            required
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('auth.login.submit')}
          </button>
          <p className="form-links">
            <Link to={withReturnTo('/reset-password', keptReturnTo)} state={{ email }}>
              {t('auth.login.forgotPassword')}
            </Link>
            <Link to={withReturnTo('/authentication', keptReturnTo)} state={{ email }}>
              {t('auth.login.useMagicLink')}
            </Link>
          </p>
        </form>
      )}
      <p className="auth-alternative">
        {t('auth.login.newHere')}{' '}
        <Link to={withReturnTo('/register', keptReturnTo)} state={email ? { email } : undefined}>
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </section>
  );
}
