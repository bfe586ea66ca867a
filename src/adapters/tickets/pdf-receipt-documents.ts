/**
 * Tax receipts as PDFs with pdf-lib (IRS Publication 1771): the content comes whole from the
 * domain (domain/giving/tax-receipt.ts); this only lays it out on US Letter pages in the
 * theatre's colours: the organisation and its EIN, the facts of the gift, a year's table of
 * gifts, and the statement that no goods or services were given in exchange, set apart in a box.
 */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { TaxReceipt } from '../../domain/giving/tax-receipt.ts';
import type { ReceiptDocuments } from '../../domain/ports/receipt-documents.ts';
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

/** Nothing is drawn below this line but the footer. */
const BOTTOM = MARGIN + 40;

class ReceiptPdf extends PdfWriter {
  private readonly receipt: TaxReceipt;
  private page!: PDFPage;
  private y = 0;

  constructor(doc: PDFDocument, fonts: PdfFonts, receipt: TaxReceipt) {
    super(doc, fonts, receipt.locale);
    this.receipt = receipt;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = this.band(this.page, this.receipt.heading) - 40;
    this.footer(this.page);
  }

  /** Room for `height` more points on this page, else a new page. */
  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private paragraphHeight(text: string, size: number, width: number, bold = false): number {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return this.wrap(text, font, size, width).length * size * 1.35;
  }

  private write(
    text: string,
    options: { size: number; bold?: boolean; muted?: boolean; x?: number; width?: number },
  ): void {
    const x = options.x ?? MARGIN;
    const width = options.width ?? CONTENT_WIDTH;
    this.ensure(this.paragraphHeight(text, options.size, width, options.bold));
    this.y = this.paragraph(this.page, text, x, this.y, width, {
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      size: options.size,
      ...(options.muted ? { color: MUTED } : {}),
    });
  }

  private heading(): void {
    const { receipt } = this;
    this.write(receipt.title, { size: 24, bold: true });
    this.y -= 6;
    this.write(receipt.organization.name, { size: 13, bold: true });
    this.write(receipt.organization.ein, { size: 11, muted: true });
    this.y -= 10;
  }

  /** The facts two by two: a small label above its value. */
  private facts(): void {
    const columnWidth = (CONTENT_WIDTH - 24) / 2;
    const facts = this.receipt.facts;
    for (let i = 0; i < facts.length; i += 2) {
      this.ensure(44);
      facts.slice(i, i + 2).forEach((fact, column) => {
        const x = MARGIN + column * (columnWidth + 24);
        this.text(this.page, fact.label.toLocaleUpperCase(this.locale), x, this.y, {
          font: this.fonts.regular,
          size: 8.5,
          color: MUTED,
          maxWidth: columnWidth,
          minSize: 6.5,
        });
        this.text(this.page, fact.value, x, this.y - 16, {
          font: this.fonts.bold,
          size: 12,
          maxWidth: columnWidth,
          minSize: 8,
        });
      });
      this.y -= 40;
    }
  }

