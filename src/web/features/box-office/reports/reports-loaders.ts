/**
 * The report pages' loaders: each passes the box office's guard first (signed out: sign in and
 * back; a role below the page's in box-office-pages.ts: the forbidden message), then asks for
 * the report's data with the page's code, for the period in the address (a bad period asks for
 * nothing: the page shows the form's messages); an id that is not one, or that nothing has, is
 * the not-found page.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ReportPerformanceParamsSchema } from '../../../../shared/contracts/box-office-reports.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { ensureStaffData, staffPageGuard } from '../box-office-loaders.ts';
import {
  asOfOf,
  DEFAULT_PERIODS,
  daysReportQuery,
  doorListQuery,
  givingReportQuery,
  membershipsReportQuery,
  performanceReportQuery,
  performancesReportQuery,
  periodOf,
  productionReportQuery,
  productionsReportQuery,
  reportToday,
  voucherLiabilityQuery,
} from './reports-api.ts';

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** The guard, then a report; a 404 from the API is the page's not-found. */
async function ensure<T, K extends QueryKey>(
  request: Request,
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): Promise<null> {
  try {
    await ensureStaffData(request, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

/** A page whose address asks for nothing the server would answer: the guard alone. */
async function guardOnly(request: Request): Promise<null> {
  await staffPageGuard({ request } as LoaderFunctionArgs);
  return null;
}

/** A performance or production id from the address, else the not-found page. */
function idOf(value: string | undefined): number {
  const parsed = ReportPerformanceParamsSchema.safeParse({ performanceId: value });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.performanceId;
}

/** The reports' home: links only. */
export function reportsIndexLoader({ request }: LoaderFunctionArgs) {
  return guardOnly(request);
}

export function performancesReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.performances(reportToday()));
  return choice.ok ? ensure(request, performancesReportQuery(choice.period)) : guardOnly(request);
}

export function performanceReportLoader({ request, params }: LoaderFunctionArgs) {
  return ensure(request, performanceReportQuery(idOf(params.performanceId)));
}

export function productionsReportLoader({ request }: LoaderFunctionArgs) {
  return ensure(request, productionsReportQuery());
}

export function productionReportLoader({ request, params }: LoaderFunctionArgs) {
  return ensure(request, productionReportQuery(idOf(params.productionId)));
}

export function daysReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.past(reportToday()));
  return choice.ok ? ensure(request, daysReportQuery(choice.period)) : guardOnly(request);
}

export function givingReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.past(reportToday()));
  return choice.ok ? ensure(request, givingReportQuery(choice.period)) : guardOnly(request);
}

export function membershipsReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.past(reportToday()));
  return choice.ok ? ensure(request, membershipsReportQuery(choice.period)) : guardOnly(request);
}

export function voucherLiabilityLoader({ request }: LoaderFunctionArgs) {
  const asOf = asOfOf(searchOf(request), reportToday());
  return asOf ? ensure(request, voucherLiabilityQuery(asOf)) : guardOnly(request);
}

export function doorListLoader({ request, params }: LoaderFunctionArgs) {
  return ensure(request, doorListQuery(idOf(params.performanceId)));
}
