/**
 * The box office's reports (issue 13): sales per performance, production and day, giving per
 * fund and appeal, memberships, gift voucher liability and the door list. Shared by the API
 * (`/api/box-office/reports/…`, each also as `.csv`) and the staff pages. Money is integer
 * cents; days are calendar days in the theatre's time zone (America/New_York).
 */
import { z } from 'zod';
import { DAY_YEARS, digitsParam, INT4_MAX, isoDay, LocaleSchema } from './common.ts';

/** The longest period one report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

export const ReportFieldMessages = {
  from: 'staff.reports.validation.from',
  to: 'staff.reports.validation.to',
  order: 'staff.reports.validation.order',
  span: 'staff.reports.validation.span',
  asOf: 'staff.reports.validation.asOf',
} as const;

/** Days from `from` to `to`, both counted (1 for a single day; 0 or less when reversed). */
export function daysInPeriod(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** A period of whole days, from and to both included, at most REPORT_MAX_DAYS long. */
export const ReportPeriodQuerySchema = z
  .object({
    from: isoDay(DAY_YEARS.min, DAY_YEARS.max, ReportFieldMessages.from),
    to: isoDay(DAY_YEARS.min, DAY_YEARS.max, ReportFieldMessages.to),
    lang: LocaleSchema.optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: ReportFieldMessages.order })
  .refine((q) => q.from > q.to || daysInPeriod(q.from, q.to) <= REPORT_MAX_DAYS, {
    path: ['to'],
    error: ReportFieldMessages.span,
  });
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuerySchema>;
export interface ReportPeriod {
  from: string;
  to: string;
}

export const ReportLangQuerySchema = z.object({ lang: LocaleSchema.optional() });

/** The liability as it stood at the end of a day; today when left out. */
export const VoucherLiabilityQuerySchema = z.object({
  asOf: isoDay(DAY_YEARS.min, DAY_YEARS.max, ReportFieldMessages.asOf).optional(),
  lang: LocaleSchema.optional(),
});

export const ReportPerformanceParamsSchema = z.object({
  performanceId: digitsParam(1, INT4_MAX, 'errors.fields.id'),
});
export const ReportProductionParamsSchema = z.object({
  productionId: digitsParam(1, INT4_MAX, 'errors.fields.id'),
});

const int = () => z.number().int();

/**
 * Tickets of confirmed orders and what they sold for: `grossCents` is all-in (what the buyer
 * paid for them, fees inside), `feesCents` the fees in it, `netCents` the rest (gross − fees).
 * Promo discounts are taken off whole orders, so they show in the daily sales, not here.
 */
export const SalesFiguresSchema = z.object({
  tickets: int(),
  grossCents: int(),
  feesCents: int(),
  netCents: int(),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

/**
 * A house's seats now: `sold` are the tickets of confirmed orders; `held` are in carts or held
 * for reserved orders; `free` can be bought; `unavailable` is the rest (taken off sale, or sold
 * outside Houselights before it was used). General admission counts its capacity.
 */
export const SeatCountsSchema = z.object({
  capacity: int(),
  sold: int(),
  held: int(),
  free: int(),
  unavailable: int(),
});
export type SeatCounts = z.infer<typeof SeatCountsSchema>;

export const ReportPerformanceSchema = z.object({
  id: int(),
  productionId: int(),
  productionTitle: z.string(),
  venueName: z.string(),
  startsAt: z.iso.datetime(),
  cancelled: z.boolean(),
  seating: z.enum(['reserved', 'general']),
});
export type ReportPerformance = z.infer<typeof ReportPerformanceSchema>;

export const PriceTypeSalesSchema = SalesFiguresSchema.extend({
  priceTypeId: int(),
  code: z.string(),
  name: z.string(),
});
export const PriceBandSalesSchema = SalesFiguresSchema.extend({
  priceBandId: int(),
  code: z.string(),
  name: z.string(),
});

export const PerformanceSalesSchema = z.object({
  performance: ReportPerformanceSchema,
  seats: SeatCountsSchema,
  totals: SalesFiguresSchema,
  byPriceType: z.array(PriceTypeSalesSchema),
  byPriceBand: z.array(PriceBandSalesSchema),
});
export type PerformanceSales = z.infer<typeof PerformanceSalesSchema>;

export const PerformanceSalesRowSchema = z.object({
  performance: ReportPerformanceSchema,
  seats: SeatCountsSchema,
  totals: SalesFiguresSchema,
});
export type PerformanceSalesRow = z.infer<typeof PerformanceSalesRowSchema>;

/** The performances starting in a period, in time order. */
export const PerformanceSalesListSchema = z.object({
  from: z.string(),
  to: z.string(),
  performances: z.array(PerformanceSalesRowSchema),
  seats: SeatCountsSchema,
  totals: SalesFiguresSchema,
});
export type PerformanceSalesList = z.infer<typeof PerformanceSalesListSchema>;

export const ProductionSalesRowSchema = z.object({
  id: int(),
  title: z.string(),
  performances: int(),
  firstStartsAt: z.iso.datetime().nullable(),
  lastStartsAt: z.iso.datetime().nullable(),
  seats: SeatCountsSchema,
  totals: SalesFiguresSchema,
});
export type ProductionSalesRow = z.infer<typeof ProductionSalesRowSchema>;

export const ProductionSalesListSchema = z.object({
  productions: z.array(ProductionSalesRowSchema),
  seats: SeatCountsSchema,
  totals: SalesFiguresSchema,
});
export type ProductionSalesList = z.infer<typeof ProductionSalesListSchema>;

export const ProductionSalesSchema = z.object({
  production: ProductionSalesRowSchema,
  performances: z.array(PerformanceSalesRowSchema),
  byPriceType: z.array(PriceTypeSalesSchema),
  byPriceBand: z.array(PriceBandSalesSchema),
});
export type ProductionSales = z.infer<typeof ProductionSalesSchema>;

/**
 * What confirmed orders brought in on a day (by when they were confirmed): what each kind of
 * line sold for, the order discounts, and the total; `paidByCreditCents` and
 * `paidByVouchersCents` are the part of the total paid with account credit and gift vouchers
 * (money taken before), the rest came from cards.
 */
export const DaySalesFiguresSchema = z.object({
  orders: int(),
  tickets: int(),
  ticketsGrossCents: int(),
  feesCents: int(),
  donationsCents: int(),
  membershipsCents: int(),
  giftVouchersSoldCents: int(),
  deliveryCents: int(),
  refundProtectionCents: int(),
  discountCents: int(),
  totalCents: int(),
  paidByCreditCents: int(),
  paidByVouchersCents: int(),
});
export type DaySalesFigures = z.infer<typeof DaySalesFiguresSchema>;

export const DaySalesRowSchema = DaySalesFiguresSchema.extend({ day: z.string() });
export type DaySalesRow = z.infer<typeof DaySalesRowSchema>;

/** Every day of the period, in order (a day without sales has zeros). */
export const DailySalesSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(DaySalesRowSchema),
  totals: DaySalesFiguresSchema,
});
export type DailySales = z.infer<typeof DailySalesSchema>;

export const GivingFiguresSchema = z.object({ gifts: int(), amountCents: int() });

export const FundGivingSchema = GivingFiguresSchema.extend({
  fundId: int(),
  name: z.string(),
  goalCents: int().nullable(),
});
/** `appeal` null: gifts made without a campaign code. */
export const AppealGivingSchema = GivingFiguresSchema.extend({ appeal: z.string().nullable() });
export const FundAppealGivingSchema = GivingFiguresSchema.extend({
  fundId: int(),
  fundName: z.string(),
  appeal: z.string().nullable(),
});

/** Gifts of confirmed orders (monthly gifts' payments too) confirmed in the period. */
export const GivingReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  funds: z.array(FundGivingSchema),
  appeals: z.array(AppealGivingSchema),
  rows: z.array(FundAppealGivingSchema),
  totals: GivingFiguresSchema.extend({ donors: int() }),
});
export type GivingReport = z.infer<typeof GivingReportSchema>;

