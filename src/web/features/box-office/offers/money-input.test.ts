import { describe, expect, it } from 'vitest';
import { centsToInput, inputToCents, inputToWhole } from './money-input.ts';

describe('amounts typed in the set-up forms', () => {
  it('read dollars in the reader’s conventions into cents', () => {
    expect(inputToCents('25', 'en-US')).toBe(2500);
    expect(inputToCents('$1,250.50', 'en-US')).toBe(125_050);
    expect(inputToCents('1.250,50', 'de')).toBe(125_050);
    expect(inputToCents(' ', 'en-US')).toBeNull();
    expect(inputToCents('ten', 'en-US')).toBe('ten');
  });
  it('show cents back for editing, whole dollars without cents', () => {
    expect(centsToInput(2500, 'en-US')).toBe('25');
    expect(centsToInput(125_050, 'en-US')).toBe('1,250.50');
    expect(centsToInput(125_050, 'de')).toBe('1.250,50');
    expect(centsToInput(null, 'en-US')).toBe('');
    expect(inputToCents(centsToInput(125_050, 'sv'), 'sv')).toBe(125_050);
  });
  it('read whole numbers, and hand anything else on to be refused', () => {
    expect(inputToWhole('12')).toBe(12);
    expect(inputToWhole('')).toBeNull();
    expect(inputToWhole('1.5')).toBe('1.5');
  });
});
