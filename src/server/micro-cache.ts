/**
 * A tiny time-boxed cache of serialised responses. During an on-sale rush hundreds of buyers ask
 * for the same performance each second; serving the last second's answer keeps the database free
 * for holds. Entries are dropped on expiry, and the map is bounded. Callers asking at once for a
 * missing entry share one load.
 *
 * `freshAfter`: the caller needs an answer read after that moment (a buyer who has just held or
 * released seats must not be shown the count from before); an older entry is not used for them,
 * and the fresh answer replaces it for everyone. See docs/decisions/004.
 */
export class MicroCache {
  private readonly entries = new Map<
    string,
    { expires: number; loadedAt: number; value: string }
  >();
  private readonly loading = new Map<string, { startedAt: number; value: Promise<string> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 5000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  async get(
    key: string,
    load: () => Promise<string>,
    freshAfter = Number.NEGATIVE_INFINITY,
  ): Promise<string> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && hit.loadedAt > freshAfter) return hit.value;
    const pending = this.loading.get(key);
    if (pending && pending.startedAt > freshAfter) return pending.value;
    const value = load();
    this.loading.set(key, { startedAt: now, value });
    try {
      const text = await value;
      // A slower, older load never replaces a newer answer.
      const current = this.entries.get(key);
      if (!current || current.loadedAt <= now) {
        if (!current && this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { expires: now + this.ttlMs, loadedAt: now, value: text });
      }
      return text;
    } finally {
      if (this.loading.get(key)?.value === value) this.loading.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
