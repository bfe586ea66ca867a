/**
 * The door's rules (issue 13) as plain functions: what a scanned ticket means at a performance's
 * door, when an offline scan may be recorded, and which of a door's offline scans are the same
 * scan sent again (a sync retried) rather than a second person on one ticket.
 */
import type { OrderState } from '../../shared/contracts/checkout.ts';
import type { DoorOutcome } from '../../shared/contracts/door.ts';
import { wallClock } from '../../shared/dates.ts';
import { zonedTimeToInstant } from '../../shared/zoned-time.ts';

/** A ticket's standing: valid, or void because its order was cancelled into credit. */
export type DoorTicketState = 'valid' | 'refunded';

/**
 * A ticket's state from its order's. Only a confirmed order's tickets admit; a returned order
 * (cancelled into credit, its seats back on sale) keeps its barcode so the door can say why the
 * ticket fails. Any other state never had a barcode (it is issued with the sale): no ticket.
 */
export function doorTicketState(orderState: OrderState): DoorTicketState | null {
  if (orderState === 'confirmed') return 'valid';
  if (orderState === 'returned') return 'refunded';
  return null;
}

/** What the door knows of a scanned ticket before it tries to admit it. */
export interface ScannedTicket {
  performanceId: number;
  state: DoorTicketState;
  /** Its admission, if any door has let it in. */
  admitted: boolean;
}

/**
 * What a scan finds, short of the admission itself (`admit`: try it; the database decides who
 * wins). The order matters: a void ticket is refused as void even at another performance's door
 * (sending its holder to the other performance would only refuse them there), and a ticket of
 * another performance is that before anything about its admission there.
 */
export function scanDecision(
  ticket: ScannedTicket | null,
  performanceId: number,
): Exclude<DoorOutcome, 'admitted'> | 'admit' {
  if (!ticket) return 'not-found';
  if (ticket.state === 'refunded') return 'refunded';
  if (ticket.performanceId !== performanceId) return 'other-performance';
  if (ticket.admitted) return 'already-admitted';
  return 'admit';
}

/** A phone's clock may run this far ahead of the server's: its scans are taken as made now. */
export const OFFLINE_CLOCK_AHEAD_MS = 10 * 60_000;
/** An offline scan older than this is refused: no door stays offline for a day and a night. */
export const OFFLINE_SCAN_MAX_AGE_MS = 24 * 3600_000;

/**
 * When an offline scan is recorded as made: its own time, no later than now. A little ahead of
 * the server's clock (a phone's clock drifts) counts as now, so a sync never fails for it; far
 * ahead, or more than a day back, is not a scan of this performance's door (null: refused).
 */
export function offlineScanTime(scannedAt: Date, now: Date): Date | null {
  const ahead = scannedAt.getTime() - now.getTime();
  if (Number.isNaN(ahead) || ahead > OFFLINE_CLOCK_AHEAD_MS) return null;
  if (-ahead > OFFLINE_SCAN_MAX_AGE_MS) return null;
  return ahead > 0 ? now : scannedAt;
}

/** An admission as recorded: by whom, when the door saw it, and whether it was offline. */
export interface RecordedAdmission {
  staffId: number;
  scannedAt: Date;
  offline: boolean;
}

/**
 * Whether a recorded admission is this very offline scan, sent before: a sync whose answer was
 * lost on the way back is sent again, and must then report its scans admitted, not in conflict
 * with themselves. The same door member, offline, at the same instant is the same scan.
 */
export function isSameOfflineScan(
  recorded: RecordedAdmission,
  scan: { staffId: number; scannedAt: Date },
): boolean {
  return (
    recorded.offline &&
    recorded.staffId === scan.staffId &&
    recorded.scannedAt.getTime() === scan.scannedAt.getTime()
  );
}

/**
 * Of a sync's scans, the one of each ticket to try to admit: the earliest seen (ties: the first
 * sent). The others of the same ticket are a second person on it, unless they are the same scan
 * twice (same instant); both are answered after the admission is decided.
 */
export function firstScanOfEachTicket<T extends { key: string; scannedAt: Date }>(
  scans: readonly T[],
): Map<string, T> {
  const first = new Map<string, T>();
  for (const scan of scans) {
    const seen = first.get(scan.key);
    if (!seen || scan.scannedAt.getTime() < seen.scannedAt.getTime()) first.set(scan.key, scan);
  }
  return first;
}

/** How many performances the door's choice offers: today's and the next ones. */
export const DOOR_PERFORMANCES_MAX = 20;

/**
 * Where the door's choice of performances starts: midnight of today on the venue's clock, so a
 * door still letting in latecomers an hour after curtain up finds its performance.
 */
export function doorDayStart(now: Date, timeZone?: string): Date {
  const today = wallClock(now, timeZone);
  return zonedTimeToInstant({ ...today, hour: 0, minute: 0 }, timeZone);
}
