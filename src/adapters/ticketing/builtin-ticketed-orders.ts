import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  OrderGift,
  OrderMembershipLine,
  TicketedOrder,
  TicketedPerformance,
} from '../../domain/orders/ticketed-order.ts';
import type {
  ClaimedReminder,
  ClaimedTributeNotice,
  TicketedOrders,
} from '../../domain/ports/ticketed-orders.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { selectOrderTickets } from './order-ticket-joins.ts';

/**
 * The memberships an order bought, each with the term it bought and its direct debit plan: the
 * plan this order made for it, else (a plan's later payment, recorded as an order of its own)
 * the membership's plan. The next payment is the plan's instalment still to be paid, while the
 * plan is active and renews (the rule of the account's plan page, payment-plan-views.ts).
 */
async function orderMemberships(
  db: Db,
  orderId: number,
  locale: Locale,
): Promise<OrderMembershipLine[]> {
  // Joined to the membership its confirmation started (set in the same transaction).
  const lines = await db
    .select({
      levelName: s.membershipLevels.name,
      paymentOption: s.orderMemberships.paymentOption,
      amountCents: s.orderMemberships.amountCents,
      benefitsValueCents: s.orderMemberships.benefitsValueCents,
      membershipId: s.memberships.id,
      startsOn: s.memberships.startsOn,
      expiresOn: s.memberships.expiresOn,
      membershipPlanId: s.memberships.planId,
    })
    .from(s.orderMemberships)
    .innerJoin(s.memberships, eq(s.memberships.id, s.orderMemberships.membershipId))
    .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.orderMemberships.levelId))
    .where(eq(s.orderMemberships.orderId, orderId))
    .orderBy(asc(s.orderMemberships.id));
  if (lines.length === 0) return [];
  const heldPlanIds = lines.flatMap((line) =>
    line.membershipPlanId ? [line.membershipPlanId] : [],
  );
  const plans = await db
    .select({
      id: s.paymentPlans.id,
      orderId: s.paymentPlans.orderId,
      membershipId: s.paymentPlans.membershipId,
      anchorOn: s.paymentPlans.anchorOn,
      status: s.paymentPlans.status,
      autoRenew: s.paymentPlans.autoRenew,
    })
    .from(s.paymentPlans)
    .where(
      and(
        eq(s.paymentPlans.kind, 'membership'),
        or(
          eq(s.paymentPlans.orderId, orderId),
          heldPlanIds.length > 0 ? inArray(s.paymentPlans.id, heldPlanIds) : undefined,
        ),
      ),
    );
  const upcoming =
    plans.length === 0
      ? []
      : await db
          .select({ planId: s.planInstalments.planId, dueOn: s.planInstalments.dueOn })
          .from(s.planInstalments)
          .where(
            and(
              inArray(
                s.planInstalments.planId,
                plans.map((plan) => plan.id),
              ),
              inArray(s.planInstalments.state, ['due', 'charging']),
            ),
          )
          .orderBy(asc(s.planInstalments.seq));
  return lines.map((line): OrderMembershipLine => {
    const own = plans.find(
      (plan) => plan.orderId === orderId && plan.membershipId === line.membershipId,
    );
    const plan = own ?? plans.find((p) => p.id === line.membershipPlanId);
    const next =
      plan?.status === 'active' && plan.autoRenew
        ? upcoming.find((instalment) => instalment.planId === plan.id)
        : undefined;
    return {
      levelName: localize(line.levelName, locale),
      paymentOption: line.paymentOption,
      amountCents: line.amountCents,
      benefitsValueCents: line.benefitsValueCents,
      // The plan this order made counts from the first day of the term it bought; a renewal
      // leaves the membership's own start where it was.
      startsOn: own?.anchorOn ?? line.startsOn,
      expiresOn: line.expiresOn,
      planId: plan?.id ?? null,
      nextPaymentOn: next?.dueOn ?? null,
    };
  });
}

/**
 * Confirmed orders with their tickets, gifts, vouchers and memberships on the built-in engine,
 * and the once-only records of their mails: `orders.confirmation_sent_at`,
 * `performance_reminders` and `order_donations.tribute_notified_at`, each claimed by one
 * conditional write before the mail goes out.
 */
