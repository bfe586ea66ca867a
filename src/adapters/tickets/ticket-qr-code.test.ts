import { describe, expect, it } from 'vitest';
import { ticketQrCodeSvg } from './ticket-qr-code.ts';

describe('ticket QR code', () => {
  it('is an SVG of the smallest QR version (21 modules and a 4-module quiet zone)', async () => {
    const svg = await ticketQrCodeSvg('99123456789012345678');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 29 29"');
    expect(svg).toContain('<path');
    // The same code draws the same picture.
    expect(await ticketQrCodeSvg('99123456789012345678')).toBe(svg);
    expect(await ticketQrCodeSvg('99123456789012345679')).not.toBe(svg);
  });

  it('refuses anything that is not a ticket barcode', async () => {
    await expect(ticketQrCodeSvg('<script>')).rejects.toThrow();
  });
});
