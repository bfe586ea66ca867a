import type { TaxReceipt } from '../../domain/giving/tax-receipt.ts';
import type { ReceiptDocuments } from '../../domain/ports/receipt-documents.ts';

/**
 * The tax receipt PDF builder, loaded the first time a receipt is printed or mailed: pdf-lib is
 * large, and a server that has sold nothing yet stays within its memory budget without it
 * (docs/decisions/005-server-memory.md), as with the tickets (lazy-ticket-documents.ts).
 */
export class LazyReceiptDocuments implements ReceiptDocuments {
  private loaded: Promise<ReceiptDocuments> | undefined;

  async pdf(receipt: TaxReceipt): Promise<Uint8Array> {
    this.loaded ??= import('./pdf-receipt-documents.ts').then(
      ({ PdfReceiptDocuments }) => new PdfReceiptDocuments(),
    );
    return (await this.loaded).pdf(receipt);
  }
}
