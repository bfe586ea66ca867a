import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import type { RecordTab } from '../../../shared/contracts/account.ts';
import { formatDate } from '../../../shared/dates.ts';
import type { Locale } from '../../../shared/locales.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import {
  customViewQueryOptions,
  recordTabQueryOptions,
} from '../../features/account/account-api.ts';
import { customViewOf } from '../../features/account/account-loaders.ts';
import { useTranslation } from '../../i18n/i18n.ts';

const VIEW_TITLES: Record<string, string> = {
  volunteering: 'account.nav.volunteering',
  education: 'account.nav.education',
};
const VIEW_INTROS: Record<string, string> = {
  volunteering: 'account.records.volunteeringIntro',
  education: 'account.records.educationIntro',
};

function cell(value: string | number | null | undefined, type: string, locale: Locale) {
  if (value === null || value === undefined || value === '') return '—';
  if (type === 'date' && typeof value === 'string')
    return formatDate(`${value.slice(0, 10)}T12:00:00Z`, locale, 'full');
  if (type === 'number' && typeof value === 'number')
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return String(value);
}

function RecordTable({ tab }: { tab: RecordTab }) {
  const { t, locale } = useTranslation();
  if (tab.rows.length === 0) return <p className="empty-state">{t('account.records.none')}</p>;
  return (
    <div className="record-table-wrap">
      <table className="record-table">
        <thead>
          <tr>
            {tab.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.type === 'number' ? 'num' : undefined}
              >
                {t(column.labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tab.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: records have no id of their own
            <tr key={index}>
              {tab.columns.map((column) => (
                <td
                  key={column.key}
                  className={column.type === 'number' ? 'num' : undefined}
                  data-label={t(column.labelKey)}
                >
                  {cell(row[column.key], column.type, locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {tab.totals.length > 0 && (
          <tfoot>
            {tab.totals.map((total) => (
              <tr key={total.key}>
                <th scope="row" colSpan={Math.max(1, tab.columns.length - 1)}>
                  {t(total.labelKey)}
                </th>
                <td className="num" data-label={t(total.labelKey)}>
                  {cell(total.value, 'number', locale)}
                </td>
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}

/**
 * A custom view with record tabs: /account/custom/{customView}/{tab}, and its instances
 * /account/volunteering (Hours, Documents, Interests) and /account/education (Education forms).
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { pathname } = useLocation();
  const { view, tab } = customViewOf(pathname, params);
  const custom = useQuery(customViewQueryOptions(view)).data;
  const chosen = tab ?? custom?.tabs[0]?.tab ?? '';
  const records = useQuery({ ...recordTabQueryOptions(view, chosen), enabled: chosen !== '' }).data;
  const title = t(VIEW_TITLES[view] ?? 'account.nav.volunteering');
  const chosenTab = custom?.tabs.find((x) => x.tab === chosen);
  const tabLabel = chosenTab ? t(chosenTab.labelKey) : '';
  useDocumentTitle(tabLabel ? `${tabLabel} · ${title}` : title);

  // Links stay in the address family the reader came by.
  const base = params.view ? `/account/custom/${view}` : `/account/${view}`;
  const tabPath = (name: string, first: boolean) =>
    params.view ? `${base}/${name}` : first ? base : `${base}/${name}`;
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title">{title}</h1>
      {VIEW_INTROS[view] && <p className="lead">{t(VIEW_INTROS[view])}</p>}
      {custom && custom.tabs.length > 1 && (
        <nav className="record-tabs" aria-label={t('account.records.tabsLabel', { view: title })}>
          <ul>
            {custom.tabs.map((x, index) => (
              <li key={x.tab}>
                <Link
                  to={tabPath(x.tab, index === 0)}
                  aria-current={x.tab === chosen ? 'page' : undefined}
                  className={x.tab === chosen ? 'active' : undefined}
                >
                  {t(x.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {records && (
        <section className="panel" aria-labelledby="tab-title">
          <h2 id="tab-title">{tabLabel}</h2>
          <RecordTable tab={records} />
        </section>
      )}
    </section>
  );
}
