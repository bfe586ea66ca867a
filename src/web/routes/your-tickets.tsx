import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PerformanceTickets, useSeatText } from '../components/performance-tickets.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { ticketsQueryOptions } from '../features/orders/order-history-api.ts';
import { ShareTicket } from '../features/orders/share-ticket.tsx';
import { TicketCodes } from '../features/orders/ticket-codes.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/account.css';
import '../styles/orders.css';

/**
 * /your-tickets: the signed-in customer's tickets for the performances to come, by performance,
 * each with its QR code and barcode to show at the door (mobile delivery), and a way to share
 * one with a friend.
 */
export function Component() {
  const { t } = useTranslation();
  const seatText = useSeatText();
  useDocumentTitle(t('account.tickets.title'));
  const data = useQuery(ticketsQueryOptions()).data;
  return (
    <section aria-labelledby="tickets-title" className="your-tickets">
      <h1 id="tickets-title">{t('account.tickets.title')}</h1>
      <p className="lead">{t('account.tickets.intro')}</p>
      {data && data.performances.length === 0 && (
        <p className="empty-state">
          {t('account.tickets.none')} <Link to="/listings">{t('account.tickets.browse')}</Link>
        </p>
      )}
      {data?.performances.map((performance) => {
        return (
          <PerformanceTickets
            key={performance.id}
            headingId={`tickets-${performance.id}`}
            performance={performance}
          >
            {performance.tickets.map((ticket) => {
              const seat = seatText(ticket);
              return (
                <li key={ticket.id} className="ticket-card">
                  <p className="ticket-seat">{seat}</p>
                  <p className="muted small">
                    {ticket.priceTypeName} ·{' '}
                    <Link to={`/account/your-orders/${ticket.orderNumber}`}>
                      {t('account.orders.orderNumber', { number: ticket.orderNumber })}
                    </Link>
                  </p>
                  {ticket.barcode && (
                    <TicketCodes barcode={ticket.barcode} qrCode={ticket.qrCode} seatLabel={seat} />
                  )}
                  <ShareTicket ticketId={ticket.id} shared={ticket.shared} seatLabel={seat} />
                </li>
              );
            })}
          </PerformanceTickets>
        );
      })}
    </section>
  );
}
