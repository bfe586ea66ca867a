import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, daysOf, periodBounds } from './report-period.ts';

describe('report periods', () => {
  it('start and end days at midnight in New York', () => {
    expect(dayStart('2020-03-02').toISOString()).toBe('2020-03-02T05:00:00.000Z');
    expect(dayEnd('2020-03-02').toISOString()).toBe('2020-03-03T05:00:00.000Z');
    // Summer time: UTC−4.
    expect(dayStart('2020-07-04').toISOString()).toBe('2020-07-04T04:00:00.000Z');
  });

  it('keeps a clock change day 23 or 25 hours long', () => {
    const hours = (day: string) => (dayEnd(day).getTime() - dayStart(day).getTime()) / 3_600_000;
    expect(hours('2020-03-08')).toBe(23);
    expect(hours('2020-11-01')).toBe(25);
    expect(hours('2020-11-02')).toBe(24);
  });

  it('bounds a period by its first day’s start and its last day’s end', () => {
    const { start, end } = periodBounds({ from: '2020-12-31', to: '2021-01-01' });
    expect(start.toISOString()).toBe('2020-12-31T05:00:00.000Z');
    expect(end.toISOString()).toBe('2021-01-02T05:00:00.000Z');
  });

  it('lists every day, across months and leap days', () => {
    expect(daysOf({ from: '2020-02-28', to: '2020-03-01' })).toEqual([
      '2020-02-28',
      '2020-02-29',
      '2020-03-01',
    ]);
    expect(daysOf({ from: '2021-01-05', to: '2021-01-05' })).toEqual(['2021-01-05']);
    expect(daysOf({ from: '2021-01-01', to: '2021-12-31' })).toHaveLength(365);
  });
});