export class BuiltinTicketedOrders implements TicketedOrders {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async find(
    number: string,
    options: { customerId?: number; locale?: Locale } = {},
  ): Promise<TicketedOrder | null> {
    const [order] = await this.db
      .select({
        id: s.orders.id,
        number: s.orders.number,
        locale: s.orders.locale,
        deliveryMethod: s.orders.deliveryMethod,
        confirmedAt: s.orders.confirmedAt,
        feesCents: s.orders.feesCents,
        discountCents: s.orders.discountCents,
        deliveryCents: s.orders.deliveryCents,
        taxCents: s.orders.taxCents,
        refundProtectionCents: s.orders.refundProtectionCents,
        creditCents: s.orders.creditCents,
        giftVoucherCents: s.orders.giftVoucherCents,
        totalCents: s.orders.totalCents,
        email: s.customers.email,
        firstName: s.customers.firstName,
        lastName: s.customers.lastName,
      })
      .from(s.orders)
      .innerJoin(s.customers, eq(s.customers.id, s.orders.customerId))
      .where(
        and(
          eq(s.orders.number, number),
          eq(s.orders.state, 'confirmed'),
          options.customerId === undefined
            ? undefined
            : eq(s.orders.customerId, options.customerId),
        ),
      );
    if (!order) return null;
    const locale: Locale = options.locale ?? (isLocale(order.locale) ? order.locale : 'en-US');
    const rows = await selectOrderTickets(
      this.db,
      {
        performanceId: s.performances.id,
        startsAt: s.performances.startsAt,
        title: s.productions.title,
        durationMinutes: s.productions.durationMinutes,
        venueName: s.venues.name,
        venueAddress: s.venues.address,
        timeZone: s.venues.timeZone,
        section: s.venueSections.name,
        row: s.venueRows.label,
        seat: s.seats.label,
        priceType: s.priceTypes.name,
        baseCents: s.orderTickets.baseCents,
        feeCents: s.orderTickets.feeCents,
        barcode: s.orderTickets.barcode,
      },
      eq(s.orderTickets.orderId, order.id),
      [
        asc(s.performances.startsAt),
        asc(s.performances.id),
        asc(s.venueSections.sortOrder),
        asc(s.venueRows.sortOrder),
        asc(s.seats.id),
      ],
    );
    const gifts = await this.db
      .select({
        id: s.orderDonations.id,
        fundName: s.funds.name,
        amountCents: s.orderDonations.amountCents,
        appeal: s.orderDonations.appeal,
        tributeKind: s.orderDonations.tributeKind,
        tributeName: s.orderDonations.tributeName,
      })
      .from(s.orderDonations)
      .innerJoin(s.funds, eq(s.funds.id, s.orderDonations.fundId))
      .where(eq(s.orderDonations.orderId, order.id))
      .orderBy(asc(s.orderDonations.id));
    const giftVouchers = await this.db
      .select({
        amountCents: s.orderGiftVouchers.amountCents,
        quantity: s.orderGiftVouchers.quantity,
        recipientName: s.orderGiftVouchers.recipientName,
        recipientEmail: s.orderGiftVouchers.recipientEmail,
        deliverOn: s.orderGiftVouchers.deliverOn,
      })
      .from(s.orderGiftVouchers)
      .where(eq(s.orderGiftVouchers.orderId, order.id))
      .orderBy(asc(s.orderGiftVouchers.id));
    const memberships = await orderMemberships(this.db, order.id, locale);
    const performances: TicketedPerformance[] = [];
    for (const row of rows) {
      // A confirmed order's tickets all have barcodes (issued with the sale); be sure anyway.
      if (!row.barcode) continue;
      let performance = performances.at(-1);
      if (performance?.id !== row.performanceId) {
        performance = {
          id: row.performanceId,
          productionTitle: localize(row.title, locale),
          startsAt: row.startsAt,
          durationMinutes: row.durationMinutes,
          timeZone: row.timeZone,
          venueName: localize(row.venueName, locale),
          venueAddress: row.venueAddress,
          tickets: [],
        };
        performances.push(performance);
      }
      performance.tickets.push({
        barcode: row.barcode,
        section: localize(row.section, locale),
        row: row.row,
        seat: row.seat,
        priceType: localize(row.priceType, locale),
        priceCents: row.baseCents + row.feeCents,
      });
    }
    return {
      number: order.number,
      locale,
      customer: { email: order.email, firstName: order.firstName, lastName: order.lastName },
      deliveryMethod: order.deliveryMethod,
      confirmedAt: order.confirmedAt ?? new Date(0),
      totals: {
        ticketsCents: rows.reduce((sum, row) => sum + row.baseCents + row.feeCents, 0),
        feesCents: order.feesCents,
        discountCents: order.discountCents,
        deliveryCents: order.deliveryCents,
        taxCents: order.taxCents,
        refundProtectionCents: order.refundProtectionCents,
        creditCents: order.creditCents,
        giftVoucherCents: order.giftVoucherCents,
        totalCents: order.totalCents,
      },
      performances,
      giftVouchers,
      memberships,
      donations: gifts.map(
        (gift): OrderGift => ({
          id: gift.id,
          fundName: localize(gift.fundName, locale),
          amountCents: gift.amountCents,
          appeal: gift.appeal,
          tribute:
            gift.tributeKind && gift.tributeName
              ? { kind: gift.tributeKind, name: gift.tributeName }
              : null,
        }),
      ),
    };
  }

  async claimConfirmationMail(number: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(s.orders)
      .set({ confirmationSentAt: now })
      .where(
        and(
          eq(s.orders.number, number),
          eq(s.orders.state, 'confirmed'),
          isNull(s.orders.confirmationSentAt),
        ),
      )
      .returning({ id: s.orders.id });
    return claimed.length === 1;
  }

