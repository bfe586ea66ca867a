import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n.ts';

/** Each page names itself in the tab and for screen readers after a route change. */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('meta.documentTitle', { page }) : t('meta.siteName');
  }, [page, t]);
}
