/** The performances' table of the performance and production reports. */
import { Link } from 'react-router';
import type {
  PerformanceSalesRow,
  SalesFigures,
  SeatCounts,
} from '../../../../shared/contracts/box-office-reports.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { TableScroll, useReportFormat } from './report-parts.tsx';

/** Performances in a table: when, what, the house and the takings; each opens its report. */
export function PerformanceRows({
  caption,
  rows,
  sum,
  withTitle = true,
}: {
  caption: string;
  rows: readonly PerformanceSalesRow[];
  /** The rows' total, for the table's foot. */
  sum: { seats: SeatCounts; totals: SalesFigures };
  withTitle?: boolean;
}) {
  const { t } = useTranslation();
  const f = useReportFormat();
  return (
    <TableScroll label={caption}>
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.reports.performances.when')}</th>
            {withTitle && <th scope="col">{t('staff.reports.performances.production')}</th>}
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
              {t('staff.reports.seats.free')}
            </th>
            <th scope="col" className="num">
              {t('staff.reports.sales.gross')}
            </th>
            <th scope="col" className="num">
              {t('staff.reports.sales.net')}
            </th>
            <th scope="col">{t('staff.reports.doorList.title')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={withTitle ? 9 : 8}>{t('staff.reports.performances.none')}</td>
            </tr>
          )}
          {rows.map(({ performance, seats, totals }) => (
            <tr key={performance.id}>
              <th scope="row">
                <Link to={`/box-office/reports/performances/${performance.id}`}>
                  {f.when(performance.startsAt)}
                </Link>
                {performance.cancelled && (
                  <span className="tag">{t('staff.reports.performances.cancelled')}</span>
                )}
              </th>
              {withTitle && <td>{performance.productionTitle}</td>}
              <td className="num">{f.count(seats.capacity)}</td>
              <td className="num">{f.count(seats.sold)}</td>
              <td className="num">{f.count(seats.held)}</td>
              <td className="num">{f.count(seats.free)}</td>
              <td className="num">{f.cents(totals.grossCents)}</td>
              <td className="num">{f.cents(totals.netCents)}</td>
              <td>
                <Link
                  to={`/box-office/performances/${performance.id}/door-list`}
                  aria-label={t('staff.reports.doorList.linkLabel', {
                    performance: `${performance.productionTitle}, ${f.when(performance.startsAt)}`,
                  })}
                >
                  {t('staff.reports.doorList.link')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
        {rows.length > 1 && (
          <tfoot>
            <tr>
              <th scope="row">{t('staff.reports.total')}</th>
              {withTitle && <td />}
              <td className="num">{f.count(sum.seats.capacity)}</td>
              <td className="num">{f.count(sum.seats.sold)}</td>
              <td className="num">{f.count(sum.seats.held)}</td>
              <td className="num">{f.count(sum.seats.free)}</td>
              <td className="num">{f.cents(sum.totals.grossCents)}</td>
              <td className="num">{f.cents(sum.totals.netCents)}</td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </TableScroll>
  );
}
