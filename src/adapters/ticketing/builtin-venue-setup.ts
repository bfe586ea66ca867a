/**
 * Venues and seat maps set up by the box office, in our database (issue 13; port VenueSetup).
 * Each change is one transaction with its audit row. A new venue's id is the next after the
 * highest, taken under a table lock only venue creators wait for. A new layout locks the venue
 * row (performances being added for it wait) and the inventory rows of the seats it drops, so a
 * buyer cannot take one of them while the layout checks they are free.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { sameRecord } from '../../domain/offers/record-changes.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import type { VenueDetails, VenueSetup } from '../../domain/ports/venue-setup.ts';
import type { FileProblem } from '../../domain/venues/venue-file.ts';
import { VenueFileError } from '../../domain/venues/venue-file-error.ts';
import type { ExportLayout } from '../../domain/venues/venue-file-export.ts';
import { FileProblems } from '../../domain/venues/venue-file-format.ts';
import {
  countChanges,
  diffLayout,
  type ExistingSeat,
  type LayoutDiff,
  type PlanSeat,
  planToLayout,
  seatKey,
  summarizePlan,
  type VenuePlan,
} from '../../domain/venues/venue-plan.ts';
import type {
  SeatUpdateBody,
  StaffPriceBand,
  StaffSeat,
  StaffVenue,
  StaffVenueSummary,
  VenueLayoutChanges,
  VenuePreview,
} from '../../shared/contracts/venues.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { writeAudit } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { type LayoutRecords, readLayoutRecords, toVenueLayout } from './venue-layout-records.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SeatRow = typeof s.seats.$inferSelect;

/** Seats written per statement: well under PostgreSQL's 65,535 parameters. */
const BATCH = 500;
/** Seat keys an audit row lists, at most (the counts are always whole). */
const AUDIT_KEYS = 200;

const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

