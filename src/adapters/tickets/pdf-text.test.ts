import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printableText } from './pdf-text.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
const supported = new Set(font.getCharacterSet());
const printable = (text: string) => printableText(text, supported);

describe('printable text for the Standard-14 fonts', () => {
  it('keeps every letter of the six languages', () => {
    const samples = [
      'Größe, Straße, Übergabe',
      'Sittplats, rad, åskådare, Öppet',
      'Sección, fila, asiento, año, ¿Dónde?',
      'Tikè, Pòtay, Kòmann, Pri, lè',
      '“Quoted” — it’s €5',
    ];
    for (const text of samples) {
      expect(printable(text)).toBe(text);
      expect(() => font.encodeText(printable(text))).not.toThrow();
    }
  });

  it('writes what the font lacks the nearest safe way', () => {
    expect(printable('45,50\u00a0$')).toBe('45,50\u00a0$');
    expect(printable('7:30\u202fPM')).toBe('7:30 PM');
    expect(printable('\u22125')).toBe('-5');
    expect(printable('Māori Łódź')).toBe('Maori ?ódz');
    expect(printable('ﬁne')).toBe('fine');
    expect(printable('日本')).toBe('??');
    expect(printable('Line one\nline two')).toBe('Line one line two');
    expect(() => font.encodeText(printable('Māori 日本 \u202f'))).not.toThrow();
  });
});
