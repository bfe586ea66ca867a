import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import '../../../styles/box-office-reports.css';

const REPORTS = [
  {
    to: '/box-office/reports/performances',
    title: 'staff.reports.performances.title',
    text: 'staff.reports.index.performances',
  },
  {
    to: '/box-office/reports/productions',
    title: 'staff.reports.productions.title',
    text: 'staff.reports.index.productions',
  },
  {
    to: '/box-office/reports/days',
    title: 'staff.reports.days.title',
    text: 'staff.reports.index.days',
  },
  {
    to: '/box-office/reports/giving',
    title: 'staff.reports.giving.title',
    text: 'staff.reports.index.giving',
  },
  {
    to: '/box-office/reports/memberships',
    title: 'staff.reports.memberships.title',
    text: 'staff.reports.index.memberships',
  },
  {
    to: '/box-office/reports/gift-vouchers',
    title: 'staff.reports.vouchers.title',
    text: 'staff.reports.index.vouchers',
  },
] as const;

/**
 * /box-office/reports: the reports a box-office manager can open, each with what it counts.
 * Every report has a chart, its figures in a table and a CSV file.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.reports.index.title'));
  return (
    <section className="report-page" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('staff.reports.index.title')}</h1>
      <p className="lead">{t('staff.reports.index.intro')}</p>
      <ul className="report-index">
        {REPORTS.map((report) => (
          <li key={report.to}>
            <h2>
              <Link to={report.to}>{t(report.title)}</Link>
            </h2>
            <p>{t(report.text)}</p>
          </li>
        ))}
      </ul>
      <p className="report-note">{t('staff.reports.index.doorList')}</p>
    </section>
  );
}
