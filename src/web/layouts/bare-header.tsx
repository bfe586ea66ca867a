import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';

/** The theatre's name without navigation (app and payment layouts), with optional extras. */
export function BareHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="site-header site-header-bare">
      <div className="site-header-inner">
        <span className="brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t('meta.siteName')}</span>
        </span>
        {children}
      </div>
    </header>
  );
}
