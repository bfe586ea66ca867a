/**
 * The box office's reports on the built-in engine (issue 13). Each report is a few grouped
 * queries whose rows are summed here: tickets by performance, price type and band; orders by
 * New York day; gifts by fund and appeal; memberships by level; voucher balances from their
 * ledger. Every sale is a ticket, gift, voucher or membership line of an order in state
 * `confirmed` (a returned order turns to `returned` and counts no more). Money is integer cents.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { BoxOfficeReports } from '../../domain/ports/box-office-reports.ts';
import { dayEnd, daysOf, periodBounds } from '../../domain/reports/report-period.ts';
import {
  addInto,
  addSales,
  addSeats,
  NO_SALES,
  NO_SEATS,
  salesOf,
  seatCounts,
} from '../../domain/reports/sales-figures.ts';
import type {
  DailySales,
  DaySalesFigures,
  DoorList,
  DoorListEntry,
  GivingReport,
  MembershipsReport,
  PerformanceSales,
  PerformanceSalesList,
  PerformanceSalesRow,
  ProductionSales,
  ProductionSalesList,
  ProductionSalesRow,
  ReportPerformance,
  ReportPeriod,
  SalesFigures,
  VoucherLiability,
} from '../../shared/contracts/box-office-reports.ts';
import { VENUE_TIME_ZONE } from '../../shared/dates.ts';
import type { Locale } from '../../shared/locales.ts';
import { type LocalizedText, localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Counts and sums come back from PostgreSQL as bigint text; they fit a JS number here. */
const n = (value: unknown): number => Number(value ?? 0);

interface PerformanceRow {
  id: number;
  production_id: number;
  starts_at: Date | string;
  cancelled: boolean;
  seating: 'reserved' | 'general';
  general_capacity: number | null;
  general_sold: number;
  title: LocalizedText;
  venue_name: LocalizedText;
}

interface TicketGroup {
  performance_id: number;
  price_type_id: number;
  price_band_id: number;
  tickets: string;
  gross: string;
  fees: string;
}

