import { describe, expect, it } from 'vitest';
import { bestAvailable } from './best-available.ts';
import type { RuleSeat } from './seat-rows.ts';
import { singlesLeftBy } from './single-seats.ts';

/** Rows drawn as text, front row first: "." free, "x" taken, "|" aisle, "W" wheelchair, "C" companion. */
function house(...rows: string[]): RuleSeat[] {
  const seats: RuleSeat[] = [];
  rows.forEach((pattern, r) => {
    let x = 0;
    for (const char of pattern) {
      if (char === '|') {
        x += 30;
        continue;
      }
      seats.push({
        id: (r + 1) * 100 + seats.filter((s) => s.rowId === r + 1).length + 1,
        rowId: r + 1,
        x,
        y: r * 30,
        rowsInFront: r,
        priceBandId: r < 1 ? 1 : 2,
        onlineSale: true,
        wheelchair: char === 'W',
        companion: char === 'C',
        free: char !== 'x',
      });
      x += 30;
    }
  });
  return seats;
}

describe('bestAvailable', () => {
  it('seats the party together near the centre of the front row', () => {
    const seats = house('........', '........');
    const choice = bestAvailable(seats, { quantity: 2, wheelchairSpaces: 0 }, 105);
    expect(choice).toEqual({ seatIds: [104, 105], together: true });
  });

  it('leaves no single seat when another choice exists', () => {
    // The most central three (seats 3–5) would strand seats 2 and 6.
    const seats = house('x.....x');
    const choice = bestAvailable(seats, { quantity: 3, wheelchairSpaces: 0 }, 90);
    expect(choice?.together).toBe(true);
    expect(choice?.seatIds).not.toEqual([103, 104, 105]);
    expect(singlesLeftBy(seats, new Set(choice?.seatIds))).toEqual([]);
  });

  it('keeps to the asked price band', () => {
    const seats = house('....', '....');
    const choice = bestAvailable(seats, { quantity: 3, priceBandId: 2, wheelchairSpaces: 0 }, 45);
    expect(choice?.seatIds.every((id) => id >= 200)).toBe(true);
  });

  it('says so when the party cannot sit together', () => {
    const seats = house('.x.x.x.', 'x.x.x.x');
    const choice = bestAvailable(seats, { quantity: 3, wheelchairSpaces: 0 }, 90);
    expect(choice?.together).toBe(false);
    expect(choice?.seatIds).toHaveLength(3);
  });

  it('answers null when there are not enough seats', () => {
    expect(bestAvailable(house('xx..'), { quantity: 3, wheelchairSpaces: 0 }, 45)).toBeNull();
  });

  it('never hands wheelchair spaces or companion seats to others', () => {
    const seats = house('WC..CW');
    const choice = bestAvailable(seats, { quantity: 2, wheelchairSpaces: 0 }, 75);
    expect(choice?.seatIds).toEqual([103, 104]);
    expect(bestAvailable(seats, { quantity: 3, wheelchairSpaces: 0 }, 75)).toBeNull();
  });

  it('seats a wheelchair user with companions beside the space', () => {
    const seats = house('WC.....', '.......');
    const choice = bestAvailable(seats, { quantity: 3, wheelchairSpaces: 1 }, 90);
    expect(choice?.together).toBe(true);
    expect(choice?.seatIds.sort()).toEqual([101, 102, 103]);
  });

  it('never picks a seat that is taken, and picks each seat once (property)', () => {
    let seed = 3;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let n = 0; n < 300; n++) {
      const rows = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
        Array.from({ length: 3 + Math.floor(random() * 12) }, () =>
          random() < 0.45 ? 'x' : '.',
        ).join(''),
      );
      const seats = house(...rows);
      const quantity = 1 + Math.floor(random() * 5);
      const choice = bestAvailable(seats, { quantity, wheelchairSpaces: 0 }, 150);
      if (!choice) {
        expect(seats.filter((s) => s.free).length).toBeLessThan(quantity);
        continue;
      }
      expect(new Set(choice.seatIds).size).toBe(quantity);
      for (const id of choice.seatIds) expect(seats.find((s) => s.id === id)?.free).toBe(true);
    }
  });
});
