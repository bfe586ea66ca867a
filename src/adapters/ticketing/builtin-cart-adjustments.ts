import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import type { CartBuyerTerms } from '../../domain/buyer/buyer-context.ts';
import { isCustomerCartId, newCartId } from '../../domain/carts/cart-ids.ts';
import { creditToUse, promoStanding } from '../../domain/orders/cart-adjustments.ts';
import type { CartAdjustments } from '../../domain/ports/cart-adjustments.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import type { Cart } from '../../shared/contracts/cart.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { liveLinesOf, seatRowOfLine } from './cart-line-joins.ts';
import { ownerOf } from './cart-owner.ts';
import { buyerTermsOfCart, cartWithPromo } from './cart-promo.ts';
import { availableCreditCents } from './credit-ledger.ts';
import { checkPromoUsesAtApply } from './promo-uses.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Promo codes, refund protection and account credit on a cart, on the built-in engine. Each
 * change locks the cart row, refuses while its order's payment is being settled, writes, and
 * answers the cart re-priced by the cart's own view.
 */
export class BuiltinCartAdjustments implements CartAdjustments {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly backend: Pick<TicketingBackend, 'getCart'>;

  constructor(db: Db, clock: Clock, backend: Pick<TicketingBackend, 'getCart'>) {
    this.db = db;
    this.clock = clock;
    this.backend = backend;
  }

  async applyPromo(
    cartId: string | null,
    code: string,
    locale: Locale,
    customerId: number | null = null,
  ): Promise<{ cartId: string; cart: Cart }> {
    const now = this.clock.now();
    const id = await this.db.transaction(async (tx) => {
      const [promo] = await tx.select().from(s.promoCodes).where(eq(s.promoCodes.code, code));
      const cart = cartId ? await this.lockedCart(tx, cartId) : null;
      const lines = cart ? await this.lineProductions(tx, cart.id, now) : [];
      const standing = promoStanding(promo ?? null, lines, now);
      if (standing === 'unrecognised') throw new AppError('PROMO_CODE_UNRECOGNISED');
      if (standing === 'not-valid') throw new AppError('PROMO_NOT_VALID');
      const found = promo as typeof s.promoCodes.$inferSelect;
      // Its usage limits (issue 13): Pay counts again, under the code's lock.
      await checkPromoUsesAtApply(tx, found, cart?.customerId ?? customerId, cart?.id ?? null, now);
      const promoCodeId = found.id;
      if (cart) {
        await tx.update(s.carts).set({ promoCodeId }).where(eq(s.carts.id, cart.id));
        return cart.id;
      }
      // A cart made for a signed-in customer is theirs from the start (decision 013).
      const created = newCartId(customerId);
      await tx.insert(s.carts).values({
        id: created,
        createdAt: now,
        promoCodeId,
        customerId: isCustomerCartId(created) ? customerId : null,
      });
      return created;
    });
    return { cartId: id, cart: await this.backend.getCart(id, locale) };
  }

  async removePromo(cartId: string | null, locale: Locale): Promise<Cart> {
    if (!cartId) return this.backend.getCart(null, locale);
    await this.db.transaction(async (tx) => {
      if (!(await this.lockedCart(tx, cartId))) return;
      await tx.update(s.carts).set({ promoCodeId: null }).where(eq(s.carts.id, cartId));
    });
    return this.backend.getCart(cartId, locale);
  }

  async setRefundProtection(cartId: string | null, chosen: boolean, locale: Locale) {
    if (!cartId) throw new AppError('CART_EMPTY');
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const cart = await this.lockedCart(tx, cartId);
      // A paid cart has no lines left: protection cannot be added after payment.
      if (!cart || (await this.lineProductions(tx, cartId, now)).length === 0)
        throw new AppError('CART_EMPTY');
      await tx.update(s.carts).set({ refundProtection: chosen }).where(eq(s.carts.id, cartId));
    });
    return this.backend.getCart(cartId, locale);
  }

  async creditOf(cartId: string | null, customerId: number) {
    const now = this.clock.now();
    const [availableCents, found] = await Promise.all([
      availableCreditCents(this.db, customerId, now),
      cartId ? cartWithPromo(this.db, cartId) : null,
    ]);
    const own = found && (found.cart.customerId ?? customerId) === customerId;
    return { availableCents, appliedCents: own ? found.cart.creditAppliedCents : 0 };
  }

  async applyCredit(cartId: string | null, customerId: number, locale: Locale): Promise<Cart> {
    if (!cartId) throw new AppError('CART_EMPTY');
    const now = this.clock.now();
    // The total as the buyer sees it (promo, protection), read before the lock: the cart's
    // view caps the credit at its total anyway, and the order caps it again.
    const { totals, lines } = await this.backend.getCart(cartId, locale);
    if (lines.length === 0) throw new AppError('CART_EMPTY');
    await this.db.transaction(async (tx) => {
      const cart = await this.ownCart(tx, cartId, customerId);
      const available = await availableCreditCents(tx, customerId, now);
      const applied = creditToUse(available, available, totals.total.amount);
      if (applied <= 0) throw new AppError('CREDIT_NOT_APPLIED');
      await tx
        .update(s.carts)
        .set({ creditAppliedCents: applied, ...ownerOf(cart.id, customerId) })
        .where(eq(s.carts.id, cart.id));
    });
    return this.backend.getCart(cartId, locale);
  }

  async removeCredit(cartId: string | null, customerId: number, locale: Locale): Promise<Cart> {
    if (!cartId) return this.backend.getCart(null, locale);
    await this.db.transaction(async (tx) => {
      const cart = await this.ownCart(tx, cartId, customerId);
      await tx.update(s.carts).set({ creditAppliedCents: 0 }).where(eq(s.carts.id, cart.id));
    });
    return this.backend.getCart(cartId, locale);
  }

  buyerTermsOf(cartId: string | null): Promise<CartBuyerTerms> {
    return buyerTermsOfCart(this.db, cartId, this.clock.now());
  }

  /**
   * The cart row, locked. A payment the provider is still settling (the order is verifying)
   * must not see the cart change under it: PAYMENT_IN_PROGRESS, as "Pay" itself answers.
   */
  private async lockedCart(tx: Tx, cartId: string) {
    const [cart] = await tx.select().from(s.carts).where(eq(s.carts.id, cartId)).for('update');
    if (!cart) return null;
    const [paying] = await tx
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(and(eq(s.orders.cartId, cartId), inArray(s.orders.state, ['verifying'])));
    if (paying) throw new AppError('PAYMENT_IN_PROGRESS');
    return cart;
  }

  /** The signed-in customer's cart (or a cart no one has claimed yet), locked. */
  private async ownCart(tx: Tx, cartId: string, customerId: number) {
    const cart = await this.lockedCart(tx, cartId);
    if (!cart || (cart.customerId !== null && cart.customerId !== customerId))
      throw new AppError('CART_EMPTY');
    return cart;
  }

  /** The production of each live line (what a promo code's rules look at). */
  private lineProductions(tx: Tx, cartId: string, now: Date) {
    return tx
      .select({ productionId: s.performances.productionId })
      .from(s.cartTickets)
      .innerJoin(s.performanceSeats, seatRowOfLine)
      .innerJoin(s.performances, eq(s.performances.id, s.cartTickets.performanceId))
      .where(liveLinesOf(cartId, now));
  }
}
