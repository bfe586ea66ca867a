/**
 * Donations on the built-in engine: the funds (with what confirmed orders gave to each) and a
 * cart's donation lines. A donation line holds nothing, so adding one is a single upsert under the
 * cart row's lock; the order copies it at payment (builtin-orders.ts) and it is given when that
 * order is confirmed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { checkFundTakesGifts, fundIsOpen } from '../../domain/cart-lines/donation.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Donations } from '../../domain/ports/donations.ts';
import type { TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import type { Cart } from '../../shared/contracts/cart.ts';
import type { AddDonationBody, Fund, FundsResponse } from '../../shared/contracts/donations.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { donationRowId } from './cart-donation-lines.ts';
import { cartForNewLine } from './cart-owner.ts';

type FundRow = typeof s.funds.$inferSelect;

/** What confirmed orders gave to each fund: the fund's total is its given donations, no more. */
function raisedOf(db: Db, fundIds: number[]) {
  return db
    .select({
      fundId: s.orderDonations.fundId,
      cents: sql<number>`coalesce(sum(${s.orderDonations.amountCents}), 0)`.mapWith(Number),
    })
    .from(s.orderDonations)
    .innerJoin(s.orders, eq(s.orders.id, s.orderDonations.orderId))
    .where(and(inArray(s.orderDonations.fundId, fundIds), eq(s.orders.state, 'confirmed')))
    .groupBy(s.orderDonations.fundId);
}

export class BuiltinDonations implements Donations {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly backend: Pick<TicketingBackend, 'getCart'>;
  private readonly giftAidEnabled: boolean;

  constructor(
    db: Db,
    clock: Clock,
    options: { backend: Pick<TicketingBackend, 'getCart'>; giftAidEnabled: boolean },
  ) {
    this.db = db;
    this.clock = clock;
    this.backend = options.backend;
    this.giftAidEnabled = options.giftAidEnabled;
  }

  async listFunds(locale: Locale): Promise<FundsResponse> {
    const rows = await this.db.select().from(s.funds).orderBy(asc(s.funds.sortOrder), s.funds.id);
    const now = this.clock.now();
    const raised = await this.raised(rows.filter((f) => f.goalCents !== null).map((f) => f.id));
    const funds = rows.map((row) => this.fundOf(row, locale, now, raised.get(row.id) ?? 0));
    // Open funds first: a closed campaign is shown, but after the ones that take gifts.
    return { funds: [...funds.filter((f) => f.open), ...funds.filter((f) => !f.open)] };
  }

  async getFund(fundId: number, locale: Locale): Promise<Fund> {
    const [row] = await this.db.select().from(s.funds).where(eq(s.funds.id, fundId));
    if (!row) throw new AppError('FUND_NOT_FOUND');
    const raised = row.goalCents === null ? new Map() : await this.raised([row.id]);
    return this.fundOf(row, locale, this.clock.now(), raised.get(row.id) ?? 0);
  }

  async addDonation(
    cartId: string | null,
    body: AddDonationBody,
    buyer: { customerId?: number | null },
    locale: Locale,
  ): Promise<{ cartId: string; cart: Cart }> {
    const now = this.clock.now();
    // A monthly gift is a plan of the donor's: it needs their account (issue 12).
    if (body.recurring && !buyer.customerId) throw new AppError('SIGN_IN_REQUIRED');
    const id = await this.db.transaction(async (tx) => {
      const [fund] = await tx.select().from(s.funds).where(eq(s.funds.id, body.fundId));
      checkFundTakesGifts(fund, now);
      const id = await cartForNewLine(tx, cartId, buyer.customerId, now);
      const details = {
        amountCents: body.amountCents,
        appeal: body.appeal ?? null,
        recognitionName: body.recognitionName || null,
        anonymous: body.anonymous,
        tributeKind: body.tribute?.kind ?? null,
        tributeName: body.tribute?.name ?? null,
        tributeNotifyEmail: body.tribute?.notifyEmail ?? null,
        // The declaration exists only where gift aid is on (UK theatres).
        giftAid: this.giftAidEnabled && body.giftAid,
        recurring: body.recurring ?? null,
      };
      await tx
        .insert(s.cartDonations)
        .values({ cartId: id, fundId: body.fundId, createdAt: now, ...details })
        .onConflictDoUpdate({
          target: [s.cartDonations.cartId, s.cartDonations.fundId],
          set: details,
        });
      return id;
    });
    return { cartId: id, cart: await this.backend.getCart(id, locale) };
  }

  async removeDonation(cartId: string | null, lineId: string, locale: Locale): Promise<Cart> {
    const removed = cartId
      ? await this.db
          .delete(s.cartDonations)
          .where(
            and(eq(s.cartDonations.id, donationRowId(lineId)), eq(s.cartDonations.cartId, cartId)),
          )
          .returning({ id: s.cartDonations.id })
      : [];
    if (removed.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
    return this.backend.getCart(cartId, locale);
  }

  private async raised(fundIds: number[]): Promise<Map<number, number>> {
    if (fundIds.length === 0) return new Map();
    const rows = await raisedOf(this.db, fundIds);
    return new Map(rows.map((row) => [row.fundId, row.cents]));
  }

  private fundOf(row: FundRow, locale: Locale, now: Date, raisedCents: number): Fund {
    return {
      id: row.id,
      name: localize(row.name, locale),
      description: localize(row.description, locale),
      goal: row.goalCents === null ? null : usd(row.goalCents),
      raised: row.goalCents === null ? null : usd(raisedCents),
      opensAt: row.opensAt?.toISOString() ?? null,
      closesAt: row.closesAt?.toISOString() ?? null,
      open: fundIsOpen(row, now),
    };
  }
}