  /** A year's gifts: date, fund, order and amount, a note under a row, the total last. */
  private table(): void {
    const table = this.receipt.table;
    if (!table) return;
    const x = [MARGIN, MARGIN + 120, MARGIN + 310, MARGIN + CONTENT_WIDTH];
    const widths = [112, 182, 120];
    const header = () => {
      this.ensure(40);
      table.columns.forEach((label, i) => {
        const last = i === table.columns.length - 1;
        this.text(this.page, label.toLocaleUpperCase(this.locale), x[i] ?? MARGIN, this.y, {
          font: this.fonts.bold,
          size: 8.5,
          color: MUTED,
          ...(last ? { align: 'right' as const } : { maxWidth: widths[i] ?? 100, minSize: 6.5 }),
        });
      });
      this.rule(this.y - 6, 1);
      this.y -= 22;
    };
    this.y -= 8;
    header();
    for (const row of table.rows) {
      const height = row.note ? 32 : 20;
      if (this.y - height < BOTTOM) {
        this.newPage();
        header();
      }
      row.cells.forEach((cell, i) => {
        const last = i === row.cells.length - 1;
        this.text(this.page, cell, x[i] ?? MARGIN, this.y, {
          font: this.fonts.regular,
          size: 10.5,
          ...(last ? { align: 'right' as const } : { maxWidth: widths[i] ?? 100, minSize: 8 }),
        });
      });
      if (row.note)
        this.text(this.page, row.note, x[1] ?? MARGIN, this.y - 13, {
          font: this.fonts.regular,
          size: 9,
          color: MUTED,
          maxWidth: CONTENT_WIDTH - 120,
          minSize: 7,
        });
      this.rule(this.y - height + 12, 0.5);
      this.y -= height;
    }
    this.ensure(30);
    this.rule(this.y + 8, 1.5);
    this.text(this.page, table.total.label, MARGIN, this.y - 6, {
      font: this.fonts.bold,
      size: 11.5,
    });
    this.text(this.page, table.total.value, MARGIN + CONTENT_WIDTH, this.y - 6, {
      font: this.fonts.bold,
      size: 11.5,
      align: 'right',
    });
    this.y -= 34;
  }

  private rule(y: number, thickness: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + CONTENT_WIDTH, y },
      thickness,
      color: RULE,
    });
  }

  /** The legal statement in a box of the theatre's colour, the English words under it. */
  private statements(): void {
    const { receipt } = this;
    const inner = CONTENT_WIDTH - 32;
    const english = receipt.english;
    const height =
      24 +
      receipt.statements.reduce(
        (h, text) => h + this.paragraphHeight(text, 11, inner, true) + 4,
        0,
      ) +
      (english
        ? 10 +
          this.paragraphHeight(english.label, 9, inner) +
          english.statements.reduce((h, text) => h + this.paragraphHeight(text, 9.5, inner), 0)
        : 0);
    this.ensure(height + 12);
    const top = this.y + 12;
    this.page.drawRectangle({
      x: MARGIN,
      y: top - height,
      width: CONTENT_WIDTH,
      height,
      borderColor: ACCENT,
      borderWidth: 1.25,
    });
    this.y = top - 24;
    for (const text of receipt.statements) {
      this.y = this.paragraph(this.page, text, MARGIN + 16, this.y, inner, {
        font: this.fonts.bold,
        size: 11,
      });
      this.y -= 4;
    }
    if (english) {
      this.y -= 6;
      this.y = this.paragraph(this.page, english.label, MARGIN + 16, this.y, inner, {
        font: this.fonts.regular,
        size: 9,
        color: MUTED,
      });
      for (const text of english.statements)
        this.y = this.paragraph(this.page, text, MARGIN + 16, this.y, inner, {
          font: this.fonts.regular,
          size: 9.5,
          color: MUTED,
        });
    }
    this.y = top - height - 24;
  }

  draw(): void {
    this.newPage();
    this.heading();
    this.facts();
    this.table();
    this.y -= 6;
    this.write(this.receipt.thanks, { size: 11.5 });
    this.y -= 24;
    this.statements();
    this.write(this.receipt.closing, { size: 10, muted: true });
  }
}

/** The receipt's PDF: the same receipt gives the same bytes (its dates are the receipt's). */
export class PdfReceiptDocuments implements ReceiptDocuments {
  async pdf(receipt: TaxReceipt): Promise<Uint8Array> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const pdf = new ReceiptPdf(doc, await embedStandardFonts(doc), receipt);
    doc.setTitle(receipt.documentTitle);
    doc.setAuthor(receipt.organization.name);
    doc.setSubject(receipt.statements.join(' '));
    doc.setLanguage(receipt.locale);
    doc.setCreator('Houselights storefront');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(receipt.issuedAt);
    doc.setModificationDate(receipt.issuedAt);
    pdf.draw();
    return doc.save();
  }
}
