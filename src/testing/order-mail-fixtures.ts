import { PDFDocument } from 'pdf-lib';
import type { Database } from '../adapters/db/client.ts';
import { BuiltinTicketedOrders } from '../adapters/ticketing/builtin-ticketed-orders.ts';
import { PdfReceiptDocuments } from '../adapters/tickets/pdf-receipt-documents.ts';
import { PdfTicketDocuments } from '../adapters/tickets/pdf-ticket-documents.ts';
import { OrderMailService } from '../domain/orders/order-mail-service.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Mailer, StoredMail } from '../domain/ports/mailer.ts';

/** The charity the test apps' receipts name (the configuration's defaults). */
export const TEST_ORGANIZATION = { legalName: 'Maple Street Playhouse, Inc.', ein: '12-3456789' };

/**
 * Another OrderMailService on a test database (a second process, a restarted one, or one with a
 * failing mailer), for the server tests, which may not use the adapters themselves.
 */
export function orderMailServiceOn(
  database: Database,
  deps: { mailer: Mailer; clock: Clock; onError?: (error: unknown) => void },
): OrderMailService {
  return new OrderMailService({
    orders: new BuiltinTicketedOrders(database.db),
    documents: new PdfTicketDocuments(),
    receipts: { documents: new PdfReceiptDocuments(), organization: TEST_ORGANIZATION },
    publicUrl: 'http://localhost:3000',
    ...deps,
  });
}

/** A stored mail's files by kind: the tickets PDF, the calendar entry, the inline images. */
export function orderMailParts(mail: StoredMail) {
  return {
    pdf: mail.attachments.find((a) => a.contentType === 'application/pdf'),
    ics: mail.attachments.find((a) => a.contentType.startsWith('text/calendar')),
    images: mail.attachments.filter((a) => a.cid && a.contentType === 'image/png'),
  };
}

/** What a test checks of a PDF: its pages and its title. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; title: string }> {
  const pdf = await PDFDocument.load(bytes);
  return { pages: pdf.getPageCount(), title: pdf.getTitle() ?? '' };
}
