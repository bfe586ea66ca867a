import { describe, expect, it } from 'vitest';
import { groupedBarcode, isTicketBarcode, newTicketBarcode } from './ticket-barcode.ts';

describe('ticket barcodes', () => {
  it('are 20 digits starting with 99', () => {
    for (let i = 0; i < 200; i++) {
      const code = newTicketBarcode();
      expect(code).toMatch(/^99\d{18}$/);
      expect(isTicketBarcode(code)).toBe(true);
    }
  });

  it('do not repeat or count up (random digits after the prefix)', () => {
    const codes = Array.from({ length: 5000 }, () => newTicketBarcode());
    expect(new Set(codes).size).toBe(codes.length);
    const sorted = codes.map((c) => BigInt(c)).sort((a, b) => (a < b ? -1 : 1));
    // Consecutive codes are far apart: nobody guesses a neighbour's ticket.
    const gaps = sorted.slice(1).map((c, i) => c - (sorted[i] ?? 0n));
    expect(gaps.filter((g) => g < 1000n).length).toBe(0);
  });

  it('keep leading zeros of each random block', () => {
    expect(newTicketBarcode(() => 7)).toBe('99000007000007000007');
  });

  it('refuse anything else', () => {
    for (const bad of ['98123456789012345678', '9912345678901234567', '99a23456789012345678', ''])
      expect(isTicketBarcode(bad)).toBe(false);
  });

  it('are read aloud in groups of four', () => {
    expect(groupedBarcode('99123456789012345678')).toBe('9912 3456 7890 1234 5678');
  });
});
