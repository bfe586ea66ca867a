/** /box-office/season/new (issue 13, managers): a new production, then its own page. */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ProductionForm } from '../../features/box-office/season/production-form.tsx';
import { seasonReferencesQueryOptions } from '../../features/box-office/season/season-api.ts';
import { SeasonCrumbs } from '../../features/box-office/season/season-crumbs.tsx';
import { seasonPaths } from '../../features/box-office/season/season-paths.ts';
import { useSeasonAccess } from '../../features/box-office/season/use-season-access.ts';
import { useTranslation } from '../../i18n/i18n.ts';

export function Component() {
  const { t, locale } = useTranslation();
  const title = t('staff.season.pages.newProduction');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const { signInAgain } = useSeasonAccess();
  const { data: references } = useQuery(seasonReferencesQueryOptions(locale));
  if (!references) return null;
  return (
    <section className="bo-season" aria-labelledby="bo-season-title">
      <SeasonCrumbs trail={[{ label: title }]} />
      <h1 id="bo-season-title">{title}</h1>
      <ProductionForm
        production={null}
        references={references}
        onSaved={(created) => navigate(seasonPaths.production(created.id))}
        onApiError={signInAgain}
      />
    </section>
  );
}
