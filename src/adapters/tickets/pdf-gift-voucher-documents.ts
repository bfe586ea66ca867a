/**
 * Gift vouchers as PDFs with pdf-lib: the content comes whole from the domain
 * (domain/gift-vouchers/voucher-document.ts); this lays it out on one US Letter page in the
 * theatre's colours: a card with the title, the value, the code (also as a QR code) and its last
 * day, whom it is for and from and the buyer's message, then how to spend it and where to see the
 * balance. Whatever the buyer typed fits: a name too long for its line is shrunk, then cut; the
 * message takes the room the rest leaves, in a smaller size if it must, and is cut last.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type {
  GiftVoucherCard,
  GiftVoucherWay,
} from '../../domain/gift-vouchers/voucher-document.ts';
import type { GiftVoucherDocuments } from '../../domain/ports/gift-voucher-documents.ts';
import {
  ACCENT,
  CONTENT_WIDTH,
  embedStandardFonts,
  MARGIN,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type PdfFonts,
  PdfWriter,
  RULE,
} from './pdf-writer.ts';
import { voucherQrCodeModules } from './voucher-qr-code.ts';

/** No baseline below this line but the footer's (one or two lines from MARGIN down). */
const BOTTOM = MARGIN + 28;
/** From the baseline under the card's last line to the baseline of "How to use it". */
const CARD_GAP = 40;
/** The card's inner padding, its QR code, and the column beside the code. */
const PAD = 24;
const INNER_X = MARGIN + PAD;
const INNER_WIDTH = CONTENT_WIDTH - 2 * PAD;
const QR_SIZE = 136;
const QR_X = MARGIN + CONTENT_WIDTH - PAD - QR_SIZE;
const LEFT_WIDTH = QR_X - 20 - INNER_X;
/** How to use it: the labels' column, then the texts'. */
const LABEL_WIDTH = 124;
const TEXT_X = MARGIN + LABEL_WIDTH + 14;
const TEXT_WIDTH = MARGIN + CONTENT_WIDTH - TEXT_X;
const WAY_SIZE = 10;
const WAY_LEADING = 13.5;
/** The message: its largest and smallest size, and where its text starts (right of a bar). */
const MESSAGE_MAX = 12;
const MESSAGE_MIN = 8.5;
const MESSAGE_X = INNER_X + 14;
const MESSAGE_WIDTH = INNER_WIDTH - 14;
/** The card's background behind the code: a warm paper tint of the theatre's colours. */
const TINT = rgb(0.976, 0.957, 0.937);

class VoucherPdf extends PdfWriter {
  private readonly card: GiftVoucherCard;
  private readonly italic: PDFFont;
  private readonly page: PDFPage;

