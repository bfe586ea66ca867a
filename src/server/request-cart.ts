import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCartId, isCustomerCartId } from '../domain/carts/cart-ids.ts';
import type { TicketingBackend } from '../domain/ports/ticketing-backend.ts';
import type { Sessions } from './sessions.ts';

/**
 * The cart of a request (decision 013): the one place every route that uses a cart (the cart,
 * its adjustments, the booth, reserved orders, checkout, the catalogue's mode of sale) learns
 * which cart that is. A cart that belongs to a customer answers only to that customer's session;
 * any other caller is treated as having no cart (a new cart if it adds something), and the
 * customer's cart is left as it was.
 */

export const CART_COOKIE = 'cart';

export function setCartCookie(reply: FastifyReply, cartId: string, production: boolean): void {
  reply.setCookie(CART_COOKIE, cartId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    maxAge: 7 * 24 * 60 * 60,
  });
}

export function clearCartCookie(reply: FastifyReply, production: boolean): void {
  reply.clearCookie(CART_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
  });
}

/** The cart id the cookie names, unchecked: only sign-in (which checks it) and sign-out use it. */
export function cartCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CART_COOKIE];
  return value && isCartId(value) ? value : null;
}

export class RequestCarts {
  private readonly sessions: Sessions;
  private readonly backend: Pick<TicketingBackend, 'adoptCart' | 'cartAnswersTo'>;
  private readonly production: boolean;
  private readonly resolved = new WeakMap<FastifyRequest, Promise<string | null>>();

  constructor(
    sessions: Sessions,
    backend: Pick<TicketingBackend, 'adoptCart' | 'cartAnswersTo'>,
    options: { production: boolean },
  ) {
    this.sessions = sessions;
    this.backend = backend;
    this.production = options.production;
  }

  /**
   * The request's cart id, or null when it has none that answers to it. An anonymous cart (its
   * id says so) costs no look-up: an on-sale hold stays one statement. A customer's cart costs
   * the session's look-up (which cart routes make anyway) and one read by primary key. With
   * `reply`, a signed-in customer's anonymous cart is taken as at sign-in (renewed under a
   * customer's id: a cart made in another tab while signing in, or before decision 013), and a
   * customer's cart that does not answer is dropped from the browser; without it (the
   * catalogue) nothing is written.
   */
  of(request: FastifyRequest, reply?: FastifyReply): Promise<string | null> {
    let found = this.resolved.get(request);
    if (!found) {
      found = this.resolve(request, reply);
      this.resolved.set(request, found);
    }
    return found;
  }

  private async resolve(request: FastifyRequest, reply?: FastifyReply): Promise<string | null> {
    const cartId = cartCookieOf(request);
    if (!cartId) return null;
    if (!isCustomerCartId(cartId)) {
      if (!reply || !this.sessions.tokenOf(request)) return cartId;
      const customer = await this.sessions.current(request);
      if (!customer) return cartId;
      const kept = await this.backend.adoptCart(cartId, customer.id);
      if (kept) setCartCookie(reply, kept, this.production);
      else clearCartCookie(reply, this.production);
      return kept;
    }
    const customer = await this.sessions.current(request);
    if (customer && (await this.backend.cartAnswersTo(cartId, customer.id))) return cartId;
    if (reply) clearCartCookie(reply, this.production);
    return null;
  }
}
