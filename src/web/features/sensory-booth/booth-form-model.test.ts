import { describe, expect, it } from 'vitest';
import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import { BV } from '../../../shared/contracts/sensory-booth.ts';
import {
  boothPrices,
  EMPTY_FORM,
  fieldOf,
  formFromRequest,
  groupErrors,
  partyTotal,
  validateForm,
} from './booth-form-model.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

describe('validateForm', () => {
  it('says the spec’s party message and the seating message on an untouched form', () => {
    const result = validateForm(EMPTY_FORM);
    expect(result).toEqual({
      ok: false,
      errors: { party: BV.partySize, seating: BV.seatingType },
    });
  });

  it('accepts a party with a seating type; blank notes are none, resources kept', () => {
    const result = validateForm({
      ...EMPTY_FORM,
      adults: '2',
      students: '1',
      seating: 'bean-bag:2',
      resources: ['fidget-tools'],
      notes: '   ',
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        adults: 2,
        students: 1,
        seatingType: 'bean-bag',
        seatingCount: 2,
        accessibilityResources: ['fidget-tools'],
        notes: null,
      },
    });
  });

  it('refuses more than four of a kind and over-long notes', () => {
    const result = validateForm({
      ...EMPTY_FORM,
      adults: '5',
      seating: 'rocker:1',
      notes: 'x'.repeat(501),
    });
    expect(result).toEqual({
      ok: false,
      errors: { party: BV.partyTooLarge, notes: BV.notesTooLong },
    });
  });
});

describe('the API’s field errors', () => {
  it('map to the form’s groups, the first of each group kept', () => {
    expect(fieldOf('body.partySize')).toBe('party');
    expect(fieldOf('body.students')).toBe('party');
    expect(fieldOf('body.seatingCount')).toBe('seating');
    expect(fieldOf('body.accessibilityResources.2')).toBe('resources');
    expect(fieldOf('body.performanceId')).toBeUndefined();
    expect(
      groupErrors([
        ['body.adults', BV.partyTooLarge],
        ['body.partySize', BV.partySize],
        ['body.notes', BV.notesTooLong],
      ]),
    ).toEqual({ party: BV.partyTooLarge, notes: BV.notesTooLong });
  });
});

describe('prices and prefill', () => {
  const performance = {
    priceBands: [
      { id: 1, code: 'A', name: 'Band A', onlineSale: true },
      { id: 4, code: 'SB', name: 'Sensory Booth', onlineSale: false },
    ],
    prices: [
      { priceBandId: 1, priceTypeId: 1, base: usd(4200), fee: usd(350), allIn: usd(4550) },
      { priceBandId: 4, priceTypeId: 1, base: usd(3400), fee: usd(300), allIn: usd(3700) },
      { priceBandId: 4, priceTypeId: 3, base: usd(2050), fee: usd(300), allIn: usd(2350) },
    ],
  } as unknown as PerformanceDetail;

  it('prices the party all-in at the booth band’s adult and student prices', () => {
    const prices = boothPrices(performance);
    expect(prices).toEqual({ adult: usd(3700), student: usd(2350) });
    expect(partyTotal({ ...EMPTY_FORM, adults: '2', students: '1' }, prices)).toEqual({
      people: 3,
      amount: 2 * 3700 + 2350,
    });
    expect(partyTotal(EMPTY_FORM, prices)).toEqual({ people: 0, amount: 0 });
  });

  it('fills the form from the answers sent before', () => {
    expect(
      formFromRequest({
        performanceId: 1,
        adults: 1,
        students: 2,
        seatingType: 'rocker',
        seatingCount: 1,
        accessibilityResources: ['visual-story'],
        notes: null,
        lineIds: ['1-2'],
        createdAt: '2026-11-22T15:00:00.000Z',
      }),
    ).toEqual({
      adults: '1',
      students: '2',
      seating: 'rocker:1',
      resources: ['visual-story'],
      notes: '',
    });
  });
});
