/**
 * One door's check-in of one performance, outside React: it keeps the ticket list and the queue
 * of offline scans (DoorStore), asks the server for each scan and decides on the phone when the
 * server cannot be reached, sends the queue when the connection is back, and tells the page
 * (subscribe/snapshot, for useSyncExternalStore) what to show.
 */
import { DOOR_SYNC_MAX, type DoorList } from '../../../shared/contracts/door.ts';
import { ApiError } from '../../lib/http-client.ts';
import type { DoorApi, DoorSyncResult } from './door-api.ts';
import {
  countsWithQueue,
  type DoorAnswer,
  decideLocally,
  newClientId,
  type QueuedScan,
  withoutAnswered,
  withQueuedAdmissions,
  withServerAnswer,
  withTicket,
} from './door-local.ts';
import type { DoorStore } from './door-store.ts';

/** A scan the page admitted offline that the server, at the sync, found it should not have. */
export interface DoorConflict {
  clientId: string;
  barcode: string;
  result: DoorSyncResult['results'][number];
}

export interface DoorState {
  list: DoorList | null;
  /** The list could not be had (neither kept nor fetched). */
  listError: boolean;
  /** Scans admitted offline, waiting for the server. */
  waiting: number;
  /** False while the server cannot be reached (or the browser says it is offline). */
  online: boolean;
  syncing: boolean;
  /** The latest answer, and how long it took from the scan (milliseconds). */
  answer: (DoorAnswer & { ms: number }) | null;
  /** The answers before it, newest first (a few). */
  recent: DoorAnswer[];
  conflicts: DoorConflict[];
  /** The sign-in ended (401/403): the page sends the staff member to sign in again. */
  signedOut: boolean;
}

export interface DoorSessionOptions {
  performanceId: number;
  api: DoorApi;
  store: DoorStore;
  /** Whose admission an offline scan is (the staff member's name). */
  doorName: () => string;
  now?: () => Date;
  /** The browser's word on the connection (navigator.onLine). */
  browserOnline?: () => boolean;
  /** How long a scan waits for the server before the phone decides it itself. */
  scanTimeoutMs?: number;
}

const RECENT = 5;

