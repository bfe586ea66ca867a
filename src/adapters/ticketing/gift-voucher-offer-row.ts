/**
 * The gift vouchers on offer as stored (issue 13): one site_settings row, `gift-vouchers`, that
 * the box office writes and the storefront's voucher line reads (the spec's offer when absent).
 */
import { eq } from 'drizzle-orm';
import {
  GIFT_VOUCHER_SETTINGS_KEY,
  type VoucherOffer,
  voucherOfferOf,
} from '../../domain/offers/gift-voucher-offer.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function readVoucherOffer(db: Db | Tx): Promise<VoucherOffer> {
  const [row] = await db
    .select({ value: s.siteSettings.value })
    .from(s.siteSettings)
    .where(eq(s.siteSettings.key, GIFT_VOUCHER_SETTINGS_KEY));
  return voucherOfferOf(row?.value);
}

/** The row locked for a change: the offer before it, read under the lock. */
export async function lockVoucherOffer(tx: Tx): Promise<VoucherOffer> {
  // The row exists from the first change on; before that, two first changes race on the insert.
  await tx
    .insert(s.siteSettings)
    .values({ key: GIFT_VOUCHER_SETTINGS_KEY, value: voucherOfferOf(undefined) })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ value: s.siteSettings.value })
    .from(s.siteSettings)
    .where(eq(s.siteSettings.key, GIFT_VOUCHER_SETTINGS_KEY))
    .for('update');
  return voucherOfferOf(row?.value);
}

export async function writeVoucherOffer(tx: Tx, offer: VoucherOffer): Promise<void> {
  await tx
    .update(s.siteSettings)
    .set({ value: offer })
    .where(eq(s.siteSettings.key, GIFT_VOUCHER_SETTINGS_KEY));
}
