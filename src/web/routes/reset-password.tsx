import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordBodySchema, type SignedInResponse } from '../../shared/contracts/auth.ts';
import { ErrorSummary, formValues, TextField, useFormErrors } from '../components/form-kit.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { EmailLinkRequest, type EmailLinkTexts } from '../features/account/email-link-request.tsx';
import {
  keptReturnTo,
  rememberSignIn,
  safeReturnTo,
  withReturnTo,
} from '../features/account/session-api.ts';
import { useLinkCheck } from '../features/account/use-link-check.ts';
import { currentLocale, useTranslation } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { ApiError } from '../lib/http-client.ts';

const FORM = 'reset';

const RESET_TEXTS: EmailLinkTexts = {
  title: 'auth.reset.title',
  intro: 'auth.reset.intro',
  requestAgain: 'auth.reset.requestAgain',
  sent: 'auth.reset.sent',
  send: 'auth.reset.send',
  sendAgain: 'auth.reset.sendAgain',
  failed: 'auth.errors.resetFailed',
};

function RequestForm({ expired }: { expired?: boolean }) {
  return (
    <EmailLinkRequest
      form={FORM}
      endpoint="/api/auth/password-reset"
      captchaAction="reset"
      texts={RESET_TEXTS}
      again={expired}
    />
  );
}

/** The link from the mail: checked first, then a new password (twice), then signed in. */
function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = keptReturnTo(params);
  const form = useFormErrors();
  const [state, setState] = useLinkCheck('/api/auth/password-reset/check', token);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = form.validate(ResetPasswordBodySchema, {
      ...formValues(event.currentTarget),
      token,
    });
    if (!body) return;
    setBusy(true);
    try {
      const answer = await api.post<SignedInResponse>(
        `/api/auth/password-reset/confirm?lang=${currentLocale()}`,
        body,
      );
      rememberSignIn(answer);
      navigate(safeReturnTo(back, '/account/your-details'), {
        replace: true,
        state: { notice: 'auth.reset.done' },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AUTH_LINK_EXPIRED') setState('expired');
      form.fail(error, 'auth.errors.resetFailed');
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return <p className="lead">{t('auth.link.checking')}</p>;
  if (state === 'expired')
    return (
      <>
        <p className="notice notice-warning" role="alert">
          {t('errors.AUTH_LINK_EXPIRED')}
        </p>
        <RequestForm expired />
      </>
    );
  if (state === 'failed')
    return (
      <p className="notice notice-warning" role="alert">
        {t('auth.errors.resetFailed')}
      </p>
    );
  return (
    <>
      <p className="lead">{t('auth.reset.chooseIntro')}</p>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form
        className="form-card"
        noValidate
        onSubmit={submit}
        aria-label={t('auth.reset.chooseTitle')}
      >
        <TextField
          form={FORM}
          name="password"
          type="password"
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordHint')}
          autoComplete="new-password"
          errors={form.errors}
          required
        />
        <TextField
          form={FORM}
          name="confirmPassword"
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          errors={form.errors}
          required
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('auth.reset.save')}
        </button>
      </form>
    </>
  );
}

/** /reset-password: request a link; with ?token= from the mail, choose a new password. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = token ? t('auth.reset.chooseTitle') : t('auth.reset.title');
  useDocumentTitle(title);
  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{title}</h1>
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
      <aside className="help-text" aria-label={t('auth.reset.helpLabel')}>
        <p>{t('auth.resetHelp')}</p>
      </aside>
      <p className="auth-alternative">
        <Link to={withReturnTo('/login', keptReturnTo(params))}>{t('auth.backToSignIn')}</Link>
      </p>
    </section>
  );
}
