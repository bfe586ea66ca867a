/** The printable form of a tax receipt (IRS Publication 1771): its content laid out as a PDF. */
import type { TaxReceipt } from '../giving/tax-receipt.ts';

export interface ReceiptDocuments {
  /** The receipt as a PDF, in its own language (`receipt.locale`). */
  pdf(receipt: TaxReceipt): Promise<Uint8Array>;
}
