import { describe, expect, it } from 'vitest';
import { settleChosen } from './chosen-types.ts';

describe('settleChosen', () => {
  it('forgets a line’s choice once its change is answered', () => {
    expect(settleChosen({ a: 2, b: 3 }, { lineId: 'a', priceTypeId: 2 })).toEqual({ b: 3 });
  });

  it('keeps a later choice for the line until its own answer (no jump back)', () => {
    // Arrow keys chose 2, then 3, then 4: the answer for 2 leaves 4 shown.
    const chosen = { a: 4 };
    expect(settleChosen(chosen, { lineId: 'a', priceTypeId: 2 })).toBe(chosen);
    expect(settleChosen(chosen, { lineId: 'a', priceTypeId: 4 })).toEqual({});
  });
});
