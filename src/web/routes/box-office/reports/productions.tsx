import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BarChart } from '../../../features/box-office/reports/report-charts.tsx';
import {
  ReportPage,
  TableScroll,
  useReportFormat,
} from '../../../features/box-office/reports/report-parts.tsx';
import {
  csvHref,
  productionsReportQuery,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

/** /box-office/reports/productions: every production's houses and takings, side by side. */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const report = useQuery(productionsReportQuery()).data;
  if (!report) return null;
  const dates = (first: string | null, last: string | null) =>
    first && last
      ? t('staff.reports.productions.dates', {
          first: f.date(first, 'day'),
          last: f.date(last, 'day'),
        })
      : '–';
  return (
    <ReportPage
      title={t('staff.reports.productions.title')}
      intro={t('staff.reports.productions.intro')}
      csv={csvHref('/productions')}
    >
      <BarChart
        title={t('staff.reports.productions.chart')}
        bars={report.productions.map((p) => ({
          key: p.id,
          label: p.title,
          value: p.totals.grossCents,
          text: f.cents(p.totals.grossCents),
        }))}
      />
      <TableScroll label={t('staff.reports.productions.table')}>
        <table className="report-table">
          <caption>{t('staff.reports.productions.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.reports.productions.production')}</th>
              <th scope="col">{t('staff.reports.productions.run')}</th>
              <th scope="col" className="num">
                {t('staff.reports.productions.performances')}
              </th>
              <th scope="col" className="num">
                {t('staff.reports.seats.capacity')}
              </th>
              <th scope="col" className="num">
                {t('staff.reports.seats.sold')}
              </th>
              <th scope="col" className="num">
                {t('staff.reports.seats.held')}
              </th>
              <th scope="col" className="num">
                {t('staff.reports.sales.gross')}
              </th>
              <th scope="col" className="num">
                {t('staff.reports.sales.fees')}
              </th>
              <th scope="col" className="num">
                {t('staff.reports.sales.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.productions.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <Link to={`/box-office/reports/productions/${p.id}`}>{p.title}</Link>
                </th>
                <td>{dates(p.firstStartsAt, p.lastStartsAt)}</td>
                <td className="num">{f.count(p.performances)}</td>
                <td className="num">{f.count(p.seats.capacity)}</td>
                <td className="num">{f.count(p.seats.sold)}</td>
                <td className="num">{f.count(p.seats.held)}</td>
                <td className="num">{f.cents(p.totals.grossCents)}</td>
                <td className="num">{f.cents(p.totals.feesCents)}</td>
                <td className="num">{f.cents(p.totals.netCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('staff.reports.total')}</th>
              <td />
              <td className="num">
                {f.count(report.productions.reduce((n, p) => n + p.performances, 0))}
              </td>
              <td className="num">{f.count(report.seats.capacity)}</td>
              <td className="num">{f.count(report.seats.sold)}</td>
              <td className="num">{f.count(report.seats.held)}</td>
              <td className="num">{f.cents(report.totals.grossCents)}</td>
              <td className="num">{f.cents(report.totals.feesCents)}</td>
              <td className="num">{f.cents(report.totals.netCents)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <p className="report-note">{t('staff.reports.sales.note')}</p>
    </ReportPage>
  );
}
