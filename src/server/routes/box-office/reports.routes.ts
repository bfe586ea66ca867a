/**
 * The box office's reports (issue 13): `/api/box-office/reports/…`, box-office managers and up;
 * the door list, which the house staff print before doors open, box-office staff and up. Each
 * report answers JSON, and the same address ending `.csv` answers it as a spreadsheet file
 * (domain/reports/report-csv.ts) in the staff member's language. Reports are read-only and
 * never kept by a cache: they hold customers' names and the theatre's takings.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import type { BoxOfficeReports } from '../../../domain/ports/box-office-reports.ts';
import type { Clock } from '../../../domain/ports/clock.ts';
import {
  type CsvFile,
  dailySalesCsv,
  doorListCsv,
  givingCsv,
  membershipsCsv,
  performanceSalesCsv,
  performancesSalesCsv,
  productionSalesCsv,
  productionsSalesCsv,
  type Translator,
  voucherLiabilityCsv,
} from '../../../domain/reports/report-csv.ts';
import {
  DailySalesSchema,
  DoorListSchema,
  GivingReportSchema,
  MembershipsReportSchema,
  PerformanceSalesListSchema,
  PerformanceSalesSchema,
  ProductionSalesListSchema,
  ProductionSalesSchema,
  ReportLangQuerySchema,
  ReportPerformanceParamsSchema,
  ReportPeriodQuerySchema,
  ReportProductionParamsSchema,
  VoucherLiabilityQuerySchema,
  VoucherLiabilitySchema,
} from '../../../shared/contracts/box-office-reports.ts';
import { ErrorResponseSchema } from '../../../shared/contracts/common.ts';
import type { StaffRole } from '../../../shared/contracts/staff.ts';
import { venueDay } from '../../../shared/dates.ts';
import { ALL_MESSAGES } from '../../../shared/i18n/all-messages.ts';
import { translate } from '../../../shared/i18n/translate.ts';
import type { Locale } from '../../../shared/locales.ts';
import { requestLocale } from '../../request-locale.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

const REPORTS = '/api/box-office/reports';

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(file.content);
}

function found<T>(report: T | null, code: 'PERFORMANCE_NOT_FOUND' | 'PRODUCTION_NOT_FOUND'): T {
  if (!report) throw new AppError(code);
  return report;
}

interface Report<P extends z.ZodType, Q extends z.ZodType, R> {
  /** The JSON address; the CSV's is the same ending `.csv`. */
  url: string;
  role: StaffRole;
  summary: string;
  params?: P;
  querystring: Q;
  response: z.ZodType<R>;
  load(input: { params: z.infer<P>; query: z.infer<Q>; locale: Locale }): Promise<R>;
  csv(report: R, t: Translator): CsvFile;
}

