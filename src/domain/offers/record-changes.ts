/**
 * What a set-up change did, for the audit log (issue 13): the record before and after, and
 * whether anything changed at all (saving a form unchanged writes no audit row).
 */

/** Dates as ISO text, keys in a stable order: two records that say the same compare equal. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export function sameRecord(before: unknown, after: unknown): boolean {
  return JSON.stringify(canonical(before)) === JSON.stringify(canonical(after));
}

/** The record as the audit log keeps it: dates as ISO text. */
export function auditRecord<T>(record: T): unknown {
  return canonical(record);
}
