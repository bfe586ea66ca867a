import { describe, expect, it } from 'vitest';
import type { BoxOfficeReports } from './box-office-reports.ts';

/**
 * What every BoxOfficeReports must answer, whatever stands behind it: the built-in engine runs
 * it (builtin-box-office-reports.test.ts, on PGlite and PostgreSQL). The implementation's test
 * sets up this scenario in March 2020, before anything else its data holds (times UTC; New York
 * is UTC−5 until March 8, then UTC−4):
 *
 * - A venue of 12 seats: row A seats 1–6 in band a, row B seats 1–6 in band b; B6 a wheelchair
 *   space with a step-free note, A1 with a restricted-view note. A production of two
 *   performances there: P1 on 2020-03-14 at 7:30pm New York, P2 on 2020-03-15 at 2pm.
 * - P1's seats: O1 (confirmed 2020-03-02T15:00Z, Zoe Abbott) has A2 and A3 as `adult` at
 *   3000 + 300 fee each, a 5000 gift to fund 1 with appeal SPRING, and 1000 paid by credit
 *   (total 11600); A2 has been admitted at the door. O2 (confirmed 2020-03-03T04:30Z, so
 *   11:30pm on March 2 in New York; Ann Zimmer) has B6 as `second` at 2000 + 300, a 500
 *   discount, access notes "Arriving by wheelchair taxi", paid by voucher V1 (total 1800).
 *   O3 (Ben Carter) bought A4 and A5 and was returned (they are free again); O4 (Dana Moss) is
 *   being paid for A6 (held); another cart holds B1; B2 is taken off sale; B3 was sold outside
 *   (sold, no ticket); a failed order had B4 (free). P2 has all 12 seats free.
 * - Other confirmed orders: O6 (2020-03-01T14:00Z, Abbott) two vouchers of 5000 (V1, V2); O7
 *   (2020-03-04T14:00Z, Abbott) a membership of level 1 for 6000; O5 (2020-03-05T17:00Z,
 *   Zimmer) 2500 to fund 2 without appeal; O8 (2020-03-06T14:00Z, Abbott) 1500 to fund 1,
 *   appeal SPRING; O11 (2020-03-08T15:00Z) 700 to fund 1. A gift of 9900 to fund 1 on an order
 *   never paid (2020-03-02).
 * - Memberships: level 1: Abbott 2020-03-04 → 2021-03-03; Zimmer 2019-03-10 → 2020-03-09;
 *   Carter 2019-06-01 → 2020-06-01; Moss 2019-03-01 → 2020-02-29; Park 2019-02-01 →
 *   2020-02-28. Level 2: Park 2020-03-20 → 2020-04-19; Zimmer 2020-01-15 → 2020-03-31.
 * - Vouchers and their ledgers: V1 (5000, issued with O6, expires 2022-03-15T04:00Z) spent 1800
 *   by O2; V2 (same) spent 5000 on 2020-03-10T15:00Z, 2000 refunded 2020-03-12T15:00Z; V3
 *   (3000, issued 2018-01-10T15:00Z, expires 2020-01-11T05:00Z) untouched; V4 (4000, issued
 *   2018-02-01T15:00Z, expires 2020-02-02T05:00Z) redeemed whole on 2019-05-01T15:00Z.
 */
export interface BoxOfficeReportsFixture {
  reports: BoxOfficeReports;
  productionId: number;
  /** P1 (with the sales) and P2 (none). */
  performanceIds: [number, number];
  priceTypeIds: { adult: number; second: number };
  bandIds: { a: number; b: number };
  fundIds: [number, number];
  levelIds: [number, number];
  orderNumbers: { o1: string; o2: string };
  /** Names that differ in US English and Spanish. */
  names: {
    production: { 'en-US': string; es: string };
    adult: { 'en-US': string; es: string };
    fund: { 'en-US': string; es: string };
    level: { 'en-US': string; es: string };
    stepFree: { 'en-US': string; es: string };
  };
  /** An id no performance or production has. */
  nobody: number;
}

const MARCH_WEEK = { from: '2020-03-01', to: '2020-03-07' };
const MARCH = { from: '2020-03-01', to: '2020-03-31' };
const zero = { tickets: 0, grossCents: 0, feesCents: 0, netCents: 0 };

