/**
 * A cart's membership line as the cart view answers it (issue 12): the level, the option, the
 * term it would run (a renewal runs on from the held membership's expiry) and whether it
 * switched the cart to the members' mode of sale. One indexed look-up by cart id.
 */
import { and, eq } from 'drizzle-orm';
import { membershipPrice } from '../../domain/cart-lines/membership.ts';
import { termOf, today } from '../../domain/memberships/membership-terms.ts';
import type { MembershipLine } from '../../shared/contracts/memberships.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { memberModesOf } from './cart-promo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The cart line id of a membership row; `membershipRowId` reads it back. */
export const membershipLineId = (id: number) => `m-${id}`;
export const membershipRowId = (lineId: string) => Number(lineId.slice(2));

export async function membershipLinesOf(
  tx: Tx | Db,
  cart: { id: string; customerId: number | null },
  locale: Locale,
  now: Date,
): Promise<MembershipLine[]> {
  const rows = await tx
    .select({ line: s.cartMemberships, level: s.membershipLevels, held: s.memberships })
    .from(s.cartMemberships)
    .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.cartMemberships.levelId))
    .leftJoin(
      s.memberships,
      and(
        eq(s.memberships.levelId, s.cartMemberships.levelId),
        eq(s.memberships.customerId, cart.customerId ?? 0),
      ),
    )
    .where(eq(s.cartMemberships.cartId, cart.id));
  if (rows.length === 0) return [];
  // The members' modes the customer holds anyway: then the line switches nothing.
  const heldModes =
    cart.customerId === null ? [] : await memberModesOf(tx, null, cart.customerId, now);
  const day = today(now);
  return rows.map(({ line, level, held }) => {
    const { baseCents, feeCents } = membershipPrice(line.amountCents);
    const term = termOf(line.paymentOption, held, day);
    return {
      id: membershipLineId(line.id),
      kind: 'membership' as const,
      levelId: level.id,
      levelName: localize(level.name, locale),
      paymentOption: line.paymentOption,
      autoRenew: line.autoRenew,
      renewal: term.renewal,
      startsOn: term.startsOn,
      expiresOn: term.expiresOn,
      // An anonymous cart's line switches nothing until its buyer signs in (cart-promo.ts).
      changesModeOfSale:
        cart.customerId !== null &&
        level.modeOfSaleId !== null &&
        !heldModes.includes(level.modeOfSaleId),
      price: { base: usd(baseCents), fee: usd(feeCents), allIn: usd(baseCents + feeCents) },
    };
  });
}
