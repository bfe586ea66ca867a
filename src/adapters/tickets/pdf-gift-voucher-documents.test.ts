import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  giftVoucherCard,
  giftVoucherDocumentsContract,
} from '../../domain/ports/gift-voucher-documents.contract.ts';
import { readPdf } from '../../testing/pdf-reader.ts';
import { PdfGiftVoucherDocuments } from './pdf-gift-voucher-documents.ts';
import { voucherQrCodeModules } from './voucher-qr-code.ts';

giftVoucherDocumentsContract('pdf-lib', () => ({
  documents: new PdfGiftVoucherDocuments(),
  read: readPdf,
}));

const documents = new PdfGiftVoucherDocuments();
const dir = mkdtempSync(path.join(tmpdir(), 'gift-vouchers-'));

/**
 * A poppler or zbar tool's output, or null where it is not installed. A tool that runs and fails
 * (zbarimg finding no code) answers what it printed, so the test fails rather than skips.
 */
function run(command: string, args: string[]): string | null {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return null;
  return result.status === 0 ? result.stdout : `${command} failed: ${result.stderr}`;
}

function save(bytes: Uint8Array, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** The PDF's text as a reader's tool extracts it (poppler's pdftotext), spaces made one. */
const textOf = (file: string) =>
  run('pdftotext', ['-layout', file, '-'])?.replace(/\s+/g, ' ') ?? null;

/** What a phone reads from the printed page: the page at 80 dpi, its QR code decoded. */
function scan(file: string): string | null {
  const prefix = file.replace(/\.pdf$/, '');
  if (run('pdftoppm', ['-png', '-r', '80', '-singlefile', file, prefix]) === null) return null;
  const png = `${prefix}.png`;
  if (!existsSync(png)) return 'pdftoppm drew nothing';
  return run('zbarimg', ['--quiet', '--raw', png])?.trim() ?? null;
}

describe('gift vouchers as PDF', () => {
  it('prints the code, the value and the last day, with the code as a QR code a phone reads', async () => {
    const card = giftVoucherCard();
    const bytes = await documents.pdf(card);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Gift voucher K7QP-3XWM9TB');
    expect(pdf.getAuthor()).toBe('Maple Street Playhouse');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const file = save(bytes, 'en-US.pdf');
    const text = textOf(file);
    if (text !== null) {
      expect(text).toContain('K7QP-3XWM9TB');
      expect(text).toContain('$50.00');
      expect(text).toContain('Valid until Tuesday, May 2, 2028');
      expect(text).toContain('To Maria Alvarez');
      expect(text).toContain('From Jean-Baptiste Pierre');
      expect(text).toContain('Happy birthday! See you at the show.');
      expect(text).toContain('https://tickets.maplestreetplayhouse.org/redeem-gift-voucher');
      expect(text).toContain('https://tickets.maplestreetplayhouse.org/gift-vouchers/balance');
    }
    const scanned = scan(file);
    if (scanned !== null) expect(scanned).toBe('K7QP-3XWM9TB');
  });

  it('prints in every language, the QR code read in each', async () => {
    for (const locale of ['en-GB', 'de', 'es', 'ht', 'sv'] as const) {
      const card = giftVoucherCard({ locale, code: 'ABCD-EFGHJKMNP' });
      const file = save(await documents.pdf(card), `${locale}.pdf`);
      const text = textOf(file);
      if (text !== null) {
        expect(text, locale).toContain('ABCD-EFGHJKMNP');
        expect(text, locale).toContain(card.amount.value.replace(/\s/g, ' '));
        expect(text, locale).toContain(card.validUntil);
        expect(text, locale).toContain(card.heading);
      }
      const scanned = scan(file);
      if (scanned !== null) expect(scanned, locale).toBe('ABCD-EFGHJKMNP');
    }
  });

  it('keeps a 500-character message and long names on the page, the code still read', async () => {
    const message =
      `${'We could not decide which show you would like best, so here is the choice. '.repeat(7)}`.slice(
        0,
        500,
      );
    const long = `Marie-Françoise ${'Saint-Hilaire '.repeat(8)}`;
    const card = giftVoucherCard({ recipientName: long, fromName: long, message, locale: 'ht' });
    const file = save(await documents.pdf(card), 'long-ht.pdf');
    const text = textOf(file);
    if (text !== null) {
      // Every word of the message is there: it fit without being cut.
      expect(text).toContain(message.trim().split(' ').slice(-4).join(' '));
      expect(text).toContain('K7QP-3XWM9TB');
      expect(text).toContain(card.validUntil);
      expect(text).toContain(card.keepSafe);
    }
    const scanned = scan(file);
    if (scanned !== null) expect(scanned).toBe('K7QP-3XWM9TB');
  });
});

describe('the voucher QR code', () => {
  it('is the smallest version (21×21) at level Q for every code length', () => {
    for (const code of ['ABCD-EFGHJK', 'ABCD-EFGHJKMNP'])
      expect(voucherQrCodeModules(code).size).toBe(21);
  });

  it('refuses anything that is not a canonical code', () => {
    expect(() => voucherQrCodeModules('k7qp-3xwm9tb')).toThrow(RangeError);
    expect(() => voucherQrCodeModules('<script>')).toThrow(RangeError);
  });
});
