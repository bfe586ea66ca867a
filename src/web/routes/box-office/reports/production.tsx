import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PerformanceRows } from '../../../features/box-office/reports/performance-rows.tsx';
import { BarChart } from '../../../features/box-office/reports/report-charts.tsx';
import {
  ReportPage,
  SalesTable,
  SeatsFigure,
  useReportFormat,
} from '../../../features/box-office/reports/report-parts.tsx';
import {
  csvHref,
  productionReportQuery,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

/**
 * /box-office/reports/productions/{id}: a production's run, performance by performance, and its
 * sales by price type and by price band.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const id = Number(useParams().productionId);
  const report = useQuery(productionReportQuery(id)).data;
  if (!report) return null;
  const { production } = report;
  return (
    <ReportPage
      title={production.title}
      intro={t('staff.reports.production.intro', { count: production.performances })}
      csv={csvHref(`/productions/${id}`)}
      back={{ to: '/box-office/reports/productions', label: 'staff.reports.production.back' }}
    >
      <SeatsFigure seats={production.seats} title={t('staff.reports.seats.runChart')} />
      {report.performances.length > 0 && (
        <BarChart
          title={t('staff.reports.production.chart')}
          bars={report.performances.map(({ performance, seats }) => ({
            key: performance.id,
            label: f.when(performance.startsAt),
            value: seats.sold,
            of: seats.capacity,
            text: t('staff.reports.seats.soldOf', {
              sold: f.count(seats.sold),
              capacity: f.count(seats.capacity),
            }),
          }))}
        />
      )}
      <PerformanceRows
        caption={t('staff.reports.production.table')}
        rows={report.performances}
        sum={production}
        withTitle={false}
      />
      <SalesTable
        caption={t('staff.reports.sales.byPriceType')}
        nameHeader={t('staff.reports.sales.priceType')}
        rows={report.byPriceType.map((row) => ({ ...row, key: row.priceTypeId }))}
        totals={production.totals}
      />
      <SalesTable
        caption={t('staff.reports.sales.byPriceBand')}
        nameHeader={t('staff.reports.sales.priceBand')}
        rows={report.byPriceBand.map((row) => ({ ...row, key: row.priceBandId }))}
        totals={production.totals}
      />
      <p className="report-note">{t('staff.reports.sales.note')}</p>
    </ReportPage>
  );
}