interface Named {
  id: number;
  code: string;
  name: LocalizedText;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** An instant as a query parameter, the same text on PostgreSQL and PGlite. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The sales of a set of performances, by performance, price type and band. */
interface Sold {
  byPerformance: Map<number, SalesFigures>;
  byType: Map<number, SalesFigures>;
  byBand: Map<number, SalesFigures>;
}

const EMPTY_DAY: DaySalesFigures = {
  orders: 0,
  tickets: 0,
  ticketsGrossCents: 0,
  feesCents: 0,
  donationsCents: 0,
  membershipsCents: 0,
  giftVouchersSoldCents: 0,
  deliveryCents: 0,
  refundProtectionCents: 0,
  discountCents: 0,
  totalCents: 0,
  paidByCreditCents: 0,
  paidByVouchersCents: 0,
};

function addDay(a: DaySalesFigures, b: DaySalesFigures): DaySalesFigures {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof DaySalesFigures)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Named appeals by amount (largest first), then code; gifts without an appeal last. */
function appealOrder(a: { appeal: string | null; amountCents: number }, b: typeof a): number {
  if ((a.appeal === null) !== (b.appeal === null)) return a.appeal === null ? 1 : -1;
  return b.amountCents - a.amountCents || (a.appeal ?? '').localeCompare(b.appeal ?? '');
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export class BuiltinBoxOfficeReports implements BoxOfficeReports {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async performanceSales(performanceId: number, locale: Locale): Promise<PerformanceSales | null> {
    const [{ rows: found, sold }, names] = await Promise.all([
      this.performanceRows(sql`p.id = ${performanceId}`, locale),
      this.names(),
    ]);
    const [row] = found;
    if (!row) return null;
    return { ...row, ...this.breakdown(sold, names, locale) };
  }

  async performancesSales(period: ReportPeriod, locale: Locale): Promise<PerformanceSalesList> {
    const { start, end } = periodBounds(period);
    const { rows: performances } = await this.performanceRows(
      sql`p.starts_at >= ${at(start)} and p.starts_at < ${at(end)}`,
      locale,
    );
    return {
      ...period,
      performances,
      seats: performances.reduce((sum, p) => addSeats(sum, p.seats), NO_SEATS),
      totals: performances.reduce((sum, p) => addSales(sum, p.totals), NO_SALES),
    };
  }

  async productionsSales(locale: Locale): Promise<ProductionSalesList> {
    const [productions, { rows: performances }] = await Promise.all([
      rows<{ id: number; title: LocalizedText }>(
        this.db,
        sql`select id, title from productions order by sort_order, id`,
      ),
      this.performanceRows(sql`true`, locale),
    ]);
    const rowsOf = productions.map((production) =>
      this.productionRow(
        production,
        performances.filter((p) => p.performance.productionId === production.id),
        locale,
      ),
    );
    return {
      productions: rowsOf,
      seats: rowsOf.reduce((sum, p) => addSeats(sum, p.seats), NO_SEATS),
      totals: rowsOf.reduce((sum, p) => addSales(sum, p.totals), NO_SALES),
    };
  }

  async productionSales(productionId: number, locale: Locale): Promise<ProductionSales | null> {
    const [[production], { rows: performances, sold }, names] = await Promise.all([
      rows<{ id: number; title: LocalizedText }>(
        this.db,
        sql`select id, title from productions where id = ${productionId}`,
      ),
      this.performanceRows(sql`p.production_id = ${productionId}`, locale),
      this.names(),
    ]);
    if (!production) return null;
    const { byPriceType, byPriceBand } = this.breakdown(sold, names, locale);
    return {
      production: this.productionRow(production, performances, locale),
      performances,
      byPriceType,
      byPriceBand,
    };
  }

  async dailySales(period: ReportPeriod): Promise<DailySales> {
    const { start, end } = periodBounds(period);
    const day = sql`(o.confirmed_at at time zone ${VENUE_TIME_ZONE})::date::text`;
    const confirmed = sql`o.state = 'confirmed' and o.confirmed_at >= ${at(start)} and o.confirmed_at < ${at(end)}`;
    /** One kind of line's sums per day: its rows joined to the period's confirmed orders. */
    const perDay = (from: SQL, sums: SQL) =>
      rows<Record<string, string>>(
        this.db,
        sql`select ${day} as day, ${sums} from ${from} join orders o on o.id = x.order_id
            where ${confirmed} group by 1`,
      );
    // A query per kind of line, at once: each a single join of its rows to the orders, never a
    // join of several kinds that would multiply lines.
    const [orders, tickets, gifts, memberships, vouchers] = await Promise.all([
      rows<Record<string, string>>(
        this.db,
        sql`select ${day} as day, count(*) as orders, sum(o.delivery_cents) as delivery,
              sum(o.refund_protection_cents) as protection, sum(o.discount_cents) as discount,
              sum(o.total_cents) as total, sum(o.credit_cents) as credit,
              sum(o.gift_voucher_cents) as voucher_paid
            from orders o where ${confirmed} group by 1`,
      ),
      perDay(
        sql`order_tickets x`,
        sql`count(*) as tickets, sum(x.base_cents + x.fee_cents) as gross, sum(x.fee_cents) as fees`,
      ),
      perDay(sql`order_donations x`, sql`sum(x.amount_cents) as cents`),
      perDay(sql`order_memberships x`, sql`sum(x.amount_cents) as cents`),
      perDay(sql`order_gift_vouchers x`, sql`sum(x.amount_cents * x.quantity) as cents`),
    ]);
    const [o, t, d, m, g] = [orders, tickets, gifts, memberships, vouchers].map(
      (found) => new Map(found.map((row) => [row.day, row])),
    );
    const v = (
      map: Map<string | undefined, Record<string, string>> | undefined,
      date: string,
      key: string,
    ) => n(map?.get(date)?.[key]);
    const days = daysOf(period).map((date) => ({
      day: date,
      orders: v(o, date, 'orders'),
      tickets: v(t, date, 'tickets'),
      ticketsGrossCents: v(t, date, 'gross'),
      feesCents: v(t, date, 'fees'),
      donationsCents: v(d, date, 'cents'),
      membershipsCents: v(m, date, 'cents'),
      giftVouchersSoldCents: v(g, date, 'cents'),
      deliveryCents: v(o, date, 'delivery'),
      refundProtectionCents: v(o, date, 'protection'),
      discountCents: v(o, date, 'discount'),
      totalCents: v(o, date, 'total'),
      paidByCreditCents: v(o, date, 'credit'),
      paidByVouchersCents: v(o, date, 'voucher_paid'),
    }));
    return {
      ...period,
      days,
      totals: days.reduce((sum, { day: _, ...figures }) => addDay(sum, figures), EMPTY_DAY),
    };
  }

  async giving(period: ReportPeriod, locale: Locale): Promise<GivingReport> {
    const { start, end } = periodBounds(period);
    const given = sql`o.state = 'confirmed' and o.confirmed_at >= ${at(start)} and o.confirmed_at < ${at(end)}`;
    const [funds, groups, [donors]] = await Promise.all([
      rows<{ id: number; name: LocalizedText; goal_cents: number | null }>(
        this.db,
        sql`select id, name, goal_cents from funds order by sort_order, id`,
      ),
      rows<{ fund_id: number; appeal: string | null; gifts: string; cents: string }>(
        this.db,
        sql`select d.fund_id, d.appeal, count(*) as gifts, sum(d.amount_cents) as cents
            from order_donations d join orders o on o.id = d.order_id
            where ${given} group by d.fund_id, d.appeal`,
      ),
      rows<{ donors: string }>(
        this.db,
        sql`select count(distinct o.customer_id) as donors
            from order_donations d join orders o on o.id = d.order_id where ${given}`,
      ),
    ]);
    const fundOrder = new Map(funds.map((fund, index) => [fund.id, index]));
    const fundName = new Map(funds.map((fund) => [fund.id, localize(fund.name, locale)]));
    const perFund = new Map<number, { gifts: number; amountCents: number }>();
    const perAppeal = new Map<string | null, { gifts: number; amountCents: number }>();
    for (const group of groups) {
      const gifts = n(group.gifts);
      const amountCents = n(group.cents);
      const fund = perFund.get(group.fund_id) ?? { gifts: 0, amountCents: 0 };
      perFund.set(group.fund_id, {
        gifts: fund.gifts + gifts,
        amountCents: fund.amountCents + amountCents,
      });
      const appeal = perAppeal.get(group.appeal) ?? { gifts: 0, amountCents: 0 };
      perAppeal.set(group.appeal, {
        gifts: appeal.gifts + gifts,
        amountCents: appeal.amountCents + amountCents,
      });
    }
    const appeals = [...perAppeal]
      .map(([appeal, figures]) => ({ appeal, ...figures }))
      .sort(appealOrder);
    const rowsOf = groups
      .map((group) => ({
        fundId: group.fund_id,
        fundName: fundName.get(group.fund_id) ?? '',
        appeal: group.appeal,
        gifts: n(group.gifts),
        amountCents: n(group.cents),
      }))
      .sort(
        (a, b) =>
          (fundOrder.get(a.fundId) ?? 0) - (fundOrder.get(b.fundId) ?? 0) || appealOrder(a, b),
      );
    return {
      ...period,
      funds: funds.map((fund) => ({
        fundId: fund.id,
        name: fundName.get(fund.id) ?? '',
        goalCents: fund.goal_cents,
        ...(perFund.get(fund.id) ?? { gifts: 0, amountCents: 0 }),
      })),
      appeals,
      rows: rowsOf,
      totals: {
        gifts: appeals.reduce((sum, a) => sum + a.gifts, 0),
        amountCents: appeals.reduce((sum, a) => sum + a.amountCents, 0),
        donors: n(donors?.donors),
      },
    };
  }

  async memberships(
    period: ReportPeriod,
    today: string,
    locale: Locale,
  ): Promise<MembershipsReport> {
    const { from, to } = period;
    const { start, end } = periodBounds(period);
    // Active: running on the last day. New: begun in the period. Lapsed: the first day without
    // it (the day after its last) fell in the period, and has come.
    const [levels, payments] = await Promise.all([
      rows<{ id: number; name: LocalizedText; active: string; fresh: string; lapsed: string }>(
        this.db,
        sql`select l.id, l.name,
              count(m.id) filter (where m.starts_on <= ${to}::date and m.expires_on >= ${to}::date)
                as active,
              count(m.id) filter (where m.starts_on between ${from}::date and ${to}::date) as fresh,
              count(m.id) filter (where m.expires_on between ${from}::date - 1 and ${to}::date - 1
                and m.expires_on < ${today}::date) as lapsed
            from membership_levels l left join memberships m on m.level_id = l.id
            group by l.id order by l.sort_order, l.id`,
      ),
      rows<{ level_id: number; payments: string; cents: string }>(
        this.db,
        sql`select om.level_id, count(*) as payments, sum(om.amount_cents) as cents
            from order_memberships om join orders o on o.id = om.order_id
            where o.state = 'confirmed' and o.confirmed_at >= ${at(start)} and o.confirmed_at < ${at(end)}
            group by om.level_id`,
      ),
    ]);
    const paid = new Map(payments.map((p) => [p.level_id, p]));
    const levelRows = levels.map((level) => ({
      levelId: level.id,
      name: localize(level.name, locale),
      active: n(level.active),
      new: n(level.fresh),
      lapsed: n(level.lapsed),
      payments: n(paid.get(level.id)?.payments),
      paidCents: n(paid.get(level.id)?.cents),
    }));
    const sum = (pick: (row: (typeof levelRows)[number]) => number) =>
      levelRows.reduce((total, row) => total + pick(row), 0);
    return {
      ...period,
      levels: levelRows,
      totals: {
        active: sum((r) => r.active),
        new: sum((r) => r.new),
        lapsed: sum((r) => r.lapsed),
        payments: sum((r) => r.payments),
        paidCents: sum((r) => r.paidCents),
      },
    };
  }

  async voucherLiability(asOf: string): Promise<VoucherLiability> {
    // The ledger as it stood at the day's end: each voucher's balance is the sum of its rows
    // written before then (a voucher with none was not issued yet), never today's column.
    const end = dayEnd(asOf);
    const [balances, movements] = await Promise.all([
      rows<{ live: boolean; month: string; vouchers: string; cents: string }>(
        this.db,
        sql`with b as (
              select v.id, v.expires_at, sum(l.delta_cents) as balance
              from gift_vouchers v join gift_voucher_ledger l on l.voucher_id = v.id
              where l.created_at < ${at(end)}
              group by v.id
            )
            select expires_at > ${at(end)} as live,
              to_char(expires_at at time zone ${VENUE_TIME_ZONE}, 'YYYY-MM') as month,
              count(*) as vouchers, sum(balance) as cents
            from b where balance > 0
            group by 1, 2 order by 2`,
      ),
      rows<{ kind: string; cents: string }>(
        this.db,
        sql`select kind, sum(delta_cents) as cents from gift_voucher_ledger
            where created_at < ${at(end)} group by kind`,
      ),
    ]);
    const sumOf = (live: boolean) => ({
      vouchers: balances.filter((b) => b.live === live).reduce((t, b) => t + n(b.vouchers), 0),
      balanceCents: balances.filter((b) => b.live === live).reduce((t, b) => t + n(b.cents), 0),
    });
    const moved = (kind: string) => n(movements.find((m) => m.kind === kind)?.cents);
    return {
      asOf,
      outstanding: sumOf(true),
      expiredWithBalance: sumOf(false),
      byExpiryMonth: balances
        .filter((b) => b.live)
        .map((b) => ({ month: b.month, vouchers: n(b.vouchers), balanceCents: n(b.cents) })),
      ledger: {
        issuedCents: moved('issue'),
        spentCents: 0 - moved('spend'),
        refundedCents: moved('refund'),
        redeemedCents: 0 - moved('redeem'),
      },
    };
  }

  async doorList(performanceId: number, locale: Locale): Promise<DoorList | null> {
    const [head] = await this.performanceHeads(sql`p.id = ${performanceId}`, locale);
    if (!head) return null;
    const tickets = await rows<{
      number: string;
      first_name: string;
      last_name: string;
      access_notes: string | null;
      price_type: LocalizedText;
      section: LocalizedText;
      row_label: string;
      seat_label: string;
      wheelchair: boolean;
      companion: boolean;
      step_free: LocalizedText | null;
      restricted_view: LocalizedText | null;
      admitted: boolean;
    }>(
      this.db,
      sql`select o.number, c.first_name, c.last_name, o.access_notes, pt.name as price_type,
            sec.name as section, r.label as row_label, st.label as seat_label, st.wheelchair,
            st.companion, st.step_free, st.restricted_view,
            exists (select 1 from ticket_admissions a where a.order_ticket_id = ot.id) as admitted
          from order_tickets ot
          join orders o on o.id = ot.order_id
          join customers c on c.id = o.customer_id
          join price_types pt on pt.id = ot.price_type_id
          join seats st on st.id = ot.seat_id
          join venue_rows r on r.id = st.row_id
          join venue_sections sec on sec.id = st.section_id
          where ot.performance_id = ${performanceId} and o.state = 'confirmed'
          order by sec.sort_order, r.sort_order, st.id`,
    );
    const general = head.seating === 'general';
    const entries = new Map<string, DoorListEntry>();
    for (const t of tickets) {
      const entry = entries.get(t.number) ?? {
        orderNumber: t.number,
        lastName: t.last_name,
        firstName: t.first_name,
        seats: [],
        accessNotes: t.access_notes?.trim() || null,
      };
      entry.seats.push({
        section: general ? null : localize(t.section, locale),
        row: general ? null : t.row_label,
        seat: general ? null : t.seat_label,
        priceType: localize(t.price_type, locale),
        wheelchair: t.wheelchair,
        companion: t.companion,
        stepFree: t.step_free ? localize(t.step_free, locale) : null,
        restrictedView: t.restricted_view ? localize(t.restricted_view, locale) : null,
        admitted: t.admitted,
      });
      entries.set(t.number, entry);
    }
    const sorted = [...entries.values()].sort(
      (a, b) =>
        byName.compare(a.lastName, b.lastName) ||
        byName.compare(a.firstName, b.firstName) ||
        a.orderNumber.localeCompare(b.orderNumber),
    );
    return {
      performance: head,
      entries: sorted,
      tickets: tickets.length,
      admitted: tickets.filter((t) => t.admitted).length,
    };
  }

  /** Performances as a report names them, in time order. */
  private async performanceHeads(
    where: SQL,
    locale: Locale,
  ): Promise<(ReportPerformance & { generalCapacity: number | null; generalSold: number })[]> {
    const found = await rows<PerformanceRow>(
      this.db,
      sql`select p.id, p.production_id, p.starts_at, p.cancelled, p.seating, p.general_capacity,
            p.general_sold, pr.title, v.name as venue_name
          from performances p
          join productions pr on pr.id = p.production_id
          join venues v on v.id = p.venue_id
          where ${where}
          order by p.starts_at, p.id`,
    );
    return found.map((p) => ({
      id: p.id,
      productionId: p.production_id,
      productionTitle: localize(p.title, locale),
      venueName: localize(p.venue_name, locale),
      startsAt: iso(p.starts_at),
      cancelled: p.cancelled,
      seating: p.seating,
      generalCapacity: p.general_capacity,
      generalSold: p.general_sold,
    }));
  }

  /**
   * Performances matching `where` (on `p`) with their seat counts and sales totals, and their
   * sales for a breakdown: the names, the inventory and the tickets are read at once.
   */
  private async performanceRows(
    where: SQL,
    locale: Locale,
  ): Promise<{ rows: PerformanceSalesRow[]; sold: Sold }> {
    const [heads, inventory, sold] = await Promise.all([
      this.performanceHeads(where, locale),
      rows<{ performance_id: number; seats: string; held: string; free: string }>(
        this.db,
        sql`select ps.performance_id, count(*) as seats,
              count(*) filter (where ps.status = 'held') as held,
              count(*) filter (where ps.status = 'available') as free
            from performance_seats ps join performances p on p.id = ps.performance_id
            where ${where}
            group by ps.performance_id`,
      ),
      this.sold(sql`ot.performance_id in (select p.id from performances p where ${where})`),
    ]);
    const seatsOf = new Map(inventory.map((row) => [row.performance_id, row]));
    const found = heads.map(({ generalCapacity, generalSold, ...performance }) => {
      const totals = sold.byPerformance.get(performance.id) ?? NO_SALES;
      const house = seatsOf.get(performance.id);
      return {
        performance,
        totals,
        seats: seatCounts({
          seating: performance.seating,
          seatRows: n(house?.seats),
          heldRows: n(house?.held),
          availableRows: n(house?.free),
          generalCapacity,
          generalTaken: generalSold,
          soldTickets: totals.tickets,
        }),
      };
    });
    return { rows: found, sold };
  }

  /** Tickets of confirmed orders matching `where` (on `ot`), grouped three ways. */
  private async sold(where: SQL): Promise<Sold> {
    const groups = await rows<TicketGroup>(
      this.db,
      sql`select ot.performance_id, ot.price_type_id, st.price_band_id, count(*) as tickets,
            sum(ot.base_cents + ot.fee_cents) as gross, sum(ot.fee_cents) as fees
          from order_tickets ot
          join orders o on o.id = ot.order_id
          join seats st on st.id = ot.seat_id
          where ${where} and o.state = 'confirmed'
          group by ot.performance_id, ot.price_type_id, st.price_band_id`,
    );
    const sold: Sold = { byPerformance: new Map(), byType: new Map(), byBand: new Map() };
    for (const group of groups) {
      const figures = salesOf(n(group.tickets), n(group.gross), n(group.fees));
      addInto(sold.byPerformance, group.performance_id, figures);
      addInto(sold.byType, group.price_type_id, figures);
      addInto(sold.byBand, group.price_band_id, figures);
    }
    return sold;
  }

  /** The price types and bands, in their sort order. */
  private async names(): Promise<{ types: Named[]; bands: Named[] }> {
    const [types, bands] = await Promise.all([
      rows<Named>(this.db, sql`select id, code, name from price_types order by sort_order, id`),
      rows<Named>(this.db, sql`select id, code, name from price_bands order by sort_order, id`),
    ]);
    return { types, bands };
  }

  /** The sales by price type and band, named, in their sort order. */
  private breakdown(sold: Sold, names: { types: Named[]; bands: Named[] }, locale: Locale) {
    return {
      totals: [...sold.byPerformance.values()].reduce(addSales, NO_SALES),
      byPriceType: names.types.flatMap((type) => {
        const figures = sold.byType.get(type.id);
        return figures
          ? [
              {
                priceTypeId: type.id,
                code: type.code,
                name: localize(type.name, locale),
                ...figures,
              },
            ]
          : [];
      }),
      byPriceBand: names.bands.flatMap((band) => {
        const figures = sold.byBand.get(band.id);
        return figures
          ? [
              {
                priceBandId: band.id,
                code: band.code,
                name: localize(band.name, locale),
                ...figures,
              },
            ]
          : [];
      }),
    };
  }

  private productionRow(
    production: { id: number; title: LocalizedText },
    performances: PerformanceSalesRow[],
    locale: Locale,
  ): ProductionSalesRow {
    return {
      id: production.id,
      title: localize(production.title, locale),
      performances: performances.length,
      firstStartsAt: performances[0]?.performance.startsAt ?? null,
      lastStartsAt: performances.at(-1)?.performance.startsAt ?? null,
      seats: performances.reduce((sum, p) => addSeats(sum, p.seats), NO_SEATS),
      totals: performances.reduce((sum, p) => addSales(sum, p.totals), NO_SALES),
    };
  }
}