async function rowsOf<T>(tx: Tx | Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres and PGlite both answer raw statements with `rows`.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The columns a seat takes from a plan (all but where it is: venue, section, row, label). */
function seatColumns(seat: Omit<PlanSeat, 'line'>, bandId: number) {
  return {
    x: seat.x,
    y: seat.y,
    priceBandId: bandId,
    wheelchair: seat.wheelchair,
    companion: seat.companion,
    aisle: seat.aisle,
    endOfRow: seat.endOfRow,
    positionInRow: seat.positionInRow,
    viewOfStage: seat.viewOfStage,
    floorsAboveStage: seat.floorsAboveStage,
    restrictedView: seat.restrictedView,
    stepFree: seat.stepFree,
    door: seat.door,
    box: seat.box,
  };
}
type SeatColumns = ReturnType<typeof seatColumns>;

const sameColumns = (row: SeatRow, columns: SeatColumns) =>
  (Object.keys(columns) as (keyof SeatColumns)[]).every((key) =>
    sameRecord(row[key], columns[key]),
  );

/** What an audit row keeps of a layout: its size and its sections, never every seat. */
function layoutOutline(records: {
  sections: { code: string }[];
  rows: unknown[];
  seats: unknown[];
}) {
  return {
    sections: records.sections.map((section) => section.code),
    rows: records.rows.length,
    seats: records.seats.length,
  };
}

export class BuiltinVenueSetup implements VenueSetup {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly onLayoutChanged: (venueId: number) => void;

  constructor(
    db: Db,
    clock: Clock,
    options: {
      /** After a layout change commits: caches of the venue's seats are dropped (the backend's). */
      onLayoutChanged?: (venueId: number) => void;
    } = {},
  ) {
    this.db = db;
    this.clock = clock;
    this.onLayoutChanged = options.onLayoutChanged ?? (() => {});
  }

  async priceBands(locale: Locale): Promise<StaffPriceBand[]> {
    const bands = await this.db.select().from(s.priceBands).orderBy(asc(s.priceBands.sortOrder));
    return bands.map((band) => ({
      id: band.id,
      code: band.code,
      name: localize(band.name, locale),
      onlineSale: band.onlineSale,
    }));
  }

  async list(locale: Locale): Promise<StaffVenueSummary[]> {
    const counted = async (
      table: typeof s.venueSections | typeof s.seats | typeof s.performances,
    ) =>
      new Map(
        (
          await this.db
            .select({ venueId: table.venueId, n: count() })
            .from(table)
            .groupBy(table.venueId)
        ).map((row) => [row.venueId, row.n]),
      );
    const [venues, sections, seats, performances] = await Promise.all([
      this.db
        .select({ id: s.venues.id, name: s.venues.name, address: s.venues.address })
        .from(s.venues)
        .orderBy(asc(s.venues.id)),
      counted(s.venueSections),
      counted(s.seats),
      counted(s.performances),
    ]);
    return venues.map((venue) => ({
      id: venue.id,
      name: localize(venue.name, locale),
      address: venue.address,
      sections: sections.get(venue.id) ?? 0,
      seats: seats.get(venue.id) ?? 0,
      performances: performances.get(venue.id) ?? 0,
    }));
  }

  async get(venueId: number, locale: Locale): Promise<StaffVenue> {
    const records = await readLayoutRecords(this.db, venueId);
    if (!records) throw new AppError('VENUE_NOT_FOUND');
    const [inUse, [performances], bands] = await Promise.all([
      this.seatsInUse(this.db, venueId),
      this.db
        .select({ n: count() })
        .from(s.performances)
        .where(eq(s.performances.venueId, venueId)),
      this.priceBands(locale),
    ]);
    const bandCodes = new Map(bands.map((band) => [band.id, band.code]));
    const sections = new Map(records.sections.map((section) => [section.id, section.code]));
    const rows = new Map(records.rows.map((row) => [row.id, row.label]));
    return {
      id: records.venue.id,
      name: records.venue.name,
      address: records.venue.address,
      performances: performances?.n ?? 0,
      layout: toVenueLayout(records, locale),
      seats: records.seats.map((seat) =>
        staffSeat(seat, {
          section: sections.get(seat.sectionId) ?? '',
          row: rows.get(seat.rowId) ?? '',
          band: bandCodes.get(seat.priceBandId) ?? '',
          inUse: inUse.has(seat.id),
        }),
      ),
      bands,
    };
  }

  async preview(plan: VenuePlan, locale: Locale, venueId?: number): Promise<VenuePreview> {
    const bands = await this.priceBands(locale);
    const bandIds = new Map(bands.map((band) => [band.code, band.id]));
    let venue = { id: 0, name: '', address: '' };
    let changes: VenueLayoutChanges | null = null;
    if (venueId !== undefined) {
      const records = await readLayoutRecords(this.db, venueId);
      if (!records) throw new AppError('VENUE_NOT_FOUND');
      venue = {
        id: venueId,
        name: localize(records.venue.name, locale),
        address: records.venue.address,
      };
      const inUse = await this.seatsInUse(this.db, venueId);
      const diff = diffLayout(existingSeats(records, inUse), plan);
      refuseLosingSeatsInUse(diff.removed.filter((seat) => seat.inUse));
      changes = countChanges(diff);
    }
    return {
      layout: planToLayout(plan, bandIds, venue, locale),
      bands,
      summary: summarizePlan(plan),
      changes,
    };
  }

  async create(details: VenueDetails, plan: VenuePlan, actor: Actor): Promise<number> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      // Only creators take this lock (it lets reads and foreign-key checks through): two
      // creating at once get different ids.
      await tx.execute(sql`lock table ${s.venues} in share row exclusive mode`);
      const [last] = await tx
        .select({ id: sql<number>`coalesce(max(${s.venues.id}), 0)` })
        .from(s.venues);
      const id = Number(last?.id ?? 0) + 1;
      await tx.insert(s.venues).values({
        id,
        name: details.name,
        address: details.address,
        hasSeatMap: true,
        mapWidth: Math.ceil(plan.mapWidth),
        mapHeight: Math.ceil(plan.mapHeight),
        stage: plan.stage,
      });
      const bandIds = await bandIdsOf(tx);
      const diff = diffLayout([], plan);
      await this.writeSections(tx, id, plan, new Map());
      const rowIds = await rowIdsOf(tx, id);
      await insertSeats(tx, id, diff.added, rowIds, bandIds);
      await writeAudit(
        tx,
        actor,
        {
          action: 'create',
          entity: 'venue',
          entityId: id,
          after: { name: details.name, address: details.address, ...outlineOfPlan(plan) },
        },
        now,
      );
      return id;
    });
  }

  async update(venueId: number, changes: Partial<VenueDetails>, actor: Actor): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [venue] = await tx
        .select({ name: s.venues.name, address: s.venues.address })
        .from(s.venues)
        .where(eq(s.venues.id, venueId))
        .for('update');
      if (!venue) throw new AppError('VENUE_NOT_FOUND');
      const after = { name: changes.name ?? venue.name, address: changes.address ?? venue.address };
      if (JSON.stringify(after) === JSON.stringify(venue)) return;
      await tx.update(s.venues).set(after).where(eq(s.venues.id, venueId));
      await writeAudit(
        tx,
        actor,
        { action: 'update', entity: 'venue', entityId: venueId, before: venue, after },
        now,
      );
    });
  }

  async replaceLayout(venueId: number, plan: VenuePlan, actor: Actor): Promise<VenueLayoutChanges> {
    const now = this.clock.now();
    const changes = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: s.venues.id })
        .from(s.venues)
        .where(eq(s.venues.id, venueId))
        .for('update');
      if (!locked) throw new AppError('VENUE_NOT_FOUND');
      const records = await readLayoutRecords(tx, venueId);
      if (!records) throw new AppError('VENUE_NOT_FOUND');
      const performances = await tx
        .select({ id: s.performances.id, seating: s.performances.seating })
        .from(s.performances)
        .where(eq(s.performances.venueId, venueId));
      const performanceIds = performances.map((p) => p.id);
      const diff = diffLayout(existingSeats(records, new Set()), plan);
      const removedIds = diff.removed.map((seat) => seat.id);
      if (removedIds.length > 0) {
        const inUse = await lockSeatsInUse(tx, performanceIds, removedIds);
        refuseLosingSeatsInUse(diff.removed.filter((seat) => inUse.has(seat.id)));
        if (performanceIds.length > 0)
          await tx.execute(
            sql`delete from ${s.performanceSeats} where ${s.performanceSeats.performanceId} = any(${intArray(performanceIds)}) and ${s.performanceSeats.seatId} = any(${intArray(removedIds)})`,
          );
        await tx.delete(s.seats).where(inArray(s.seats.id, removedIds));
      }
      const sectionIds = await this.writeSections(
        tx,
        venueId,
        plan,
        new Map(records.sections.map((section) => [section.code, section.id])),
      );
      const rowIds = await rowIdsOf(tx, venueId);
      const bandIds = await bandIdsOf(tx);
      const changed = await updateKeptSeats(tx, records, diff, bandIds);
      const added = await insertSeats(tx, venueId, diff.added, rowIds, bandIds);
      const reserved = performances.filter((p) => p.seating === 'reserved').map((p) => p.id);
      if (added.length > 0 && reserved.length > 0)
        await tx.execute(
          sql`insert into ${s.performanceSeats} (performance_id, seat_id)
              select p, q from unnest(${intArray(reserved)}) as p cross join unnest(${intArray(added)}) as q`,
        );
      await deleteEmptyRowsAndSections(tx, venueId, plan, sectionIds);
      // A file placing its own seats without a stage (a CSV) keeps the venue's stage.
      const stage = plan.autoLaid || plan.stageFromFile ? plan.stage : records.venue.stage;
      await tx
        .update(s.venues)
        .set({
          stage,
          mapWidth: Math.ceil(Math.max(plan.mapWidth, stage.x + stage.width)),
          mapHeight: Math.ceil(Math.max(plan.mapHeight, stage.y + stage.height)),
        })
        .where(eq(s.venues.id, venueId));
      const result = countChanges(diff);
      const keys = (list: { section: string; row: string; label: string }[]) =>
        list.slice(0, AUDIT_KEYS).map((seat) => `${seat.section} ${seat.row} ${seat.label}`);
      await writeAudit(
        tx,
        actor,
        {
          action: 'replace-layout',
          entity: 'venue',
          entityId: venueId,
          before: layoutOutline(records),
          after: {
            ...outlineOfPlan(plan),
            ...result,
            changed,
            addedSeats: keys(
              diff.added.map((a) => ({
                section: a.section.code,
                row: a.row.label,
                label: a.seat.label,
              })),
            ),
            removedSeats: keys(diff.removed),
          },
        },
        now,
      );
      return result;
    });
    this.onLayoutChanged(venueId);
    return changes;
  }

  async updateSeat(
    venueId: number,
    seatId: number,
    changes: SeatUpdateBody,
    actor: Actor,
  ): Promise<StaffSeat> {
    const now = this.clock.now();
    const seat = await this.db.transaction(async (tx) => {
      const [venue] = await tx
        .select({ id: s.venues.id })
        .from(s.venues)
        .where(eq(s.venues.id, venueId))
        .for('update');
      if (!venue) throw new AppError('VENUE_NOT_FOUND');
      const [row] = await tx
        .select()
        .from(s.seats)
        .where(and(eq(s.seats.id, seatId), eq(s.seats.venueId, venueId)))
        .for('update');
      if (!row) throw new AppError('VENUE_SEAT_NOT_FOUND');
      const bands = await tx
        .select({ id: s.priceBands.id, code: s.priceBands.code })
        .from(s.priceBands);
      const bandId =
        changes.band === undefined
          ? row.priceBandId
          : bands.find((band) => band.code === changes.band)?.id;
      if (bandId === undefined)
        throw new AppError('VALIDATION_FAILED', {
          fields: { 'body.band': 'staff.venues.validation.band' },
        });
      const { band: _band, ...rest } = changes;
      const set = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      );
      const [updated] = await tx
        .update(s.seats)
        .set({ ...set, priceBandId: bandId })
        .where(eq(s.seats.id, seatId))
        .returning();
      if (!updated) throw new AppError('VENUE_SEAT_NOT_FOUND');
      const [where] = await tx
        .select({ section: s.venueSections.code, row: s.venueRows.label })
        .from(s.venueRows)
        .innerJoin(s.venueSections, eq(s.venueSections.id, s.venueRows.sectionId))
        .where(eq(s.venueRows.id, row.rowId));
      const inUse = (await this.seatsInUse(tx, venueId, [seatId])).has(seatId);
      const codeOf = (id: number) => bands.find((band) => band.id === id)?.code ?? '';
      const context = { section: where?.section ?? '', row: where?.row ?? '', inUse };
      const before = staffSeat(row, { ...context, band: codeOf(row.priceBandId) });
      const after = staffSeat(updated, { ...context, band: codeOf(updated.priceBandId) });
      if (!sameRecord(before, after))
        await writeAudit(
          tx,
          actor,
          {
            action: 'update',
            entity: 'seat',
            entityId: seatId,
            before: { venueId, ...before },
            after: { venueId, ...after },
          },
          now,
        );
      return after;
    });
    this.onLayoutChanged(venueId);
    return seat;
  }

  async exportLayout(venueId: number): Promise<ExportLayout> {
    const records = await readLayoutRecords(this.db, venueId);
    if (!records) throw new AppError('VENUE_NOT_FOUND');
    const bands = await bandIdsOf(this.db, true);
    return {
      stage: records.venue.stage,
      sections: records.sections.map((section) => ({
        code: section.code,
        name: section.name,
        level: section.level,
        rows: records.rows
          .filter((row) => row.sectionId === section.id)
          .map((row) => ({
            label: row.label,
            rowsInFront: row.rowsInFront,
            // From house left, as people read a row.
            seats: records.seats
              .filter((seat) => seat.rowId === row.id)
              .sort((a, b) => a.x - b.x || a.id - b.id)
              .map((seat) => {
                const band = bands.get(seat.priceBandId) ?? '';
                const { priceBandId: _, ...columns } = seatColumns(
                  { ...seat, band },
                  seat.priceBandId,
                );
                return { label: seat.label, band, ...columns };
              }),
          })),
      })),
    };
  }

  /** Sections and rows of the plan, created or brought up to date; section ids by code. */
  private async writeSections(
    tx: Tx,
    venueId: number,
    plan: VenuePlan,
    existing: Map<string, number>,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const rows = await tx
      .select({ id: s.venueRows.id, sectionId: s.venueRows.sectionId, label: s.venueRows.label })
      .from(s.venueRows)
      .innerJoin(s.venueSections, eq(s.venueSections.id, s.venueRows.sectionId))
      .where(eq(s.venueSections.venueId, venueId));
    for (const [order, section] of plan.sections.entries()) {
      let id = existing.get(section.code);
      const values = { name: section.name, level: section.level, sortOrder: order };
      if (id === undefined) {
        const [inserted] = await tx
          .insert(s.venueSections)
          .values({ venueId, code: section.code, ...values })
          .returning({ id: s.venueSections.id });
        if (!inserted) throw new Error('section insert returned nothing');
        id = inserted.id;
      } else await tx.update(s.venueSections).set(values).where(eq(s.venueSections.id, id));
      ids.set(section.code, id);
      const sectionId = id;
      const newRows: (typeof s.venueRows.$inferInsert)[] = [];
      for (const [rowOrder, row] of section.rows.entries()) {
        const found = rows.find((r) => r.sectionId === sectionId && r.label === row.label);
        const rowValues = { rowsInFront: row.rowsInFront, sortOrder: rowOrder };
        if (found) await tx.update(s.venueRows).set(rowValues).where(eq(s.venueRows.id, found.id));
        else newRows.push({ sectionId, label: row.label, ...rowValues });
      }
      if (newRows.length > 0) await tx.insert(s.venueRows).values(newRows);
    }
    return ids;
  }

  /** Seats sold, held or on an order at any performance of the venue (of `only`, if given). */
  private async seatsInUse(tx: Tx | Db, venueId: number, only?: number[]): Promise<Set<number>> {
    const ps = s.performanceSeats;
    const p = s.performances;
    const ot = s.orderTickets;
    const limit = only ? sql` and seat_id = any(${intArray(only)})` : sql``;
    const found = await rowsOf<{ seat_id: number }>(
      tx,
      sql`select seat_id from (
            select ${ps.seatId} as seat_id from ${ps} join ${p} on ${p.id} = ${ps.performanceId}
             where ${p.venueId} = ${venueId} and ${ps.status} in ('held', 'sold')
            union
            select ${ot.seatId} as seat_id from ${ot} join ${p} on ${p.id} = ${ot.performanceId}
             where ${p.venueId} = ${venueId}
          ) as used where true${limit}`,
    );
    return new Set(found.map((row) => Number(row.seat_id)));
  }
}

