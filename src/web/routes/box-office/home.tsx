/**
 * /box-office (issue 13): the box office's home, a short dashboard of what the member's role
 * may open (the nav's own list, box-office-pages.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { navigationFor } from '../../features/box-office/box-office-pages.ts';
import { ROLE_LABELS } from '../../features/box-office/role-labels.ts';
import { staffSessionQueryOptions } from '../../features/box-office/staff-session-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.home.title'));
  const { data: session } = useQuery(staffSessionQueryOptions());
  const staff = session?.staff;
  if (!staff) return null;
  const links = navigationFor(staff.role).filter((page) => page.nav?.description);
  return (
    <section className="bo-home" aria-labelledby="bo-home-title">
      <p className="eyebrow">{t('staff.home.title')}</p>
      <h1 id="bo-home-title">{t('staff.home.greeting', { name: staff.name })}</h1>
      <p className="lead">{t('staff.home.role', { role: t(ROLE_LABELS[staff.role]) })}</p>
      {links.length > 0 ? (
        <ul className="bo-cards">
          {links.map((page) =>
            page.nav ? (
              <li key={page.pattern} className="bo-card">
                <h2>
                  <Link to={page.pattern} className="bo-card-link">
                    {t(page.nav.label)}
                  </Link>
                </h2>
                {page.nav.description && <p>{t(page.nav.description)}</p>}
              </li>
            ) : null,
          )}
        </ul>
      ) : (
        <p className="bo-empty">{t('staff.home.nothingYet')}</p>
      )}
    </section>
  );
}
