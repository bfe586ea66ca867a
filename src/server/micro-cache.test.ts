/**
 * The catalogue's and the page statuses' micro-cache: answers reused for a moment, and one load
 * for all the requests that miss together (an expiry in an on-sale rush, a flood of one page).
 */
import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('loads once for requests that miss at the same moment', async () => {
    const cache = new MicroCache(60_000);
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.get('event|1', load)));
    finish('{"ok":true}');
    expect(await answers).toEqual(Array(100).fill('{"ok":true}'));
    expect(loads).toBe(1);
    // Then from the cache; another key loads on its own.
    expect(await cache.get('event|1', async () => 'again')).toBe('{"ok":true}');
    expect(await cache.get('event|2', async () => 'two')).toBe('two');
  });

  it('lets the next request load again after a load failed', async () => {
    const cache = new MicroCache(60_000);
    const failing = () => Promise.reject(new Error('database away'));
    const both = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });
});
