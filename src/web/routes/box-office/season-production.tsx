/**
 * /box-office/season/:productionId (issue 13; staff read, managers change): a production's
 * performances with their storefront state and sales, and its details with a tab per language.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { localize } from '../../../shared/localized-text.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PerformanceTable } from '../../features/box-office/season/performance-table.tsx';
import { ProductionForm } from '../../features/box-office/season/production-form.tsx';
import {
  productionQueryOptions,
  seasonReferencesQueryOptions,
} from '../../features/box-office/season/season-api.ts';
import { SeasonCrumbs } from '../../features/box-office/season/season-crumbs.tsx';
import { MissingLanguages } from '../../features/box-office/season/season-fields.tsx';
import { seasonPaths } from '../../features/box-office/season/season-paths.ts';
import { useSeasonAccess } from '../../features/box-office/season/use-season-access.ts';
import { useTranslation } from '../../i18n/i18n.ts';

export function Component() {
  const { t, locale } = useTranslation();
  const id = Number(useParams().productionId);
  const { canChange, signInAgain } = useSeasonAccess();
  const { data: production } = useQuery(productionQueryOptions(id, locale));
  const { data: references } = useQuery(seasonReferencesQueryOptions(locale));
  const title = production ? localize(production.title, locale) : '';
  useDocumentTitle(title || undefined);
  if (!production || !references) return null;
  return (
    <section className="bo-season" aria-labelledby="bo-season-title">
      <SeasonCrumbs trail={[{ label: title }]} />
      <h1 id="bo-season-title">{title}</h1>
      <p>
        <MissingLanguages locales={production.missingLocales} />
        {' · '}
        <a href={`/events/${production.slug}`}>{t('staff.season.pages.onStorefront')}</a>
      </p>
      <section aria-labelledby="bo-season-performances">
        <h2 id="bo-season-performances">{t('staff.season.pages.performances')}</h2>
        {canChange && (
          <p>
            <Link className="button" to={seasonPaths.newPerformance(production.id)}>
              {t('staff.season.pages.addPerformance')}
            </Link>
          </p>
        )}
        <PerformanceTable
          performances={production.performances}
          canChange={canChange}
          onApiError={signInAgain}
        />
      </section>
      <section aria-labelledby="bo-season-details">
        <h2 id="bo-season-details">{t('staff.season.pages.productionDetails')}</h2>
        <ProductionForm
          // A saved production starts the form again from what the server kept.
          key={JSON.stringify([production.slug, production.title, production.venueId])}
          production={production}
          references={references}
          onSaved={() => undefined}
          onApiError={signInAgain}
          readOnly={!canChange}
        />
      </section>
    </section>
  );
}
