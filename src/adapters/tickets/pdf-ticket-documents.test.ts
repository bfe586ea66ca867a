/**
 * The pdf-lib ticket builder runs the TicketDocuments contract (layouts, languages, the same
 * file for the same order, QR codes); what is this PDF's own (its author, the paper, the
 * Creole title's words) is checked here.
 */
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  ticketDocumentsContract,
  ticketedOrder,
  ticketedPerformance,
} from '../../domain/ports/ticket-documents.contract.ts';
import { readPdf } from '../../testing/pdf-reader.ts';
import { PdfTicketDocuments } from './pdf-ticket-documents.ts';

ticketDocumentsContract('pdf-lib', () => ({ documents: new PdfTicketDocuments(), read: readPdf }));

const documents = new PdfTicketDocuments();

describe('print-at-home PDF tickets', () => {
  const twoShows = ticketedOrder([
    ticketedPerformance(1, 'A Christmas Carol', 3),
    ticketedPerformance(2, 'Our Town', 2),
  ]);

  it('is titled, signed and on US Letter', async () => {
    const pdf = await PDFDocument.load(await documents.pdf(twoShows, 'ticket'));
    expect(pdf.getTitle()).toBe('Tickets for order MSP-7K3QX9TZ');
    expect(pdf.getAuthor()).toBe('Maple Street Playhouse');
    // US Letter.
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it('has its title in the order’s language', async () => {
    const ht = await PDFDocument.load(
      await documents.pdf(ticketedOrder([ticketedPerformance(1, 'X', 1)], 'ht'), 'ticket'),
    );
    expect(ht.getTitle()).toBe('Tikè pou kòmand MSP-7K3QX9TZ');
    expect(ht.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(ht)');
  });
});
