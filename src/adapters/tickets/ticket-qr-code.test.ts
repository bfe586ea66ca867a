import { describe, expect, it } from 'vitest';
import { ticketQrCodeModules, ticketQrCodePng, ticketQrCodeSvg } from './ticket-qr-code.ts';

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

describe('ticket QR code as PNG and as modules', () => {
  it('is a PNG for mail clients', async () => {
    const png = await ticketQrCodePng('99123456789012345678');
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('has 21×21 modules with the finder pattern in the corner', () => {
    const { size, dark } = ticketQrCodeModules('99123456789012345678');
    expect(size).toBe(21);
    expect(dark(0, 0)).toBe(true);
    expect(dark(1, 1)).toBe(false);
    expect(dark(2, 2)).toBe(true);
    expect(() => ticketQrCodeModules('123')).toThrow();
  });
});