export function reportsRoutes(reports: BoxOfficeReports, opts: { clock: Clock }) {
  const today = () => venueDay(opts.clock.now());
  return async (app: FastifyInstance) => {
    /**
     * The report's two addresses: JSON, and the same as a CSV file. The zod schemas validate
     * and serialise as on every route; the types come from `def` (the plain instance, as the
     * type provider cannot follow a schema passed through a generic).
     */
    function report<P extends z.ZodType, Q extends z.ZodType, R>(def: Report<P, Q, R>) {
      const input = (request: FastifyRequest) => {
        const query = request.query as z.infer<Q> & { lang?: string };
        const locale = requestLocale(request, query.lang);
        return { params: request.params as z.infer<P>, query, locale };
      };
      const schema = {
        tags: ['box-office'],
        ...(def.params ? { params: def.params } : {}),
        querystring: def.querystring,
      };
      app.get(
        def.url,
        {
          config: { staffRole: def.role },
          schema: { ...schema, summary: def.summary, response: { 200: def.response, ...errors } },
        },
        async (request) => def.load(input(request)),
      );
      app.get(
        `${def.url}.csv`,
        {
          config: { staffRole: def.role },
          // The 200 answer is the CSV file; errors are the usual { statusCode, code, message }.
          schema: { ...schema, summary: `${def.summary} (CSV)` },
        },
        async (request, reply) => {
          const { params, query, locale } = input(request);
          const t: Translator = (key, options) => translate(ALL_MESSAGES, locale, key, options);
          return sendCsv(reply, def.csv(await def.load({ params, query, locale }), t));
        },
      );
    }

    report({
      url: `${REPORTS}/performances`,
      role: 'manager',
      summary: 'Sales of the performances starting in a period (New York days)',
      querystring: ReportPeriodQuerySchema,
      response: PerformanceSalesListSchema,
      load: ({ query, locale }) => reports.performancesSales(query, locale),
      csv: performancesSalesCsv,
    });
    report({
      url: `${REPORTS}/performances/:performanceId`,
      role: 'manager',
      summary: 'A performance’s seats, and its sales by price type and price band',
      params: ReportPerformanceParamsSchema,
      querystring: ReportLangQuerySchema,
      response: PerformanceSalesSchema,
      load: async ({ params, locale }) =>
        found(
          await reports.performanceSales(params.performanceId, locale),
          'PERFORMANCE_NOT_FOUND',
        ),
      csv: performanceSalesCsv,
    });
    report({
      url: `${REPORTS}/productions`,
      role: 'manager',
      summary: 'Every production’s seats and sales',
      querystring: ReportLangQuerySchema,
      response: ProductionSalesListSchema,
      load: ({ locale }) => reports.productionsSales(locale),
      csv: productionsSalesCsv,
    });
    report({
      url: `${REPORTS}/productions/:productionId`,
      role: 'manager',
      summary: 'A production’s performances, and its sales by price type and price band',
      params: ReportProductionParamsSchema,
      querystring: ReportLangQuerySchema,
      response: ProductionSalesSchema,
      load: async ({ params, locale }) =>
        found(await reports.productionSales(params.productionId, locale), 'PRODUCTION_NOT_FOUND'),
      csv: productionSalesCsv,
    });
    report({
      url: `${REPORTS}/days`,
      role: 'manager',
      summary: 'What confirmed orders brought in, day by day (New York days)',
      querystring: ReportPeriodQuerySchema,
      response: DailySalesSchema,
      load: ({ query }) => reports.dailySales(query),
      csv: dailySalesCsv,
    });
    report({
      url: `${REPORTS}/giving`,
      role: 'manager',
      summary: 'Gifts given in a period, per fund and per appeal',
      querystring: ReportPeriodQuerySchema,
      response: GivingReportSchema,
      load: ({ query, locale }) => reports.giving(query, locale),
      csv: givingCsv,
    });
    report({
      url: `${REPORTS}/memberships`,
      role: 'manager',
      summary: 'Memberships per level: active at the period’s end, new and lapsed in it',
      querystring: ReportPeriodQuerySchema,
      response: MembershipsReportSchema,
      load: ({ query, locale }) => reports.memberships(query, today(), locale),
      csv: membershipsCsv,
    });
    report({
      url: `${REPORTS}/gift-vouchers`,
      role: 'manager',
      summary: 'Gift voucher balances owed at the end of a day (today when left out)',
      querystring: VoucherLiabilityQuerySchema,
      response: VoucherLiabilitySchema,
      load: ({ query }) => reports.voucherLiability(query.asOf ?? today()),
      csv: voucherLiabilityCsv,
    });
    report({
      url: `${REPORTS}/performances/:performanceId/door-list`,
      role: 'staff',
      summary: 'The door list: each party’s names, seats, price types and access notes',
      params: ReportPerformanceParamsSchema,
      querystring: ReportLangQuerySchema,
      response: DoorListSchema,
      load: async ({ params, locale }) =>
        found(await reports.doorList(params.performanceId, locale), 'PERFORMANCE_NOT_FOUND'),
      csv: doorListCsv,
    });
  };
}
