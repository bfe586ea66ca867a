/**
 * What every TicketDocuments implementation must do (spec §9, issue 10): print-at-home tickets
 * in both layouts (a page per ticket, or a page per performance that holds an order's most
 * tickets and goes on to another page rather than off the paper), in the order's language
 * whatever its text holds, the same file for the same order; and a ticket's QR code as a PNG,
 * the same picture for the same code. The PDF builder runs it
 * (adapters/tickets/pdf-ticket-documents.test.ts), and so does the lazily loaded one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import type { TicketedOrder, TicketedPerformance } from '../orders/ticketed-order.ts';
import type { TicketDocuments } from './ticket-documents.ts';

/** An implementation, and how a reader of its PDF sees it (the domain reads no PDF itself). */
export interface TicketDocumentsFixture {
  documents: TicketDocuments;
  read(pdf: Uint8Array): Promise<{
    pages: number;
    title: string | undefined;
    /** The document's language tag (what a screen reader speaks it in). */
    language: string | undefined;
  }>;
}

/** A performance of `count` tickets, with barcodes of the ticket-barcode form. */
export function ticketedPerformance(id: number, title: string, count: number): TicketedPerformance {
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

/** A confirmed order of these performances, in this language. */
export function ticketedOrder(
  performances: TicketedPerformance[],
  locale: TicketedOrder['locale'] = 'en-US',
): TicketedOrder {
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
      giftVoucherCents: 0,
      totalCents: 4550,
    },
    performances,
    donations: [],
    giftVouchers: [],
    memberships: [],
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function ticketDocumentsContract(
  name: string,
  make: () => TicketDocumentsFixture | Promise<TicketDocumentsFixture>,
) {
  describe(`TicketDocuments contract: ${name}`, () => {
    let f: TicketDocumentsFixture;
    beforeAll(async () => {
      f = await make();
    });
    const twoShows = ticketedOrder([
      ticketedPerformance(1, 'A Christmas Carol', 3),
      ticketedPerformance(2, 'Our Town', 2),
    ]);
    const pages = async (order: TicketedOrder, layout: 'ticket' | 'performance') =>
      (await f.read(await f.documents.pdf(order, layout))).pages;

    it('has one page per ticket in the "ticket" layout, titled with the order', async () => {
      const read = await f.read(await f.documents.pdf(twoShows, 'ticket'));
      expect(read.pages).toBe(5);
      expect(read.title).toContain('MSP-7K3QX9TZ');
    });

    it('has one page per performance in the "performance" layout', async () => {
      expect(await pages(twoShows, 'performance')).toBe(2);
    });

    it('fits the most tickets an order may have (9) for one performance on one page', async () => {
      const nine = ticketedOrder([ticketedPerformance(1, 'A Christmas Carol', 9)]);
      expect(await pages(nine, 'performance')).toBe(1);
      expect(await pages(nine, 'ticket')).toBe(9);
    });

    it('goes on to another page rather than off the paper with more tickets', async () => {
      const many = ticketedOrder([ticketedPerformance(1, 'A Christmas Carol', 14)]);
      expect(await pages(many, 'performance')).toBe(2);
    });

    it('is written in every language, and text the fonts lack does not break it', async () => {
      const titles = new Set<string | undefined>();
      for (const locale of LOCALES) {
        const odd = ticketedOrder(
          [ticketedPerformance(1, 'Māori Łódź 日本 “Größe” — Kòmand', 1)],
          locale,
        );
        const read = await f.read(await f.documents.pdf(odd, 'ticket'));
        expect(read.pages).toBe(1);
        expect(read.language).toBe(locale);
        expect(read.title).toContain(odd.number);
        titles.add(read.title);
      }
      // Not one language's words in every file.
      expect(titles.size).toBeGreaterThan(1);
    });

    it('is the same file for the same order (its dates are the order’s, not the clock’s)', async () => {
      const first = await f.documents.pdf(twoShows, 'ticket');
      const second = await f.documents.pdf(twoShows, 'ticket');
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    });

    it('draws a ticket’s QR code as a PNG, the same picture for the same code', async () => {
      const png = await f.documents.qrCodePng('99123456789012345678');
      expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      const again = await f.documents.qrCodePng('99123456789012345678');
      expect(Buffer.from(again).equals(Buffer.from(png))).toBe(true);
      const other = await f.documents.qrCodePng('99123456789012345679');
      expect(Buffer.from(other).equals(Buffer.from(png))).toBe(false);
    });

    it('refuses to draw anything that is not a ticket barcode', async () => {
      await expect(f.documents.qrCodePng('<script>')).rejects.toThrow();
    });
  });
}
