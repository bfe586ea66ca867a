import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { VoucherLiabilityQuerySchema } from '../../../../shared/contracts/box-office-reports.ts';
import {
  ErrorSummary,
  formValues,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { BarChart } from '../../../features/box-office/reports/report-charts.tsx';
import {
  Figures,
  ReportPage,
  TableScroll,
  useReportFormat,
} from '../../../features/box-office/reports/report-parts.tsx';
import {
  asOfOf,
  csvHref,
  reportToday,
  voucherLiabilityQuery,
} from '../../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

const FORM = 'voucher-as-of';

/**
 * /box-office/reports/gift-vouchers: what the theatre owes on gift vouchers at the end of a day
 * (today unless asked), from the vouchers' ledger as it stood then; balances of vouchers that
 * have expired are counted apart.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const today = reportToday();
  const asOf = asOfOf(search, today);
  const { errors, summary, show, validate } = useFormErrors();
  const report = useQuery({ ...voucherLiabilityQuery(asOf ?? today), enabled: asOf !== null }).data;
  const shownErrors =
    asOf === null && Object.keys(errors).length === 0
      ? { asOf: 'staff.reports.validation.asOf' }
      : errors;
  const { ledger } = report ?? {};
  return (
    <ReportPage
      title={t('staff.reports.vouchers.title')}
      intro={t('staff.reports.vouchers.intro')}
      {...(asOf ? { csv: csvHref('/gift-vouchers', { asOf }) } : {})}
    >
      <form
        className="panel report-period"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const values = validate(VoucherLiabilityQuerySchema, formValues(event.currentTarget));
          if (!values?.asOf) {
            if (values) show({ asOf: 'staff.reports.validation.asOf' });
            return;
          }
          navigate(`?${new URLSearchParams({ asOf: values.asOf })}`, { preventScrollReset: true });
        }}
      >
        <ErrorSummary form={FORM} errors={shownErrors} summaryRef={summary} />
        <div className="report-period-fields">
          <TextField
            form={FORM}
            name="asOf"
            type="date"
            label={t('staff.reports.vouchers.asOf')}
            errors={shownErrors}
            defaultValue={asOf ?? search.get('asOf') ?? ''}
            key={asOf ?? 'bad'}
            required
          />
          <button type="submit" className="button">
            {t('staff.reports.period.show')}
          </button>
        </div>
      </form>
      {report && ledger && (
        <>
          <p className="report-period-line">
            {t('staff.reports.vouchers.showing', { day: f.day(report.asOf) })}
          </p>
          <Figures
            items={[
              {
                label: t('staff.reports.vouchers.outstanding'),
                value: f.cents(report.outstanding.balanceCents),
              },
              {
                label: t('staff.reports.vouchers.outstandingCount'),
                value: f.count(report.outstanding.vouchers),
              },
              {
                label: t('staff.reports.vouchers.expired'),
                value: f.cents(report.expiredWithBalance.balanceCents),
              },
              {
                label: t('staff.reports.vouchers.expiredCount'),
                value: f.count(report.expiredWithBalance.vouchers),
              },
            ]}
          />
          {report.byExpiryMonth.length > 0 && (
            <BarChart
              title={t('staff.reports.vouchers.chart')}
              bars={report.byExpiryMonth.map((row) => ({
                key: row.month,
                label: f.month(row.month),
                value: row.balanceCents,
                text: t('staff.reports.vouchers.monthText', {
                  count: row.vouchers,
                  vouchers: f.count(row.vouchers),
                  amount: f.cents(row.balanceCents),
                }),
              }))}
            />
          )}
          <TableScroll label={t('staff.reports.vouchers.monthTable')}>
            <table className="report-table">
              <caption>{t('staff.reports.vouchers.monthTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.reports.vouchers.month')}</th>
                  <th scope="col" className="num">
                    {t('staff.reports.vouchers.vouchers')}
                  </th>
                  <th scope="col" className="num">
                    {t('staff.reports.vouchers.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.byExpiryMonth.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('staff.reports.vouchers.none')}</td>
                  </tr>
                )}
                {report.byExpiryMonth.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{f.month(row.month)}</th>
                    <td className="num">{f.count(row.vouchers)}</td>
                    <td className="num">{f.cents(row.balanceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <table className="report-table report-ledger">
            <caption>{t('staff.reports.vouchers.ledger')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('staff.reports.vouchers.issued')}</th>
                <td className="num">{f.cents(ledger.issuedCents)}</td>
              </tr>
              <tr>
                <th scope="row">{t('staff.reports.vouchers.spent')}</th>
                <td className="num">{f.cents(-ledger.spentCents)}</td>
              </tr>
              <tr>
                <th scope="row">{t('staff.reports.vouchers.refunded')}</th>
                <td className="num">{f.cents(ledger.refundedCents)}</td>
              </tr>
              <tr>
                <th scope="row">{t('staff.reports.vouchers.redeemed')}</th>
                <td className="num">{f.cents(-ledger.redeemedCents)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('staff.reports.vouchers.balances')}</th>
                <td className="num">
                  {f.cents(
                    ledger.issuedCents -
                      ledger.spentCents +
                      ledger.refundedCents -
                      ledger.redeemedCents,
                  )}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="report-note">{t('staff.reports.vouchers.note')}</p>
        </>
      )}
    </ReportPage>
  );
}
