/**
 * The box office's reports over HTTP (issue 13): a query per report, keyed under 'box-office'
 * with the period and the language (names are translated), and the address of each report's
 * CSV file. The period lives in the page's address (`?from=…&to=…`), checked with the API's own
 * schema: a bad one asks nothing of the server and the page says what is wrong.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type DailySales,
  type DoorList,
  type GivingReport,
  type MembershipsReport,
  type PerformanceSales,
  type PerformanceSalesList,
  type ProductionSales,
  type ProductionSalesList,
  type ReportPeriod,
  ReportPeriodQuerySchema,
  type VoucherLiability,
  VoucherLiabilityQuerySchema,
} from '../../../../shared/contracts/box-office-reports.ts';
import { venueDay } from '../../../../shared/dates.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { api, serverClock } from '../../../lib/api.ts';

export const REPORTS_API = '/api/box-office/reports';

/** Today on the theatre's calendar, by the server's clock. */
export function reportToday(): string {
  return venueDay(new Date(serverClock.now()));
}

/** The day `n` days after (or before) `day`. */
export function shiftDay(day: string, n: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The default period of each report: what a manager opens it for first. */
export const DEFAULT_PERIODS = {
  /** The last 30 days of sales or gifts, today included. */
  past: (today: string): ReportPeriod => ({ from: shiftDay(today, -29), to: today }),
  /** Performances from a week ago to a month ahead. */
  performances: (today: string): ReportPeriod => ({
    from: shiftDay(today, -7),
    to: shiftDay(today, 30),
  }),
} as const;

export type PeriodChoice =
  | { ok: true; period: ReportPeriod }
  /** What was asked, and the problems by field as message keys. */
  | { ok: false; asked: { from: string; to: string }; problems: Record<string, string> };

/** The period the address asks for (the default without one), checked as the API checks it. */
export function periodOf(search: URLSearchParams, fallback: ReportPeriod): PeriodChoice {
  if (!search.has('from') && !search.has('to')) return { ok: true, period: fallback };
  const asked = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const parsed = ReportPeriodQuerySchema.safeParse(asked);
  if (parsed.success) return { ok: true, period: { from: parsed.data.from, to: parsed.data.to } };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return { ok: false, asked, problems };
}

/** The day the voucher liability is asked for; null when the address's is not a day. */
export function asOfOf(search: URLSearchParams, today: string): string | null {
  const asked = search.get('asOf');
  if (asked === null) return today;
  const parsed = VoucherLiabilityQuerySchema.safeParse({ asOf: asked });
  return parsed.success ? (parsed.data.asOf ?? today) : null;
}

/** A report's CSV file: its JSON address with `.csv`, the same query and language. */
export function csvHref(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, lang: currentLocale() });
  return `${REPORTS_API}${path}.csv?${search}`;
}

const key = (...parts: (string | number)[]) =>
  ['box-office', 'reports', ...parts, currentLocale()] as const;
const get = <T>(path: string, query: Record<string, string> = {}) =>
  api.get<T>(`${REPORTS_API}${path}`, { ...query, lang: currentLocale() });

export const performancesReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: key('performances', period.from, period.to),
    queryFn: () => get<PerformanceSalesList>('/performances', { ...period }),
  });

export const performanceReportQuery = (performanceId: number) =>
  queryOptions({
    queryKey: key('performance', performanceId),
    queryFn: () => get<PerformanceSales>(`/performances/${performanceId}`),
  });

export const productionsReportQuery = () =>
  queryOptions({
    queryKey: key('productions'),
    queryFn: () => get<ProductionSalesList>('/productions'),
  });

export const productionReportQuery = (productionId: number) =>
  queryOptions({
    queryKey: key('production', productionId),
    queryFn: () => get<ProductionSales>(`/productions/${productionId}`),
  });

export const daysReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: key('days', period.from, period.to),
    queryFn: () => get<DailySales>('/days', { ...period }),
  });

export const givingReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: key('giving', period.from, period.to),
    queryFn: () => get<GivingReport>('/giving', { ...period }),
  });

export const membershipsReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: key('memberships', period.from, period.to),
    queryFn: () => get<MembershipsReport>('/memberships', { ...period }),
  });

export const voucherLiabilityQuery = (asOf: string) =>
  queryOptions({
    queryKey: key('gift-vouchers', asOf),
    queryFn: () => get<VoucherLiability>('/gift-vouchers', { asOf }),
  });

export const doorListQuery = (performanceId: number) =>
  queryOptions({
    queryKey: key('door-list', performanceId),
    queryFn: () => get<DoorList>(`/performances/${performanceId}/door-list`),
  });
