/**
 * /box-office/funds (issue 13): every fund in the donation page's order, open or closed, with
 * its dates and what it raised; managers make new ones and open one to change or close it.
 * Appeals need no set-up (they are the campaign codes of donation links).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { FundList } from '../../features/box-office/offers/offer-lists.tsx';
import { fundsQueryOptions } from '../../features/box-office/offers/offers-api.ts';
import { useCanChangeOffers } from '../../features/box-office/offers/use-can-change-offers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-offers.css';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.offers.fund.title'));
  const canChange = useCanChangeOffers();
  const status = (useLocation().state as { status?: string } | null)?.status;
  const { data: funds } = useQuery(fundsQueryOptions());
  return (
    <section className="bo-offers" aria-labelledby="bo-offers-title">
      <h1 id="bo-offers-title">{t('staff.offers.fund.title')}</h1>
      <p className="lead">{t('staff.offers.fund.intro')}</p>
      <p>{t('staff.offers.fund.appealsNote')}</p>
      <StatusMessage text={status} />
      {canChange ? (
        <p className="bo-page-actions">
          <Link className="button" to="/box-office/funds/new">
            {t('staff.offers.fund.newLink')}
          </Link>
        </p>
      ) : (
        <p>{t('staff.offers.readOnly')}</p>
      )}
      {funds && <FundList funds={funds} canChange={canChange} />}
    </section>
  );
}
