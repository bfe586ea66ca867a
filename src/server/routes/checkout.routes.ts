import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../domain/app-error.ts';
import type { CheckoutService } from '../../domain/checkout/checkout-service.ts';
import {
  OrderNumberParamsSchema,
  OrderStatusSchema,
  StartPaymentBodySchema,
  StartPaymentResponseSchema,
} from '../../shared/contracts/checkout.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import type { RequestCarts } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
};

const ProviderParamsSchema = z.object({ provider: z.enum(['test-gateway', 'stripe']) });
/** A provider's session id. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;
const ReturnQuerySchema = LangQuerySchema.extend({
  // Checked in the handler: a cancel whose provider left the placeholder in still goes back.
  session_id: z.string().max(255).optional(),
  order: OrderNumberParamsSchema.shape.number.optional(),
  cancelled: z.literal('1').optional(),
});

/** Stripe's events are a few kilobytes; the rest of the API keeps its 64 KiB limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Checkout and payment: start a payment for the signed-in customer's cart, the provider's
 * return address, the providers' webhooks, and the order status /order/verify polls.
 */
export function checkoutRoutes(
  checkout: CheckoutService,
  opts: { sessions: Sessions; carts: RequestCarts },
) {
  const { sessions, carts } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/checkout/payment',
      {
        schema: {
          tags: ['checkout'],
          summary:
            'Pay for the cart: a redirect to the payment provider, or a free order confirmed at once',
          querystring: LangQuerySchema,
          headers: z.object({
            'idempotency-key': z.string().min(8).max(100).optional(),
          }),
          body: StartPaymentBodySchema,
          response: { 200: StartPaymentResponseSchema, ...errors },
        },
        // Signed out is a 401 before any word on the body: the web sends the buyer to sign in.
        preValidation: async (request) => {
          await sessions.require(request);
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const cartId = await carts.of(request, reply);
        if (!cartId) throw new AppError('CART_EMPTY');
        reply.header('Cache-Control', 'no-store');
        const key = request.headers['idempotency-key'];
        return checkout.startPayment({
          cartId,
          customer,
          details: request.body,
          locale: requestLocale(request, request.query.lang),
          ...(key ? { idempotencyKey: key } : {}),
        });
      },
    );

    r.get(
      '/api/orders/:number/status',
      {
        schema: {
          tags: ['checkout'],
          summary: 'An order’s state (completing, verifying, confirmed, failed), for its customer',
          params: OrderNumberParamsSchema,
          response: { 200: OrderStatusSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        reply.header('Cache-Control', 'no-store');
        return checkout.orderStatus(customer.id, request.params.number);
      },
    );

    r.get(
      '/api/payments/:provider/return',
      {
        schema: {
          tags: ['checkout'],
          summary: 'Where the payment provider sends the buyer back; redirects to the order page',
          params: ProviderParamsSchema,
          querystring: ReturnQuerySchema,
          response: { 303: z.null(), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const { session_id: sessionId, order, cancelled } = request.query;
        const named = sessionId !== undefined && SESSION_ID.test(sessionId) ? sessionId : null;
        let page: string;
        if (cancelled && order) {
          const customer = await sessions.current(request);
          page = await checkout.cancelFromProvider(provider, order, named, customer?.id ?? null);
        } else if (named) page = await checkout.returnFromProvider(provider, named);
        else
          throw new AppError('VALIDATION_FAILED', {
            fields: { session_id: sessionId === undefined ? 'Required' : 'Invalid' },
          });
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(page, 303);
      },
    );

    // The webhook needs its body exactly as sent (the signature covers the bytes), so JSON is
    // not parsed in this one route's scope.
    await app.register(async (raw) => {
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      raw.post(
        '/api/payments/stripe/webhook',
        { schema: { tags: ['checkout'], summary: 'Stripe’s signed events' } },
        async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          if (!Buffer.isBuffer(request.body)) throw new AppError('MALFORMED_REQUEST');
          await checkout.webhook(
            'stripe',
            request.body,
            typeof signature === 'string' ? signature : undefined,
          );
          return reply.send({ received: true });
        },
      );
    });
  };
}
