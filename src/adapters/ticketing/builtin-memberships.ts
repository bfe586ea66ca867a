/**
 * The built-in Memberships port (issue 12): levels and their prices, the cart's membership line
 * (one per cart: a unique index), the modes of sale memberships give, and the account's view of
 * a customer's memberships and their plans.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import {
  autoRenewOf,
  checkMembershipAddable,
  isCurrent,
  isRenewable,
  today,
} from '../../domain/memberships/membership-terms.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Memberships } from '../../domain/ports/memberships.ts';
import type { Cart } from '../../shared/contracts/cart.ts';
import type {
  AccountMembership,
  AccountMembershipsResponse,
  AddMembershipBody,
  MembershipLevel,
  MembershipLevelsResponse,
  PaymentOption,
} from '../../shared/contracts/memberships.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';
import { membershipRowId } from './cart-membership-lines.ts';
import { cartForNewLine } from './cart-owner.ts';
import { memberModesOf } from './cart-promo.ts';
import { plansOf } from './payment-plan-views.ts';

type LevelRow = typeof s.membershipLevels.$inferSelect;
type PriceRow = typeof s.membershipPrices.$inferSelect;

const OPTION_ORDER: readonly PaymentOption[] = ['one-off', 'yearly', 'monthly'];

export class BuiltinMemberships implements Memberships {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly cartOf: (cartId: string, locale: Locale) => Promise<Cart>;
  private readonly emptyCart: (cartId: string, locale: Locale) => Promise<Cart>;

  constructor(
    db: Db,
    clock: Clock,
    cart: {
      getCart(cartId: string, locale: Locale): Promise<Cart>;
      emptyCart(cartId: string, locale: Locale): Promise<Cart>;
    },
  ) {
    this.db = db;
    this.clock = clock;
    this.cartOf = (id, locale) => cart.getCart(id, locale);
    this.emptyCart = (id, locale) => cart.emptyCart(id, locale);
  }

  async listLevels(locale: Locale, customerId: number | null): Promise<MembershipLevelsResponse> {
    const levels = await this.db
      .select({ level: s.membershipLevels, modeName: s.modesOfSale.name })
      .from(s.membershipLevels)
      .leftJoin(s.modesOfSale, eq(s.modesOfSale.id, s.membershipLevels.modeOfSaleId))
      .where(eq(s.membershipLevels.onSale, true))
      .orderBy(asc(s.membershipLevels.sortOrder), asc(s.membershipLevels.id));
    return { levels: await this.levelsOf(levels, locale, customerId) };
  }

  async getLevel(
    slug: string,
    locale: Locale,
    customerId: number | null,
  ): Promise<MembershipLevel> {
    const levels = await this.db
      .select({ level: s.membershipLevels, modeName: s.modesOfSale.name })
      .from(s.membershipLevels)
      .leftJoin(s.modesOfSale, eq(s.modesOfSale.id, s.membershipLevels.modeOfSaleId))
      .where(and(eq(s.membershipLevels.slug, slug), eq(s.membershipLevels.onSale, true)));
    const [found] = await this.levelsOf(levels, locale, customerId);
    if (!found) throw new AppError('MEMBERSHIP_NOT_FOUND');
    return found;
  }

  async addMembership(
    cartId: string | null,
    body: AddMembershipBody,
    buyer: { customerId: number | null },
    locale: Locale,
  ): Promise<{ cartId: string; cart: Cart }> {
    const now = this.clock.now();
    const day = today(now);
    let id: string;
    try {
      id = await this.db.transaction(async (tx) => {
        const [level] = await tx
          .select()
          .from(s.membershipLevels)
          .where(eq(s.membershipLevels.id, body.levelId));
        const prices = level
          ? await tx
              .select()
              .from(s.membershipPrices)
              .where(eq(s.membershipPrices.levelId, level.id))
          : [];
        // Signed out: refused before any cart is made.
        checkMembershipAddable({
          level: level && { ...level, options: prices.map((p) => p.paymentOption) },
          option: body.paymentOption,
          customerId: buyer.customerId,
          inCart: 0,
          held: null,
          today: day,
        });
        const id = await cartForNewLine(tx, cartId, buyer.customerId, now);
        const [inCart] = await tx
          .select({ id: s.cartMemberships.id })
          .from(s.cartMemberships)
          .where(eq(s.cartMemberships.cartId, id));
        const [held] =
          buyer.customerId === null
            ? []
            : await heldMemberships(tx, buyer.customerId, [body.levelId]);
        checkMembershipAddable({
          level: level && { ...level, options: prices.map((p) => p.paymentOption) },
          option: body.paymentOption,
          customerId: buyer.customerId,
          inCart: inCart ? 1 : 0,
          held: held ?? null,
          today: day,
        });
        const price = prices.find((p) => p.paymentOption === body.paymentOption) as PriceRow;
        await tx.insert(s.cartMemberships).values({
          cartId: id,
          levelId: body.levelId,
          paymentOption: body.paymentOption,
          amountCents: price.amountCents,
          autoRenew: autoRenewOf(body.paymentOption, body.autoRenew),
          createdAt: now,
        });
        return id;
      });
    } catch (error) {
      // Two adds at once: the unique index lets one in (one membership per cart).
      if (isUniqueViolation(error)) throw new AppError('MEMBERSHIP_ONE_PER_CART');
      throw error;
    }
    return { cartId: id, cart: await this.cartOf(id, locale) };
  }

  async removeMembership(
    cartId: string | null,
    lineId: string,
    confirm: boolean,
    locale: Locale,
  ): Promise<Cart> {
    if (!cartId) throw new AppError('CART_LINE_NOT_FOUND');
    const now = this.clock.now();
    const emptied = await this.db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ id: s.carts.id, customerId: s.carts.customerId })
        .from(s.carts)
        .where(eq(s.carts.id, cartId))
        .for('update');
      const [line] = cart
        ? await tx
            .select({ modeOfSaleId: s.membershipLevels.modeOfSaleId })
            .from(s.cartMemberships)
            .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.cartMemberships.levelId))
            .where(
              and(
                eq(s.cartMemberships.id, membershipRowId(lineId)),
                eq(s.cartMemberships.cartId, cartId),
              ),
            )
        : [];
      if (!cart || !line) throw new AppError('CART_LINE_NOT_FOUND');
      const switched = await switchedTickets(tx, cart, line.modeOfSaleId, now);
      if (switched && !confirm) throw new AppError('MEMBERSHIP_REMOVAL_EMPTIES_CART');
      await tx
        .delete(s.cartMemberships)
        .where(
          and(
            eq(s.cartMemberships.id, membershipRowId(lineId)),
            eq(s.cartMemberships.cartId, cartId),
          ),
        );
      return switched;
    });
    // Its tickets were priced (and opened) by the membership: the cart is emptied (spec §4).
    return emptied ? this.emptyCart(cartId, locale) : this.cartOf(cartId, locale);
  }

  async heldModesOfSale(customerId: number): Promise<number[]> {
    return memberModesOf(this.db, null, customerId, this.clock.now());
  }

  async accountMemberships(
    customerId: number,
    locale: Locale,
  ): Promise<AccountMembershipsResponse> {
    const day = today(this.clock.now());
    const rows = await this.db
      .select({
        membership: s.memberships,
        level: s.membershipLevels,
        firstName: s.customers.firstName,
        lastName: s.customers.lastName,
      })
      .from(s.memberships)
      .innerJoin(s.membershipLevels, eq(s.membershipLevels.id, s.memberships.levelId))
      .innerJoin(s.customers, eq(s.customers.id, s.memberships.customerId))
      .where(eq(s.memberships.customerId, customerId))
      .orderBy(asc(s.memberships.expiresOn));
    const plans = await plansOf(this.db, customerId, locale);
    const planById = new Map(plans.map((plan) => [plan.id, plan]));
    const memberships = rows.map(({ membership: m, level, firstName, lastName }) => {
      const plan = m.planId ? (planById.get(m.planId) ?? null) : null;
      const current = isCurrent(m, day);
      const lapsing =
        current &&
        plan !== null &&
        (plan.status === 'lapsed' ||
          (plan.nextInstalment?.state === 'due' && plan.nextInstalment.attempts > 0));
      const renews = current && plan !== null && plan.status === 'active' && plan.autoRenew;
      const held = { ...m, renewsByItself: renews && plan?.mandate === 'confirmed' };
      return {
        id: m.id,
        levelId: level.id,
        levelSlug: level.slug,
        levelName: localize(level.name, locale),
        benefits: level.benefits.map((benefit) => localize(benefit, locale)),
        customerId,
        customerName: `${firstName} ${lastName}`.trim(),
        startsOn: m.startsOn,
        renewsOn: renews ? (plan?.nextInstalment?.dueOn ?? null) : null,
        expiresOn: m.expiresOn,
        status: !current ? 'expired' : lapsing ? 'lapsing' : 'active',
        autoRenew: plan?.autoRenew ?? false,
        price: usd(m.amountCents),
        paymentOption: m.paymentOption,
        renewable: level.onSale && (!current || isRenewable(held, day, level.renewalWindowDays)),
        plan,
      } satisfies AccountMembership;
    });
    return { memberships, givingPlans: plans.filter((plan) => plan.kind === 'donation') };
  }

  private async levelsOf(
    rows: { level: LevelRow; modeName: LevelRow['name'] | null }[],
    locale: Locale,
    customerId: number | null,
  ): Promise<MembershipLevel[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.level.id);
    const [prices, held] = await Promise.all([
      this.db.select().from(s.membershipPrices).where(inArray(s.membershipPrices.levelId, ids)),
      customerId === null ? [] : heldMemberships(this.db, customerId, ids),
    ]);
    const day = today(this.clock.now());
    return rows.map(({ level, modeName }) => {
      const own = held.find((h) => h.levelId === level.id && isCurrent(h, day));
      const options = prices
        .filter((p) => p.levelId === level.id)
        .sort(
          (a, b) => OPTION_ORDER.indexOf(a.paymentOption) - OPTION_ORDER.indexOf(b.paymentOption),
        );
      return {
        id: level.id,
        slug: level.slug,
        name: localize(level.name, locale),
        description: localize(level.description, locale),
        benefits: level.benefits.map((benefit) => localize(benefit, locale)),
        benefitsValue: usd(level.benefitsValueCents),
        modeOfSaleName: modeName ? localize(modeName, locale) : null,
        loginRequired: level.generalPublic,
        prices: options.map((p) => ({
          option: p.paymentOption,
          amount: usd(p.amountCents),
          perYear: usd(p.paymentOption === 'monthly' ? p.amountCents * 12 : p.amountCents),
        })),
        held: !own ? 'none' : isRenewable(own, day, level.renewalWindowDays) ? 'renewable' : 'held',
        heldUntil: own?.expiresOn ?? null,
      } satisfies MembershipLevel;
    });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The customer's memberships of these levels, and whether each one's plan renews it. */
