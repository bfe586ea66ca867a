import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { forgetSession, loginPath, sessionQueryOptions } from '../features/account/session-api.ts';
import { loadAllMessages, useTranslation } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';

const ACCESS_ROUTES = ['/login', '/register', '/reset-password', '/authentication'];

/**
 * The header's account corner: "Sign in" (coming back here afterwards), or the signed-in
 * customer's name leading to their account, and "Sign out".
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { data } = useQuery(sessionQueryOptions());
  const [failed, setFailed] = useState(false);
  const customer = data?.customer;

  const signOut = async () => {
    setFailed(false);
    try {
      await api.post('/api/auth/logout');
      forgetSession();
      navigate(location.pathname.startsWith('/account') ? '/' : location, { replace: true });
    } catch {
      // The message lives with the account texts, which this page may not have loaded yet.
      await loadAllMessages().catch(() => undefined);
      setFailed(true);
    }
  };

  if (!customer) {
    const here = `${location.pathname}${location.search}`;
    const to = ACCESS_ROUTES.includes(location.pathname) ? '/login' : loginPath(here);
    return (
      <div className="account-menu">
        <Link to={to} className="account-link">
          {t('nav.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <Link
        to="/account"
        className="account-link"
        aria-label={t('nav.yourAccountOf', { name: customer.firstName })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
        <span>{customer.firstName}</span>
      </Link>
      <button type="button" className="account-signout" onClick={() => void signOut()}>
        {t('nav.signOut')}
      </button>
      {failed && (
        <p className="account-menu-error" role="alert">
          {t('auth.errors.logoutFailed')}
        </p>
      )}
    </div>
  );
}
