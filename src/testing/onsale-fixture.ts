import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../adapters/db/client.ts';
import * as s from '../adapters/db/schema.ts';
import { wallClock } from '../shared/dates.ts';
import { zonedTimeToInstant } from '../shared/zoned-time.ts';

/** The bench's venue: one section of 20 rows × 25 seats, 500 seats in all. */
export const RUSH_VENUE_ID = 90;
export const RUSH_ROWS = 20;
export const RUSH_SEATS_PER_ROW = 25;
/** Seats left of the centre aisle; the other 13 are to its right. */
const LEFT_OF_AISLE = 12;
const SEAT_PITCH = 30;
const ROW_PITCH = 30;
/** The default mode of sale, whose prices the cart charges. */
const MODE_OF_SALE_ID = 3;

/** Bands by row: the front six rows A, the next seven B, the back seven C. */
function bandOf(rowIndex: number): number {
  if (rowIndex < 6) return 1;
  if (rowIndex < 13) return 2;
  return 3;
}

export interface RushVenue {
  venueId: number;
  productionId: number;
  /** Seat ids in row order, house left to right. */
  seatIds: number[];
}

/**
 * A 500-seat venue with plain seats (no wheelchair, companion or booth seats, so every seat is
 * for anyone) and a production 'bench-rush' to perform there. For a bench database only.
 */
export async function addRushVenue(db: Db): Promise<RushVenue> {
  return db.transaction(async (tx) => {
    await tx.insert(s.venues).values({
      id: RUSH_VENUE_ID,
      name: { 'en-US': 'Bench House' },
      address: '1 Bench Street, Riverton, NY 12401',
      mapWidth: 100 + SEAT_PITCH * (RUSH_SEATS_PER_ROW + 1),
      mapHeight: 200 + ROW_PITCH * RUSH_ROWS,
      stage: { x: 100, y: 30, width: SEAT_PITCH * RUSH_SEATS_PER_ROW - 100, height: 80 },
    });
    const [section] = await tx
      .insert(s.venueSections)
      .values({
        venueId: RUSH_VENUE_ID,
        code: 'ORCH',
        name: { 'en-US': 'Orchestra' },
        level: 'orchestra',
      })
      .returning({ id: s.venueSections.id });
    if (!section) throw new Error('section insert returned nothing');
    const labels = Array.from({ length: RUSH_ROWS }, (_, i) => String.fromCharCode(65 + i));
    const rows = await tx
      .insert(s.venueRows)
      .values(
        labels.map((label, i) => ({
          sectionId: section.id,
          label,
          rowsInFront: i,
          sortOrder: i,
        })),
      )
      .returning({ id: s.venueRows.id, label: s.venueRows.label });
    const rowIds = new Map(rows.map((r) => [r.label, r.id]));
    const seatRows: (typeof s.seats.$inferInsert)[] = [];
    for (const [r, label] of labels.entries()) {
      const rowId = rowIds.get(label);
      if (rowId === undefined) throw new Error(`row ${label} missing`);
      for (let i = 0; i < RUSH_SEATS_PER_ROW; i++) {
        // The centre aisle adds a seat and a half to the pitch: the seating rules see two blocks.
        const x = 50 + i * SEAT_PITCH + (i >= LEFT_OF_AISLE ? SEAT_PITCH * 1.5 : 0);
        seatRows.push({
          venueId: RUSH_VENUE_ID,
          sectionId: section.id,
          rowId,
          label: String(i + 1),
          x,
          y: 150 + r * ROW_PITCH,
          priceBandId: bandOf(r),
          aisle: i === 0 || i === LEFT_OF_AISLE - 1 || i === LEFT_OF_AISLE,
          positionInRow:
            i < RUSH_SEATS_PER_ROW / 3
              ? 'left'
              : i >= (2 * RUSH_SEATS_PER_ROW) / 3
                ? 'right'
                : 'middle',
          endOfRow: i === 0 || i === RUSH_SEATS_PER_ROW - 1,
        });
      }
    }
    const seats = await tx
      .insert(s.seats)
      .values(seatRows)
      .returning({ id: s.seats.id, rowId: s.seats.rowId, x: s.seats.x });
    const [production] = await tx
      .insert(s.productions)
      .values({
        slug: 'bench-rush',
        title: { 'en-US': 'Bench Rush' },
        tagline: { 'en-US': 'A whole house on sale at once.' },
        description: { 'en-US': 'The on-sale benchmark’s performance.' },
        credits: { 'en-US': '' },
        genre: { 'en-US': 'Benchmark' },
        ageGuidance: { 'en-US': 'All ages' },
        contentNotes: { 'en-US': '' },
        durationMinutes: 90,
        imageUrl: '/images/productions/a-christmas-carol.svg',
        venueId: RUSH_VENUE_ID,
        sortOrder: 99,
      })
      .returning({ id: s.productions.id });
    if (!production) throw new Error('production insert returned nothing');
    seats.sort((a, b) => a.rowId - b.rowId || a.x - b.x);
    return {
      venueId: RUSH_VENUE_ID,
      productionId: production.id,
      seatIds: seats.map((seat) => seat.id),
    };
  });
}

