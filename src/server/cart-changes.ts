/**
 * When each cart last changed its seats (a hold, a release, a booth booking, an emptied cart),
 * for as long as a catalogue answer is reused: the buyer who just held two seats then reads the
 * performance fresh ("224 seats left", not the cached 226), everyone else keeps the one-second
 * cache (docs/decisions/004). The routes that change a cart's seats note the cart they changed
 * before their answer leaves (`seatsChanged` in cart.routes.ts and sensory-booth.routes.ts), so
 * the buyer's next read already sees it. In memory and bounded: a cart forgotten early only means
 * an answer up to a second old, as before.
 */
const MAX_ENTRIES = 10_000;

export class CartChanges {
  private readonly changes = new Map<string, number>();
  private readonly windowMs: number;

  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  note(cartId: string): void {
    if (this.windowMs <= 0) return;
    const at = Date.now();
    this.changes.delete(cartId);
    if (this.changes.size >= MAX_ENTRIES) {
      // Oldest first (insertion order): drop those past the window, else the oldest half.
      for (const [id, when] of this.changes) {
        if (when > at - this.windowMs && this.changes.size < MAX_ENTRIES / 2) break;
        this.changes.delete(id);
      }
    }
    this.changes.set(cartId, at);
  }

  /** When the cart last changed its seats, if within the window; else undefined. */
  changedAt(cartId: string | null): number | undefined {
    if (!cartId) return undefined;
    const at = this.changes.get(cartId);
    if (at === undefined) return undefined;
    if (at <= Date.now() - this.windowMs) {
      this.changes.delete(cartId);
      return undefined;
    }
    return at;
  }
}
