/**
 * /box-office/season/:productionId/performances/new (issue 13, managers): a performance of the
 * production, perhaps with another one's prices; then its prices.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { localize } from '../../../shared/localized-text.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PerformanceForm } from '../../features/box-office/season/performance-form.tsx';
import {
  productionQueryOptions,
  seasonReferencesQueryOptions,
} from '../../features/box-office/season/season-api.ts';
import { SeasonCrumbs } from '../../features/box-office/season/season-crumbs.tsx';
import { seasonPaths } from '../../features/box-office/season/season-paths.ts';
import { useSeasonAccess } from '../../features/box-office/season/use-season-access.ts';
import { useTranslation } from '../../i18n/i18n.ts';

export function Component() {
  const { t, locale } = useTranslation();
  const id = Number(useParams().productionId);
  const navigate = useNavigate();
  const { signInAgain } = useSeasonAccess();
  const { data: production } = useQuery(productionQueryOptions(id, locale));
  const { data: references } = useQuery(seasonReferencesQueryOptions(locale));
  const name = production ? localize(production.title, locale) : '';
  const title = t('staff.season.pages.newPerformance', { title: name });
  useDocumentTitle(production ? title : undefined);
  if (!production || !references) return null;
  return (
    <section className="bo-season" aria-labelledby="bo-season-title">
      <SeasonCrumbs
        trail={[{ label: name, to: seasonPaths.production(production.id) }, { label: title }]}
      />
      <h1 id="bo-season-title">{title}</h1>
      <PerformanceForm
        productionId={production.id}
        productionVenueId={production.venueId}
        performance={null}
        siblings={production.performances}
        references={references}
        onSaved={(created) => navigate(seasonPaths.prices(production.id, created.id))}
        onApiError={signInAgain}
      />
    </section>
  );
}
