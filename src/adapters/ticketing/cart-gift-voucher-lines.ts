/**
 * A cart's gift voucher lines (vouchers being bought) and the vouchers applied to pay for it, as
 * the cart view answers them: each read by one indexed look-up by cart id, beside the tickets.
 */
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { giftVoucherPrice } from '../../domain/cart-lines/gift-voucher.ts';
import type { GiftVoucherLine } from '../../shared/contracts/gift-vouchers.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { reservedByOthers } from './voucher-ledger.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The cart line id of a voucher row; `giftVoucherRowId` reads it back. */
export const giftVoucherLineId = (id: number) => `v-${id}`;
export const giftVoucherRowId = (lineId: string) => Number(lineId.slice(2));

export async function giftVoucherLinesOf(tx: Tx | Db, cartId: string): Promise<GiftVoucherLine[]> {
  const rows = await tx
    .select()
    .from(s.cartGiftVouchers)
    .where(eq(s.cartGiftVouchers.cartId, cartId))
    .orderBy(asc(s.cartGiftVouchers.id));
  return rows.map((row) => {
    const { baseCents, feeCents } = giftVoucherPrice(row.amountCents, row.quantity);
    return {
      id: giftVoucherLineId(row.id),
      kind: 'gift-voucher' as const,
      amount: usd(row.amountCents),
      quantity: row.quantity,
      recipientName: row.recipientName,
      recipientEmail: row.recipientEmail,
      message: row.message,
      deliverOn: row.deliverOn,
      price: { base: usd(baseCents), fee: usd(feeCents), allIn: usd(baseCents + feeCents) },
    };
  });
}

/** A voucher applied to the cart, with what is on it for this cart now. */
export interface AppliedVoucher {
  paymentId: number;
  voucherId: number;
  code: string;
  /** Its balance less what other carts' orders being paid count on. */
  balanceCents: number;
  expiresAt: Date;
}

/** The vouchers applied to pay for the cart, in the order applied. */
export async function appliedVouchersOf(
  tx: Tx | Db,
  cartId: string,
  now: Date,
): Promise<AppliedVoucher[]> {
  const applied = await tx
    .select({
      paymentId: s.cartGiftVoucherPayments.id,
      voucherId: s.giftVouchers.id,
      code: s.giftVouchers.code,
      balanceCents: s.giftVouchers.balanceCents,
      expiresAt: s.giftVouchers.expiresAt,
    })
    .from(s.cartGiftVoucherPayments)
    .innerJoin(s.giftVouchers, eq(s.giftVouchers.id, s.cartGiftVoucherPayments.voucherId))
    .where(eq(s.cartGiftVoucherPayments.cartId, cartId))
    .orderBy(asc(s.cartGiftVoucherPayments.id));
  if (applied.length === 0) return applied;
  const others = await reservedByOthers(
    tx,
    applied.map((v) => v.voucherId),
    cartId,
    now,
  );
  return applied.map((v) => ({
    ...v,
    balanceCents: Math.max(0, v.balanceCents - (others.get(v.voucherId) ?? 0)),
  }));
}

/**
 * Spec §4: a gift voucher in the cart blocks ticket removal until the voucher is removed (what
 * it pays was worked out on these tickets). Throws GIFT_VOUCHER_BLOCKS_REMOVAL.
 */
export async function refuseWhileVouchersPay(tx: Tx | Db, cartId: string): Promise<void> {
  const [paying] = await tx
    .select({ id: s.cartGiftVoucherPayments.id })
    .from(s.cartGiftVoucherPayments)
    .where(eq(s.cartGiftVoucherPayments.cartId, cartId))
    .limit(1);
  if (paying) throw new AppError('GIFT_VOUCHER_BLOCKS_REMOVAL');
}
