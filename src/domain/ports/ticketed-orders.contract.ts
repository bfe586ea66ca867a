/**
 * What every TicketedOrders implementation must do (decision 011): a confirmed order with its
 * tickets and the memberships it bought, for its customer only, in the language asked for; and
 * claims on its confirmation mail, reminders and tribute notices that exactly one caller wins,
 * even racing, until released. The built-in engine runs it
 * (adapters/ticketing/builtin-ticketed-orders.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOption } from '../../shared/contracts/memberships.ts';
import { addDays, intervalOf, paidThrough } from '../memberships/membership-terms.ts';
import type { TicketedOrders } from './ticketed-orders.ts';

/** A confirmed order that bought the customer's first membership of a level: what it must read. */
export interface MembershipOrderFixture {
  number: string;
  /** The level's name in US English and in Spanish. */
  levelName: { 'en-US': string; es: string };
  paymentOption: PaymentOption;
  amountCents: number;
  benefitsValueCents: number;
  /**
   * A direct debit plan will charge it again (monthly, yearly, or a one-off year that renews);
   * false: nothing more is charged (a one-off year that does not renew).
   */
  renews: boolean;
}

/**
 * A fresh implementation on its own data: a confirmed order with tickets for a performance to
 * come, confirmed more than a day before it, its confirmation not yet sent and no reminder yet.
 */
export interface TicketedOrdersFixture {
  orders: TicketedOrders;
  confirmed: { number: string; customerId: number };
  otherCustomer: number;
  /** An order that is not confirmed (reserved, or being paid). */
  notConfirmed: string;
  /** A confirmed order with one gift whose tribute names an address to tell, not yet told. */
  withTributeNotice: { number: string; email: string };
  /** Confirmed orders that bought a membership: one that renews by itself, one that does not. */
  withMemberships: MembershipOrderFixture[];
  close(): Promise<void>;
}

const HOUR = 3600_000;

