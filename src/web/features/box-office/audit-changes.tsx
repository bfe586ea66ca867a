/** An audit entry's before and after as a short list a person reads (issue 13, audit-diff.ts). */
import { useTranslation } from '../../i18n/i18n.ts';
import { auditDiff } from './audit-diff.ts';
import { AUDIT_FIELDS } from './audit-labels.ts';
import { auditValue, auditValueInFull } from './audit-values.ts';

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t, locale } = useTranslation();
  const rows = auditDiff(before, after);
  if (rows.length === 0) return <span className="muted">{t('staff.audit.noDetails')}</span>;

  const value = (field: string, v: unknown) => auditValue(field, v, t, locale);
  // Two values that read the same in this language differ in another: both shown in full.
  const changed = (field: string, before: unknown, after: unknown): [string, string] => {
    const pair: [string, string] = [value(field, before), value(field, after)];
    return pair[0] === pair[1] ? [auditValueInFull(before), auditValueInFull(after)] : pair;
  };

  return (
    <ul className="bo-diff">
      {rows.map((row) => {
        const label = Object.hasOwn(AUDIT_FIELDS, row.field) ? AUDIT_FIELDS[row.field] : undefined;
        const [was, is] = row.kind === 'changed' ? changed(row.field, row.before, row.after) : [];
        return (
          <li key={row.field}>
            {row.field && <span className="bo-diff-field">{label ? t(label) : row.field}: </span>}
            {row.kind === 'changed' && (
              <>
                <del>{was}</del> <span aria-hidden="true">→</span>
                <span className="visually-hidden"> {t('staff.audit.changedTo')} </span>{' '}
                <ins>{is}</ins>
              </>
            )}
            {row.kind === 'added' && <ins>{value(row.field, row.after)}</ins>}
            {row.kind === 'removed' && (
              <>
                <del>{value(row.field, row.before)}</del>
                <span className="visually-hidden"> ({t('staff.audit.removed')})</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
