import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useSeatText } from '../components/performance-tickets.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { sharedTicketQueryOptions } from '../features/orders/order-history-api.ts';
import { TicketCodes } from '../features/orders/ticket-codes.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/account.css';
import '../styles/orders.css';

/**
 * /shared-tickets?token=…: a ticket someone shared by link, for whoever opens it (no sign-in).
 * A withdrawn link, a returned order or a mangled token say "shared ticket link broken".
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  const [search] = useSearchParams();
  const query = useQuery(sharedTicketQueryOptions(search.get('token') ?? ''));
  const ticket = query.data;
  useDocumentTitle(t('account.sharedTicket.title'));
  const seatText = useSeatText();
  const seat = ticket ? seatText(ticket) : '';
  return (
    <section aria-labelledby="shared-title" className="auth-page shared-ticket">
      <h1 id="shared-title">{t('account.sharedTicket.title')}</h1>
      {query.isError && (
        <div className="notice notice-warning" role="alert">
          <p>{t('errors.SHARED_TICKET_LINK_BROKEN')}</p>
          <p>
            <Link to="/listings">{t('account.tickets.browse')}</Link>
          </p>
        </div>
      )}
      {ticket && (
        <article className="panel ticket-card" aria-labelledby="shared-show">
          <h2 id="shared-show">{ticket.productionTitle}</h2>
          <p>
            {f.date(ticket.startsAt, 'full')}, {f.time(ticket.startsAt)}
          </p>
          <p className="muted">{ticket.venueName}</p>
          <p className="ticket-seat">{seat}</p>
          <TicketCodes barcode={ticket.barcode} qrCode={ticket.qrCode} seatLabel={seat} />
          <p className="muted small">{t('account.sharedTicket.note')}</p>
        </article>
      )}
    </section>
  );
}
