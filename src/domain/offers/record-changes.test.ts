import { describe, expect, it } from 'vitest';
import { auditRecord, sameRecord } from './record-changes.ts';

describe('record changes', () => {
  it('finds two records equal whatever their key order and date objects', () => {
    const at = new Date('2026-11-22T15:00:00Z');
    expect(sameRecord({ a: 1, b: { x: at } }, { b: { x: new Date(at) }, a: 1 })).toBe(true);
    expect(sameRecord({ a: 1, list: [1, 2] }, { a: 1, list: [2, 1] })).toBe(false);
    expect(sameRecord({ a: null }, { a: 0 })).toBe(false);
  });
  it('keeps dates as ISO text for the audit log', () => {
    expect(auditRecord({ at: new Date('2026-11-22T15:00:00Z') })).toEqual({
      at: '2026-11-22T15:00:00.000Z',
    });
  });
});
