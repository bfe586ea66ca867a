import { describe, expect, it } from 'vitest';
import type { GivingHistory } from './giving-history.ts';

/**
 * What every GivingHistory must do, whatever stands behind it: the built-in engine runs it
 * (builtin-giving-history.test.ts, on PGlite and on PostgreSQL), and so will an external CRM's
 * adapter. The implementation's test gives the gifts it has set up (GivingFixture).
 */
export interface GivingFixture {
  history: GivingHistory;
  /** The calendar year of most of the donor's gifts; one more was given the year before. */
  year: number;
  donor: {
    customerId: number;
    firstName: string;
    lastName: string;
    /**
     * The donor's given gifts, newest first: two in `year` (the newest from an order with
     * tickets too), and one at 11:30pm New York time on December 31 of the year before (already
     * January 1 of `year` in UTC).
     */
    gifts: { id: number; orderNumber: string; amountCents: number; withTickets: boolean }[];
    /** The name of the newest gift's fund in US English and in Spanish (they differ). */
    fundName: { 'en-US': string; es: string };
    /** A gift of the donor's order that was never confirmed (payment not finished). */
    unconfirmedGiftId: number;
  };
  /** Another customer, with a gift of their own. */
  other: { customerId: number; giftId: number };
  /** A customer id nobody has. */
  nobody: number;
}

export function givingHistoryContract(name: string, setup: () => Promise<GivingFixture>) {
  describe(`GivingHistory contract: ${name}`, () => {
    it('lists the customer’s given gifts only, newest first', async () => {
      const { history, donor, other } = await setup();
      const gifts = await history.listGifts(donor.customerId, {}, 'en-US');
      expect(gifts.map((g) => g.id)).toEqual(donor.gifts.map((g) => g.id));
      expect(gifts.map((g) => g.amountCents)).toEqual(donor.gifts.map((g) => g.amountCents));
      expect(gifts.map((g) => g.orderNumber)).toEqual(donor.gifts.map((g) => g.orderNumber));
      expect(gifts.map((g) => g.withTickets)).toEqual(donor.gifts.map((g) => g.withTickets));
      const times = gifts.map((g) => g.givenAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(gifts.map((g) => g.id)).not.toContain(donor.unconfirmedGiftId);
      expect(gifts.map((g) => g.id)).not.toContain(other.giftId);
      const theirs = await history.listGifts(other.customerId, {}, 'en-US');
      expect(theirs.map((g) => g.id)).toEqual([other.giftId]);
    });

    it('names the fund in the reader’s language', async () => {
      const { history, donor } = await setup();
      const [english] = await history.listGifts(donor.customerId, {}, 'en-US');
      const [spanish] = await history.listGifts(donor.customerId, {}, 'es');
      expect(english?.fundName).toBe(donor.fundName['en-US']);
      expect(spanish?.fundName).toBe(donor.fundName.es);
    });

    it('filters by calendar year on the theatre’s clock', async () => {
      const { history, donor, year } = await setup();
      const [newest, second, lastYears] = donor.gifts;
      const thisYear = await history.listGifts(donor.customerId, { year }, 'en-US');
      expect(thisYear.map((g) => g.id)).toEqual([newest?.id, second?.id]);
      // 11:30pm on New Year's Eve in New York counts in the old year, though UTC says January.
      const before = await history.listGifts(donor.customerId, { year: year - 1 }, 'en-US');
      expect(before.map((g) => g.id)).toEqual([lastYears?.id]);
      expect(before[0]?.givenAt.getUTCFullYear()).toBe(year);
      expect(await history.listGifts(donor.customerId, { year: year + 5 }, 'en-US')).toEqual([]);
    });

    it('gives the years with gifts, newest first', async () => {
      const { history, donor, other, year, nobody } = await setup();
      expect(await history.givingYears(donor.customerId)).toEqual([year, year - 1]);
      expect(await history.givingYears(other.customerId)).toHaveLength(1);
      expect(await history.givingYears(nobody)).toEqual([]);
    });

    it('finds one of the customer’s given gifts, and nothing else', async () => {
      const { history, donor, other } = await setup();
      const [first] = donor.gifts;
      const found = await history.findGift(donor.customerId, first?.id ?? 0, 'es');
      expect(found?.id).toBe(first?.id);
      expect(found?.fundName).toBe(donor.fundName.es);
      expect(await history.findGift(donor.customerId, other.giftId, 'en-US')).toBeNull();
      expect(await history.findGift(other.customerId, first?.id ?? 0, 'en-US')).toBeNull();
      expect(await history.findGift(donor.customerId, donor.unconfirmedGiftId, 'en-US')).toBeNull();
      expect(await history.findGift(donor.customerId, 2_147_483_647, 'en-US')).toBeNull();
    });

    it('names the donor for a receipt', async () => {
      const { history, donor, nobody } = await setup();
      expect(await history.donor(donor.customerId)).toEqual({
        firstName: donor.firstName,
        lastName: donor.lastName,
      });
      expect(await history.donor(nobody)).toBeNull();
    });
  });
}
