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

const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;

/** The same QR code as a PNG (mail clients show PNG, not SVG): 6 pixels a module, 174 px. */
export async function ticketQrCodePng(barcode: string): Promise<Uint8Array> {
  if (!isTicketBarcode(barcode)) throw new RangeError('Not a ticket barcode');
  const png = await QRCode.toBuffer([{ data: barcode, mode: 'numeric' }], {
    ...QR_OPTIONS,
    type: 'png',
    margin: 4,
    scale: 6,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  return new Uint8Array(png);
}

/**
 * A QR code's modules, without the quiet zone (the PDF draws them as vector squares, sharp at
 * any print size): `dark(row, column)` for 0 ≤ row, column < size.
 */
export interface QrModules {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/** The ticket's code as modules, for the PDF (PdfWriter.qrCode). */
export function ticketQrCodeModules(barcode: string): QrModules {
  if (!isTicketBarcode(barcode)) throw new RangeError('Not a ticket barcode');
  const { modules } = QRCode.create([{ data: barcode, mode: 'numeric' }], QR_OPTIONS);
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** Any short text as an SVG QR code: a staff member's authenticator set-up (otpauth:// URI). */
export async function textQrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
