import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { hashSecretToken, newSecretToken } from '../../domain/accounts/secret-tokens.ts';
import { AppError } from '../../domain/app-error.ts';
import {
  canCancelOrder,
  cardExpired,
  creditBalanceCents,
  creditExpiresAt,
  matchesDateFilter,
  orderGroupOf,
} from '../../domain/orders/order-groups.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { OrderHistory } from '../../domain/ports/order-history.ts';
import {
  type AccountCredit,
  type CancelOrderResponse,
  ORDER_GROUPS,
  type OrderDetail,
  type OrderGroup,
  type OrderListQuery,
  type OrderListResponse,
  type OrderPerformance,
  type OrderSummary,
  type OrderTicket,
  type PaymentCardsResponse,
  SHARE_TOKEN,
  type SharedTicket,
  type ShareTicketResponse,
  type TicketsResponse,
} from '../../shared/contracts/order-history.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { ticketQrCodeSvg } from '../tickets/ticket-qr-code.ts';
import { selectOrderTickets } from './order-ticket-joins.ts';
import { refundVouchers } from './voucher-ledger.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof s.orders.$inferSelect;

/** The orders a customer has (or had): not those waiting for a payment, nor failed ones. */
const LISTED_STATES = ['confirmed', 'reserved', 'returned'] as const;

