import { describe, expect, it } from 'vitest';
import { doorAccessNotes, doorSeatLabel } from './door-labels.ts';

const seat = {
  seating: 'reserved' as const,
  section: { 'en-US': 'Orchestra', es: 'Platea' },
  row: 'C',
  seat: '12',
};
const plain = {
  wheelchair: false,
  companion: false,
  restrictedView: null,
  stepFree: null,
  orderAccessNotes: null,
};

describe('doorSeatLabel', () => {
  it('names section, row and seat in the staff member’s language', () => {
    expect(doorSeatLabel(seat, 'en-US')).toBe('Orchestra, row C, seat 12');
    expect(doorSeatLabel(seat, 'es')).toBe('Platea, fila C, asiento 12');
    // No German name for the section: the US English one, in a German sentence.
    expect(doorSeatLabel(seat, 'de')).toBe('Orchestra, Reihe C, Platz 12');
  });
  it('says general admission for a performance without reserved seats', () => {
    expect(doorSeatLabel({ ...seat, seating: 'general' }, 'en-GB')).toBe('General admission');
    expect(doorSeatLabel({ ...seat, seating: 'general' }, 'sv')).toBe('Fri placering');
  });
});

describe('doorAccessNotes', () => {
  it('is empty for a plain seat and no note from the buyer', () => {
    expect(doorAccessNotes(plain, 'en-US')).toEqual([]);
    expect(doorAccessNotes({ ...plain, orderAccessNotes: '   ' }, 'en-US')).toEqual([]);
  });
  it('lists wheelchair, companion, step-free, restricted view and the buyer’s own words', () => {
    const notes = doorAccessNotes(
      {
        wheelchair: true,
        companion: true,
        stepFree: { 'en-US': 'Lift from the side entrance', de: 'Aufzug am Seiteneingang' },
        restrictedView: { 'en-US': 'A pillar hides stage left' },
        orderAccessNotes: 'Guide dog with me',
      },
      'de',
    );
    expect(notes).toEqual([
      'Rollstuhlplatz',
      'Begleitplatz',
      'Stufenlos: Aufzug am Seiteneingang',
      'Eingeschränkte Sicht: A pillar hides stage left',
      'Angabe bei der Buchung: Guide dog with me',
    ]);
  });
});
