/**
 * Gift vouchers for the port contracts, written as a confirmed order's sale would leave them:
 * a voucher line on one of the customer's confirmed orders, the voucher with a fresh code and
 * its `issue` ledger row (the ledger adds up to the balance).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../adapters/db/client.ts';
import * as s from '../adapters/db/schema.ts';
import { newVoucherCode, voucherCodeDigest } from '../domain/gift-vouchers/voucher-code.ts';

export async function issueTestVoucher(
  db: Db,
  input: {
    buyerId: number;
    amountCents: number;
    now: Date;
    expiresAt: Date;
    recipientEmail?: string | null;
    deliverOn?: string | null;
    sentAt?: Date | null;
  },
): Promise<{ id: number; code: string }> {
  const [order] = await db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.customerId, input.buyerId), eq(s.orders.state, 'confirmed')))
    .limit(1);
  if (!order) throw new Error('The buyer has no confirmed order to hang a voucher on');
  const [line] = await db
    .insert(s.orderGiftVouchers)
    .values({
      orderId: order.id,
      amountCents: input.amountCents,
      quantity: 1,
      recipientEmail: input.recipientEmail ?? null,
      deliverOn: input.deliverOn ?? null,
    })
    .returning({ id: s.orderGiftVouchers.id });
  const code = newVoucherCode();
  const [voucher] = await db
    .insert(s.giftVouchers)
    .values({
      code,
      codeDigest: voucherCodeDigest(code),
      orderGiftVoucherId: line?.id ?? null,
      buyerCustomerId: input.buyerId,
      amountCents: input.amountCents,
      balanceCents: input.amountCents,
      recipientEmail: input.recipientEmail ?? null,
      deliverOn: input.deliverOn ?? null,
      sentAt: input.sentAt ?? null,
      locale: 'en-US',
      issuedAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning({ id: s.giftVouchers.id });
  if (!voucher) throw new Error('No voucher');
  await db.insert(s.giftVoucherLedger).values({
    voucherId: voucher.id,
    kind: 'issue',
    deltaCents: input.amountCents,
    orderId: order.id,
    createdAt: input.now,
  });
  return { id: voucher.id, code };
}
