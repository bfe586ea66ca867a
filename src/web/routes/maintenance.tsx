import { useDocumentTitle } from '../components/use-document-title.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { AppLayout } from '../layouts/app-layout.tsx';

/** Sales are offline: a calm page in the bare app layout, with the box office's hours. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('maintenance.title'));
  return (
    <AppLayout>
      <section className="message-page" aria-labelledby="maintenance-title">
        <h1 id="maintenance-title">{t('maintenance.title')}</h1>
        <p>{t('maintenance.text')}</p>
        <p className="actions">
          <a className="button" href="/">
            {t('maintenance.back')}
          </a>
        </p>
      </section>
    </AppLayout>
  );
}