function staffSeat(
  seat: SeatRow,
  where: { section: string; row: string; band: string; inUse: boolean },
): StaffSeat {
  return {
    id: seat.id,
    section: where.section,
    row: where.row,
    label: seat.label,
    band: where.band,
    x: seat.x,
    y: seat.y,
    wheelchair: seat.wheelchair,
    companion: seat.companion,
    aisle: seat.aisle,
    endOfRow: seat.endOfRow,
    positionInRow: seat.positionInRow,
    viewOfStage: seat.viewOfStage,
    floorsAboveStage: seat.floorsAboveStage,
    restrictedView: seat.restrictedView,
    stepFree: seat.stepFree,
    door: seat.door,
    box: seat.box,
    inUse: where.inUse,
  };
}

function outlineOfPlan(plan: VenuePlan) {
  const summary = summarizePlan(plan);
  return {
    sections: plan.sections.map((section) => section.code),
    rows: summary.rows,
    seats: summary.seats,
  };
}

function existingSeats(records: LayoutRecords, inUse: Set<number>): ExistingSeat[] {
  const sections = new Map(records.sections.map((section) => [section.id, section.code]));
  const rows = new Map(records.rows.map((row) => [row.id, row.label]));
  return records.seats.map((seat) => ({
    id: seat.id,
    section: sections.get(seat.sectionId) ?? '',
    row: rows.get(seat.rowId) ?? '',
    label: seat.label,
    inUse: inUse.has(seat.id),
  }));
}

