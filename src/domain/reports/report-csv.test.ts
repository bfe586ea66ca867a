import { describe, expect, it } from 'vitest';
import type {
  DoorList,
  GivingReport,
  VoucherLiability,
} from '../../shared/contracts/box-office-reports.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { doorListCsv, givingCsv, performanceSalesCsv, voucherLiabilityCsv } from './report-csv.ts';

const tIn = (locale: Locale) => (key: string) => translate(ALL_MESSAGES, locale, key);
const t = tIn('en-US');
const lines = (csv: string) => csv.replace('\uFEFF', '').split('\r\n');

const performance = {
  id: 7,
  productionId: 3,
  productionTitle: 'The "Ledger", a Play',
  venueName: 'Main Stage',
  // 7:30pm in New York on a summer evening is 23:30 UTC; the CSV says the theatre's day and time.
  startsAt: '2026-07-04T23:30:00.000Z',
  cancelled: false,
  seating: 'reserved' as const,
};

describe('report CSV files', () => {
  it('write a performance at its New York day and time, titles quoted as RFC 4180 asks', () => {
    const file = performanceSalesCsv(
      {
        performance,
        seats: { capacity: 10, sold: 1, held: 0, free: 9, unavailable: 0 },
        totals: { tickets: 1, grossCents: 3300, feesCents: 300, netCents: 3000 },
        byPriceType: [
          {
            priceTypeId: 1,
            code: 'ADULT',
            name: 'Adult',
            tickets: 1,
            grossCents: 3300,
            feesCents: 300,
            netCents: 3000,
          },
        ],
        byPriceBand: [],
      },
      t,
    );
    expect(file.filename).toBe('performance-7-sales.csv');
    expect(lines(file.content)[1]).toBe(
      '2026-07-04,19:30,"The ""Ledger"", a Play",Price type,ADULT,Adult,1,33.00,3.00,30.00',
    );
  });

  it('defuse a buyer’s name or note that a spreadsheet would run as a formula', () => {
    const list: DoorList = {
      performance,
      tickets: 1,
      admitted: 0,
      entries: [
        {
          orderNumber: 'MSP-ABCDEFGH',
          lastName: '=HYPERLINK("http://evil.example","Click")',
          firstName: '+Zoe',
          accessNotes: '@SUM(A1)',
          seats: [
            {
              section: 'Orchestra',
              row: 'C',
              seat: '12',
              priceType: 'Adult',
              wheelchair: false,
              companion: true,
              stepFree: null,
              restrictedView: '-2 pillar',
              admitted: false,
            },
          ],
        },
      ],
    };
    const [, row] = lines(doorListCsv(list, t).content);
    expect(row).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'+Zoe,MSP-ABCDEFGH,Orchestra,C,12,Adult,Companion seat; -2 pillar; @SUM(A1),No`,
    );
  });

  it('name gifts without an appeal, and voucher rows by status, in the reader’s language', () => {
    const giving: GivingReport = {
      from: '2026-01-01',
      to: '2026-01-31',
      funds: [],
      appeals: [],
      rows: [{ fundId: 1, fundName: 'Annual Fund', appeal: null, gifts: 2, amountCents: 12_345 }],
      totals: { gifts: 2, amountCents: 12_345, donors: 1 },
    };
    expect(lines(givingCsv(giving, t).content)[1]).toBe('Annual Fund,No appeal,2,123.45');
    expect(lines(givingCsv(giving, tIn('es')).content)[0]).toBe(
      'Fondo,Campaña,Donativos,Importe (USD)',
    );

    const liability: VoucherLiability = {
      asOf: '2026-11-22',
      outstanding: { vouchers: 3, balanceCents: 9000 },
      expiredWithBalance: { vouchers: 0, balanceCents: 0 },
      byExpiryMonth: [
        { month: '2027-01', vouchers: 1, balanceCents: 1000 },
        { month: '2028-06', vouchers: 2, balanceCents: 8000 },
      ],
      ledger: { issuedCents: 9000, spentCents: 0, refundedCents: 0, redeemedCents: 0 },
    };
    const file = voucherLiabilityCsv(liability, t);
    expect(file.filename).toBe('gift-voucher-liability-2026-11-22.csv');
    expect(lines(file.content)).toEqual([
      'As of,Status,Expiry month,Vouchers,Balance (USD)',
      '2026-11-22,Outstanding,2027-01,1,10.00',
      '2026-11-22,Outstanding,2028-06,2,80.00',
      '2026-11-22,Expired with a balance,,0,0.00',
      '',
    ]);
  });
});
