import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists only the fields a change changed, with both values', () => {
    expect(
      auditDiff(
        { email: 'a@x.org', name: 'Ann', role: 'door', disabled: false },
        { email: 'a@x.org', name: 'Ann', role: 'staff', disabled: true },
      ),
    ).toEqual([
      { field: 'role', kind: 'changed', before: 'door', after: 'staff' },
      { field: 'disabled', kind: 'changed', before: false, after: true },
    ]);
  });

  it('lists every field of something made, and of something removed', () => {
    expect(auditDiff(null, { name: 'Ann', role: 'door' })).toEqual([
      { field: 'name', kind: 'added', after: 'Ann' },
      { field: 'role', kind: 'added', after: 'door' },
    ]);
    expect(auditDiff({ name: 'Ann' }, null)).toEqual([
      { field: 'name', kind: 'removed', before: 'Ann' },
    ]);
  });

  it('names fields that came or went within a change', () => {
    expect(auditDiff({ a: 1, gone: 'x' }, { a: 1, added: [1, 2] })).toEqual([
      { field: 'added', kind: 'added', after: [1, 2] },
      { field: 'gone', kind: 'removed', before: 'x' },
    ]);
  });

  it('compares nested values whole', () => {
    expect(auditDiff({ prices: { a: 1 } }, { prices: { a: 1 } })).toEqual([]);
    expect(auditDiff({ prices: { a: 1 } }, { prices: { a: 2 } })).toEqual([
      { field: 'prices', kind: 'changed', before: { a: 1 }, after: { a: 2 } },
    ]);
  });

  it('is empty with nothing before or after (a sign-in step), and handles single values', () => {
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff(undefined, null)).toEqual([]);
    expect(auditDiff(3, 4)).toEqual([{ field: '', kind: 'changed', before: 3, after: 4 }]);
    expect(auditDiff(null, 'on')).toEqual([{ field: '', kind: 'added', after: 'on' }]);
    expect(auditDiff('x', 'x')).toEqual([]);
  });
});
