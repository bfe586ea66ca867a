import { describe, expect, it } from 'vitest';
import { ITF_QUIET_ZONE, itfBars } from './itf-barcode.ts';

describe('itfBars', () => {
  it('draws start, five bars per digit pair and stop', () => {
    const { bars, width } = itfBars('99123456789012345678');
    // Start has 2 bars, each pair 5, stop 2.
    expect(bars).toHaveLength(2 + 10 * 5 + 2);
    // Each pair is 2 wide + 3 narrow bars and spaces: 2×(2×3 + 3) = 18 modules.
    expect(width).toBe(ITF_QUIET_ZONE * 2 + 4 + 10 * 18 + 5);
    expect(bars[0]).toEqual({ x: ITF_QUIET_ZONE, width: 1 });
    expect(bars.at(-2)?.width).toBe(3);
  });
  it('encodes the first digit of a pair in the bars', () => {
    // "10": 1 = wnnnw in the bars, 0 = nnwwn in the spaces.
    const { bars } = itfBars('10');
    expect(bars.slice(2, 7).map((b) => b.width)).toEqual([3, 1, 1, 1, 3]);
    // Spaces of 0: the gaps between the bars.
    const gaps = bars.slice(2, 8).map((b, i, all) => (all[i + 1]?.x ?? 0) - b.x - b.width);
    expect(gaps.slice(0, 5)).toEqual([1, 1, 3, 3, 1]);
  });
  it('refuses an odd number of digits or other characters', () => {
    expect(() => itfBars('123')).toThrow(RangeError);
    expect(() => itfBars('12a4')).toThrow(RangeError);
  });
});
