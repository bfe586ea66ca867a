/**
 * The season's productions in the box office (issue 13): each with its venue, its run, the
 * languages its texts are missing in and how many of its performances need attention.
 */
import { Link } from 'react-router';
import type { ProductionListItem } from '../../../../shared/contracts/season-setup.ts';
import { useFormat } from '../../../components/use-format.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { MissingLanguages } from './season-fields.tsx';
import { seasonPaths } from './season-paths.ts';

export function ProductionTable({ productions }: { productions: readonly ProductionListItem[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (productions.length === 0) return <p>{t('staff.season.productions.none')}</p>;
  return (
    <div className="record-table-wrap">
      <table className="record-table season-table">
        <caption className="visually-hidden">{t('staff.season.productions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.season.productions.columns.title')}</th>
            <th scope="col">{t('staff.season.productions.columns.venue')}</th>
            <th scope="col">{t('staff.season.productions.columns.run')}</th>
            <th scope="col">{t('staff.season.productions.columns.languages')}</th>
            <th scope="col">{t('staff.season.productions.columns.attention')}</th>
          </tr>
        </thead>
        <tbody>
          {productions.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <Link to={seasonPaths.production(p.id)}>{p.title}</Link>
              </th>
              <td>{p.venueName}</td>
              <td>
                {p.firstPerformanceAt && p.lastPerformanceAt
                  ? t('staff.season.productions.run', {
                      count: p.performanceCount,
                      from: format.date(p.firstPerformanceAt, 'short'),
                      to: format.date(p.lastPerformanceAt, 'short'),
                    })
                  : t('staff.season.productions.noPerformances')}
              </td>
              <td>
                <MissingLanguages locales={p.missingLocales} />
              </td>
              <td>
                {p.performancesWithWarnings > 0 ? (
                  <>
                    <span aria-hidden="true">⚠ </span>
                    {t('staff.season.productions.attention', { count: p.performancesWithWarnings })}
                  </>
                ) : (
                  t('staff.season.productions.ready')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
