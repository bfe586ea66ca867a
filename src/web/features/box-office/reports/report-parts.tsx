/**
 * What the report pages share: figures in the reader's language, the page's head with its
 * "Download CSV" link, the period form (checked with the API's own schema before anything is
 * asked), and the tables of seats and of sales by price type or band.
 */
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type ReportPeriod,
  ReportPeriodQuerySchema,
  type SalesFigures,
  type SeatCounts,
} from '../../../../shared/contracts/box-office-reports.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { formatMoney, NUMBER_LOCALE, usd } from '../../../../shared/money.ts';
import {
  ErrorSummary,
  formValues,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useFormat } from '../../../components/use-format.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { type SeatPart, SeatsBar } from './report-charts.tsx';
import '../../../styles/box-office-reports.css';

/** Counts, money from cents, days and months, in the reader's language. */
export function useReportFormat() {
  const f = useFormat();
  const count = new Intl.NumberFormat(NUMBER_LOCALE[f.locale]);
  const short = new Intl.NumberFormat(NUMBER_LOCALE[f.locale], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
  });
  return {
    ...f,
    count: (n: number) => count.format(n),
    // `|| 0`: a ledger's "less nothing" (-0) reads $0.00, not -$0.00.
    cents: (cents: number) => formatMoney(usd(cents || 0), f.locale),
    /** An axis label: "$1.2K". */
    centsShort: (cents: number) => short.format(cents / 100),
    /** A calendar day (YYYY-MM-DD) as the reader writes it: noon keeps it that day in New York. */
    day: (day: string, style: 'day' | 'full' | 'short' | 'dayMonth' = 'day') =>
      formatDate(`${day}T16:00:00Z`, f.locale, style),
    /** A performance's day and time: "Sat, Mar 14, 7:30pm". */
    when: (iso: string) => `${f.date(iso, 'short')}, ${f.time(iso)}`,
    /** A month (YYYY-MM): "March 2022". */
    month: (month: string) => formatDate(`${month}-15T16:00:00Z`, f.locale, 'monthYear'),
  };
}

/** The head of every report: its title, what it counts, the way back, and its CSV file. */
export function ReportPage({
  title,
  intro,
  csv,
  back = { to: '/box-office/reports', label: 'staff.reports.backToReports' },
  children,
}: {
  title: string;
  intro?: string;
  csv?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="report-page" aria-labelledby="report-title">
      <p className="report-back">
        <Link to={back.to}>{t(back.label)}</Link>
      </p>
      <div className="report-head">
        <h1 id="report-title">{title}</h1>
        {csv && (
          <a className="button button-secondary report-csv" href={csv} download>
            {t('staff.reports.downloadCsv')}
          </a>
        )}
      </div>
      {intro && <p className="lead">{intro}</p>}
      {children}
    </section>
  );
}

const PERIOD_FORM = 'report-period';

/**
 * From and to: the period the report covers, kept in the address (Back returns to it). The
 * form is checked with the API's own schema; a period in the address that fails it (typed by
 * hand) shows the same messages, and nothing is asked of the server.
 */
export function PeriodForm({
  period,
  problems,
}: {
  period: { from: string; to: string };
  problems?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { errors, summary, show, validate } = useFormErrors();
  // The address's own problems (a new object each render): shown once per distinct set.
  const asked = JSON.stringify(problems ?? {});
  useEffect(() => {
    const found = JSON.parse(asked) as Record<string, string>;
    if (Object.keys(found).length > 0) show(found);
  }, [asked, show]);
  return (
    <form
      className="panel report-period"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = validate(ReportPeriodQuerySchema, formValues(event.currentTarget));
        if (!values) return;
        navigate(`?${new URLSearchParams({ from: values.from, to: values.to })}`, {
          preventScrollReset: true,
        });
      }}
    >
      <ErrorSummary form={PERIOD_FORM} errors={errors} summaryRef={summary} />
      <fieldset>
        <legend>{t('staff.reports.period.legend')}</legend>
        <div className="report-period-fields">
          <TextField
            form={PERIOD_FORM}
            name="from"
            type="date"
            label={t('staff.reports.period.from')}
            errors={errors}
            defaultValue={period.from}
            key={`from-${period.from}`}
            required
          />
          <TextField
            form={PERIOD_FORM}
            name="to"
            type="date"
            label={t('staff.reports.period.to')}
            errors={errors}
            defaultValue={period.to}
            key={`to-${period.to}`}
            required
          />
          <button type="submit" className="button">
            {t('staff.reports.period.show')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** The period a report covers, as a sentence. */
export function PeriodLine({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  return (
    <p className="report-period-line">
      {t('staff.reports.period.showing', { from: f.day(period.from), to: f.day(period.to) })}
    </p>
  );
}

/** A house's seats: the stacked bar, and its figures in a table. */
export function SeatsFigure({ seats, title }: { seats: SeatCounts; title: string }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const label: Record<SeatPart, string> = {
    sold: t('staff.reports.seats.sold'),
    held: t('staff.reports.seats.held'),
    free: t('staff.reports.seats.free'),
    unavailable: t('staff.reports.seats.unavailable'),
  };
  const share = (n: number) => (seats.capacity > 0 ? Math.round((n / seats.capacity) * 100) : 0);
  const parts = (['sold', 'held', 'free', 'unavailable'] as const).map((part) => ({
    part,
    label: label[part],
    value: seats[part],
    text: t('staff.reports.seats.countShare', {
      seats: f.count(seats[part]),
      share: share(seats[part]),
    }),
  }));
  return (
    <div className="report-block">
      <SeatsBar title={title} parts={parts} />
      <table className="report-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('staff.reports.seats.capacity')}
            </th>
            {parts.map((p) => (
              <th scope="col" className="num" key={p.part}>
                {p.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="num">{f.count(seats.capacity)}</td>
            {parts.map((p) => (
              <td className="num" key={p.part}>
                {f.count(p.value)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="report-note">{t('staff.reports.seats.note')}</p>
    </div>
  );
}

/**
 * A table that may be wider than the screen: it scrolls sideways on its own (the page does
 * not), and, as a scrolling region, takes the focus so the keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="report-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** Sales by price type or band (or any named rows), with their total. */
export function SalesTable({
  caption,
  nameHeader,
  rows,
  totals,
}: {
  caption: string;
  nameHeader: string;
  rows: readonly (SalesFigures & { key: string | number; name: ReactNode })[];
  totals: SalesFigures;
}) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const cells = (s: SalesFigures) => (
    <>
      <td className="num">{f.count(s.tickets)}</td>
      <td className="num">{f.cents(s.grossCents)}</td>
      <td className="num">{f.cents(s.feesCents)}</td>
      <td className="num">{f.cents(s.netCents)}</td>
    </>
  );
  return (
    <TableScroll label={caption}>
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col" className="num">
              {t('staff.reports.sales.tickets')}
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
          {rows.length === 0 && (
            <tr>
              <td colSpan={5}>{t('staff.reports.sales.none')}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('staff.reports.total')}</th>
            {cells(totals)}
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/** A few headline figures, big, each with its label. */
export function Figures({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="report-figures">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
