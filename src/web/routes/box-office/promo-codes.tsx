/**
 * /box-office/promo-codes (issue 13): every promo code with what it does, its dates, its uses
 * against its limits and where it stands; managers make new ones and open one to change it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PromoCodeList } from '../../features/box-office/offers/offer-lists.tsx';
import {
  offerChoicesQueryOptions,
  promoCodesQueryOptions,
} from '../../features/box-office/offers/offers-api.ts';
import { useCanChangeOffers } from '../../features/box-office/offers/use-can-change-offers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-offers.css';

export function Component() {
  const { t, locale } = useTranslation();
  useDocumentTitle(t('staff.offers.promo.title'));
  const canChange = useCanChangeOffers();
  const status = (useLocation().state as { status?: string } | null)?.status;
  const { data: codes } = useQuery(promoCodesQueryOptions());
  const { data: choices } = useQuery(offerChoicesQueryOptions(locale));
  return (
    <section className="bo-offers" aria-labelledby="bo-offers-title">
      <h1 id="bo-offers-title">{t('staff.offers.promo.title')}</h1>
      <p className="lead">{t('staff.offers.promo.intro')}</p>
      <StatusMessage text={status} />
      {canChange ? (
        <p className="bo-page-actions">
          <Link className="button" to="/box-office/promo-codes/new">
            {t('staff.offers.promo.newLink')}
          </Link>
        </p>
      ) : (
        <p>{t('staff.offers.readOnly')}</p>
      )}
      {codes && choices && <PromoCodeList codes={codes} choices={choices} canChange={canChange} />}
    </section>
  );
}
