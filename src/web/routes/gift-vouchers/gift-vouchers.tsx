/**
 * /gift-vouchers and /gift-certificates (spec §2, §9): what a gift voucher is, the amounts on
 * offer, how it reaches its recipient and how it is used, and that it expires on the date
 * printed on it (the validity is the server's setting, GIFT_VOUCHER_VALIDITY_MONTHS: the page
 * names no length that could be wrong). The amounts, and whether vouchers are on sale at all,
 * are the box office's (GET /api/gift-vouchers/offer). Leads to buying one and to checking a
 * balance.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { GIFT_VOUCHER_MAX_QUANTITY } from '../../../shared/contracts/gift-vouchers.ts';
import { formatMoneyShort } from '../../../shared/money.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { voucherOfferQueryOptions } from '../../features/gift-vouchers/gift-voucher-balance-api.ts';
import { voucherBase } from '../../features/gift-vouchers/voucher-paths.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/donations.css';
import '../../styles/gift-vouchers.css';

export function Component() {
  const { t, locale } = useTranslation();
  const base = voucherBase(useLocation().pathname);
  const offer = useQuery(voucherOfferQueryOptions()).data;
  const onSale = offer?.onSale ?? false;
  useDocumentTitle(t('giftVouchers.landing.title'));
  return (
    <article className="giving-page voucher-page">
      <h1>{t('giftVouchers.landing.title')}</h1>
      <p className="lead">{t('giftVouchers.landing.intro')}</p>
      {offer && !onSale && (
        <p className="notice" role="status">
          {t('errors.GIFT_VOUCHERS_OFF_SALE')}
        </p>
      )}
      <p className="voucher-actions">
        {onSale && (
          <Link to={`${base}/purchase`} className="button button-large">
            {t('giftVouchers.landing.buy')}
          </Link>
        )}
        <Link to={`${base}/balance`} className="button button-secondary">
          {t('giftVouchers.landing.checkBalance')}
        </Link>
      </p>
      <div className="giving-ways voucher-facts">
        <section className="giving-way giving-way-main" aria-labelledby="voucher-amounts">
          <h2 id="voucher-amounts">{t('giftVouchers.landing.amountsTitle')}</h2>
          <ul className="voucher-amount-list">
            {(offer?.amounts ?? []).map((amount) => (
              <li key={amount.amount}>{formatMoneyShort(amount, locale)}</li>
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