/**
 * Per level: `active` members on the period's last day, `new` memberships that began in the
 * period (a first one, or one started again after it had ended), `lapsed` ones whose last day
 * fell in the period and has passed without a renewal, and the membership payments confirmed
 * in the period (first payments, renewals and instalments).
 */
export const MembershipFiguresSchema = z.object({
  active: int(),
  new: int(),
  lapsed: int(),
  payments: int(),
  paidCents: int(),
});
export const MembershipLevelRowSchema = MembershipFiguresSchema.extend({
  levelId: int(),
  name: z.string(),
});
export const MembershipsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  levels: z.array(MembershipLevelRowSchema),
  totals: MembershipFiguresSchema,
});
export type MembershipsReport = z.infer<typeof MembershipsReportSchema>;

export const VoucherCountSchema = z.object({ vouchers: int(), balanceCents: int() });

/**
 * What the theatre owes on gift vouchers at the end of `asOf` (New York), from the vouchers'
 * ledger as it stood then: `outstanding` is the balance of vouchers not expired by then,
 * `expiredWithBalance` what expired vouchers still had (no longer owed to a buyer, kept apart).
 * `ledger` sums each kind of movement up to then; issued − spent + refunded − redeemed is the
 * sum of both balances.
 */
export const VoucherLiabilitySchema = z.object({
  asOf: z.string(),
  outstanding: VoucherCountSchema,
  expiredWithBalance: VoucherCountSchema,
  /** Outstanding balances by the month (YYYY-MM, New York) they expire in, soonest first. */
  byExpiryMonth: z.array(VoucherCountSchema.extend({ month: z.string() })),
  ledger: z.object({
    issuedCents: int(),
    spentCents: int(),
    refundedCents: int(),
    redeemedCents: int(),
  }),
});
export type VoucherLiability = z.infer<typeof VoucherLiabilitySchema>;

export const DoorSeatSchema = z.object({
  /** null for general admission. */
  section: z.string().nullable(),
  row: z.string().nullable(),
  seat: z.string().nullable(),
  priceType: z.string(),
  /** The seat's own notes: wheelchair space, companion seat, step-free route, restricted view. */
  wheelchair: z.boolean(),
  companion: z.boolean(),
  stepFree: z.string().nullable(),
  restrictedView: z.string().nullable(),
  admitted: z.boolean(),
});
export type DoorSeat = z.infer<typeof DoorSeatSchema>;

/** One party: a confirmed order's tickets for the performance. */
export const DoorListEntrySchema = z.object({
  orderNumber: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  seats: z.array(DoorSeatSchema),
  /** What the buyer wrote at checkout about access; null when nothing. */
  accessNotes: z.string().nullable(),
});
export type DoorListEntry = z.infer<typeof DoorListEntrySchema>;

/** The performance's parties by last name, then first name, then order number. */
export const DoorListSchema = z.object({
  performance: ReportPerformanceSchema,
  entries: z.array(DoorListEntrySchema),
  tickets: int(),
  admitted: int(),
});
export type DoorList = z.infer<typeof DoorListSchema>;
