import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { newCartId } from '../../domain/carts/cart-ids.ts';
import { orderTotals } from '../../domain/orders/order-totals.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { OpenOrder } from '../../domain/ports/orders.ts';
import type { PaymentProviderId } from '../../domain/ports/payment-provider.ts';
import type { ReservedOrders } from '../../domain/ports/reserved-orders.ts';
import type { TicketLine } from '../../shared/contracts/cart.ts';
import type { StartPaymentBody } from '../../shared/contracts/checkout.ts';
import type { ReservedOrderInCart } from '../../shared/contracts/reserved-order.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { liveLinesOf, seatRowOfLine } from './cart-line-joins.ts';
import { ownerOf } from './cart-owner.ts';
import { amountColumns, openOrderOf, openSessionsWhere } from './open-order.ts';
import { orderParties } from './order-parties.ts';
import { selectOrderTickets } from './order-ticket-joins.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof s.orders.$inferSelect;
type CartRow = typeof s.carts.$inferSelect;

/** A reserved order is in a cart from "add to basket" until it is confirmed or paid later. */
const IN_CART_STATES: OrderRow['state'][] = ['reserved', 'completing', 'verifying'];

/** The order's own seats and prices (as reserved), as ticket lines in the reader's language. */
async function linesOf(db: Db | Tx, orderId: number, locale: Locale): Promise<TicketLine[]> {
  const rows = await selectOrderTickets(
    db,
    {
      ticket: s.orderTickets,
      performance: s.performances,
      production: s.productions,
      venue: s.venues,
      seat: s.seats,
      row: s.venueRows,
      section: s.venueSections,
      band: s.priceBands,
      type: s.priceTypes,
    },
    eq(s.orderTickets.orderId, orderId),
    [s.performances.startsAt, s.venueSections.sortOrder, s.venueRows.sortOrder, s.seats.x],
  );
  return rows.map((r) => ({
    id: `${r.ticket.performanceId}-${r.ticket.seatId}`,
    kind: 'ticket' as const,
    performanceId: r.performance.id,
    productionSlug: r.production.slug,
    productionTitle: localize(r.production.title, locale),
    startsAt: r.performance.startsAt.toISOString(),
    venueName: localize(r.venue.name, locale),
    seat: {
      id: r.seat.id,
      section: localize(r.section.name, locale),
      row: r.row.label,
      seat: r.seat.label,
      wheelchair: r.seat.wheelchair,
      companion: r.seat.companion,
    },
    sensoryBooth: !r.band.onlineSale,
    priceBandId: r.band.id,
    priceBandName: localize(r.band.name, locale),
    priceTypeId: r.type.id,
    priceTypeName: localize(r.type.name, locale),
    price: {
      base: usd(r.ticket.baseCents),
      fee: usd(r.ticket.feeCents),
      allIn: usd(r.ticket.baseCents + r.ticket.feeCents),
    },
  }));
}

async function viewOf(db: Db | Tx, order: OrderRow, locale: Locale): Promise<ReservedOrderInCart> {
  const lines = await linesOf(db, order.id, locale);
  const subtotal = lines.reduce((sum, line) => sum + line.price.base.amount, 0);
  const fees = lines.reduce((sum, line) => sum + line.price.fee.amount, 0);
  return {
    number: order.number,
    holdUntil: order.holdUntil?.toISOString() ?? null,
    lines,
    totals: { subtotal: usd(subtotal), fees: usd(fees), total: usd(subtotal + fees) },
  };
}

/** Whether the cart holds seats of its own (a live hold): then no reserved order may join. */
async function hasLiveLines(db: Db | Tx, cartId: string, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ seatId: s.cartTickets.seatId })
    .from(s.cartTickets)
    .innerJoin(s.performanceSeats, seatRowOfLine)
    .where(liveLinesOf(cartId, now))
    .limit(1);
  if (found) return true;
  // A donation is a line too, and it does not lapse.
  const [gift] = await db
    .select({ id: s.cartDonations.id })
    .from(s.cartDonations)
    .where(eq(s.cartDonations.cartId, cartId))
    .limit(1);
  return gift !== undefined;
}

/** The payable reserved order a cart points at (locked), or null when the pointer is stale. */
async function reservedOrderOfCart(
  tx: Tx,
  cart: Pick<CartRow, 'reservedOrderId'>,
  customerId: number,
) {
  if (cart.reservedOrderId === null) return null;
  const [order] = await tx
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.id, cart.reservedOrderId), eq(s.orders.customerId, customerId)))
    .for('update');
  return order && IN_CART_STATES.includes(order.state) ? order : null;
}