/** A new layout may not drop a seat someone bought or holds: one problem per such seat. */
function refuseLosingSeatsInUse(lost: readonly ExistingSeat[]): void {
  if (lost.length === 0) return;
  const problems: FileProblem[] = lost.map((seat) => ({
    line: null,
    field: null,
    key: FileProblems.seatInUse,
    params: { section: seat.section, row: seat.row, seat: seat.label },
  }));
  throw new VenueFileError('VENUE_SEATS_IN_USE', problems.slice(0, 100));
}

/**
 * Of the seats a new layout drops, those in use; their inventory rows are locked first, so a
 * hold (a conditional update of the same rows) waits for this layout and then finds them gone.
 */
async function lockSeatsInUse(
  tx: Tx,
  performanceIds: number[],
  seatIds: number[],
): Promise<Set<number>> {
  if (performanceIds.length === 0) return new Set();
  const ps = s.performanceSeats;
  const ot = s.orderTickets;
  const rows = await rowsOf<{ seat_id: number; status: string }>(
    tx,
    sql`select ${ps.seatId} as seat_id, ${ps.status} as status from ${ps}
         where ${ps.performanceId} = any(${intArray(performanceIds)}) and ${ps.seatId} = any(${intArray(seatIds)})
         for update`,
  );
  const used = new Set(
    rows
      .filter((row) => row.status === 'held' || row.status === 'sold')
      .map((r) => Number(r.seat_id)),
  );
  const tickets = await rowsOf<{ seat_id: number }>(
    tx,
    sql`select distinct ${ot.seatId} as seat_id from ${ot}
         where ${ot.performanceId} = any(${intArray(performanceIds)}) and ${ot.seatId} = any(${intArray(seatIds)})`,
  );
  for (const ticket of tickets) used.add(Number(ticket.seat_id));
  return used;
}

