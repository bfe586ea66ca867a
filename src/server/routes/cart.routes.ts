import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BuyerContext, TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import {
  AddSeatsBodySchema,
  AddSeatsResponseSchema,
  CartSchema,
  ChangePriceTypeBodySchema,
  LineParamsSchema,
  PriceOptionsQuerySchema,
  PriceOptionsResponseSchema,
  RemoveSeatParamsSchema,
} from '../../shared/contracts/cart.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import { requestLocale } from '../request-locale.ts';

export const CART_COOKIE = 'cart';
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The cart travels in an HttpOnly cookie; anything not shaped like our ids is no cart. */
export function cartIdOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CART_COOKIE];
  return value && CART_ID.test(value) ? value : null;
}

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

export function cartRoutes(
  backend: TicketingBackend,
  opts: {
    production: boolean;
    /** The signed-in customer's access registration unlocks wheelchair seats and prices. */
    buyerOf: (request: FastifyRequest) => Promise<BuyerContext>;
  },
) {
  const { buyerOf } = opts;

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/cart',
      {
        schema: {
          tags: ['cart'],
          summary: 'The buyer’s cart, re-priced, with its hold deadline',
          querystring: LangQuerySchema,
          response: { 200: CartSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return backend.getCart(cartIdOf(request), requestLocale(request, request.query.lang));
      },
    );

    r.post(
      '/api/cart/seats',
      {
        schema: {
          tags: ['cart'],
          summary: 'Hold chosen seats, or the best available, all or nothing',
          querystring: LangQuerySchema,
          body: AddSeatsBodySchema,
          response: { 200: AddSeatsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { cartId, result } = await backend.addSeats(
          cartIdOf(request),
          request.body,
          await buyerOf(request),
          requestLocale(request, request.query.lang),
        );
        if (cartId !== cartIdOf(request)) setCartCookie(reply, cartId, opts.production);
        reply.header('Cache-Control', 'no-store');
        return result;
      },
    );

    r.delete(
      '/api/cart/seats/:performanceId/:seatId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Release one held seat at once',
          params: RemoveSeatParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request) =>
        backend.removeSeat(
          cartIdOf(request),
          request.params.performanceId,
          request.params.seatId,
          requestLocale(request, request.query.lang),
        ),
    );

    r.get(
      '/api/cart/price-options',
      {
        schema: {
          tags: ['cart'],
          summary: 'The price types each held seat may take, with all-in prices (price-selection)',
          querystring: PriceOptionsQuerySchema,
          response: { 200: PriceOptionsResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return backend.getPriceOptions(
          cartIdOf(request),
          await buyerOf(request),
          requestLocale(request, request.query.lang),
          request.query.performanceId,
        );
      },
    );

    r.patch(
      '/api/cart/lines/:lineId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Choose the price type of a held seat (price-selection)',
          params: LineParamsSchema,
          querystring: LangQuerySchema,
          body: ChangePriceTypeBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request) =>
        backend.changePriceType(
          cartIdOf(request),
          request.params.lineId,
          request.body.priceTypeId,
          await buyerOf(request),
          requestLocale(request, request.query.lang),
        ),
    );

    r.delete(
      '/api/cart',
      {
        schema: {
          tags: ['cart'],
          summary: 'Empty the cart, releasing every hold at once',
          querystring: LangQuerySchema,
          response: { 200: CartSchema },
        },
      },
      async (request) =>
        backend.emptyCart(cartIdOf(request), requestLocale(request, request.query.lang)),
    );
  };
}