/**
 * The reserved order's seats are claimed for its payment, as the order's own hold (hold id =
 * the order's cart id, which the sale then turns into sold seats): seats it already holds,
 * seats sold to it and to no live order besides it (a box office reservation may keep its seats
 * as sold), or seats still free. Held at least until the payment page closes. Any seat gone to
 * someone else makes the order unpayable online.
 */
async function claimSeats(tx: Tx, order: OrderRow, until: Date, now: Date): Promise<void> {
  const tickets = await tx
    .select({ performanceId: s.orderTickets.performanceId, seatId: s.orderTickets.seatId })
    .from(s.orderTickets)
    .where(eq(s.orderTickets.orderId, order.id));
  if (tickets.length === 0) throw new AppError('RESERVED_ORDER_UNAVAILABLE');
  const pairs = sql.join(
    tickets.map((t) => sql`(${t.performanceId}::int, ${t.seatId}::int)`),
    sql`, `,
  );
  const ps = s.performanceSeats;
  // Never shorter than the reservation itself: a payment abandoned keeps the seats reserved.
  const reservedUntil = order.holdUntil && order.holdUntil > until ? order.holdUntil : until;
  const claimed = await tx
    .update(ps)
    .set({
      status: 'held',
      holdId: order.cartId,
      heldUntil: sql`greatest(coalesce(${ps.heldUntil}, ${reservedUntil}), ${reservedUntil})`,
    })
    .where(
      and(
        sql`(${ps.performanceId}, ${ps.seatId}) in (${pairs})`,
        sql`(
          ${ps.status} = 'available'
          or (${ps.status} = 'held' and (${ps.holdId} = ${order.cartId} or ${ps.heldUntil} <= ${now}))
          or (${ps.status} = 'sold' and not exists (
            select 1 from ${s.orderTickets} other
            join ${s.orders} other_order on other_order.id = other.order_id
            where other.performance_id = ${ps.performanceId} and other.seat_id = ${ps.seatId}
              and other_order.id <> ${order.id}
              and other_order.state in ('completing', 'verifying', 'confirmed', 'reserved')
          ))
        )`,
      ),
    )
    .returning({ seatId: ps.seatId });
  if (claimed.length !== tickets.length) throw new AppError('RESERVED_ORDER_UNAVAILABLE');
}

/**
 * "Pay" for a cart carrying a reserved order: that same order is opened for payment (state
 * completing), priced as reserved plus the delivery chosen now, its seats claimed as its own
 * hold until the payment page closes. Answers null when the cart's pointer is stale (the order
 * was confirmed or has gone) or the cart holds seats of its own, so those are paid as usual.
 */
export async function openReservedOrder(
  tx: Tx,
  input: {
    cart: CartRow;
    customerId: number;
    details: StartPaymentBody;
    locale: Locale;
    now: Date;
    paymentHoldMs: number;
  },
): Promise<OpenOrder | null> {
  const { cart, customerId, details, now } = input;
  const order = await reservedOrderOfCart(tx, cart, customerId);
  if (!order) return null;
  // Seats held in the cart since are paid first, on their own order; the reserved order waits
  // in the basket until then (the basket says so, and the pages merge it only into an
  // otherwise empty cart).
  if (await hasLiveLines(tx, cart.id, now)) return null;
  if (order.state === 'verifying') throw new AppError('PAYMENT_IN_PROGRESS');
  if (order.locked) throw new AppError('RESERVED_ORDER_LOCKED');
  if (order.holdUntil && order.holdUntil <= now) throw new AppError('RESERVED_ORDER_UNAVAILABLE');

  const tickets = await tx
    .select({ baseCents: s.orderTickets.baseCents, feeCents: s.orderTickets.feeCents })
    .from(s.orderTickets)
    .where(eq(s.orderTickets.orderId, order.id));
  const totals = orderTotals({
    lines: tickets.map((t) => ({ kind: 'ticket' as const, ...t })),
    deliveryMethod: details.deliveryMethod,
  });
  const parties = await orderParties(tx, {
    customerId,
    cartBookerId: cart.bookerCustomerId,
    details,
    amountToPayCents: totals.totalCents,
  });
  const holdExpiresAt = new Date(now.getTime() + input.paymentHoldMs);
  await claimSeats(tx, order, holdExpiresAt, now);
  const [opened] = (await tx
    .update(s.orders)
    .set({
      state: 'completing',
      ...amountColumns(totals),
      deliveryMethod: details.deliveryMethod,
      orderNotes: details.orderNotes || null,
      accessNotes: details.accessNotes || null,
      locale: input.locale,
      ...parties,
    })
    .where(eq(s.orders.id, order.id))
    .returning()) as [OrderRow];
  const titles = await tx
    .select({ title: s.productions.title })
    .from(s.orderTickets)
    .innerJoin(s.performances, eq(s.performances.id, s.orderTickets.performanceId))
    .innerJoin(s.productions, eq(s.productions.id, s.performances.productionId))
    .where(eq(s.orderTickets.orderId, order.id));
  return openOrderOf(tx, opened, {
    ticketCount: tickets.length,
    titles: titles.map((t) => localize(t.title, input.locale)),
    holdExpiresAt,
  });
}

