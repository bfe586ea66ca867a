/**
 * What the season set-up reads (builtin-season-setup.ts): the facts its rules need (a venue's
 * seats and bands, the price types and modes, a performance's sales, seat counts and prices),
 * and the records the box office is answered with. Every function takes the caller's
 * transaction or the database, so a change reads its facts under its own locks.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type PerformanceTerms,
  performanceWarnings,
  type SellableFacts,
  saleModeOf,
  storefrontState,
} from '../../domain/season/performance-rules.ts';
import { type StoredPrice, sortPrices } from '../../domain/season/price-grid.ts';
import type { AccessTag } from '../../shared/availability.ts';
import type { PerformanceRecord, PriceGrid } from '../../shared/contracts/season-setup.ts';
import type { Locale } from '../../shared/locales.ts';
import { type LocalizedText, localize, missingLocales } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import { instantToVenueLocal } from '../../shared/venue-local-time.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

export type PerformanceRow = typeof s.performances.$inferSelect;

/** A venue's seats by band, and whether each band is sold on the map. */
export interface VenueFacts {
  seats: number;
  /** Every band its seats are in. */
  bandIds: Set<number>;
  /** Bands sold on the map (not the sensory booth). */
  onlineBandIds: Set<number>;
  /** Seats in bands sold on the map: a reserved performance's capacity. */
  onlineSeats: number;
}

const NO_SEATS: VenueFacts = {
  seats: 0,
  bandIds: new Set(),
  onlineBandIds: new Set(),
  onlineSeats: 0,
};

/** The venues' seats by band, for the venues named (all when none are). */
export async function venueFacts(db: Db, venueIds?: number[]): Promise<Map<number, VenueFacts>> {
  const rows = await db
    .select({
      venueId: s.seats.venueId,
      bandId: s.seats.priceBandId,
      onlineSale: s.priceBands.onlineSale,
      seats: sql<number>`count(*)`.mapWith(Number),
    })
    .from(s.seats)
    .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
    .where(venueIds ? inArray(s.seats.venueId, venueIds) : undefined)
    .groupBy(s.seats.venueId, s.seats.priceBandId, s.priceBands.onlineSale);
  const facts = new Map<number, VenueFacts>();
  for (const row of rows) {
    const venue = facts.get(row.venueId) ?? {
      seats: 0,
      bandIds: new Set<number>(),
      onlineBandIds: new Set<number>(),
      onlineSeats: 0,
    };
    venue.seats += row.seats;
    venue.bandIds.add(row.bandId);
    if (row.onlineSale) {
      venue.onlineBandIds.add(row.bandId);
      venue.onlineSeats += row.seats;
    }
    facts.set(row.venueId, venue);
  }
  return facts;
}

/** The bands, types and modes that exist, with what the rules need of each. */
export interface CatalogueFacts {
  bands: (typeof s.priceBands.$inferSelect)[];
  types: (typeof s.priceTypes.$inferSelect)[];
  modes: (typeof s.modesOfSale.$inferSelect)[];
  /** Types anyone may buy (no access registration needed). */
  openTypeIds: Set<number>;
}

export async function catalogueFacts(db: Db): Promise<CatalogueFacts> {
  // One after another: `db` may be a transaction's one connection.
  const bands = await db
    .select()
    .from(s.priceBands)
    .orderBy(asc(s.priceBands.sortOrder), asc(s.priceBands.id));
  const types = await db
    .select()
    .from(s.priceTypes)
    .orderBy(asc(s.priceTypes.sortOrder), asc(s.priceTypes.id));
  const modes = await db.select().from(s.modesOfSale).orderBy(asc(s.modesOfSale.id));
  return {
    bands,
    types,
    modes,
    openTypeIds: new Set(types.filter((t) => !t.requiresAccessRegistration).map((t) => t.id)),
  };
}

/**
 * The bands a performance may be priced in: its venue's for reserved seating; for general
 * admission, where no seat says its band, every band sold online.
 */
