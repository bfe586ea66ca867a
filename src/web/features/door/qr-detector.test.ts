import { describe, expect, it } from 'vitest';
import { RepeatFilter } from './qr-detector.ts';

describe('the same code held in front of the camera', () => {
  it('is one scan while it is seen again within 3 s, and a new one after a pause', () => {
    const filter = new RepeatFilter(3000);
    expect(filter.accept('A', 0)).toBe(true);
    expect(filter.accept('A', 200)).toBe(false);
    // Still held up: each sighting moves the window on.
    expect(filter.accept('A', 2900)).toBe(false);
    expect(filter.accept('A', 5800)).toBe(false);
    expect(filter.accept('B', 5900)).toBe(true);
    expect(filter.accept('A', 9000)).toBe(true);
  });
});
