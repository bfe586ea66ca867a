import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

describe('server clock', () => {
  it('is the device clock until an answer says otherwise', () => {
    let device = 1_000_000;
    const clock = createServerClock(() => device);
    expect(clock.now()).toBe(1_000_000);
    device += 500;
    expect(clock.now()).toBe(1_000_500);
  });

  it('takes the server time as of the middle of the round trip', () => {
    let device = 1_000_000;
    const clock = createServerClock(() => device);
    // The device is two minutes behind: sent at 1_000_000, answered at 1_000_200.
    clock.observe(1_000_100 + 120_000, 1_000_000, 1_000_200);
    expect(clock.now()).toBe(1_000_000 + 120_000);
    device = 1_010_000;
    expect(clock.now()).toBe(1_130_000);
  });

  it('keeps the quickest answer over a slower one, until it is a minute old', () => {
    const device = 2_000_000;
    const clock = createServerClock(() => device);
    clock.observe(2_000_050, 2_000_000, 2_000_100); // 100 ms round trip: offset 0
    clock.observe(2_005_000, 2_000_000, 2_002_000); // 2 s round trip, says +4 s: ignored
    expect(clock.now()).toBe(2_000_000);
    clock.observe(2_070_000 + 3_000, 2_070_000 - 100, 2_070_000 + 100); // a minute on: taken
    expect(clock.now()).toBe(2_000_000 + 3_000);
  });

  it('ignores what is not a time', () => {
    const clock = createServerClock(() => 5);
    clock.observe(Number.NaN, 0, 10);
    expect(clock.now()).toBe(5);
  });
});
