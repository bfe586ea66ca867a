import type { ReactNode } from 'react';
import { SiteFooter } from '../components/site-footer.tsx';
import { BareHeader } from './bare-header.tsx';

/**
 * The payment frame: no navigation to wander off mid-payment and nothing but our own code on
 * the page (PCI SAQ A). Checkout's payment step and the order outcome pages render in it.
 */
export function PaymentLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-payment">
      <BareHeader />
      <main id="main" tabIndex={-1} className="page page-narrow">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
