/**
 * The lazily loaded ticket builder (the server's) keeps the TicketDocuments contract: loading
 * pdf-lib on first use changes nothing a caller sees.
 */
import { ticketDocumentsContract } from '../../domain/ports/ticket-documents.contract.ts';
import { readPdf } from '../../testing/pdf-reader.ts';
import { LazyTicketDocuments } from './lazy-ticket-documents.ts';

ticketDocumentsContract('lazily loaded pdf-lib', () => ({
  documents: new LazyTicketDocuments(),
  read: readPdf,
}));
