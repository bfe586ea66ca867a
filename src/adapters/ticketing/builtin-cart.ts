import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { checkAccess, WHEELCHAIR_SPACE } from '../../domain/buyer/access-rule.ts';
import {
  type BuyerContext,
  lineModeOfSale,
  modesOfSaleFor,
  modesOfSaleOf,
  pricingModesOf,
  priorityOpenTo,
} from '../../domain/buyer/buyer-context.ts';
import { priceCart } from '../../domain/cart/price-cart.ts';
import { isCustomerCartId, newCartId } from '../../domain/carts/cart-ids.ts';
import { availabilityState } from '../../domain/catalogue/availability-state.ts';
import {
  COMPANION_PRICE_TYPE_ID,
  DEFAULT_PRICE_TYPE_ID,
  WHEELCHAIR_PRICE_TYPE_ID,
} from '../../domain/catalogue/sale-constants.ts';
import { maskVoucherCode } from '../../domain/gift-vouchers/voucher-code.ts';
import {
  DEFAULT_REFUND_PROTECTION_CENTS_PER_TICKET,
  livePromo,
} from '../../domain/orders/cart-adjustments.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import {
  bestAvailable,
  MAX_COMPANIONS_PER_WHEELCHAIR,
} from '../../domain/seating/best-available.ts';
import { checkPriceTypeChoice } from '../../domain/seating/price-type-rules.ts';
import type { RuleSeat } from '../../domain/seating/seat-rows.ts';
import {
  boothTicketTypes,
  checkBoothTickets,
  chooseBoothPlaces,
} from '../../domain/seating/sensory-booth.ts';
import { singlesLeftBy } from '../../domain/seating/single-seats.ts';
import { AvailabilityState } from '../../shared/availability.ts';
import {
  type AddSeatsBody,
  type AddSeatsResponse,
  type Cart,
  MAX_TICKETS_PER_ORDER,
} from '../../shared/contracts/cart.ts';
import type { DonationLine } from '../../shared/contracts/donations.ts';
import type { GiftVoucherLine } from '../../shared/contracts/gift-vouchers.ts';
import type { MembershipLine } from '../../shared/contracts/memberships.ts';
import type {
  SensoryBoothBody,
  SensoryBoothFields,
  SensoryBoothResponse,
} from '../../shared/contracts/sensory-booth.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { Gate } from '../db/gate.ts';
import * as s from '../db/schema.ts';
import { boughtOfType, typeKey } from './bought-tickets.ts';
import { donationLinesOf } from './cart-donation-lines.ts';
import {
  type AppliedVoucher,
  appliedVouchersOf,
  giftVoucherLinesOf,
  refuseWhileVouchersPay,
} from './cart-gift-voucher-lines.ts';
import {
  bandPricesOfLine,
  liveLinesOf,
  priceIn,
  priceLine,
  resetEmptiedCarts,
  seatRowOfLine,
} from './cart-line-joins.ts';
import { membershipLinesOf } from './cart-membership-lines.ts';
import { cartAnswersTo, takeCart } from './cart-owner.ts';
import { cartWithPromo, memberModesOf, type PromoRow } from './cart-promo.ts';
import {
  type CartHold,
  freeAt,
  holdIntoCart,
  holdSeats,
  lockCart,
  lockOrMakeCart,
} from './hold-statements.ts';
import { LineCatalogue, type LineFacts, SEAT_FACTS } from './line-catalogue.ts';
import { type OpenSeats, OpenSeatsCache } from './open-seats.ts';
import {
  deleteBoothRequest,
  readBoothRequest,
  saveBoothRequest,
} from './sensory-booth-requests.ts';

/** Best available may lose a race for its seats; it looks again this many times. */
const BEST_AVAILABLE_ATTEMPTS = 3;
/** The booth's few places: a party that lost a race looks again until none are left. */
const BOOTH_ATTEMPTS = 8;

