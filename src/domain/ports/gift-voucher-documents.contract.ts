/**
 * What every GiftVoucherDocuments must do, whatever draws the file (issue 11): a voucher is one
 * page in every language, whatever the buyer typed (names of any length and script, emoji, a
 * message of 500 characters, line breaks), for any code length the spec allows; and the same
 * card is the same file (a voucher mailed today and printed again next month must not differ).
 * The PDF adapter runs it (adapters/tickets/pdf-gift-voucher-documents.test.ts), and so does the
 * lazily loaded one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { type GiftVoucherCardInput, voucherCard } from '../gift-vouchers/voucher-document.ts';
import type { GiftVoucherDocuments } from './gift-voucher-documents.ts';

/** An implementation, and how a reader of its PDF sees it (the domain reads no PDF itself). */
export interface GiftVoucherDocumentsFixture {
  documents: GiftVoucherDocuments;
  read(pdf: Uint8Array): Promise<{
    pages: number;
    title: string | undefined;
    /** The document's language tag (what a screen reader speaks it in). */
    language: string | undefined;
  }>;
}

/** A voucher's card as the shop makes it, with these details. */
export function giftVoucherCard(overrides: Partial<GiftVoucherCardInput> = {}) {
  return voucherCard(
    {
      code: 'K7QP-3XWM9TB',
      amountCents: 5000,
      expiresAt: new Date('2028-05-03T04:00:00Z'),
      recipientName: 'Maria Alvarez',
      fromName: 'Jean-Baptiste Pierre',
      message: 'Happy birthday! See you at the show.',
      locale: 'en-US',
      ...overrides,
    },
    'https://tickets.maplestreetplayhouse.org',
  );
}

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 500 && new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';

export function giftVoucherDocumentsContract(
  name: string,
  make: () => GiftVoucherDocumentsFixture | Promise<GiftVoucherDocumentsFixture>,
) {
  describe(`GiftVoucherDocuments contract: ${name}`, () => {
    let f: GiftVoucherDocumentsFixture;
    beforeAll(async () => {
      f = await make();
    });

    it('prints a voucher on one page in every language, titled and tagged in it', async () => {
      const titles = new Set<string | undefined>();
      for (const locale of LOCALES) {
        const card = giftVoucherCard({ locale });
        const bytes = await f.documents.pdf(card);
        expect(isPdf(bytes), locale).toBe(true);
        const read = await f.read(bytes);
        expect(read.pages, locale).toBe(1);
        expect(read.language, locale).toBe(locale);
        expect(read.title, locale).toBe(card.documentTitle);
        titles.add(read.title);
      }
      expect(titles.size).toBeGreaterThan(1);
    });

    it('prints whatever the buyer typed on one page: long names, other scripts, emoji, 500 characters', async () => {
      const long = `Đặng Thị ${'Hồng-Nhung '.repeat(20)}Łukasiewicz 日本 🎭`;
      const message = `${'Joyeux anniversaire, ma chère — “Größe” ñ 🎉 '.repeat(11)}`.slice(0, 500);
      for (const locale of ['ht', 'de'] as const) {
        const card = giftVoucherCard({ recipientName: long, fromName: long, message, locale });
        expect((await f.read(await f.documents.pdf(card))).pages, locale).toBe(1);
      }
    });

    it('keeps to one page when the message is all line breaks or one unbroken word', async () => {
      for (const message of ['a\n'.repeat(250), 'W'.repeat(500), '\n'.repeat(500)]) {
        const bytes = await f.documents.pdf(giftVoucherCard({ message }));
        expect((await f.read(bytes)).pages).toBe(1);
      }
    });

    it('prints a voucher with no names and no message', async () => {
      const card = giftVoucherCard({ recipientName: null, fromName: null, message: null });
      expect((await f.read(await f.documents.pdf(card))).pages).toBe(1);
    });

    it('prints every code length the spec allows (6 to 9 after the hyphen), and large amounts', async () => {
      for (const code of ['ABCD-EFGHJK', 'ABCD-EFGHJKM', 'ABCD-EFGHJKMN', 'ABCD-EFGHJKMNP']) {
        const card = giftVoucherCard({ code, amountCents: 99_999_999 });
        expect((await f.read(await f.documents.pdf(card))).pages, code).toBe(1);
      }
    });

    it('gives the same file for the same voucher', async () => {
      const card = giftVoucherCard({ locale: 'es' });
      const first = await f.documents.pdf(card);
      const second = await f.documents.pdf(card);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      const other = await f.documents.pdf(giftVoucherCard({ locale: 'es', code: 'K7QP-3XWM9TC' }));
      expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
    });
  });
}
