import type { GiftVoucherCard } from '../../domain/gift-vouchers/voucher-document.ts';
import type { GiftVoucherDocuments } from '../../domain/ports/gift-voucher-documents.ts';

/**
 * The gift voucher PDF builder, loaded the first time a voucher is printed or mailed: pdf-lib is
 * large, and a server that has sold nothing yet stays within its memory budget without it
 * (docs/decisions/005-server-memory.md), as with the tickets (lazy-ticket-documents.ts).
 */
export class LazyGiftVoucherDocuments implements GiftVoucherDocuments {
  private loaded: Promise<GiftVoucherDocuments> | undefined;

  async pdf(card: GiftVoucherCard): Promise<Uint8Array> {
    this.loaded ??= import('./pdf-gift-voucher-documents.ts').then(
      ({ PdfGiftVoucherDocuments }) => new PdfGiftVoucherDocuments(),
    );
    return (await this.loaded).pdf(card);
  }
}
