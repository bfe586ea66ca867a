import { and, eq } from 'drizzle-orm';
import { buyerContext, lineModeOfSale } from '../../domain/buyer/buyer-context.ts';
import type { LocalizedText } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/** What a cart line shows of its seat, performance and price, before it is put in a language. */
export interface LineFacts {
  performanceId: number;
  seatId: number;
  productionId: number;
  productionSlug: string;
  productionTitle: LocalizedText;
  startsAt: Date;
  venueName: LocalizedText;
  section: LocalizedText;
  sectionSort: number;
  row: string;
  rowSort: number;
  seat: string;
  x: number;
  wheelchair: boolean;
  companion: boolean;
  onlineSale: boolean;
  priceBandId: number;
  priceBandName: LocalizedText;
  priceTypeId: number;
  priceTypeName: LocalizedText;
  /** Null when the performance has no price for the band and type (never sold at $0). */
  baseCents: number | null;
  feeCents: number | null;
}

type SeatFacts = Pick<
  LineFacts,
  | 'seatId'
  | 'section'
  | 'sectionSort'
  | 'row'
  | 'rowSort'
  | 'seat'
  | 'x'
  | 'wheelchair'
  | 'companion'
  | 'onlineSale'
  | 'priceBandId'
  | 'priceBandName'
>;

interface PerformanceFacts {
  performance: Pick<
    LineFacts,
    'productionId' | 'productionSlug' | 'productionTitle' | 'startsAt'
  > & {
    venueId: number;
    venueName: LocalizedText;
  };
  typeNames: Map<number, LocalizedText>;
  /** `band:type` → cents, in the performance's mode of sale for a cart without a code. */
  prices: Map<string, { baseCents: number; feeCents: number }>;
}

/**
 * A line's seat columns, for a query joining seats, their rows, sections and bands: the cart
 * view reads them per line, the catalogue once per venue.
 */
export const SEAT_FACTS = {
  seatId: s.seats.id,
  section: s.venueSections.name,
  sectionSort: s.venueSections.sortOrder,
  row: s.venueRows.label,
  rowSort: s.venueRows.sortOrder,
  seat: s.seats.label,
  x: s.seats.x,
  wheelchair: s.seats.wheelchair,
  companion: s.seats.companion,
  onlineSale: s.priceBands.onlineSale,
  priceBandId: s.priceBands.id,
  priceBandName: s.priceBands.name,
};

/** The buyer of a cart a hold has just made: no promo code yet. */
const NEW_CART_BUYER = buyerContext();

/** How long a performance's names and prices are reused for the lines of new carts. */
const REUSE_MS = 1000;

/** Line order in a cart: performance, then section, row and seat from house left. */
function compareLines(a: LineFacts, b: LineFacts): number {
  return (
    a.startsAt.getTime() - b.startsAt.getTime() ||
    a.sectionSort - b.sectionSort ||
    a.rowSort - b.rowSort ||
    a.x - b.x
  );
}

/**
 * The lines of a cart a hold has just made, from memory: a winner of an on-sale rush gets its
 * cart without the cart view's many-table join (its lines are exactly the seats it took, with
 * the default price types and no code). Seat labels are read once per venue (until the box
 * office changes its layout: forgetVenue); names and prices once a second per performance.
 */
export class LineCatalogue {
  private readonly db: Db;
  private readonly venues = new Map<number, Promise<Map<number, SeatFacts>>>();
  private readonly performances = new Map<
    number,
    { readAt: number; facts: Promise<PerformanceFacts> }
  >();

  constructor(db: Db) {
    this.db = db;
  }

  /** The venue's layout changed: its seats are read again when next needed. */
  forgetVenue(venueId: number): void {
    this.venues.delete(venueId);
  }

