import { describe, expect, it } from 'vitest';
import { boothTicketTypes, checkBoothTickets, chooseBoothPlaces } from './sensory-booth.ts';

/** The Main Stage's booth: two rows of three. */
const booth = (taken: number[] = []) =>
  [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    rowId: id <= 3 ? 10 : 11,
    rowsInFront: id <= 3 ? 0 : 1,
    x: ((id - 1) % 3) * 30,
    free: !taken.includes(id),
  }));

const codeOf = (run: () => void) => {
  try {
    run();
    return 'OK';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('boothTicketTypes', () => {
  it('gives one ticket per person: adults (type 1), then students (type 3)', () => {
    expect(boothTicketTypes({ adults: 2, students: 1 })).toEqual([1, 1, 3]);
    expect(boothTicketTypes({ adults: 0, students: 2 })).toEqual([3, 3]);
    expect(boothTicketTypes({ adults: 0, students: 0 })).toEqual([]);
  });
});

describe('chooseBoothPlaces', () => {
  it('keeps a party in one row when a row has room, the front row first', () => {
    expect(chooseBoothPlaces(booth(), 3)).toEqual([1, 2, 3]);
    expect(chooseBoothPlaces(booth([2]), 3)).toEqual([4, 5, 6]);
    expect(chooseBoothPlaces(booth([1]), 2)).toEqual([2, 3]);
  });

  it('spreads a larger party over the rows, front first', () => {
    expect(chooseBoothPlaces(booth(), 4)).toEqual([1, 2, 3, 4]);
    expect(chooseBoothPlaces(booth([3, 4]), 4)).toEqual([1, 2, 5, 6]);
  });

  it('answers null when too few places are free, or nobody comes', () => {
    expect(chooseBoothPlaces(booth([1, 2, 3]), 4)).toBeNull();
    expect(chooseBoothPlaces(booth(), 7)).toBeNull();
    expect(chooseBoothPlaces(booth(), 0)).toBeNull();
  });
});

describe('checkBoothTickets', () => {
  const types = new Map([
    [1, { requiresAccessRegistration: false, limitPerCustomer: null }],
    [3, { requiresAccessRegistration: false, limitPerCustomer: 4 }],
  ]);
  const anyone = { accessRegistered: false };

  it('allows up to the student limit, counting students already in the cart', () => {
    expect(
      codeOf(() => checkBoothTickets([1, 3, 3, 3, 3], types, new Map(), anyone, new Map())),
    ).toBe('OK');
    expect(
      codeOf(() => checkBoothTickets([3, 3], types, new Map([[3, 2]]), anyone, new Map())),
    ).toBe('OK');
    expect(
      codeOf(() => checkBoothTickets([3, 3], types, new Map([[3, 3]]), anyone, new Map())),
    ).toBe('TICKET_LIMIT_REACHED');
  });

  it('counts the students bought before for the performance too (spec §5)', () => {
    const bought = new Map([[3, 3]]);
    expect(codeOf(() => checkBoothTickets([1, 3], types, new Map(), anyone, bought))).toBe('OK');
    expect(codeOf(() => checkBoothTickets([3, 3], types, new Map(), anyone, bought))).toBe(
      'TICKET_LIMIT_REACHED',
    );
    expect(codeOf(() => checkBoothTickets([3], types, new Map([[3, 1]]), anyone, bought))).toBe(
      'TICKET_LIMIT_REACHED',
    );
  });

  it('refuses a type the performance does not sell', () => {
    expect(codeOf(() => checkBoothTickets([1, 99], types, new Map(), anyone, new Map()))).toBe(
      'SENSORY_BOOTH_UNAVAILABLE',
    );
  });
});
