/**
 * The box office's reports (issue 13): what was sold, given and owed, read from the orders, the
 * donations, the memberships and the gift vouchers' ledger. Only confirmed orders count: an
 * order being paid, failed, reserved but unpaid, or returned (cancelled into credit) sold
 * nothing. Money is integer cents; days are calendar days in America/New_York. Names are in the
 * language asked for (falling back to US English). Reading never changes anything.
 */
import type {
  DailySales,
  DoorList,
  GivingReport,
  MembershipsReport,
  PerformanceSales,
  PerformanceSalesList,
  ProductionSales,
  ProductionSalesList,
  ReportPeriod,
  VoucherLiability,
} from '../../shared/contracts/box-office-reports.ts';
import type { Locale } from '../../shared/locales.ts';

export interface BoxOfficeReports {
  /** One performance's seats and sales by price type and band; null when there is no such. */
  performanceSales(performanceId: number, locale: Locale): Promise<PerformanceSales | null>;
  /** The performances starting in the period (New York days), in time order, with totals. */
  performancesSales(period: ReportPeriod, locale: Locale): Promise<PerformanceSalesList>;
  /** Every production with its performances' seats and sales, in the season's order. */
  productionsSales(locale: Locale): Promise<ProductionSalesList>;
  /** One production: each performance, and sales by price type and band; null when none. */
  productionSales(productionId: number, locale: Locale): Promise<ProductionSales | null>;
  /** Every day of the period with what the orders confirmed on it brought in. */
  dailySales(period: ReportPeriod): Promise<DailySales>;
  /** Gifts confirmed in the period, per fund, per appeal, and per fund and appeal. */
  giving(period: ReportPeriod, locale: Locale): Promise<GivingReport>;
  /**
   * Memberships per level: active on the period's last day, new and lapsed in it; `today`
   * (New York) is when a membership's last day must have passed for it to count as lapsed.
   */
  memberships(period: ReportPeriod, today: string, locale: Locale): Promise<MembershipsReport>;
  /** Gift voucher balances owed at the end of `asOf` (New York), from the ledger. */
  voucherLiability(asOf: string): Promise<VoucherLiability>;
  /** The performance's parties with their seats and access notes; null when there is no such. */
  doorList(performanceId: number, locale: Locale): Promise<DoorList | null>;
}
