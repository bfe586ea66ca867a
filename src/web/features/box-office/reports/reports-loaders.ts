/**
 * The report pages' loaders: each report's data is asked for with the page's code, for the
 * period in the address (a bad period asks for nothing: the page shows the form's messages);
 * an id that is not one, or that nothing has, is the not-found page.
 */
import type { QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ReportPerformanceParamsSchema } from '../../../../shared/contracts/box-office-reports.ts';
import { queryClient } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/http-client.ts';
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

/** Fetches a report; a 404 from the API is the page's not-found. */
async function ensure(options: { queryKey: QueryKey }): Promise<null> {
  try {
    await queryClient.ensureQueryData(options as never);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

/** A performance or production id from the address, else the not-found page. */
function idOf(value: string | undefined): number {
  const parsed = ReportPerformanceParamsSchema.safeParse({ performanceId: value });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.performanceId;
}

export function performancesReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.performances(reportToday()));
  return choice.ok ? ensure(performancesReportQuery(choice.period)) : null;
}

export function performanceReportLoader({ params }: LoaderFunctionArgs) {
  return ensure(performanceReportQuery(idOf(params.performanceId)));
}

export function productionsReportLoader() {
  return ensure(productionsReportQuery());
}

export function productionReportLoader({ params }: LoaderFunctionArgs) {
  return ensure(productionReportQuery(idOf(params.productionId)));
}

export function daysReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.past(reportToday()));
  return choice.ok ? ensure(daysReportQuery(choice.period)) : null;
}

export function givingReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.past(reportToday()));
  return choice.ok ? ensure(givingReportQuery(choice.period)) : null;
}

export function membershipsReportLoader({ request }: LoaderFunctionArgs) {
  const choice = periodOf(searchOf(request), DEFAULT_PERIODS.past(reportToday()));
  return choice.ok ? ensure(membershipsReportQuery(choice.period)) : null;
}

export function voucherLiabilityLoader({ request }: LoaderFunctionArgs) {
  const asOf = asOfOf(searchOf(request), reportToday());
  return asOf ? ensure(voucherLiabilityQuery(asOf)) : null;
}

export function doorListLoader({ params }: LoaderFunctionArgs) {
  return ensure(doorListQuery(idOf(params.performanceId)));
}
