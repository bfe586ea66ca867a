/**
 * What an order's memberships and monthly gifts become when it is confirmed (issue 12), inside
 * the confirming transaction, exactly once with it: a membership starts (or a held one runs on
 * from its expiry), and a direct debit plan is made for the payments to come, with its first
 * instalment paid by this order and the next one due.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  intervalOf,
  needsSavedCard,
  type PlanInterval,
  termOf,
  today,
} from '../../domain/memberships/membership-terms.ts';
import { dueOnOf, firstAttemptAt } from '../../domain/payment-plans/instalment-rules.ts';
import type { PaymentProviderId, SavedPaymentMethod } from '../../domain/ports/payment-provider.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof s.orders.$inferSelect;

/** The card the order's payment kept, and at which provider (null: none, e.g. a free order). */
export interface OrderCard {
  provider: PaymentProviderId;
  method: SavedPaymentMethod;
}

/** A new plan id: "ddp_" and 22 random characters (the direct debit pages show it). */
export function newPlanId(): string {
  return `ddp_${randomBytes(16).toString('base64url').slice(0, 22)}`;
}

/** Whether the cart's lines need the card kept for later payments (the payment page says so). */
export async function cartNeedsSavedCard(tx: Tx, cartId: string): Promise<boolean> {
  const [membership] = await tx
    .select({ option: s.cartMemberships.paymentOption, autoRenew: s.cartMemberships.autoRenew })
    .from(s.cartMemberships)
    .where(eq(s.cartMemberships.cartId, cartId));
  if (membership && needsSavedCard(membership.option, membership.autoRenew)) return true;
  const [monthly] = await tx
    .select({ id: s.cartDonations.id })
    .from(s.cartDonations)
    .where(and(eq(s.cartDonations.cartId, cartId), isNotNull(s.cartDonations.recurring)))
    .limit(1);
  return monthly !== undefined;
}

/**
 * The benefits' market value one payment buys: the year's for a year, a twelfth for a month
 * (the IRS disclosure of each payment, decision 019).
 */
export function benefitsForPayment(yearCents: number, interval: PlanInterval): number {
  return interval === 'month' ? Math.floor(yearCents / 12) : yearCents;
}

/** The cart's membership line copied into the order (under the cart's lock, at Pay). */
export async function copyCartMemberships(tx: Tx, cartId: string, orderId: number) {
  const rows = await tx
    .select({ line: s.cartMemberships, benefitsValueCents: s.membershipLevels.benefitsValueCents })
    .from(s.cartMemberships)
    .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.cartMemberships.levelId))
    .where(eq(s.cartMemberships.cartId, cartId));
  await tx.delete(s.orderMemberships).where(eq(s.orderMemberships.orderId, orderId));
  if (rows.length > 0)
    await tx.insert(s.orderMemberships).values(
      rows.map(({ line, benefitsValueCents }) => ({
        orderId,
        levelId: line.levelId,
        paymentOption: line.paymentOption,
        amountCents: line.amountCents,
        autoRenew: line.autoRenew,
        benefitsValueCents: benefitsForPayment(benefitsValueCents, intervalOf(line.paymentOption)),
      })),
    );
  return rows.map(({ line }) => line);
}

/**
 * The confirmed order's memberships start and its plans are made (the caller is the sale, once).
 * The cart's membership line leaves the cart.
 */
