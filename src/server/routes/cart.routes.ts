import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
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
import type { RequestBuyers } from '../request-buyer.ts';
import { type RequestCarts, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export function cartRoutes(
  backend: TicketingBackend,
  opts: {
    production: boolean;
    /**
     * The request's buyer, worked out once: the signed-in customer's access registration
     * unlocks wheelchair seats and prices, the cart's promo code its mode of sale.
     */
    buyers: RequestBuyers;
    /** The request's cart: the cookie's, when it answers to this request (decision 013). */
    carts: RequestCarts;
    /** Told of a cart whose seats were held or released (its next catalogue read is fresh). */
    seatsChanged: (cartId: string) => void;
  },
) {
  const { buyers, carts, seatsChanged } = opts;

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
        return backend.getCart(
          await carts.of(request, reply),
          requestLocale(request, request.query.lang),
        );
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
        const own = await carts.of(request, reply);
        const { cartId, result } = await backend.addSeats(
          own,
          request.body,
          await buyers.of(request, reply),
          requestLocale(request, request.query.lang),
        );
        if (cartId !== own) setCartCookie(reply, cartId, opts.production);
        seatsChanged(cartId);
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
      async (request, reply) => {
        const cartId = await carts.of(request, reply);
        const cart = await backend.removeSeat(
          cartId,
          request.params.performanceId,
          request.params.seatId,
          requestLocale(request, request.query.lang),
        );
        if (cartId) seatsChanged(cartId);
        return cart;
      },
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
          await carts.of(request, reply),
          await buyers.of(request, reply),
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
      async (request, reply) =>
        backend.changePriceType(
          await carts.of(request, reply),
          request.params.lineId,
          request.body.priceTypeId,
          await buyers.of(request, reply),
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
      async (request, reply) => {
        const cartId = await carts.of(request, reply);
        const cart = await backend.emptyCart(cartId, requestLocale(request, request.query.lang));
        if (cartId) seatsChanged(cartId);
        return cart;
      },
    );
  };
}
