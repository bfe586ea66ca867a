import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCartId } from '../domain/carts/cart-ids.ts';

/**
 * When each cart last changed its seats (a hold, a release, a booth booking, an emptied cart),
 * for as long as a catalogue answer is reused: the buyer who just held two seats then reads the
 * performance fresh ("224 seats left", not the cached 226), everyone else keeps the one-second
 * cache (docs/decisions/004). In memory and bounded: a cart forgotten early only means an answer
 * up to a second old, as before.
 */
export class CartChanges {
  private readonly changes = new Map<string, number>();
  private readonly windowMs: number;
  private readonly maxEntries: number;

  constructor(windowMs: number, maxEntries = 10_000) {
    this.windowMs = windowMs;
    this.maxEntries = maxEntries;
  }

  note(cartId: string, at = Date.now()): void {
    if (this.windowMs <= 0) return;
    this.changes.delete(cartId);
    if (this.changes.size >= this.maxEntries) {
      // Oldest first (insertion order): drop those past the window, else the oldest half.
      for (const [id, when] of this.changes) {
        if (when > at - this.windowMs && this.changes.size < this.maxEntries / 2) break;
        this.changes.delete(id);
      }
    }
    this.changes.set(cartId, at);
  }

  /** When the cart last changed its seats, if within the window; else undefined. */
  changedAt(cartId: string | null, now = Date.now()): number | undefined {
    if (!cartId) return undefined;
    const at = this.changes.get(cartId);
    if (at === undefined) return undefined;
    if (at <= now - this.windowMs) {
      this.changes.delete(cartId);
      return undefined;
    }
    return at;
  }
}

/** Requests that change which seats a cart holds (prefix match, any method but GET/HEAD). */
const SEAT_CHANGING = ['/api/cart/seats', '/api/cart/sensory-booth'];
const EMPTY_CART = '/api/cart';
const CART_IN_COOKIE = /(?:^|;\s*)cart=([^;]+)/;

function changesSeats(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (request.method === 'DELETE' && path === EMPTY_CART) return true;
  return SEAT_CHANGING.some((prefix) => path.startsWith(prefix));
}

/**
 * Notes every successful seat change with the cart it changed: the request's cart cookie, or the
 * one this answer sets (a first hold makes the cart). Noted before the answer leaves, so the
 * buyer's next read already sees it.
 */
export function registerCartChanges(
  app: FastifyInstance,
  changes: CartChanges,
  cartIdOf: (request: FastifyRequest) => string | null,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && changesSeats(request)) {
      const setCookie = reply.getHeader('set-cookie');
      const set = (Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')])
        .map((cookie) => CART_IN_COOKIE.exec(cookie)?.[1])
        .find((id) => id !== undefined && isCartId(id));
      const cartId = set ?? cartIdOf(request);
      if (cartId) changes.note(cartId);
    }
    return payload;
  });
}
