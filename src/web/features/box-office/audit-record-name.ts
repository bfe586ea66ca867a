/** Which record an audit entry is about, named as a person knows it (issue 13, the audit page). */
import type { AuditEntry } from '../../../shared/contracts/staff.ts';
import type { Locale } from '../../../shared/locales.ts';
import { isLocalizedText, localize } from '../../../shared/localized-text.ts';

/**
 * The name a record had, when it has one, to tell which it was: a name or title (written per
 * language for productions, venues, funds and levels: the reader's, else US English), a promo
 * code's code, a seat's place as its ticket prints it (section, row, number).
 */
export function recordName(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  locale: Locale,
): string | undefined {
  const text = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value || undefined;
    if (isLocalizedText(value)) return localize(value, locale) || undefined;
    return undefined;
  };
  for (const record of [entry.after, entry.before]) {
    if (typeof record !== 'object' || record === null) continue;
    const { name, title, code, label, section, row } = record as Record<string, unknown>;
    const found = text(name) ?? text(title) ?? text(code);
    if (found) return found;
    if (typeof label === 'string' && label)
      return [section, row, label].filter((part) => typeof part === 'string' && part).join(' ');
  }
  return undefined;
}
