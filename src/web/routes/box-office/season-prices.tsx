/**
 * /box-office/season/:productionId/performances/:performanceId/prices (issue 13; staff read,
 * managers change): the performance's prices, all-in as buyers pay them.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { localize } from '../../../shared/localized-text.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { PriceGridForm } from '../../features/box-office/season/price-grid-form.tsx';
import {
  performanceQueryOptions,
  pricesQueryOptions,
  productionQueryOptions,
  seasonReferencesQueryOptions,
} from '../../features/box-office/season/season-api.ts';
import { SeasonCrumbs } from '../../features/box-office/season/season-crumbs.tsx';
import { seasonPaths } from '../../features/box-office/season/season-paths.ts';
import { useSeasonAccess } from '../../features/box-office/season/use-season-access.ts';
import { useTranslation } from '../../i18n/i18n.ts';

export function Component() {
  const { t, locale } = useTranslation();
  const format = useFormat();
  const params = useParams();
  const performanceId = Number(params.performanceId);
  const { canChange, signInAgain } = useSeasonAccess();
  const { data: production } = useQuery(
    productionQueryOptions(Number(params.productionId), locale),
  );
  const { data: performance } = useQuery(performanceQueryOptions(performanceId, locale));
  const { data: grid } = useQuery(pricesQueryOptions(performanceId));
  const { data: references } = useQuery(seasonReferencesQueryOptions(locale));
  const name = production ? localize(production.title, locale) : '';
  const when = performance
    ? `${format.date(performance.startsAt, 'full')}, ${format.time(performance.startsAt)}`
    : '';
  const title = t('staff.season.pages.pricesTitle', { title: name, when });
  useDocumentTitle(performance ? title : undefined);
  if (!production || !performance || !grid || !references) return null;
  return (
    <section className="bo-season" aria-labelledby="bo-season-title">
      <SeasonCrumbs
        trail={[
          { label: name, to: seasonPaths.production(production.id) },
          { label: when, to: seasonPaths.performance(production.id, performance.id) },
          { label: t('staff.season.prices.title') },
        ]}
      />
      <h1 id="bo-season-title">{title}</h1>
      <PriceGridForm
        performance={performance}
        grid={grid}
        references={references}
        siblings={production.performances.filter((other) => other.id !== performance.id)}
        onApiError={signInAgain}
        readOnly={!canChange}
      />
    </section>
  );
}