  async linesOf(
    performanceId: number,
    tickets: readonly { seatId: number; priceTypeId: number }[],
  ): Promise<LineFacts[]> {
    const facts = await this.performanceFacts(performanceId);
    const seats = await this.seatsOf(facts.performance.venueId);
    return tickets
      .map(({ seatId, priceTypeId }) => {
        const seat = seats.get(seatId);
        const name = facts.typeNames.get(priceTypeId);
        if (!seat || !name) throw new Error(`no seat ${seatId} or price type ${priceTypeId}`);
        const price = facts.prices.get(`${seat.priceBandId}:${priceTypeId}`);
        return {
          ...facts.performance,
          ...seat,
          performanceId,
          priceTypeId,
          priceTypeName: name,
          baseCents: price?.baseCents ?? null,
          feeCents: price?.feeCents ?? null,
        };
      })
      .sort(compareLines);
  }

  private performanceFacts(performanceId: number): Promise<PerformanceFacts> {
    const cached = this.performances.get(performanceId);
    if (cached && Date.now() - cached.readAt < REUSE_MS) return cached.facts;
    const facts = this.readPerformance(performanceId);
    this.performances.set(performanceId, { readAt: Date.now(), facts });
    facts.catch(() => this.performances.delete(performanceId));
    return facts;
  }

  private async readPerformance(performanceId: number): Promise<PerformanceFacts> {
    const p = s.performances;
    const [found] = await this.db
      .select({
        productionId: s.productions.id,
        productionSlug: s.productions.slug,
        productionTitle: s.productions.title,
        startsAt: p.startsAt,
        venueId: s.venues.id,
        venueName: s.venues.name,
        priorityModeOfSaleId: p.priorityModeOfSaleId,
      })
      .from(p)
      .innerJoin(s.productions, eq(s.productions.id, p.productionId))
      .innerJoin(s.venues, eq(s.venues.id, p.venueId))
      .where(eq(p.id, performanceId));
    if (!found) throw new Error(`no performance ${performanceId}`);
    const { priorityModeOfSaleId, ...performance } = found;
    // A new cart has no code: its lines are in the mode the rule gives anyone (a priority
    // performance's own, else the default online mode).
    const mode = lineModeOfSale(
      NEW_CART_BUYER,
      { ...performance, priorityModeOfSaleId },
      () => true,
    );
    const [types, prices] = await Promise.all([
      this.db.select({ id: s.priceTypes.id, name: s.priceTypes.name }).from(s.priceTypes),
      this.db
        .select({
          band: s.performancePrices.priceBandId,
          type: s.performancePrices.priceTypeId,
          baseCents: s.performancePrices.baseCents,
          feeCents: s.performancePrices.feeCents,
        })
        .from(s.performancePrices)
        .where(
          and(
            eq(s.performancePrices.performanceId, performanceId),
            eq(s.performancePrices.modeOfSaleId, mode),
          ),
        ),
    ]);
    return {
      performance,
      typeNames: new Map(types.map((type) => [type.id, type.name])),
      prices: new Map(
        prices.map((price) => [
          `${price.band}:${price.type}`,
          { baseCents: price.baseCents, feeCents: price.feeCents },
        ]),
      ),
    };
  }

  private seatsOf(venueId: number): Promise<Map<number, SeatFacts>> {
    let seats = this.venues.get(venueId);
    if (!seats) {
      seats = this.readSeats(venueId);
      seats.catch(() => this.venues.delete(venueId));
      this.venues.set(venueId, seats);
    }
    return seats;
  }

  private async readSeats(venueId: number): Promise<Map<number, SeatFacts>> {
    const rows = await this.db
      .select(SEAT_FACTS)
      .from(s.seats)
      .innerJoin(s.venueRows, eq(s.venueRows.id, s.seats.rowId))
      .innerJoin(s.venueSections, eq(s.venueSections.id, s.seats.sectionId))
      .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
      .where(eq(s.seats.venueId, venueId));
    return new Map(rows.map((row) => [row.seatId, row]));
  }
}
