/** PostgreSQL's error codes as the adapters test for them, wherever drizzle or a driver wrapped them. */

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === code) return true;
  return false;
}

/** A unique index said no (23505): two requests raced for the same thing. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** A foreign key said no (23503): a row still names the one being deleted, or a missing one. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503');
}
