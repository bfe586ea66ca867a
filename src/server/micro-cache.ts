/**
 * A tiny time-boxed cache of serialised responses. During an on-sale rush hundreds of buyers ask
 * for the same performance each second; serving the last second's answer keeps the database free
 * for holds. Entries are dropped on expiry, and the map is bounded.
 */
export class MicroCache {
  private readonly entries = new Map<string, { expires: number; value: string }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 5000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  async get(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
