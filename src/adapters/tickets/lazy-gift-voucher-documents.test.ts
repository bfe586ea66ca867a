/**
 * The lazily loaded gift voucher builder (the server's) keeps the GiftVoucherDocuments contract:
 * loading pdf-lib on first use changes nothing a caller sees.
 */
import { giftVoucherDocumentsContract } from '../../domain/ports/gift-voucher-documents.contract.ts';
import { readPdf } from '../../testing/pdf-reader.ts';
import { LazyGiftVoucherDocuments } from './lazy-gift-voucher-documents.ts';

giftVoucherDocumentsContract('lazily loaded pdf-lib', () => ({
  documents: new LazyGiftVoucherDocuments(),
  read: readPdf,
}));
