/** An audit entry's before and after as a short list a person reads (issue 13, audit-diff.ts). */
import type { StaffRole } from '../../../shared/contracts/staff.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { auditDiff } from './audit-diff.ts';
import { AUDIT_FIELDS } from './audit-labels.ts';
import { ROLE_LABELS } from './role-labels.ts';

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows = auditDiff(before, after);
  if (rows.length === 0) return <span className="muted">{t('staff.audit.noDetails')}</span>;

  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return t('staff.audit.emptyValue');
    if (typeof v === 'boolean') return v ? t('staff.audit.yes') : t('staff.audit.no');
    if (field === 'role' && typeof v === 'string' && v in ROLE_LABELS)
      return t(ROLE_LABELS[v as StaffRole]);
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    return JSON.stringify(v);
  };

  return (
    <ul className="bo-diff">
      {rows.map((row) => {
        const label = AUDIT_FIELDS[row.field];
        return (
          <li key={row.field}>
            {row.field && <span className="bo-diff-field">{label ? t(label) : row.field}: </span>}
            {row.kind === 'changed' && (
              <>
                <del>{value(row.field, row.before)}</del> <span aria-hidden="true">→</span>
                <span className="visually-hidden"> {t('staff.audit.changedTo')} </span>{' '}
                <ins>{value(row.field, row.after)}</ins>
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
