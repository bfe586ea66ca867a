import { Link } from 'react-router';
import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/**
 * The top of a page below a performance (ticket types, the booth form): the way back through
 * the listings, the show and the date, and the page's title with the performance it is for.
 */
export function PerformanceSubpageHeading({
  performance,
  title,
}: {
  performance: PerformanceDetail;
  title: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { production } = performance;
  return (
    <>
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/listings">{t('nav.whatsOn')}</Link>
          </li>
          <li>
            <Link to={`/events/${production.slug}`}>{production.title}</Link>
          </li>
          <li>
            <Link to={`/events/${production.slug}/${performance.id}`}>
              {f.date(performance.startsAt, 'short')}
            </Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>
        {title}
        <span className="subtitle">
          {production.title} · {f.date(performance.startsAt, 'full')},{' '}
          {f.time(performance.startsAt)}
        </span>
      </h1>
    </>
  );
}
