import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TicketedOrder, TicketedPerformance } from '../../domain/orders/ticketed-order.ts';
import { LOCALES } from '../../shared/locales.ts';
import { PdfTicketDocuments } from './pdf-ticket-documents.ts';

function performance(id: number, title: string, count: number): TicketedPerformance {
  return {
    id,
    productionTitle: title,
    startsAt: new Date('2026-12-05T00:30:00Z'),
    durationMinutes: 120,
    timeZone: 'America/New_York',
    venueName: 'Main Stage',
    venueAddress: '120 Maple Street, Riverton, NY 12401',
    tickets: Array.from({ length: count }, (_, i) => ({
      barcode: `99${String(id).padStart(4, '0')}${String(i).padStart(14, '0')}`,
      section: 'Orchestra',
      row: 'C',
      seat: String(10 + i),
      priceType: 'Adult',
      priceCents: 4550,
    })),
  };
}

function order(performances: TicketedPerformance[], locale: TicketedOrder['locale'] = 'en-US') {
  return {
    number: 'MSP-7K3QX9TZ',
    locale,
    customer: { email: 'rose.pierre@example.com', firstName: 'Rose', lastName: 'Pierre' },
    deliveryMethod: 'print-at-home',
    confirmedAt: new Date('2026-11-22T15:00:00Z'),
    totals: {
      ticketsCents: 4550,
      feesCents: 500,
      discountCents: 0,
      deliveryCents: 0,
      taxCents: 0,
      refundProtectionCents: 0,
      creditCents: 0,
      totalCents: 4550,
    },
    performances,
    donations: [],
  } satisfies TicketedOrder;
}

const documents = new PdfTicketDocuments();

describe('print-at-home PDF tickets', () => {
  const twoShows = order([performance(1, 'A Christmas Carol', 3), performance(2, 'Our Town', 2)]);

  it('has one page per ticket in the "ticket" layout', async () => {
    const pdf = await PDFDocument.load(await documents.pdf(twoShows, 'ticket'));
    expect(pdf.getPageCount()).toBe(5);
    expect(pdf.getTitle()).toBe('Tickets for order MSP-7K3QX9TZ');
    expect(pdf.getAuthor()).toBe('Maple Street Playhouse');
    // US Letter.
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it('has one page per performance in the "performance" layout', async () => {
    const pdf = await PDFDocument.load(await documents.pdf(twoShows, 'performance'));
    expect(pdf.getPageCount()).toBe(2);
  });

  it('fits the most tickets an order may have (9) for one performance on one page', async () => {
    const nine = order([performance(1, 'A Christmas Carol', 9)]);
    expect((await PDFDocument.load(await documents.pdf(nine, 'performance'))).getPageCount()).toBe(
      1,
    );
    expect((await PDFDocument.load(await documents.pdf(nine, 'ticket'))).getPageCount()).toBe(9);
  });

  it('goes on to another page rather than off the paper with more tickets', async () => {
    const many = order([performance(1, 'A Christmas Carol', 14)]);
    expect((await PDFDocument.load(await documents.pdf(many, 'performance'))).getPageCount()).toBe(
      2,
    );
  });

  it('is written in every language, and text the fonts lack does not break it', async () => {
    for (const locale of LOCALES) {
      const odd = order([performance(1, 'Māori Łódź 日本 “Größe” — Kòmand', 1)], locale);
      const pdf = await PDFDocument.load(await documents.pdf(odd, 'ticket'));
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe(`(${locale})`);
    }
    const ht = await PDFDocument.load(
      await documents.pdf(order([performance(1, 'X', 1)], 'ht'), 'ticket'),
    );
    expect(ht.getTitle()).toBe('Tikè pou kòmand MSP-7K3QX9TZ');
  });

  it('is the same file for the same order (its dates are the order’s, not the clock’s)', async () => {
    const first = await documents.pdf(twoShows, 'ticket');
    const second = await documents.pdf(twoShows, 'ticket');
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
