import { ticketsPdfPath } from '../../../shared/contracts/order-history.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/**
 * The order's print-at-home tickets as PDFs, in both layouts (spec §9: one ticket per page, or
 * one page per performance). `name` tells the links of several orders on one page apart.
 */
export function PdfTicketLinks({ orderNumber, name }: { orderNumber: string; name?: string }) {
  const { t } = useTranslation();
  const links = [
    ['ticket', t('account.printTickets.perTicket')],
    ['performance', t('account.printTickets.perPerformance')],
  ] as const;
  return (
    <ul className="pdf-links">
      {links.map(([layout, text]) => (
        <li key={layout}>
          <a
            href={ticketsPdfPath(orderNumber, layout)}
            aria-label={name ? `${text}, ${name}` : undefined}
          >
            {text}
          </a>
        </li>
      ))}
    </ul>
  );
}