  constructor(doc: PDFDocument, fonts: PdfFonts, italic: PDFFont, card: GiftVoucherCard) {
    super(doc, fonts, card.locale);
    this.card = card;
    this.italic = italic;
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  /** `wrap`, with a word wider than the line broken between its letters (no line runs off). */
  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    return this.wrap(text, font, size, width).flatMap((line) => {
      if (font.widthOfTextAtSize(line, size) <= width) return [line];
      const pieces: string[] = [];
      let piece = '';
      for (const char of line) {
        if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
          pieces.push(piece);
          piece = char.trimStart();
        } else piece += char;
      }
      if (piece) pieces.push(piece);
      return pieces;
    });
  }

  private upper(text: string): string {
    return text.toLocaleUpperCase(this.locale);
  }

  /** The message's lines at `size`: its paragraphs kept, runs of blank lines made one. */
  private messageLines(size: number): string[] {
    const paragraphs = (this.card.message ?? '').split(/\r?\n/).map((p) => p.trim());
    const lines: string[] = [];
    for (const paragraph of paragraphs) {
      if (!paragraph) {
        if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
        continue;
      }
      lines.push(...this.lines(paragraph, this.italic, size, MESSAGE_WIDTH));
    }
    while (lines.at(-1) === '') lines.pop();
    return lines;
  }

  /** The message in the room it has: the largest size it fits at, else the smallest, cut. */
  private fitMessage(room: number): { size: number; lines: string[] } | null {
    if (!this.card.message) return null;
    for (let size = MESSAGE_MAX; size >= MESSAGE_MIN; size -= 0.5) {
      const lines = this.messageLines(size);
      if (lines.length === 0) return null;
      if (lines.length * size * 1.4 <= room) return { size, lines };
    }
    const lines = this.messageLines(MESSAGE_MIN);
    const kept = lines.slice(0, Math.max(1, Math.floor(room / (MESSAGE_MIN * 1.4))));
    while (kept.at(-1) === '') kept.pop();
    // The last line kept says there was more: "…" where it fits, its last letters made room for.
    let last = kept.pop() ?? '';
    const fits = (text: string) =>
      this.italic.widthOfTextAtSize(`${text}…`, MESSAGE_MIN) <= MESSAGE_WIDTH;
    while (last && !fits(last)) last = [...last].slice(0, -1).join('');
    kept.push(`${last.trimEnd()}…`);
    return { size: MESSAGE_MIN, lines: kept };
  }

  private wayHeight(way: GiftVoucherWay): number {
    const label = this.lines(way.label, this.fonts.bold, WAY_SIZE, LABEL_WIDTH).length;
    const text =
      this.lines(way.text, this.fonts.regular, WAY_SIZE, TEXT_WIDTH).length + (way.address ? 1 : 0);
    return Math.max(label, text) * WAY_LEADING + 8;
  }

  /**
   * From the baseline of "How to use it" to the last line of "keep it safe", as `draw` lays
   * them out: what the card must leave room for.
   */
  private waysHeight(): number {
    const { howToUse, balance, keepSafe } = this.card;
    const keepLines = this.lines(keepSafe, this.fonts.regular, 9.5, CONTENT_WIDTH).length;
    return (
      22 +
      howToUse.ways.reduce((sum, way) => sum + this.wayHeight(way), 0) +
      12 +
      this.wayHeight(balance) +
      6 +
      (keepLines - 1) * 9.5 * 1.35
    );
  }

  /**
   * A name line ("To …", "From …") at the first size it fits on two lines at, else at the last
   * size, cut; answers the y below it.
   */
  private name(text: string, y: number, style: { bold: boolean; sizes: number[] }): number {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const sizes = style.sizes;
    const size =
      sizes.find((s) => this.lines(text, font, s, INNER_WIDTH).length <= 2) ?? sizes.at(-1) ?? 12;
    const lines = this.lines(text, font, size, INNER_WIDTH);
    const shown = lines.slice(0, 2);
    if (lines.length > 2) shown[1] = `${shown[1]} ${lines.slice(2).join(' ')}`;
    for (const line of shown) {
      // A cut second line ends in "…" (text() cuts what is wider than the card).
      this.text(this.page, line, INNER_X, y, {
        font,
        size,
        ...(style.bold ? {} : { color: MUTED }),
        maxWidth: INNER_WIDTH,
      });
      y -= size * 1.3;
    }
    return y - 4;
  }

  /** One way to spend it: its label on the left, what to do and its address on the right. */
  private way(way: GiftVoucherWay, top: number): number {
    let labelY = top;
    for (const line of this.lines(way.label, this.fonts.bold, WAY_SIZE, LABEL_WIDTH)) {
      this.text(this.page, line, MARGIN, labelY, { font: this.fonts.bold, size: WAY_SIZE });
      labelY -= WAY_LEADING;
    }
    let y = top;
    for (const line of this.lines(way.text, this.fonts.regular, WAY_SIZE, TEXT_WIDTH)) {
      this.text(this.page, line, TEXT_X, y, { font: this.fonts.regular, size: WAY_SIZE });
      y -= WAY_LEADING;
    }
    if (way.address) {
      this.text(this.page, way.address, TEXT_X, y, {
        font: this.fonts.bold,
        size: WAY_SIZE,
        color: ACCENT,
        maxWidth: TEXT_WIDTH,
        minSize: 7,
      });
      y -= WAY_LEADING;
    }
    return Math.min(labelY, y) - 8;
  }

  private rule(y: number, x = MARGIN, width = CONTENT_WIDTH): void {
    this.page.drawLine({
      start: { x, y },
      end: { x: x + width, y },
      thickness: 0.75,
      color: RULE,
    });
  }

  /** Title, value, code and last day on the left; the QR code on the right. Answers the y below. */
  private head(top: number): number {
    const { page, card, fonts } = this;
    let y = top - 26;
    this.text(page, card.title, INNER_X, y, {
      font: fonts.bold,
      size: 26,
      maxWidth: LEFT_WIDTH,
      minSize: 16,
    });
    y -= 28;
    this.text(page, this.upper(card.amount.label), INNER_X, y, {
      font: fonts.regular,
      size: 8.5,
      color: MUTED,
      maxWidth: LEFT_WIDTH,
      minSize: 6.5,
    });
    y -= 40;
    this.text(page, card.amount.value, INNER_X, y, {
      font: fonts.bold,
      size: 42,
      color: ACCENT,
      maxWidth: LEFT_WIDTH,
      minSize: 20,
    });

    // The code on a tint, large enough to read aloud or type: it is what the voucher is.
    y -= 22;
    const codeTop = y;
    const codeHeight = 50;
    page.drawRectangle({
      x: INNER_X - 8,
      y: codeTop - codeHeight,
      width: LEFT_WIDTH + 8,
      height: codeHeight,
      color: TINT,
    });
    this.text(page, this.upper(card.code.label), INNER_X, codeTop - 15, {
      font: fonts.regular,
      size: 8.5,
      color: MUTED,
      maxWidth: LEFT_WIDTH - 8,
      minSize: 6.5,
    });
    this.text(page, card.code.value, INNER_X, codeTop - 40, {
      font: fonts.bold,
      size: 22,
      maxWidth: LEFT_WIDTH - 8,
      minSize: 14,
    });
    y = codeTop - codeHeight - 18;
    this.text(page, card.validUntil, INNER_X, y, {
      font: fonts.bold,
      size: 11,
      maxWidth: LEFT_WIDTH,
      minSize: 8,
    });

    this.qrCode(page, voucherQrCodeModules(card.code.value), QR_X, top - QR_SIZE - 8, QR_SIZE);
    return Math.min(y - 8, top - QR_SIZE - 8) - 16;
  }

  draw(): void {
    const { page, card, fonts } = this;
    const cardTop = this.band(page, card.heading) - 28;
    this.footer(page);

    let y = this.head(cardTop - PAD + 8);
    const names = [card.to, card.from].filter((name) => name !== null);
    if (names.length > 0 || card.message) {
      this.rule(y + 6, INNER_X, INNER_WIDTH);
      y -= 18;
    }
    if (card.to) y = this.name(card.to, y, { bold: true, sizes: [15, 13, 11] });
    if (card.from) y = this.name(card.from, y, { bold: false, sizes: [12, 11, 10] });

    // The message has what the page leaves: under it the card's edge (CARD_GAP), then how to
    // use it, whose last line stays above BOTTOM.
    const message = this.fitMessage(y - 4 - CARD_GAP - this.waysHeight() - BOTTOM);
    if (message) {
      y -= 4;
      const leading = message.size * 1.4;
      const height = message.lines.length * leading;
      page.drawRectangle({
        x: INNER_X,
        y: y - height + leading - 4,
        width: 2.5,
        height: height,
        color: ACCENT,
      });
      for (const line of message.lines) {
        if (line)
          this.text(page, line, MESSAGE_X, y, {
            font: this.italic,
            size: message.size,
            maxWidth: MESSAGE_WIDTH,
          });
        y -= leading;
      }
    }

    // The card: the theatre's colour, with a hairline inside it, like a printed certificate.
    const cardBottom = y - 10;
    page.drawRectangle({
      x: MARGIN,
      y: cardBottom,
      width: CONTENT_WIDTH,
      height: cardTop - cardBottom,
      borderColor: ACCENT,
      borderWidth: 1.5,
    });
    page.drawRectangle({
      x: MARGIN + 4,
      y: cardBottom + 4,
      width: CONTENT_WIDTH - 8,
      height: cardTop - cardBottom - 8,
      borderColor: RULE,
      borderWidth: 0.5,
    });

    y = cardBottom - (CARD_GAP - 10);
    this.text(page, card.howToUse.title, MARGIN, y, {
      font: fonts.bold,
      size: 13,
      maxWidth: CONTENT_WIDTH,
      minSize: 9,
    });
    y -= 22;
    for (const way of card.howToUse.ways) y = this.way(way, y);
    this.rule(y + 8);
    y -= 12;
    y = this.way(card.balance, y);
    y -= 6;
    this.paragraph(page, card.keepSafe, MARGIN, y, CONTENT_WIDTH, {
      font: fonts.regular,
      size: 9.5,
      color: MUTED,
    });
  }
}

/** The voucher's PDF: the same card gives the same bytes (no dates of its own). */
export class PdfGiftVoucherDocuments implements GiftVoucherDocuments {
  async pdf(card: GiftVoucherCard): Promise<Uint8Array> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const fonts = await embedStandardFonts(doc);
    const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
    const pdf = new VoucherPdf(doc, fonts, italic, card);
    doc.setTitle(card.documentTitle);
    doc.setAuthor(pdf.t('meta.siteName'));
    doc.setSubject(`${card.title}: ${card.amount.value}. ${card.validUntil}.`);
    doc.setLanguage(card.locale);
    doc.setCreator('Houselights storefront');
    doc.setProducer('pdf-lib');
    pdf.draw();
    return doc.save();
  }
}
