import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type BuyerContext,
  buyerContext,
  type CartBuyerTerms,
  modesOfSaleOf,
} from '../domain/buyer/buyer-context.ts';
import type { BuyerModes } from '../domain/ports/ticketing-backend.ts';
import type { RequestCarts } from './request-cart.ts';
import type { Sessions } from './sessions.ts';

/**
 * The buyer of a request (issue 10), worked out once and handed to the routes that need it: the
 * signed-in customer and their access registration (the session), and what the request's cart
 * says of them (its live promo code's mode of sale, its household booker). Each part is read
 * only when a route asks, at most once per request: an on-sale hold into a new anonymous cart
 * reads nothing here (no session, no cart), and a catalogue answer never touches the session.
 */

const NO_TERMS: CartBuyerTerms = { promo: null, householdBookerId: null, memberModes: [] };

export class RequestBuyers {
  private readonly sessions: Pick<Sessions, 'current'>;
  private readonly carts: Pick<RequestCarts, 'of'>;
  private readonly termsOfCart: ((cartId: string) => Promise<CartBuyerTerms>) | null;
  private readonly heldModesOf: ((customerId: number) => Promise<number[]>) | null;
  private readonly held = new WeakMap<FastifyRequest, Promise<number[]>>();
  private readonly buyers = new WeakMap<FastifyRequest, Promise<BuyerContext>>();
  private readonly terms = new WeakMap<FastifyRequest, Promise<CartBuyerTerms>>();

  constructor(
    sessions: Pick<Sessions, 'current'>,
    carts: Pick<RequestCarts, 'of'>,
    /** What a cart says of its buyer (CartAdjustments.buyerTermsOf); none without promo codes. */
    termsOfCart?: (cartId: string) => Promise<CartBuyerTerms>,
    /** The modes of sale of the memberships a customer holds today (Memberships). */
    heldModesOf?: (customerId: number) => Promise<number[]>,
  ) {
    this.sessions = sessions;
    this.carts = carts;
    this.termsOfCart = termsOfCart ?? null;
    this.heldModesOf = heldModesOf ?? null;
  }

  /**
   * The request's buyer. `reply` as for RequestCarts.of: a route that may write the cart cookie
   * passes it (the cart is resolved once per request, by whichever asks first).
   */
  of(request: FastifyRequest, reply?: FastifyReply): Promise<BuyerContext> {
    let found = this.buyers.get(request);
    if (!found) {
      found = Promise.all([
        this.sessions.current(request),
        this.cartTerms(request, reply),
        this.memberModes(request),
      ]).then(([customer, terms, held]) =>
        buyerContext({
          customerId: customer?.id ?? null,
          accessRegistered: customer?.accessRegistered ?? false,
          householdBookerId: terms.householdBookerId,
          promo: terms.promo,
          memberModes: [...(terms.memberModes ?? []), ...held],
        }),
      );
      this.buyers.set(request, found);
    }
    return found;
  }

  /**
   * The buyer's modes of sale alone, for the catalogue: the cart's, and a signed-in member's
   * (the session is read only when the request carries one: an on-sale rush's anonymous
   * buyers read nothing more).
   */
  async modesOf(request: FastifyRequest): Promise<BuyerModes> {
    const [terms, held] = await Promise.all([this.cartTerms(request), this.memberModes(request)]);
    return {
      modesOfSale: modesOfSaleOf({
        promo: terms.promo,
        memberModes: [...(terms.memberModes ?? []), ...held],
      }),
    };
  }

  /** The signed-in customer's members' modes of sale (issue 12), read once per request. */
  private memberModes(request: FastifyRequest): Promise<number[]> {
    let found = this.held.get(request);
    if (!found) {
      const read = this.heldModesOf;
      found = read
        ? this.sessions.current(request).then((customer) => (customer ? read(customer.id) : []))
        : Promise.resolve([]);
      this.held.set(request, found);
    }
    return found;
  }

  private cartTerms(request: FastifyRequest, reply?: FastifyReply): Promise<CartBuyerTerms> {
    let found = this.terms.get(request);
    if (!found) {
      const read = this.termsOfCart;
      found = read
        ? this.carts.of(request, reply).then((cartId) => (cartId ? read(cartId) : NO_TERMS))
        : Promise.resolve(NO_TERMS);
      this.terms.set(request, found);
    }
    return found;
  }
}