/** Statuses that mean the server is not there to answer (a proxy's), as a lost connection. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

function signedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export class DoorSession {
  private state: DoorState = {
    list: null,
    listError: false,
    waiting: 0,
    online: true,
    syncing: false,
    answer: null,
    recent: [],
    conflicts: [],
    signedOut: false,
  };
  private queue: QueuedScan[] = [];
  private readonly listeners = new Set<() => void>();
  /**
   * Scans are asked at once, not one after another (a burst of tickets must not wait in line);
   * each has a number, so an older scan's late answer never covers a newer one's.
   */
  private scans = 0;
  private shown = 0;
  private readonly options: Required<DoorSessionOptions>;

  constructor(options: DoorSessionOptions) {
    this.options = {
      now: () => new Date(),
      browserOnline: () => navigator.onLine,
      scanTimeoutMs: 2500,
      ...options,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = (): DoorState => this.state;

  private update(change: Partial<DoorState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private get id() {
    return this.options.performanceId;
  }

  /** The kept list and queue first (at once, also offline), then the server's fresh list. */
  async open(): Promise<void> {
    const { store } = this.options;
    const [kept, queue] = await Promise.all([
      store.list(this.id).catch(() => undefined),
      store.queue(this.id).catch(() => []),
    ]);
    this.queue = queue;
    this.update({ list: kept ?? null, waiting: queue.length });
    await this.refresh();
    if (this.queue.length > 0) await this.sync();
  }

  /** Fetches the list again (other doors' admissions), keeping this phone's queued ones. */
  async refresh(): Promise<void> {
    if (!this.options.browserOnline()) {
      this.update({ online: false, listError: this.state.list === null });
      return;
    }
    try {
      const fresh = await this.options.api.list(this.id);
      const list = withQueuedAdmissions(fresh, this.state.list ?? undefined, this.queue);
      this.update({ list, online: true, listError: false });
      await this.options.store.saveList(this.id, list).catch(() => undefined);
    } catch (error) {
      if (signedOut(error)) this.update({ signedOut: true });
      this.update({
        online: unreachable(error) ? false : this.state.online,
        listError: this.state.list === null,
      });
    }
  }

  /** A ticket's number, scanned or typed. */
  scan(barcode: string): Promise<void> {
    return this.answer(barcode, performance.now(), ++this.scans);
  }

  /** A QR code that is no ticket's: said on the page at once, without asking anyone. */
  notATicket(code: string): void {
    const list = this.state.list;
    this.show(
      {
        outcome: 'not-found',
        ticket: null,
        otherPerformance: null,
        counts: list?.counts ?? { admitted: 0, expected: 0 },
        barcode: code.slice(0, 40),
        local: false,
        notTicket: true,
        at: this.options.now().toISOString(),
      },
      performance.now(),
      ++this.scans,
      list,
      this.state.online,
    );
  }

  private async answer(barcode: string, started: number, seq: number): Promise<void> {
    if (this.options.browserOnline()) {
      try {
        const result = await this.options.api.scan(
          this.id,
          barcode,
          AbortSignal.timeout(this.options.scanTimeoutMs),
        );
        const at = this.options.now().toISOString();
        // The list as it is now: other scans may have changed it meanwhile.
        const list = this.state.list;
        const next = list ? withServerAnswer(list, result, this.queue.length) : null;
        this.show({ ...result, barcode, local: false, at }, started, seq, next, true);
        if (next) void this.options.store.saveList(this.id, next).catch(() => undefined);
        // The connection works: anything admitted while it did not goes to the server now.
        if (this.queue.length > 0) void this.sync();
        return;
      } catch (error) {
        if (signedOut(error)) {
          this.update({ signedOut: true });
          return;
        }
        if (!unreachable(error)) throw error;
      }
    }
    const list = this.state.list;
    if (!list) {
      this.update({ online: false, listError: true });
      return;
    }
    const decided = decideLocally(list, barcode, this.options.now(), this.options.doorName());
    if (decided.admitted) {
      this.queue = [
        ...this.queue,
        { clientId: newClientId(), barcode, scannedAt: decided.answer.at },
      ];
      // The queue is written before the answer shows: a reload right after keeps the scan.
      await this.options.store.saveQueue(this.id, this.queue).catch(() => undefined);
    }
    this.show(decided.answer, started, seq, decided.list, false);
    void this.options.store.saveList(this.id, decided.list).catch(() => undefined);
  }

  private show(
    answer: DoorAnswer,
    started: number,
    seq: number,
    list: DoorList | null,
    online: boolean,
  ) {
    const common = { list, online, waiting: this.queue.length };
    if (seq < this.shown) {
      // A newer scan is on show already: this one goes among the earlier ones.
      this.update({ ...common, recent: [answer, ...this.state.recent].slice(0, RECENT) });
      return;
    }
    this.shown = seq;
    const previous = this.state.answer;
    let recent = this.state.recent;
    if (previous) {
      const { ms: _ms, ...earlier } = previous;
      recent = [earlier, ...recent].slice(0, RECENT);
    }
    this.update({
      ...common,
      answer: { ...answer, ms: Math.round(performance.now() - started) },
      recent,
    });
  }

  /**
   * Sends the queue (in chunks of the contract's maximum). Only scans the server answered leave
   * the queue; a failed send keeps them all for the next try.
   */
  async sync(): Promise<void> {
    if (this.state.syncing || this.queue.length === 0) return;
    if (!this.options.browserOnline()) {
      this.update({ online: false });
      return;
    }
    this.update({ syncing: true });
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.slice(0, DOOR_SYNC_MAX);
        const answer = await this.options.api.sync(this.id, { scans: batch });
        this.queue = withoutAnswered(
          this.queue,
          answer.results.map((result) => result.clientId),
        );
        await this.options.store.saveQueue(this.id, this.queue).catch(() => undefined);
        this.apply(answer, batch);
        // Nothing in the batch was answered: stop rather than send it again at once.
        if (answer.results.length === 0) break;
      }
      this.update({ online: true });
    } catch (error) {
      if (signedOut(error)) this.update({ signedOut: true });
      else if (unreachable(error)) this.update({ online: false });
    } finally {
      this.update({ syncing: false, waiting: this.queue.length });
    }
  }

  private apply(answer: DoorSyncResult, batch: QueuedScan[]) {
    const byId = new Map(batch.map((scan) => [scan.clientId, scan]));
    let list = this.state.list;
    const conflicts = [...this.state.conflicts];
    for (const result of answer.results) {
      const scan = byId.get(result.clientId);
      if (!scan) continue;
      // The server's word on the ticket replaces the phone's (another door may have been first).
      if (list && result.ticket && result.outcome !== 'other-performance')
        list = withTicket(list, result.ticket);
      if (result.conflict)
        conflicts.unshift({ clientId: scan.clientId, barcode: scan.barcode, result });
    }
    if (list) {
      list = { ...list, counts: countsWithQueue(answer.counts, this.queue.length) };
      void this.options.store.saveList(this.id, list).catch(() => undefined);
    }
    this.update({ list, conflicts });
  }

  /** The staff member has read a conflict. */
  dismissConflict(clientId: string): void {
    this.update({
      conflicts: this.state.conflicts.filter((conflict) => conflict.clientId !== clientId),
    });
  }
}
