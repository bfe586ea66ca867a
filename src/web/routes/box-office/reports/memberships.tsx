import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BarChart } from '../../../features/box-office/reports/report-charts.tsx';
import {
  Figures,
  PeriodForm,
  PeriodLine,
  ReportPage,
  TableScroll,
  useReportFormat,
} from '../../../features/box-office/reports/report-parts.tsx';
import {
  csvHref,
  DEFAULT_PERIODS,
  membershipsReportQuery,
  periodOf,
  reportToday,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

/**
 * /box-office/reports/memberships: per level, the members at the period's end, the memberships
 * that began in it and those that lapsed, and what membership payments brought in.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const [search] = useSearchParams();
  const choice = periodOf(search, DEFAULT_PERIODS.past(reportToday()));
  const report = useQuery({
    ...membershipsReportQuery(choice.ok ? choice.period : { from: '', to: '' }),
    enabled: choice.ok,
  }).data;
  return (
    <ReportPage
      title={t('staff.reports.memberships.title')}
      intro={t('staff.reports.memberships.intro')}
      {...(choice.ok ? { csv: csvHref('/memberships', { ...choice.period }) } : {})}
    >
      <PeriodForm
        period={choice.ok ? choice.period : choice.asked}
        {...(choice.ok ? {} : { problems: choice.problems })}
      />
      {choice.ok && report && (
        <>
          <PeriodLine period={choice.period} />
          <Figures
            items={[
              {
                label: t('staff.reports.memberships.active'),
                value: f.count(report.totals.active),
              },
              { label: t('staff.reports.memberships.new'), value: f.count(report.totals.new) },
              {
                label: t('staff.reports.memberships.lapsed'),
                value: f.count(report.totals.lapsed),
              },
              {
                label: t('staff.reports.memberships.paid'),
                value: f.cents(report.totals.paidCents),
              },
            ]}
          />
          <BarChart
            title={t('staff.reports.memberships.chart', { day: f.day(choice.period.to) })}
            bars={report.levels.map((level) => ({
              key: level.levelId,
              label: level.name,
              value: level.active,
              text: t('staff.reports.memberships.members', {
                count: level.active,
                members: f.count(level.active),
              }),
            }))}
          />
          <TableScroll label={t('staff.reports.memberships.table')}>
            <table className="report-table">
              <caption>{t('staff.reports.memberships.table')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.reports.memberships.level')}</th>
                  <th scope="col" className="num">
                    {t('staff.reports.memberships.active')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.memberships.new')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.memberships.lapsed')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.memberships.payments')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.memberships.paid')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.levels.map((level) => (
                  <tr key={level.levelId}>
                    <th scope="row">{level.name}</th>
                    <td className="num">{f.count(level.active)}</td>
                    <td className="num">{f.count(level.new)}</td>
                    <td className="num">{f.count(level.lapsed)}</td>
                    <td className="num">{f.count(level.payments)}</td>
                    <td className="num">{f.cents(level.paidCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('staff.reports.total')}</th>
                  <td className="num">{f.count(report.totals.active)}</td>
                  <td className="num">{f.count(report.totals.new)}</td>
                  <td className="num">{f.count(report.totals.lapsed)}</td>
                  <td className="num">{f.count(report.totals.payments)}</td>
                  <td className="num">{f.cents(report.totals.paidCents)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          <p className="report-note">{t('staff.reports.memberships.note')}</p>
        </>
      )}
    </ReportPage>
  );
}
