import { Link, NavLink } from 'react-router';
import { AccountMenu } from '../components/account-menu.tsx';
import { BasketLink } from '../components/basket-link.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { PageOutlet } from '../components/page-outlet.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { useTranslation } from '../i18n/i18n.ts';

/** The storefront's usual frame: header with navigation and language, footer with the box office. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout layout-default">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <ProgressBar />
      <header className="site-header">
        <div className="site-header-inner">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>{t('meta.siteName')}</span>
          </Link>
          <nav aria-label={t('nav.mainNavigation')} className="site-nav">
            <NavLink to="/listings">{t('nav.whatsOn')}</NavLink>
            <NavLink to="/contributions/donations" className="site-nav-donate">
              {t('nav.donate')}
            </NavLink>
          </nav>
          <BasketLink />
          <AccountMenu />
          <LanguageSwitcher />
        </div>
      </header>
      <PageOutlet />
      <SiteFooter />
    </div>
  );
}
