import { PDFDocument, type PDFPage } from 'pdf-lib';
import { groupedBarcode } from '../../domain/orders/ticket-barcode.ts';
import type {
  IssuedTicket,
  TicketedOrder,
  TicketedPerformance,
} from '../../domain/orders/ticketed-order.ts';
import type { TicketDocuments, TicketLayout } from '../../domain/ports/ticket-documents.ts';
import { formatDate, formatTime } from '../../shared/dates.ts';
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
  type TextStyle,
} from './pdf-writer.ts';
import { ticketQrCodeModules, ticketQrCodePng } from './ticket-qr-code.ts';

/** One tickets PDF being written: the order, and the drawing of its pages. */
class TicketPdf extends PdfWriter {
  readonly order: TicketedOrder;

  constructor(doc: PDFDocument, fonts: PdfFonts, order: TicketedOrder) {
    super(doc, fonts, order.locale);
    this.order = order;
  }

  when(performance: TicketedPerformance): { date: string; time: string } {
    return {
      date: formatDate(performance.startsAt, this.order.locale, 'full', performance.timeZone),
      time: formatTime(performance.startsAt, this.order.locale, performance.timeZone),
    };
  }

  /** Production, date and time, venue: the head of a ticket or of a performance's page. */
  performanceHead(page: PDFPage, performance: TicketedPerformance, top: number): number {
    let y = top - 44;
    const titleLines = this.wrap(performance.productionTitle, this.fonts.bold, 26, CONTENT_WIDTH);
    for (const line of titleLines.slice(0, 2)) {
      this.text(page, line, MARGIN, y, {
        font: this.fonts.bold,
        size: 26,
        maxWidth: CONTENT_WIDTH,
        minSize: 18,
      });
      y -= 31;
    }
    const { date, time } = this.when(performance);
    this.text(page, this.t('printTickets.when', { date, time }), MARGIN, y - 2, {
      font: this.fonts.bold,
      size: 14,
      color: ACCENT,
      maxWidth: CONTENT_WIDTH,
      minSize: 10,
    });
    y -= 24;
    this.text(page, performance.venueName, MARGIN, y, {
      font: this.fonts.regular,
      size: 12,
      maxWidth: CONTENT_WIDTH,
      minSize: 9,
    });
    y -= 16;
    this.text(page, performance.venueAddress, MARGIN, y, {
      font: this.fonts.regular,
      size: 11,
      color: MUTED,
      maxWidth: CONTENT_WIDTH,
      minSize: 8,
    });
    return y - 14;
  }

  /** A small label above its value; answers the y below. */
  field(page: PDFPage, label: string, value: string, x: number, y: number, width: number) {
    this.text(page, label.toLocaleUpperCase(this.order.locale), x, y, {
      font: this.fonts.regular,
      size: 8.5,
      color: MUTED,
      maxWidth: width,
      minSize: 6.5,
    });
    this.text(page, value, x, y - 19, {
      font: this.fonts.bold,
      size: 15,
      maxWidth: width,
      minSize: 9,
    });
    return y - 19 - 22;
  }

  /** Layout "ticket": one page per ticket, the code large enough to scan from across a desk. */
  ticketPage(performance: TicketedPerformance, ticket: IssuedTicket, index: number, count: number) {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const top = this.band(page, this.t('printTickets.ticketHeading'));
    const below = this.performanceHead(page, performance, top);

    const cardTop = below - 6;
    const cardHeight = 316;
    const cardBottom = cardTop - cardHeight;
    page.drawRectangle({
      x: MARGIN,
      y: cardBottom,
      width: CONTENT_WIDTH,
      height: cardHeight,
      borderColor: RULE,
      borderWidth: 1,
    });
    const qrSize = 196;
    const qrX = MARGIN + CONTENT_WIDTH - 20 - qrSize;
    const qrY = cardTop - 18 - qrSize;
    this.qrCode(page, ticketQrCodeModules(ticket.barcode), qrX, qrY, qrSize);
    this.text(page, this.t('printTickets.ticketNumber'), qrX + qrSize / 2, qrY - 14, {
      font: this.fonts.regular,
      size: 8.5,
      color: MUTED,
      align: 'center',
      maxWidth: qrSize,
    });
    this.text(page, groupedBarcode(ticket.barcode), qrX + qrSize / 2, qrY - 31, {
      font: this.fonts.mono,
      size: 12,
      align: 'center',
      maxWidth: qrSize + 20,
      minSize: 9,
    });

    // The left column: where to sit, then what was paid.
    const left = MARGIN + 22;
    const columnWidth = qrX - 24 - left;
    let y = cardTop - 32;
    y = this.field(page, this.t('printTickets.section'), ticket.section, left, y, columnWidth);
    const half = (columnWidth - 16) / 2;
    this.field(page, this.t('printTickets.row'), ticket.row, left, y, half);
    y = this.field(page, this.t('printTickets.seat'), ticket.seat, left + half + 16, y, half);
    page.drawLine({
      start: { x: left, y: y + 8 },
      end: { x: left + columnWidth, y: y + 8 },
      thickness: 0.75,
      color: RULE,
    });
    y -= 14;
    y = this.field(page, this.t('printTickets.priceType'), ticket.priceType, left, y, columnWidth);
    y = this.field(
      page,
      this.t('printTickets.price'),
      this.money(ticket.priceCents),
      left,
      y,
      columnWidth,
    );
    this.field(page, this.t('printTickets.order'), this.order.number, left, y, columnWidth);
    this.text(
      page,
      this.t('printTickets.ticketOf', { index, count }),
      MARGIN + CONTENT_WIDTH - 20,
      cardBottom + 14,
      { font: this.fonts.regular, size: 9, color: MUTED, align: 'right' },
    );

    this.paragraph(page, this.t('printTickets.admits'), MARGIN, cardBottom - 30, CONTENT_WIDTH, {
      font: this.fonts.regular,
      size: 11,
    });
    this.footer(page);
  }

