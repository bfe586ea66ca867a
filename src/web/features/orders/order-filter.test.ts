import { describe, expect, it } from 'vitest';
import { orderFilterOf } from './order-filter.ts';

const of = (search: string) => orderFilterOf(new URLSearchParams(search));

describe('orderFilterOf', () => {
  it('starts on the upcoming orders, by order date, returned ones hidden', () => {
    expect(of('')).toEqual({ group: 'upcoming', dateKind: 'order', showReturned: false });
  });
  it('reads the tab, the kind of date and the range', () => {
    expect(of('tab=past&dateKind=performance&from=2026-11-01&to=2026-11-30')).toEqual({
      group: 'past',
      dateKind: 'performance',
      from: '2026-11-01',
      to: '2026-11-30',
      showReturned: false,
    });
  });
  it('shows the returned tab when asked, or when it is the one open', () => {
    expect(of('returned=1').showReturned).toBe(true);
    expect(of('tab=returned').showReturned).toBe(true);
  });
  it('drops what it cannot read rather than fail', () => {
    expect(of('tab=everything&dateKind=birthday&from=2026-13-45&to=soon')).toEqual({
      group: 'upcoming',
      dateKind: 'order',
      showReturned: false,
    });
  });
  it('drops days outside the contract’s range, which the API would refuse', () => {
    expect(of('from=0000-01-01&to=9999-12-31')).toEqual({
      group: 'upcoming',
      dateKind: 'order',
      showReturned: false,
    });
  });
});
