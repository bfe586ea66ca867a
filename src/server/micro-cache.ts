/**
 * A tiny time-boxed cache of serialised responses. During an on-sale rush hundreds of buyers ask
 * for the same performance each second; serving the last second's answer keeps the database free
 * for holds. Entries are dropped on expiry, and the map is bounded.
 */
export class MicroCache {
  private readonly entries = new Map<string, { expires: number; value: string }>();
  private readonly loading = new Map<string, Promise<string>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 5000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /**
   * The cached value, or the one `load` gives. Requests that miss while a load for their key is
   * under way wait for that load instead of starting their own: when an entry expires in a rush
   * (or a page address is asked a thousand times at once), the database answers once, not once
   * per request.
   */
  async get(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loading = (async () => {
      try {
        const value = await load();
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { expires: now + this.ttlMs, value });
        return value;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, loading);
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }
}
