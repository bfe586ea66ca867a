/**
 * Where a season set-up page is (issue 13): Season › production › performance, each a link
 * but the last.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n.ts';
import { seasonPaths } from './season-paths.ts';

export function SeasonCrumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  const all = [{ label: t('staff.season.pages.listTitle'), to: seasonPaths.list }, ...trail];
  return (
    <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
      <ol>
        {all.map((step, i) =>
          i < all.length - 1 && step.to ? (
            <li key={step.label}>
              <Link to={step.to}>{step.label}</Link>
            </li>
          ) : (
            <li key={step.label} aria-current="page">
              {step.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
