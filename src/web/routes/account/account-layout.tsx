import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { sessionQueryOptions } from '../../features/account/session-api.ts';
import { siteStatusQueryOptions } from '../../features/site/site-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/account.css';

/**
 * The spec's navigation, as far as its pages exist; gift aid where the theatre claims it, the
 * household where there is one.
 */
const PAGES = [
  ['your-details', 'account.nav.yourDetails'],
  ['addresses', 'account.nav.addresses'],
  ['contact-preferences', 'account.nav.contactPreferences'],
  ['your-orders', 'account.nav.yourOrders'],
  ['giving-history', 'account.nav.givingHistory'],
  ['memberships', 'account.nav.memberships'],
  ['account-credit', 'account.nav.accountCredit'],
  ['gift-voucher-balance', 'giftVouchers.account.nav'],
  ['print-at-home-tickets', 'account.nav.printAtHomeTickets'],
  ['payment-cards', 'account.nav.paymentCards'],
  ['volunteering', 'account.nav.volunteering'],
  ['education', 'account.nav.education'],
  ['access', 'account.nav.access'],
  ['update-password', 'account.nav.updatePassword'],
  ['your-profile', 'account.nav.yourProfile'],
] as const;

/** /account/…: the account navigation beside (on a phone, above) the page. */
export function Component() {
  const { t } = useTranslation();
  const customer = useQuery(sessionQueryOptions()).data?.customer;
  // UK gift aid's page exists only where the theatre claims it (GIFT_AID_ENABLED).
  const giftAid = useQuery(siteStatusQueryOptions()).data?.giftAid ?? false;
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a phone the navigation scrolls sideways: bring the current page's link into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - strip.offsetLeft - 16;
  }, [pathname]);
  return (
    <div className="account-area">
      <nav className="account-nav" aria-label={t('account.nav.label')}>
        {customer && (
          <p className="account-greeting">
            {t('account.nav.greeting', { name: `${customer.firstName} ${customer.lastName}` })}
          </p>
        )}
        <ul ref={list}>
          {PAGES.map(([path, key]) => (
            <li key={path}>
              <NavLink to={`/account/${path}`}>{t(key)}</NavLink>
            </li>
          ))}
          {giftAid && (
            <li>
              <NavLink to="/account/gift-aid">{t('account.nav.giftAid')}</NavLink>
            </li>
          )}
          {customer?.inHousehold && (
            <li>
              <NavLink to="/account/household">{t('account.nav.household')}</NavLink>
            </li>
          )}
        </ul>
      </nav>
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  );
}
