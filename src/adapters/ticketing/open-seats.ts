/** A performance's seats that a plan may use, as read at one moment. */
export interface OpenSeats {
  /** Available, or held past the deadline (a lapsed hold is anyone's). */
  free: Set<number>;
  /** Seats under a live hold, and the cart holding each. */
  holders: Map<number, string>;
  /** The first live hold's deadline (ms): from then on a held seat may be free. */
  firstDeadline: number | null;
}

/**
 * How long a performance's open seats are reused by plans. Every change this process makes is
 * applied at once (holds taken are remembered, releases drop the copy); the age bounds how long
 * a change made elsewhere (the box office, another process) goes unseen by plans, which can only
 * refuse, never give a seat (decision 006).
 */
const OPEN_SEATS_REUSE_MS = 1000;
/** Longer than a read plus the reuse: no copy read before a take outlives its memory. */
const TAKEN_MEMORY_MS = 3 * OPEN_SEATS_REUSE_MS;

interface TakenSeat {
  cartId: string;
  deadline: number;
  forgetAt: number;
}

interface Cached {
  seats: OpenSeats;
  readAt: number;
}

/**
 * The open seats of each performance, read once and reused by the plans of an on-sale rush:
 * without it, every buyer's plan read the whole house, and those reads were most of the
 * database's work while the house filled.
 */
export class OpenSeatsCache {
  private readonly read: (performanceId: number) => Promise<OpenSeats>;
  /** The read running for each performance: plans arriving meanwhile share it. */
  private readonly running = new Map<number, Promise<OpenSeats>>();
  private readonly cached = new Map<number, Cached>();
  /** Bumped by every release: a read that began before it is neither kept nor shared. */
  private readonly epochs = new Map<number, number>();
  /**
   * Seats this process took lately, per performance: by which cart, until the hold's deadline
   * (application clock) and no longer than the memory lasts (wall clock).
   */
  private readonly taken = new Map<number, Map<number, TakenSeat>>();
  /** When the first remembered seat of each performance is to be forgotten. */
  private readonly firstDue = new Map<number, { wall: number; deadline: number }>();
  private readonly now: () => number;

  constructor(read: (performanceId: number) => Promise<OpenSeats>, now: () => number) {
    this.read = read;
    this.now = now;
  }

  /** The open seats, as this process knows them: seats it took since the read count as taken. */
  async get(
    performanceId: number,
  ): Promise<{ seats: OpenSeats; takenLately: Map<number, { cartId: string }> }> {
    const cached = this.cached.get(performanceId);
    const usable =
      cached &&
      Date.now() - cached.readAt < OPEN_SEATS_REUSE_MS &&
      (cached.seats.firstDeadline === null || this.now() < cached.seats.firstDeadline);
    const seats = usable ? cached.seats : await this.readShared(performanceId);
    return { seats, takenLately: this.takenLately(performanceId) };
  }

  private readShared(performanceId: number): Promise<OpenSeats> {
    const running = this.running.get(performanceId);
    if (running) return running;
    const epoch = this.epochs.get(performanceId) ?? 0;
    const readAt = Date.now();
    const read = this.read(performanceId).then((seats) => {
      if ((this.epochs.get(performanceId) ?? 0) === epoch)
        this.cached.set(performanceId, { seats, readAt });
      return seats;
    });
    this.running.set(performanceId, read);
    const done = () => {
      if (this.running.get(performanceId) === read) this.running.delete(performanceId);
    };
    read.then(done, done);
    return read;
  }

  /** A hold succeeded: its seats are taken, whatever a copy read before it says. */
  took(performanceId: number, seatIds: readonly number[], cartId: string, deadline: Date): void {
    let taken = this.taken.get(performanceId);
    if (!taken) {
      taken = new Map();
      this.taken.set(performanceId, taken);
    }
    const forgetAt = Date.now() + TAKEN_MEMORY_MS;
    for (const id of seatIds) taken.set(id, { cartId, deadline: deadline.getTime(), forgetAt });
    const due = this.firstDue.get(performanceId);
    this.firstDue.set(performanceId, {
      wall: Math.min(due?.wall ?? forgetAt, forgetAt),
      deadline: Math.min(due?.deadline ?? deadline.getTime(), deadline.getTime()),
    });
  }

  /** Seats came free (released, swept) or a hold found the copy wrong: read afresh. */
  changed(performanceId: number, freedSeatIds: readonly number[] = []): void {
    this.epochs.set(performanceId, (this.epochs.get(performanceId) ?? 0) + 1);
    this.cached.delete(performanceId);
    this.running.delete(performanceId);
    const taken = this.taken.get(performanceId);
    for (const id of freedSeatIds) taken?.delete(id);
  }

  /** A venue's layout changed (seats added or removed): every performance is read afresh. */
  changedEverywhere(): void {
    for (const performanceId of new Set([...this.cached.keys(), ...this.running.keys()]))
      this.changed(performanceId);
  }

  private takenLately(performanceId: number): Map<number, { cartId: string }> {
    const taken = this.taken.get(performanceId);
    if (!taken) return new Map();
    const wall = Date.now();
    const now = this.now();
    // Only when the first of them is due: a rush plans thousands of times a second.
    const due = this.firstDue.get(performanceId);
    if (due && (due.wall <= wall || due.deadline <= now)) {
      let next = { wall: Number.POSITIVE_INFINITY, deadline: Number.POSITIVE_INFINITY };
      for (const [id, seat] of taken)
        if (seat.forgetAt <= wall || seat.deadline <= now) taken.delete(id);
        else
          next = {
            wall: Math.min(next.wall, seat.forgetAt),
            deadline: Math.min(next.deadline, seat.deadline),
          };
      this.firstDue.set(performanceId, next);
      if (taken.size === 0) {
        this.taken.delete(performanceId);
        this.firstDue.delete(performanceId);
      }
    }
    return taken;
  }
}
