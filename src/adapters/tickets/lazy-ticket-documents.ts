import type { TicketedOrder } from '../../domain/orders/ticketed-order.ts';
import type { TicketDocuments, TicketLayout } from '../../domain/ports/ticket-documents.ts';

/**
 * The print-at-home PDF builder, loaded the first time a ticket is printed or mailed: pdf-lib
 * is large, and a server that has sold nothing yet (or one at an on-sale, where the mails come
 * later) stays within its memory budget without it (docs/decisions/005-server-memory.md).
 */
export class LazyTicketDocuments implements TicketDocuments {
  private loaded: Promise<TicketDocuments> | undefined;

  private documents(): Promise<TicketDocuments> {
    this.loaded ??= import('./pdf-ticket-documents.ts').then(
      ({ PdfTicketDocuments }) => new PdfTicketDocuments(),
    );
    return this.loaded;
  }

  async pdf(order: TicketedOrder, layout: TicketLayout): Promise<Uint8Array> {
    return (await this.documents()).pdf(order, layout);
  }

  async qrCodePng(barcode: string): Promise<Uint8Array> {
    return (await this.documents()).qrCodePng(barcode);
  }
}
