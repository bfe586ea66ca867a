import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useTranslation } from '../i18n/i18n.ts';

/** The spec's 404: "Something went wrong. We're sorry." with links to events and home. */
export function NotFoundContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundText'));
  return (
    <section className="message-page" aria-labelledby="not-found-title">
      <p className="eyebrow" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <p className="actions">
        <Link className="button" to="/listings">
          {t('errors.goToEvents')}
        </Link>
        <Link className="button button-secondary" to="/">
          {t('errors.goHome')}
        </Link>
      </p>
    </section>
  );
}