export function ticketedOrdersContract(name: string, make: () => Promise<TicketedOrdersFixture>) {
  describe(`TicketedOrders contract: ${name}`, () => {
    let f: TicketedOrdersFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    it('finds a confirmed order with its tickets, for its customer, in the language asked', async () => {
      const { number, customerId } = f.confirmed;
      const order = await f.orders.find(number);
      expect(order?.number).toBe(number);
      const tickets = order?.performances.flatMap((p) => p.tickets) ?? [];
      expect(tickets.length).toBeGreaterThan(0);
      expect(tickets.every((t) => t.barcode.length > 0)).toBe(true);
      expect(await f.orders.find(number, { customerId })).toEqual(order);
      expect((await f.orders.find(number, { locale: 'es' }))?.locale).toBe('es');
      expect(await f.orders.find(number, { customerId: f.otherCustomer })).toBeNull();
      expect(await f.orders.find(f.notConfirmed)).toBeNull();
      expect(await f.orders.find('MSP-NOSUCH00')).toBeNull();
    });

    it('lists the memberships an order bought, with their term and plan, in the language asked', async () => {
      expect((await f.orders.find(f.confirmed.number))?.memberships).toEqual([]);
      expect(f.withMemberships.some((m) => m.renews)).toBe(true);
      expect(f.withMemberships.some((m) => !m.renews)).toBe(true);
      for (const expected of f.withMemberships) {
        const lines = (await f.orders.find(expected.number))?.memberships ?? [];
        expect(lines, expected.number).toHaveLength(1);
        const [line] = lines;
        expect(line).toMatchObject({
          levelName: expected.levelName['en-US'],
          paymentOption: expected.paymentOption,
          amountCents: expected.amountCents,
          benefitsValueCents: expected.benefitsValueCents,
        });
        // The fixture's orders are each the membership's first: it runs one period of its option.
        expect(line?.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(line?.expiresOn).toBe(
          paidThrough(line?.startsOn ?? '', intervalOf(expected.paymentOption), 1),
        );
        if (expected.renews) {
          expect(line?.planId).toMatch(/^ddp_[A-Za-z0-9_-]{22}$/);
          // The next payment pays for the days after the term this one paid for.
          expect(line?.nextPaymentOn).toBe(addDays(line?.expiresOn ?? '', 1));
        } else expect(line?.nextPaymentOn).toBeNull();
        const es = await f.orders.find(expected.number, { locale: 'es' });
        expect(es?.memberships[0]?.levelName).toBe(expected.levelName.es);
      }
    });

    it('lets one caller claim the confirmation mail, until released; unsent ones are listed', async () => {
      const { number } = f.confirmed;
      const confirmedAt = (await f.orders.find(number))?.confirmedAt ?? new Date(0);
      const window = {
        confirmedAfter: new Date(confirmedAt.getTime() - HOUR),
        confirmedBefore: new Date(confirmedAt.getTime() + HOUR),
      };
      expect(await f.orders.unsentConfirmations(window)).toContain(number);
      expect(
        await f.orders.unsentConfirmations({ ...window, confirmedBefore: window.confirmedAfter }),
      ).not.toContain(number);

      const now = new Date(confirmedAt.getTime() + 1000);
      const racing = await Promise.all([
        f.orders.claimConfirmationMail(number, now),
        f.orders.claimConfirmationMail(number, now),
      ]);
      expect(racing.filter(Boolean)).toHaveLength(1);
      expect(await f.orders.claimConfirmationMail(number, now)).toBe(false);
      expect(await f.orders.unsentConfirmations(window)).not.toContain(number);

      await f.orders.releaseConfirmationMail(number);
      expect(await f.orders.unsentConfirmations(window)).toContain(number);
      expect(await f.orders.claimConfirmationMail(number, now)).toBe(true);
      expect(await f.orders.claimConfirmationMail(f.notConfirmed, now)).toBe(false);
    });

    it('lets one caller claim a due reminder, until released; none outside the window', async () => {
      const { number } = f.confirmed;
      const performance = (await f.orders.find(number))?.performances[0];
      if (!performance) throw new Error('the order has no performance');
      const leadMs = 24 * HOUR;
      const now = new Date(performance.startsAt.getTime() - 12 * HOUR);
      const claim = { number, performanceId: performance.id };

      // Starting after `until`: not due yet.
      const early = await f.orders.claimDueReminders({
        now: new Date(now.getTime() - 48 * HOUR),
        until: new Date(now.getTime() - 24 * HOUR),
        leadMs,
      });
      expect(early).not.toContainEqual(claim);

      const window = { now, until: new Date(now.getTime() + leadMs), leadMs };
      const racing = await Promise.all([
        f.orders.claimDueReminders(window),
        f.orders.claimDueReminders(window),
      ]);
      expect(
        racing.flat().filter((c) => c.number === number && c.performanceId === performance.id),
      ).toEqual([claim]);
      expect(await f.orders.claimDueReminders(window)).not.toContainEqual(claim);
      await f.orders.releaseReminder(claim);
      expect(await f.orders.claimDueReminders(window)).toContainEqual(claim);

      // After it starts, there is nothing to remind of.
      await f.orders.releaseReminder(claim);
      const late = new Date(performance.startsAt.getTime() + HOUR);
      expect(
        await f.orders.claimDueReminders({
          now: late,
          until: new Date(late.getTime() + leadMs),
          leadMs,
        }),
      ).not.toContainEqual(claim);
    });

    it('lets one caller claim a tribute notice, until released; unsent ones are listed', async () => {
      const { number, email } = f.withTributeNotice;
      const confirmedAt = (await f.orders.find(number))?.confirmedAt ?? new Date(0);
      const window = {
        confirmedAfter: new Date(confirmedAt.getTime() - HOUR),
        confirmedBefore: new Date(confirmedAt.getTime() + HOUR),
      };
      expect(await f.orders.unsentTributeNotices(window)).toEqual([number]);
      const now = new Date(confirmedAt.getTime() + 1000);
      const racing = await Promise.all([
        f.orders.claimTributeNotices(number, now),
        f.orders.claimTributeNotices(number, now),
        f.orders.claimTributeNotices(number, now),
      ]);
      const won = racing.flat();
      expect(won).toHaveLength(1);
      expect(won[0]?.email).toBe(email);
      const gift = (await f.orders.find(number))?.donations.find((g) => g.id === won[0]?.giftId);
      expect(gift?.tribute).not.toBeNull();
      expect(await f.orders.unsentTributeNotices(window)).toEqual([]);
      expect(await f.orders.claimTributeNotices(number, now)).toEqual([]);

      await f.orders.releaseTributeNotice(won[0]?.giftId ?? 0);
      expect(await f.orders.unsentTributeNotices(window)).toEqual([number]);
      expect(await f.orders.claimTributeNotices(number, now)).toEqual(won);
      // Orders that are not confirmed, or unknown, have nothing to claim.
      expect(await f.orders.claimTributeNotices(f.notConfirmed, now)).toEqual([]);
      expect(await f.orders.claimTributeNotices('MSP-NOSUCH00', now)).toEqual([]);
    });
  });
}
