import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section aria-labelledby="footer-box-office">
          <h2 id="footer-box-office">{t('footer.boxOffice')}</h2>
          <p>{t('footer.hours')}</p>
          <p>{t('footer.phone')}</p>
          <p>{t('footer.email')}</p>
        </section>
        <section aria-label={t('meta.siteName')}>
          <p>{t('footer.address')}</p>
          <p>
            {t('footer.nonprofit')} <Link to="/contributions">{t('footer.give')}</Link>
          </p>
          <p>
            {t('footer.giftVouchersText')}{' '}
            <Link to="/gift-vouchers">{t('footer.giftVouchers')}</Link>
          </p>
          <p>{t('footer.allIn')}</p>
        </section>
      </div>
    </footer>
  );
}
