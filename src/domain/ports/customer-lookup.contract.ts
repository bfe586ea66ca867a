import { describe, expect, it } from 'vitest';
import type { CustomerLookup } from './customer-lookup.ts';

/**
 * What every CustomerLookup must answer, whatever stands behind it: the built-in engine runs it
 * (builtin-customer-lookup.test.ts, on PGlite and PostgreSQL) over the box office reports'
 * scenario (box-office-reports.contract.ts says what it holds): Zoe Abbott's orders O1 (A2 and
 * A3 as adult, A2 admitted; a 5000 gift to fund 1, appeal SPRING), O6 (two 5000 vouchers) and
 * O7 (a membership of level 1 for 6000), among others'.
 */
export interface CustomerLookupFixture {
  lookup: CustomerLookup;
  orderNumbers: { o1: string; o2: string };
  names: {
    adult: { 'en-US': string; es: string };
    fund: { 'en-US': string; es: string };
    level: { 'en-US': string; es: string };
  };
  /** An id no customer has. */
  nobody: number;
}

export function customerLookupContract(name: string, setup: () => Promise<CustomerLookupFixture>) {
  describe(`CustomerLookup contract: ${name}`, () => {
    it('finds customers by part of a name, an e-mail and an order number, whatever the case', async () => {
      const f = await setup();
      const byName = await f.lookup.search('aBBot');
      expect(byName.customers.map((c) => [c.firstName, c.lastName])).toEqual([['Zoe', 'Abbott']]);
      expect(byName.more).toBe(false);
      expect(byName.customers[0]?.orderCount).toBeGreaterThanOrEqual(4);
      expect((await f.lookup.search('Zoe Abb')).customers).toHaveLength(1);
      expect((await f.lookup.search('Abbott, Zoe')).customers).toHaveLength(1);
      const byEmail = await f.lookup.search('ZOE.ABBOTT@reports');
      expect(byEmail.customers.map((c) => c.email)).toEqual(['zoe.abbott@reports.example']);
      const byOrder = await f.lookup.search(f.orderNumbers.o2.toLowerCase());
      expect(byOrder.customers.map((c) => c.lastName)).toEqual(['Zimmer']);
      // LIKE's wildcards are only characters: "%%" matches nobody's name.
      expect((await f.lookup.search('%%')).customers).toEqual([]);
      expect((await f.lookup.search('zz-no-such-customer')).customers).toEqual([]);
    });

    it('reads a customer’s orders with their tickets, admissions, gifts, vouchers and memberships', async () => {
      const f = await setup();
      const [zoe] = (await f.lookup.search('zoe.abbott@reports.example')).customers;
      if (!zoe) throw new Error('no Zoe Abbott');
      const detail = await f.lookup.customer(zoe.id, 'en-US');
      expect(detail?.customer).toMatchObject({
        id: zoe.id,
        firstName: 'Zoe',
        lastName: 'Abbott',
        household: null,
      });
      expect(detail?.orders).toHaveLength(zoe.orderCount);
      const o1 = detail?.orders.find((o) => o.number === f.orderNumbers.o1);
      expect(o1).toMatchObject({ state: 'confirmed', confirmedAt: '2020-03-02T15:00:00.000Z' });
      expect(o1?.totals.totalCents).toBe(11_600);
      expect(
        o1?.tickets.map((t) => [t.row, t.seat, t.priceTypeName, t.priceCents, t.admitted]),
      ).toEqual([
        ['A', '2', f.names.adult['en-US'], 3300, true],
        ['A', '3', f.names.adult['en-US'], 3300, false],
      ]);
      expect(o1?.tickets[0]?.admittedAt).not.toBeNull();
      expect(o1?.donations).toEqual([
        {
          id: expect.any(Number),
          fundName: f.names.fund['en-US'],
          amountCents: 5000,
          appeal: 'SPRING',
          monthly: false,
        },
      ]);
      const vouchers = detail?.orders.flatMap((o) => o.giftVouchers);
      expect(vouchers?.reduce((n, v) => n + v.amountCents * v.quantity, 0)).toBe(10_000);
      const memberships = detail?.orders.flatMap((o) => o.memberships);
      expect(memberships).toEqual([
        expect.objectContaining({ levelName: f.names.level['en-US'], amountCents: 6000 }),
      ]);
      // Newest first.
      const created = detail?.orders.map((o) => o.createdAt) ?? [];
      expect(created).toEqual([...created].sort().reverse());
    });

    it('names things in the language asked for', async () => {
      const f = await setup();
      const found = await f.lookup.order(f.orderNumbers.o1, 'es');
      expect(found?.order.tickets[0]?.priceTypeName).toBe(f.names.adult.es);
      expect(found?.order.donations[0]?.fundName).toBe(f.names.fund.es);
    });

    it('reads one order with its customer', async () => {
      const f = await setup();
      const found = await f.lookup.order(f.orderNumbers.o2, 'en-US');
      expect(found?.customer).toMatchObject({ firstName: 'Ann', lastName: 'Zimmer' });
      expect(found?.order).toMatchObject({
        number: f.orderNumbers.o2,
        accessNotes: 'Arriving by wheelchair taxi',
      });
      expect(found?.order.totals).toMatchObject({ discountCents: 500, totalCents: 1800 });
      expect(found?.order.tickets.map((t) => [t.row, t.seat, t.admitted])).toEqual([
        ['B', '6', false],
      ]);
    });

    it('answers null for a customer or an order that does not exist', async () => {
      const f = await setup();
      expect(await f.lookup.customer(f.nobody, 'en-US')).toBeNull();
      expect(await f.lookup.order('MSP-ZZZZZZZZ', 'en-US')).toBeNull();
    });
  });
}