function heldMemberships(db: Db | Tx, customerId: number, levelIds: number[]) {
  return db
    .select({
      levelId: s.memberships.levelId,
      expiresOn: s.memberships.expiresOn,
      renewsByItself: sql<boolean>`coalesce(${s.paymentPlans.status} = 'active' and ${s.paymentPlans.autoRenew} and ${s.paymentPlans.mandate} = 'confirmed', false)`,
    })
    .from(s.memberships)
    .leftJoin(s.paymentPlans, eq(s.paymentPlans.id, s.memberships.planId))
    .where(and(eq(s.memberships.customerId, customerId), inArray(s.memberships.levelId, levelIds)));
}

/**
 * Whether removing the membership changes what the cart's tickets are sold in: it holds tickets,
 * and the membership's mode of sale is not also the customer's by a membership they hold.
 */
async function switchedTickets(
  tx: Tx,
  cart: { id: string; customerId: number | null },
  modeOfSaleId: number | null,
  now: Date,
): Promise<boolean> {
  // An anonymous cart's line priced nothing (cart-promo.ts, memberModesSql).
  if (modeOfSaleId === null || cart.customerId === null) return false;
  const [ticket] = await tx
    .select({ id: s.cartTickets.seatId })
    .from(s.cartTickets)
    .where(eq(s.cartTickets.cartId, cart.id))
    .limit(1);
  if (!ticket) return false;
  const held = await memberModesOf(tx, null, cart.customerId, now);
  return !held.includes(modeOfSaleId);
}
