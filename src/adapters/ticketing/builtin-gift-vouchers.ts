/**
 * Gift vouchers on the built-in engine (decision 018): voucher lines of a cart, vouchers applied
 * to pay for a cart, a voucher's balance and uses, turning one into account credit, and a
 * customer's vouchers. A voucher is found by the digest of its code (a unique index), never by
 * comparing codes. Every change to a balance is a conditional UPDATE of `balance_cents` (its
 * check keeps it between 0 and the amount) and a ledger row, in one transaction.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { deliveryDay } from '../../domain/cart-lines/gift-voucher.ts';
import { maskVoucherCode, voucherCodeDigest } from '../../domain/gift-vouchers/voucher-code.ts';
import { voucherUses } from '../../domain/gift-vouchers/voucher-uses.ts';
import { checkVoucherOffered } from '../../domain/offers/gift-voucher-offer.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { GiftVouchers } from '../../domain/ports/gift-vouchers.ts';
import type { TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import type { Cart } from '../../shared/contracts/cart.ts';
import {
  type AccountGiftVouchers,
  type AddGiftVoucherBody,
  GIFT_VOUCHERS_PER_ORDER,
  type GiftVoucherBalance,
  type GiftVoucherOffer,
  type RedeemGiftVoucherResponse,
} from '../../shared/contracts/gift-vouchers.ts';
import type { Locale } from '../../shared/locales.ts';
import { usd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { giftVoucherRowId } from './cart-gift-voucher-lines.ts';
import { cartForNewLine } from './cart-owner.ts';
import { availableCreditCents } from './credit-ledger.ts';
import { readVoucherOffer } from './gift-voucher-offer-row.ts';
import { lockCart } from './hold-statements.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type VoucherRow = typeof s.giftVouchers.$inferSelect;

/** The voucher a code names, or GIFT_VOUCHER_UNRECOGNISED. */
async function voucherByCode(db: Db | Tx, code: string, lock = false): Promise<VoucherRow> {
  const query = db
    .select()
    .from(s.giftVouchers)
    .where(eq(s.giftVouchers.codeDigest, voucherCodeDigest(code)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('GIFT_VOUCHER_UNRECOGNISED');
  return row;
}

/** Expired (its balance stays on record) or empty: not usable now. */
function checkUsable(voucher: VoucherRow, now: Date): void {
  if (voucher.expiresAt <= now) throw new AppError('GIFT_VOUCHER_EXPIRED');
  if (voucher.balanceCents <= 0) throw new AppError('GIFT_VOUCHER_USED_UP');
}

export class BuiltinGiftVouchers implements GiftVouchers {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly backend: Pick<TicketingBackend, 'getCart'>;

  constructor(db: Db, clock: Clock, options: { backend: Pick<TicketingBackend, 'getCart'> }) {
    this.db = db;
    this.clock = clock;
    this.backend = options.backend;
  }

  async offer(): Promise<GiftVoucherOffer> {
    const offer = await readVoucherOffer(this.db);
    return { onSale: offer.onSale, amounts: offer.amountsCents.map(usd) };
  }

  async addToCart(
    cartId: string | null,
    body: AddGiftVoucherBody,
    buyer: { customerId?: number | null },
    locale: Locale,
  ): Promise<{ cartId: string; cart: Cart }> {
    const now = this.clock.now();
    const deliverOn = deliveryDay(body.deliverOn, now);
    const id = await this.db.transaction(async (tx) => {
      // On sale, and an amount offered, as the box office set them (issue 13).
      checkVoucherOffered(await readVoucherOffer(tx), body.amountCents);
      const id = await cartForNewLine(tx, cartId, buyer.customerId, now);
      // Counted under the cart's lock: racing adds cannot pass the limit together.
      const [inCart] = await tx
        .select({
          n: sql<number>`coalesce(sum(${s.cartGiftVouchers.quantity}), 0)`.mapWith(Number),
        })
        .from(s.cartGiftVouchers)
        .where(eq(s.cartGiftVouchers.cartId, id));
      if ((inCart?.n ?? 0) + body.quantity > GIFT_VOUCHERS_PER_ORDER)
        throw new AppError('GIFT_VOUCHER_LIMIT');
      await tx.insert(s.cartGiftVouchers).values({
        cartId: id,
        amountCents: body.amountCents,
        quantity: body.quantity,
        recipientName: body.recipientName || null,
        recipientEmail: body.recipientEmail ?? null,
        message: body.message || null,
        deliverOn,
        createdAt: now,
      });
      return id;
    });
    return { cartId: id, cart: await this.backend.getCart(id, locale) };
  }

  async removeFromCart(cartId: string | null, lineId: string, locale: Locale): Promise<Cart> {
    const removed = cartId
      ? await this.db
          .delete(s.cartGiftVouchers)
          .where(
            and(
              eq(s.cartGiftVouchers.id, giftVoucherRowId(lineId)),
              eq(s.cartGiftVouchers.cartId, cartId),
            ),
          )
          .returning({ id: s.cartGiftVouchers.id })
      : [];
    if (removed.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
    return this.backend.getCart(cartId, locale);
  }

  async applyToCart(cartId: string | null, code: string, locale: Locale): Promise<Cart> {
    const now = this.clock.now();
    const voucher = await voucherByCode(this.db, code);
    checkUsable(voucher, now);
    if (!cartId) throw new AppError('CART_EMPTY');
    // Applied first, then looked at in the re-priced cart (one view, not two): a voucher that
    // would pay nothing there is taken off again and the buyer told why.
    const added = await this.db.transaction(async (tx) => {
      if (!(await lockCart(tx, cartId))) throw new AppError('CART_EMPTY');
      const [row] = await tx
        .insert(s.cartGiftVoucherPayments)
        .values({ cartId, voucherId: voucher.id, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: s.cartGiftVoucherPayments.id });
      return row?.id ?? null;
    });
    const cart = await this.backend.getCart(cartId, locale);
    // Applied before: nothing changes.
    if (added === null) return cart;
    const payment = cart.giftVoucherPayments.find((p) => p.id === added);
    if (cart.lines.length > 0 && payment && payment.applied.amount > 0) return cart;
    await this.db.delete(s.cartGiftVoucherPayments).where(eq(s.cartGiftVoucherPayments.id, added));
    if (cart.lines.length === 0) throw new AppError('CART_EMPTY');
    // Its balance is all counted on by orders being paid elsewhere, or nothing is left to pay
    // here that a voucher may pay (vouchers never pay for vouchers).
    throw new AppError(
      payment?.balance.amount === 0 ? 'GIFT_VOUCHER_USED_UP' : 'GIFT_VOUCHER_NOT_NEEDED',
    );
  }

  async removeFromPayment(cartId: string | null, paymentId: number, locale: Locale): Promise<Cart> {
    const removed = cartId
      ? await this.db
          .delete(s.cartGiftVoucherPayments)
          .where(
            and(
              eq(s.cartGiftVoucherPayments.id, paymentId),
              eq(s.cartGiftVoucherPayments.cartId, cartId),
            ),
          )
          .returning({ id: s.cartGiftVoucherPayments.id })
      : [];
    if (removed.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
    return this.backend.getCart(cartId, locale);
  }

  async balance(code: string): Promise<GiftVoucherBalance> {
    const voucher = await voucherByCode(this.db, code);
    const ledger = await this.db
      .select({
        kind: s.giftVoucherLedger.kind,
        deltaCents: s.giftVoucherLedger.deltaCents,
        createdAt: s.giftVoucherLedger.createdAt,
      })
      .from(s.giftVoucherLedger)
      .where(eq(s.giftVoucherLedger.voucherId, voucher.id))
      .orderBy(asc(s.giftVoucherLedger.id));
    return {
      code: maskVoucherCode(voucher.code),
      amount: usd(voucher.amountCents),
      balance: usd(voucher.balanceCents),
      expiresAt: voucher.expiresAt.toISOString(),
      expired: voucher.expiresAt <= this.clock.now(),
      uses: voucherUses(ledger).map((use) => ({
        at: use.at.toISOString(),
        kind: use.kind,
        amount: usd(use.deltaCents),
      })),
    };
  }

  async redeem(customerId: number, code: string): Promise<RedeemGiftVoucherResponse> {
    const now = this.clock.now();
    const credited = await this.db.transaction(async (tx) => {
      const voucher = await voucherByCode(tx, code, true);
      checkUsable(voucher, now);
      const amount = voucher.balanceCents;
      // Under the row lock; the condition makes a second redeem (or a spend) find nothing.
      const [taken] = await tx
        .update(s.giftVouchers)
        .set({ balanceCents: 0 })
        .where(and(eq(s.giftVouchers.id, voucher.id), eq(s.giftVouchers.balanceCents, amount)))
        .returning({ id: s.giftVouchers.id });
      if (!taken) throw new AppError('GIFT_VOUCHER_USED_UP');
      await tx.insert(s.giftVoucherLedger).values({
        voucherId: voucher.id,
        kind: 'redeem',
        deltaCents: -amount,
        customerId,
        createdAt: now,
      });
      // The credit lasts as long as the voucher would have.
      await tx.insert(s.creditGrants).values({
        customerId,
        amountCents: amount,
        remainingCents: amount,
        reason: 'gift-voucher',
        issuedAt: now,
        expiresAt: voucher.expiresAt,
      });
      return amount;
    });
    return {
      credited: usd(credited),
      creditAvailable: usd(await availableCreditCents(this.db, customerId, now)),
    };
  }

  async ofCustomer(customerId: number): Promise<AccountGiftVouchers> {
    const [customer] = await this.db
      .select({ email: s.customers.email })
      .from(s.customers)
      .where(eq(s.customers.id, customerId));
    if (!customer) return { vouchers: [] };
    const now = this.clock.now();
    const rows = await this.db
      .select({ voucher: s.giftVouchers, orderNumber: s.orders.number })
      .from(s.giftVouchers)
      .innerJoin(s.orderGiftVouchers, eq(s.orderGiftVouchers.id, s.giftVouchers.orderGiftVoucherId))
      .innerJoin(s.orders, eq(s.orders.id, s.orderGiftVouchers.orderId))
      .where(
        or(
          eq(s.giftVouchers.buyerCustomerId, customerId),
          and(
            sql`lower(${s.giftVouchers.recipientEmail}) = lower(${customer.email})`,
            sql`${s.giftVouchers.sentAt} is not null`,
          ),
        ),
      )
      .orderBy(desc(s.giftVouchers.issuedAt), desc(s.giftVouchers.id));
    return {
      vouchers: rows.map(({ voucher, orderNumber }) => {
        const bought = voucher.buyerCustomerId === customerId;
        return {
          id: voucher.id,
          relation: bought ? ('bought' as const) : ('received' as const),
          // The buyer paid for the code and may pass it on. An address alone is not verified:
          // it shows a received voucher's balance, not a symbol of its code (its mail has it),
          // nor the buyer's order.
          code: bought ? voucher.code : null,
          amount: usd(voucher.amountCents),
          balance: usd(voucher.balanceCents),
          expiresAt: voucher.expiresAt.toISOString(),
          expired: voucher.expiresAt <= now,
          recipientName: voucher.recipientName,
          deliverOn: voucher.deliverOn,
          sent: voucher.sentAt !== null,
          orderNumber: bought ? orderNumber : null,
        };
      }),
    };
  }
}
