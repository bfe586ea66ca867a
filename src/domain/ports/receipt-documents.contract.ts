import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { giftReceipt, type ReceiptGift, yearReceipt } from '../giving/tax-receipt.ts';
import type { ReceiptDocuments } from './receipt-documents.ts';

/**
 * What every ReceiptDocuments must do, whatever draws the file: the PDF adapter runs it
 * (pdf-receipt-documents.test.ts). A receipt is a PDF for any language and any text a donor or
 * the box office typed, and the same receipt is the same file (a receipt mailed today and
 * printed next year must not differ).
 */
const organization = { legalName: 'Maple Street Playhouse, Inc.', ein: '12-3456789' };
const donor = { firstName: 'Zoë', lastName: 'Łukasiewicz-Nguyễn' };
const gift = (id: number, overrides: Partial<ReceiptGift> = {}): ReceiptGift => ({
  id,
  orderNumber: 'MSP-7K3QX9TZ',
  givenAt: new Date('2026-11-22T01:30:00Z'),
  fundName: 'Annual Fund',
  appeal: null,
  amountCents: 25_000,
  tribute: null,
  withTickets: false,
  ...overrides,
});
const isPdf = (bytes: Uint8Array) =>
  bytes.length > 500 && new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';

export function receiptDocumentsContract(name: string, make: () => ReceiptDocuments) {
  describe(`ReceiptDocuments contract: ${name}`, () => {
    it('prints a gift’s receipt in every language', async () => {
      const documents = make();
      for (const locale of LOCALES) {
        const bytes = await documents.pdf(
          giftReceipt({ gift: gift(1), donor, organization, locale }),
        );
        expect(isPdf(bytes), locale).toBe(true);
      }
    });

    it('prints whatever was typed: letters outside the font, emoji, line breaks, long names', async () => {
      const receipt = giftReceipt({
        gift: gift(2, {
          fundName: 'Fundusz Łódź 🎭 — “Ω” fund\nsecond line',
          appeal: 'X'.repeat(40),
          tribute: { kind: 'memory', name: `Đặng Thị ${'Hồng '.repeat(30)}` },
          withTickets: true,
        }),
        donor,
        organization: { ...organization, legalName: 'Théâtre de la Rue Érable — 劇場, Inc.' },
        locale: 'ht',
      });
      expect(isPdf(await make().pdf(receipt))).toBe(true);
    });

    it('prints a year of many gifts', async () => {
      const gifts = Array.from({ length: 120 }, (_, i) =>
        gift(i + 1, { givenAt: new Date(Date.UTC(2026, 0, 1 + i * 3, 17)), amountCents: 100 + i }),
      );
      const receipt = yearReceipt({
        year: 2026,
        gifts,
        donor,
        organization,
        locale: 'de',
        issuedAt: new Date('2027-01-15T15:00:00Z'),
      });
      expect(isPdf(await make().pdf(receipt))).toBe(true);
    });

    it('gives the same file for the same receipt', async () => {
      const receipt = giftReceipt({ gift: gift(3), donor, organization, locale: 'es' });
      const first = await make().pdf(receipt);
      expect(await make().pdf(receipt)).toEqual(first);
    });
  });
}
