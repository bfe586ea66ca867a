/**
 * Gift voucher balances inside the orders' transactions (decision 018), the twin of
 * credit-ledger.ts: what an order may count on from each voucher at Pay (its balance less what
 * other orders being paid count on), the reservation, the spend at confirmation (a conditional
 * UPDATE per voucher, so two orders racing for one balance cannot both have it), issuing the
 * vouchers an order bought, and returning a refunded order's voucher money.
 */
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { voucherExpiry } from '../../domain/cart-lines/gift-voucher.ts';
import { newVoucherCode, voucherCodeDigest } from '../../domain/gift-vouchers/voucher-code.ts';
import type {
  VoucherBalance,
  VoucherPayment,
} from '../../domain/gift-vouchers/voucher-payments.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Cents of each voucher that live orders of other carts count on: open (completing or
 * verifying) and within their payment deadline.
 */
export async function reservedByOthers(
  db: Db | Tx,
  voucherIds: readonly number[],
  cartId: string,
  now: Date,
): Promise<Map<number, number>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .select({
      voucherId: s.orderGiftVoucherPayments.voucherId,
      cents: sql<number>`sum(${s.orderGiftVoucherPayments.amountCents})`.mapWith(Number),
    })
    .from(s.orderGiftVoucherPayments)
    .innerJoin(s.orders, eq(s.orders.id, s.orderGiftVoucherPayments.orderId))
    .where(
      and(
        inArray(s.orderGiftVoucherPayments.voucherId, [...voucherIds]),
        ne(s.orders.cartId, cartId),
        // An order waiting for money on its way (verifying) keeps counting until it settles.
        or(
          eq(s.orders.state, 'verifying'),
          and(eq(s.orders.state, 'completing'), gt(s.orderGiftVoucherPayments.reservedUntil, now)),
        ),
      ),
    )
    .groupBy(s.orderGiftVoucherPayments.voucherId);
  return new Map(rows.map((row) => [row.voucherId, row.cents]));
}

/**
 * The cart's applied vouchers with what it may count on from each, in the order applied; their
 * rows are locked first (in id order), so two carts paying with one voucher take turns. An
 * expired voucher offers nothing.
 */
export async function freeVoucherBalances(
  tx: Tx,
  cartId: string,
  now: Date,
): Promise<(VoucherBalance & { expired: boolean })[]> {
  // Locked in id order, as the sale takes them (no two transactions wait on each other).
  await tx
    .select({ id: s.giftVouchers.id })
    .from(s.giftVouchers)
    .where(
      inArray(
        s.giftVouchers.id,
        tx
          .select({ id: s.cartGiftVoucherPayments.voucherId })
          .from(s.cartGiftVoucherPayments)
          .where(eq(s.cartGiftVoucherPayments.cartId, cartId)),
      ),
    )
    .orderBy(asc(s.giftVouchers.id))
    .for('update');
  const applied = await tx
    .select({
      id: s.giftVouchers.id,
      balanceCents: s.giftVouchers.balanceCents,
      expiresAt: s.giftVouchers.expiresAt,
    })
    .from(s.cartGiftVoucherPayments)
    .innerJoin(s.giftVouchers, eq(s.giftVouchers.id, s.cartGiftVoucherPayments.voucherId))
    .where(eq(s.cartGiftVoucherPayments.cartId, cartId))
    .orderBy(asc(s.cartGiftVoucherPayments.id));
  const others = await reservedByOthers(
    tx,
    applied.map((v) => v.id),
    cartId,
    now,
  );
  return applied.map((v) => ({
    id: v.id,
    expired: v.expiresAt <= now,
    balanceCents: v.expiresAt > now ? Math.max(0, v.balanceCents - (others.get(v.id) ?? 0)) : 0,
  }));
}

/** The order's reservations, replacing any from an earlier try of the same order. */
export async function reserveVouchers(
  tx: Tx,
  orderId: number,
  payments: readonly VoucherPayment[],
  reservedUntil: Date,
): Promise<void> {
  await tx
    .delete(s.orderGiftVoucherPayments)
    .where(eq(s.orderGiftVoucherPayments.orderId, orderId));
  const paying = payments.filter((p) => p.appliedCents > 0);
  if (paying.length > 0)
    await tx.insert(s.orderGiftVoucherPayments).values(
      paying.map((p) => ({
        orderId,
        voucherId: p.id,
        amountCents: p.appliedCents,
        reservedUntil,
      })),
    );
}

/**
 * Spends what the order counted on from each voucher, with the sale: all or nothing. A voucher
 * whose balance is short now (its reservation lapsed and another order spent it), or that has
 * expired, makes the answer `false` and the caller undoes the whole sale.
 */
