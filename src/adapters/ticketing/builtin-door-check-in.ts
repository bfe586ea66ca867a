/**
 * Checking tickets in at the door on the built-in engine (port DoorCheckIn, issue 13). An
 * admission is one row of ticket_admissions, whose primary key is the ticket: the INSERT … ON
 * CONFLICT DO NOTHING admits a ticket once however many doors scan it at the same moment, and a
 * door that loses reads who won. The rules (what a scan means, an offline scan's time, a sync
 * sent again) are the domain's (domain/door/door-rules.ts).
 *
 * No audit row per scan: the audit log records staff *changes* to the theatre's records
 * (accounts, season, prices), with before and after. An admission changes nothing there; it is
 * the door's own work, and its row already says who (staff_id), when (scanned_at, recorded_at)
 * and how (offline). A second record of every scan would double the door's writes at curtain-up
 * for nothing the admission does not already hold.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { doorAccessNotes, doorSeatLabel } from '../../domain/door/door-labels.ts';
import {
  DOOR_PERFORMANCES_MAX,
  doorDayStart,
  doorTicketState,
  firstScanOfEachTicket,
  isSameOfflineScan,
  offlineScanTime,
  scanDecision,
} from '../../domain/door/door-rules.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { DoorActor, DoorCheckIn } from '../../domain/ports/door-check-in.ts';
import type {
  DoorCounts,
  DoorList,
  DoorOutcome,
  DoorPerformance,
  DoorPerformances,
  DoorScanResult,
  DoorSyncBody,
  DoorSyncResult,
  DoorTicket,
} from '../../shared/contracts/door.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import {
  type DoorTicketRow,
  doorScanRead,
  doorTicketsByBarcode,
  doorTicketsOfPerformance,
} from './door-statements.ts';

function scannedTicket(row: DoorTicketRow | null | undefined) {
  const state = row ? doorTicketState(row.orderState) : null;
  if (!row || !state) return null;
  return { performanceId: row.performanceId, state, admitted: row.admittedAt !== null };
}

function doorTicket(row: DoorTicketRow, locale: Locale): DoorTicket {
  return {
    barcode: row.barcode,
    seat: doorSeatLabel(row, locale),
    priceType: localize(row.priceType, locale),
    name: `${row.firstName} ${row.lastName}`.trim(),
    accessNotes: doorAccessNotes(row, locale),
    state: doorTicketState(row.orderState) === 'valid' ? 'valid' : 'refunded',
    admittedAt: row.admittedAt?.toISOString() ?? null,
    admittedBy: row.admittedBy ?? null,
  };
}

function performanceOf(row: DoorTicketRow, locale: Locale): DoorPerformance {
  return {
    id: row.performanceId,
    title: localize(row.title, locale),
    startsAt: row.startsAt.toISOString(),
    venue: localize(row.venue, locale),
  };
}

export class BuiltinDoorCheckIn implements DoorCheckIn {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async performances(locale: Locale): Promise<DoorPerformances> {
    const rows = await this.db
      .select({
        id: s.performances.id,
        startsAt: s.performances.startsAt,
        title: s.productions.title,
        venue: s.venues.name,
      })
      .from(s.performances)
      .innerJoin(s.productions, eq(s.productions.id, s.performances.productionId))
      .innerJoin(s.venues, eq(s.venues.id, s.performances.venueId))
      .where(
        and(
          eq(s.performances.cancelled, false),
          gte(s.performances.startsAt, doorDayStart(this.clock.now())),
        ),
      )
      .orderBy(asc(s.performances.startsAt), asc(s.performances.id))
      .limit(DOOR_PERFORMANCES_MAX);
    const counts = await this.countsOf(rows.map((row) => row.id));
    return {
      performances: rows.map((row) => ({
        id: row.id,
        title: localize(row.title, locale),
        startsAt: row.startsAt.toISOString(),
        venue: localize(row.venue, locale),
        counts: counts.get(row.id) ?? { admitted: 0, expected: 0 },
      })),
    };
  }

  async list(performanceId: number, locale: Locale): Promise<DoorList> {
    const performance = await this.performance(performanceId, locale);
    const rows = await doorTicketsOfPerformance(this.db, performanceId);
    const tickets = rows.map((row) => doorTicket(row, locale));
    const valid = tickets.filter((ticket) => ticket.state === 'valid');
    return {
      performance,
      tickets,
      // Counted from the same rows, so the list and its counts agree.
      counts: {
        admitted: valid.filter((ticket) => ticket.admittedAt !== null).length,
        expected: valid.length,
      },
      generatedAt: this.clock.now().toISOString(),
    };
  }

  async scan(
    performanceId: number,
    barcode: string,
    by: DoorActor,
    locale: Locale,
  ): Promise<DoorScanResult> {
    const now = this.clock.now();
    const read = await doorScanRead(this.db, performanceId, barcode);
    if (!read) throw new AppError('PERFORMANCE_NOT_FOUND');
    let { counts, ticket: row } = read;
    let decision = scanDecision(scannedTicket(row), performanceId);
    let admitted = false;
    if (decision === 'admit' && row) {
      admitted = await this.admit(row.id, performanceId, by, now);
      if (admitted) {
        row = {
          ...row,
          admittedAt: now,
          admittedBy: by.name,
          admittedByStaffId: by.staffId,
          admittedOffline: false,
        };
        counts = { ...counts, admitted: counts.admitted + 1 };
      } else {
        // Another door let it in a moment before: read when and by whom.
        const again = await doorScanRead(this.db, performanceId, barcode);
        row = again?.ticket ?? null;
        counts = again?.counts ?? counts;
        decision = scanDecision(scannedTicket(row), performanceId);
        if (decision === 'admit') throw new Error('door scan: not admitted, and no admission');
      }
    }
    const outcome = admitted ? 'admitted' : decision === 'admit' ? 'already-admitted' : decision;
    return {
      outcome,
      ticket: row ? doorTicket(row, locale) : null,
      otherPerformance: row && outcome === 'other-performance' ? performanceOf(row, locale) : null,
      counts,
    };
  }

  async sync(
    performanceId: number,
    scans: DoorSyncBody['scans'],
    by: DoorActor,
    locale: Locale,
  ): Promise<DoorSyncResult> {
    const now = this.clock.now();
    const timed = scans.map((scan, i) => {
      const scannedAt = offlineScanTime(new Date(scan.scannedAt), now);
      if (!scannedAt)
        throw new AppError('VALIDATION_FAILED', {
          fields: { [`body.scans.${i}.scannedAt`]: 'staff.door.validation.scannedAt' },
        });
      return { ...scan, key: scan.barcode, scannedAt };
    });
    await this.countsOfPerformance(performanceId);
    const barcodes = [...new Set(timed.map((scan) => scan.barcode))];
    const before = await doorTicketsByBarcode(this.db, barcodes);
    const toAdmit = [...firstScanOfEachTicket(timed).values()]
      .flatMap((scan) => {
        const row = before.get(scan.barcode);
        return row && scanDecision(scannedTicket(row), performanceId) === 'admit'
          ? [{ orderTicketId: row.id, scannedAt: scan.scannedAt }]
          : [];
      })
      // In ticket order: two doors syncing the same tickets at once then wait for each other
      // ticket by ticket in the same order, and never deadlock.
      .sort((a, b) => a.orderTicketId - b.orderTicketId);
    // One statement for the whole sync: all its admissions or none, each ticket at most once.
    if (toAdmit.length > 0)
      await this.db
        .insert(s.ticketAdmissions)
        .values(
          toAdmit.map((scan) => ({
            orderTicketId: scan.orderTicketId,
            performanceId,
            staffId: by.staffId,
            scannedAt: scan.scannedAt,
            recordedAt: now,
            offline: true,
          })),
        )
        .onConflictDoNothing({ target: s.ticketAdmissions.orderTicketId });
    // Read again: what each ticket's admission is now decides every scan's answer, ours or not.
    const after = toAdmit.length > 0 ? await doorTicketsByBarcode(this.db, barcodes) : before;
    const counts = await this.countsOfPerformance(performanceId);
    const results = timed.map((scan) => {
      const row = after.get(scan.barcode);
      const decision = scanDecision(scannedTicket(row), performanceId);
      const ours =
        decision === 'already-admitted' &&
        row?.admittedAt &&
        isSameOfflineScan(
          {
            staffId: row.admittedByStaffId ?? 0,
            scannedAt: row.admittedAt,
            offline: row.admittedOffline ?? false,
          },
          { staffId: by.staffId, scannedAt: scan.scannedAt },
        );
      // A valid ticket of this performance has an admission once the insert ran: without one
      // something is wrong, and the page sends the sync again (which then finds its own scans).
      if (decision === 'admit') throw new Error('door sync: a valid ticket left without admission');
      const outcome: DoorOutcome = ours ? 'admitted' : decision;
      return {
        clientId: scan.clientId,
        outcome,
        conflict: !ours,
        ticket: row ? doorTicket(row, locale) : null,
        otherPerformance:
          row && outcome === 'other-performance' ? performanceOf(row, locale) : null,
        counts,
      };
    });
    return { results, counts };
  }

  /** Admits a ticket unless a door has already: true when this call let it in. */
  private async admit(
    orderTicketId: number,
    performanceId: number,
    by: DoorActor,
    now: Date,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(s.ticketAdmissions)
      .values({
        orderTicketId,
        performanceId,
        staffId: by.staffId,
        scannedAt: now,
        recordedAt: now,
        offline: false,
      })
      .onConflictDoNothing({ target: s.ticketAdmissions.orderTicketId })
      .returning({ id: s.ticketAdmissions.orderTicketId });
    return inserted.length === 1;
  }

  private async performance(performanceId: number, locale: Locale): Promise<DoorPerformance> {
    const [row] = await this.db
      .select({
        id: s.performances.id,
        startsAt: s.performances.startsAt,
        title: s.productions.title,
        venue: s.venues.name,
      })
      .from(s.performances)
      .innerJoin(s.productions, eq(s.productions.id, s.performances.productionId))
      .innerJoin(s.venues, eq(s.venues.id, s.performances.venueId))
      .where(eq(s.performances.id, performanceId));
    if (!row) throw new AppError('PERFORMANCE_NOT_FOUND');
    return {
      id: row.id,
      title: localize(row.title, locale),
      startsAt: row.startsAt.toISOString(),
      venue: localize(row.venue, locale),
    };
  }

  /** A performance's counts; PERFORMANCE_NOT_FOUND for no such performance. */
  private async countsOfPerformance(performanceId: number): Promise<DoorCounts> {
    const counts = (await this.countsOf([performanceId])).get(performanceId);
    if (!counts) throw new AppError('PERFORMANCE_NOT_FOUND');
    return counts;
  }

  /**
   * Valid tickets sold and admitted, for each of these performances that exists (a refunded
   * ticket counts in neither); one indexed pass over each performance's tickets.
   */
  private async countsOf(performanceIds: number[]): Promise<Map<number, DoorCounts>> {
    if (performanceIds.length === 0) return new Map();
    const valid = sql`${s.orders.state} = 'confirmed' and ${s.orderTickets.barcode} is not null`;
    const rows = await this.db
      .select({
        performanceId: s.performances.id,
        expected: sql<number>`count(${s.orderTickets.id}) filter (where ${valid})`.mapWith(Number),
        admitted:
          sql<number>`count(${s.ticketAdmissions.orderTicketId}) filter (where ${valid})`.mapWith(
            Number,
          ),
      })
      .from(s.performances)
      .leftJoin(s.orderTickets, eq(s.orderTickets.performanceId, s.performances.id))
      .leftJoin(s.orders, eq(s.orders.id, s.orderTickets.orderId))
      .leftJoin(s.ticketAdmissions, eq(s.ticketAdmissions.orderTicketId, s.orderTickets.id))
      .where(inArray(s.performances.id, performanceIds))
      .groupBy(s.performances.id);
    return new Map(
      rows.map((row) => [row.performanceId, { admitted: row.admitted, expected: row.expected }]),
    );
  }
}
