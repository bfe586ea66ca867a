import QRCode from 'qrcode';
import { isTicketBarcode } from '../../domain/orders/ticket-barcode.ts';

/**
 * The ticket's QR code as a standalone SVG (for the confirmation mail, print-at-home tickets and
 * the account's tickets). Numeric mode keeps a 20-digit code at the smallest version (21×21),
 * easy to scan from a phone screen; level M survives a crease or a cracked screen.
 */
export async function ticketQrCodeSvg(barcode: string): Promise<string> {
  if (!isTicketBarcode(barcode)) throw new RangeError('Not a ticket barcode');
  return QRCode.toString([{ data: barcode, mode: 'numeric' }], {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
