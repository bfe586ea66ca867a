/**
 * /gift-vouchers and /gift-certificates (spec §2, §9): what a gift voucher is, the amounts on
 * offer, how it reaches its recipient and how it is used, and that it expires on the date
 * printed on it (the validity is the server's setting, GIFT_VOUCHER_VALIDITY_MONTHS: the page
 * names no length that could be wrong). Leads to buying one and to checking a balance.
 */
import { Link, useLocation } from 'react-router';
import {
  GIFT_VOUCHER_AMOUNTS_CENTS,
  GIFT_VOUCHER_MAX_QUANTITY,
} from '../../../shared/contracts/gift-vouchers.ts';
import { formatMoneyShort, usd } from '../../../shared/money.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { voucherBase } from '../../features/gift-vouchers/voucher-paths.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/donations.css';
import '../../styles/gift-vouchers.css';

export function Component() {
  const { t, locale } = useTranslation();
  const base = voucherBase(useLocation().pathname);
  useDocumentTitle(t('giftVouchers.landing.title'));
  return (
    <article className="giving-page voucher-page">
      <h1>{t('giftVouchers.landing.title')}</h1>
      <p className="lead">{t('giftVouchers.landing.intro')}</p>
      <p className="voucher-actions">
        <Link to={`${base}/purchase`} className="button button-large">
          {t('giftVouchers.landing.buy')}
        </Link>
        <Link to={`${base}/balance`} className="button button-secondary">
          {t('giftVouchers.landing.checkBalance')}
        </Link>
      </p>
      <div className="giving-ways voucher-facts">
        <section className="giving-way giving-way-main" aria-labelledby="voucher-amounts">
          <h2 id="voucher-amounts">{t('giftVouchers.landing.amountsTitle')}</h2>
          <ul className="voucher-amount-list">
            {GIFT_VOUCHER_AMOUNTS_CENTS.map((cents) => (
              <li key={cents}>{formatMoneyShort(usd(cents), locale)}</li>
            ))}
          </ul>
          <p>{t('giftVouchers.landing.amountsText', { max: GIFT_VOUCHER_MAX_QUANTITY })}</p>
        </section>
        <section className="giving-way" aria-labelledby="voucher-delivery">
          <h2 id="voucher-delivery">{t('giftVouchers.landing.deliveryTitle')}</h2>
          <p>{t('giftVouchers.landing.deliveryText')}</p>
          <p>{t('giftVouchers.landing.deliveryBuyer')}</p>
        </section>
        <section className="giving-way" aria-labelledby="voucher-use">
          <h2 id="voucher-use">{t('giftVouchers.landing.useTitle')}</h2>
          <p>{t('giftVouchers.landing.useText')}</p>
          <p>{t('giftVouchers.landing.useNotVouchers')}</p>
        </section>
        <section className="giving-way" aria-labelledby="voucher-expiry">
          <h2 id="voucher-expiry">{t('giftVouchers.landing.expiryTitle')}</h2>
          <p>{t('giftVouchers.landing.expiryText')}</p>
          <p>
            <Link to={`${base}/balance`}>{t('giftVouchers.landing.checkBalance')}</Link>
          </p>
        </section>
      </div>
      <p className="muted voucher-help">{t('giftVouchers.landing.help')}</p>
    </article>
  );
}
