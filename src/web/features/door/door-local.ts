/**
 * The door's own rules for the ticket list it keeps (issue 13, "keeps working through a lost
 * connection"): what a scan is when the server cannot be asked, and how the server's answers
 * update the kept list. Plain functions over plain data, so they are tested without a browser.
 */
import type {
  DoorList,
  DoorOutcome,
  DoorScanResult,
  DoorTicket,
} from '../../../shared/contracts/door.ts';

/** A scan admitted on this phone while offline, waiting to be sent to the server. */
export interface QueuedScan {
  clientId: string;
  barcode: string;
  scannedAt: string;
}

/** What the page shows for a scan, online or decided on the phone. */
export interface DoorAnswer extends DoorScanResult {
  barcode: string;
  /** Decided from the kept list, without the server (offline). */
  local: boolean;
  /** When the page had its answer. */
  at: string;
  /** The camera read a QR code that is not a ticket's (a poster's link, say). */
  notTicket?: boolean;
}

/** The list with one ticket replaced by a newer word on it (or added: sold since it came). */
export function withTicket(list: DoorList, ticket: DoorTicket): DoorList {
  let found = false;
  const tickets = list.tickets.map((kept) => {
    if (kept.barcode !== ticket.barcode) return kept;
    found = true;
    return ticket;
  });
  if (!found) tickets.push(ticket);
  return { ...list, tickets };
}

/**
 * A scan decided on the phone: the kept list says whether the ticket is valid and not yet in.
 * `admittedBy` names this door for a ticket it lets in. A code the list does not hold is "not
 * found" here: offline the page cannot tell another performance's ticket from a wrong number.
 */
export function decideLocally(
  list: DoorList,
  barcode: string,
  at: Date,
  admittedBy: string,
): { answer: DoorAnswer; list: DoorList; admitted: boolean } {
  const ticket = list.tickets.find((kept) => kept.barcode === barcode) ?? null;
  const answer = (outcome: DoorOutcome, shown: DoorTicket | null, next: DoorList) => ({
    outcome,
    ticket: shown,
    otherPerformance: null,
    counts: next.counts,
    barcode,
    local: true,
    at: at.toISOString(),
  });
  if (!ticket) return { answer: answer('not-found', null, list), list, admitted: false };
  if (ticket.state === 'refunded')
    return { answer: answer('refunded', ticket, list), list, admitted: false };
  if (ticket.admittedAt)
    return { answer: answer('already-admitted', ticket, list), list, admitted: false };
  const admittedTicket: DoorTicket = { ...ticket, admittedAt: at.toISOString(), admittedBy };
  const next = {
    ...withTicket(list, admittedTicket),
    counts: { ...list.counts, admitted: list.counts.admitted + 1 },
  };
  return { answer: answer('admitted', admittedTicket, next), list: next, admitted: true };
}

/**
 * The server's counts as this page shows them: plus the admissions waiting in its queue, which
 * the server has not heard of yet.
 */
export function countsWithQueue(counts: DoorList['counts'], waiting: number): DoorList['counts'] {
  return { admitted: counts.admitted + waiting, expected: counts.expected };
}

/** The server's answer to a scan, folded into the kept list (its ticket and counts). */
export function withServerAnswer(
  list: DoorList,
  result: DoorScanResult,
  waiting: number,
): DoorList {
  const counts = countsWithQueue(result.counts, waiting);
  // A ticket of another performance does not belong in this list.
  if (!result.ticket || result.outcome === 'other-performance') return { ...list, counts };
  return { ...withTicket(list, result.ticket), counts };
}

/**
 * A list fresh from the server, with this phone's admissions that are still queued laid over
 * it (the server will hear of them at the next sync; until then they are admitted here).
 */
export function withQueuedAdmissions(
  fresh: DoorList,
  kept: DoorList | undefined,
  queue: readonly QueuedScan[],
): DoorList {
  if (queue.length === 0 || !kept) return fresh;
  const waiting = new Set(queue.map((scan) => scan.barcode));
  const keptByCode = new Map(kept.tickets.map((ticket) => [ticket.barcode, ticket]));
  let added = 0;
  const tickets = fresh.tickets.map((ticket) => {
    const mine = keptByCode.get(ticket.barcode);
    if (!waiting.has(ticket.barcode) || ticket.admittedAt || !mine?.admittedAt) return ticket;
    if (ticket.state === 'valid') added++;
    return { ...ticket, admittedAt: mine.admittedAt, admittedBy: mine.admittedBy };
  });
  return { ...fresh, tickets, counts: countsWithQueue(fresh.counts, added) };
}

/** A queue with the scans the server answered taken out (the others wait for the next try). */
export function withoutAnswered(
  queue: readonly QueuedScan[],
  answered: Iterable<string>,
): QueuedScan[] {
  const done = new Set(answered);
  return queue.filter((scan) => !done.has(scan.clientId));
}

/**
 * An id of the page's own for an offline scan, unique across reloads and doors: the sync answer
 * names it, so the page knows which of its scans the server has.
 */
export function newClientId(random: () => string = () => crypto.randomUUID()): string {
  return random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
}