  async releaseConfirmationMail(number: string): Promise<void> {
    await this.db
      .update(s.orders)
      .set({ confirmationSentAt: null })
      .where(eq(s.orders.number, number));
  }

  async unsentConfirmations(window: {
    confirmedAfter: Date;
    confirmedBefore: Date;
  }): Promise<string[]> {
    const rows = await this.db
      .select({ number: s.orders.number })
      .from(s.orders)
      .where(
        and(
          eq(s.orders.state, 'confirmed'),
          isNull(s.orders.confirmationSentAt),
          gt(s.orders.confirmedAt, window.confirmedAfter),
          lte(s.orders.confirmedAt, window.confirmedBefore),
        ),
      )
      .orderBy(asc(s.orders.confirmedAt))
      .limit(100);
    return rows.map((row) => row.number);
  }

  async claimDueReminders(window: {
    now: Date;
    until: Date;
    leadMs: number;
  }): Promise<ClaimedReminder[]> {
    const { now, until, leadMs } = window;
    // The row is written first (ON CONFLICT DO NOTHING): of two processes, or a run after a
    // restart, only the one whose insert returns the row sends the mail.
    const due = this.db
      .selectDistinct({
        orderId: s.orders.id,
        performanceId: s.performances.id,
        sentAt: sql`${now}::timestamptz`.as('sent_at'),
      })
      .from(s.orders)
      .innerJoin(s.orderTickets, eq(s.orderTickets.orderId, s.orders.id))
      .innerJoin(s.performances, eq(s.performances.id, s.orderTickets.performanceId))
      .where(
        and(
          eq(s.orders.state, 'confirmed'),
          eq(s.performances.cancelled, false),
          gt(s.performances.startsAt, now),
          lte(s.performances.startsAt, until),
          // Bought within the lead time: the confirmation, just sent, already says it all.
          sql`${s.orders.confirmedAt} <= ${s.performances.startsAt} - ${`${leadMs} milliseconds`}::interval`,
        ),
      );
    const claimed = await this.db
      .insert(s.performanceReminders)
      .select(due)
      .onConflictDoNothing()
      .returning({
        orderId: s.performanceReminders.orderId,
        performanceId: s.performanceReminders.performanceId,
      });
    if (claimed.length === 0) return [];
    const numbers = await this.db
      .select({ id: s.orders.id, number: s.orders.number })
      .from(s.orders)
      .where(
        inArray(
          s.orders.id,
          claimed.map((c) => c.orderId),
        ),
      );
    const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
    return claimed.flatMap((c) => {
      const number = numberOf.get(c.orderId);
      return number ? [{ number, performanceId: c.performanceId }] : [];
    });
  }

  async releaseReminder(claim: ClaimedReminder): Promise<void> {
    const [order] = await this.db
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(eq(s.orders.number, claim.number));
    if (!order) return;
    await this.db
      .delete(s.performanceReminders)
      .where(
        and(
          eq(s.performanceReminders.orderId, order.id),
          eq(s.performanceReminders.performanceId, claim.performanceId),
        ),
      );
  }

  async claimTributeNotices(number: string, now: Date): Promise<ClaimedTributeNotice[]> {
    const claimed = await this.db
      .update(s.orderDonations)
      .set({ tributeNotifiedAt: now })
      .from(s.orders)
      .where(
        and(
          eq(s.orders.id, s.orderDonations.orderId),
          eq(s.orders.number, number),
          eq(s.orders.state, 'confirmed'),
          isNotNull(s.orderDonations.tributeNotifyEmail),
          isNull(s.orderDonations.tributeNotifiedAt),
        ),
      )
      .returning({
        giftId: s.orderDonations.id,
        email: s.orderDonations.tributeNotifyEmail,
        recognitionName: s.orderDonations.recognitionName,
        anonymous: s.orderDonations.anonymous,
      });
    return claimed.flatMap(({ email, ...rest }) => (email ? [{ ...rest, email }] : []));
  }

  async releaseTributeNotice(giftId: number): Promise<void> {
    await this.db
      .update(s.orderDonations)
      .set({ tributeNotifiedAt: null })
      .where(eq(s.orderDonations.id, giftId));
  }

  async unsentTributeNotices(window: {
    confirmedAfter: Date;
    confirmedBefore: Date;
  }): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ number: s.orders.number, confirmedAt: s.orders.confirmedAt })
      .from(s.orders)
      .innerJoin(s.orderDonations, eq(s.orderDonations.orderId, s.orders.id))
      .where(
        and(
          eq(s.orders.state, 'confirmed'),
          isNotNull(s.orderDonations.tributeNotifyEmail),
          isNull(s.orderDonations.tributeNotifiedAt),
          gt(s.orders.confirmedAt, window.confirmedAfter),
          lte(s.orders.confirmedAt, window.confirmedBefore),
        ),
      )
      .orderBy(asc(s.orders.confirmedAt))
      .limit(100);
    return rows.map((row) => row.number);
  }
}
