import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CartAdjustments } from '../../domain/ports/cart-adjustments.ts';
import {
  ApplyPromoBodySchema,
  CartCreditSchema,
  CartSchema,
  RefundProtectionBodySchema,
} from '../../shared/contracts/cart.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import { normalizePromoCode } from '../../shared/contracts/promo-code-setup.ts';
import { usd } from '../../shared/money.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { type RequestCarts, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * The basket's promo code and refund protection, and account credit at the payment step
 * (spec §3): each answers the whole re-priced cart, like every other cart change.
 */
export function cartAdjustmentRoutes(
  adjustments: CartAdjustments,
  opts: {
    production: boolean;
    sessions: Sessions;
    /** The request's cart: the cookie's, when it answers to this request (decision 013). */
    carts: RequestCarts;
    limiter: RateLimiter;
    /**
     * Ends the payment pages still open for the cart once its terms have changed (they would
     * charge the old ones); the checkout's endOpenPayments. A refused change ends nothing.
     */
    afterChange?: (cartId: string | null) => Promise<void>;
  },
) {
  const { sessions, limiter, carts } = opts;
  const afterChange = opts.afterChange ?? (async () => {});
  /** A change to the cart's terms, then its open payment pages ended. */
  const change = async <T>(cartId: string | null, work: () => Promise<T>): Promise<T> => {
    const result = await work();
    await afterChange(cartId);
    return result;
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.put(
      '/api/cart/promo',
      {
        schema: {
          tags: ['cart'],
          summary: 'Apply a promo code (it may switch the mode of sale and discount tickets)',
          querystring: LangQuerySchema,
          body: ApplyPromoBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        // Codes are short secrets: trying them is counted per address (429 RATE_LIMITED).
        limiter.hitAddress('promoIp', request.ip);
        const own = await carts.of(request, reply);
        const customer = await sessions.current(request);
        const { cartId, cart } = await change(own, () =>
          adjustments.applyPromo(
            own,
            // Codes are kept upper-case; buyers type them in any case (the box office's set-up
            // makes codes the same way, so a code it made matches however it is typed).
            normalizePromoCode(request.body.code),
            requestLocale(request, request.query.lang),
            customer?.id ?? null,
          ),
        );
        if (cartId !== own) setCartCookie(reply, cartId, opts.production);
        reply.header('Cache-Control', 'no-store');
        return cart;
      },
    );

    r.delete(
      '/api/cart/promo',
      {
        schema: {
          tags: ['cart'],
          summary: 'Remove the promo code: the cart is priced again without it',
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const own = await carts.of(request, reply);
        return change(own, () =>
          adjustments.removePromo(own, requestLocale(request, request.query.lang)),
        );
      },
    );

    r.put(
      '/api/cart/refund-protection',
      {
        schema: {
          tags: ['cart'],
          summary: 'Choose refund protection (a fee per ticket; never pre-ticked)',
          querystring: LangQuerySchema,
          body: RefundProtectionBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const own = await carts.of(request, reply);
        return change(own, () =>
          adjustments.setRefundProtection(
            own,
            request.body.chosen,
            requestLocale(request, request.query.lang),
          ),
        );
      },
    );

    r.get(
      '/api/cart/credit',
      {
        schema: {
          tags: ['cart'],
          summary: 'The signed-in customer’s account credit, and what the cart uses of it',
          response: { 200: CartCreditSchema, 401: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const credit = await adjustments.creditOf(await carts.of(request, reply), customer.id);
        reply.header('Cache-Control', 'no-store');
        return { available: usd(credit.availableCents), applied: usd(credit.appliedCents) };
      },
    );

    r.put(
      '/api/cart/credit',
      {
        schema: {
          tags: ['cart'],
          summary: 'Pay with account credit, up to the cart’s total',
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const own = await carts.of(request, reply);
        return change(own, () =>
          adjustments.applyCredit(own, customer.id, requestLocale(request, request.query.lang)),
        );
      },
    );

    r.delete(
      '/api/cart/credit',
      {
        schema: {
          tags: ['cart'],
          summary: 'Stop paying with account credit',
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const own = await carts.of(request, reply);
        return change(own, () =>
          adjustments.removeCredit(own, customer.id, requestLocale(request, request.query.lang)),
        );
      },
    );
  };
}
