/** The printable form of a gift voucher: its card (domain/gift-vouchers/voucher-document.ts) as a PDF. */
import type { GiftVoucherCard } from '../gift-vouchers/voucher-document.ts';

export interface GiftVoucherDocuments {
  /** The voucher as a one-page PDF in its own language (`card.locale`), the code also as a QR code. */
  pdf(card: GiftVoucherCard): Promise<Uint8Array>;
}