/** Price band ids by code (or codes by id). */
async function bandIdsOf(tx: Tx | Db): Promise<Map<string, number>>;
async function bandIdsOf(tx: Tx | Db, byId: true): Promise<Map<number, string>>;
async function bandIdsOf(tx: Tx | Db, byId?: true) {
  const bands = await tx
    .select({ id: s.priceBands.id, code: s.priceBands.code })
    .from(s.priceBands);
  return byId
    ? new Map(bands.map((band) => [band.id, band.code]))
    : new Map(bands.map((band) => [band.code, band.id]));
}

/** The venue's rows by section code and row label. */
async function rowIdsOf(
  tx: Tx,
  venueId: number,
): Promise<Map<string, { id: number; sectionId: number }>> {
  const rows = await tx
    .select({
      id: s.venueRows.id,
      sectionId: s.venueRows.sectionId,
      code: s.venueSections.code,
      label: s.venueRows.label,
    })
    .from(s.venueRows)
    .innerJoin(s.venueSections, eq(s.venueSections.id, s.venueRows.sectionId))
    .where(eq(s.venueSections.venueId, venueId));
  return new Map(rows.map((row) => [seatKey(row.code, row.label, ''), row]));
}

function bandIdOf(bandIds: Map<string, number>, code: string): number {
  const id = bandIds.get(code);
  // The plan was read against the bands that exist, and bands are never removed.
  if (id === undefined) throw new Error(`price band ${code} is not there`);
  return id;
}

