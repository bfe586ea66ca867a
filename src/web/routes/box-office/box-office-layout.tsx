/**
 * The box office's frame (issue 13), instead of the storefront's header and footer: a top bar
 * with the theatre's name and "Box office", who is signed in and their role, the language and
 * "Sign out", and a nav of only the pages the member's role may open. The whole box office is a
 * lazily loaded part of the app: none of it, its texts included, is in the storefront's bundle.
 *
 * How to add a box-office page:
 *  1. Its address in src/shared/box-office-page-routes.ts (the server answers any other address
 *     with 404).
 *  2. Its entry in src/web/features/box-office/box-office-pages.ts with its least role (the same
 *     role its API routes name); with `nav: { label, description }` it shows in this nav and on
 *     the home page, to the roles that may open it. Texts are message keys under `staff.` in all
 *     six message files.
 *  3. Its parts in routes/box-office/box-office-app.ts (`boxOfficeRoutes`) under a name:
 *       season: { Component: Season, loader: seasonLoader },
 *     or, for a large page that should be a chunk of its own:
 *       door: () => import('./door.tsx').then((m) => ({ Component: m.Component, loader: … })),
 *     where the loader calls `ensureStaffData(request, queryOptions)` (box-office-loaders.ts):
 *     the guard (signed out: sign in and back; a lower role: the forbidden message), then the
 *     data. A page without data of its own uses `staffPageGuard`.
 *  4. Its address and that name in routes/box-office/box-office-route-table.ts:
 *       ['/box-office/season', 'season'],
 *     (the router adds these routes when the box office is first opened: src/web/router.tsx).
 *  5. The page module exports `Component`: one h1, `useDocumentTitle`, forms with form-kit.
 *  Then `npm run bench` (or the listings figure alone: `node bench/listings-js.ts`): the
 *  storefront's listings JavaScript must not grow.
 * The server still checks every staff route's role; the nav and the guard only mirror it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { PageOutlet } from '../../components/page-outlet.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { BOX_OFFICE_SIGN_IN, navigationFor } from '../../features/box-office/box-office-pages.ts';
import { ROLE_LABELS } from '../../features/box-office/role-labels.ts';
import {
  signOutStaff,
  staffSessionQueryOptions,
} from '../../features/box-office/staff-session-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/account.css';
import '../../styles/box-office.css';

export function Component() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the nav is one row that scrolls sideways: the current page's link is kept in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again on each page (its link is then the current one)
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    const row = current?.closest('ul');
    if (!current || !row || row.scrollWidth <= row.clientWidth) return;
    const link = current.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    row.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [pathname]);
  const navigate = useNavigate();
  const { data: session } = useQuery(staffSessionQueryOptions());
  const staff = session?.staff ?? null;
  const [signOutFailed, setSignOutFailed] = useState(false);

  const signOut = async () => {
    setSignOutFailed(false);
    try {
      await signOutStaff();
      navigate(BOX_OFFICE_SIGN_IN, { replace: true });
    } catch {
      setSignOutFailed(true);
    }
  };

  return (
    <div className="layout layout-box-office">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <ProgressBar />
      <header className="bo-topbar">
        <div className="bo-topbar-inner">
          <Link to="/box-office" className="brand bo-brand">
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>{t('meta.siteName')}</span>
            <span className="bo-brand-part">{t('staff.shell.title')}</span>
          </Link>
          {staff && (
            <p className="bo-who">
              <span className="visually-hidden">{t('staff.shell.signedInAs')} </span>
              <span className="bo-who-name">{staff.name}</span>{' '}
              <span className="bo-role">{t(ROLE_LABELS[staff.role])}</span>
            </p>
          )}
          <LanguageSwitcher />
          {staff && (
            <button type="button" className="bo-signout" onClick={() => void signOut()}>
              {t('staff.shell.signOut')}
            </button>
          )}
        </div>
        {staff && (
          <nav aria-label={t('staff.shell.navigation')} className="bo-nav" ref={nav}>
            <ul>
              {navigationFor(staff.role).map((page) =>
                page.nav ? (
                  <li key={page.pattern}>
                    <NavLink to={page.pattern} end={page.pattern === '/box-office'}>
                      {t(page.nav.label)}
                    </NavLink>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
        )}
      </header>
      {signOutFailed && (
        <p className="bo-alert" role="alert">
          {t('staff.shell.signOutFailed')}
        </p>
      )}
      <PageOutlet />
    </div>
  );
}