export function bandsFor(
  p: Pick<PerformanceTerms, 'seating'>,
  venue: VenueFacts,
  catalogue: CatalogueFacts,
): { bandIds: Set<number>; sellable: SellableFacts } {
  if (p.seating === 'general') {
    const online = new Set(catalogue.bands.filter((b) => b.onlineSale).map((b) => b.id));
    return {
      bandIds: new Set(catalogue.bands.map((b) => b.id)),
      sellable: { onlineBandIds: online, openTypeIds: catalogue.openTypeIds },
    };
  }
  return {
    bandIds: venue.bandIds,
    sellable: { onlineBandIds: venue.onlineBandIds, openTypeIds: catalogue.openTypeIds },
  };
}

export function venueOf(facts: Map<number, VenueFacts>, venueId: number): VenueFacts {
  return facts.get(venueId) ?? NO_SEATS;
}

/** The prices of some performances, by performance. */
export async function pricesOf(
  db: Db,
  performanceIds: number[],
): Promise<Map<number, StoredPrice[]>> {
  const result = new Map<number, StoredPrice[]>();
  if (performanceIds.length === 0) return result;
  const rows = await db
    .select({
      performanceId: s.performancePrices.performanceId,
      priceBandId: s.performancePrices.priceBandId,
      priceTypeId: s.performancePrices.priceTypeId,
      modeOfSaleId: s.performancePrices.modeOfSaleId,
      baseCents: s.performancePrices.baseCents,
      feeCents: s.performancePrices.feeCents,
    })
    .from(s.performancePrices)
    .where(inArray(s.performancePrices.performanceId, performanceIds));
  for (const { performanceId, ...price } of rows)
    result.set(performanceId, [...(result.get(performanceId) ?? []), price]);
  for (const [id, prices] of result) result.set(id, sortPrices(prices));
  return result;
}

export interface SeatCounts {
  capacity: number;
  available: number;
  held: number;
  sold: number;
}

/**
 * Places per performance as the storefront counts them (the sensory booth's band left out):
 * reserved seating by its inventory's statuses, general admission by its capacity and sales.
 */