  /** Layout "performance": every ticket of a performance on its page (more pages if needed). */
  performancePages(performance: TicketedPerformance) {
    const columns = 2;
    const gap = 8;
    const cellWidth = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
    const cellHeight = 80;
    const qrSize = 68;
    const bottom = MARGIN + 36;
    let remaining = performance.tickets;
    let first = true;
    while (remaining.length > 0) {
      const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      const top = this.band(page, this.t('printTickets.performanceHeading'));
      let y = this.performanceHead(page, performance, top);
      this.text(
        page,
        [
          this.t('printTickets.orderNumber', { number: this.order.number }),
          this.t('printTickets.count', { count: performance.tickets.length }),
          ...(first ? [] : [this.t('printTickets.continued')]),
        ].join(' · '),
        MARGIN,
        y - 4,
        { font: this.fonts.regular, size: 11, color: MUTED, maxWidth: CONTENT_WIDTH, minSize: 8 },
      );
      y -= 22;
      const rows = Math.max(1, Math.floor((y - bottom + gap) / (cellHeight + gap)));
      const onPage = remaining.slice(0, rows * columns);
      remaining = remaining.slice(onPage.length);
      onPage.forEach((ticket, i) => {
        const x = MARGIN + (i % columns) * (cellWidth + gap);
        const cellTop = y - Math.floor(i / columns) * (cellHeight + gap);
        page.drawRectangle({
          x,
          y: cellTop - cellHeight,
          width: cellWidth,
          height: cellHeight,
          borderColor: RULE,
          borderWidth: 1,
        });
        this.qrCode(
          page,
          ticketQrCodeModules(ticket.barcode),
          x + 6,
          cellTop - (cellHeight + qrSize) / 2,
          qrSize,
        );
        const textX = x + 6 + qrSize + 6;
        const textWidth = cellWidth - (textX - x) - 10;
        let line = cellTop - 16;
        const write = (text: string, style: TextStyle, step: number) => {
          this.text(page, text, textX, line, { maxWidth: textWidth, minSize: 8, ...style });
          line -= step;
        };
        write(ticket.section, { font: this.fonts.bold, size: 11 }, 13);
        write(
          this.t('printTickets.rowSeat', { row: ticket.row, seat: ticket.seat }),
          { font: this.fonts.regular, size: 11 },
          13,
        );
        write(ticket.priceType, { font: this.fonts.regular, size: 9.5, color: MUTED }, 12);
        write(this.money(ticket.priceCents), { font: this.fonts.bold, size: 10 }, 15);
        write(groupedBarcode(ticket.barcode), { font: this.fonts.mono, size: 8.5 }, 0);
      });
      const lastRow = Math.ceil(onPage.length / columns) - 1;
      const after = y - lastRow * (cellHeight + gap) - cellHeight - 26;
      // Under the last tickets, where it fits above the footer (a long title may leave no room).
      if (remaining.length === 0 && after > MARGIN + 48)
        this.paragraph(page, this.t('printTickets.admits'), MARGIN, after, CONTENT_WIDTH, {
          font: this.fonts.regular,
          size: 10.5,
        });
      this.footer(page);
      first = false;
    }
  }
}

/**
 * Print-at-home tickets with pdf-lib: every ticket with its QR code and its number, the theatre,
 * the production, the date and time on the venue's clock, the venue, the seat, the price type
 * and the all-in price, in the order's language.
 */
export class PdfTicketDocuments implements TicketDocuments {
  async pdf(order: TicketedOrder, layout: TicketLayout): Promise<Uint8Array> {
    // No default metadata: the same order gives the same file (its dates are the order's).
    const doc = await PDFDocument.create({ updateMetadata: false });
    const fonts = await embedStandardFonts(doc);
    const pdf = new TicketPdf(doc, fonts, order);
    doc.setTitle(pdf.t('printTickets.documentTitle', { number: order.number }));
    doc.setAuthor(pdf.t('meta.siteName'));
    doc.setLanguage(order.locale);
    doc.setCreator('Houselights storefront');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(order.confirmedAt);
    doc.setModificationDate(order.confirmedAt);

    if (layout === 'performance') {
      for (const performance of order.performances) pdf.performancePages(performance);
    } else {
      const count = order.performances.reduce((n, p) => n + p.tickets.length, 0);
      let index = 0;
      for (const performance of order.performances)
        for (const ticket of performance.tickets)
          pdf.ticketPage(performance, ticket, ++index, count);
    }
    // An order always has tickets; a page all the same rather than an empty, broken file.
    if (doc.getPageCount() === 0) pdf.band(doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), '');
    return doc.save();
  }

  qrCodePng(barcode: string): Promise<Uint8Array> {
    return ticketQrCodePng(barcode);
  }
}
