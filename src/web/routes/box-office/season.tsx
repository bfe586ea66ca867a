/**
 * /box-office/season (issue 13; staff read it, managers change it): the season's productions,
 * each with its run, the languages its texts lack and what needs doing before buyers come.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ProductionTable } from '../../features/box-office/season/production-table.tsx';
import { productionsQueryOptions } from '../../features/box-office/season/season-api.ts';
import { seasonPaths } from '../../features/box-office/season/season-paths.ts';
import { useSeasonAccess } from '../../features/box-office/season/use-season-access.ts';
import { useTranslation } from '../../i18n/i18n.ts';

export function Component() {
  const { t, locale } = useTranslation();
  useDocumentTitle(t('staff.season.pages.listTitle'));
  const { canChange } = useSeasonAccess();
  const { data } = useQuery(productionsQueryOptions(locale));
  return (
    <section className="bo-season" aria-labelledby="bo-season-title">
      <h1 id="bo-season-title">{t('staff.season.pages.listTitle')}</h1>
      <p className="lead">{t('staff.season.pages.listIntro')}</p>
      {canChange && (
        <p>
          <Link className="button" to={seasonPaths.newProduction}>
            {t('staff.season.pages.newProduction')}
          </Link>
        </p>
      )}
      <ProductionTable productions={data?.productions ?? []} />
    </section>
  );
}
