/**
 * The box office's customer look-up on the built-in engine (port CustomerLookup, issue 13):
 * plain reads of customers, their addresses, household, account credit and orders. An order's
 * tickets come through the same joins every reader of tickets uses (order-ticket-joins.ts), with
 * whether the door let each one in (ticket_admissions); the credit balance is the account's own
 * rule (creditBalanceCents).
 */
import { asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { creditBalanceCents } from '../../domain/orders/order-groups.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { CustomerLookup } from '../../domain/ports/customer-lookup.ts';
import {
  CUSTOMER_SEARCH_LIMIT,
  type CustomerDetail,
  type CustomerSearchResult,
  type CustomerSummary,
  type LookupOrder,
  type OrderLookup,
} from '../../shared/contracts/box-office-customers.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { selectOrderTickets } from './order-ticket-joins.ts';

type OrderRow = typeof s.orders.$inferSelect;

/** `text` for a LIKE pattern: its own % and _ (and the escape) match only themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An order number, whole or its start: MSP- and up to 8 of its letters and digits. */
const ORDER_NUMBER_START = /^MSP-[0-9A-Z]{0,8}$/i;

/** Digits of a phone number worth matching on their own (fewer match too many numbers). */
const PHONE_DIGITS_MIN = 3;

const summaryFields = {
  id: s.customers.id,
  firstName: s.customers.firstName,
  lastName: s.customers.lastName,
  email: s.customers.email,
  phone: s.customers.phone,
  mobile: s.customers.mobile,
};

/** Each customer's orders, counted once for the whole query (a join, not a count per row). */
function orderCounts(db: Db) {
  return db
    .select({
      customerId: s.orders.customerId,
      n: sql<number>`count(*)`.mapWith(Number).as('n'),
    })
    .from(s.orders)
    .groupBy(s.orders.customerId)
    .as('order_counts');
}

export class BuiltinCustomerLookup implements CustomerLookup {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async search(query: string): Promise<CustomerSearchResult> {
    const q = query.trim();
    const pattern = `%${likeEscaped(q)}%`;
    const matches: SQL[] = [
      ilike(
        sql`concat_ws(' ', ${s.customers.firstName}, ${s.customers.middleName}, ${s.customers.lastName})`,
        pattern,
      ),
      ilike(sql`concat_ws(', ', ${s.customers.lastName}, ${s.customers.firstName})`, pattern),
      ilike(s.customers.email, pattern),
    ];
    const digits = q.replace(/\D/g, '');
    // A phone number however it is written: (845) 555-0101, 845.555.0101, +1 845 555 0101.
    if (digits.length >= PHONE_DIGITS_MIN && /^[\d\s()+.-]+$/.test(q)) {
      const phonePattern = `%${digits}%`;
      matches.push(
        sql`regexp_replace(coalesce(${s.customers.phone}, ''), '[^0-9]', '', 'g') like ${phonePattern}`,
        sql`regexp_replace(coalesce(${s.customers.mobile}, ''), '[^0-9]', '', 'g') like ${phonePattern}`,
      );
    }
    if (ORDER_NUMBER_START.test(q))
      matches.push(
        sql`exists (select 1 from ${s.orders} where ${s.orders.customerId} = ${s.customers.id} and ${s.orders.number} like ${`${likeEscaped(q.toUpperCase())}%`})`,
      );
    const counts = orderCounts(this.db);
    const rows = await this.db
      .select({
        ...summaryFields,
        orderCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      })
      .from(s.customers)
      .leftJoin(counts, eq(counts.customerId, s.customers.id))
      .where(or(...matches))
      .orderBy(
        asc(sql`lower(${s.customers.lastName})`),
        asc(sql`lower(${s.customers.firstName})`),
        asc(s.customers.id),
      )
      .limit(CUSTOMER_SEARCH_LIMIT + 1);
    return {
      customers: rows.slice(0, CUSTOMER_SEARCH_LIMIT),
      more: rows.length > CUSTOMER_SEARCH_LIMIT,
    };
  }

  async customer(customerId: number, locale: Locale): Promise<CustomerDetail | null> {
    const [row] = await this.db
      .select({
        ...summaryFields,
        middleName: s.customers.middleName,
        locale: s.customers.locale,
        createdAt: s.customers.createdAt,
      })
      .from(s.customers)
      .where(eq(s.customers.id, customerId));
    if (!row) return null;
    const [addresses, grants, household, orders] = await Promise.all([
      this.db
        .select({ address: s.addresses, country: s.countries.name })
        .from(s.addresses)
        .innerJoin(s.countries, eq(s.countries.id, s.addresses.countryId))
        .where(eq(s.addresses.customerId, customerId))
        .orderBy(asc(s.addresses.id)),
      this.db
        .select({
          remainingCents: s.creditGrants.remainingCents,
          expiresAt: s.creditGrants.expiresAt,
        })
        .from(s.creditGrants)
        .where(eq(s.creditGrants.customerId, customerId)),
      this.householdOf(customerId),
      this.db
        .select()
        .from(s.orders)
        .where(eq(s.orders.customerId, customerId))
        .orderBy(desc(s.orders.createdAt), desc(s.orders.id)),
    ]);
    return {
      customer: {
        ...row,
        orderCount: orders.length,
        createdAt: row.createdAt.toISOString(),
        creditBalanceCents: creditBalanceCents(grants, this.clock.now()),
        addresses: addresses.map(({ address: a, country }) => ({
          id: a.id,
          type: a.type,
          lines: [
            a.line1,
            a.line2,
            a.line3,
            `${[a.city, a.county, a.stateCode].filter(Boolean).join(', ')} ${a.postalCode}`,
          ].filter((line): line is string => Boolean(line)),
          country: localize(country, locale),
        })),
        household,
      },
      orders: await this.ordersInFull(orders, locale),
    };
  }

  async order(number: string, locale: Locale): Promise<OrderLookup | null> {
    const [order] = await this.db.select().from(s.orders).where(eq(s.orders.number, number));
    if (!order) return null;
    const [customer] = await this.db
      .select(summaryFields)
      .from(s.customers)
      .where(eq(s.customers.id, order.customerId));
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.orders)
      .where(eq(s.orders.customerId, order.customerId));
    const [full] = await this.ordersInFull([order], locale);
    if (!customer || !full) return null;
    return { customer: { ...customer, orderCount: n } satisfies CustomerSummary, order: full };
  }

  private async householdOf(customerId: number): Promise<CustomerDetail['customer']['household']> {
    const [membership] = await this.db
      .select({ householdId: s.householdMembers.householdId, name: s.households.name })
      .from(s.householdMembers)
      .innerJoin(s.households, eq(s.households.id, s.householdMembers.householdId))
      .where(eq(s.householdMembers.customerId, customerId));
    if (!membership) return null;
    const members = await this.db
      .select({
        id: s.customers.id,
        firstName: s.customers.firstName,
        lastName: s.customers.lastName,
        primary: s.householdMembers.isPrimary,
      })
      .from(s.householdMembers)
      .innerJoin(s.customers, eq(s.customers.id, s.householdMembers.customerId))
      .where(eq(s.householdMembers.householdId, membership.householdId))
      .orderBy(desc(s.householdMembers.isPrimary), asc(s.customers.firstName), asc(s.customers.id));
    return { name: membership.name, members };
  }

  /** The orders with every line: tickets (and whether admitted), gifts, vouchers, memberships. */
  private async ordersInFull(orders: OrderRow[], locale: Locale): Promise<LookupOrder[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [tickets, donations, vouchers, memberships] = await Promise.all([
      selectOrderTickets(
        this.db,
        {
          ticket: s.orderTickets,
          startsAt: s.performances.startsAt,
          productionTitle: s.productions.title,
          venueName: s.venues.name,
          section: s.venueSections.name,
          row: s.venueRows.label,
          seat: s.seats.label,
          priceTypeName: s.priceTypes.name,
        },
        inArray(s.orderTickets.orderId, ids),
        [
          s.performances.startsAt,
          s.venueSections.sortOrder,
          s.venueRows.sortOrder,
          s.seats.x,
          s.orderTickets.id,
        ],
      ),
      this.db
        .select({ donation: s.orderDonations, fundName: s.funds.name })
        .from(s.orderDonations)
        .innerJoin(s.funds, eq(s.funds.id, s.orderDonations.fundId))
        .where(inArray(s.orderDonations.orderId, ids))
        .orderBy(asc(s.orderDonations.id)),
      this.db
        .select()
        .from(s.orderGiftVouchers)
        .where(inArray(s.orderGiftVouchers.orderId, ids))
        .orderBy(asc(s.orderGiftVouchers.id)),
      this.db
        .select({ membership: s.orderMemberships, levelName: s.membershipLevels.name })
        .from(s.orderMemberships)
        .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.orderMemberships.levelId))
        .where(inArray(s.orderMemberships.orderId, ids))
        .orderBy(asc(s.orderMemberships.id)),
    ]);
    const admissions = await this.db
      .select({ ticketId: s.ticketAdmissions.orderTicketId, at: s.ticketAdmissions.scannedAt })
      .from(s.ticketAdmissions)
      .where(
        inArray(
          s.ticketAdmissions.orderTicketId,
          tickets.length > 0 ? tickets.map((r) => r.ticket.id) : [-1],
        ),
      );
    const admittedAt = new Map(admissions.map((a) => [a.ticketId, a.at.toISOString()]));
    return orders.map((order) => ({
      number: order.number,
      state: order.state,
      createdAt: order.createdAt.toISOString(),
      confirmedAt: order.confirmedAt?.toISOString() ?? null,
      returnedAt: order.returnedAt?.toISOString() ?? null,
      holdUntil: order.holdUntil?.toISOString() ?? null,
      accessNotes: order.accessNotes,
      orderNotes: order.orderNotes,
      totals: {
        // As the account shows it: refund protection is a line of its own (decision 009).
        subtotalCents: order.subtotalCents - order.refundProtectionCents,
        discountCents: order.discountCents,
        deliveryCents: order.deliveryCents,
        feesCents: order.feesCents,
        refundProtectionCents: order.refundProtectionCents,
        creditCents: order.creditCents,
        giftVoucherCents: order.giftVoucherCents,
        totalCents: order.totalCents,
      },
      tickets: tickets
        .filter((r) => r.ticket.orderId === order.id)
        .map((r) => ({
          id: r.ticket.id,
          performanceId: r.ticket.performanceId,
          productionTitle: localize(r.productionTitle, locale),
          startsAt: r.startsAt.toISOString(),
          venueName: localize(r.venueName, locale),
          section: localize(r.section, locale),
          row: r.row,
          seat: r.seat,
          priceTypeName: localize(r.priceTypeName, locale),
          priceCents: r.ticket.baseCents + r.ticket.feeCents,
          admitted: admittedAt.has(r.ticket.id),
          admittedAt: admittedAt.get(r.ticket.id) ?? null,
        })),
      donations: donations
        .filter((d) => d.donation.orderId === order.id)
        .map(({ donation, fundName }) => ({
          id: donation.id,
          fundName: localize(fundName, locale),
          amountCents: donation.amountCents,
          appeal: donation.appeal,
          monthly: donation.recurring === 'monthly',
        })),
      giftVouchers: vouchers
        .filter((v) => v.orderId === order.id)
        .map((v) => ({
          id: v.id,
          amountCents: v.amountCents,
          quantity: v.quantity,
          recipientName: v.recipientName,
        })),
      memberships: memberships
        .filter((m) => m.membership.orderId === order.id)
        .map(({ membership, levelName }) => ({
          id: membership.id,
          levelName: localize(levelName, locale),
          paymentOption: membership.paymentOption,
          amountCents: membership.amountCents,
        })),
    }));
  }
}
