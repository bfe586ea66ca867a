/**
 * /box-office/membership-levels (issue 13): every level in the memberships page's order, on
 * sale or not, with its prices and members today; managers make new ones and open one to change
 * it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { LevelList } from '../../features/box-office/offers/offer-lists.tsx';
import { levelsQueryOptions } from '../../features/box-office/offers/offers-api.ts';
import { useCanChangeOffers } from '../../features/box-office/offers/use-can-change-offers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-offers.css';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.offers.level.title'));
  const canChange = useCanChangeOffers();
  const status = (useLocation().state as { status?: string } | null)?.status;
  const { data: levels } = useQuery(levelsQueryOptions());
  return (
    <section className="bo-offers" aria-labelledby="bo-offers-title">
      <h1 id="bo-offers-title">{t('staff.offers.level.title')}</h1>
      <p className="lead">{t('staff.offers.level.intro')}</p>
      <StatusMessage text={status} />
      {canChange ? (
        <p className="bo-page-actions">
          <Link className="button" to="/box-office/membership-levels/new">
            {t('staff.offers.level.newLink')}
          </Link>
        </p>
      ) : (
        <p>{t('staff.offers.readOnly')}</p>
      )}
      {levels && <LevelList levels={levels} canChange={canChange} />}
    </section>
  );
}
