/**
 * Checking tickets in at the door (issue 13): a performance's ticket list (which the door page
 * keeps to work offline), scans admitted once each, and offline scans synced later. Whoever
 * scans first wins, and the database decides it: two doors scanning one ticket at once admit it
 * once, and the other learns when and by whom it was let in.
 */
import type {
  DoorList,
  DoorPerformances,
  DoorScanResult,
  DoorSyncBody,
  DoorSyncResult,
} from '../../shared/contracts/door.ts';
import type { Locale } from '../../shared/locales.ts';

/** The door member scanning (a signed-in staff member of role door or above). */
export interface DoorActor {
  staffId: number;
  /** Their name, as the door shows who admitted a ticket. */
  name: string;
}

export interface DoorCheckIn {
  /** Performances starting from the beginning of today (venue time), soonest first. */
  performances(locale: Locale): Promise<DoorPerformances>;

  /**
   * Every ticket sold for the performance, valid or refunded, with its admission; the labels in
   * `locale`. PERFORMANCE_NOT_FOUND for no such performance.
   */
  list(performanceId: number, locale: Locale): Promise<DoorList>;

  /**
   * One scan at the performance's door, now: admits a valid ticket not let in yet, exactly once
   * whatever other doors do at the same moment. PERFORMANCE_NOT_FOUND for no such performance.
   */
  scan(
    performanceId: number,
    barcode: string,
    by: DoorActor,
    locale: Locale,
  ): Promise<DoorScanResult>;

  /**
   * Scans a door let in while offline, admitted as of when the door saw them (offline). Each
   * scan's answer says whether it conflicts (the ticket was let in by another door first, or was
   * never valid here). Sending the same scans again changes nothing and reports no conflict.
   * Refuses the whole sync (VALIDATION_FAILED, nothing recorded) when a scan's time is far ahead
   * of the server's clock or more than a day old.
   */
  sync(
    performanceId: number,
    scans: DoorSyncBody['scans'],
    by: DoorActor,
    locale: Locale,
  ): Promise<DoorSyncResult>;
}
