import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PerformanceRows } from '../../../features/box-office/reports/performance-rows.tsx';
import { BarChart } from '../../../features/box-office/reports/report-charts.tsx';
import {
  PeriodForm,
  PeriodLine,
  ReportPage,
  useReportFormat,
} from '../../../features/box-office/reports/report-parts.tsx';
import {
  csvHref,
  DEFAULT_PERIODS,
  performancesReportQuery,
  periodOf,
  reportToday,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

/**
 * /box-office/reports/performances: the performances starting in a period (a week ago to a
 * month ahead unless asked), how full each house is and what it took.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const [search] = useSearchParams();
  const choice = periodOf(search, DEFAULT_PERIODS.performances(reportToday()));
  const report = useQuery({
    ...performancesReportQuery(choice.ok ? choice.period : { from: '', to: '' }),
    enabled: choice.ok,
  }).data;
  return (
    <ReportPage
      title={t('staff.reports.performances.title')}
      intro={t('staff.reports.performances.intro')}
      {...(choice.ok ? { csv: csvHref('/performances', { ...choice.period }) } : {})}
    >
      <PeriodForm
        period={choice.ok ? choice.period : choice.asked}
        {...(choice.ok ? {} : { problems: choice.problems })}
      />
      {choice.ok && report && (
        <>
          <PeriodLine period={choice.period} />
          {report.performances.length > 0 && (
            <BarChart
              title={t('staff.reports.performances.chart')}
              bars={report.performances.map(({ performance, seats }) => ({
                key: performance.id,
                label: `${f.when(performance.startsAt)} · ${performance.productionTitle}`,
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
            caption={t('staff.reports.performances.table')}
            rows={report.performances}
            sum={report}
          />
        </>
      )}
    </ReportPage>
  );
}