async function qrDataUrl(barcode: string | null): Promise<string | null> {
  if (!barcode) return null;
  const svg = await ticketQrCodeSvg(barcode);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What an order bought that outlives it: the cancel rule (canCancelOrder) keeps it online. */
type KeptOnline = { giftVouchersBought: number; plansStarted: number };

/**
 * For each order, the gift vouchers it bought and the plans it started (each membership and
 * monthly gift makes one): indexed look-ups by order id for the whole list, so the list's
 * "cancellable" is the cancel's own answer.
 */
async function keptOnline(db: Db | Tx, orderIds: number[]): Promise<Map<number, KeptOnline>> {
  if (orderIds.length === 0) return new Map();
  const count = sql<number>`count(*)`.mapWith(Number);
  const [vouchers, plans, memberships] = await Promise.all([
    db
      .select({ orderId: s.orderGiftVouchers.orderId, n: count })
      .from(s.orderGiftVouchers)
      .where(inArray(s.orderGiftVouchers.orderId, orderIds))
      .groupBy(s.orderGiftVouchers.orderId),
    // A monthly gift starts a plan of its own (order-plans.ts).
    db
      .select({ orderId: s.orderDonations.orderId, n: count })
      .from(s.orderDonations)
      .where(
        and(inArray(s.orderDonations.orderId, orderIds), isNotNull(s.orderDonations.recurring)),
      )
      .groupBy(s.orderDonations.orderId),
    db
      .select({ orderId: s.orderMemberships.orderId, n: count })
      .from(s.orderMemberships)
      .where(inArray(s.orderMemberships.orderId, orderIds))
      .groupBy(s.orderMemberships.orderId),
  ]);
  const of = (rows: { orderId: number | null; n: number }[], id: number) =>
    rows.find((row) => row.orderId === id)?.n ?? 0;
  return new Map(
    orderIds.map((id) => [
      id,
      { giftVouchersBought: of(vouchers, id), plansStarted: of(plans, id) + of(memberships, id) },
    ]),
  );
}

/** The tickets of some orders with what the account shows of each (seat, show, price). */
function ticketRowsOf(db: Db | Tx, orderIds: number[]) {
  return selectOrderTickets(
    db,
    {
      ticket: s.orderTickets,
      startsAt: s.performances.startsAt,
      productionSlug: s.productions.slug,
      productionTitle: s.productions.title,
      venueName: s.venues.name,
      section: s.venueSections.name,
      sectionOrder: s.venueSections.sortOrder,
      row: s.venueRows.label,
      seat: s.seats.label,
      priceTypeName: s.priceTypes.name,
    },
    inArray(s.orderTickets.orderId, orderIds.length > 0 ? orderIds : [-1]),
    [s.performances.startsAt, s.venueSections.sortOrder, s.venueRows.sortOrder, s.seats.x],
  );
}
type TicketRow = Awaited<ReturnType<typeof ticketRowsOf>>[number];

function performancesOf(rows: TicketRow[], locale: Locale): OrderPerformance[] {
  const seen = new Map<number, OrderPerformance>();
  for (const row of rows)
    if (!seen.has(row.ticket.performanceId))
      seen.set(row.ticket.performanceId, {
        id: row.ticket.performanceId,
        productionSlug: row.productionSlug,
        productionTitle: localize(row.productionTitle, locale),
        startsAt: row.startsAt.toISOString(),
        venueName: localize(row.venueName, locale),
      });
  return [...seen.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

async function ticketOf(row: TicketRow, locale: Locale, shared: Set<number>): Promise<OrderTicket> {
  return {
    id: row.ticket.id,
    performanceId: row.ticket.performanceId,
    section: localize(row.section, locale),
    row: row.row,
    seat: row.seat,
    priceTypeName: localize(row.priceTypeName, locale),
    price: usd(row.ticket.baseCents + row.ticket.feeCents),
    barcode: row.ticket.barcode,
    qrCode: await qrDataUrl(row.ticket.barcode),
    shared: shared.has(row.ticket.id),
  };
}

/**
 * Locks all of a customer's saved cards, in id order: two changes of the preferred card at once
 * (or one and a removal) then take turns, never both stepping a card down or deadlocking, so
 * the one-preferred-card index is never what says no.
 */
function lockCardsOf(tx: Tx, customerId: number) {
  return tx
    .select({ id: s.paymentCards.id })
    .from(s.paymentCards)
    .where(eq(s.paymentCards.customerId, customerId))
    .orderBy(asc(s.paymentCards.id))
    .for('update');
}

/**
 * The account's orders on the built-in engine (port OrderHistory): every query is bounded by the
 * signed-in customer's id, so another customer's order number is simply not found. Groups, the
 * date filter and the cancel rule are the pure functions of domain/orders/order-groups.ts.
 */
export class BuiltinOrderHistory implements OrderHistory {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly cancelEnabled: boolean;

  constructor(db: Db, clock: Clock, options: { cancelOrdersEnabled: boolean }) {
    this.db = db;
    this.clock = clock;
    this.cancelEnabled = options.cancelOrdersEnabled;
  }

  async listOrders(
    customerId: number,
    query: OrderListQuery,
    locale: Locale,
  ): Promise<OrderListResponse> {
    const now = this.clock.now();
    const orders = await this.ordersOf(this.db, customerId);
    const rows = await ticketRowsOf(
      this.db,
      orders.map((o) => o.id),
    );
    const paid = await this.paidCents(this.db, orders);
    const kept = await keptOnline(
      this.db,
      orders.map((o) => o.id),
    );
    const counts = Object.fromEntries(ORDER_GROUPS.map((g) => [g, 0])) as Record<
      OrderGroup,
      number
    >;
    const listed: OrderSummary[] = [];
    for (const order of orders) {
      const mine = rows.filter((r) => r.ticket.orderId === order.id);
      const summary = this.summaryOf(
        order,
        mine,
        paid.get(order.id) ?? 0,
        now,
        locale,
        kept.get(order.id),
      );
      if (!summary) continue;
      counts[summary.group]++;
      const facts = {
        createdAt: order.createdAt,
        performanceTimes: mine.map((r) => r.startsAt),
      };
      if (summary.group === query.group && matchesDateFilter(facts, query)) listed.push(summary);
    }
    // Upcoming and reserved: soonest first; past and returned: latest first.
    const soonest = query.group === 'upcoming' || query.group === 'reserved';
    listed.sort((a, b) => {
      const at = (o: OrderSummary) => o.performances[0]?.startsAt ?? o.createdAt;
      return soonest ? at(a).localeCompare(at(b)) : at(b).localeCompare(at(a));
    });
    return { group: query.group, orders: listed, counts };
  }

  async getOrder(customerId: number, number: string, locale: Locale): Promise<OrderDetail> {
    return this.detailOf(this.db, customerId, number, locale);
  }

  async cancelOrder(
    customerId: number,
    number: string,
    locale: Locale,
  ): Promise<CancelOrderResponse> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(s.orders)
        .where(and(eq(s.orders.number, number), eq(s.orders.customerId, customerId)))
        .for('update');
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      // Cancelled already (a second click, another tab): done, and credited once.
      if (order.state === 'returned') return;
      const tickets = await tx
        .select({
          id: s.orderTickets.id,
          performanceId: s.orderTickets.performanceId,
          seatId: s.orderTickets.seatId,
          startsAt: s.performances.startsAt,
        })
        .from(s.orderTickets)
        .innerJoin(s.performances, eq(s.performances.id, s.orderTickets.performanceId))
        .where(eq(s.orderTickets.orderId, order.id));
      const facts = {
        state: order.state,
        performanceTimes: tickets.map((t) => t.startsAt),
        ...(await keptOnline(tx, [order.id])).get(order.id),
      };
      if (!canCancelOrder(facts, now, { enabled: this.cancelEnabled }))
        throw new AppError('CANCEL_ORDER_FAILED');
      // Conditional: of two racing cancels only one turns the order (and so only one credits).
      const turned = await tx
        .update(s.orders)
        .set({ state: 'returned', returnedAt: now })
        .where(and(eq(s.orders.id, order.id), eq(s.orders.state, 'confirmed')))
        .returning({ id: s.orders.id });
      if (turned.length === 0) throw new AppError('CANCEL_ORDER_FAILED');
      const pairs = sql.join(
        tickets.map((t) => sql`(${t.performanceId}::int, ${t.seatId}::int)`),
        sql`, `,
      );
      // The seats go back on sale, as a lapsed hold's do.
      await tx
        .update(s.performanceSeats)
        .set({ status: 'available', holdId: null, heldUntil: null })
        .where(
          and(
            sql`(${s.performanceSeats.performanceId}, ${s.performanceSeats.seatId}) in (${pairs})`,
            eq(s.performanceSeats.status, 'sold'),
          ),
        );
      // Void tickets: no shared link shows them any more, and the account shows no barcode of a
      // returned order. The barcode itself stays on the ticket, so the door can tell whoever
      // brings the printed ticket that it was refunded (issue 13), rather than "not found".
      await tx
        .update(s.ticketShares)
        .set({ revokedAt: now })
        .where(
          and(
            inArray(
              s.ticketShares.orderTicketId,
              tickets.map((t) => t.id),
            ),
            isNull(s.ticketShares.revokedAt),
          ),
        );
      // What gift vouchers paid goes back to them (decision 018), or to account credit for a
      // voucher that has expired since; card money and credit become account credit.
      const { toCredit } = await refundVouchers(tx, order, now);
      const paid = ((await this.paidCents(tx, [order])).get(order.id) ?? 0) + toCredit;
      // A free order has nothing to give back; the unique index credits an order once.
      if (paid > 0)
        await tx
          .insert(s.creditGrants)
          .values({
            customerId,
            amountCents: paid,
            remainingCents: paid,
            reason: 'order-cancelled',
            sourceOrderId: order.id,
            issuedAt: now,
            expiresAt: creditExpiresAt(now),
          })
          .onConflictDoNothing();
    });
    const order = await this.detailOf(this.db, customerId, number, locale);
    const [grant] = await this.db
      .select({ amountCents: s.creditGrants.amountCents, expiresAt: s.creditGrants.expiresAt })
      .from(s.creditGrants)
      .innerJoin(s.orders, eq(s.orders.id, s.creditGrants.sourceOrderId))
      .where(
        and(
          eq(s.orders.number, number),
          eq(s.creditGrants.customerId, customerId),
          eq(s.creditGrants.reason, 'order-cancelled'),
        ),
      );
    return {
      order,
      credit: usd(grant?.amountCents ?? 0),
      creditExpiresAt: grant?.expiresAt.toISOString() ?? null,
    };
  }

  async upcomingTickets(customerId: number, locale: Locale): Promise<TicketsResponse> {
    const now = this.clock.now();
    const orders = (await this.ordersOf(this.db, customerId)).filter(
      (o) => o.state === 'confirmed',
    );
    const rows = (
      await ticketRowsOf(
        this.db,
        orders.map((o) => o.id),
      )
    ).filter((r) => r.startsAt.getTime() > now.getTime() && r.ticket.barcode !== null);
    const shared = await this.liveShares(rows.map((r) => r.ticket.id));
    const numberOf = new Map(orders.map((o) => [o.id, o.number]));
    const performances = performancesOf(rows, locale);
    return {
      performances: await Promise.all(
        performances.map(async (performance) => ({
          ...performance,
          tickets: await Promise.all(
            rows
              .filter((r) => r.ticket.performanceId === performance.id)
              .map(async (r) => ({
                ...(await ticketOf(r, locale, shared)),
                orderNumber: numberOf.get(r.ticket.orderId) ?? '',
              })),
          ),
        })),
      ),
    };
  }

  async shareTicket(customerId: number, ticketId: number): Promise<ShareTicketResponse> {
    const now = this.clock.now();
    const { token, hash } = newSecretToken();
    await this.db.transaction(async (tx) => {
      const [ticket] = await tx
        .select({ id: s.orderTickets.id })
        .from(s.orderTickets)
        .innerJoin(s.orders, eq(s.orders.id, s.orderTickets.orderId))
        .innerJoin(s.performances, eq(s.performances.id, s.orderTickets.performanceId))
        .where(
          and(
            eq(s.orderTickets.id, ticketId),
            eq(s.orders.customerId, customerId),
            eq(s.orders.state, 'confirmed'),
            sql`${s.orderTickets.barcode} is not null`,
            // Only for a performance still to come: a past one's ticket is no use to a friend.
            gt(s.performances.startsAt, now),
          ),
        )
        .for('update', { of: s.orderTickets });
      if (!ticket) throw new AppError('TICKET_NOT_FOUND');
      // One live link per ticket: sharing again (with someone else) ends the earlier link.
      await tx
        .update(s.ticketShares)
        .set({ revokedAt: now })
        .where(and(eq(s.ticketShares.orderTicketId, ticketId), isNull(s.ticketShares.revokedAt)));
      await tx.insert(s.ticketShares).values({
        tokenHash: hash,
        orderTicketId: ticketId,
        sharedByCustomerId: customerId,
        createdAt: now,
      });
    });
    return { token, path: `/shared-tickets?token=${token}` };
  }

  async revokeTicketShares(customerId: number, ticketId: number): Promise<void> {
    const [ticket] = await this.db
      .select({ id: s.orderTickets.id })
      .from(s.orderTickets)
      .innerJoin(s.orders, eq(s.orders.id, s.orderTickets.orderId))
      .where(and(eq(s.orderTickets.id, ticketId), eq(s.orders.customerId, customerId)));
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    await this.db
      .update(s.ticketShares)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(s.ticketShares.orderTicketId, ticketId), isNull(s.ticketShares.revokedAt)));
  }

  async sharedTicket(token: string, locale: Locale): Promise<SharedTicket> {
    if (!SHARE_TOKEN.test(token)) throw new AppError('SHARED_TICKET_LINK_BROKEN');
    const [found] = await this.db
      .select({ orderId: s.orderTickets.orderId, ticketId: s.orderTickets.id })
      .from(s.ticketShares)
      .innerJoin(s.orderTickets, eq(s.orderTickets.id, s.ticketShares.orderTicketId))
      .innerJoin(s.orders, eq(s.orders.id, s.orderTickets.orderId))
      .where(
        and(
          eq(s.ticketShares.tokenHash, hashSecretToken(token)),
          isNull(s.ticketShares.revokedAt),
          eq(s.orders.state, 'confirmed'),
          sql`${s.orderTickets.barcode} is not null`,
        ),
      );
    if (!found) throw new AppError('SHARED_TICKET_LINK_BROKEN');
    const row = (await ticketRowsOf(this.db, [found.orderId])).find(
      (r) => r.ticket.id === found.ticketId,
    );
    const barcode = row?.ticket.barcode;
    if (!row || !barcode) throw new AppError('SHARED_TICKET_LINK_BROKEN');
    return {
      productionTitle: localize(row.productionTitle, locale),
      startsAt: row.startsAt.toISOString(),
      venueName: localize(row.venueName, locale),
      section: localize(row.section, locale),
      row: row.row,
      seat: row.seat,
      barcode,
      qrCode: (await qrDataUrl(barcode)) ?? '',
    };
  }

  async accountCredit(customerId: number): Promise<AccountCredit> {
    const now = this.clock.now();
    const grants = await this.db
      .select({ grant: s.creditGrants, orderNumber: s.orders.number })
      .from(s.creditGrants)
      .leftJoin(s.orders, eq(s.orders.id, s.creditGrants.sourceOrderId))
      .where(eq(s.creditGrants.customerId, customerId))
      .orderBy(desc(s.creditGrants.issuedAt), desc(s.creditGrants.id));
    return {
      balance: usd(
        creditBalanceCents(
          grants.map((g) => g.grant),
          now,
        ),
      ),
      grants: grants.map(({ grant, orderNumber }) => ({
        id: grant.id,
        reason: grant.reason,
        orderNumber,
        issuedAt: grant.issuedAt.toISOString(),
        expiresAt: grant.expiresAt.toISOString(),
        amount: usd(grant.amountCents),
        remaining: usd(grant.remainingCents),
        expired: grant.expiresAt.getTime() <= now.getTime(),
      })),
    };
  }

  async paymentCards(customerId: number): Promise<PaymentCardsResponse> {
    const now = this.clock.now();
    const cards = await this.db
      .select()
      .from(s.paymentCards)
      .where(eq(s.paymentCards.customerId, customerId))
      .orderBy(
        desc(s.paymentCards.preferred),
        asc(s.paymentCards.createdAt),
        asc(s.paymentCards.id),
      );
    return {
      cards: cards.map((card) => ({
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        preferred: card.preferred,
        expired: cardExpired(card, now),
      })),
    };
  }

  async preferPaymentCard(customerId: number, cardId: number): Promise<PaymentCardsResponse> {
    await this.db.transaction(async (tx) => {
      const cards = await lockCardsOf(tx, customerId);
      if (!cards.some((card) => card.id === cardId)) throw new AppError('PAYMENT_CARD_NOT_FOUND');
      // One preferred card per customer (a partial unique index): the old one steps down first.
      await tx
        .update(s.paymentCards)
        .set({ preferred: false })
        .where(and(eq(s.paymentCards.customerId, customerId), eq(s.paymentCards.preferred, true)));
      await tx.update(s.paymentCards).set({ preferred: true }).where(eq(s.paymentCards.id, cardId));
    });
    return this.paymentCards(customerId);
  }

  async removePaymentCard(customerId: number, cardId: number): Promise<PaymentCardsResponse> {
    await this.db.transaction(async (tx) => {
      await lockCardsOf(tx, customerId);
      const [removed] = await tx
        .delete(s.paymentCards)
        .where(and(eq(s.paymentCards.id, cardId), eq(s.paymentCards.customerId, customerId)))
        .returning({ preferred: s.paymentCards.preferred });
      if (!removed) throw new AppError('PAYMENT_CARD_NOT_FOUND');
      if (!removed.preferred) return;
      // The preferred card went: the oldest other card takes its place.
      const [next] = await tx
        .select({ id: s.paymentCards.id })
        .from(s.paymentCards)
        .where(eq(s.paymentCards.customerId, customerId))
        .orderBy(asc(s.paymentCards.createdAt), asc(s.paymentCards.id))
        .limit(1);
      if (next)
        await tx
          .update(s.paymentCards)
          .set({ preferred: true })
          .where(eq(s.paymentCards.id, next.id));
    });
    return this.paymentCards(customerId);
  }

  private ordersOf(db: Db | Tx, customerId: number, number?: string) {
    return db
      .select()
      .from(s.orders)
      .where(
        and(
          eq(s.orders.customerId, customerId),
          or(
            inArray(s.orders.state, [...LISTED_STATES]),
            // A reserved order being paid (or whose payment was abandoned) is still listed.
            and(
              inArray(s.orders.state, ['completing', 'verifying']),
              isNotNull(s.orders.holdUntil),
            ),
          ),
          number === undefined ? undefined : eq(s.orders.number, number),
        ),
      )
      .orderBy(desc(s.orders.createdAt));
  }

  /**
   * What was paid for each order in money and credit: succeeded payments plus the account credit
   * spent on it (what gift vouchers paid is theirs, and goes back to them).
   */
  private async paidCents(
    db: Db | Tx,
    orders: Pick<OrderRow, 'id' | 'totalCents' | 'creditCents' | 'giftVoucherCents'>[],
  ): Promise<Map<number, number>> {
    if (orders.length === 0) return new Map();
    const orderIds = orders.map((o) => o.id);
    const rows = await db
      .select({
        orderId: s.payments.orderId,
        cents: sql<number>`coalesce(sum(${s.payments.amountCents}), 0)`.mapWith(Number),
      })
      .from(s.payments)
      .where(and(inArray(s.payments.orderId, orderIds), eq(s.payments.state, 'succeeded')))
      .groupBy(s.payments.orderId);
    const byOrder = new Map(rows.map((r) => [r.orderId, r.cents]));
    return new Map(
      orders.map((o) => [
        o.id,
        Math.min(o.totalCents - o.giftVoucherCents, (byOrder.get(o.id) ?? 0) + o.creditCents),
      ]),
    );
  }

  private liveShares(ticketIds: number[]): Promise<Set<number>> {
    if (ticketIds.length === 0) return Promise.resolve(new Set());
    return this.db
      .select({ id: s.ticketShares.orderTicketId })
      .from(s.ticketShares)
      .where(
        and(inArray(s.ticketShares.orderTicketId, ticketIds), isNull(s.ticketShares.revokedAt)),
      )
      .then((rows) => new Set(rows.map((r) => r.id)));
  }

  private summaryOf(
    order: OrderRow,
    rows: TicketRow[],
    paidCents: number,
    now: Date,
    locale: Locale,
    /** What the order bought that keeps it from being cancelled online (keptOnline). */
    kept?: KeptOnline,
  ): OrderSummary | null {
    const facts = {
      state: order.state,
      performanceTimes: rows.map((r) => r.startsAt),
      reservedUntil: order.holdUntil,
      ...kept,
    };
    const group = orderGroupOf(facts, now);
    if (!group) return null;
    return {
      number: order.number,
      state: order.state,
      group,
      createdAt: order.createdAt.toISOString(),
      total: usd(order.totalCents),
      amountToPay: usd(group === 'reserved' ? Math.max(0, order.totalCents - paidCents) : 0),
      performances: performancesOf(rows, locale),
      ticketCount: rows.length,
      holdUntil: order.holdUntil?.toISOString() ?? null,
      locked: order.locked,
      returned: order.state === 'returned',
      cancellable: canCancelOrder(facts, now, { enabled: this.cancelEnabled }),
    };
  }

  private async detailOf(
    db: Db | Tx,
    customerId: number,
    number: string,
    locale: Locale,
  ): Promise<OrderDetail> {
    const now = this.clock.now();
    const [order] = await this.ordersOf(db, customerId, number);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const rows = await ticketRowsOf(db, [order.id]);
    const paid = (await this.paidCents(db, [order])).get(order.id) ?? 0;
    const kept = (await keptOnline(db, [order.id])).get(order.id);
    const summary = this.summaryOf(order, rows, paid, now, locale, kept);
    if (!summary) throw new AppError('ORDER_NOT_FOUND');
    const shared = await this.liveShares(rows.map((r) => r.ticket.id));
    // A returned order's tickets are void: the buyer sees no barcode (nor QR code) to use.
    const voided = order.state === 'returned';
    const tickets = await Promise.all(
      rows.map((r) =>
        ticketOf(voided ? { ...r, ticket: { ...r.ticket, barcode: null } } : r, locale, shared),
      ),
    );
    return {
      ...summary,
      deliveryMethod: order.deliveryMethod,
      orderNotes: order.orderNotes,
      accessNotes: order.accessNotes,
      confirmedAt: order.confirmedAt?.toISOString() ?? null,
      returnedAt: order.returnedAt?.toISOString() ?? null,
      totals: {
        // The order's subtotal holds refund protection (decision 009); the page lists the
        // tickets before fees and protection on its own line, so it is taken out here.
        subtotal: usd(order.subtotalCents - order.refundProtectionCents),
        discount: usd(order.discountCents),
        delivery: usd(order.deliveryCents),
        fees: usd(order.feesCents),
        refundProtection: usd(order.refundProtectionCents),
        credit: usd(order.creditCents),
        giftVouchers: usd(order.giftVoucherCents),
        total: usd(order.totalCents),
        // What vouchers paid counts once the order spent it (confirmed, or returned since).
        totalPaid: usd(
          paid + (['confirmed', 'returned'].includes(order.state) ? order.giftVoucherCents : 0),
        ),
      },
      tickets,
      printable: order.state === 'confirmed' && tickets.some((t) => t.barcode !== null),
    };
  }
}
