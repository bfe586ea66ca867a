/**
 * The giving history on the built-in engine: `order_donations` of the customer's confirmed
 * orders (orders.customer_id, whoever in the household booked them: the gift is the account
 * holder's), with the fund's name in the reader's language. Every query carries the customer id
 * and the confirmed state, so nothing here can read another customer's gift or one not given.
 */
import { and, desc, eq, exists, gte, lt, type SQL, sql } from 'drizzle-orm';
import { givingYearBounds, givingYearOf } from '../../domain/giving/giving-year.ts';
import type { Donor, GivenGift, GivingHistory } from '../../domain/ports/giving-history.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

export class BuiltinGivingHistory implements GivingHistory {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async listGifts(
    customerId: number,
    filter: { year?: number },
    locale: Locale,
  ): Promise<GivenGift[]> {
    const bounds = filter.year === undefined ? null : givingYearBounds(filter.year);
    return this.gifts(
      customerId,
      locale,
      bounds
        ? and(gte(s.orders.confirmedAt, bounds.from), lt(s.orders.confirmedAt, bounds.to))
        : undefined,
    );
  }

  async givingYears(customerId: number): Promise<number[]> {
    // One row per day given (a customer gives a few times a year): the year on the venue's
    // clock is worked out here, where the time zone rules are the same as everywhere else.
    const rows = await this.db
      .selectDistinct({ at: s.orders.confirmedAt })
      .from(s.orderDonations)
      .innerJoin(s.orders, eq(s.orders.id, s.orderDonations.orderId))
      .where(given(customerId));
    const years = new Set(rows.flatMap((row) => (row.at ? [givingYearOf(row.at)] : [])));
    return [...years].sort((a, b) => b - a);
  }

  async findGift(customerId: number, giftId: number, locale: Locale): Promise<GivenGift | null> {
    const [gift] = await this.gifts(customerId, locale, eq(s.orderDonations.id, giftId));
    return gift ?? null;
  }

  async donor(customerId: number): Promise<Donor | null> {
    const [row] = await this.db
      .select({ firstName: s.customers.firstName, lastName: s.customers.lastName })
      .from(s.customers)
      .where(eq(s.customers.id, customerId));
    return row ?? null;
  }

  private async gifts(customerId: number, locale: Locale, where: SQL | undefined) {
    const rows = await this.db
      .select({
        id: s.orderDonations.id,
        orderNumber: s.orders.number,
        givenAt: s.orders.confirmedAt,
        fundId: s.orderDonations.fundId,
        fundName: s.funds.name,
        appeal: s.orderDonations.appeal,
        amountCents: s.orderDonations.amountCents,
        recognitionName: s.orderDonations.recognitionName,
        anonymous: s.orderDonations.anonymous,
        tributeKind: s.orderDonations.tributeKind,
        tributeName: s.orderDonations.tributeName,
        giftAid: s.orderDonations.giftAid,
        withTickets: exists(
          this.db
            .select({ one: sql`1` })
            .from(s.orderTickets)
            .where(eq(s.orderTickets.orderId, s.orders.id)),
        ).mapWith(Boolean),
      })
      .from(s.orderDonations)
      .innerJoin(s.orders, eq(s.orders.id, s.orderDonations.orderId))
      .innerJoin(s.funds, eq(s.funds.id, s.orderDonations.fundId))
      .where(and(given(customerId), where))
      .orderBy(desc(s.orders.confirmedAt), desc(s.orderDonations.id));
    return rows.map(
      (row): GivenGift => ({
        id: row.id,
        orderNumber: row.orderNumber,
        // A confirmed order has its confirmation time (given() asks for it).
        givenAt: row.givenAt ?? new Date(0),
        fundId: row.fundId,
        fundName: localize(row.fundName, locale),
        appeal: row.appeal,
        amountCents: row.amountCents,
        recognitionName: row.recognitionName,
        anonymous: row.anonymous,
        tribute:
          row.tributeKind && row.tributeName
            ? { kind: row.tributeKind, name: row.tributeName }
            : null,
        giftAid: row.giftAid,
        withTickets: row.withTickets,
      }),
    );
  }
}

/** The customer's gifts that were given: their order is confirmed. */
function given(customerId: number): SQL {
  return and(
    eq(s.orders.customerId, customerId),
    eq(s.orders.state, 'confirmed'),
    sql`${s.orders.confirmedAt} is not null`,
  ) as SQL;
}
