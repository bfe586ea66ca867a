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
  givingReportQuery,
  periodOf,
  reportToday,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

/**
 * /box-office/reports/giving: the gifts given in a period (the last 30 days unless asked), per
 * fund and per appeal (the campaign code a donation page was opened with).
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const [search] = useSearchParams();
  const choice = periodOf(search, DEFAULT_PERIODS.past(reportToday()));
  const report = useQuery({
    ...givingReportQuery(choice.ok ? choice.period : { from: '', to: '' }),
    enabled: choice.ok,
  }).data;
  const giftsText = (gifts: number, amountCents: number) =>
    t('staff.reports.giving.giftsAmount', {
      count: gifts,
      gifts: f.count(gifts),
      amount: f.cents(amountCents),
    });
  const appealName = (appeal: string | null) => appeal ?? t('staff.reports.giving.noAppeal');
  return (
    <ReportPage
      title={t('staff.reports.giving.title')}
      intro={t('staff.reports.giving.intro')}
      {...(choice.ok ? { csv: csvHref('/giving', { ...choice.period }) } : {})}
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
              { label: t('staff.reports.giving.total'), value: f.cents(report.totals.amountCents) },
              { label: t('staff.reports.giving.gifts'), value: f.count(report.totals.gifts) },
              { label: t('staff.reports.giving.donors'), value: f.count(report.totals.donors) },
            ]}
          />
          <BarChart
            title={t('staff.reports.giving.fundChart')}
            bars={report.funds.map((fund) => ({
              key: fund.fundId,
              label: fund.name,
              value: fund.amountCents,
              text: giftsText(fund.gifts, fund.amountCents),
            }))}
          />
          <TableScroll label={t('staff.reports.giving.fundTable')}>
            <table className="report-table">
              <caption>{t('staff.reports.giving.fundTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.reports.giving.fund')}</th>
                  <th scope="col" className="num">
                    {t('staff.reports.giving.gifts')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.giving.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.giving.goal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.funds.map((fund) => (
                  <tr key={fund.fundId}>
                    <th scope="row">{fund.name}</th>
                    <td className="num">{f.count(fund.gifts)}</td>
                    <td className="num">{f.cents(fund.amountCents)}</td>
                    <td className="num">
                      {fund.goalCents === null ? '–' : f.cents(fund.goalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('staff.reports.total')}</th>
                  <td className="num">{f.count(report.totals.gifts)}</td>
                  <td className="num">{f.cents(report.totals.amountCents)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          {report.appeals.length > 0 && (
            <BarChart
              title={t('staff.reports.giving.appealChart')}
              bars={report.appeals.map((row) => ({
                key: row.appeal ?? '',
                label: appealName(row.appeal),
                value: row.amountCents,
                text: giftsText(row.gifts, row.amountCents),
              }))}
            />
          )}
          <TableScroll label={t('staff.reports.giving.appealTable')}>
            <table className="report-table">
              <caption>{t('staff.reports.giving.appealTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.reports.giving.fund')}</th>
                  <th scope="col">{t('staff.reports.giving.appeal')}</th>
                  <th scope="col" className="num">
                    {t('staff.reports.giving.gifts')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.giving.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.length === 0 && (
                  <tr>
                    <td colSpan={4}>{t('staff.reports.giving.none')}</td>
                  </tr>
                )}
                {report.rows.map((row) => (
                  <tr key={`${row.fundId}-${row.appeal ?? ''}`}>
                    <th scope="row">{row.fundName}</th>
                    <td>{appealName(row.appeal)}</td>
                    <td className="num">{f.count(row.gifts)}</td>
                    <td className="num">{f.cents(row.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </ReportPage>
  );
}
