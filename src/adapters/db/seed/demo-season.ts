import { count, sql } from 'drizzle-orm';
import { wallClock } from '../../../shared/dates.ts';
import { zonedTimeToInstant } from '../../../shared/zoned-time.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';
import { seedAccountReferenceData } from './account-data.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoFunds } from './demo-funds.ts';
import { seedDemoMemberships } from './demo-memberships.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { demoProductions, type SeedPerformancePlan } from './demo-productions.ts';
import { seedDemoPromoCodes } from './demo-promo-codes.ts';
import { seedDemoStaff } from './demo-staff.ts';
import {
  DEFAULT_MODE_OF_SALE_ID,
  FACILITY_FEE_CENTS,
  MODES_OF_SALE,
  PRICE_BANDS,
  PRICE_TYPES,
  PRIORITY_MODE_OF_SALE_ID,
} from './reference-data.ts';
import { demoVenues } from './venue-layouts.ts';

const SOLD_SHARE: Record<NonNullable<SeedPerformancePlan['sales']>, number> = {
  light: 0.15,
  steady: 0.45,
  limited: 0.94,
  'sold-out': 1,
};

/** A small deterministic PRNG, so every seeded demo house looks the same. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reference data (bands, price types, modes of sale) is upserted on every boot. */
async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(s.priceBands)
    .values(PRICE_BANDS.map((b) => ({ ...b })))
    .onConflictDoNothing();
  await db
    .insert(s.priceTypes)
    .values(PRICE_TYPES.map(({ share: _share, ...p }) => p))
    .onConflictDoNothing();
  await db
    .insert(s.modesOfSale)
    .values(MODES_OF_SALE.map((m) => ({ ...m })))
    .onConflictDoNothing();
  await seedAccountReferenceData(db);
}

async function insertInBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

interface SeededSeat {
  id: number;
  rowId: number;
  band: string;
}

async function seedVenues(db: Db): Promise<Map<number, SeededSeat[]>> {
  const bandIds = new Map<string, number>(PRICE_BANDS.map((b) => [b.code, b.id]));
  const seatsByVenue = new Map<number, SeededSeat[]>();
  for (const venue of demoVenues()) {
    await db.insert(s.venues).values({
      id: venue.id,
      name: venue.name,
      address: venue.address,
      mapWidth: venue.mapWidth,
      mapHeight: venue.mapHeight,
      stage: venue.stage,
    });
    const seatRows: (typeof s.seats.$inferInsert)[] = [];
    const bandByKey = new Map<string, string>();
    for (const [sectionIndex, section] of venue.sections.entries()) {
      const [inserted] = await db
        .insert(s.venueSections)
        .values({
          venueId: venue.id,
          code: section.code,
          name: section.name,
          level: section.level,
          sortOrder: sectionIndex,
        })
        .returning({ id: s.venueSections.id });
      if (!inserted) throw new Error('section insert returned nothing');
      const rows = await db
        .insert(s.venueRows)
        .values(
          section.rows.map((row, i) => ({
            sectionId: inserted.id,
            label: row.label,
            rowsInFront: row.rowsInFront,
            sortOrder: i,
          })),
        )
        .returning({ id: s.venueRows.id, label: s.venueRows.label });
      const rowIds = new Map(rows.map((r) => [r.label, r.id]));
      for (const row of section.rows) {
        const rowId = rowIds.get(row.label);
        if (rowId === undefined) throw new Error(`row ${row.label} missing`);
        for (const seat of row.seats) {
          const priceBandId = bandIds.get(seat.band);
          if (priceBandId === undefined) throw new Error(`band ${seat.band} missing`);
          bandByKey.set(`${rowId}:${seat.label}`, seat.band);
          seatRows.push({
            venueId: venue.id,
            sectionId: inserted.id,
            rowId,
            label: seat.label,
            x: seat.x,
            y: seat.y,
            priceBandId,
            wheelchair: seat.wheelchair ?? false,
            companion: seat.companion ?? false,
            aisle: seat.aisle ?? false,
            restrictedView: seat.restrictedView ?? null,
            stepFree: seat.stepFree ?? null,
            positionInRow: seat.positionInRow,
            viewOfStage: seat.viewOfStage,
            floorsAboveStage: seat.floorsAboveStage,
            endOfRow: seat.endOfRow,
            door: section.level === 'balcony' ? 'Stair C' : null,
          });
        }
      }
    }
    const seeded: SeededSeat[] = [];
    await insertInBatches(seatRows, 500, async (batch) => {
      const ids = await db
        .insert(s.seats)
        .values(batch)
        .returning({ id: s.seats.id, rowId: s.seats.rowId, label: s.seats.label });
      for (const r of ids)
        seeded.push({
          id: r.id,
          rowId: r.rowId,
          band: bandByKey.get(`${r.rowId}:${r.label}`) ?? '',
        });
    });
    seatsByVenue.set(venue.id, seeded);
  }
  return seatsByVenue;
}

/** Marks runs of two to four neighbouring seats sold, as real parties book, up to a share. */
function soldSeatIds(seats: SeededSeat[], share: number, random: () => number): Set<number> {
  const sellable = seats.filter((seat) => seat.band !== 'SB');
  const target = Math.round(sellable.length * share);
  const sold = new Set<number>();
  if (share >= 1) return new Set(sellable.map((seat) => seat.id));
  let guard = 0;
  while (sold.size < target && guard++ < 100_000) {
    const start = Math.floor(random() * sellable.length);
    const run = 2 + Math.floor(random() * 3);
    for (let i = start; i < Math.min(start + run, sellable.length) && sold.size < target; i++) {
      const seat = sellable[i];
      if (seat && seat.rowId === sellable[start]?.rowId) sold.add(seat.id);
    }
  }
  return sold;
}

