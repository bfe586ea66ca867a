/**
 * A cart's donation lines as the cart view answers them: read beside its ticket lines (one
 * indexed look-up by cart id), priced by the donation rules, named in the reader's language.
 */
import { asc, eq } from 'drizzle-orm';
import { donationPrice } from '../../domain/cart-lines/donation.ts';
import type { DonationLine } from '../../shared/contracts/donations.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The cart line id of a donation row; `donationRowId` reads it back. */
export const donationLineId = (id: number) => `d-${id}`;
export const donationRowId = (lineId: string) => Number(lineId.slice(2));

export async function donationLinesOf(
  tx: Tx | Db,
  cartId: string,
  locale: Locale,
): Promise<DonationLine[]> {
  const rows = await tx
    .select({ donation: s.cartDonations, fundName: s.funds.name })
    .from(s.cartDonations)
    .innerJoin(s.funds, eq(s.funds.id, s.cartDonations.fundId))
    .where(eq(s.cartDonations.cartId, cartId))
    .orderBy(asc(s.cartDonations.id));
  return rows.map(({ donation: d, fundName }) => {
    const { baseCents, feeCents } = donationPrice(d.amountCents);
    return {
      id: donationLineId(d.id),
      kind: 'donation' as const,
      fundId: d.fundId,
      fundName: localize(fundName, locale),
      amount: usd(d.amountCents),
      appeal: d.appeal,
      recognitionName: d.recognitionName,
      anonymous: d.anonymous,
      tribute:
        d.tributeKind && d.tributeName
          ? { kind: d.tributeKind, name: d.tributeName, notifyEmail: d.tributeNotifyEmail }
          : null,
      giftAid: d.giftAid,
      recurring: d.recurring,
      price: { base: usd(baseCents), fee: usd(feeCents), allIn: usd(baseCents + feeCents) },
    };
  });
}

/**
 * A cart's donation rows as they stand (inside the caller's lock): what the order copies, with
 * their fund's dates (a fund may have closed since the gift went into the cart).
 */
export function giftsOfCart(tx: Tx | Db, cartId: string) {
  return tx
    .select({
      gift: s.cartDonations,
      fund: { opensAt: s.funds.opensAt, closesAt: s.funds.closesAt },
    })
    .from(s.cartDonations)
    .innerJoin(s.funds, eq(s.funds.id, s.cartDonations.fundId))
    .where(eq(s.cartDonations.cartId, cartId))
    .orderBy(asc(s.cartDonations.id));
}
