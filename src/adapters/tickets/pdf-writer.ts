/**
 * What the theatre's PDFs (print-at-home tickets, tax receipts, gift vouchers) share: US Letter pages, the
 * storefront's colours, the Standard-14 fonts, and text that is measured, shrunk, cut or wrapped
 * to fit, written only in characters the fonts can encode (pdf-text.ts), in the reader's language.
 */
import {
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatMoney, usd } from '../../shared/money.ts';
import { printableText } from './pdf-text.ts';
import type { QrModules } from './ticket-qr-code.ts';

/** US Letter, in points: the theater's buyers print on it. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BAND_HEIGHT = 72;

/** The storefront's colours (mail and site): ink, muted text, the theatre's red, hairlines. */
export const INK = rgb(0.114, 0.106, 0.086);
export const MUTED = rgb(0.36, 0.341, 0.298);
export const ACCENT = rgb(0.478, 0.122, 0.169);
export const RULE = rgb(0.78, 0.76, 0.72);
export const WHITE = rgb(1, 1, 1);
/** QR codes are black on white: a scanner's contrast, whatever the theatre's colours. */
export const BLACK = rgb(0, 0, 0);

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Shrinks the text down to `minSize`, then cuts it with "…", to stay within this width. */
  maxWidth?: number;
  minSize?: number;
  align?: 'left' | 'right' | 'center';
}

/** Helvetica, Helvetica-Bold and Courier: nothing to embed, the same on every machine. */
export async function embedStandardFonts(doc: PDFDocument): Promise<PdfFonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
}

/** One PDF being written: its fonts, the language, and the drawing helpers. */
export class PdfWriter {
  readonly doc: PDFDocument;
  readonly fonts: PdfFonts;
  readonly locale: Locale;
  private readonly supported: Set<number>;

  constructor(doc: PDFDocument, fonts: PdfFonts, locale: Locale) {
    this.doc = doc;
    this.fonts = fonts;
    this.locale = locale;
    // Helvetica, Helvetica-Bold and Courier share the WinAnsi character set.
    this.supported = new Set(fonts.regular.getCharacterSet());
  }

  t(key: string, options?: TranslateOptions): string {
    return translate(ALL_MESSAGES, this.locale, key, options);
  }

  money(cents: number): string {
    return formatMoney(usd(cents), this.locale);
  }

  /** Draws one line of text with its baseline at y; answers the width used. */
  text(page: PDFPage, raw: string, x: number, y: number, style: TextStyle): number {
    let size = style.size;
    let text = printableText(raw, this.supported);
    const width = () => style.font.widthOfTextAtSize(text, size);
    if (style.maxWidth !== undefined) {
      const min = style.minSize ?? size;
      while (width() > style.maxWidth && size > min) size = Math.max(min, size - 0.5);
      if (width() > style.maxWidth) {
        while (text.length > 1 && width() > style.maxWidth) text = text.slice(0, -2);
        text = `${text.trimEnd()}…`;
      }
    }
    const used = width();
    const left = style.align === 'right' ? x - used : style.align === 'center' ? x - used / 2 : x;
    page.drawText(text, { x: left, y, size, font: style.font, color: style.color ?? INK });
    return used;
  }

  /** Lines of at most `maxWidth`, broken between words. */
  wrap(raw: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const words = printableText(raw, this.supported).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A paragraph from `y` down; answers the y below its last line. */
  paragraph(page: PDFPage, raw: string, x: number, y: number, width: number, style: TextStyle) {
    const leading = style.size * 1.35;
    let baseline = y;
    for (const line of this.wrap(raw, style.font, style.size, width)) {
      this.text(page, line, x, baseline, { ...style, maxWidth: width });
      baseline -= leading;
    }
    return baseline;
  }

  /** The theatre's band across the top of every page; answers the y below it. */
  band(page: PDFPage, heading: string): number {
    page.drawRectangle({
      x: 0,
      y: PAGE_HEIGHT - BAND_HEIGHT,
      width: PAGE_WIDTH,
      height: BAND_HEIGHT,
      color: ACCENT,
    });
    const baseline = PAGE_HEIGHT - BAND_HEIGHT / 2 - 7;
    const nameWidth = this.text(page, this.t('meta.siteName'), MARGIN, baseline, {
      font: this.fonts.bold,
      size: 20,
      color: WHITE,
    });
    this.text(page, heading, PAGE_WIDTH - MARGIN, baseline + 2, {
      font: this.fonts.regular,
      size: 11,
      color: WHITE,
      align: 'right',
      maxWidth: CONTENT_WIDTH - nameWidth - 24,
      minSize: 8,
    });
    return PAGE_HEIGHT - BAND_HEIGHT;
  }

  /** A QR code as vector squares (sharp at any print size), its quiet zone included in `size`. */
  qrCode(page: PDFPage, modules: QrModules, x: number, y: number, size: number): void {
    const { size: count, dark } = modules;
    const quiet = 4;
    const unit = size / (count + 2 * quiet);
    page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
    for (let row = 0; row < count; row++) {
      // Runs of dark modules in a row are one rectangle: fewer operators, no hairline seams.
      let column = 0;
      while (column < count) {
        if (!dark(row, column)) {
          column++;
          continue;
        }
        const start = column;
        while (column < count && dark(row, column)) column++;
        page.drawRectangle({
          x: x + (quiet + start) * unit,
          y: y + size - (quiet + row + 1) * unit,
          width: (column - start) * unit,
          height: unit,
          color: BLACK,
        });
      }
    }
  }

  footer(page: PDFPage): void {
    this.paragraph(page, this.t('mail.footer'), MARGIN, MARGIN, CONTENT_WIDTH, {
      font: this.fonts.regular,
      size: 8.5,
      color: MUTED,
    });
  }
}