export async function startOrderPlans(
  tx: Tx,
  order: OrderRow,
  card: OrderCard | null,
  defaultProvider: PaymentProviderId,
  now: Date,
): Promise<void> {
  const day = today(now);
  const bought = await tx
    .select()
    .from(s.orderMemberships)
    .where(eq(s.orderMemberships.orderId, order.id));
  for (const line of bought) {
    const interval = intervalOf(line.paymentOption);
    // A first membership of the level, or (the unique index says one exists, however many
    // orders confirm at once) the one held, locked: a renewal runs on from its expiry.
    const fresh = termOf(line.paymentOption, null, day);
    const [made] = await tx
      .insert(s.memberships)
      .values({
        customerId: order.customerId,
        levelId: line.levelId,
        paymentOption: line.paymentOption,
        amountCents: line.amountCents,
        startsOn: fresh.startsOn,
        expiresOn: fresh.expiresOn,
        orderId: order.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: s.memberships.id });
    let membershipId: number;
    let term = fresh;
    if (made) membershipId = made.id;
    else {
      const [held] = await tx
        .select()
        .from(s.memberships)
        .where(
          and(
            eq(s.memberships.customerId, order.customerId),
            eq(s.memberships.levelId, line.levelId),
          ),
        )
        .for('update');
      if (!held) throw new Error('a membership the unique index saw is gone');
      term = termOf(line.paymentOption, held, day);
      // A renewal extends it; one that ended starts again today.
      await tx
        .update(s.memberships)
        .set({
          paymentOption: line.paymentOption,
          amountCents: line.amountCents,
          expiresOn: term.expiresOn,
          ...(term.renewal ? {} : { startsOn: term.startsOn }),
          orderId: order.id,
          remindedFor: null,
        })
        .where(eq(s.memberships.id, held.id));
      membershipId = held.id;
      // The plan it had is replaced by the new one.
      if (held.planId) await endPlan(tx, held.planId, now);
    }
    const planId = await makePlan(tx, {
      order,
      card,
      defaultProvider,
      kind: 'membership',
      interval,
      amountCents: line.amountCents,
      anchorOn: term.startsOn,
      autoRenew: line.autoRenew,
      membershipId,
      now,
    });
    await tx.update(s.memberships).set({ planId }).where(eq(s.memberships.id, membershipId));
    await tx
      .update(s.orderMemberships)
      .set({ membershipId })
      .where(eq(s.orderMemberships.id, line.id));
  }
  if (bought.length > 0)
    await tx.delete(s.cartMemberships).where(eq(s.cartMemberships.cartId, order.cartId));

  const monthly = await tx
    .select()
    .from(s.orderDonations)
    .where(and(eq(s.orderDonations.orderId, order.id), isNotNull(s.orderDonations.recurring)));
  for (const gift of monthly)
    await makePlan(tx, {
      order,
      card,
      defaultProvider,
      kind: 'donation',
      interval: 'month',
      amountCents: gift.amountCents,
      anchorOn: day,
      autoRenew: true,
      fund: {
        fundId: gift.fundId,
        recognitionName: gift.recognitionName,
        anonymous: gift.anonymous,
      },
      now,
    });
}

/** A plan with its first instalment paid by the order and the next one due on its day. */
async function makePlan(
  tx: Tx,
  input: {
    order: OrderRow;
    card: OrderCard | null;
    defaultProvider: PaymentProviderId;
    kind: 'membership' | 'donation';
    interval: PlanInterval;
    amountCents: number;
    anchorOn: string;
    autoRenew: boolean;
    membershipId?: number;
    fund?: { fundId: number; recognitionName: string | null; anonymous: boolean };
    now: Date;
  },
): Promise<string> {
  const { order, card, now } = input;
  const id = newPlanId();
  await tx.insert(s.paymentPlans).values({
    id,
    customerId: order.customerId,
    kind: input.kind,
    interval: input.interval,
    amountCents: input.amountCents,
    anchorOn: input.anchorOn,
    provider: card?.provider ?? input.defaultProvider,
    paymentMethodRef: card?.method.id ?? null,
    paymentMethodLabel: card?.method.label ?? null,
    // Paid without a card (credit or a voucher paid it all): no mandate until one is set up,
    // which a plan that charges again needs (a one-off year without renewal does not).
    mandate: card ? 'confirmed' : input.autoRenew ? 'failed' : 'setting-up',
    autoRenew: input.autoRenew,
    membershipId: input.membershipId ?? null,
    fundId: input.fund?.fundId ?? null,
    recognitionName: input.fund?.recognitionName ?? null,
    anonymous: input.fund?.anonymous ?? false,
    orderId: order.id,
    locale: order.locale,
    createdAt: now,
    updatedAt: now,
  });
  const nextDue = dueOnOf(input.anchorOn, input.interval, 1);
  await tx.insert(s.planInstalments).values([
    {
      planId: id,
      seq: 0,
      dueOn: input.anchorOn,
      amountCents: input.amountCents,
      state: 'paid',
      attempts: 1,
      // Its order's confirmation tells of it.
      mailedAttempts: 1,
      nextAttemptAt: now,
      orderId: order.id,
      paidAt: now,
    },
    {
      planId: id,
      seq: 1,
      dueOn: nextDue,
      amountCents: input.amountCents,
      nextAttemptAt: firstAttemptAt(nextDue),
    },
  ]);
  return id;
}

/**
 * A plan replaced by another (a renewal bought in the basket): nothing more is charged on it. An
 * attempt at the provider right now is left to finish: what it takes is recorded
 * (BuiltinPaymentPlans.recordAttempt), and a failure is not tried again.
 */
async function endPlan(tx: Tx, planId: string, now: Date): Promise<void> {
  await tx
    .update(s.paymentPlans)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(s.paymentPlans.id, planId));
  await tx
    .update(s.planInstalments)
    .set({ state: 'cancelled' })
    .where(and(eq(s.planInstalments.planId, planId), eq(s.planInstalments.state, 'due')));
}