/** The plan's new seats; their ids, in the plan's order. */
async function insertSeats(
  tx: Tx,
  venueId: number,
  added: LayoutDiff['added'],
  rowIds: Map<string, { id: number; sectionId: number }>,
  bandIds: Map<string, number>,
): Promise<number[]> {
  const values = added.map(({ section, row, seat }) => {
    const place = rowIds.get(seatKey(section.code, row.label, ''));
    if (!place) throw new Error(`row ${section.code} ${row.label} is not there`);
    return {
      venueId,
      sectionId: place.sectionId,
      rowId: place.id,
      label: seat.label,
      ...seatColumns(seat, bandIdOf(bandIds, seat.band)),
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += BATCH) {
    const inserted = await tx
      .insert(s.seats)
      .values(values.slice(i, i + BATCH))
      .returning({ id: s.seats.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Kept seats take the plan's attributes; only those that differ are written. How many. */
async function updateKeptSeats(
  tx: Tx,
  records: LayoutRecords,
  diff: LayoutDiff,
  bandIds: Map<string, number>,
): Promise<number> {
  const rows = new Map(records.seats.map((seat) => [seat.id, seat]));
  const changed: (SeatColumns & { id: number })[] = [];
  for (const [seat, id] of diff.kept) {
    const row = rows.get(id);
    const columns = seatColumns(seat, bandIdOf(bandIds, seat.band));
    if (row && !sameColumns(row, columns)) changed.push({ id, ...columns });
  }
  for (let i = 0; i < changed.length; i += BATCH) {
    const batch = changed.slice(i, i + BATCH).map((c) => ({
      id: c.id,
      x: c.x,
      y: c.y,
      price_band_id: c.priceBandId,
      wheelchair: c.wheelchair,
      companion: c.companion,
      aisle: c.aisle,
      end_of_row: c.endOfRow,
      position_in_row: c.positionInRow,
      view_of_stage: c.viewOfStage,
      floors_above_stage: c.floorsAboveStage,
      restricted_view: c.restrictedView,
      step_free: c.stepFree,
      door: c.door,
      box: c.box,
    }));
    await tx.execute(sql`
      update ${s.seats} set
        x = v.x, y = v.y, price_band_id = v.price_band_id, wheelchair = v.wheelchair,
        companion = v.companion, aisle = v.aisle, end_of_row = v.end_of_row,
        position_in_row = v.position_in_row, view_of_stage = v.view_of_stage,
        floors_above_stage = v.floors_above_stage, restricted_view = v.restricted_view,
        step_free = v.step_free, door = v.door, box = v.box
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
        id int, x real, y real, price_band_id int, wheelchair boolean, companion boolean,
        aisle boolean, end_of_row boolean, position_in_row text, view_of_stage text,
        floors_above_stage smallint, restricted_view jsonb, step_free jsonb, door text, box text)
      where ${s.seats.id} = v.id`);
  }
  return changed.length;
}

/** Rows and sections the plan left out, once their seats are gone. */
async function deleteEmptyRowsAndSections(
  tx: Tx,
  venueId: number,
  plan: VenuePlan,
  kept: Map<string, number>,
): Promise<void> {
  const keptRows = new Set(
    plan.sections.flatMap((section) =>
      section.rows.map((row) => seatKey(section.code, row.label, '')),
    ),
  );
  const rows = await rowIdsOf(tx, venueId);
  const dropRows = [...rows.entries()]
    .filter(([key]) => !keptRows.has(key))
    .map(([, row]) => row.id);
  if (dropRows.length > 0) await tx.delete(s.venueRows).where(inArray(s.venueRows.id, dropRows));
  const sections = await tx
    .select({ id: s.venueSections.id, code: s.venueSections.code })
    .from(s.venueSections)
    .where(eq(s.venueSections.venueId, venueId));
  const dropSections = sections
    .filter((section) => !kept.has(section.code))
    .map((section) => section.id);
  if (dropSections.length > 0)
    await tx.delete(s.venueSections).where(inArray(s.venueSections.id, dropSections));
}
