import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { BareHeader } from './bare-header.tsx';

/**
 * A bare frame for pages shown on their own (inside the theatre's app or a kiosk, and the
 * maintenance page): the name and the language, no sales navigation.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-app">
      <BareHeader>
        <LanguageSwitcher />
      </BareHeader>
      <main id="main" tabIndex={-1} className="page">
        {children}
      </main>
    </div>
  );
}
