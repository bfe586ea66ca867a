import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../../shared/i18n/all-messages.ts';
import { translate } from '../../../shared/i18n/translate.ts';
import type { Locale } from '../../../shared/locales.ts';
import { auditValue, auditValueInFull } from './audit-values.ts';

const read = (field: string, v: unknown, locale: Locale = 'en-US') =>
  auditValue(field, v, (key) => translate(ALL_MESSAGES, locale, key), locale);

describe('auditValue', () => {
  it('shows amounts kept in cents as money', () => {
    expect(read('goalCents', 500000)).toBe('$5,000.00');
    expect(read('amountsCents', [2500, 5000])).toBe('$25.00, $50.00');
  });

  it('shows a text written per language in the reader’s, else US English', () => {
    const name = { 'en-US': 'Building fund', es: 'Fondo de obras' };
    expect(read('name', name, 'es')).toBe('Fondo de obras');
    expect(read('name', name, 'sv')).toBe('Building fund');
    expect(read('benefits', [{ 'en-US': 'Priority booking' }, { 'en-US': 'A pin' }])).toBe(
      'Priority booking; A pin',
    );
  });

  it('names a level’s payment options, lists as lists, nothing as empty', () => {
    // Money in German has a no-break space before the sign.
    expect(read('prices', { 'one-off': 6000, monthly: null }, 'de').replace(/\s/g, ' ')).toBe(
      'Einmalzahlung (ein Jahr): 60,00 $; Monatliche Lastschrift (pro Monat): (leer)',
    );
    expect(read('sections', ['ORCH', 'BALC'])).toBe('ORCH, BALC');
    expect(read('positionInRow', 'left', 'es')).toBe('Lado izquierdo');
    expect(read('viewOfStage', 'partial')).toBe('Partial view');
    expect(read('label', 'left')).toBe('left');
    expect(read('accessTags', [])).toBe('(empty)');
    expect(read('onSale', false, 'ht')).toBe(translate(ALL_MESSAGES, 'ht', 'staff.audit.no'));
  });

  it('gives every language when the reader’s does not show the change', () => {
    expect(auditValueInFull({ 'en-US': 'Fund', es: 'Fondo' })).toBe('en-US: Fund · es: Fondo');
    expect(auditValueInFull({ x: 1 })).toBe('{"x":1}');
  });
});
