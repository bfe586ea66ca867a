import { describe, expect, it } from 'vitest';
import { filtersFrom } from './listings-filters.ts';

describe('filtersFrom', () => {
  it('keeps real days within the contract’s range', () => {
    expect(filtersFrom(new URLSearchParams('from=2026-12-01&to=2026-12-31'))).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
      invalidRange: false,
    });
  });

  it('drops days the API would refuse (9999-12-31, 0000-01-01), so a bad link still lists', () => {
    expect(filtersFrom(new URLSearchParams('from=0000-01-01&to=9999-12-31'))).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });
});
