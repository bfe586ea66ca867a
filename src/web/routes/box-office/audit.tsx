/**
 * /box-office/audit (issue 13, administrators): the audit log, newest first, 50 a page: when (in
 * the reader's language, on the theatre's clock), who, what was done to what, and the record
 * before and after as a readable list of changes. `?entity=` keeps to one kind of record,
 * `?before=` pages back.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { AUDIT_ENTITY_NAMES, type AuditEntry } from '../../../shared/contracts/staff.ts';
import { formatDate, formatTimeWithZone } from '../../../shared/dates.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { auditFilterOf, auditQueryOptions } from '../../features/box-office/audit-api.ts';
import { AuditChanges } from '../../features/box-office/audit-changes.tsx';
import {
  AUDIT_ENTITIES,
  auditActionKey,
  auditEntityKey,
} from '../../features/box-office/audit-labels.ts';
import { recordName } from '../../features/box-office/audit-record-name.ts';
import { useTranslation } from '../../i18n/i18n.ts';

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, locale } = useTranslation();
  const actionKey = auditActionKey(entry.action);
  const entityKey = auditEntityKey(entry.entity);
  const entity = entityKey ? t(entityKey) : entry.entity;
  const name = recordName(entry, locale);
  return (
    <tr>
      <td data-label={t('staff.audit.columns.when')}>
        <time dateTime={entry.at}>
          {t('staff.audit.when', {
            date: formatDate(entry.at, locale, 'day'),
            time: formatTimeWithZone(entry.at, locale),
          })}
        </time>
      </td>
      <td data-label={t('staff.audit.columns.who')}>
        {entry.staff ? entry.staff.name : t('staff.audit.system')}
      </td>
      <td data-label={t('staff.audit.columns.action')}>
        {actionKey ? t(actionKey) : entry.action}
      </td>
      <td data-label={t('staff.audit.columns.what')}>
        <span className="bo-audit-what">
          {entry.entityId ? t('staff.audit.record', { entity, id: entry.entityId }) : entity}
          {name && <span className="bo-audit-name">{name}</span>}
        </span>
      </td>
      <td data-label={t('staff.audit.columns.changes')}>
        <AuditChanges before={entry.before} after={entry.after} />
      </td>
    </tr>
  );
}

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.audit.title'));
  const [params] = useSearchParams();
  const filter = auditFilterOf(params);
  const { data } = useQuery(auditQueryOptions(filter));
  const table = useRef<HTMLTableElement>(null);
  // Another page of entries: the focus goes to the table (the link pressed may be gone).
  const shown = useRef(params.toString());
  useEffect(() => {
    const now = params.toString();
    if (shown.current === now) return;
    shown.current = now;
    table.current?.focus();
  }, [params]);

  const pageLink = (before: number | undefined) => {
    const next = new URLSearchParams();
    if (filter.entity) next.set('entity', filter.entity);
    if (before) next.set('before', String(before));
    const query = next.toString();
    return query ? `/box-office/audit?${query}` : '/box-office/audit';
  };
  const entries = data?.entries ?? [];

  return (
    <section className="bo-audit" aria-labelledby="bo-audit-title">
      <h1 id="bo-audit-title">{t('staff.audit.title')}</h1>
      <p className="lead">{t('staff.audit.intro')}</p>
      <Form method="get" className="bo-filter">
        <div className="field">
          <label htmlFor="bo-audit-entity">{t('staff.audit.filterLabel')}</label>
          <select id="bo-audit-entity" name="entity" defaultValue={filter.entity ?? ''}>
            <option value="">{t('staff.audit.allEntities')}</option>
            {AUDIT_ENTITY_NAMES.map((entity) => (
              <option key={entity} value={entity}>
                {t(AUDIT_ENTITIES[entity])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          {t('staff.audit.filterSubmit')}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="bo-empty">{t('staff.audit.empty')}</p>
      ) : (
        <div className="record-table-wrap">
          <table className="record-table bo-audit-table" ref={table} tabIndex={-1}>
            <caption className="visually-hidden">{t('staff.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.audit.columns.when')}</th>
                <th scope="col">{t('staff.audit.columns.who')}</th>
                <th scope="col">{t('staff.audit.columns.action')}</th>
                <th scope="col">{t('staff.audit.columns.what')}</th>
                <th scope="col">{t('staff.audit.columns.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(filter.before || data?.nextBefore) && (
        <nav className="bo-pages" aria-label={t('staff.audit.pages')}>
          {filter.before && (
            <Link className="button button-secondary" to={pageLink(undefined)}>
              {t('staff.audit.newest')}
            </Link>
          )}
          {data?.nextBefore && (
            <Link className="button button-secondary" to={pageLink(data.nextBefore)}>
              {t('staff.audit.older')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