/**
 * A performance of the rush production tomorrow at 19:30 (venue time), on sale since yesterday,
 * priced like an existing Main Stage performance (bands A, B and C, the default mode of sale),
 * with every seat available. Answers its id.
 */
export async function addRushPerformance(
  db: Db,
  venue: RushVenue,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const today = wallClock(now);
    const day = (offset: number) => {
      const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    };
    const [performance] = await tx
      .insert(s.performances)
      .values({
        productionId: venue.productionId,
        venueId: venue.venueId,
        startsAt: zonedTimeToInstant({ ...day(1), hour: 19, minute: 30 }),
        onSaleAt: zonedTimeToInstant({ ...day(-1), hour: 10, minute: 0 }),
      })
      .returning({ id: s.performances.id });
    if (!performance) throw new Error('performance insert returned nothing');

    // Any performance priced in band C is priced in A and B too (the Main Stage ones).
    const [model] = await tx
      .select({ id: s.performancePrices.performanceId })
      .from(s.performancePrices)
      .where(
        and(
          eq(s.performancePrices.priceBandId, 3),
          eq(s.performancePrices.modeOfSaleId, MODE_OF_SALE_ID),
        ),
      )
      .orderBy(asc(s.performancePrices.performanceId))
      .limit(1);
    if (!model) throw new Error('no performance priced in band C to copy prices from');
    const prices = await tx
      .select()
      .from(s.performancePrices)
      .where(
        and(
          eq(s.performancePrices.performanceId, model.id),
          eq(s.performancePrices.modeOfSaleId, MODE_OF_SALE_ID),
          inArray(s.performancePrices.priceBandId, [1, 2, 3]),
        ),
      );
    await tx
      .insert(s.performancePrices)
      .values(prices.map((price) => ({ ...price, performanceId: performance.id })));
    await tx.insert(s.performanceSeats).values(
      venue.seatIds.map((seatId) => ({
        performanceId: performance.id,
        seatId,
        status: 'available' as const,
      })),
    );
    return performance.id;
  });
}

/** Frees every seat of a performance again and drops its cart lines. */
export async function resetRushPerformance(db: Db, performanceId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(s.cartTickets).where(eq(s.cartTickets.performanceId, performanceId));
    await tx
      .update(s.performanceSeats)
      .set({ status: 'available', holdId: null, heldUntil: null })
      .where(eq(s.performanceSeats.performanceId, performanceId));
  });
}

/** What the database says about a performance's holds after a rush. */
export async function rushHolds(db: Db, performanceId: number) {
  const held = await db
    .select({ seatId: s.performanceSeats.seatId, holdId: s.performanceSeats.holdId })
    .from(s.performanceSeats)
    .where(
      and(
        eq(s.performanceSeats.performanceId, performanceId),
        eq(s.performanceSeats.status, 'held'),
      ),
    );
  const lines = await db
    .select({ seatId: s.cartTickets.seatId, cartId: s.cartTickets.cartId })
    .from(s.cartTickets)
    .where(eq(s.cartTickets.performanceId, performanceId));
  const [carts] = await db
    .select({ n: sql<number>`count(distinct ${s.cartTickets.cartId})`.mapWith(Number) })
    .from(s.cartTickets)
    .where(eq(s.cartTickets.performanceId, performanceId));
  return { held, lines, carts: carts?.n ?? 0 };
}
