/**
 * /box-office/season/:productionId/performances/:performanceId (issue 13; staff read, managers
 * change): what buyers see of the performance now, its sales, and its form.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { localize } from '../../../shared/localized-text.ts';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { PerformanceForm } from '../../features/box-office/season/performance-form.tsx';
import { PutOnSaleButton } from '../../features/box-office/season/put-on-sale-button.tsx';
import {
  performanceQueryOptions,
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
  const { canChange, signInAgain } = useSeasonAccess();
  const [status, setStatus] = useState<string | undefined>();
  const { data: production } = useQuery(
    productionQueryOptions(Number(params.productionId), locale),
  );
  const { data: performance } = useQuery(
    performanceQueryOptions(Number(params.performanceId), locale),
  );
  const { data: references } = useQuery(seasonReferencesQueryOptions(locale));
  const name = production ? localize(production.title, locale) : '';
  const when = performance
    ? `${format.date(performance.startsAt, 'full')}, ${format.time(performance.startsAt)}`
    : '';
  const title = t('staff.season.pages.performanceTitle', { title: name, when });
  useDocumentTitle(performance ? title : undefined);
  if (!production || !performance || !references) return null;
  return (
    <section className="bo-season" aria-labelledby="bo-season-title">
      <SeasonCrumbs
        trail={[{ label: name, to: seasonPaths.production(production.id) }, { label: when }]}
      />
      <h1 id="bo-season-title">{title}</h1>
      <p>
        {t('staff.season.pages.buyersSee', {
          state: t(`availability.${performance.state}.label`),
        })}{' '}
        {t('staff.season.performances.counts', { ...performance.counts })}
      </p>
      <p className="season-actions">
        <Link to={seasonPaths.prices(production.id, performance.id)}>
          {t('staff.season.performances.prices')}
        </Link>
        <a href={`/events/${production.slug}/${performance.id}`}>
          {t('staff.season.pages.onStorefront')}
        </a>
        {canChange && (
          <PutOnSaleButton performance={performance} onDone={setStatus} onApiError={signInAgain} />
        )}
      </p>
      <StatusMessage text={status} />
      <PerformanceForm
        key={JSON.stringify(performance)}
        productionId={production.id}
        productionVenueId={production.venueId}
        performance={performance}
        siblings={production.performances.filter((other) => other.id !== performance.id)}
        references={references}
        onSaved={() => undefined}
        onApiError={signInAgain}
        readOnly={!canChange}
      />
    </section>
  );
}
