import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { OrderTotals } from '../../domain/orders/order-totals.ts';
import type { OpenOrder } from '../../domain/ports/orders.ts';
import type { PaymentProviderId } from '../../domain/ports/payment-provider.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof s.orders.$inferSelect;

/** An order row's amount columns, from its totals. */
export function amountColumns(totals: OrderTotals) {
  return {
    productsSubtotalCents: totals.productsSubtotalCents,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    deliveryCents: totals.deliveryCents,
    feesCents: totals.feesCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
}

/**
 * An order opened for payment, as the checkout needs it: what to charge, what the provider's
 * page says, and the earlier attempts' sessions (expired when a new one starts). One answer for
 * a cart's order and for a reserved order paid later.
 */
export async function openOrderOf(
  tx: Tx,
  order: OrderRow,
  what: {
    ticketCount: number;
    titles: string[];
    holdExpiresAt: Date;
    /** The funds the order's donations go to. */
    funds?: string[];
    /** The gift vouchers the order buys. */
    giftVouchers?: number;
    /** The membership levels the order buys. */
    memberships?: string[];
    /** The order starts a plan: the payment page keeps the card for its later payments. */
    savePaymentMethod?: boolean;
  },
): Promise<OpenOrder> {
  const earlier = await tx
    .select({
      provider: s.payments.provider,
      sessionId: s.payments.providerReference,
      state: s.payments.state,
    })
    .from(s.payments)
    .where(eq(s.payments.orderId, order.id));
  return {
    id: order.id,
    number: order.number,
    totalCents: order.totalCents,
    amountDueCents: order.totalCents - order.creditCents - order.giftVoucherCents,
    ticketCount: what.ticketCount,
    // What the provider's page and the card statement say the payment is for.
    description: `${order.number}: ${[
      ...(what.ticketCount > 0
        ? [`${what.ticketCount} × ${[...new Set(what.titles)].join(', ')}`]
        : []),
      ...(what.funds ?? []).map((fund) => `Donation, ${fund}`),
      ...(what.giftVouchers ? [`${what.giftVouchers} × Gift voucher`] : []),
      ...(what.memberships ?? []).map((level) => `Membership, ${level}`),
    ].join('; ')}`.slice(0, 200),
    holdExpiresAt: what.holdExpiresAt,
    savePaymentMethod: what.savePaymentMethod ?? false,
    openSessions: earlier
      .filter((p) => p.state === 'pending' && p.provider !== 'free')
      .map((p) => ({ provider: p.provider as PaymentProviderId, sessionId: p.sessionId })),
    attempts: earlier.length,
  };
}

/**
 * The payment pages still waiting for the buyer (pending payments at a real provider) of the
 * orders `which` names (a condition on `orders` and `payments`).
 */
export async function openSessionsWhere(
  db: Db | Tx,
  which: SQL,
): Promise<{ provider: PaymentProviderId; sessionId: string }[]> {
  const rows = await db
    .select({ provider: s.payments.provider, sessionId: s.payments.providerReference })
    .from(s.payments)
    .innerJoin(s.orders, eq(s.orders.id, s.payments.orderId))
    .where(and(which, eq(s.payments.state, 'pending'), ne(s.payments.provider, 'free')));
  return rows.map((row) => ({
    provider: row.provider as PaymentProviderId,
    sessionId: row.sessionId,
  }));
}
