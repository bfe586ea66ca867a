/**
 * Each box office report as a CSV file (issue 13): one plain table per report, a row per thing
 * counted and no total rows (a spreadsheet sums, sorts and pivots them), headers in the staff
 * member's language, performance times as their New York day and time in two columns.
 */
import type {
  DailySales,
  DoorList,
  GivingReport,
  MembershipsReport,
  PerformanceSales,
  PerformanceSalesList,
  PerformanceSalesRow,
  ProductionSales,
  ProductionSalesList,
  VoucherLiability,
} from '../../shared/contracts/box-office-reports.ts';
import { venueDay, wallClock } from '../../shared/dates.ts';
import type { TranslateOptions } from '../../shared/i18n/translate.ts';
import { type CsvColumn, toCsv } from './csv.ts';

export type Translator = (key: string, options?: TranslateOptions) => string;

export interface CsvFile {
  filename: string;
  content: string;
}

const dayOf = (iso: string) => venueDay(new Date(iso));
function timeOf(iso: string): string {
  const c = wallClock(new Date(iso));
  return `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
}

/** The seat and sales columns every performance row has. */
function performanceColumns(t: Translator): CsvColumn<PerformanceSalesRow>[] {
  return [
    {
      header: t('staff.reports.csv.date'),
      kind: 'day',
      value: (r) => dayOf(r.performance.startsAt),
    },
    {
      header: t('staff.reports.csv.time'),
      kind: 'time',
      value: (r) => timeOf(r.performance.startsAt),
    },
    {
      header: t('staff.reports.csv.production'),
      kind: 'text',
      value: (r) => r.performance.productionTitle,
    },
    { header: t('staff.reports.csv.venue'), kind: 'text', value: (r) => r.performance.venueName },
    {
      header: t('staff.reports.csv.cancelled'),
      kind: 'text',
      value: (r) =>
        r.performance.cancelled ? t('staff.reports.csv.yes') : t('staff.reports.csv.no'),
    },
    ...seatColumns<PerformanceSalesRow>(t),
    ...salesColumns<PerformanceSalesRow>(t, (r) => r.totals),
  ];
}

function seatColumns<R extends { seats: PerformanceSalesRow['seats'] }>(
  t: Translator,
): CsvColumn<R>[] {
  return [
    { header: t('staff.reports.csv.capacity'), kind: 'integer', value: (r) => r.seats.capacity },
    { header: t('staff.reports.csv.sold'), kind: 'integer', value: (r) => r.seats.sold },
    { header: t('staff.reports.csv.held'), kind: 'integer', value: (r) => r.seats.held },
    { header: t('staff.reports.csv.free'), kind: 'integer', value: (r) => r.seats.free },
    {
      header: t('staff.reports.csv.unavailable'),
      kind: 'integer',
      value: (r) => r.seats.unavailable,
    },
  ];
}

function salesColumns<R>(
  t: Translator,
  figures: (row: R) => { tickets: number; grossCents: number; feesCents: number; netCents: number },
): CsvColumn<R>[] {
  return [
    { header: t('staff.reports.csv.tickets'), kind: 'integer', value: (r) => figures(r).tickets },
    { header: t('staff.reports.csv.gross'), kind: 'cents', value: (r) => figures(r).grossCents },
    { header: t('staff.reports.csv.fees'), kind: 'cents', value: (r) => figures(r).feesCents },
    { header: t('staff.reports.csv.net'), kind: 'cents', value: (r) => figures(r).netCents },
  ];
}

/** One performance: a row per price type sold, then one per price band. */
export function performanceSalesCsv(report: PerformanceSales, t: Translator): CsvFile {
  type Line = { group: string; code: string; name: string } & PerformanceSales['totals'];
  const lines: Line[] = [
    ...report.byPriceType.map((row) => ({ ...row, group: t('staff.reports.csv.priceType') })),
    ...report.byPriceBand.map((row) => ({ ...row, group: t('staff.reports.csv.priceBand') })),
  ];
  const { performance } = report;
  const columns: CsvColumn<Line>[] = [
    { header: t('staff.reports.csv.date'), kind: 'day', value: () => dayOf(performance.startsAt) },
    {
      header: t('staff.reports.csv.time'),
      kind: 'time',
      value: () => timeOf(performance.startsAt),
    },
    {
      header: t('staff.reports.csv.production'),
      kind: 'text',
      value: () => performance.productionTitle,
    },
    { header: t('staff.reports.csv.group'), kind: 'text', value: (r) => r.group },
    { header: t('staff.reports.csv.code'), kind: 'text', value: (r) => r.code },
    { header: t('staff.reports.csv.name'), kind: 'text', value: (r) => r.name },
    ...salesColumns<Line>(t, (r) => r),
  ];
  return { filename: `performance-${performance.id}-sales.csv`, content: toCsv(columns, lines) };
}

export function performancesSalesCsv(report: PerformanceSalesList, t: Translator): CsvFile {
  return {
    filename: `performances-${report.from}-to-${report.to}.csv`,
    content: toCsv(performanceColumns(t), report.performances),
  };
}

export function productionsSalesCsv(report: ProductionSalesList, t: Translator): CsvFile {
  type Row = ProductionSalesList['productions'][number];
  const columns: CsvColumn<Row>[] = [
    { header: t('staff.reports.csv.production'), kind: 'text', value: (r) => r.title },
    { header: t('staff.reports.csv.performances'), kind: 'integer', value: (r) => r.performances },
    {
      header: t('staff.reports.csv.firstDate'),
      kind: 'day',
      value: (r) => (r.firstStartsAt ? dayOf(r.firstStartsAt) : null),
    },
    {
      header: t('staff.reports.csv.lastDate'),
      kind: 'day',
      value: (r) => (r.lastStartsAt ? dayOf(r.lastStartsAt) : null),
    },
    ...seatColumns<Row>(t),
    ...salesColumns<Row>(t, (r) => r.totals),
  ];
  return { filename: 'productions-sales.csv', content: toCsv(columns, report.productions) };
}

/** One production: a row per performance. */
export function productionSalesCsv(report: ProductionSales, t: Translator): CsvFile {
  return {
    filename: `production-${report.production.id}-sales.csv`,
    content: toCsv(performanceColumns(t), report.performances),
  };
}

export function dailySalesCsv(report: DailySales, t: Translator): CsvFile {
  type Row = DailySales['days'][number];
  const money = (key: string, pick: (r: Row) => number): CsvColumn<Row> => ({
    header: t(key),
    kind: 'cents',
    value: pick,
  });
  const columns: CsvColumn<Row>[] = [
    { header: t('staff.reports.csv.day'), kind: 'day', value: (r) => r.day },
    { header: t('staff.reports.csv.orders'), kind: 'integer', value: (r) => r.orders },
    { header: t('staff.reports.csv.tickets'), kind: 'integer', value: (r) => r.tickets },
    money('staff.reports.csv.ticketSales', (r) => r.ticketsGrossCents),
    money('staff.reports.csv.fees', (r) => r.feesCents),
    money('staff.reports.csv.donations', (r) => r.donationsCents),
    money('staff.reports.csv.memberships', (r) => r.membershipsCents),
    money('staff.reports.csv.giftVouchersSold', (r) => r.giftVouchersSoldCents),
    money('staff.reports.csv.delivery', (r) => r.deliveryCents),
    money('staff.reports.csv.refundProtection', (r) => r.refundProtectionCents),
    money('staff.reports.csv.discounts', (r) => r.discountCents),
    money('staff.reports.csv.total', (r) => r.totalCents),
    money('staff.reports.csv.paidByCredit', (r) => r.paidByCreditCents),
    money('staff.reports.csv.paidByVouchers', (r) => r.paidByVouchersCents),
  ];
  return {
    filename: `daily-sales-${report.from}-to-${report.to}.csv`,
    content: toCsv(columns, report.days),
  };
}

/** A row per fund and appeal that had gifts. */
export function givingCsv(report: GivingReport, t: Translator): CsvFile {
  type Row = GivingReport['rows'][number];
  const columns: CsvColumn<Row>[] = [
    { header: t('staff.reports.csv.fund'), kind: 'text', value: (r) => r.fundName },
    {
      header: t('staff.reports.csv.appeal'),
      kind: 'text',
      value: (r) => r.appeal ?? t('staff.reports.giving.noAppeal'),
    },
    { header: t('staff.reports.csv.gifts'), kind: 'integer', value: (r) => r.gifts },
    { header: t('staff.reports.csv.amount'), kind: 'cents', value: (r) => r.amountCents },
  ];
  return {
    filename: `giving-${report.from}-to-${report.to}.csv`,
    content: toCsv(columns, report.rows),
  };
}

export function membershipsCsv(report: MembershipsReport, t: Translator): CsvFile {
  type Row = MembershipsReport['levels'][number];
  const columns: CsvColumn<Row>[] = [
    { header: t('staff.reports.csv.level'), kind: 'text', value: (r) => r.name },
    { header: t('staff.reports.csv.active'), kind: 'integer', value: (r) => r.active },
    { header: t('staff.reports.csv.new'), kind: 'integer', value: (r) => r.new },
    { header: t('staff.reports.csv.lapsed'), kind: 'integer', value: (r) => r.lapsed },
    { header: t('staff.reports.csv.payments'), kind: 'integer', value: (r) => r.payments },
    { header: t('staff.reports.csv.paid'), kind: 'cents', value: (r) => r.paidCents },
  ];
  return {
    filename: `memberships-${report.from}-to-${report.to}.csv`,
    content: toCsv(columns, report.levels),
  };
}

/** Outstanding balances by the month they expire in, then what expired vouchers still hold. */
export function voucherLiabilityCsv(report: VoucherLiability, t: Translator): CsvFile {
  type Row = { status: string; month: string | null; vouchers: number; balanceCents: number };
  const rows: Row[] = [
    ...report.byExpiryMonth.map((row) => ({ ...row, status: t('staff.reports.csv.outstanding') })),
    {
      ...report.expiredWithBalance,
      month: null,
      status: t('staff.reports.csv.expiredWithBalance'),
    },
  ];
  const columns: CsvColumn<Row>[] = [
    { header: t('staff.reports.csv.asOf'), kind: 'day', value: () => report.asOf },
    { header: t('staff.reports.csv.status'), kind: 'text', value: (r) => r.status },
    { header: t('staff.reports.csv.expiryMonth'), kind: 'text', value: (r) => r.month },
    { header: t('staff.reports.csv.vouchers'), kind: 'integer', value: (r) => r.vouchers },
    { header: t('staff.reports.csv.balance'), kind: 'cents', value: (r) => r.balanceCents },
  ];
  return { filename: `gift-voucher-liability-${report.asOf}.csv`, content: toCsv(columns, rows) };
}

/** A row per ticket, parties by name as on the printed list. */
export function doorListCsv(report: DoorList, t: Translator): CsvFile {
  type Row = DoorList['entries'][number] & { seat: DoorList['entries'][number]['seats'][number] };
  const rows: Row[] = report.entries.flatMap((entry) =>
    entry.seats.map((seat) => ({ ...entry, seat })),
  );
  const access = (r: Row) =>
    [
      r.seat.wheelchair ? t('staff.reports.doorList.wheelchair') : null,
      r.seat.companion ? t('staff.reports.doorList.companion') : null,
      r.seat.stepFree,
      r.seat.restrictedView,
      r.accessNotes,
    ]
      .filter((note): note is string => !!note)
      .join('; ');
  const columns: CsvColumn<Row>[] = [
    { header: t('staff.reports.csv.lastName'), kind: 'text', value: (r) => r.lastName },
    { header: t('staff.reports.csv.firstName'), kind: 'text', value: (r) => r.firstName },
    { header: t('staff.reports.csv.order'), kind: 'text', value: (r) => r.orderNumber },
    { header: t('staff.reports.csv.section'), kind: 'text', value: (r) => r.seat.section },
    { header: t('staff.reports.csv.row'), kind: 'text', value: (r) => r.seat.row },
    { header: t('staff.reports.csv.seat'), kind: 'text', value: (r) => r.seat.seat },
    { header: t('staff.reports.csv.priceType'), kind: 'text', value: (r) => r.seat.priceType },
    { header: t('staff.reports.csv.access'), kind: 'text', value: access },
    {
      header: t('staff.reports.csv.admitted'),
      kind: 'text',
      value: (r) => (r.seat.admitted ? t('staff.reports.csv.yes') : t('staff.reports.csv.no')),
    },
  ];
  return { filename: `door-list-${report.performance.id}.csv`, content: toCsv(columns, rows) };
}
