/**
 * An audit entry's before and after as rows a person reads (issue 13): for a change, each field
 * that changed with its old and new value; for something made, its fields as made; for
 * something removed, its fields as they were. Nested values stay whole (shown as JSON).
 */
export interface DiffRow {
  /** The field's name in the record (`role`); empty when the record is a single value. */
  field: string;
  kind: 'changed' | 'added' | 'removed';
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const had = before !== null && before !== undefined;
  const has = after !== null && after !== undefined;
  if (!had && !has) return [];
  if (!isRecord(before) || !isRecord(after)) {
    if (isRecord(after) && !had)
      return Object.entries(after).map(([field, value]) => ({
        field,
        kind: 'added',
        after: value,
      }));
    if (isRecord(before) && !has)
      return Object.entries(before).map(([field, value]) => ({
        field,
        kind: 'removed',
        before: value,
      }));
    if (same(before, after)) return [];
    if (!had) return [{ field: '', kind: 'added', after }];
    if (!has) return [{ field: '', kind: 'removed', before }];
    return [{ field: '', kind: 'changed', before, after }];
  }
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.flatMap((field): DiffRow[] => {
    const inBefore = field in before;
    const inAfter = field in after;
    if (inBefore && inAfter && same(before[field], after[field])) return [];
    if (!inBefore) return [{ field, kind: 'added', after: after[field] }];
    if (!inAfter) return [{ field, kind: 'removed', before: before[field] }];
    return [{ field, kind: 'changed', before: before[field], after: after[field] }];
  });
}
