import { describe, expect, it } from 'vitest';
import type { RuleSeat } from './seat-rows.ts';
import { singlesLeftBy } from './single-seats.ts';

/** A row drawn as text: "." free, "x" taken, "|" an aisle. Ids are 1, 2, 3… left to right. */
function row(pattern: string, rowId = 1): RuleSeat[] {
  const seats: RuleSeat[] = [];
  let x = 0;
  for (const char of pattern) {
    if (char === '|') {
      x += 30;
      continue;
    }
    seats.push({
      id: seats.length + 1 + rowId * 100,
      rowId,
      x,
      y: rowId * 30,
      rowsInFront: rowId,
      priceBandId: 1,
      onlineSale: true,
      wheelchair: false,
      companion: false,
      free: char === '.',
    });
    x += 30;
  }
  return seats;
}
const ids = (rowId: number, ...positions: number[]) =>
  new Set(positions.map((p) => p + rowId * 100));

describe('singlesLeftBy', () => {
  it('refuses a single free seat between the selection and a taken seat', () => {
    expect(singlesLeftBy(row('x.....'), ids(1, 3, 4))).toEqual([102]);
    expect(singlesLeftBy(row('x....'), ids(1, 3, 4))).toEqual([102, 105]);
  });

  it('refuses a single free seat at the end of a row beside the selection', () => {
    expect(singlesLeftBy(row('.....'), ids(1, 2, 3))).toEqual([101]);
  });

  it('accepts a selection that leaves two or more free seats, or none', () => {
    expect(singlesLeftBy(row('.....'), ids(1, 1, 2))).toEqual([]);
    expect(singlesLeftBy(row('x...x'), ids(1, 2, 3, 4))).toEqual([]);
    expect(singlesLeftBy(row('......'), ids(1, 3, 4))).toEqual([]);
  });

  it('does not blame the buyer for a single that was already there', () => {
    expect(singlesLeftBy(row('x.x....'), ids(1, 6, 7))).toEqual([]);
  });

  it('treats an aisle as the end of a row', () => {
    expect(singlesLeftBy(row('...|...'), ids(1, 2, 3))).toEqual([101]);
    expect(singlesLeftBy(row('...|...'), ids(1, 1, 2, 3))).toEqual([]);
  });

  it('never reports a seat that is taken or selected (property)', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let n = 0; n < 500; n++) {
      const pattern = Array.from({ length: 2 + Math.floor(random() * 14) }, () =>
        random() < 0.4 ? 'x' : '.',
      ).join('');
      const seats = row(pattern);
      const free = seats.filter((s) => s.free);
      const selected = new Set(free.filter(() => random() < 0.4).map((s) => s.id));
      for (const id of singlesLeftBy(seats, selected)) {
        const seat = seats.find((s) => s.id === id);
        expect(seat?.free).toBe(true);
        expect(selected.has(id)).toBe(false);
      }
    }
  });
});
