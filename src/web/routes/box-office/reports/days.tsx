import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { DaySalesFigures } from '../../../../shared/contracts/box-office-reports.ts';
import { ColumnChart } from '../../../features/box-office/reports/report-charts.tsx';
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
  daysReportQuery,
  periodOf,
  reportToday,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

/** The money columns of the table, in the order the CSV has them. */
const MONEY: readonly [keyof DaySalesFigures, string][] = [
  ['ticketsGrossCents', 'staff.reports.days.ticketSales'],
  ['donationsCents', 'staff.reports.days.donations'],
  ['membershipsCents', 'staff.reports.days.memberships'],
  ['giftVouchersSoldCents', 'staff.reports.days.giftVouchers'],
  ['deliveryCents', 'staff.reports.days.delivery'],
  ['refundProtectionCents', 'staff.reports.days.refundProtection'],
  ['discountCents', 'staff.reports.days.discounts'],
  ['totalCents', 'staff.reports.days.total'],
  ['paidByCreditCents', 'staff.reports.days.paidByCredit'],
  ['paidByVouchersCents', 'staff.reports.days.paidByVouchers'],
];

/**
 * /box-office/reports/days: what confirmed orders brought in each day of a period (the last 30
 * days unless asked), on the theatre's calendar, by what they bought.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const [search] = useSearchParams();
  const choice = periodOf(search, DEFAULT_PERIODS.past(reportToday()));
  const report = useQuery({
    ...daysReportQuery(choice.ok ? choice.period : { from: '', to: '' }),
    enabled: choice.ok,
  }).data;
  const best = report?.days.reduce(
    (top, day) => (day.totalCents > (top?.totalCents ?? 0) ? day : top),
    undefined as (typeof report.days)[number] | undefined,
  );
  const row = (figures: DaySalesFigures) => (
    <>
      <td className="num">{f.count(figures.orders)}</td>
      <td className="num">{f.count(figures.tickets)}</td>
      {MONEY.map(([field]) => (
        <td className="num" key={field}>
          {f.cents(figures[field])}
        </td>
      ))}
    </>
  );
  return (
    <ReportPage
      title={t('staff.reports.days.title')}
      intro={t('staff.reports.days.intro')}
      {...(choice.ok ? { csv: csvHref('/days', { ...choice.period }) } : {})}
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
              { label: t('staff.reports.days.total'), value: f.cents(report.totals.totalCents) },
              { label: t('staff.reports.days.orders'), value: f.count(report.totals.orders) },
              { label: t('staff.reports.days.tickets'), value: f.count(report.totals.tickets) },
              {
                label: t('staff.reports.days.donations'),
                value: f.cents(report.totals.donationsCents),
              },
            ]}
          />
          <ColumnChart
            title={t('staff.reports.days.chart')}
            summary={
              best
                ? t('staff.reports.days.chartSummary', {
                    total: f.cents(report.totals.totalCents),
                    day: f.day(best.day),
                    best: f.cents(best.totalCents),
                  })
                : t('staff.reports.days.nothing')
            }
            axis={f.centsShort}
            columns={report.days.map((day) => ({
              key: day.day,
              tick: f.day(day.day, 'dayMonth'),
              label: f.day(day.day),
              value: day.totalCents,
              text: f.cents(day.totalCents),
            }))}
          />
          <TableScroll label={t('staff.reports.days.table')}>
            <table className="report-table report-table-wide">
              <caption>{t('staff.reports.days.table')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.reports.days.day')}</th>
                  <th scope="col" className="num">
                    {t('staff.reports.days.orders')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.days.tickets')}
                  </th>
                  {MONEY.map(([field, key]) => (
                    <th scope="col" className="num" key={field}>
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{f.day(day.day, 'full')}</th>
                    {row(day)}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('staff.reports.total')}</th>
                  {row(report.totals)}
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          <p className="report-note">{t('staff.reports.days.note')}</p>
        </>
      )}
    </ReportPage>
  );
}
