/**
 * Donations over HTTP: the funds (GET /api/funds, /api/funds/:fundId) and the cart's donation
 * lines (POST /api/cart/donations, DELETE /api/cart/donations/:lineId). The cart is the
 * request's own (RequestCarts, decision 013); the answers are the whole re-priced cart.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Donations } from '../../domain/ports/donations.ts';
import { CartSchema } from '../../shared/contracts/cart.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import {
  AddDonationBodySchema,
  DonationLineParamsSchema,
  FundParamsSchema,
  FundSchema,
  FundsResponseSchema,
} from '../../shared/contracts/donations.ts';
import { type RequestCarts, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';

const errors = {
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export function donationRoutes(
  donations: Donations,
  opts: {
    production: boolean;
    carts: RequestCarts;
    /** The signed-in customer, if any: a cart made for them is theirs (decision 013). */
    customerIdOf: (request: FastifyRequest) => Promise<number | null>;
    /** Told after the cart changed: payment pages opened for the old total are closed. */
    afterChange?: (cartId: string) => Promise<void>;
  },
) {
  const { carts, customerIdOf } = opts;
  const afterChange = opts.afterChange ?? (async () => {});

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/funds',
      {
        schema: {
          tags: ['donations'],
          summary: 'The funds to give to, open ones first',
          querystring: LangQuerySchema,
          response: { 200: FundsResponseSchema },
        },
      },
      async (request) => donations.listFunds(requestLocale(request, request.query.lang)),
    );

    r.get(
      '/api/funds/:fundId',
      {
        schema: {
          tags: ['donations'],
          summary: 'One fund (404 FUND_NOT_FOUND)',
          params: FundParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: FundSchema, ...errors },
        },
      },
      async (request) =>
        donations.getFund(request.params.fundId, requestLocale(request, request.query.lang)),
    );

    r.post(
      '/api/cart/donations',
      {
        schema: {
          tags: ['donations', 'cart'],
          summary:
            'Give to a fund: the gift goes into the cart (one per fund; giving again replaces it)',
          querystring: LangQuerySchema,
          body: AddDonationBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const own = await carts.of(request, reply);
        const { cartId, cart } = await donations.addDonation(
          own,
          request.body,
          { customerId: await customerIdOf(request) },
          requestLocale(request, request.query.lang),
        );
        if (cartId !== own) setCartCookie(reply, cartId, opts.production);
        await afterChange(cartId);
        reply.header('Cache-Control', 'no-store');
        return cart;
      },
    );

    r.delete(
      '/api/cart/donations/:lineId',
      {
        schema: {
          tags: ['donations', 'cart'],
          summary: 'Take a donation out of the cart',
          params: DonationLineParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const cartId = await carts.of(request, reply);
        const cart = await donations.removeDonation(
          cartId,
          request.params.lineId,
          requestLocale(request, request.query.lang),
        );
        if (cartId) await afterChange(cartId);
        reply.header('Cache-Control', 'no-store');
        return cart;
      },
    );
  };
}