/** The cart before anything is in it (refund protection's fee is shown from the start). */
function emptyCartOf(protectionCentsPerTicket: number): Cart {
  return {
    id: null,
    expiresAt: null,
    extended: false,
    lines: [],
    ticketCount: 0,
    promo: null,
    refundProtection: { chosen: false, perTicket: usd(protectionCentsPerTicket) },
    totals: {
      subtotal: usd(0),
      donations: usd(0),
      fees: usd(0),
      discount: usd(0),
      refundProtection: usd(0),
      total: usd(0),
      credit: usd(0),
      giftVouchers: usd(0),
      leftToPay: usd(0),
    },
    giftVoucherPayments: [],
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Performance = typeof s.performances.$inferSelect;

/**
 * A performance's row is reused this long by holds. At an on-sale every buyer asks for the same
 * performance in the same second; a cancellation or an off-sale takes effect a second later.
 */
const PERFORMANCE_REUSE_MS = 1000;

/** A cart as the booth form's hold sees it. */
interface HoldingCart {
  id: string;
  expiresAt: Date | null;
  extended: boolean;
  ticketCount: number;
}

/** Plans read at once: well under the PostgreSQL pool's 10 connections. */
const PLANS_AT_ONCE = 4;

/** What a hold will try to take, worked out before its transaction. */
interface HoldPlan {
  performance: Performance;
  seatIds: number[];
  kinds: Map<number, Omit<RuleSeat, 'free'>>;
  together: boolean;
}

/** One cart line: a cart's ticket for one seat at one performance. */
function lineOf(cartId: string, performanceId: number, seatId: number) {
  return and(
    eq(s.cartTickets.cartId, cartId),
    eq(s.cartTickets.performanceId, performanceId),
    eq(s.cartTickets.seatId, seatId),
  );
}

/**
 * Two buyers locking overlapping seats in another order can deadlock (PostgreSQL 40P01), or a
 * serialisable retry can fail (40001): for the buyer that is simply "someone else was first".
 */
function isContention(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * Carts and seat holds on the built-in engine. The database alone decides who gets a seat: a
 * hold is one conditional UPDATE of the seat rows (free, or held past its deadline), all or
 * nothing inside a transaction. Rules (singles, limits, access) are checked before, on a fresh
 * read; a race can make them stale, never a seat double-held.
 */
export class BuiltinCart {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly holdMs: number;
  private readonly geometry = new Map<number, Promise<Omit<RuleSeat, 'free'>[]>>();
  private readonly seatIndex = new WeakMap<object, Map<number, Omit<RuleSeat, 'free'>>>();
  private readonly performances = new Map<number, { readAt: number; row: Promise<Performance> }>();
  /**
   * Plans read outside any transaction; a few at a time, so that in a rush the pool's queue is
   * not hundreds of plan reads deep in front of the transactions of buyers who won their seats.
   */
  private readonly planning = new Gate(PLANS_AT_ONCE);
  /** A performance's open seats, read once for the buyers planning at about the same moment. */
  private readonly openSeats = new OpenSeatsCache(
    (performanceId) => this.planning.run(() => this.readOpenSeats(performanceId)),
    () => this.clock.now().getTime(),
  );
  /** Seats this process is trying to hold right now, per performance. */
  private readonly claimed = new Map<number, Set<number>>();
  private readonly lineCatalogue: LineCatalogue;

  private readonly protectionCents: number;

  constructor(
    db: Db,
    clock: Clock,
    holdSeconds: number,
    /** Refund protection's fee per ticket (REFUND_PROTECTION_CENTS_PER_TICKET). */
    refundProtectionCentsPerTicket = DEFAULT_REFUND_PROTECTION_CENTS_PER_TICKET,
  ) {
    this.db = db;
    this.clock = clock;
    this.holdMs = holdSeconds * 1000;
    this.lineCatalogue = new LineCatalogue(db);
    this.protectionCents = refundProtectionCentsPerTicket;
  }

  /** A venue's layout changed (the box office): its seats are read again when next needed. */
  forgetVenueLayout(venueId: number): void {
    this.geometry.delete(venueId);
    this.lineCatalogue.forgetVenue(venueId);
    // Which performances play there is not known here, and layouts change rarely: all of them.
    this.openSeats.changedEverywhere();
  }

  async getCart(cartId: string | null, locale: Locale): Promise<Cart> {
    if (!cartId) return emptyCartOf(this.protectionCents);
    return this.view(this.db, cartId, locale);
  }

  async addSeats(
    cartId: string | null,
    request: AddSeatsBody,
    buyer: BuyerContext,
    locale: Locale,
  ): Promise<{ cartId: string; result: AddSeatsResponse }> {
    const attempts = 'bestAvailable' in request ? BEST_AVAILABLE_ATTEMPTS : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        // The plan comes back with its seats claimed; they are let go once the hold has spoken.
        const plan = await this.plan(cartId, request, buyer);
        const held = await this.hold(cartId, plan, buyer).finally(() =>
          this.unclaim(plan.performance.id, plan.seatIds),
        );
        // A cart made by this hold holds exactly its seats: no need to read it back.
        const cart = cartId
          ? await this.view(this.db, held.id, locale, held)
          : await this.newCartView(held, plan.performance.id, held.tickets, locale);
        return { cartId: held.id, result: { cart, together: plan.together } };
      } catch (caught) {
        const error = isContention(caught) ? new AppError('SEATS_UNAVAILABLE') : caught;
        const lostRace = error instanceof AppError && error.code === 'SEATS_UNAVAILABLE';
        if (!lostRace || attempt >= attempts) throw error;
      }
    }
  }

  async removeSeat(
    cartId: string | null,
    performanceId: number,
    seatId: number,
    locale: Locale,
  ): Promise<Cart> {
    if (!cartId) throw new AppError('CART_LINE_NOT_FOUND');
    const cart = await this.db.transaction(async (tx) => {
      await refuseWhileVouchersPay(tx, cartId);
      const released = await this.release(tx, cartId, [{ performanceId, seatId }]);
      if (released === 0) throw new AppError('CART_LINE_NOT_FOUND');
      return this.view(tx, cartId, locale);
    });
    this.openSeats.changed(performanceId, [seatId]);
    return cart;
  }

  async changePriceType(
    cartId: string | null,
    lineId: string,
    priceTypeId: number,
    buyer: BuyerContext,
    locale: Locale,
  ): Promise<Cart> {
    const [performanceId = 0, seatId = 0] = lineId.split('-').map(Number);
    if (!cartId) throw new AppError('CART_LINE_NOT_FOUND');
    return this.db.transaction(async (tx) => {
      // The buyer's other changes wait: the count of a type and the change are one step, so a
      // price type's limit holds when several changes race (each statement after the lock reads
      // what the one before it committed).
      if (!(await lockCart(tx, cartId))) throw new AppError('CART_LINE_NOT_FOUND');
      const [line] = await tx
        .select({
          seat: s.seats,
          performance: s.performances,
          onlineSale: s.priceBands.onlineSale,
          // The band's prices in the buyer's modes of sale: the line's mode is chosen from them.
          bandPrices: bandPricesOfLine(modesOfSaleFor(buyer)),
        })
        .from(s.cartTickets)
        .innerJoin(s.seats, eq(s.seats.id, s.cartTickets.seatId))
        .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
        .innerJoin(s.performances, eq(s.performances.id, s.cartTickets.performanceId))
        .where(lineOf(cartId, performanceId, seatId));
      if (!line) throw new AppError('CART_LINE_NOT_FOUND');
      // Booth places take their types from the booth form's party (adults, students).
      if (!line.onlineSale) throw new AppError('SENSORY_BOOTH_NOT_ON_MAP');
      const [type] = await tx.select().from(s.priceTypes).where(eq(s.priceTypes.id, priceTypeId));
      // The new type's price in the line's mode of sale (the buyer's rule, as the cart prices it).
      const mode = lineModeOfSale(buyer, line.performance, (m) =>
        line.bandPrices.some(([priced]) => priced === m),
      );
      const price = priceIn(line.bandPrices, mode, priceTypeId);
      if (!type || !price)
        throw new AppError('VALIDATION_FAILED', { fields: { priceTypeId: 'No such price here' } });
      // The cart's other lines of the type, and the signed-in customer's tickets of it bought
      // before (an anonymous buyer's are counted at Pay, which needs sign-in).
      const bought = await boughtOfType(
        tx,
        { customerId: buyer.customerId, cartId, performanceIds: [performanceId] },
        this.clock.now(),
      );
      const [sameType] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(s.cartTickets)
        .where(
          and(
            eq(s.cartTickets.cartId, cartId),
            eq(s.cartTickets.performanceId, performanceId),
            eq(s.cartTickets.priceTypeId, priceTypeId),
            sql`${s.cartTickets.seatId} <> ${seatId}`,
          ),
        );
      checkPriceTypeChoice(
        line.seat,
        {
          priceTypeId,
          requiresAccessRegistration: type.requiresAccessRegistration,
          limitPerCustomer: type.limitPerCustomer,
        },
        {
          accessRegistered: buyer.accessRegistered,
          alreadyOfType: sameType?.n ?? 0,
          boughtOfType: bought.get(typeKey(performanceId, priceTypeId)) ?? 0,
        },
      );
      await tx
        .update(s.cartTickets)
        .set({ priceTypeId })
        .where(lineOf(cartId, performanceId, seatId));
      return this.view(tx, cartId, locale);
    });
  }

  async emptyCart(cartId: string | null, locale: Locale): Promise<Cart> {
    if (!cartId) return emptyCartOf(this.protectionCents);
    const { cart, lines } = await this.db.transaction(async (tx) => {
      const lines = await tx
        .select({ performanceId: s.cartTickets.performanceId, seatId: s.cartTickets.seatId })
        .from(s.cartTickets)
        .where(eq(s.cartTickets.cartId, cartId));
      // Emptying the basket takes everything out, donations, memberships and gift vouchers too (they do not
      // lapse by themselves), and the vouchers applied to pay for it.
      await tx.delete(s.cartDonations).where(eq(s.cartDonations.cartId, cartId));
      await tx.delete(s.cartGiftVouchers).where(eq(s.cartGiftVouchers.cartId, cartId));
      await tx.delete(s.cartMemberships).where(eq(s.cartMemberships.cartId, cartId));
      await tx
        .delete(s.cartGiftVoucherPayments)
        .where(eq(s.cartGiftVoucherPayments.cartId, cartId));
      await this.release(tx, cartId, lines);
      return { cart: await this.view(tx, cartId, locale), lines };
    });
    this.seatsFreed(lines);
    return cart;
  }

  async adoptCart(cartId: string | null, customerId: number): Promise<string | null> {
    // The browser's cart when it may be this customer's, else their latest cart whose holds
    // still run; either is taken under a customer's id (renewed when it was anonymous).
    const take = async (id: string) => {
      const taken = await this.db.transaction((tx) => takeCart(tx, id, customerId));
      // Plans know which holds are a cart's own: the moved ones are read afresh.
      for (const performanceId of taken?.performanceIds ?? [])
        this.openSeats.changed(performanceId);
      return taken?.id ?? null;
    };
    const kept = cartId ? await take(cartId) : null;
    if (kept) return kept;
    const [own] = await this.db
      .select({ id: s.carts.id })
      .from(s.carts)
      .where(and(eq(s.carts.customerId, customerId), gt(s.carts.expiresAt, this.clock.now())))
      .orderBy(desc(s.carts.createdAt))
      .limit(1);
    return own ? take(own.id) : null;
  }

  cartAnswersTo(cartId: string, customerId: number): Promise<boolean> {
    return cartAnswersTo(this.db, cartId, customerId);
  }

  async releaseExpiredHolds(): Promise<number> {
    const now = this.clock.now();
    const freed = await this.db.transaction(async (tx) => {
      const freed = await tx
        .update(s.performanceSeats)
        .set({ status: 'available', holdId: null, heldUntil: null })
        .where(and(eq(s.performanceSeats.status, 'held'), lte(s.performanceSeats.heldUntil, now)))
        .returning({
          performanceId: s.performanceSeats.performanceId,
          seatId: s.performanceSeats.seatId,
        });
      await this.deleteLines(tx, freed);
      // A cart whose every hold lapsed starts afresh.
      await resetEmptiedCarts(tx, lte(s.carts.expiresAt, now));
      return freed;
    });
    this.seatsFreed(freed);
    return freed.length;
  }

  /** After a release has committed: plans read the performances' open seats afresh. */
  private seatsFreed(seats: readonly { performanceId: number; seatId: number }[]) {
    const byPerformance = Map.groupBy(seats, (seat) => seat.performanceId);
    for (const [performanceId, freed] of byPerformance)
      this.openSeats.changed(
        performanceId,
        freed.map((seat) => seat.seatId),
      );
  }

  /**
   * The sensory booth form (spec §5): the party's places in the booth, held all or nothing by
   * the same conditional UPDATE as any seat, with the form's answers kept beside the cart.
   * Sending the form again for a performance gives back the places held before and holds anew
   * in one transaction, so a refusal leaves the earlier booking as it was.
   */
  async holdSensoryBooth(
    cartId: string | null,
    body: SensoryBoothBody,
    buyer: BuyerContext,
    locale: Locale,
  ): Promise<{ cartId: string; result: SensoryBoothResponse }> {
    const { performanceId, ...fields } = body;
    for (let attempt = 1; ; attempt++) {
      try {
        const performance = await this.performance(performanceId);
        const held = await this.db.transaction(async (tx) => {
          const id = await this.holdBooth(tx, cartId, performance, fields, buyer);
          const now = this.clock.now();
          const [cart, request] = await Promise.all([
            this.view(tx, id, locale),
            readBoothRequest(tx, id, performance.id, now),
          ]);
          if (!request) throw new AppError('SENSORY_BOOTH_FULL');
          return { cartId: id, result: { cart, request } };
        });
        // Places given back and taken: plans read the house afresh.
        this.openSeats.changed(performance.id);
        return held;
      } catch (caught) {
        const error = isContention(caught) ? new AppError('SEATS_UNAVAILABLE') : caught;
        if (!(error instanceof AppError && error.code === 'SEATS_UNAVAILABLE')) throw error;
        // Another party took a place we had chosen. Each loss is someone else's win, so looking
        // again soon finds the places left, or none (SENSORY_BOOTH_FULL from the plan itself);
        // a moment's jitter keeps the parties from choosing the same places once more.
        if (attempt >= BOOTH_ATTEMPTS) throw new AppError('SENSORY_BOOTH_FULL');
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));
      }
    }
  }

  /** The cart's booth request for a performance, while it still holds booth places there. */
  async getSensoryBooth(cartId: string | null, performanceId: number) {
    if (!cartId) return { request: null };
    return { request: await readBoothRequest(this.db, cartId, performanceId, this.clock.now()) };
  }

  /** Gives back the party's booth places at once, with the form's answers. */
  async releaseSensoryBooth(
    cartId: string | null,
    performanceId: number,
    locale: Locale,
  ): Promise<Cart> {
    if (!cartId) throw new AppError('CART_LINE_NOT_FOUND');
    const performance = await this.performance(performanceId);
    const { cart, places } = await this.db.transaction(async (tx) => {
      const places = await this.boothLines(tx, cartId, performance);
      if (places.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
      await refuseWhileVouchersPay(tx, cartId);
      await this.release(tx, cartId, places);
      await deleteBoothRequest(tx, cartId, performance.id);
      return { cart: await this.view(tx, cartId, locale), places };
    });
    this.seatsFreed(places);
    return cart;
  }

  /** This cart's lines in the performance's booth (the band not sold on the map). */
  private async boothLines(tx: Tx, cartId: string, performance: Performance) {
    const booth = (await this.venueGeometry(tx, performance.venueId))
      .filter((seat) => !seat.onlineSale)
      .map((seat) => seat.id);
    if (booth.length === 0) return [];
    return tx
      .select({ performanceId: s.cartTickets.performanceId, seatId: s.cartTickets.seatId })
      .from(s.cartTickets)
      .where(
        and(
          eq(s.cartTickets.cartId, cartId),
          eq(s.cartTickets.performanceId, performance.id),
          inArray(s.cartTickets.seatId, booth),
        ),
      );
  }

  /** The booth's rules, then the conditional UPDATE of its places. Answers the cart id. */
  private async holdBooth(
    tx: Tx,
    cartId: string | null,
    performance: Performance,
    fields: SensoryBoothFields,
    buyer: BuyerContext,
  ): Promise<string> {
    const now = this.clock.now();
    this.checkOnSale(performance, now, priorityOpenTo(buyer, performance));
    const booth = (await this.venueGeometry(tx, performance.venueId)).filter(
      (seat) => !seat.onlineSale,
    );
    const bandIds = [...new Set(booth.map((seat) => seat.priceBandId))];
    // The booth sells at this performance when its band has prices in the band's mode of sale
    // for this buyer (the rule that prices the lines: lineModeOfSale).
    const prices =
      bandIds.length === 0
        ? []
        : await tx
            .select({
              id: s.priceTypes.id,
              requiresAccessRegistration: s.priceTypes.requiresAccessRegistration,
              limitPerCustomer: s.priceTypes.limitPerCustomer,
              priceBandId: s.performancePrices.priceBandId,
              modeOfSaleId: s.performancePrices.modeOfSaleId,
            })
            .from(s.performancePrices)
            .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.performancePrices.priceTypeId))
            .where(
              and(
                eq(s.performancePrices.performanceId, performance.id),
                inArray(s.performancePrices.priceBandId, bandIds),
                inArray(s.performancePrices.modeOfSaleId, pricingModesOf(buyer, performance)),
              ),
            );
    const types = prices
      .filter(
        (price) =>
          price.modeOfSaleId ===
          lineModeOfSale(buyer, performance, (mode) =>
            prices.some((p) => p.priceBandId === price.priceBandId && p.modeOfSaleId === mode),
          ),
      )
      .map(({ priceBandId: _, modeOfSaleId: __, ...type }) => type);
    if (types.length === 0) throw new AppError('SENSORY_BOOTH_UNAVAILABLE');

    const cart = await this.ensureCart(tx, cartId, buyer.customerId);
    // The earlier answer's places go back first: this answer replaces it.
    const earlier = await this.boothLines(tx, cart.id, performance);
    const released = earlier.length > 0 ? await this.release(tx, cart.id, earlier) : 0;
    const ticketCount = cart.ticketCount - released;
    // Releasing the cart's last lines ends its deadline; a new one starts with these places.
    const expiresAt = ticketCount > 0 ? cart.expiresAt : null;

    const typeIds = boothTicketTypes(fields);
    if (ticketCount + typeIds.length > MAX_TICKETS_PER_ORDER)
      throw new AppError('MAX_TICKETS_ONLINE');
    const sameType = await tx
      .select({
        priceTypeId: s.cartTickets.priceTypeId,
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(s.cartTickets)
      .where(
        and(eq(s.cartTickets.cartId, cart.id), eq(s.cartTickets.performanceId, performance.id)),
      )
      .groupBy(s.cartTickets.priceTypeId);
    const bought = await boughtOfType(
      tx,
      { customerId: buyer.customerId, cartId: cart.id, performanceIds: [performance.id] },
      now,
    );
    checkBoothTickets(
      typeIds,
      new Map(types.map(({ id, ...rules }) => [id, rules])),
      new Map(sameType.map((row) => [row.priceTypeId, row.n])),
      buyer,
      new Map(types.map(({ id }) => [id, bought.get(typeKey(performance.id, id)) ?? 0])),
    );

    const free = await tx
      .select({ seatId: s.performanceSeats.seatId })
      .from(s.performanceSeats)
      .where(
        and(
          eq(s.performanceSeats.performanceId, performance.id),
          inArray(
            s.performanceSeats.seatId,
            booth.map((seat) => seat.id),
          ),
          freeAt(now),
        ),
      );
    const freeIds = new Set(free.map((row) => row.seatId));
    const seatIds = chooseBoothPlaces(
      booth.map((seat) => ({ ...seat, free: freeIds.has(seat.id) })),
      typeIds.length,
    );
    if (!seatIds) throw new AppError('SENSORY_BOOTH_FULL');
    const deadline =
      expiresAt && expiresAt > now ? expiresAt : new Date(now.getTime() + this.holdMs);
    await this.conditionalHold(tx, performance.id, seatIds, cart.id, deadline, now);
    // A lapsed hold reclaimed here may still have its old cart's line: it becomes this cart's.
    await tx
      .insert(s.cartTickets)
      .values(
        seatIds.map((seatId, i) => ({
          cartId: cart.id,
          performanceId: performance.id,
          seatId,
          priceTypeId: typeIds[i] ?? DEFAULT_PRICE_TYPE_ID,
          createdAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [s.cartTickets.performanceId, s.cartTickets.seatId],
        set: {
          cartId: sql`excluded.cart_id`,
          priceTypeId: sql`excluded.price_type_id`,
          createdAt: sql`excluded.created_at`,
        },
      });
    if (!expiresAt || expiresAt <= now)
      await tx.update(s.carts).set({ expiresAt: deadline }).where(eq(s.carts.id, cart.id));
    await saveBoothRequest(tx, cart.id, performance.id, fields, now);
    return cart.id;
  }

  /** The cart with what the booth rules need of it (deadline, tickets in it); made if new. */
  private async ensureCart(
    tx: Tx,
    cartId: string | null,
    customerId: number | null | undefined,
  ): Promise<HoldingCart> {
    // Locked first, then counted by the next statement: the count then includes what the buyer's
    // other requests committed while this one waited (the 9-ticket and per-type limits).
    const found = cartId ? await lockCart(tx, cartId) : null;
    if (found) {
      const [tickets] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(s.cartTickets)
        .where(eq(s.cartTickets.cartId, found.id));
      return { ...found, ticketCount: tickets?.n ?? 0 };
    }
    // A cart made for a signed-in customer is theirs from the start (decision 013).
    const id = newCartId(customerId);
    await tx.insert(s.carts).values({
      id,
      createdAt: this.clock.now(),
      customerId: isCustomerCartId(id) ? customerId : null,
    });
    return { id, expiresAt: null, extended: false, ticketCount: 0 };
  }

  private performance(performanceId: number): Promise<Performance> {
    const cached = this.performances.get(performanceId);
    if (cached && Date.now() - cached.readAt < PERFORMANCE_REUSE_MS) return cached.row;
    const row = (async () => {
      const [found] = await this.db
        .select()
        .from(s.performances)
        .where(eq(s.performances.id, performanceId));
      if (!found) throw new AppError('PERFORMANCE_NOT_FOUND');
      return found;
    })();
    this.performances.set(performanceId, { readAt: Date.now(), row });
    row.catch(() => this.performances.delete(performanceId));
    return row;
  }

  /**
   * The rules, and which seats to try, read outside any transaction. These reads can only refuse
   * (a rule broken, a seat already gone), never give: the conditional UPDATE in `hold` alone
   * decides. Most losers of an on-sale rush stop here, without a transaction.
   */
  private async plan(
    cartId: string | null,
    request: AddSeatsBody,
    buyer: BuyerContext,
  ): Promise<HoldPlan> {
    const now = this.clock.now();
    const performance = await this.performance(request.performanceId);
    this.checkOnSale(performance, now, priorityOpenTo(buyer, performance));
    const [kinds, open] = await Promise.all([
      this.seatKinds(performance.venueId),
      this.openSeats.get(performance.id),
    ]);
    // Most buyers of a rush are refused here, before any work on the whole house.
    const claimed = this.claimed.get(performance.id);
    const isOpen = (id: number) => open.seats.free.has(id) && !open.takenLately.has(id);
    if ('seatIds' in request) {
      const seatIds = [...new Set(request.seatIds)];
      this.checkChosenSeats(kinds, seatIds, buyer);
      // A chosen seat already gone (it may be a moment stale: the hold statement alone decides
      // who gets the seats), or being taken by another buyer this instant.
      if (seatIds.some((id) => !isOpen(id) || claimed?.has(id)))
        throw new AppError('SEATS_UNAVAILABLE');
      const rows = new Set(seatIds.map((id) => kinds.get(id)?.rowId ?? 0));
      const seats = await this.ruleSeats(performance, cartId ?? '', open, rows);
      const choice = new Set([...seats.ownHeld, ...seatIds]);
      const after = seats.all.map((seat) =>
        choice.has(seat.id) ? { ...seat, free: false } : seat,
      );
      if (singlesLeftBy(after, choice).length > 0) throw new AppError('SINGLE_SEATS');
      this.claim(performance.id, seatIds);
      return { performance, seatIds, kinds, together: true };
    }
    const { quantity, priceBandId, wheelchairSpaces } = request.bestAvailable;
    if (wheelchairSpaces > 0) checkAccess(buyer, { seat: WHEELCHAIR_SPACE });
    if (
      wheelchairSpaces > quantity ||
      (quantity - wheelchairSpaces > wheelchairSpaces * MAX_COMPANIONS_PER_WHEELCHAIR &&
        wheelchairSpaces > 0)
    )
      throw new AppError('TOO_MANY_TICKETS_REQUESTED');
    if (kinds.size === 0) throw new AppError('EVENT_UNAVAILABLE');
    let anyOpen = false;
    for (const id of open.seats.free)
      if (kinds.get(id)?.onlineSale && isOpen(id)) {
        anyOpen = true;
        break;
      }
    if (!anyOpen) throw new AppError('EVENT_SOLD_OUT');
    const seats = await this.ruleSeats(performance, cartId ?? '', open);
    // From here to the claim nothing awaits: buyers whose plans resume together each see the
    // seats the ones before them chose. Seats being taken this instant are left to their takers.
    const taking = this.claimed.get(performance.id);
    let steered = false;
    for (const seat of seats.all)
      if (seat.free && taking?.has(seat.id)) {
        seat.free = false;
        steered = true;
      }
    const choice = bestAvailable(
      seats.all,
      { quantity, priceBandId, wheelchairSpaces },
      seats.centreX,
    );
    // Short only because of seats being taken this instant: they may yet come free (a retry).
    if (!choice) throw new AppError(steered ? 'SEATS_UNAVAILABLE' : 'NOT_ENOUGH_SEATS_IN_BAND');
    this.claim(performance.id, choice.seatIds);
    return {
      performance,
      seatIds: choice.seatIds,
      kinds,
      together: choice.together,
    };
  }

  /**
   * Marks a plan's seats as being taken in this process, synchronously, as the plan is made. In
   * a rush, hundreds of buyers plan from the same open seats: without this, every best-available
   * buyer picks the same best seats and all but one lose. The mark only refuses or steers; the
   * hold statement still decides. The caller lets go with `unclaim` once the hold has spoken.
   */
  private claim(performanceId: number, seatIds: readonly number[]): void {
    let claimed = this.claimed.get(performanceId);
    if (!claimed) {
      claimed = new Set();
      this.claimed.set(performanceId, claimed);
    }
    const taking = claimed;
    if (seatIds.some((id) => taking.has(id))) throw new AppError('SEATS_UNAVAILABLE');
    for (const id of seatIds) taking.add(id);
  }

  private unclaim(performanceId: number, seatIds: readonly number[]): void {
    const claimed = this.claimed.get(performanceId);
    if (!claimed) return;
    for (const id of seatIds) claimed.delete(id);
    if (claimed.size === 0) this.claimed.delete(performanceId);
  }

  /** The hold itself: one statement (hold-statements.ts). Answers the cart as it left it. */
  private async hold(
    cartId: string | null,
    plan: HoldPlan,
    buyer: BuyerContext,
  ): Promise<{
    id: string;
    expiresAt: Date;
    extended: boolean;
    tickets: { seatId: number; priceTypeId: number }[];
  }> {
    const now = this.clock.now();
    const { performance, seatIds, kinds } = plan;
    // A cart made for a signed-in customer is theirs from the start (decision 013).
    const id = cartId ?? newCartId(buyer.customerId);
    const owner = isCustomerCartId(id) ? (buyer.customerId ?? null) : null;
    // A hold sets only these types, which have no per-customer limit (the seed's test says so):
    // it counts no tickets bought before, and an anonymous first hold stays one statement.
    const tickets = seatIds.map((seatId) => {
      const seat = kinds.get(seatId);
      const priceTypeId = seat?.wheelchair
        ? WHEELCHAIR_PRICE_TYPE_ID
        : seat?.companion
          ? COMPANION_PRICE_TYPE_ID
          : DEFAULT_PRICE_TYPE_ID;
      return { seatId, priceTypeId };
    });
    const statement = (db: Db | Tx) =>
      holdIntoCart(db, {
        performanceId: performance.id,
        cartId: id,
        customerId: owner,
        tickets,
        maxTickets: MAX_TICKETS_PER_ORDER,
        newDeadline: new Date(now.getTime() + this.holdMs),
        now,
      });
    const refused = (outcome: CartHold) => {
      if (outcome.ticketsBefore + seatIds.length > MAX_TICKETS_PER_ORDER)
        return new AppError('MAX_TICKETS_ONLINE');
      // The plan's copy of the open seats was wrong about one of them: the next plan reads anew.
      this.openSeats.changed(performance.id);
      return new AppError('SEATS_UNAVAILABLE');
    };
    // A new cart is this request's alone: the hold is one statement (decision 006). A cart that
    // exists may have more of its buyer's requests in flight: its row is locked first, so that
    // counting its tickets and adding lines are one step and the 9-ticket limit holds in a race
    // (one statement's snapshot cannot see a parallel hold that commits while it waits).
    const outcome = cartId
      ? await this.db.transaction(async (tx) => {
          await lockOrMakeCart(tx, id, owner, now);
          const held = await statement(tx);
          // Nothing of a refused hold stays, not even the cart row made for it.
          if (!held.cart) throw refused(held);
          return held;
        })
      : await statement(this.db);
    if (!outcome.cart) throw refused(outcome);
    this.openSeats.took(performance.id, seatIds, id, outcome.cart.expiresAt);
    return { id, ...outcome.cart, tickets };
  }

  /** The one statement that decides: free (or lapsed) seats become this cart's, all or none. */
  private async conditionalHold(
    tx: Tx,
    performanceId: number,
    seatIds: number[],
    cartId: string,
    deadline: Date,
    now: Date,
  ): Promise<void> {
    const held = await holdSeats(tx, { performanceId, seatIds, cartId, deadline, now });
    // All or nothing: one seat lost to another buyer undoes the whole hold.
    if (held.length !== seatIds.length) throw new AppError('SEATS_UNAVAILABLE');
  }

  private checkOnSale(
    performance: typeof s.performances.$inferSelect,
    now: Date,
    /** Whether the buyer's modes of sale open it (a priority performance: priorityOpenTo). */
    openToBuyer: boolean,
  ) {
    const state = availabilityState(
      {
        startsAt: performance.startsAt,
        onSaleAt: performance.onSaleAt,
        offSaleAt: performance.offSaleAt,
        cancelled: performance.cancelled,
        priorityOnly: !openToBuyer,
        seating: performance.seating,
        // Seat counts are not needed here: a full house shows as no seat to hold.
        capacity: 1,
        available: 1,
      },
      now,
    );
    if (state === AvailabilityState.PASSED) throw new AppError('EVENT_PASSED');
    if (state === AvailabilityState.NOT_ON_SALE) throw new AppError('EVENT_OFF_SALE');
    if (state === AvailabilityState.CANCELLED) throw new AppError('EVENT_UNAVAILABLE');
    if (state === AvailabilityState.PRIORITY) throw new AppError('PRIORITY_EVENT_UNAVAILABLE');
    // Unreserved performances are booked by quantity, not seat holds.
    if (performance.seating === 'general') throw new AppError('TICKETS_NOT_ADDED');
  }

  private checkChosenSeats(
    byId: Map<number, Omit<RuleSeat, 'free'>>,
    seatIds: number[],
    buyer: BuyerContext,
  ) {
    const chosen = seatIds.map((id) => byId.get(id));
    if (chosen.some((seat) => !seat)) throw new AppError('SEATS_UNAVAILABLE');
    const seats = chosen as Omit<RuleSeat, 'free'>[];
    if (seats.some((seat) => !seat.onlineSale)) throw new AppError('SENSORY_BOOTH_NOT_ON_MAP');
    for (const seat of seats) checkAccess(buyer, { seat });
    const spaces = seats.filter((seat) => seat.wheelchair).length;
    const companions = seats.filter((seat) => seat.companion).length;
    // Companion seats go with wheelchair spaces, a few to each.
    if (companions > spaces * MAX_COMPANIONS_PER_WHEELCHAIR)
      throw new AppError('ACCESS_REGISTRATION_REQUIRED');
  }

  /**
   * A venue's seats as the rules place them, read once per venue (until the box office changes
   * its layout: forgetVenueLayout); only the statuses are read per hold (one index range scan).
   * By id, built once per venue layout, not per plan.
   */
  private async seatKinds(venueId: number): Promise<Map<number, Omit<RuleSeat, 'free'>>> {
    const geometry = await this.venueGeometry(this.db, venueId);
    let kinds = this.seatIndex.get(geometry);
    if (!kinds) {
      kinds = new Map(geometry.map((seat) => [seat.id, seat]));
      this.seatIndex.set(geometry, kinds);
    }
    return kinds;
  }

  private venueGeometry(tx: Tx | Db, venueId: number): Promise<Omit<RuleSeat, 'free'>[]> {
    let geometry = this.geometry.get(venueId);
    if (!geometry) {
      // Read inside the caller's transaction (PGlite has one connection, held by it), once: a
      // drizzle query runs again each time it is awaited, so the cache keeps a settled promise.
      const query = tx
        .select({
          id: s.seats.id,
          rowId: s.seats.rowId,
          x: s.seats.x,
          y: s.seats.y,
          rowsInFront: s.venueRows.rowsInFront,
          priceBandId: s.seats.priceBandId,
          onlineSale: s.priceBands.onlineSale,
          wheelchair: s.seats.wheelchair,
          companion: s.seats.companion,
        })
        .from(s.seats)
        .innerJoin(s.venueRows, eq(s.venueRows.id, s.seats.rowId))
        .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
        .where(eq(s.seats.venueId, venueId));
      geometry = Promise.resolve(query);
      // A failed read is not remembered.
      geometry.catch(() => this.geometry.delete(venueId));
      this.geometry.set(venueId, geometry);
    }
    return geometry;
  }

  /** The performance's seats as the rules see them; this cart's own holds count as its choice. */
  private async ruleSeats(
    performance: { id: number; venueId: number },
    cartId: string,
    openSeats: Awaited<ReturnType<OpenSeatsCache['get']>>,
    /** Only these rows of the house (the singles rule of chosen seats needs no more). */
    rowIds?: Set<number>,
  ) {
    const everywhere = await this.venueGeometry(this.db, performance.venueId);
    const geometry = rowIds ? everywhere.filter((seat) => rowIds.has(seat.rowId)) : everywhere;
    const { seats: open, takenLately } = openSeats;
    const holderOf = (id: number) => takenLately.get(id)?.cartId ?? open.holders.get(id);
    const ownHeld = cartId
      ? geometry.filter((seat) => holderOf(seat.id) === cartId).map((seat) => seat.id)
      : [];
    const all: RuleSeat[] = geometry.map((place) => ({
      ...place,
      free: open.free.has(place.id) && !takenLately.has(place.id),
    }));
    const xs = all.filter((seat) => seat.onlineSale).map((seat) => seat.x);
    const centreX = xs.length > 0 ? (Math.min(...xs) + Math.max(...xs)) / 2 : 0;
    return { all, ownHeld, centreX };
  }

  /**
   * Every seat of the performance that is open or held, as two arrays in one row: an on-sale
   * reads it once for many buyers (OpenSeatsCache), whatever their carts.
   */
  private async readOpenSeats(performanceId: number): Promise<OpenSeats> {
    const now = this.clock.now();
    const ps = s.performanceSeats;
    const live = sql`(${ps.status} = 'held' and ${ps.heldUntil} > ${now})`;
    const [row] = await this.db
      .select({
        free: sql<number[] | null>`array_agg(${ps.seatId}) filter (where not ${live})`,
        held: sql<number[] | null>`array_agg(${ps.seatId}) filter (where ${live})`,
        holders: sql<string[] | null>`array_agg(${ps.holdId}) filter (where ${live})`,
        firstDeadline: sql<string | null>`min(${ps.heldUntil}) filter (where ${live})`,
      })
      .from(ps)
      .where(
        and(
          eq(ps.performanceId, performanceId),
          sql`(${ps.status} = 'available' or ${ps.status} = 'held')`,
        ),
      );
    const held = row?.held ?? [];
    const holders = row?.holders ?? [];
    return {
      free: new Set(row?.free ?? []),
      holders: new Map(held.map((seatId, i) => [seatId, holders[i] ?? ''])),
      firstDeadline: row?.firstDeadline ? new Date(row.firstDeadline).getTime() : null,
    };
  }

  private async release(
    tx: Tx,
    cartId: string,
    seats: { performanceId: number; seatId: number }[],
  ): Promise<number> {
    let released = 0;
    for (const { performanceId, seatId } of seats) {
      const freed = await tx
        .update(s.performanceSeats)
        .set({ status: 'available', holdId: null, heldUntil: null })
        .where(
          and(
            eq(s.performanceSeats.performanceId, performanceId),
            eq(s.performanceSeats.seatId, seatId),
            eq(s.performanceSeats.holdId, cartId),
            eq(s.performanceSeats.status, 'held'),
          ),
        )
        .returning({ seatId: s.performanceSeats.seatId });
      await tx.delete(s.cartTickets).where(lineOf(cartId, performanceId, seatId));
      released += freed.length;
    }
    await resetEmptiedCarts(tx, eq(s.carts.id, cartId));
    return released;
  }

  private async deleteLines(tx: Tx, seats: { performanceId: number; seatId: number }[]) {
    for (const { performanceId, seatId } of seats)
      await tx
        .delete(s.cartTickets)
        .where(
          and(eq(s.cartTickets.performanceId, performanceId), eq(s.cartTickets.seatId, seatId)),
        );
  }

  /** The whole re-priced cart: only lines whose hold is still alive count. */
  private async view(
    tx: Tx | Db,
    cartId: string,
    locale: Locale,
    /** The cart row when the caller has just written it (its deadline as the hold left it). */
    known?: { id: string; expiresAt: Date | null; extended: boolean },
  ): Promise<Cart> {
    const now = this.clock.now();
    // The members' modes of sale: of the cart's membership line and of its customer's
    // memberships (issue 12); none for most carts.
    const memberModes = await memberModesOf(tx, cartId, 'cart-owner', now);
    const rows = await tx
      .select({
        cart: s.carts,
        promo: s.promoCodes,
        performanceId: s.cartTickets.performanceId,
        productionId: s.productions.id,
        priorityModeOfSaleId: s.performances.priorityModeOfSaleId,
        productionSlug: s.productions.slug,
        productionTitle: s.productions.title,
        startsAt: s.performances.startsAt,
        venueName: s.venues.name,
        ...SEAT_FACTS,
        priceTypeId: s.priceTypes.id,
        priceTypeName: s.priceTypes.name,
        // The band's prices in the modes the line could be in (its code's among them, whether
        // live or not, and the members'): which one prices it is the buyer's rule's choice, below.
        bandPrices: bandPricesOfLine(
          sql.join(
            [sql`${s.promoCodes.modeOfSaleId}`, ...memberModes.map((m) => sql`${m}::int`)],
            sql`, `,
          ),
        ),
      })
      .from(s.cartTickets)
      .innerJoin(s.carts, eq(s.carts.id, s.cartTickets.cartId))
      .leftJoin(s.promoCodes, eq(s.promoCodes.id, s.carts.promoCodeId))
      .innerJoin(s.performanceSeats, seatRowOfLine)
      .innerJoin(s.performances, eq(s.performances.id, s.cartTickets.performanceId))
      .innerJoin(s.productions, eq(s.productions.id, s.performances.productionId))
      .innerJoin(s.venues, eq(s.venues.id, s.performances.venueId))
      .innerJoin(s.seats, eq(s.seats.id, s.cartTickets.seatId))
      .innerJoin(s.venueRows, eq(s.venueRows.id, s.seats.rowId))
      .innerJoin(s.venueSections, eq(s.venueSections.id, s.seats.sectionId))
      .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
      .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.cartTickets.priceTypeId))
      .where(liveLinesOf(cartId, now))
      .orderBy(
        s.performances.startsAt,
        s.venueSections.sortOrder,
        s.venueRows.sortOrder,
        s.seats.x,
      );
    const first = rows[0];
    const head = first ? { cart: first.cart, promo: first.promo } : await cartWithPromo(tx, cartId);
    if (!head) return emptyCartOf(this.protectionCents);
    const cart = { ...head.cart, ...known };
    // The cart's buyer as far as prices go: its code's mode of sale while the code is live, and
    // the members' modes (above).
    const buyer = {
      modesOfSale: modesOfSaleOf({ promo: livePromo(head.promo, now), memberModes }),
    };
    const lines = rows.map(({ cart: _, promo: __, bandPrices, priorityModeOfSaleId, ...line }) => {
      const { baseCents, feeCents } = priceLine(buyer, {
        ...line,
        priorityModeOfSaleId,
        bandPrices,
      });
      return { ...line, baseCents, feeCents };
    });
    // Lines of the other kinds: none at all for most carts, one indexed look-up each.
    const [donations, giftVouchers, memberships, applied] = await Promise.all([
      donationLinesOf(tx, cartId, locale),
      giftVoucherLinesOf(tx, cartId),
      membershipLinesOf(tx, head.cart, locale, now),
      appliedVouchersOf(tx, cartId, now),
    ]);
    return this.priced(
      tx,
      { cart, promo: head.promo, lines, donations, giftVouchers, memberships, applied },
      locale,
      now,
    );
  }

  /**
   * A cart a hold has just made, from memory (LineCatalogue): its lines are the seats it took
   * with their default price types, and it has no code, protection or credit yet. At an on-sale
   * this spares every winner the cart view's many-table join.
   */
  private async newCartView(
    held: { id: string; expiresAt: Date; extended: boolean },
    performanceId: number,
    tickets: { seatId: number; priceTypeId: number }[],
    locale: Locale,
  ): Promise<Cart> {
    const lines = await this.lineCatalogue.linesOf(performanceId, tickets);
    const cart = { ...held, refundProtection: false, creditAppliedCents: 0 };
    return this.priced(
      this.db,
      { cart, promo: null, lines, donations: [], giftVouchers: [], memberships: [], applied: [] },
      locale,
      this.clock.now(),
    );
  }

  /** Lines, code, protection and credit put together as the cart API answers them. */
  private async priced(
    tx: Tx | Db,
    found: {
      cart: {
        id: string;
        expiresAt: Date | null;
        extended: boolean;
        refundProtection: boolean;
        creditAppliedCents: number;
      };
      promo: PromoRow | null;
      lines: LineFacts[];
      donations: DonationLine[];
      giftVouchers: GiftVoucherLine[];
      memberships: MembershipLine[];
      applied: AppliedVoucher[];
    },
    locale: Locale,
    now: Date,
  ): Promise<Cart> {
    const { cart } = found;
    const lines = found.lines.map((r) => {
      // No price (the mode of sale changed while held, or none for the type): shown as 0 here;
      // the order refuses the cart (CART_PRICE_UNAVAILABLE), so it never sells for $0.
      const base = r.baseCents ?? 0;
      const fee = r.feeCents ?? 0;
      return {
        id: `${r.performanceId}-${r.seatId}`,
        kind: 'ticket' as const,
        performanceId: r.performanceId,
        productionSlug: r.productionSlug,
        productionTitle: localize(r.productionTitle, locale),
        startsAt: r.startsAt.toISOString(),
        venueName: localize(r.venueName, locale),
        seat: {
          id: r.seatId,
          section: localize(r.section, locale),
          row: r.row,
          seat: r.seat,
          wheelchair: r.wheelchair,
          companion: r.companion,
        },
        sensoryBooth: !r.onlineSale,
        priceBandId: r.priceBandId,
        priceBandName: localize(r.priceBandName, locale),
        priceTypeId: r.priceTypeId,
        priceTypeName: localize(r.priceTypeName, locale),
        price: { base: usd(base), fee: usd(fee), allIn: usd(base + fee) },
      };
    });
    const promo = livePromo(found.promo, now);
    // One pricing for the basket and the order (domain/cart/price-cart.ts).
    const pricing = priceCart({
      lines: [
        ...found.lines.map((r, i) => ({
          kind: 'ticket' as const,
          baseCents: lines[i]?.price.base.amount ?? 0,
          feeCents: lines[i]?.price.fee.amount ?? 0,
          productionId: r.productionId,
        })),
        ...[...found.donations, ...found.giftVouchers, ...found.memberships].map((line) => ({
          kind: line.kind,
          baseCents: line.price.base.amount,
          feeCents: line.price.fee.amount,
        })),
      ],
      promo,
      refundProtection: { chosen: cart.refundProtection, perLineCents: this.protectionCents },
      creditAppliedCents: cart.creditAppliedCents,
      // An expired voucher stays applied (the basket says so) but pays nothing.
      giftVouchers: found.applied.map((v) => ({
        id: v.paymentId,
        balanceCents: v.expiresAt > now ? v.balanceCents : 0,
      })),
    });
    const paid = new Map(pricing.giftVoucherPayments.map((p) => [p.id, p.appliedCents]));
    return {
      id: cart.id,
      // Only seats lapse: a cart of donations alone has no deadline.
      expiresAt: lines.length > 0 && cart.expiresAt ? cart.expiresAt.toISOString() : null,
      extended: cart.extended,
      lines: [...lines, ...found.donations, ...found.memberships, ...found.giftVouchers],
      ticketCount: lines.length,
      promo: found.promo
        ? {
            code: found.promo.code,
            description: found.promo.description ? localize(found.promo.description, locale) : null,
            modeOfSaleName: await this.modeName(tx, promo?.modeOfSaleId ?? null, locale),
          }
        : null,
      refundProtection: {
        chosen: cart.refundProtection,
        perTicket: usd(this.protectionCents),
      },
      totals: {
        // The basket's subtotal is the lines' (the order's also counts refund protection).
        subtotal: usd(pricing.subtotalCents - pricing.refundProtectionCents),
        donations: usd(pricing.donationsCents),
        fees: usd(pricing.feesCents),
        discount: usd(pricing.discountCents),
        refundProtection: usd(pricing.refundProtectionCents),
        total: usd(pricing.totalCents),
        credit: usd(pricing.creditCents),
        giftVouchers: usd(pricing.giftVoucherCents),
        leftToPay: usd(pricing.leftToPayCents),
      },
      giftVoucherPayments: found.applied.map((v) => ({
        id: v.paymentId,
        code: maskVoucherCode(v.code),
        applied: usd(paid.get(v.paymentId) ?? 0),
        balance: usd(v.balanceCents),
        expiresAt: v.expiresAt.toISOString(),
      })),
    };
  }

  /** A mode of sale's name in the reader's language (few rows, read when a code names one). */
  private async modeName(tx: Tx | Db, modeOfSaleId: number | null, locale: Locale) {
    if (modeOfSaleId === null) return null;
    const [mode] = await tx
      .select({ name: s.modesOfSale.name })
      .from(s.modesOfSale)
      .where(eq(s.modesOfSale.id, modeOfSaleId));
    return mode ? localize(mode.name, locale) : null;
  }
}
