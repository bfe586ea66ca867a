import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import {
  type BuyerContext,
  buyerContext,
  lineModeOfSale,
  pricingModesOf,
  priorityOpenTo,
} from '../../domain/buyer/buyer-context.ts';
import { availabilityState } from '../../domain/catalogue/availability-state.ts';
import { DEFAULT_MODE_OF_SALE_ID } from '../../domain/catalogue/sale-constants.ts';
import { DEFAULT_REFUND_PROTECTION_CENTS_PER_TICKET } from '../../domain/orders/cart-adjustments.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { BuyerModes, TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import type { AccessTag } from '../../shared/availability.ts';
import type { AddSeatsBody, Cart, PriceOptionsResponse } from '../../shared/contracts/cart.ts';
import type {
  ListingsQuery,
  ListingsResponse,
  PerformanceDetail,
  PerformanceSeatsResponse,
  PerformanceSummary,
  ProductionDetail,
  ProductionSummary,
  VenueLayout,
} from '../../shared/contracts/catalogue.ts';
import type { SensoryBoothBody, SensoryBoothStatus } from '../../shared/contracts/sensory-booth.ts';
import { VENUE_TIME_ZONE } from '../../shared/dates.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import { zonedTimeToInstant } from '../../shared/zoned-time.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { BuiltinCart } from './builtin-cart.ts';
import { priceOptions } from './builtin-price-options.ts';
import { readLayoutRecords, toVenueLayout } from './venue-layout-records.ts';

type PerformanceRow = typeof s.performances.$inferSelect;
type ProductionRow = typeof s.productions.$inferSelect;
type VenueRow = typeof s.venues.$inferSelect;

interface Counts {
  available: number;
  capacity: number;
}

interface PriceRangeCents {
  min: number;
  max: number;
}

function dayStart(isoDay: string): Date {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  return zonedTimeToInstant({ year, month, day, hour: 0, minute: 0 }, VENUE_TIME_ZONE);
}

function nextDayStart(isoDay: string): Date {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return zonedTimeToInstant(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    VENUE_TIME_ZONE,
  );
}

/** A buyer no one has told us about: the default online mode alone (listings, page checks). */
const ANYONE: BuyerModes = buyerContext();

function rangeOf(range: PriceRangeCents | undefined) {
  return range ? { from: usd(range.min), to: usd(range.max) } : null;
}

/** The built-in ticketing engine, on our own PostgreSQL (or PGlite) database. */
export class BuiltinTicketingBackend implements TicketingBackend {
  readonly capabilities = { seatMaps: true };
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly cart: BuiltinCart;

  constructor(
    db: Db,
    clock: Clock,
    options: { holdSeconds: number; refundProtectionCentsPerTicket?: number } = {
      holdSeconds: 15 * 60,
    },
  ) {
    this.db = db;
    this.clock = clock;
    this.cart = new BuiltinCart(
      db,
      clock,
      options.holdSeconds,
      options.refundProtectionCentsPerTicket ?? DEFAULT_REFUND_PROTECTION_CENTS_PER_TICKET,
    );
  }

  getCart(cartId: string | null, locale: Locale): Promise<Cart> {
    return this.cart.getCart(cartId, locale);
  }

  addSeats(cartId: string | null, request: AddSeatsBody, buyer: BuyerContext, locale: Locale) {
    return this.cart.addSeats(cartId, request, buyer, locale);
  }

  removeSeat(cartId: string | null, performanceId: number, seatId: number, locale: Locale) {
    return this.cart.removeSeat(cartId, performanceId, seatId, locale);
  }

  changePriceType(
    cartId: string | null,
    lineId: string,
    priceTypeId: number,
    buyer: BuyerContext,
    locale: Locale,
  ): Promise<Cart> {
    return this.cart.changePriceType(cartId, lineId, priceTypeId, buyer, locale);
  }

  getPriceOptions(
    cartId: string | null,
    buyer: BuyerContext,
    locale: Locale,
    performanceId?: number,
  ): Promise<PriceOptionsResponse> {
    return priceOptions(this.db, this.clock.now(), cartId, buyer, locale, performanceId);
  }