export async function seatCounts(
  db: Db,
  performances: readonly PerformanceRow[],
): Promise<Map<number, SeatCounts>> {
  const result = new Map<number, SeatCounts>();
  const reserved = performances.filter((p) => p.seating === 'reserved').map((p) => p.id);
  for (const p of performances)
    if (p.seating === 'general') {
      const capacity = p.generalCapacity ?? 0;
      result.set(p.id, {
        capacity,
        available: Math.max(0, capacity - p.generalSold),
        held: 0,
        sold: p.generalSold,
      });
    } else result.set(p.id, { capacity: 0, available: 0, held: 0, sold: 0 });
  if (reserved.length === 0) return result;
  const status = s.performanceSeats.status;
  const rows = await db
    .select({
      performanceId: s.performanceSeats.performanceId,
      capacity: sql<number>`count(*)`.mapWith(Number),
      available: sql<number>`count(*) filter (where ${status} = 'available')`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${status} = 'held')`.mapWith(Number),
      sold: sql<number>`count(*) filter (where ${status} = 'sold')`.mapWith(Number),
    })
    .from(s.performanceSeats)
    .innerJoin(s.seats, eq(s.seats.id, s.performanceSeats.seatId))
    .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
    .where(
      and(inArray(s.performanceSeats.performanceId, reserved), eq(s.priceBands.onlineSale, true)),
    )
    .groupBy(s.performanceSeats.performanceId);
  for (const { performanceId, ...counts } of rows) result.set(performanceId, counts);
  return result;
}

/**
 * Whether anything was sold or is being bought at a performance: a seat held or sold, a cart
 * line or an order's ticket for it, or general admission sold. Its seats are then the tickets'.
 */
export async function ticketsExist(db: Db, p: PerformanceRow): Promise<boolean> {
  if (p.generalSold > 0) return true;
  const result = await db.execute(sql`
    select (
      exists (select 1 from ${s.performanceSeats}
              where ${s.performanceSeats.performanceId} = ${p.id}
                and ${s.performanceSeats.status} <> 'available')
      or exists (select 1 from ${s.cartTickets} where ${s.cartTickets.performanceId} = ${p.id})
      or exists (select 1 from ${s.orderTickets} where ${s.orderTickets.performanceId} = ${p.id})
    ) as found`);
  const [row] = (result as unknown as { rows: { found: boolean }[] }).rows;
  return row?.found === true;
}

/** A performance row as the rules see it. */
export function termsOf(p: PerformanceRow): PerformanceTerms {
  return {
    venueId: p.venueId,
    startsAt: p.startsAt,
    onSaleAt: p.onSaleAt,
    offSaleAt: p.offSaleAt,
    cancelled: p.cancelled,
    seating: p.seating,
    generalCapacity: p.generalCapacity,
    priorityModeOfSaleId: p.priorityModeOfSaleId,
  };
}

/** What the audit log keeps of a performance, before and after a change. */
export function auditedPerformance(p: PerformanceRow) {
  return {
    productionId: p.productionId,
    venueId: p.venueId,
    startsAt: p.startsAt.toISOString(),
    onSaleAt: p.onSaleAt?.toISOString() ?? null,
    offSaleAt: p.offSaleAt?.toISOString() ?? null,
    cancelled: p.cancelled,
    seating: p.seating,
    generalCapacity: p.generalCapacity,
    priorityModeOfSaleId: p.priorityModeOfSaleId,
    accessTags: p.accessTags,
    note: p.note,
  };
}

/** The facts one performance's record is made of. */
export interface RecordFacts {
  productionTitle: LocalizedText;
  venueName: LocalizedText;
  counts: SeatCounts;
  prices: readonly StoredPrice[];
  venue: VenueFacts;
  catalogue: CatalogueFacts;
  seatingLocked: boolean;
  now: Date;
}

export function performanceRecord(
  p: PerformanceRow,
  facts: RecordFacts,
  locale: Locale,
): PerformanceRecord {
  const terms = termsOf(p);
  const { sellable } = bandsFor(terms, facts.venue, facts.catalogue);
  const local = (at: Date | null) => (at ? instantToVenueLocal(at) : null);
  return {
    id: p.id,
    productionId: p.productionId,
    productionTitle: localize(facts.productionTitle, locale),
    venueId: p.venueId,
    venueName: localize(facts.venueName, locale),
    startsAt: p.startsAt.toISOString(),
    startsAtLocal: instantToVenueLocal(p.startsAt),
    onSaleAt: p.onSaleAt?.toISOString() ?? null,
    onSaleAtLocal: local(p.onSaleAt),
    offSaleAt: p.offSaleAt?.toISOString() ?? null,
    offSaleAtLocal: local(p.offSaleAt),
    cancelled: p.cancelled,
    seating: p.seating,
    generalCapacity: p.generalCapacity,
    priorityModeOfSaleId: p.priorityModeOfSaleId,
    accessTags: p.accessTags as AccessTag[],
    note: p.note,
    noteMissing: missingLocales(p.note),
    state: storefrontState(terms, facts.counts, facts.now),
    counts: facts.counts,
    warnings: performanceWarnings(terms, facts.prices, {
      ...sellable,
      capacity: facts.counts.capacity,
    }),
    seatingLocked: facts.seatingLocked,
  };
}

/** A performance's grid as the box office shows it: all-in, the fee inside it, the base. */
export function priceGrid(
  p: PerformanceRow,
  prices: readonly StoredPrice[],
  venue: VenueFacts,
  catalogue: CatalogueFacts,
  capacity: number,
): PriceGrid {
  const terms = termsOf(p);
  const { bandIds, sellable } = bandsFor(terms, venue, catalogue);
  return {
    performanceId: p.id,
    saleModeOfSaleId: saleModeOf(terms),
    priceBandIds: catalogue.bands.filter((b) => bandIds.has(b.id)).map((b) => b.id),
    prices: sortPrices(prices).map((price) => ({
      priceBandId: price.priceBandId,
      priceTypeId: price.priceTypeId,
      modeOfSaleId: price.modeOfSaleId,
      allIn: usd(price.baseCents + price.feeCents),
      fee: usd(price.feeCents),
      base: usd(price.baseCents),
    })),
    warnings: performanceWarnings(terms, prices, { ...sellable, capacity }),
  };
}
