/**
 * The storefront's payment records on our database (the Payments port): payment sessions per
 * order, refunds due and their sending, the idempotency keys of answered requests. The rows sit
 * beside the built-in engine's orders (a foreign key), which the open-session reads join.
 */
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { UNSETTLED } from '../../domain/payments/payment-transitions.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { PaymentProviderId } from '../../domain/ports/payment-provider.ts';
import type { DueRefund, Payments } from '../../domain/ports/payments.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { openSessionsWhere } from '../ticketing/open-order.ts';

export class DbPayments implements Payments {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async recordPaymentSession(
    orderId: number,
    provider: PaymentProviderId,
    sessionId: string,
    amountCents: number,
  ): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insert(s.payments)
      .values({
        orderId,
        provider,
        providerReference: sessionId,
        amountCents,
        createdAt: now,
        updatedAt: now,
      })
      // The provider answered an idempotent retry with the same session: one payment row.
      .onConflictDoNothing();
  }

  async openSessionsOfCart(
    cartId: string,
  ): Promise<{ provider: PaymentProviderId; sessionId: string }[]> {
    const carried = this.db
      .select({ id: s.carts.reservedOrderId })
      .from(s.carts)
      .where(eq(s.carts.id, cartId));
    return openSessionsWhere(
      this.db,
      and(
        or(eq(s.orders.cartId, cartId), inArray(s.orders.id, carried)),
        eq(s.orders.state, 'completing'),
      ) as SQL,
    );
  }

  async openSessionsOf(number: string, provider: PaymentProviderId): Promise<string[]> {
    const open = await openSessionsWhere(
      this.db,
      and(eq(s.orders.number, number), eq(s.payments.provider, provider)) as SQL,
    );
    return open.map((session) => session.sessionId);
  }

  async unsettledPayments(
    limit: number,
  ): Promise<{ provider: PaymentProviderId; sessionId: string }[]> {
    const rows = await this.db
      .select({ provider: s.payments.provider, sessionId: s.payments.providerReference })
      .from(s.payments)
      .innerJoin(s.orders, eq(s.orders.id, s.payments.orderId))
      .where(
        and(
          inArray(s.payments.state, UNSETTLED),
          inArray(s.orders.state, ['completing', 'verifying']),
          ne(s.payments.provider, 'free'),
        ),
      )
      .orderBy(s.payments.id)
      .limit(limit);
    return rows.map((row) => ({
      provider: row.provider as PaymentProviderId,
      sessionId: row.sessionId,
    }));
  }

  async refundsDue(limit: number): Promise<DueRefund[]> {
    const rows = await this.db
      .select({
        paymentId: s.payments.id,
        provider: s.payments.provider,
        sessionId: s.payments.providerReference,
        paymentReference: s.payments.providerPaymentId,
        amountCents: s.payments.amountCents,
      })
      .from(s.payments)
      .where(and(eq(s.payments.state, 'refund_due'), ne(s.payments.provider, 'free')))
      .orderBy(s.payments.id)
      .limit(limit);
    return rows.map((row) => ({ ...row, provider: row.provider as PaymentProviderId }));
  }

  async recordRefund(paymentId: number, refundId: string): Promise<boolean> {
    const done = await this.db
      .update(s.payments)
      .set({ state: 'refunded', providerRefundId: refundId, updatedAt: this.clock.now() })
      .where(and(eq(s.payments.id, paymentId), eq(s.payments.state, 'refund_due')))
      .returning({ id: s.payments.id });
    return done.length > 0;
  }

  async rememberedAnswer(scope: string, key: string): Promise<unknown | null> {
    const [found] = await this.db
      .select({ response: s.idempotencyKeys.response })
      .from(s.idempotencyKeys)
      .where(and(eq(s.idempotencyKeys.scope, scope), eq(s.idempotencyKeys.key, key)));
    return found?.response ?? null;
  }

  async remember(scope: string, key: string, answer: unknown, orderId?: number): Promise<void> {
    await this.db
      .insert(s.idempotencyKeys)
      .values({
        scope,
        key,
        response: answer,
        orderId: orderId ?? null,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing();
  }
}