function addDays(base: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(base.year, base.month - 1, base.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The first `onDate` on or after `from` (so the demo's New Year's Eve is always a 31 December). */
function nextOccurrence(
  from: { year: number; month: number; day: number },
  onDate: { month: number; day: number },
) {
  const before =
    onDate.month < from.month || (onDate.month === from.month && onDate.day < from.day);
  return { year: before ? from.year + 1 : from.year, ...onDate };
}

function prices(adultBase: Record<string, number>) {
  const bandIds = new Map<string, number>(PRICE_BANDS.map((b) => [b.code, b.id]));
  return Object.entries(adultBase).flatMap(([band, adult]) =>
    PRICE_TYPES.map((type) => ({
      priceBandId: bandIds.get(band) ?? 0,
      priceTypeId: type.id,
      // Concessions round to whole half-dollars, as a box office prints them.
      baseCents: Math.round((adult * type.share) / 50) * 50,
      feeCents: FACILITY_FEE_CENTS[band] ?? 0,
    })),
  );
}

export interface SeedResult {
  seeded: boolean;
  productions: number;
  performances: number;
}

/**
 * Seeds the demo season on an empty database; does nothing when productions exist, so it is
 * safe on every boot. Dates are relative to `now` in the venue's time zone.
 */
export async function seedDemoSeason(db: Db, now: Date = new Date()): Promise<SeedResult> {
  await seedReferenceData(db);
  const [existing] = await db.select({ n: count() }).from(s.productions);
  if ((existing?.n ?? 0) > 0) return { seeded: false, productions: 0, performances: 0 };

  return db.transaction(async (tx) => {
    // Serialises two processes seeding the same empty PostgreSQL database at once.
    await tx.execute(sql`LOCK TABLE ${s.productions} IN EXCLUSIVE MODE`);
    const [again] = await tx.select({ n: count() }).from(s.productions);
    if ((again?.n ?? 0) > 0) return { seeded: false, productions: 0, performances: 0 };

    const seatsByVenue = await seedVenues(tx);
    const today = wallClock(now);
    const random = mulberry32(20261122);
    let performanceCount = 0;
    for (const [index, production] of demoProductions.entries()) {
      const { performances: plans, adultBase, ...content } = production;
      const [row] = await tx
        .insert(s.productions)
        .values({ ...content, sortOrder: index })
        .returning({ id: s.productions.id });
      if (!row) throw new Error('production insert returned nothing');
      const priceRows = prices(adultBase);
      for (const plan of plans) {
        const [hour = 19, minute = 30] = plan.time.split(':').map(Number);
        const date = plan.onDate
          ? nextOccurrence(addDays(today, plan.day), plan.onDate)
          : addDays(today, plan.day);
        const startsAt = zonedTimeToInstant({ ...date, hour, minute });
        const onSaleAt =
          plan.onSaleDay === undefined
            ? zonedTimeToInstant({ ...addDays(today, -45), hour: 10, minute: 0 })
            : zonedTimeToInstant({ ...addDays(today, plan.onSaleDay), hour: 10, minute: 0 });
        const seating = plan.seating ?? 'reserved';
        const share = plan.sales ? SOLD_SHARE[plan.sales] : 0;
        const [performance] = await tx
          .insert(s.performances)
          .values({
            productionId: row.id,
            venueId: production.venueId,
            startsAt,
            onSaleAt,
            cancelled: plan.cancelled ?? false,
            seating,
            generalCapacity: seating === 'general' ? (plan.generalCapacity ?? 0) : null,
            generalSold:
              seating === 'general' ? Math.round((plan.generalCapacity ?? 0) * share) : 0,
            priorityModeOfSaleId: plan.priority ? PRIORITY_MODE_OF_SALE_ID : null,
            accessTags: plan.accessTags ?? [],
            note: plan.note ?? null,
          })
          .returning({ id: s.performances.id });
        if (!performance) throw new Error('performance insert returned nothing');
        performanceCount++;
        const modes = plan.priority
          ? [DEFAULT_MODE_OF_SALE_ID, PRIORITY_MODE_OF_SALE_ID]
          : [DEFAULT_MODE_OF_SALE_ID];
        await tx.insert(s.performancePrices).values(
          modes.flatMap((modeOfSaleId) =>
            priceRows.map((p) => ({
              ...p,
              // Members pay $5 less in their presale (issue 12: member prices).
              baseCents:
                modeOfSaleId === PRIORITY_MODE_OF_SALE_ID && p.baseCents > 1000
                  ? p.baseCents - 500
                  : p.baseCents,
              performanceId: performance.id,
              modeOfSaleId,
            })),
          ),
        );
        if (seating === 'reserved') {
          const seats = seatsByVenue.get(production.venueId) ?? [];
          const sold = soldSeatIds(seats, share, random);
          await insertInBatches(seats, 1000, (batch) =>
            tx.insert(s.performanceSeats).values(
              batch.map((seat) => ({
                performanceId: performance.id,
                seatId: seat.id,
                status: sold.has(seat.id) ? ('sold' as const) : ('available' as const),
              })),
            ),
          );
        }
      }
    }
    await seedDemoCustomers(tx, now);
    await seedDemoPromoCodes(tx, now);
    await seedDemoFunds(tx, now);
    await seedDemoMemberships(tx, now);
    await seedDemoOrders(tx, now);
    await seedDemoStaff(tx, now);
    return { seeded: true, productions: demoProductions.length, performances: performanceCount };
  });
}
