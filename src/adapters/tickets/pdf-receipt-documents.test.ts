import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { giftReceipt, type ReceiptGift, yearReceipt } from '../../domain/giving/tax-receipt.ts';
import { receiptDocumentsContract } from '../../domain/ports/receipt-documents.contract.ts';
import { LOCALES } from '../../shared/locales.ts';
import { PdfReceiptDocuments } from './pdf-receipt-documents.ts';

const organization = { legalName: 'Maple Street Playhouse, Inc.', ein: '12-3456789' };
const donor = { firstName: 'Maria', lastName: 'Alvarez' };
const gift = (id: number, overrides: Partial<ReceiptGift> = {}): ReceiptGift => ({
  id,
  orderNumber: 'MSP-7K3QX9TZ',
  givenAt: new Date('2026-11-22T01:30:00Z'),
  fundName: 'Education & Outreach',
  appeal: 'FALL26',
  amountCents: 25_000,
  tribute: { kind: 'honour', name: 'Lucía Pérez' },
  withTickets: true,
  ...overrides,
});

const documents = new PdfReceiptDocuments();
receiptDocumentsContract('pdf-lib', () => new PdfReceiptDocuments());
const dir = mkdtempSync(path.join(tmpdir(), 'receipts-'));

/** The PDF's text as a reader's tool extracts it (poppler's pdftotext), when it is installed. */
function textOf(bytes: Uint8Array, name: string): string | null {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : null;
}

describe('tax receipts as PDF', () => {
  it('prints one gift’s receipt with the EIN, the amount, the date and the statement', async () => {
    const receipt = giftReceipt({ gift: gift(41), donor, organization, locale: 'en-US' });
    const bytes = await documents.pdf(receipt);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Donation receipt MSP-7K3QX9TZ-G41');
    expect(pdf.getAuthor()).toBe('Maple Street Playhouse, Inc.');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const text = textOf(bytes, 'gift-en-US.pdf');
    if (text !== null) {
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('12-3456789');
      expect(flat).toContain('Maple Street Playhouse, Inc.');
      expect(flat).toContain('$250.00');
      expect(flat).toContain('Saturday, November 21, 2026');
      expect(flat).toContain(
        'No goods or services were provided in exchange for this contribution.',
      );
    }
    // The same receipt gives the same file.
    expect(await documents.pdf(receipt)).toEqual(bytes);
  });

  it('prints in every language, letters with accents and the English statement included', async () => {
    for (const locale of LOCALES) {
      const bytes = await documents.pdf(
        giftReceipt({ gift: gift(41), donor, organization, locale }),
      );
      const text = textOf(bytes, `gift-${locale}.pdf`);
      if (text === null) continue;
      const flat = text.replace(/\s+/g, ' ');
      expect(flat, locale).toContain('12-3456789');
      expect(flat, locale).toContain('Lucía Pérez');
      expect(flat, locale).toContain('No goods or services were provided');
    }
  });

  it('prints a year’s statement over as many pages as its gifts need', async () => {
    const gifts = Array.from({ length: 40 }, (_, i) =>
      gift(i + 1, {
        givenAt: new Date(Date.UTC(2026, 0, 2 + i * 8, 17)),
        amountCents: 1000 + i,
        appeal: i % 3 === 0 ? 'SPRING' : null,
        tribute: i % 5 === 0 ? { kind: 'memory', name: 'Rosa' } : null,
        withTickets: i % 2 === 0,
      }),
    );
    const receipt = yearReceipt({
      year: 2026,
      gifts,
      donor,
      organization,
      locale: 'ht',
      issuedAt: new Date('2027-01-15T15:00:00Z'),
    });
    const bytes = await documents.pdf(receipt);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const text = textOf(bytes, 'year-ht.pdf');
    if (text !== null) {
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('12-3456789');
      expect(flat).toContain(receipt.table?.total.value ?? '?');
      expect(flat).toContain(
        'No goods or services were provided in exchange for these contributions.',
      );
    }
    const short = yearReceipt({
      year: 2026,
      gifts: gifts.slice(0, 3),
      donor,
      organization,
      locale: 'en-US',
      issuedAt: new Date('2027-01-15T15:00:00Z'),
    });
    const one = await documents.pdf(short);
    expect((await PDFDocument.load(one)).getPageCount()).toBe(1);
    textOf(one, 'year-en-US.pdf');
  });
});
