import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SignedInResponse } from '../../shared/contracts/auth.ts';
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

const FORM = 'magic';

const MAGIC_LINK_TEXTS: EmailLinkTexts = {
  title: 'auth.magic.title',
  intro: 'auth.magic.intro',
  requestAgain: 'auth.magic.requestAgain',
  sent: 'auth.magic.sent',
  send: 'auth.magic.send',
  sendAgain: 'auth.magic.sendAgain',
  failed: 'errors.INTERNAL_ERROR',
};

function RequestForm({ again }: { again?: boolean }) {
  return (
    <EmailLinkRequest
      form={FORM}
      endpoint="/api/auth/magic-link"
      captchaAction="magic_link"
      texts={MAGIC_LINK_TEXTS}
      again={again}
    />
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
  const [state, setState] = useLinkCheck('/api/auth/magic-link/check', token);
  const [busy, setBusy] = useState(false);

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
