/**
 * A gift voucher's code as a QR code, for the printed voucher: a phone reads it at the box
 * office or into the balance page instead of typing it. The canonical code ("K7QP-3XWM9TB") is
 * all QR alphanumeric characters, so the smallest version (21×21) holds every length the spec
 * allows even at level Q, which survives a crease, a coffee ring or a folded card.
 */
import QRCode from 'qrcode';
import { isVoucherCode } from '../../domain/gift-vouchers/voucher-code.ts';
import type { QrModules } from './ticket-qr-code.ts';

export function voucherQrCodeModules(code: string): QrModules {
  if (!isVoucherCode(code)) throw new RangeError('Not a gift voucher code');
  const { modules } = QRCode.create([{ data: code, mode: 'alphanumeric' }], {
    errorCorrectionLevel: 'Q',
  });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}