  holdSensoryBooth(
    cartId: string | null,
    body: SensoryBoothBody,
    buyer: BuyerContext,
    locale: Locale,
  ) {
    return this.cart.holdSensoryBooth(cartId, body, buyer, locale);
  }

  getSensoryBooth(cartId: string | null, performanceId: number): Promise<SensoryBoothStatus> {
    return this.cart.getSensoryBooth(cartId, performanceId);
  }

  releaseSensoryBooth(cartId: string | null, performanceId: number, locale: Locale) {
    return this.cart.releaseSensoryBooth(cartId, performanceId, locale);
  }

  emptyCart(cartId: string | null, locale: Locale): Promise<Cart> {
    return this.cart.emptyCart(cartId, locale);
  }

  releaseExpiredHolds(): Promise<number> {
    return this.cart.releaseExpiredHolds();
  }

  adoptCart(cartId: string | null, customerId: number): Promise<string | null> {
    return this.cart.adoptCart(cartId, customerId);
  }

  cartAnswersTo(cartId: string, customerId: number): Promise<boolean> {
    return this.cart.cartAnswersTo(cartId, customerId);
  }

  /** Seats left and sellable seats per performance; the Sensory Booth band is not counted. */
  private async counts(performances: PerformanceRow[]): Promise<Map<number, Counts>> {
    const result = new Map<number, Counts>();
    const reservedIds: number[] = [];
    for (const p of performances) {
      if (p.seating === 'general') {
        const capacity = p.generalCapacity ?? 0;
        result.set(p.id, { capacity, available: Math.max(0, capacity - p.generalSold) });
      } else reservedIds.push(p.id);
    }
    if (reservedIds.length === 0) return result;
    const rows = await this.db
      .select({
        performanceId: s.performanceSeats.performanceId,
        available:
          sql<number>`count(*) filter (where ${s.performanceSeats.status} = 'available')`.mapWith(
            Number,
          ),
        capacity: sql<number>`count(*)`.mapWith(Number),
      })
      .from(s.performanceSeats)
      .innerJoin(s.seats, eq(s.seats.id, s.performanceSeats.seatId))
      .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
      .where(
        and(
          inArray(s.performanceSeats.performanceId, reservedIds),
          eq(s.priceBands.onlineSale, true),
        ),
      )
      .groupBy(s.performanceSeats.performanceId);
    for (const id of reservedIds) result.set(id, { available: 0, capacity: 0 });
    for (const row of rows)
      result.set(row.performanceId, { available: row.available, capacity: row.capacity });
    return result;
  }

