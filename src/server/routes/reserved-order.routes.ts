import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReservedOrderCheckout } from '../../domain/checkout/reserved-order-checkout.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import {
  AddReservedOrderBodySchema,
  CartReservedOrderSchema,
} from '../../shared/contracts/reserved-order.ts';
import { type RequestCarts, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
};

/**
 * Reserved orders paid later (spec §4): "Pay now" puts one in the basket (unless it is locked or
 * the basket already has items), the basket shows it, and "Pay Later" takes it back out.
 */
export function reservedOrderRoutes(
  reserved: ReservedOrderCheckout,
  opts: { sessions: Sessions; carts: RequestCarts; production: boolean },
) {
  const { sessions, carts } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = {
      preValidation: async (request: Parameters<Sessions['require']>[0]) => {
        await sessions.require(request);
      },
    };

    r.get(
      '/api/cart/reserved-order',
      {
        schema: {
          tags: ['cart'],
          summary: 'The reserved order this cart is paying, with its seats (null: none)',
          querystring: LangQuerySchema,
          response: { 200: CartReservedOrderSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        // Signed out, no reserved order is anyone's to show.
        const customer = await sessions.current(request);
        if (!customer) return { reservedOrder: null };
        const locale = requestLocale(request, request.query.lang);
        return {
          reservedOrder: await reserved.inCart(customer.id, await carts.of(request, reply), locale),
        };
      },
    );

    r.post(
      '/api/cart/reserved-order',
      {
        schema: {
          tags: ['cart'],
          summary:
            'Pay a reserved order: add it to the basket (409 RESERVED_ORDER_LOCKED, CART_NOT_EMPTY)',
          querystring: LangQuerySchema,
          body: AddReservedOrderBodySchema,
          response: { 200: CartReservedOrderSchema, ...errors },
        },
        ...signedIn,
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const locale = requestLocale(request, request.query.lang);
        const cartId = await carts.of(request, reply);
        const added = await reserved.add(customer.id, cartId, request.body.orderNumber, locale);
        if (added.cartId !== cartId) setCartCookie(reply, added.cartId, opts.production);
        reply.header('Cache-Control', 'no-store');
        return { reservedOrder: added.reservedOrder };
      },
    );

    r.delete(
      '/api/cart/reserved-order',
      {
        schema: {
          tags: ['cart'],
          summary: 'Pay Later: the reserved order leaves the basket and is reserved again',
          response: { 200: CartReservedOrderSchema, ...errors },
        },
        ...signedIn,
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        await reserved.payLater(customer.id, await carts.of(request, reply));
        reply.header('Cache-Control', 'no-store');
        return { reservedOrder: null };
      },
    );
  };
}