export function boxOfficeReportsContract(
  name: string,
  setup: () => Promise<BoxOfficeReportsFixture>,
) {
  describe(`BoxOfficeReports contract: ${name}`, () => {
    it('counts a performance’s seats, and sells only what confirmed orders hold', async () => {
      const f = await setup();
      const sales = await f.reports.performanceSales(f.performanceIds[0], 'en-US');
      expect(sales?.performance).toMatchObject({
        id: f.performanceIds[0],
        productionId: f.productionId,
        productionTitle: f.names.production['en-US'],
        startsAt: '2020-03-14T23:30:00.000Z',
        cancelled: false,
        seating: 'reserved',
      });
      expect(sales?.seats).toEqual({ capacity: 12, sold: 3, held: 2, free: 5, unavailable: 2 });
      expect(sales?.totals).toEqual({
        tickets: 3,
        grossCents: 8900,
        feesCents: 900,
        netCents: 8000,
      });
      expect(sales?.byPriceType).toEqual([
        expect.objectContaining({
          priceTypeId: f.priceTypeIds.adult,
          tickets: 2,
          grossCents: 6600,
          feesCents: 600,
          netCents: 6000,
        }),
        expect.objectContaining({
          priceTypeId: f.priceTypeIds.second,
          tickets: 1,
          grossCents: 2300,
          feesCents: 300,
          netCents: 2000,
        }),
      ]);
      expect(sales?.byPriceBand).toEqual([
        expect.objectContaining({
          priceBandId: f.bandIds.a,
          tickets: 2,
          grossCents: 6600,
          feesCents: 600,
          netCents: 6000,
        }),
        expect.objectContaining({
          priceBandId: f.bandIds.b,
          tickets: 1,
          grossCents: 2300,
          feesCents: 300,
          netCents: 2000,
        }),
      ]);
      expect(sales?.byPriceType[0]?.name).toBe(f.names.adult['en-US']);
    });

    it('names things in the language asked for', async () => {
      const f = await setup();
      const sales = await f.reports.performanceSales(f.performanceIds[0], 'es');
      expect(sales?.performance.productionTitle).toBe(f.names.production.es);
      expect(sales?.byPriceType[0]?.name).toBe(f.names.adult.es);
      const giving = await f.reports.giving(MARCH_WEEK, 'es');
      expect(giving.funds.find((fund) => fund.fundId === f.fundIds[0])?.name).toBe(f.names.fund.es);
      const members = await f.reports.memberships(MARCH, '2020-04-15', 'es');
      expect(members.levels.find((l) => l.levelId === f.levelIds[0])?.name).toBe(f.names.level.es);
    });

    it('answers a performance without sales with zeros, and an unknown one with null', async () => {
      const f = await setup();
      const empty = await f.reports.performanceSales(f.performanceIds[1], 'en-US');
      expect(empty?.seats).toEqual({ capacity: 12, sold: 0, held: 0, free: 12, unavailable: 0 });
      expect(empty?.totals).toEqual(zero);
      expect(empty?.byPriceType).toEqual([]);
      expect(await f.reports.performanceSales(f.nobody, 'en-US')).toBeNull();
    });

    it('lists the performances starting in a period, in time order, with their totals', async () => {
      const f = await setup();
      const list = await f.reports.performancesSales(MARCH, 'en-US');
      expect(list.performances.map((p) => p.performance.id)).toEqual(f.performanceIds);
      expect(list.performances[0]?.totals.grossCents).toBe(8900);
      expect(list.seats).toEqual({ capacity: 24, sold: 3, held: 2, free: 17, unavailable: 2 });
      expect(list.totals).toEqual({ tickets: 3, grossCents: 8900, feesCents: 900, netCents: 8000 });
      // P1 starts at 11:30pm UTC on March 14; a period ending on the 14th (New York) has it.
      const day = await f.reports.performancesSales(
        { from: '2020-03-14', to: '2020-03-14' },
        'en-US',
      );
      expect(day.performances.map((p) => p.performance.id)).toEqual([f.performanceIds[0]]);
      const none = await f.reports.performancesSales(
        { from: '2020-04-01', to: '2020-04-30' },
        'en-US',
      );
      expect(none.performances).toEqual([]);
      expect(none.totals).toEqual(zero);
    });

    it('sums each production over its performances', async () => {
      const f = await setup();
      const all = await f.reports.productionsSales('en-US');
      const row = all.productions.find((p) => p.id === f.productionId);
      expect(row).toMatchObject({
        title: f.names.production['en-US'],
        performances: 2,
        firstStartsAt: '2020-03-14T23:30:00.000Z',
        lastStartsAt: '2020-03-15T18:00:00.000Z',
        seats: { capacity: 24, sold: 3, held: 2, free: 17, unavailable: 2 },
        totals: { tickets: 3, grossCents: 8900, feesCents: 900, netCents: 8000 },
      });
      const sum = (pick: (r: (typeof all.productions)[number]) => number) =>
        all.productions.reduce((n, r) => n + pick(r), 0);
      expect(all.totals.grossCents).toBe(sum((r) => r.totals.grossCents));
      expect(all.totals.tickets).toBe(sum((r) => r.totals.tickets));
      expect(all.seats.capacity).toBe(sum((r) => r.seats.capacity));

      const one = await f.reports.productionSales(f.productionId, 'en-US');
      expect(one?.production).toEqual(row);
      expect(one?.performances.map((p) => [p.performance.id, p.totals.tickets])).toEqual([
        [f.performanceIds[0], 3],
        [f.performanceIds[1], 0],
      ]);
      expect(one?.byPriceType.map((t) => [t.priceTypeId, t.tickets])).toEqual([
        [f.priceTypeIds.adult, 2],
        [f.priceTypeIds.second, 1],
      ]);
      expect(one?.byPriceBand.map((b) => [b.priceBandId, b.grossCents])).toEqual([
        [f.bandIds.a, 6600],
        [f.bandIds.b, 2300],
      ]);
      expect(await f.reports.productionSales(f.nobody, 'en-US')).toBeNull();
    });

    it('gives every day of a period what its confirmed orders brought in, on New York’s calendar', async () => {
      const f = await setup();
      const daily = await f.reports.dailySales(MARCH_WEEK);
      expect(daily.days.map((d) => d.day)).toEqual([
        '2020-03-01',
        '2020-03-02',
        '2020-03-03',
        '2020-03-04',
        '2020-03-05',
        '2020-03-06',
        '2020-03-07',
      ]);
      const byDay = Object.fromEntries(daily.days.map((d) => [d.day, d]));
      expect(byDay['2020-03-01']).toMatchObject({
        orders: 1,
        giftVouchersSoldCents: 10_000,
        totalCents: 10_000,
      });
      expect(byDay['2020-03-02']).toEqual({
        day: '2020-03-02',
        orders: 2,
        tickets: 3,
        ticketsGrossCents: 8900,
        feesCents: 900,
        donationsCents: 5000,
        membershipsCents: 0,
        giftVouchersSoldCents: 0,
        deliveryCents: 0,
        refundProtectionCents: 0,
        discountCents: 500,
        totalCents: 13_400,
        paidByCreditCents: 1000,
        paidByVouchersCents: 1800,
      });
      // 11:30pm on March 2 in New York is March 3 in UTC: that day has nothing.
      expect(byDay['2020-03-03']).toMatchObject({ orders: 0, totalCents: 0 });
      expect(byDay['2020-03-04']).toMatchObject({
        orders: 1,
        membershipsCents: 6000,
        totalCents: 6000,
      });
      expect(byDay['2020-03-05']).toMatchObject({ orders: 1, donationsCents: 2500 });
      expect(byDay['2020-03-06']).toMatchObject({ orders: 1, donationsCents: 1500 });
      expect(byDay['2020-03-07']).toMatchObject({ orders: 0, tickets: 0, totalCents: 0 });
      expect(daily.totals).toEqual({
        orders: 6,
        tickets: 3,
        ticketsGrossCents: 8900,
        feesCents: 900,
        donationsCents: 9000,
        membershipsCents: 6000,
        giftVouchersSoldCents: 10_000,
        deliveryCents: 0,
        refundProtectionCents: 0,
        discountCents: 500,
        totalCents: 33_400,
        paidByCreditCents: 1000,
        paidByVouchersCents: 1800,
      });
      const single = await f.reports.dailySales({ from: '2020-03-02', to: '2020-03-02' });
      expect(single.days).toHaveLength(1);
      expect(single.totals.totalCents).toBe(13_400);
    });

    it('sums giving per fund, per appeal and per both, given gifts only', async () => {
      const f = await setup();
      const [fund1, fund2] = f.fundIds;
      const giving = await f.reports.giving(MARCH_WEEK, 'en-US');
      expect(giving.totals).toEqual({ gifts: 3, amountCents: 9000, donors: 2 });
      const funds = Object.fromEntries(giving.funds.map((row) => [row.fundId, row]));
      expect(funds[fund1]).toMatchObject({
        gifts: 2,
        amountCents: 6500,
        name: f.names.fund['en-US'],
      });
      expect(funds[fund2]).toMatchObject({ gifts: 1, amountCents: 2500 });
      // Every fund is listed; the others had nothing.
      for (const row of giving.funds.filter((r) => r.fundId !== fund1 && r.fundId !== fund2))
        expect(row).toMatchObject({ gifts: 0, amountCents: 0 });
      expect(giving.appeals).toEqual([
        { appeal: 'SPRING', gifts: 2, amountCents: 6500 },
        { appeal: null, gifts: 1, amountCents: 2500 },
      ]);
      expect(giving.rows.map((r) => [r.fundId, r.appeal, r.gifts, r.amountCents])).toEqual([
        [fund1, 'SPRING', 2, 6500],
        [fund2, null, 1, 2500],
      ]);
      const later = await f.reports.giving({ from: '2020-03-08', to: '2020-03-08' }, 'en-US');
      expect(later.totals).toEqual({ gifts: 1, amountCents: 700, donors: 1 });
    });

    it('counts memberships active at the period’s end, new in it and lapsed in it', async () => {
      const f = await setup();
      const [level1, level2] = f.levelIds;
      const report = await f.reports.memberships(MARCH, '2020-04-15', 'en-US');
      const levels = Object.fromEntries(report.levels.map((row) => [row.levelId, row]));
      // Abbott and Carter run on March 31; Abbott began in March; Zimmer's last day was March 9
      // and Moss's February 29 (she was a member until March 1 began); Park's ended in February.
      expect(levels[level1]).toMatchObject({
        active: 2,
        new: 1,
        lapsed: 2,
        payments: 1,
        paidCents: 6000,
      });
      // Zimmer's level 2 runs through March 31, the last day of the period: active, not lapsed.
      expect(levels[level2]).toMatchObject({
        active: 2,
        new: 1,
        lapsed: 0,
        payments: 0,
        paidCents: 0,
      });
      expect(report.totals).toEqual({ active: 4, new: 2, lapsed: 2, payments: 1, paidCents: 6000 });
      // On March 5, Zimmer's March 9 has not come: not lapsed yet.
      const early = await f.reports.memberships(MARCH, '2020-03-05', 'en-US');
      expect(early.levels.find((l) => l.levelId === level1)?.lapsed).toBe(1);
    });

    it('owes gift voucher balances from the ledger as it stood at a day’s end', async () => {
      const f = await setup();
      const march = await f.reports.voucherLiability('2020-03-31');
      expect(march).toEqual({
        asOf: '2020-03-31',
        outstanding: { vouchers: 2, balanceCents: 5200 },
        expiredWithBalance: { vouchers: 1, balanceCents: 3000 },
        byExpiryMonth: [{ month: '2022-03', vouchers: 2, balanceCents: 5200 }],
        ledger: { issuedCents: 17_000, spentCents: 6800, refundedCents: 2000, redeemedCents: 4000 },
      });
      // Before V2 was spent: its whole 5000 was owed.
      const early = await f.reports.voucherLiability('2020-03-05');
      expect(early.outstanding).toEqual({ vouchers: 2, balanceCents: 8200 });
      expect(early.ledger.spentCents).toBe(1800);
      const { ledger } = early;
      expect(
        ledger.issuedCents - ledger.spentCents + ledger.refundedCents - ledger.redeemedCents,
      ).toBe(early.outstanding.balanceCents + early.expiredWithBalance.balanceCents);
      // On January 9, V3 had not expired (V4 had nothing left), and V1 and V2 did not exist.
      const january = await f.reports.voucherLiability('2020-01-09');
      expect(january.outstanding).toEqual({ vouchers: 1, balanceCents: 3000 });
      expect(january.expiredWithBalance).toEqual({ vouchers: 0, balanceCents: 0 });
      expect(january.ledger).toEqual({
        issuedCents: 7000,
        spentCents: 0,
        refundedCents: 0,
        redeemedCents: 4000,
      });
    });

    it('lists a performance’s parties for the door, by name, confirmed orders only', async () => {
      const f = await setup();
      const list = await f.reports.doorList(f.performanceIds[0], 'en-US');
      expect(list?.performance.id).toBe(f.performanceIds[0]);
      expect(list?.tickets).toBe(3);
      expect(list?.admitted).toBe(1);
      expect(list?.entries.map((e) => [e.lastName, e.firstName, e.orderNumber])).toEqual([
        ['Abbott', 'Zoe', f.orderNumbers.o1],
        ['Zimmer', 'Ann', f.orderNumbers.o2],
      ]);
      const [abbott, zimmer] = list?.entries ?? [];
      expect(abbott?.seats.map((s) => [s.row, s.seat, s.priceType, s.admitted])).toEqual([
        ['A', '2', f.names.adult['en-US'], true],
        ['A', '3', f.names.adult['en-US'], false],
      ]);
      expect(abbott?.accessNotes).toBeNull();
      expect(zimmer?.accessNotes).toBe('Arriving by wheelchair taxi');
      expect(zimmer?.seats).toEqual([
        expect.objectContaining({
          row: 'B',
          seat: '6',
          wheelchair: true,
          companion: false,
          stepFree: f.names.stepFree['en-US'],
          restrictedView: null,
          admitted: false,
        }),
      ]);
      const spanish = await f.reports.doorList(f.performanceIds[0], 'es');
      expect(spanish?.entries[1]?.seats[0]?.stepFree).toBe(f.names.stepFree.es);
      const empty = await f.reports.doorList(f.performanceIds[1], 'en-US');
      expect(empty?.entries).toEqual([]);
      expect(empty?.tickets).toBe(0);
      expect(await f.reports.doorList(f.nobody, 'en-US')).toBeNull();
    });
  });
}
