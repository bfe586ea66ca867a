import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { checkAccess } from '../../domain/buyer/access-rule.ts';
import { type BuyerContext, modesOfSaleFor } from '../../domain/buyer/buyer-context.ts';
import { priceCart } from '../../domain/cart/price-cart.ts';
import { checkFundTakesGifts, donationPrice } from '../../domain/cart-lines/donation.ts';
import {
  DEFAULT_VOUCHER_VALIDITY_MONTHS,
  giftVoucherPrice,
} from '../../domain/cart-lines/gift-voucher.ts';
import { needsDelivery } from '../../domain/cart-lines/line-kinds.ts';
import { membershipPrice } from '../../domain/cart-lines/membership.ts';
import {
  allocateVoucherPayments,
  voucherPayableCents,
} from '../../domain/gift-vouchers/voucher-payments.ts';
import { newOrderNumber } from '../../domain/orders/order-number.ts';
import { newTicketBarcode } from '../../domain/orders/ticket-barcode.ts';
import {
  amountMatches,
  decideAfterSale,
  decideFreeOrder,
  decidePaymentEvent,
  FREE_SALE,
  OUTCOME_OF_STATE,
  type PaymentChange,
  type SaleResult,
} from '../../domain/payments/payment-transitions.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { OpenOrder, Orders } from '../../domain/ports/orders.ts';
import type { PaymentEvent, PaymentProviderId } from '../../domain/ports/payment-provider.ts';
import type { TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import { checkPriceTypeChoice } from '../../domain/seating/price-type-rules.ts';
import { ticketLinesOf } from '../../shared/contracts/cart.ts';
import type { OrderStatus, StartPaymentBody } from '../../shared/contracts/checkout.ts';
import type { Locale } from '../../shared/locales.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';
import { boughtOfType, lockCustomerLimits, typeKey } from './bought-tickets.ts';
import { openReservedOrder } from './builtin-reserved-orders.ts';
import { giftsOfCart } from './cart-donation-lines.ts';
import {
  bandPricesOfLine,
  liveLinesOf,
  priceLine,
  resetEmptiedCarts,
  seatRowOfLine,
} from './cart-line-joins.ts';
import { ownerOf } from './cart-owner.ts';
import { spendCredit } from './credit-ledger.ts';
import { amountColumns, openOrderOf } from './open-order.ts';
import { cartTerms, checkCartTerms, creditForOrder } from './order-adjustments.ts';
import { orderParties } from './order-parties.ts';
import {
  cartNeedsSavedCard,
  copyCartMemberships,
  type OrderCard,
  startOrderPlans,
} from './order-plans.ts';
import { checkPromoUsesAtPay } from './promo-uses.ts';
import {
  freeVoucherBalances,
  issueVouchers,
  reserveVouchers,
  spendVouchers,
} from './voucher-ledger.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof s.orders.$inferSelect;

/** Thrown inside the selling savepoint to undo a partial sale. */
class SeatsTaken extends Error {}
/** Thrown inside the selling savepoint: the order's account credit was spent elsewhere. */
class CreditShort extends Error {}
/** Thrown inside the selling savepoint: a gift voucher's balance was spent elsewhere. */
class VoucherShort extends Error {}

/**
 * Orders on the built-in engine. An order is made from a cart's live holds when the buyer
 * reaches payment; confirming it turns exactly those held seats into sold ones in one
 * conditional UPDATE, all or nothing, under a lock on the order row, so the return URL and
 * any number of webhooks, in any order, confirm it once (docs/decisions/008).
 */
export class BuiltinOrders implements Orders {
  private readonly db: Db;
  private readonly defaultProvider: PaymentProviderId;
  private readonly clock: Clock;
  private readonly backend: Pick<TicketingBackend, 'getCart'>;
  private readonly paymentHoldMs: number;
  private readonly voucherValidityMonths: number;

  constructor(
    db: Db,
    clock: Clock,
    options: {
      backend: Pick<TicketingBackend, 'getCart'>;
      /** The one extension of the hold on reaching payment: the deadline becomes now + this. */
      paymentHoldSeconds: number;
      /** How long an issued gift voucher lasts (GIFT_VOUCHER_VALIDITY_MONTHS). */
      giftVoucherValidityMonths?: number;
      /** The provider a plan made without a card sets one up at later (the active one). */
      paymentProvider?: PaymentProviderId;
    },
  ) {
    this.defaultProvider = options.paymentProvider ?? 'test-gateway';
    this.db = db;
    this.clock = clock;
    this.backend = options.backend;
    this.paymentHoldMs = options.paymentHoldSeconds * 1000;
    this.voucherValidityMonths =
      options.giftVoucherValidityMonths ?? DEFAULT_VOUCHER_VALIDITY_MONTHS;
  }

  async openOrder(input: {
    cartId: string;
    customerId: number;
    details: StartPaymentBody;
    locale: Locale;
  }): Promise<OpenOrder> {
    const { cartId, customerId, details, locale } = input;
    const cart = await this.backend.getCart(cartId, locale);
    const now = this.clock.now();
    try {
      return await this.db.transaction(async (tx) => {
        const [cartRow] = await tx
          .select()
          .from(s.carts)
          .where(eq(s.carts.id, cartId))
          .for('update');
        // Another customer's cart is none of this customer's business.
        if (!cartRow || (cartRow.customerId !== null && cartRow.customerId !== customerId))
          throw new AppError('CART_EMPTY');
        // A reserved order paid later through this cart: that same order is opened instead.
        const reserved = await openReservedOrder(tx, {
          cart: cartRow,
          customerId,
          details,
          locale,
          now,
          paymentHoldMs: this.paymentHoldMs,
        });
        if (reserved) return reserved;
        // The cart's live lines as they stand under the lock, with their prices and the rules'
        // facts: the view above was read before it, and its price is 0 where there is none.
        // The promo code and the buyer as they stand now: the code's mode of sale prices the
        // lines, the customer's access registration is checked again.
        const terms = await cartTerms(tx, cartRow, customerId, now);
        const held = await this.heldLines(tx, cartId, now, terms.buyer);
        const live = new Set(held.map((line) => `${line.performanceId}-${line.seatId}`));
        const lines = ticketLinesOf(cart).filter((line) => live.has(line.id));
        // The cart's donations as they stand under the lock (they never lapse).
        const found = await giftsOfCart(tx, cartId);
        // A fund that closed since the gift went into the basket takes it no more.
        for (const { fund } of found) checkFundTakesGifts(fund, now);
        const gifts = found.map(({ gift }) => gift);
        const vouchersBought = await tx
          .select()
          .from(s.cartGiftVouchers)
          .where(eq(s.cartGiftVouchers.cartId, cartId))
          .orderBy(asc(s.cartGiftVouchers.id));
        const membershipsBought = await tx
          .select()
          .from(s.cartMemberships)
          .where(eq(s.cartMemberships.cartId, cartId));
        if (
          lines.length === 0 &&
          gifts.length === 0 &&
          vouchersBought.length === 0 &&
          membershipsBought.length === 0
        ) {
          const [left] = await tx
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(s.cartTickets)
            .where(eq(s.cartTickets.cartId, cartId));
          throw new AppError((left?.n ?? 0) > 0 ? 'CART_EXPIRED' : 'CART_EMPTY');
        }
        const [existing] = await tx
          .select()
          .from(s.orders)
          .where(
            and(eq(s.orders.cartId, cartId), inArray(s.orders.state, ['completing', 'verifying'])),
          )
          .for('update');
        if (existing?.state === 'verifying') throw new AppError('PAYMENT_IN_PROGRESS');
        await this.checkLines(tx, held, terms.buyer, { customerId, cartId, now });
        // A code's rules are about tickets: with none, a code left in the basket is not checked.
        if (lines.length > 0) checkCartTerms(terms, held, now);
        // Its usage limits (issue 13), counted under the code's lock; a retry is the same use.
        if (lines.length > 0 && terms.promo)
          await checkPromoUsesAtPay(tx, terms.promo, customerId, existing?.id ?? null, now);
        const priceOf = new Map(held.map((line) => [`${line.performanceId}-${line.seatId}`, line]));

        // The hold is extended once, when the buyer reaches payment (issue 5, domain notes):
        // the seats must not lapse while the buyer is on the provider's page. The deadline is
        // the locked cart row's, not the view's read before the lock.
        // Without seats nothing is held: the payment page has the hold's time all the same.
        let holdExpiresAt =
          lines.length > 0
            ? (cartRow.expiresAt ?? now)
            : new Date(now.getTime() + this.paymentHoldMs);
        if (lines.length > 0 && !cartRow.extended) {
          const extended = new Date(
            Math.max(holdExpiresAt.getTime(), now.getTime() + this.paymentHoldMs),
          );
          await tx
            .update(s.carts)
            .set({ expiresAt: extended, extended: true, ...ownerOf(cartId, customerId) })
            .where(eq(s.carts.id, cartId));
          await tx
            .update(s.performanceSeats)
            .set({ heldUntil: extended })
            .where(
              and(
                eq(s.performanceSeats.holdId, cartId),
                eq(s.performanceSeats.status, 'held'),
                sql`${s.performanceSeats.heldUntil} > ${now}`,
              ),
            );
          holdExpiresAt = extended;
        }

        // Priced under the lock (checkLines made sure every line has a price).
        const priced = lines.map((line) => {
          const found = priceOf.get(line.id);
          return {
            ...line,
            baseCents: found?.baseCents ?? line.price.base.amount,
            feeCents: found?.feeCents ?? line.price.fee.amount,
          };
        });
        // One pricing for the basket and the order (domain/cart/price-cart.ts): the promo's
        // discount and refund protection as the basket showed them (spec §3), delivery when
        // something is delivered.
        const totals = priceCart({
          lines: [
            ...priced.map((line) => ({
              kind: line.kind,
              baseCents: line.baseCents,
              feeCents: line.feeCents,
              productionId: priceOf.get(line.id)?.productionId ?? 0,
            })),
            ...gifts.map((gift) => ({
              kind: 'donation' as const,
              ...donationPrice(gift.amountCents),
            })),
            ...vouchersBought.map((line) => ({
              kind: 'gift-voucher' as const,
              ...giftVoucherPrice(line.amountCents, line.quantity),
            })),
            ...membershipsBought.map((line) => ({
              kind: 'membership' as const,
              ...membershipPrice(line.amountCents),
            })),
          ],
          promo: terms.promo,
          // The fee the basket showed: the cart's own, one configuration for both.
          refundProtection: {
            chosen: cartRow.refundProtection,
            perLineCents: cart.refundProtection.perTicket.amount,
          },
          creditAppliedCents: 0,
          deliveryMethod: details.deliveryMethod,
        });
        // All-in means the price shown is the price paid: a grid changed since the payment page
        // was drawn is refused (the page shows the new total), never charged silently.
        if (
          details.expectedTotalCents !== undefined &&
          details.expectedTotalCents !== totals.totalCents
        )
          throw new AppError('CART_PRICES_CHANGED');
        const delivered = needsDelivery([
          ...priced.map((line) => line.kind),
          ...gifts.map(() => 'donation' as const),
          ...vouchersBought.map(() => 'gift-voucher' as const),
          ...membershipsBought.map(() => 'membership' as const),
        ]);
        // Credit and vouchers (stored value) never pay for the vouchers the order buys.
        const boughtCents = vouchersBought.reduce(
          (sum, line) => sum + line.amountCents * line.quantity,
          0,
        );
        const creditCents = await creditForOrder(tx, {
          customerId,
          cartId,
          appliedCents: cartRow.creditAppliedCents,
          totalCents: totals.totalCents - boughtCents,
          now,
        });
        // The gift vouchers applied pay what credit leaves, from what other orders being paid do
        // not count on (their rows locked: carts take turns).
        const vouchers = await freeVoucherBalances(tx, cartId, now);
        if (vouchers.some((v) => v.expired)) throw new AppError('GIFT_VOUCHER_EXPIRED');
        if (vouchers.some((v) => v.balanceCents === 0)) throw new AppError('GIFT_VOUCHER_USED_UP');
        const voucherPayments = allocateVoucherPayments(
          voucherPayableCents({
            totalCents: totals.totalCents,
            creditCents,
            notPayableWithStoredValueCents: boughtCents,
          }),
          vouchers,
        );
        const giftVoucherCents = voucherPayments.reduce((sum, p) => sum + p.appliedCents, 0);
        const fields = {
          customerId,
          ...amountColumns(totals),
          giftVoucherCents,
          // A code is about tickets: an order without them does not use it (nor its limits).
          promoCodeId: lines.length > 0 ? (terms.promo?.id ?? null) : null,
          refundProtectionCents: totals.refundProtectionCents,
          creditCents,
          // An order of donations alone has nothing to deliver.
          deliveryMethod: delivered ? details.deliveryMethod : null,
          orderNotes: details.orderNotes || null,
          accessNotes: details.accessNotes || null,
          locale,
          // The household booker and the addresses, checked again (decision 008's "Pay").
          ...(await orderParties(tx, {
            customerId,
            cartBookerId: cartRow.bookerCustomerId,
            details,
            // Credit and vouchers pay their part: what the provider charges needs the billing
            // address.
            amountToPayCents: totals.totalCents - creditCents - giftVoucherCents,
          })),
        };
        let order: OrderRow;
        if (existing) {
          // A retry after a decline or a cancel: the same order, brought up to the cart as it is.
          [order] = (await tx
            .update(s.orders)
            .set(fields)
            .where(eq(s.orders.id, existing.id))
            .returning()) as [OrderRow];
          await tx.delete(s.orderTickets).where(eq(s.orderTickets.orderId, existing.id));
          await tx.delete(s.orderDonations).where(eq(s.orderDonations.orderId, existing.id));
          await tx.delete(s.orderGiftVouchers).where(eq(s.orderGiftVouchers.orderId, existing.id));
        } else {
          [order] = (await tx
            .insert(s.orders)
            .values({ ...fields, number: newOrderNumber(), cartId, createdAt: now })
            .returning()) as [OrderRow];
        }
        if (gifts.length > 0)
          await tx.insert(s.orderDonations).values(
            gifts.map(({ id: _, cartId: __, createdAt: ___, ...gift }) => ({
              ...gift,
              orderId: order.id,
            })),
          );
        if (vouchersBought.length > 0)
          await tx.insert(s.orderGiftVouchers).values(
            vouchersBought.map(({ id, cartId: _, createdAt: __, ...line }) => ({
              ...line,
              cartLineId: id,
              orderId: order.id,
            })),
          );
        await copyCartMemberships(tx, cartId, order.id);
        // What the order counts on from each voucher, until it is paid or its deadline passes.
        await reserveVouchers(tx, order.id, voucherPayments, holdExpiresAt);
        if (priced.length > 0)
          await tx.insert(s.orderTickets).values(
            priced.map((line) => ({
              orderId: order.id,
              performanceId: line.performanceId,
              seatId: line.seat.id,
              priceTypeId: line.priceTypeId,
              baseCents: line.baseCents,
              feeCents: line.feeCents,
            })),
          );
        return openOrderOf(tx, order, {
          ticketCount: lines.length,
          titles: lines.map((line) => line.productionTitle),
          holdExpiresAt,
          funds: cart.lines.flatMap((line) => (line.kind === 'donation' ? [line.fundName] : [])),
          giftVouchers: vouchersBought.reduce((n, line) => n + line.quantity, 0),
          memberships: cart.lines.flatMap((line) =>
            line.kind === 'membership' ? [line.levelName] : [],
          ),
          savePaymentMethod: await cartNeedsSavedCard(tx, cartId),
        });
      });
    } catch (error) {
      // Two "Pay" clicks at once: the second finds the first's open order (one per cart).
      if (isUniqueViolation(error)) throw new AppError('PAYMENT_IN_PROGRESS');
      throw error;
    }
  }

  async confirmFreeOrder(orderId: number): Promise<OrderStatus> {
    const now = this.clock.now();
    const number = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(s.orders)
        .where(eq(s.orders.id, orderId))
        .for('update');
      if (!order) throw new AppError('FREE_ORDER_FAILED');
      // Free: nothing to pay, or account credit pays it all (domain/payments decides).
      const plan = decideFreeOrder({
        state: order.state,
        amountToPayCents: order.totalCents - order.creditCents - order.giftVoucherCents,
      });
      if (plan.kind === 'refuse') throw new AppError(plan.code);
      if (plan.kind === 'confirmed-already') return order.number;
      // A refusal after the sale throws, which rolls the sale back with everything else.
      const after = FREE_SALE[await this.sell(tx, order, now)];
      if (after.kind === 'refuse') throw new AppError(after.code);
      await tx.insert(s.payments).values({
        orderId,
        provider: 'free',
        providerReference: `free-${order.number}`,
        amountCents: 0,
        state: 'succeeded',
        createdAt: now,
        updatedAt: now,
      });
      return order.number;
    });
    return this.statusOf(this.db, number);
  }

  async applyPaymentEvent(
    event: PaymentEvent,
  ): Promise<{ number: string; status: OrderStatus } | null> {
    const now = this.clock.now();
    const number = await this.withBarcodeRetry(() =>
      this.db.transaction(async (tx) => {
        const paymentOf = () =>
          tx
            .select()
            .from(s.payments)
            .where(
              and(
                eq(s.payments.provider, event.provider),
                eq(s.payments.providerReference, event.sessionId),
              ),
            );
        const [found] = await paymentOf();
        if (!found) return null;
        // The order row's lock lines up the return URL and the webhooks arriving together.
        const [order] = (await tx
          .select()
          .from(s.orders)
          .where(eq(s.orders.id, found.orderId))
          .for('update')) as [OrderRow];
        // Read again under the lock: whoever held it before may have settled this payment.
        const [payment] = (await paymentOf()) as [typeof found];
        if (event.eventId) {
          const fresh = await tx
            .insert(s.idempotencyKeys)
            .values({
              scope: `event:${event.provider}`,
              key: event.eventId,
              orderId: order.id,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ key: s.idempotencyKeys.key });
          // A webhook delivered again: handled the first time.
          if (fresh.length === 0) return order.number;
        }
        // What the event does is decided in domain/payments (a table read against decision
        // 008); this writes it, under the order row's lock.
        const write = async (change: PaymentChange) => {
          if (change.payment)
            await tx
              .update(s.payments)
              .set({
                state: change.payment,
                updatedAt: now,
                ...(event.paymentReference ? { providerPaymentId: event.paymentReference } : {}),
              })
              .where(eq(s.payments.id, payment.id));
          if (change.order)
            await tx.update(s.orders).set(change.order).where(eq(s.orders.id, order.id));
        };
        const orderIsReservation = order.holdUntil !== null;
        const plan = decidePaymentEvent({
          outcome: event.outcome,
          paymentState: payment.state,
          orderState: order.state,
          orderIsReservation,
          // The session's own amount (a page paid before a retry rewrote the total still sells
          // at what it asked), but never more than the order is owed now: a page opened before
          // the buyer pressed Pay again with a voucher (or credit) must not be paid on top.
          amountMatches:
            amountMatches(event.amountCents, payment.amountCents) &&
            payment.amountCents <= order.totalCents - order.creditCents - order.giftVoucherCents,
        });
        const card = event.paymentMethod
          ? { provider: event.provider, method: event.paymentMethod }
          : null;
        if (plan.sell)
          await write(
            decideAfterSale(await this.sell(tx, order, now, card), { orderIsReservation }),
          );
        else await write(plan);
        return order.number;
      }),
    );
    if (number === null) return null;
    return { number, status: await this.statusOf(this.db, number) };
  }

  async getOrderStatus(customerId: number, number: string): Promise<OrderStatus> {
    return this.statusOf(this.db, number, customerId);
  }

  /**
   * The cart's lines whose hold is alive, read inside the caller's transaction (after the cart
   * row's lock): the seat's kind, the price type's rules, and the price in the line's mode of
   * sale for this buyer (lineModeOfSale), null when there is none (the mode of sale changed while the seats were held,
   * or the band has no price for the type).
   */
  private async heldLines(tx: Tx, cartId: string, now: Date, buyer: BuyerContext) {
    const rows = await tx
      .select({
        performanceId: s.cartTickets.performanceId,
        seatId: s.cartTickets.seatId,
        priceTypeId: s.cartTickets.priceTypeId,
        wheelchair: s.seats.wheelchair,
        companion: s.seats.companion,
        requiresAccessRegistration: s.priceTypes.requiresAccessRegistration,
        limitPerCustomer: s.priceTypes.limitPerCustomer,
        productionId: s.performances.productionId,
        priorityModeOfSaleId: s.performances.priorityModeOfSaleId,
        bandPrices: bandPricesOfLine(modesOfSaleFor(buyer)),
      })
      .from(s.cartTickets)
      .innerJoin(s.performanceSeats, seatRowOfLine)
      .innerJoin(s.performances, eq(s.performances.id, s.cartTickets.performanceId))
      .innerJoin(s.seats, eq(s.seats.id, s.cartTickets.seatId))
      .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.cartTickets.priceTypeId))
      .where(liveLinesOf(cartId, now))
      .orderBy(s.cartTickets.performanceId, s.cartTickets.seatId);
    // Each line in its mode of sale by the buyer's rule, as the basket priced it.
    return rows.map(({ bandPrices, ...line }) => {
      const { baseCents, feeCents } = priceLine(buyer, { ...line, bandPrices });
      return { ...line, baseCents, feeCents };
    });
  }

  /**
   * What was true when each line was held may not be now: a line without a price would sell for
   * $0, and access seats and prices stay in the cart after the access code is removed. Every
   * line is checked again by the price-type rules against the customer as they are now.
   */
  private async checkLines(
    tx: Tx,
    lines: Awaited<ReturnType<BuiltinOrders['heldLines']>>,
    buyer: BuyerContext,
    { customerId, cartId, now }: { customerId: number; cartId: string; now: Date },
  ): Promise<void> {
    if (lines.some((line) => line.baseCents === null || line.feeCents === null))
      throw new AppError('CART_PRICE_UNAVAILABLE');
    // The tickets the customer bought before count against a type's limit (spec §5), and so do
    // those of their other carts being paid: their checkouts take turns from here, so two carts
    // paying at once see each other's order (the lock ends with this transaction).
    const limited = lines.some((line) => line.limitPerCustomer !== null);
    if (limited) await lockCustomerLimits(tx, customerId);
    const bought = limited
      ? await boughtOfType(
          tx,
          { customerId, cartId, performanceIds: [...new Set(lines.map((l) => l.performanceId))] },
          now,
        )
      : new Map<string, number>();
    const ofType = new Map<string, number>();
    for (const line of lines) {
      // Wheelchair spaces, companion seats and access prices need a registration (as at the hold).
      checkAccess(buyer, { seat: line, priceType: line });
      const key = typeKey(line.performanceId, line.priceTypeId);
      const alreadyOfType = ofType.get(key) ?? 0;
      checkPriceTypeChoice(line, line, {
        accessRegistered: buyer.accessRegistered,
        alreadyOfType,
        boughtOfType: bought.get(key) ?? 0,
      });
      ofType.set(key, alreadyOfType + 1);
    }
  }

  /**
   * The sale: the order's seats become sold in one conditional UPDATE, where they are this
   * cart's hold (lapsed or not), free, or held by another cart whose hold has lapsed (that
   * cart's lines for them are deleted); any seat someone else still holds, or bought, undoes
   * the whole UPDATE (a savepoint) and the order is not confirmed. Then tickets get barcodes.
   */
  private async sell(
    tx: Tx,
    order: OrderRow,
    now: Date,
    /** The card the payment kept for later charges (a plan's), if it kept one. */
    card: OrderCard | null = null,
  ): Promise<SaleResult> {
    const tickets = await tx
      .select({
        id: s.orderTickets.id,
        performanceId: s.orderTickets.performanceId,
        seatId: s.orderTickets.seatId,
      })
      .from(s.orderTickets)
      .where(eq(s.orderTickets.orderId, order.id));
    const gifts = await tx
      .select({ fundId: s.orderDonations.fundId })
      .from(s.orderDonations)
      .where(eq(s.orderDonations.orderId, order.id));
    const vouchersBought = await tx
      .select({ cartLineId: s.orderGiftVouchers.cartLineId })
      .from(s.orderGiftVouchers)
      .where(eq(s.orderGiftVouchers.orderId, order.id));
    const [membership] = await tx
      .select({ id: s.orderMemberships.id })
      .from(s.orderMemberships)
      .where(eq(s.orderMemberships.orderId, order.id))
      .limit(1);
    // An order with nothing in it sells nothing (it cannot be confirmed, and money goes back).
    if (
      tickets.length === 0 &&
      gifts.length === 0 &&
      vouchersBought.length === 0 &&
      membership === undefined
    )
      return 'seats-taken';
    const pairs =
      tickets.length > 0
        ? sql.join(
            tickets.map((t) => sql`(${t.performanceId}::int, ${t.seatId}::int)`),
            sql`, `,
          )
        : null;
    try {
      await tx.transaction(async (sp) => {
        if (pairs) {
          const sold = await sp
            .update(s.performanceSeats)
            .set({ status: 'sold', holdId: null, heldUntil: null })
            .where(
              and(
                sql`(${s.performanceSeats.performanceId}, ${s.performanceSeats.seatId}) in (${pairs})`,
                sql`(${s.performanceSeats.status} = 'available' or (${s.performanceSeats.status} = 'held' and (${s.performanceSeats.holdId} = ${order.cartId} or ${s.performanceSeats.heldUntil} <= ${now})))`,
              ),
            )
            .returning({ seatId: s.performanceSeats.seatId });
          if (sold.length !== tickets.length) throw new SeatsTaken();
        }
        // The account credit is spent with the sale, all or nothing (decision 009), and so are
        // the gift vouchers (decision 018).
        if (!(await spendCredit(sp, order, now))) throw new CreditShort();
        if (!(await spendVouchers(sp, order, now))) throw new VoucherShort();
      });
    } catch (error) {
      if (error instanceof SeatsTaken) return 'seats-taken';
      if (error instanceof CreditShort) return 'credit-short';
      if (error instanceof VoucherShort) return 'voucher-short';
      throw error;
    }
    // The vouchers it bought are issued (e-mailed later, on their day) and leave the cart; the
    // vouchers that paid for it leave the cart's payment.
    await issueVouchers(tx, order, now, this.voucherValidityMonths);
    // Its memberships start and its plans (memberships, monthly gifts) are made (issue 12).
    await startOrderPlans(tx, order, card, this.defaultProvider, now);
    const lineIds = vouchersBought.flatMap((v) => (v.cartLineId === null ? [] : [v.cartLineId]));
    if (lineIds.length > 0)
      await tx
        .delete(s.cartGiftVouchers)
        .where(
          and(eq(s.cartGiftVouchers.cartId, order.cartId), inArray(s.cartGiftVouchers.id, lineIds)),
        );
    await tx
      .delete(s.cartGiftVoucherPayments)
      .where(
        and(
          eq(s.cartGiftVoucherPayments.cartId, order.cartId),
          inArray(
            s.cartGiftVoucherPayments.voucherId,
            tx
              .select({ id: s.orderGiftVoucherPayments.voucherId })
              .from(s.orderGiftVoucherPayments)
              .where(eq(s.orderGiftVoucherPayments.orderId, order.id)),
          ),
        ),
      );
    // The cart lines of these seats (this cart's, or a lapsed one's) have done their work, and
    // so have the cart's gifts to the funds this order gave to (a gift added since stays).
    if (pairs)
      await tx
        .delete(s.cartTickets)
        .where(sql`(${s.cartTickets.performanceId}, ${s.cartTickets.seatId}) in (${pairs})`);
    if (gifts.length > 0)
      await tx.delete(s.cartDonations).where(
        and(
          eq(s.cartDonations.cartId, order.cartId),
          inArray(
            s.cartDonations.fundId,
            gifts.map((gift) => gift.fundId),
          ),
        ),
      );
    await resetEmptiedCarts(tx, eq(s.carts.id, order.cartId));
    for (const ticket of tickets)
      await tx
        .update(s.orderTickets)
        .set({ barcode: newTicketBarcode() })
        .where(eq(s.orderTickets.id, ticket.id));
    await tx
      .update(s.orders)
      .set({ state: 'confirmed', confirmedAt: now })
      .where(eq(s.orders.id, order.id));
    return 'sold';
  }

  /** A barcode clash (one in 10^18) rolls the confirmation back; it is simply done again. */
  private async withBarcodeRetry<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return run();
    }
  }

  private async statusOf(db: Db | Tx, number: string, customerId?: number): Promise<OrderStatus> {
    const [order] = await db
      .select()
      .from(s.orders)
      .where(
        and(
          eq(s.orders.number, number),
          customerId === undefined ? undefined : eq(s.orders.customerId, customerId),
        ),
      );
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const [payments, [tickets], [bought], [membershipsBought]] = await Promise.all([
      db
        .select({
          provider: s.payments.provider,
          state: s.payments.state,
          amountCents: s.payments.amountCents,
        })
        .from(s.payments)
        .where(eq(s.payments.orderId, order.id))
        .orderBy(desc(s.payments.id)),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(s.orderTickets)
        .where(eq(s.orderTickets.orderId, order.id)),
      db
        .select({
          cents:
            sql<number>`coalesce(sum(${s.orderGiftVouchers.amountCents} * ${s.orderGiftVouchers.quantity}), 0)`.mapWith(
              Number,
            ),
        })
        .from(s.orderGiftVouchers)
        .where(eq(s.orderGiftVouchers.orderId, order.id)),
      db
        .select({
          cents: sql<number>`coalesce(sum(${s.orderMemberships.amountCents}), 0)`.mapWith(Number),
        })
        .from(s.orderMemberships)
        .where(eq(s.orderMemberships.orderId, order.id)),
    ]);
    const last = payments[0];
    // One succeeded payment pays the whole order (partial payments come with account credit).
    const paid = payments.some((p) => p.state === 'succeeded') ? order.totalCents : 0;
    return {
      number: order.number,
      state: order.state,
      totals: {
        productsSubtotal: usd(order.productsSubtotalCents),
        subtotal: usd(order.subtotalCents),
        discount: usd(order.discountCents),
        delivery: usd(order.deliveryCents),
        fees: usd(order.feesCents),
        tax: usd(order.taxCents),
        total: usd(order.totalCents),
        totalPaid: usd(paid),
        leftToPay: usd(Math.max(0, order.totalCents - paid)),
        refundProtection: usd(order.refundProtectionCents),
        credit: usd(order.creditCents),
        giftVouchers: usd(order.giftVoucherCents),
        giftVouchersBought: usd(bought?.cents ?? 0),
        membershipsBought: usd(membershipsBought?.cents ?? 0),
      },
      ticketCount: tickets?.n ?? 0,
      lastPayment: last ? { provider: last.provider, outcome: OUTCOME_OF_STATE[last.state] } : null,
      refundDue: payments.some((p) => p.state === 'refund_due'),
      refunded: usd(
        payments.filter((p) => p.state === 'refunded').reduce((sum, p) => sum + p.amountCents, 0),
      ),
      failureReason: (order.failureReason as OrderStatus['failureReason']) ?? null,
      createdAt: order.createdAt.toISOString(),
      confirmedAt: order.confirmedAt?.toISOString() ?? null,
    };
  }
}
