import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { BarChart } from '../../../features/box-office/reports/report-charts.tsx';
import {
  ReportPage,
  SalesTable,
  SeatsFigure,
  useReportFormat,
} from '../../../features/box-office/reports/report-parts.tsx';
import {
  csvHref,
  performanceReportQuery,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

/**
 * /box-office/reports/performances/{id}: one performance's house (sold, held, free,
 * unavailable) and its sales by price type and by price band, with a way to its door list.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const id = Number(useParams().performanceId);
  const report = useQuery(performanceReportQuery(id)).data;
  if (!report) return null;
  const { performance } = report;
  const title = `${performance.productionTitle}, ${f.when(performance.startsAt)}`;
  return (
    <ReportPage
      title={title}
      intro={t('staff.reports.performance.intro', { venue: performance.venueName })}
      csv={csvHref(`/performances/${id}`)}
      back={{ to: '/box-office/reports/performances', label: 'staff.reports.performance.back' }}
    >
      <p className="report-links">
        <Link to={`/box-office/performances/${id}/door-list`}>
          {t('staff.reports.doorList.open')}
        </Link>
        <Link to={`/box-office/reports/productions/${performance.productionId}`}>
          {t('staff.reports.performance.production', { title: performance.productionTitle })}
        </Link>
      </p>
      {performance.cancelled && (
        <p className="report-note">{t('staff.reports.performance.cancelled')}</p>
      )}
      <SeatsFigure seats={report.seats} title={t('staff.reports.seats.chart')} />
      {report.byPriceType.length > 0 && (
        <BarChart
          title={t('staff.reports.sales.byPriceTypeChart')}
          bars={report.byPriceType.map((row) => ({
            key: row.priceTypeId,
            label: row.name,
            value: row.tickets,
            text: t('staff.reports.sales.ticketsAmount', {
              count: row.tickets,
              tickets: f.count(row.tickets),
              amount: f.cents(row.grossCents),
            }),
          }))}
        />
      )}
      <SalesTable
        caption={t('staff.reports.sales.byPriceType')}
        nameHeader={t('staff.reports.sales.priceType')}
        rows={report.byPriceType.map((row) => ({ ...row, key: row.priceTypeId }))}
        totals={report.totals}
      />
      <SalesTable
        caption={t('staff.reports.sales.byPriceBand')}
        nameHeader={t('staff.reports.sales.priceBand')}
        rows={report.byPriceBand.map((row) => ({ ...row, key: row.priceBandId }))}
        totals={report.totals}
      />
      <p className="report-note">{t('staff.reports.sales.note')}</p>
    </ReportPage>
  );
}
