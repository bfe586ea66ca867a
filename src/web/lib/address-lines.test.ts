import { describe, expect, it } from 'vitest';
import type { Address } from '../../shared/contracts/account.ts';
import { addressLines } from './address-lines.ts';

const base: Address = {
  id: 1,
  type: 'primary',
  line1: '14 Orchard Lane',
  line2: null,
  line3: null,
  city: 'Riverton',
  county: null,
  stateCode: 'NY',
  stateName: 'New York',
  postalCode: '12590',
  country: { id: 1, code: 'US', name: 'United States' },
};

describe('addressLines', () => {
  it('writes a US town as "City, ST 12345"', () => {
    expect(addressLines(base)).toEqual(['14 Orchard Lane', 'Riverton, NY 12590', 'United States']);
  });
  it('keeps a county beside a state on its own line, and leaves out empty parts', () => {
    expect(addressLines({ ...base, line2: 'Apt 2', county: 'Dutchess', postalCode: '' })).toEqual([
      '14 Orchard Lane',
      'Apt 2',
      'Riverton, NY',
      'Dutchess',
      'United States',
    ]);
  });
  it('uses the county where there is no state', () => {
    expect(
      addressLines({
        ...base,
        stateCode: null,
        stateName: null,
        county: 'Kent',
        postalCode: 'TN1 1AA',
        country: { id: 2, code: 'GB', name: 'United Kingdom' },
      }),
    ).toEqual(['14 Orchard Lane', 'Riverton, Kent TN1 1AA', 'United Kingdom']);
  });
});