/** Reserved orders paid later, on the built-in engine: the cart points at the order. */
export class BuiltinReservedOrders implements ReservedOrders {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async inCart(
    customerId: number,
    cartId: string | null,
    locale: Locale,
  ): Promise<ReservedOrderInCart | null> {
    if (!cartId) return null;
    const [found] = await this.db
      .select({ order: s.orders })
      .from(s.carts)
      .innerJoin(s.orders, eq(s.orders.id, s.carts.reservedOrderId))
      .where(
        and(
          eq(s.carts.id, cartId),
          eq(s.orders.customerId, customerId),
          inArray(s.orders.state, IN_CART_STATES),
        ),
      );
    return found ? viewOf(this.db, found.order, locale) : null;
  }

  async addToCart(
    customerId: number,
    cartId: string | null,
    orderNumber: string,
    locale: Locale,
  ): Promise<{ cartId: string; reservedOrder: ReservedOrderInCart }> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(s.orders)
        .where(and(eq(s.orders.number, orderNumber), eq(s.orders.customerId, customerId)))
        .for('update');
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (order.locked) throw new AppError('RESERVED_ORDER_LOCKED');
      if (order.state === 'verifying') throw new AppError('PAYMENT_IN_PROGRESS');
      // Payable while the box office's reservation lasts, also after an abandoned payment.
      const payable =
        order.holdUntil !== null &&
        order.holdUntil > now &&
        (order.state === 'reserved' || order.state === 'completing');
      if (!payable) throw new AppError('RESERVED_ORDER_UNAVAILABLE');

      let [cart] = cartId
        ? await tx.select().from(s.carts).where(eq(s.carts.id, cartId)).for('update')
        : [];
      // Another customer's cart is not this one's to fill: a fresh cart instead.
      if (cart && cart.customerId !== null && cart.customerId !== customerId) cart = undefined;
      if (cart) {
        const other = await reservedOrderOfCart(tx, cart, customerId);
        if ((other && other.id !== order.id) || (await hasLiveLines(tx, cart.id, now)))
          throw new AppError('CART_NOT_EMPTY');
        await tx
          .update(s.carts)
          .set({ reservedOrderId: order.id, ...ownerOf(cart.id, customerId) })
          .where(eq(s.carts.id, cart.id));
      } else {
        [cart] = (await tx
          .insert(s.carts)
          .values({
            id: newCartId(customerId),
            createdAt: now,
            customerId,
            reservedOrderId: order.id,
          })
          .returning()) as [CartRow];
      }
      // One basket pays it: a cart in another browser lets go of it.
      await tx
        .update(s.carts)
        .set({ reservedOrderId: null })
        .where(and(eq(s.carts.reservedOrderId, order.id), ne(s.carts.id, cart.id)));
      return { cartId: cart.id, reservedOrder: await viewOf(tx, order, locale) };
    });
  }

  async removeFromCart(
    customerId: number,
    cartId: string | null,
  ): Promise<{ openSessions: { provider: PaymentProviderId; sessionId: string }[] }> {
    if (!cartId) return { openSessions: [] };
    return this.db.transaction(async (tx) => {
      const [cart] = await tx.select().from(s.carts).where(eq(s.carts.id, cartId)).for('update');
      if (!cart || (cart.customerId !== null && cart.customerId !== customerId))
        return { openSessions: [] };
      const order = await reservedOrderOfCart(tx, cart, customerId);
      if (order?.state === 'verifying') throw new AppError('PAYMENT_IN_PROGRESS');
      await tx.update(s.carts).set({ reservedOrderId: null }).where(eq(s.carts.id, cartId));
      if (!order) return { openSessions: [] };
      // Back to My reserved orders, as the box office left it (its seats stay its own).
      if (order.state === 'completing')
        await tx.update(s.orders).set({ state: 'reserved' }).where(eq(s.orders.id, order.id));
      return { openSessions: await openSessionsWhere(tx, eq(s.payments.orderId, order.id)) };
    });
  }
}
