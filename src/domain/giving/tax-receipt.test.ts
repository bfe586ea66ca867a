import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { givingYearBounds, givingYearOf } from './giving-year.ts';
import { giftReceipt, type ReceiptGift, yearReceipt } from './tax-receipt.ts';

const organization = { legalName: 'Maple Street Playhouse, Inc.', ein: '12-3456789' };
const donor = { firstName: 'Maria', lastName: 'Alvarez' };
const NO_GOODS = 'No goods or services were provided in exchange for this contribution.';
const NO_GOODS_YEAR = 'No goods or services were provided in exchange for these contributions.';

const gift = (overrides: Partial<ReceiptGift> = {}): ReceiptGift => ({
  id: 41,
  orderNumber: 'MSP-7K3QX9TZ',
  // 8:30pm on November 21 in New York: already November 22 in UTC.
  givenAt: new Date('2026-11-22T01:30:00Z'),
  fundName: 'Annual Fund',
  appeal: 'FALL26',
  amountCents: 25_000,
  tribute: null,
  withTickets: false,
  ...overrides,
});

const all = (receipt: ReturnType<typeof giftReceipt>) =>
  [
    receipt.title,
    receipt.organization.name,
    receipt.organization.ein,
    ...receipt.facts.flatMap((f) => [f.label, f.value]),
    ...(receipt.table?.rows.flatMap((r) => [...r.cells, r.note ?? '']) ?? []),
    receipt.table?.total.value ?? '',
    receipt.thanks,
    ...receipt.statements,
    ...(receipt.english?.statements ?? []),
    receipt.closing,
  ].join('\n');

describe('the tax receipt of one gift (IRS Publication 1771)', () => {
  it('names the organisation and its EIN, the donor, the amount, the date and the fund', () => {
    const receipt = giftReceipt({ gift: gift(), donor, organization, locale: 'en-US' });
    const text = all(receipt);
    expect(receipt.organization.name).toBe('Maple Street Playhouse, Inc.');
    expect(receipt.organization.ein).toContain('12-3456789');
    expect(text).toContain('Maria Alvarez');
    expect(text).toContain('$250.00');
    // The date on the theatre's clock, not UTC's.
    expect(text).toContain('Saturday, November 21, 2026');
    expect(text).toContain('Annual Fund');
    expect(text).toContain('FALL26');
    expect(receipt.statements).toEqual([NO_GOODS]);
    expect(receipt.english).toBeNull();
    expect(receipt.filename).toBe('donation-receipt-MSP-7K3QX9TZ-G41.pdf');
    expect(receipt.table).toBeNull();
    // The same gift gives the same file: its dates are the gift's.
    expect(receipt.issuedAt).toEqual(gift().givenAt);
  });

  it('says the tickets of a mixed order were bought separately, and names a tribute', () => {
    const receipt = giftReceipt({
      gift: gift({ withTickets: true, appeal: null, tribute: { kind: 'memory', name: 'Rosa' } }),
      donor,
      organization,
      locale: 'en-US',
    });
    expect(receipt.statements[0]).toBe(NO_GOODS);
    expect(receipt.statements[1]).toMatch(/paid for separately at their full price/);
    expect(all(receipt)).toContain('In memory of Rosa');
    expect(receipt.facts.map((f) => f.label)).not.toContain('Appeal');
  });

  it('speaks each of the six languages, with the English statement beside the others', () => {
    const texts = new Set<string>();
    for (const locale of LOCALES) {
      const receipt = giftReceipt({ gift: gift(), donor, organization, locale });
      expect(receipt.locale).toBe(locale);
      expect(all(receipt), locale).toContain('12-3456789');
      expect(receipt.statements, locale).toHaveLength(1);
      texts.add(receipt.statements[0] ?? '');
      if (locale.startsWith('en')) expect(receipt.english, locale).toBeNull();
      else {
        expect(receipt.statements[0], locale).not.toBe(NO_GOODS);
        expect(receipt.english?.statements, locale).toEqual([NO_GOODS]);
      }
    }
    // One statement per language (British English words it as US English does).
    expect(texts.size).toBe(5);
    const spanish = giftReceipt({ gift: gift(), donor, organization, locale: 'es' });
    expect(spanish.statements[0]).toBe(
      'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
    );
    expect(all(spanish)).toContain('sábado, 21 de noviembre de 2026'.replace(/^s/, 'S'));
    const german = giftReceipt({ gift: gift(), donor, organization, locale: 'de' });
    expect(all(german)).toContain('250,00');
  });
});

describe('the statement of a calendar year', () => {
  const gifts = [
    gift({
      id: 3,
      givenAt: new Date('2026-10-02T23:00:00Z'),
      amountCents: 1234,
      withTickets: true,
    }),
    // 11:30pm on New Year's Eve... of 2025 in New York.
    gift({ id: 1, givenAt: new Date('2026-01-01T04:30:00Z'), amountCents: 5000, appeal: null }),
    gift({
      id: 2,
      givenAt: new Date('2026-04-10T15:00:00Z'),
      amountCents: 25_000,
      fundName: 'Access Fund',
      tribute: { kind: 'honour', name: 'Lucia' },
    }),
  ];

  it('lists each gift oldest first, with their total', () => {
    const issuedAt = new Date('2027-01-15T15:00:00Z');
    const receipt = yearReceipt({
      year: 2026,
      gifts,
      donor,
      organization,
      locale: 'en-US',
      issuedAt,
    });
    expect(receipt.title).toBe('Giving statement 2026');
    expect(receipt.filename).toBe('giving-statement-2026.pdf');
    expect(receipt.table?.rows.map((r) => r.cells)).toEqual([
      ['December 31', 'Annual Fund', 'MSP-7K3QX9TZ', '$50.00'],
      ['April 10', 'Access Fund', 'MSP-7K3QX9TZ', '$250.00'],
      ['October 2', 'Annual Fund', 'MSP-7K3QX9TZ', '$12.34'],
    ]);
    expect(receipt.table?.rows[1]?.note).toBe('Appeal: FALL26 · In honor of Lucia');
    expect(receipt.table?.rows[0]?.note).toBeNull();
    expect(receipt.table?.total.value).toBe('$312.34');
    expect(receipt.statements[0]).toBe(NO_GOODS_YEAR);
    expect(receipt.statements[1]).toMatch(/same orders were paid for separately/);
    expect(all(receipt)).toContain('Friday, January 15, 2027');
    expect(all(receipt)).toContain('Maria Alvarez');
    expect(receipt.issuedAt).toEqual(issuedAt);
  });

  it('refuses a year without gifts', () => {
    expect(() =>
      yearReceipt({
        year: 2026,
        gifts: [],
        donor,
        organization,
        locale: 'en-US',
        issuedAt: new Date(),
      }),
    ).toThrow(RangeError);
  });
});

describe('the calendar year of a gift', () => {
  it('is the year on the theatre’s clock', () => {
    expect(givingYearOf(new Date('2026-01-01T04:30:00Z'))).toBe(2025);
    expect(givingYearOf(new Date('2026-01-01T05:00:00Z'))).toBe(2026);
    const { from, to } = givingYearBounds(2026);
    expect(from.toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(to.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
});
