import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { availabilityState } from '../../domain/catalogue/availability-state.ts';
import {
  COMPANION_PRICE_TYPE_ID,
  DEFAULT_MODE_OF_SALE_ID,
  DEFAULT_PRICE_TYPE_ID,
  WHEELCHAIR_PRICE_TYPE_ID,
} from '../../domain/catalogue/sale-constants.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { BuyerContext } from '../../domain/ports/ticketing-backend.ts';
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
import { liveLinesOf, priceOfLine, seatRowOfLine } from './cart-line-joins.ts';
import { freeAt, holdIntoCart, holdSeats } from './hold-statements.ts';
import {
  deleteBoothRequest,
  readBoothRequest,
  saveBoothRequest,
} from './sensory-booth-requests.ts';

/** Best available may lose a race for its seats; it looks again this many times. */
const BEST_AVAILABLE_ATTEMPTS = 3;
/** The booth's few places: a party that lost a race looks again until none are left. */
const BOOTH_ATTEMPTS = 8;

const EMPTY_CART: Cart = {
  id: null,
  expiresAt: null,
  extended: false,
  lines: [],
  ticketCount: 0,
  totals: { subtotal: usd(0), fees: usd(0), total: usd(0) },
};

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
  private readonly performances = new Map<number, { readAt: number; row: Promise<Performance> }>();
  /**
   * Plans read outside any transaction; a few at a time, so that in a rush the pool's queue is
   * not hundreds of plan reads deep in front of the transactions of buyers who won their seats.
   */
  private readonly planning = new Gate(PLANS_AT_ONCE);
  /** Seats this process is trying to hold right now, per performance. */
  private readonly claimed = new Map<number, Set<number>>();

  constructor(db: Db, clock: Clock, holdSeconds: number) {
    this.db = db;
    this.clock = clock;
    this.holdMs = holdSeconds * 1000;
  }

  async getCart(cartId: string | null, locale: Locale): Promise<Cart> {
    if (!cartId) return EMPTY_CART;
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
        const plan = await this.planning.run(() => this.plan(cartId, request, buyer));
        const held = await this.whileClaimed(plan, () => this.hold(cartId, plan));
        const cart = await this.view(this.db, held.id, locale, held);
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
    return this.db.transaction(async (tx) => {
      const released = await this.release(tx, cartId, [{ performanceId, seatId }]);
      if (released === 0) throw new AppError('CART_LINE_NOT_FOUND');
      return this.view(tx, cartId, locale);
    });
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
      const [line] = await tx
        .select({
          seat: s.seats,
          performance: s.performances,
          onlineSale: s.priceBands.onlineSale,
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
      const [price] = await tx
        .select({ baseCents: s.performancePrices.baseCents })
        .from(s.performancePrices)
        .where(
          and(
            eq(s.performancePrices.performanceId, performanceId),
            eq(s.performancePrices.priceBandId, line.seat.priceBandId),
            eq(s.performancePrices.priceTypeId, priceTypeId),
            eq(
              s.performancePrices.modeOfSaleId,
              line.performance.priorityModeOfSaleId ?? DEFAULT_MODE_OF_SALE_ID,
            ),
          ),
        );
      if (!type || !price)
        throw new AppError('VALIDATION_FAILED', { fields: { priceTypeId: 'No such price here' } });
      // Tickets bought before join this count when orders exist (checkout issue).
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
        { accessRegistered: buyer.accessRegistered, alreadyOfType: sameType?.n ?? 0 },
      );
      await tx
        .update(s.cartTickets)
        .set({ priceTypeId })
        .where(lineOf(cartId, performanceId, seatId));
      return this.view(tx, cartId, locale);
    });
  }

  async emptyCart(cartId: string | null, locale: Locale): Promise<Cart> {
    if (!cartId) return EMPTY_CART;
    return this.db.transaction(async (tx) => {
      const lines = await tx
        .select({ performanceId: s.cartTickets.performanceId, seatId: s.cartTickets.seatId })
        .from(s.cartTickets)
        .where(eq(s.cartTickets.cartId, cartId));
      await this.release(tx, cartId, lines);
      return this.view(tx, cartId, locale);
    });
  }

  async adoptCart(cartId: string | null, customerId: number): Promise<string | null> {
    if (cartId) {
      // The anonymous cart (or the customer's own) takes the customer; another's is left alone.
      const [adopted] = await this.db
        .update(s.carts)
        .set({ customerId })
        .where(
          and(
            eq(s.carts.id, cartId),
            or(isNull(s.carts.customerId), eq(s.carts.customerId, customerId)),
          ),
        )
        .returning({ id: s.carts.id });
      if (adopted) return adopted.id;
    }
    // No cart in this browser: the customer's latest cart whose holds still run, if any.
    const [own] = await this.db
      .select({ id: s.carts.id })
      .from(s.carts)
      .where(and(eq(s.carts.customerId, customerId), gt(s.carts.expiresAt, this.clock.now())))
      .orderBy(desc(s.carts.createdAt))
      .limit(1);
    return own?.id ?? null;
  }

  async releaseExpiredHolds(): Promise<number> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const freed = await tx
        .update(s.performanceSeats)
        .set({ status: 'available', holdId: null, heldUntil: null })
        .where(and(eq(s.performanceSeats.status, 'held'), lte(s.performanceSeats.heldUntil, now)))
        .returning({
          performanceId: s.performanceSeats.performanceId,
          seatId: s.performanceSeats.seatId,
        });
      await this.deleteLines(tx, freed);
      // A cart whose every hold lapsed starts afresh next time (a new deadline).
      await tx
        .update(s.carts)
        .set({ expiresAt: null, extended: false })
        .where(
          and(
            lte(s.carts.expiresAt, now),
            sql`not exists (select 1 from ${s.cartTickets} where ${s.cartTickets.cartId} = ${s.carts.id})`,
          ),
        );
      return freed.length;
    });
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
        return await this.db.transaction(async (tx) => {
          const id = await this.holdBooth(tx, cartId, performance, fields, buyer);
          const now = this.clock.now();
          const [cart, request] = await Promise.all([
            this.view(tx, id, locale),
            readBoothRequest(tx, id, performance.id, now),
          ]);
          if (!request) throw new AppError('SENSORY_BOOTH_FULL');
          return { cartId: id, result: { cart, request } };
        });
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
    return this.db.transaction(async (tx) => {
      const places = await this.boothLines(tx, cartId, performance);
      if (places.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
      await this.release(tx, cartId, places);
      await deleteBoothRequest(tx, cartId, performance.id);
      return this.view(tx, cartId, locale);
    });
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
    this.checkOnSale(performance, now);
    const booth = (await this.venueGeometry(tx, performance.venueId)).filter(
      (seat) => !seat.onlineSale,
    );
    const bandIds = [...new Set(booth.map((seat) => seat.priceBandId))];
    // The booth sells at this performance when its band has prices in the mode of sale.
    const types =
      bandIds.length === 0
        ? []
        : await tx
            .select({
              id: s.priceTypes.id,
              requiresAccessRegistration: s.priceTypes.requiresAccessRegistration,
              limitPerCustomer: s.priceTypes.limitPerCustomer,
            })
            .from(s.performancePrices)
            .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.performancePrices.priceTypeId))
            .where(
              and(
                eq(s.performancePrices.performanceId, performance.id),
                inArray(s.performancePrices.priceBandId, bandIds),
                eq(
                  s.performancePrices.modeOfSaleId,
                  performance.priorityModeOfSaleId ?? DEFAULT_MODE_OF_SALE_ID,
                ),
              ),
            );
    if (types.length === 0) throw new AppError('SENSORY_BOOTH_UNAVAILABLE');

    const cart = await this.ensureCart(tx, cartId);
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
    checkBoothTickets(
      typeIds,
      new Map(types.map(({ id, ...rules }) => [id, rules])),
      new Map(sameType.map((row) => [row.priceTypeId, row.n])),
      buyer,
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
  private async ensureCart(tx: Tx, cartId: string | null): Promise<HoldingCart> {
    const [found] = cartId
      ? await tx
          .select({
            id: s.carts.id,
            expiresAt: s.carts.expiresAt,
            extended: s.carts.extended,
            ticketCount:
              sql<number>`(select count(*) from ${s.cartTickets} where ${s.cartTickets.cartId} = ${s.carts.id})`.mapWith(
                Number,
              ),
          })
          .from(s.carts)
          .where(eq(s.carts.id, cartId))
      : [];
    if (found) return found;
    const id = randomUUID();
    await tx.insert(s.carts).values({ id, createdAt: this.clock.now() });
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
    this.checkOnSale(performance, now);
    if ('seatIds' in request) {
      const seatIds = [...new Set(request.seatIds)];
      const geometry = await this.venueGeometry(this.db, performance.venueId);
      const kinds = new Map(geometry.map((seat) => [seat.id, seat]));
      this.checkChosenSeats(kinds, seatIds, buyer);
      // One read for both refusals: a chosen seat already gone, or singles left beside them.
      // It may be a moment stale; the hold statement alone decides who gets the seats.
      const rows = new Set(seatIds.map((id) => kinds.get(id)?.rowId ?? 0));
      const seats = await this.ruleSeats(this.db, performance, cartId ?? '', now, rows);
      if (seatIds.some((id) => !seats.byId.get(id)?.free)) throw new AppError('SEATS_UNAVAILABLE');
      const choice = new Set([...seats.ownHeld, ...seatIds]);
      const after = seats.all.map((seat) =>
        choice.has(seat.id) ? { ...seat, free: false } : seat,
      );
      if (singlesLeftBy(after, choice).length > 0) throw new AppError('SINGLE_SEATS');
      return { performance, seatIds, kinds, together: true };
    }
    const { quantity, priceBandId, wheelchairSpaces } = request.bestAvailable;
    if (wheelchairSpaces > 0 && !buyer.accessRegistered)
      throw new AppError('ACCESS_REGISTRATION_REQUIRED');
    if (
      wheelchairSpaces > quantity ||
      (quantity - wheelchairSpaces > wheelchairSpaces * MAX_COMPANIONS_PER_WHEELCHAIR &&
        wheelchairSpaces > 0)
    )
      throw new AppError('TOO_MANY_TICKETS_REQUESTED');
    const seats = await this.ruleSeats(this.db, performance, cartId ?? '', now);
    if (seats.all.length === 0) throw new AppError('EVENT_UNAVAILABLE');
    if (!seats.all.some((seat) => seat.free && seat.onlineSale))
      throw new AppError('EVENT_SOLD_OUT');
    // Seats that other buyers of this process are taking right now are left to them.
    const claimed = this.claimed.get(performance.id);
    let steered = false;
    for (const seat of seats.all)
      if (seat.free && claimed?.has(seat.id)) {
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
    return {
      performance,
      seatIds: choice.seatIds,
      kinds: seats.byId,
      together: choice.together,
    };
  }

  /**
   * Runs a hold with its seats marked as being taken in this process. In a rush, hundreds of
   * buyers plan from the same snapshot: without this, every best-available buyer picks the same
   * best seats and all but one lose after a transaction. The mark only refuses or steers; the
   * conditional UPDATE still decides.
   */
  private async whileClaimed<T>(plan: HoldPlan, run: () => Promise<T>): Promise<T> {
    const performanceId = plan.performance.id;
    let claimed = this.claimed.get(performanceId);
    if (!claimed) {
      claimed = new Set();
      this.claimed.set(performanceId, claimed);
    }
    if (plan.seatIds.some((id) => claimed.has(id))) throw new AppError('SEATS_UNAVAILABLE');
    for (const id of plan.seatIds) claimed.add(id);
    try {
      return await run();
    } finally {
      for (const id of plan.seatIds) claimed.delete(id);
      if (claimed.size === 0) this.claimed.delete(performanceId);
    }
  }

  /** The hold itself: one statement (hold-statements.ts). Answers the cart as it left it. */
  private async hold(
    cartId: string | null,
    plan: HoldPlan,
  ): Promise<{ id: string; expiresAt: Date; extended: boolean }> {
    const now = this.clock.now();
    const { performance, seatIds, kinds } = plan;
    const id = cartId ?? randomUUID();
    const outcome = await holdIntoCart(this.db, {
      performanceId: performance.id,
      cartId: id,
      tickets: seatIds.map((seatId) => {
        const seat = kinds.get(seatId);
        const priceTypeId = seat?.wheelchair
          ? WHEELCHAIR_PRICE_TYPE_ID
          : seat?.companion
            ? COMPANION_PRICE_TYPE_ID
            : DEFAULT_PRICE_TYPE_ID;
        return { seatId, priceTypeId };
      }),
      maxTickets: MAX_TICKETS_PER_ORDER,
      newDeadline: new Date(now.getTime() + this.holdMs),
      now,
    });
    if (outcome.cart) return { id, ...outcome.cart };
    if (outcome.ticketsBefore + seatIds.length > MAX_TICKETS_PER_ORDER)
      throw new AppError('MAX_TICKETS_ONLINE');
    throw new AppError('SEATS_UNAVAILABLE');
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

  private checkOnSale(performance: typeof s.performances.$inferSelect, now: Date) {
    const state = availabilityState(
      {
        startsAt: performance.startsAt,
        onSaleAt: performance.onSaleAt,
        offSaleAt: performance.offSaleAt,
        cancelled: performance.cancelled,
        priorityOnly: performance.priorityModeOfSaleId !== null,
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
    const spaces = seats.filter((seat) => seat.wheelchair).length;
    const companions = seats.filter((seat) => seat.companion).length;
    if ((spaces > 0 || companions > 0) && !buyer.accessRegistered)
      throw new AppError('ACCESS_REGISTRATION_REQUIRED');
    if (companions > spaces * MAX_COMPANIONS_PER_WHEELCHAIR)
      throw new AppError('ACCESS_REGISTRATION_REQUIRED');
  }

  /** The performance's seats as the rules see them; this cart's own holds count as its choice. */
  /**
   * A venue's seats as the rules place them. Layouts do not change while the server runs, so
   * they are read once per venue; only the statuses are read per hold (one index range scan).
   */
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
    tx: Tx | Db,
    performance: { id: number; venueId: number },
    cartId: string,
    now: Date,
    /** Only these rows of the house (the singles rule of chosen seats needs no more). */
    rowIds?: Set<number>,
  ) {
    // Only the seats that are free (or lapsed) or held by this cart come back, as two arrays
    // of ids in one row: an on-sale runs this for every buyer.
    const own = sql`(${s.performanceSeats.status} = 'held' and ${s.performanceSeats.heldUntil} > ${now} and ${s.performanceSeats.holdId} = ${cartId})`;
    const everywhere = await this.venueGeometry(tx, performance.venueId);
    const geometry = rowIds ? everywhere.filter((seat) => rowIds.has(seat.rowId)) : everywhere;
    const [open] = await tx
      .select({
        own: sql<number[] | null>`array_agg(${s.performanceSeats.seatId}) filter (where ${own})`,
        free: sql<
          number[] | null
        >`array_agg(${s.performanceSeats.seatId}) filter (where not ${own})`,
      })
      .from(s.performanceSeats)
      .where(
        and(
          eq(s.performanceSeats.performanceId, performance.id),
          rowIds
            ? inArray(
                s.performanceSeats.seatId,
                geometry.map((seat) => seat.id),
              )
            : undefined,
          sql`(${s.performanceSeats.status} = 'available' or (${s.performanceSeats.status} = 'held' and (${s.performanceSeats.heldUntil} <= ${now} or ${s.performanceSeats.holdId} = ${cartId})))`,
        ),
      );
    const free = new Set(open?.free ?? []);
    const ownHeld = open?.own ?? [];
    const all: RuleSeat[] = geometry.map((place) => ({ ...place, free: free.has(place.id) }));
    const xs = all.filter((seat) => seat.onlineSale).map((seat) => seat.x);
    const centreX = xs.length > 0 ? (Math.min(...xs) + Math.max(...xs)) / 2 : 0;
    return { all, byId: new Map(all.map((seat) => [seat.id, seat])), ownHeld, centreX };
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
    const [left] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.cartTickets)
      .where(eq(s.cartTickets.cartId, cartId));
    if ((left?.n ?? 0) === 0)
      await tx
        .update(s.carts)
        .set({ expiresAt: null, extended: false })
        .where(eq(s.carts.id, cartId));
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
    /** The cart row when the caller has just written it: one query fewer in a rush. */
    known?: { id: string; expiresAt: Date | null; extended: boolean },
  ): Promise<Cart> {
    const now = this.clock.now();
    const [cart] = known ? [known] : await tx.select().from(s.carts).where(eq(s.carts.id, cartId));
    if (!cart) return EMPTY_CART;
    const rows = await tx
      .select({
        line: s.cartTickets,
        performance: s.performances,
        production: s.productions,
        venue: s.venues,
        seat: s.seats,
        row: s.venueRows,
        section: s.venueSections,
        band: s.priceBands,
        type: s.priceTypes,
        price: s.performancePrices,
      })
      .from(s.cartTickets)
      .innerJoin(s.performanceSeats, seatRowOfLine)
      .innerJoin(s.performances, eq(s.performances.id, s.cartTickets.performanceId))
      .innerJoin(s.productions, eq(s.productions.id, s.performances.productionId))
      .innerJoin(s.venues, eq(s.venues.id, s.performances.venueId))
      .innerJoin(s.seats, eq(s.seats.id, s.cartTickets.seatId))
      .innerJoin(s.venueRows, eq(s.venueRows.id, s.seats.rowId))
      .innerJoin(s.venueSections, eq(s.venueSections.id, s.seats.sectionId))
      .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
      .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.cartTickets.priceTypeId))
      .leftJoin(s.performancePrices, priceOfLine)
      .where(liveLinesOf(cartId, now))
      .orderBy(
        s.performances.startsAt,
        s.venueSections.sortOrder,
        s.venueRows.sortOrder,
        s.seats.x,
      );
    const lines = rows.map((r) => {
      // No price (the mode of sale changed while held, or none for the type): shown as 0 here;
      // the order refuses the cart (CART_PRICE_UNAVAILABLE), so it never sells for $0.
      const base = r.price?.baseCents ?? 0;
      const fee = r.price?.feeCents ?? 0;
      return {
        id: `${r.line.performanceId}-${r.line.seatId}`,
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
        price: { base: usd(base), fee: usd(fee), allIn: usd(base + fee) },
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.price.base.amount, 0);
    const fees = lines.reduce((sum, line) => sum + line.price.fee.amount, 0);
    return {
      id: cart.id,
      expiresAt: lines.length > 0 && cart.expiresAt ? cart.expiresAt.toISOString() : null,
      extended: cart.extended,
      lines,
      ticketCount: lines.length,
      totals: { subtotal: usd(subtotal), fees: usd(fees), total: usd(subtotal + fees) },
    };
  }
}
