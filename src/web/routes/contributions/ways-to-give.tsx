/**
 * /contributions: the ways to give. Donations, memberships (issue 12) and gift vouchers online;
 * larger or other gifts through the box office.
 */
import { Link } from 'react-router';
import { DONATION_MAX_CENTS } from '../../../shared/contracts/donations.ts';
import { formatMoneyShort, usd } from '../../../shared/money.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/donations.css';

export function Component() {
  const { t, locale } = useTranslation();
  useDocumentTitle(t('donations.ways.title'));
  return (
    <article className="giving-page">
      <h1>{t('donations.ways.title')}</h1>
      <p className="lead">{t('donations.ways.intro')}</p>
      <div className="giving-ways">
        <section className="giving-way giving-way-main" aria-labelledby="way-donate">
          <h2 id="way-donate">{t('donations.ways.donateTitle')}</h2>
          <p>{t('donations.ways.donateText')}</p>
          <Link to="/contributions/donations" className="button button-large">
            {t('donations.ways.donateLink')}
          </Link>
        </section>
        <section className="giving-way" aria-labelledby="way-membership">
          <h2 id="way-membership">{t('memberships.ways.title')}</h2>
          <p>{t('memberships.ways.text')}</p>
          <Link to="/contributions/memberships" className="button button-secondary">
            {t('memberships.ways.link')}
          </Link>
        </section>
        <section className="giving-way" aria-labelledby="way-voucher">
          <h2 id="way-voucher">{t('giftVouchers.ways.title')}</h2>
          <p>{t('giftVouchers.ways.text')}</p>
          <Link to="/gift-vouchers" className="button button-secondary">
            {t('giftVouchers.ways.link')}
          </Link>
        </section>
        <section className="giving-way" aria-labelledby="way-other">
          <h2 id="way-other">{t('donations.ways.otherTitle')}</h2>
          <p>
            {t('donations.ways.otherText', {
              max: formatMoneyShort(usd(DONATION_MAX_CENTS), locale),
            })}
          </p>
        </section>
      </div>
    </article>
  );
}
