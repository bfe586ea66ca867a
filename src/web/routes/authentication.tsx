import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  type LinkStatusResponse,
  MagicLinkRequestBodySchema,
  type SignedInResponse,
} from '../../shared/contracts/auth.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { captchaToken } from '../features/account/captcha.ts';
import {
  ErrorSummary,
  formValues,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../features/account/form-kit.tsx';
import {
  keptReturnTo,
  rememberSignIn,
  safeReturnTo,
  withReturnTo,
} from '../features/account/session-api.ts';
import { currentLocale, useTranslation } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { ApiError } from '../lib/http-client.ts';

const FORM = 'magic';

/** Asks for a sign-in link; the same answer for any e-mail. */
function RequestForm({ again }: { again?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const carried = (location.state as { email?: string } | null)?.email ?? '';
  const form = useFormErrors();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = form.validate(MagicLinkRequestBodySchema, formValues(event.currentTarget));
    if (!body) return;
    setBusy(true);
    try {
      const captcha = await captchaToken('magic_link');
      await api.post('/api/auth/magic-link', { email: body.email, captchaToken: captcha });
      form.clear();
      setSentTo(body.email);
    } catch (error) {
      form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="lead">{again ? t('auth.magic.requestAgain') : t('auth.magic.intro')}</p>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={sentTo ? t('auth.magic.sent', { email: sentTo }) : undefined} />
      <form className="form-card" noValidate onSubmit={submit} aria-label={t('auth.magic.title')}>
        <TextField
          form={FORM}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          errors={form.errors}
          defaultValue={carried}
          required
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {sentTo ? t('auth.magic.sendAgain') : t('auth.magic.send')}
        </button>
      </form>
    </>
  );
}

/**
 * The link from the mail. Opening it only checks it; signing in takes a press of the button,
 * so a mail scanner that opens links cannot spend it.
 */
function VerifyLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = keptReturnTo(params);
  const [state, setState] = useState<'checking' | 'valid' | 'expired' | 'failed'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .post<LinkStatusResponse>('/api/auth/magic-link/check', { token })
      .then(() => live && setState('valid'))
      .catch((error: unknown) => {
        if (!live) return;
        setState(
          error instanceof ApiError && (error.code === 'AUTH_LINK_EXPIRED' || error.status === 400)
            ? 'expired'
            : 'failed',
        );
      });
    return () => {
      live = false;
    };
  }, [token]);

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api.post<SignedInResponse>(
        `/api/auth/magic-link/verify?lang=${currentLocale()}`,
        { token },
      );
      rememberSignIn(answer);
      navigate(safeReturnTo(back, '/account/your-details'), { replace: true });
    } catch (error) {
      setState(
        error instanceof ApiError && error.code === 'AUTH_LINK_EXPIRED' ? 'expired' : 'failed',
      );
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return <p className="lead">{t('auth.link.checking')}</p>;
  if (state === 'expired' || state === 'failed')
    return (
      <>
        <p className="notice notice-warning" role="alert">
          {state === 'expired' ? t('errors.AUTH_LINK_EXPIRED') : t('errors.generalText')}
        </p>
        <RequestForm again />
      </>
    );
  return (
    <>
      <p className="lead">{t('auth.magic.ready')}</p>
      <p>
        <button
          type="button"
          className="button button-large"
          onClick={() => void signIn()}
          aria-disabled={busy || undefined}
        >
          {t('auth.magic.signIn')}
        </button>
      </p>
    </>
  );
}

/** /authentication: magic-link sign-in, and the link's expiry (spec §2, §4). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('auth.magic.title'));
  return (
    <section className="auth-page" aria-labelledby="magic-title">
      <h1 id="magic-title">{t('auth.magic.title')}</h1>
      {token ? <VerifyLink token={token} /> : <RequestForm />}
      <p className="auth-alternative">
        <Link to={withReturnTo('/login', keptReturnTo(params))}>{t('auth.magic.usePassword')}</Link>
      </p>
    </section>
  );
}
