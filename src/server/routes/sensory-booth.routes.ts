import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import { CartSchema } from '../../shared/contracts/cart.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import {
  SensoryBoothBodySchema,
  SensoryBoothParamsSchema,
  SensoryBoothResponseSchema,
  SensoryBoothStatusSchema,
} from '../../shared/contracts/sensory-booth.ts';
import type { RequestBuyers } from '../request-buyer.ts';
import { type RequestCarts, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The sensory viewing booth form (spec §5): its places are held in the buyer's cart. */
export function sensoryBoothRoutes(
  backend: TicketingBackend,
  opts: {
    production: boolean;
    /** The request's buyer, worked out once (access registration, modes of sale). */
    buyers: RequestBuyers;
    carts: RequestCarts;
    /** Told of a cart whose booth places were held or given back (cart.routes.ts). */
    seatsChanged: (cartId: string) => void;
  },
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/cart/sensory-booth',
      {
        schema: {
          tags: ['cart'],
          summary: 'Send the sensory booth form: hold the party’s booth places, all or nothing',
          querystring: LangQuerySchema,
          body: SensoryBoothBodySchema,
          response: { 200: SensoryBoothResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const own = await opts.carts.of(request, reply);
        const { cartId, result } = await backend.holdSensoryBooth(
          own,
          request.body,
          await opts.buyers.of(request, reply),
          requestLocale(request, request.query.lang),
        );
        if (cartId !== own) setCartCookie(reply, cartId, opts.production);
        opts.seatsChanged(cartId);
        reply.header('Cache-Control', 'no-store');
        return result;
      },
    );

    r.get(
      '/api/cart/sensory-booth/:performanceId',
      {
        schema: {
          tags: ['cart'],
          summary: 'The booth form’s answers while the cart holds booth places at the performance',
          params: SensoryBoothParamsSchema,
          response: { 200: SensoryBoothStatusSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return backend.getSensoryBooth(
          await opts.carts.of(request, reply),
          request.params.performanceId,
        );
      },
    );

    r.delete(
      '/api/cart/sensory-booth/:performanceId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Give back the party’s booth places at once',
          params: SensoryBoothParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const cartId = await opts.carts.of(request, reply);
        const cart = await backend.releaseSensoryBooth(
          cartId,
          request.params.performanceId,
          requestLocale(request, request.query.lang),
        );
        if (cartId) opts.seatsChanged(cartId);
        return cart;
      },
    );
  };
}
