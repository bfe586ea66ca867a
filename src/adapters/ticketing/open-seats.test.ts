import { describe, expect, it } from 'vitest';
import { type OpenSeats, OpenSeatsCache } from './open-seats.ts';

function house(free: number[], firstDeadline: number | null = null): OpenSeats {
  return { free: new Set(free), holders: new Map(), firstDeadline };
}

describe('OpenSeatsCache', () => {
  it('reads once for many plans, and counts seats it took since as taken', async () => {
    let reads = 0;
    const cache = new OpenSeatsCache(
      async () => {
        reads++;
        return house([1, 2, 3]);
      },
      () => 0,
    );
    await Promise.all([cache.get(7), cache.get(7), cache.get(7)]);
    expect(reads).toBe(1);
    cache.took(7, [2], 'cart-a', new Date(60_000));
    const { seats, takenLately } = await cache.get(7);
    expect(reads).toBe(1);
    expect([...seats.free]).toEqual([1, 2, 3]);
    expect(takenLately.get(2)?.cartId).toBe('cart-a');
  });

  it('reads afresh after a release, and forgets the freed seats it took', async () => {
    let reads = 0;
    const cache = new OpenSeatsCache(
      async () => {
        reads++;
        return house([1, 2]);
      },
      () => 0,
    );
    await cache.get(7);
    cache.took(7, [1, 2], 'cart-a', new Date(60_000));
    cache.changed(7, [1]);
    const { takenLately } = await cache.get(7);
    expect(reads).toBe(2);
    expect([...takenLately.keys()]).toEqual([2]);
  });

  it('reads every performance afresh after a layout change (seats added are seen at once)', async () => {
    let seats = [1, 2];
    const cache = new OpenSeatsCache(
      async () => house(seats),
      () => 0,
    );
    await Promise.all([cache.get(7), cache.get(8)]);
    seats = [1, 2, 3];
    cache.changedEverywhere();
    expect([...(await cache.get(7)).seats.free]).toEqual([1, 2, 3]);
    expect([...(await cache.get(8)).seats.free]).toEqual([1, 2, 3]);
  });

  it('does not keep a read that began before a release', async () => {
    let reads = 0;
    let finish: (() => void) | undefined;
    const cache = new OpenSeatsCache(
      () => {
        reads++;
        return new Promise<OpenSeats>((resolve) => {
          finish = () => resolve(house([]));
        });
      },
      () => 0,
    );
    const first = cache.get(7);
    cache.changed(7, [5]);
    finish?.();
    await first;
    const second = cache.get(7);
    finish?.();
    await second;
    expect(reads).toBe(2);
  });

  it('reads afresh once a hold it saw reaches its deadline, and a lapsed take is free', async () => {
    let now = 0;
    let reads = 0;
    const cache = new OpenSeatsCache(
      async () => {
        reads++;
        return house([1], 1_000);
      },
      () => now,
    );
    await cache.get(7);
    cache.took(7, [1], 'cart-a', new Date(500));
    now = 600;
    expect((await cache.get(7)).takenLately.size).toBe(0);
    expect(reads).toBe(1);
    now = 1_000;
    await cache.get(7);
    expect(reads).toBe(2);
  });
});
