import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { useFormat } from './use-format.ts';

/** A seat's place, as tickets, cart lines and their buttons name it: "Orchestra, Row F, seat 10". */
export function useSeatText() {
  const { t } = useTranslation();
  return (ticket: { section: string; row: string; seat: string }) =>
    `${ticket.section}, ${t('seatMap.rowSeat', { row: ticket.row, seat: ticket.seat })}`;
}

/**
 * One performance's tickets (order detail, /your-tickets): a section headed by the show, its
 * date, time and venue, with the ticket cards in a list.
 */
export function PerformanceTickets({
  headingId,
  performance,
  children,
}: {
  headingId: string;
  performance: { productionTitle: string; startsAt: string; venueName: string };
  children: ReactNode;
}) {
  const f = useFormat();
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{performance.productionTitle}</h2>
      <p>
        {f.date(performance.startsAt, 'full')}, {f.time(performance.startsAt)} ·{' '}
        {performance.venueName}
      </p>
      <ul className="ticket-list">{children}</ul>
    </section>
  );
}