  /** All-in price range per performance over the bands and types anyone may buy online. */
  private async priceRanges(performanceIds: number[]): Promise<Map<number, PriceRangeCents>> {
    const result = new Map<number, PriceRangeCents>();
    if (performanceIds.length === 0) return result;
    const allIn = sql<number>`${s.performancePrices.baseCents} + ${s.performancePrices.feeCents}`;
    const rows = await this.db
      .select({
        performanceId: s.performancePrices.performanceId,
        min: sql<number>`min(${allIn})`.mapWith(Number),
        max: sql<number>`max(${allIn})`.mapWith(Number),
      })
      .from(s.performancePrices)
      .innerJoin(s.priceBands, eq(s.priceBands.id, s.performancePrices.priceBandId))
      .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.performancePrices.priceTypeId))
      .where(
        and(
          inArray(s.performancePrices.performanceId, performanceIds),
          eq(s.performancePrices.modeOfSaleId, DEFAULT_MODE_OF_SALE_ID),
          eq(s.priceBands.onlineSale, true),
          eq(s.priceTypes.requiresAccessRegistration, false),
        ),
      )
      .groupBy(s.performancePrices.performanceId);
    for (const row of rows) result.set(row.performanceId, { min: row.min, max: row.max });
    return result;
  }

  private summarise(
    p: PerformanceRow,
    production: ProductionRow,
    venue: VenueRow,
    counts: Counts,
    range: PriceRangeCents | undefined,
    locale: Locale,
    /** The buyer's modes of sale: a promo code's may open a priority performance. */
    buyer: BuyerModes = ANYONE,
  ): PerformanceSummary {
    return {
      id: p.id,
      productionId: production.id,
      productionSlug: production.slug,
      productionTitle: localize(production.title, locale),
      startsAt: p.startsAt.toISOString(),
      venue: { id: venue.id, name: localize(venue.name, locale) },
      state: availabilityState(
        {
          startsAt: p.startsAt,
          onSaleAt: p.onSaleAt,
          offSaleAt: p.offSaleAt,
          cancelled: p.cancelled,
          priorityOnly: !priorityOpenTo(buyer, p),
          seating: p.seating,
          ...counts,
        },
        this.clock.now(),
      ),
      accessTags: p.accessTags as AccessTag[],
      note: p.note ? localize(p.note, locale) : null,
      priceRange: rangeOf(range),
    };
  }

  private productionSummary(
    production: ProductionRow,
    venue: VenueRow,
    performances: PerformanceSummary[],
    ranges: Map<number, PriceRangeCents>,
    locale: Locale,
  ): ProductionSummary {
    const own = performances.filter((p) => p.productionId === production.id);
    const own_ranges = own.map((p) => ranges.get(p.id)).filter((r) => r !== undefined);
    const tags = new Set(own.flatMap((p) => p.accessTags));
    return {
      id: production.id,
      slug: production.slug,
      title: localize(production.title, locale),
      tagline: localize(production.tagline, locale),
      genre: localize(production.genre, locale),
      imageUrl: production.imageUrl,
      venue: { id: venue.id, name: localize(venue.name, locale) },
      firstPerformanceAt: own[0]?.startsAt ?? null,
      lastPerformanceAt: own.at(-1)?.startsAt ?? null,
      priceRange:
        own_ranges.length > 0
          ? rangeOf({
              min: Math.min(...own_ranges.map((r) => r.min)),
              max: Math.max(...own_ranges.map((r) => r.max)),
            })
          : null,
      accessTags: [...tags].sort() as AccessTag[],
      performanceCount: own.length,
    };
  }

  async listListings(
    query: Omit<ListingsQuery, 'lang'>,
    locale: Locale,
    buyer?: BuyerModes,
  ): Promise<ListingsResponse> {
    const conditions = [];
    if (query.from) conditions.push(gte(s.performances.startsAt, dayStart(query.from)));
    if (query.to) conditions.push(lt(s.performances.startsAt, nextDayStart(query.to)));
    if (query.access)
      conditions.push(sql`${s.performances.accessTags} @> ARRAY[${query.access}]::text[]`);
    const [performanceRows, productionRows, venueRows] = await Promise.all([
      this.db
        .select()
        .from(s.performances)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(s.performances.startsAt), asc(s.performances.id)),
      this.db.select().from(s.productions).orderBy(asc(s.productions.sortOrder)),
      this.db.select().from(s.venues),
    ]);
    const [counts, ranges] = await Promise.all([
      this.counts(performanceRows),
      this.priceRanges(performanceRows.map((p) => p.id)),
    ]);
    const productionsById = new Map(productionRows.map((p) => [p.id, p]));
    const venuesById = new Map(venueRows.map((v) => [v.id, v]));
    const performances = performanceRows.flatMap((p) => {
      const production = productionsById.get(p.productionId);
      const venue = venuesById.get(p.venueId);
      if (!production || !venue) return [];
      const c = counts.get(p.id) ?? { available: 0, capacity: 0 };
      return [this.summarise(p, production, venue, c, ranges.get(p.id), locale, buyer)];
    });
    const productions = productionRows.flatMap((production) => {
      const venue = venuesById.get(production.venueId);
      if (!venue || !performances.some((p) => p.productionId === production.id)) return [];
      return [this.productionSummary(production, venue, performances, ranges, locale)];
    });
    return { productions, performances };
  }

  private async findProduction(
    slug: string,
  ): Promise<{ production: ProductionRow; venue: VenueRow }> {
    const [row] = await this.db
      .select({ production: s.productions, venue: s.venues })
      .from(s.productions)
      .innerJoin(s.venues, eq(s.venues.id, s.productions.venueId))
      .where(eq(s.productions.slug, slug));
    if (!row) throw new AppError('PRODUCTION_NOT_FOUND');
    return row;
  }

  async getProduction(
    slug: string,
    locale: Locale,
    buyer: BuyerModes = ANYONE,
  ): Promise<ProductionDetail> {
    const { production, venue } = await this.findProduction(slug);
    const performanceRows = await this.db
      .select()
      .from(s.performances)
      .where(eq(s.performances.productionId, production.id))
      .orderBy(asc(s.performances.startsAt), asc(s.performances.id));
    const venueIds = [...new Set(performanceRows.map((p) => p.venueId))];
    const [counts, ranges, venueRows] = await Promise.all([
      this.counts(performanceRows),
      this.priceRanges(performanceRows.map((p) => p.id)),
      venueIds.length > 0
        ? this.db.select().from(s.venues).where(inArray(s.venues.id, venueIds))
        : [],
    ]);
    const venuesById = new Map(venueRows.map((v) => [v.id, v]));
    const performances = performanceRows.map((p) =>
      this.summarise(
        p,
        production,
        venuesById.get(p.venueId) ?? venue,
        counts.get(p.id) ?? { available: 0, capacity: 0 },
        ranges.get(p.id),
        locale,
        buyer,
      ),
    );
    return {
      ...this.productionSummary(production, venue, performances, ranges, locale),
      description: localize(production.description, locale),
      credits: localize(production.credits, locale),
      durationMinutes: production.durationMinutes,
      ageGuidance: localize(production.ageGuidance, locale),
      contentNotes: localize(production.contentNotes, locale),
      performances,
    };
  }

  async getPerformance(
    slug: string,
    performanceId: number,
    locale: Locale,
    buyer: BuyerModes = ANYONE,
  ): Promise<PerformanceDetail> {
    const [row] = await this.db
      .select({ performance: s.performances, production: s.productions, venue: s.venues })
      .from(s.performances)
      .innerJoin(s.productions, eq(s.productions.id, s.performances.productionId))
      .innerJoin(s.venues, eq(s.venues.id, s.performances.venueId))
      .where(and(eq(s.performances.id, performanceId), eq(s.productions.slug, slug)));
    if (!row) throw new AppError('PERFORMANCE_NOT_FOUND');
    const { performance: p, production, venue } = row;
    // Prices in the modes of sale a line here could be priced in: the performance's own
    // (priority) mode, the buyer's (a promo code's) and the default online mode.
    const modes = pricingModesOf(buyer, p);
    const [counts, ranges, pricesInModes, bandRows, typeRows] = await Promise.all([
      this.counts([p]),
      this.priceRanges([p.id]),
      this.db
        .select()
        .from(s.performancePrices)
        .where(
          and(
            eq(s.performancePrices.performanceId, p.id),
            inArray(s.performancePrices.modeOfSaleId, modes),
          ),
        ),
      this.db.select().from(s.priceBands).orderBy(asc(s.priceBands.sortOrder)),
      this.db.select().from(s.priceTypes).orderBy(asc(s.priceTypes.sortOrder)),
    ]);
    const c = counts.get(p.id) ?? { available: 0, capacity: 0 };
    // Band by band, by the rule that prices the buyer's cart lines (lineModeOfSale).
    const bandModes = new Map<number, Set<number>>();
    for (const r of pricesInModes)
      bandModes.set(r.priceBandId, (bandModes.get(r.priceBandId) ?? new Set()).add(r.modeOfSaleId));
    const modeOfBand = (bandId: number) =>
      lineModeOfSale(buyer, p, (mode) => bandModes.get(bandId)?.has(mode) ?? false);
    const priceRows = pricesInModes.filter((r) => r.modeOfSaleId === modeOfBand(r.priceBandId));
    const summary = this.summarise(p, production, venue, c, ranges.get(p.id), locale, buyer);
    const offMapBands = new Set(bandRows.filter((b) => !b.onlineSale).map((b) => b.id));
    const sensoryBooth = priceRows.some((r) => offMapBands.has(r.priceBandId))
      ? await this.boothPlaces(p)
      : null;
    const usedBands = new Set(priceRows.map((r) => r.priceBandId));
    const usedTypes = new Set(priceRows.map((r) => r.priceTypeId));
    return {
      id: p.id,
      production: {
        id: production.id,
        slug: production.slug,
        title: localize(production.title, locale),
        tagline: localize(production.tagline, locale),
        imageUrl: production.imageUrl,
        durationMinutes: production.durationMinutes,
      },
      startsAt: summary.startsAt,
      onSaleAt: p.onSaleAt?.toISOString() ?? null,
      venue: { ...summary.venue, address: venue.address, hasSeatMap: venue.hasSeatMap },
      seating: p.seating,
      state: summary.state,
      accessTags: summary.accessTags,
      note: summary.note,
      availability: c,
      priceBands: bandRows
        .filter((b) => usedBands.has(b.id))
        .map((b) => ({
          id: b.id,
          code: b.code,
          name: localize(b.name, locale),
          onlineSale: b.onlineSale,
        })),
      priceTypes: typeRows
        .filter((t) => usedTypes.has(t.id))
        .map((t) => ({
          id: t.id,
          name: localize(t.name, locale),
          description: localize(t.description, locale),
          requiresAccessRegistration: t.requiresAccessRegistration,
          isDefault: t.isDefault,
        })),
      prices: priceRows
        .sort((a, b) => a.priceBandId - b.priceBandId || a.priceTypeId - b.priceTypeId)
        .map((r) => ({
          priceBandId: r.priceBandId,
          priceTypeId: r.priceTypeId,
          base: usd(r.baseCents),
          fee: usd(r.feeCents),
          allIn: usd(r.baseCents + r.feeCents),
        })),
      priceRange: summary.priceRange,
      sensoryBooth,
    };
  }

  /**
   * The sensory booth's places at a performance (the band not sold on the map) and how many are
   * free; null when the performance has none. Its form books them, never the map.
   */
  private async boothPlaces(p: PerformanceRow): Promise<PerformanceDetail['sensoryBooth']> {
    if (p.seating !== 'reserved') return null;
    const [row] = await this.db
      .select({
        places: sql<number>`count(*)`.mapWith(Number),
        available:
          sql<number>`count(*) filter (where ${s.performanceSeats.status} = 'available' or (${s.performanceSeats.status} = 'held' and ${s.performanceSeats.heldUntil} <= ${this.clock.now()}))`.mapWith(
            Number,
          ),
      })
      .from(s.performanceSeats)
      .innerJoin(s.seats, eq(s.seats.id, s.performanceSeats.seatId))
      .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
      .where(and(eq(s.performanceSeats.performanceId, p.id), eq(s.priceBands.onlineSale, false)));
    return row && row.places > 0 ? row : null;
  }

  async getVenueLayout(venueId: number, locale: Locale): Promise<VenueLayout> {
    const records = await readLayoutRecords(this.db, venueId);
    if (!records) throw new AppError('VENUE_NOT_FOUND');
    return toVenueLayout(records, locale);
  }

  /**
   * The box office changed a venue's layout (seats added, removed or changed): what this process
   * keeps of it (the seating rules' geometry, new carts' seat names) is read again.
   */
  forgetVenueLayout(venueId: number): void {
    this.cart.forgetVenueLayout(venueId);
  }

  async getPerformanceSeats(performanceId: number): Promise<PerformanceSeatsResponse> {
    const [performance] = await this.db
      .select({ id: s.performances.id, venueId: s.performances.venueId })
      .from(s.performances)
      .where(eq(s.performances.id, performanceId));
    if (!performance) throw new AppError('PERFORMANCE_NOT_FOUND');
    const rows = await this.db
      .select({ seatId: s.performanceSeats.seatId, status: s.performanceSeats.status })
      .from(s.performanceSeats)
      .where(eq(s.performanceSeats.performanceId, performanceId))
      .orderBy(asc(s.performanceSeats.seatId));
    return { performanceId, venueId: performance.venueId, seats: rows };
  }
}
