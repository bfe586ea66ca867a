import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ordersQueryOptions } from '../../features/orders/order-history-api.ts';
import { OrderPerformances } from '../../features/orders/order-performances.tsx';
import { PdfTicketLinks } from '../../features/orders/pdf-ticket-links.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/orders.css';

/**
 * /account/print-at-home-tickets: the confirmed upcoming orders, each with its tickets as a PDF
 * in the spec's two layouts (one ticket per page, one page per performance).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.printTickets.title'));
  const orders = useQuery(ordersQueryOptions({ group: 'upcoming', dateKind: 'order' })).data
    ?.orders;
  return (
    <section aria-labelledby="print-title">
      <h1 id="print-title">{t('account.printTickets.title')}</h1>
      <p className="lead">{t('account.printTickets.intro')}</p>
      {orders && orders.length === 0 && (
        <p className="empty-state">{t('account.printTickets.none')}</p>
      )}
      <div className="order-list">
        {orders?.map((order) => {
          const headingId = `print-${order.number}`;
          const name = t('account.orders.orderNumber', { number: order.number });
          return (
            <article key={order.number} className="order-card" aria-labelledby={headingId}>
              <h2 id={headingId} className="order-card-title">
                <Link to={`/account/your-orders/${order.number}`}>{name}</Link>
              </h2>
              <OrderPerformances performances={order.performances} />
              <PdfTicketLinks orderNumber={order.number} name={name} />
            </article>
          );
        })}
      </div>
    </section>
  );
}
