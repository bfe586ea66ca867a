import type { TicketLayout } from '../../shared/contracts/order-history.ts';
import type { TicketedOrder } from '../orders/ticketed-order.ts';

export type { TicketLayout };

/** The printable forms of tickets: the PDF, and each ticket's QR code as an image for mail. */
export interface TicketDocuments {
  /** Print-at-home tickets in the order's language (`order.locale`). */
  pdf(order: TicketedOrder, layout: TicketLayout): Promise<Uint8Array>;
  /** A ticket's QR code as a PNG. */
  qrCodePng(barcode: string): Promise<Uint8Array>;
}