export async function spendVouchers(
  tx: Tx,
  order: { id: number; customerId: number; cartId: string },
  now: Date,
): Promise<boolean> {
  const reserved = await tx
    .select()
    .from(s.orderGiftVoucherPayments)
    .where(eq(s.orderGiftVoucherPayments.orderId, order.id))
    .orderBy(asc(s.orderGiftVoucherPayments.voucherId));
  for (const payment of reserved) {
    // A reservation that lapsed holds nothing: what live orders elsewhere count on comes first
    // (a late payment must not take the balance from an order that reserved it in time).
    let othersCents = 0;
    if (payment.reservedUntil <= now) {
      // Under the voucher row's lock, as Pay reads it: no reservation slips in between.
      await tx
        .select({ id: s.giftVouchers.id })
        .from(s.giftVouchers)
        .where(eq(s.giftVouchers.id, payment.voucherId))
        .for('update');
      othersCents =
        (await reservedByOthers(tx, [payment.voucherId], order.cartId, now)).get(
          payment.voucherId,
        ) ?? 0;
    }
    const [taken] = await tx
      .update(s.giftVouchers)
      .set({ balanceCents: sql`${s.giftVouchers.balanceCents} - ${payment.amountCents}` })
      .where(
        and(
          eq(s.giftVouchers.id, payment.voucherId),
          sql`${s.giftVouchers.balanceCents} >= ${payment.amountCents + othersCents}`,
          gt(s.giftVouchers.expiresAt, now),
        ),
      )
      .returning({ id: s.giftVouchers.id });
    if (!taken) return false;
    await tx.insert(s.giftVoucherLedger).values({
      voucherId: payment.voucherId,
      kind: 'spend',
      deltaCents: -payment.amountCents,
      orderId: order.id,
      customerId: order.customerId,
      createdAt: now,
    });
  }
  return true;
}

/**
 * Issues the vouchers a confirmed order bought: one row per voucher, a fresh code (a clash,
 * one in 2^50, is drawn again), the amount loaded by an `issue` ledger row, expiring
 * `validityMonths` after today. They are e-mailed by the mail job on their day.
 */
export async function issueVouchers(
  tx: Tx,
  order: { id: number; customerId: number; locale: string },
  now: Date,
  validityMonths: number,
): Promise<number> {
  const lines = await tx
    .select()
    .from(s.orderGiftVouchers)
    .where(eq(s.orderGiftVouchers.orderId, order.id))
    .orderBy(asc(s.orderGiftVouchers.id));
  let issued = 0;
  for (const line of lines)
    for (let i = 0; i < line.quantity; i++) {
      let code = newVoucherCode();
      let inserted: { id: number } | undefined;
      for (let attempt = 0; !inserted && attempt < 5; attempt++) {
        [inserted] = await tx
          .insert(s.giftVouchers)
          .values({
            code,
            codeDigest: voucherCodeDigest(code),
            orderGiftVoucherId: line.id,
            buyerCustomerId: order.customerId,
            amountCents: line.amountCents,
            balanceCents: line.amountCents,
            recipientName: line.recipientName,
            recipientEmail: line.recipientEmail,
            message: line.message,
            deliverOn: line.deliverOn,
            locale: order.locale,
            issuedAt: now,
            expiresAt: voucherExpiry(now, validityMonths),
          })
          .onConflictDoNothing()
          .returning({ id: s.giftVouchers.id });
        if (!inserted) code = newVoucherCode();
      }
      if (!inserted) throw new Error('Could not draw a fresh gift voucher code');
      await tx.insert(s.giftVoucherLedger).values({
        voucherId: inserted.id,
        kind: 'issue',
        deltaCents: line.amountCents,
        orderId: order.id,
        customerId: order.customerId,
        createdAt: now,
      });
      issued++;
    }
  return issued;
}

/**
 * A refunded order's voucher money goes back to each voucher it was spent from, once (the
 * order's `refund` rows are the record). A voucher that has expired since could not spend it
 * again: that part is answered as `toCredit`, for the caller to give as account credit.
 */
export async function refundVouchers(
  tx: Tx,
  order: { id: number; customerId: number },
  now: Date,
): Promise<{ toVouchers: number; toCredit: number }> {
  const rows = await tx
    .select({
      voucherId: s.giftVoucherLedger.voucherId,
      expiresAt: s.giftVouchers.expiresAt,
      cents: sql<number>`-sum(${s.giftVoucherLedger.deltaCents})`.mapWith(Number),
    })
    .from(s.giftVoucherLedger)
    .innerJoin(s.giftVouchers, eq(s.giftVouchers.id, s.giftVoucherLedger.voucherId))
    .where(
      and(
        eq(s.giftVoucherLedger.orderId, order.id),
        inArray(s.giftVoucherLedger.kind, ['spend', 'refund']),
      ),
    )
    .groupBy(s.giftVoucherLedger.voucherId, s.giftVouchers.expiresAt);
  const back = { toVouchers: 0, toCredit: 0 };
  for (const { voucherId, expiresAt, cents } of rows) {
    if (cents <= 0) continue;
    if (expiresAt <= now) {
      back.toCredit += cents;
      continue;
    }
    await tx
      .update(s.giftVouchers)
      .set({ balanceCents: sql`${s.giftVouchers.balanceCents} + ${cents}` })
      .where(eq(s.giftVouchers.id, voucherId));
    await tx.insert(s.giftVoucherLedger).values({
      voucherId,
      kind: 'refund',
      deltaCents: cents,
      orderId: order.id,
      customerId: order.customerId,
      createdAt: now,
    });
    back.toVouchers += cents;
  }
  return back;
}
