import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicroCache } from './micro-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('MicroCache', () => {
  it('reuses an answer for its lifetime, then loads again', async () => {
    vi.useFakeTimers({ now: 10_000 });
    const cache = new MicroCache(1000);
    let loads = 0;
    const load = async () => String(++loads);
    expect(await cache.get('k', load)).toBe('1');
    vi.setSystemTime(10_999);
    expect(await cache.get('k', load)).toBe('1');
    vi.setSystemTime(11_000);
    expect(await cache.get('k', load)).toBe('2');
  });

  it('shares one load among callers asking at once', async () => {
    const cache = new MicroCache(1000);
    let loads = 0;
    let release: (text: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('x');
    expect(await answers).toEqual(['x', 'x', 'x']);
    expect(loads).toBe(1);
  });

  it('answers a caller who changed something after the entry was read with a fresh read, which then serves everyone', async () => {
    vi.useFakeTimers({ now: 50_000 });
    const cache = new MicroCache(1000);
    let count = 226;
    let loads = 0;
    const load = async () => {
      loads++;
      return String(count);
    };
    expect(await cache.get('p', load)).toBe('226');
    // A buyer holds two seats 100 ms later: the shared entry still says 226.
    vi.setSystemTime(50_100);
    count = 224;
    const heldAt = Date.now();
    vi.setSystemTime(50_150);
    expect(await cache.get('p', load)).toBe('226');
    expect(await cache.get('p', load, heldAt)).toBe('224');
    expect(loads).toBe(2);
    // The fresh answer replaced the entry: the next buyers get it, and the holder's next
    // read within the second is served from it.
    expect(await cache.get('p', load)).toBe('224');
    expect(await cache.get('p', load, heldAt)).toBe('224');
    expect(loads).toBe(2);
  });

  it('does nothing when off', async () => {
    const cache = new MicroCache(0);
    let loads = 0;
    const load = async () => String(++loads);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
  });

  it('lets the next request load again after a load failed', async () => {
    const cache = new MicroCache(60_000);
    const failing = () => Promise.reject(new Error('database away'));
    const both = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });
});
