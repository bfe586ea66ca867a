import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderHistory } from '../../domain/ports/order-history.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import {
  AccountCreditSchema,
  CancelOrderResponseSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderParamsSchema,
  PaymentCardParamsSchema,
  PaymentCardsResponseSchema,
  SharedTicketQuerySchema,
  SharedTicketSchema,
  ShareTicketResponseSchema,
  TicketParamsSchema,
  TicketsResponseSchema,
} from '../../shared/contracts/order-history.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The account's orders, tickets, credit and cards (spec §2). The customer always comes from the
 * session; an order, ticket or card of another customer is a 404 like one that does not exist.
 * Signed out: 401 SIGN_IN_REQUIRED. The shared-ticket page is the one public route here.
 */
export function orderHistoryRoutes(history: OrderHistory, opts: { sessions: Sessions }) {
  const { sessions } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Orders and tickets are personal (and a shared ticket is a key to a seat): never cached.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/account/') || request.url.startsWith('/api/shared-tickets'))
        reply.header('Cache-Control', 'no-store');
      return payload;
    });
    // Signed out is a 401 before any word on the request's shape.
    const signedIn = async (request: Parameters<Sessions['require']>[0]) => {
      await sessions.require(request);
    };

    r.get(
      '/api/account/orders',
      {
        schema: {
          tags: ['account'],
          summary: 'The customer’s orders in one group, filtered by order or performance date',
          querystring: OrderListQuerySchema,
          response: { 200: OrderListResponseSchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.listOrders(
          customer.id,
          request.query,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.get(
      '/api/account/orders/:number',
      {
        schema: {
          tags: ['account'],
          summary: 'One of the customer’s orders: lines, seats, totals, notes and tickets',
          params: OrderParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: OrderDetailSchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.getOrder(
          customer.id,
          request.params.number,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.post(
      '/api/account/orders/:number/cancel',
      {
        schema: {
          tags: ['account'],
          summary:
            'Cancel an order into account credit (when enabled; up to 48 hours before its first performance)',
          params: OrderParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: CancelOrderResponseSchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.cancelOrder(
          customer.id,
          request.params.number,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.get(
      '/api/account/tickets',
      {
        schema: {
          tags: ['account'],
          summary: 'The tickets of the customer’s upcoming orders, by performance, with QR codes',
          querystring: LangQuerySchema,
          response: { 200: TicketsResponseSchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.upcomingTickets(customer.id, requestLocale(request, request.query.lang));
      },
    );

    r.post(
      '/api/account/tickets/:ticketId/share',
      {
        schema: {
          tags: ['account'],
          summary: 'A link sharing one ticket with a friend (earlier links of it stop working)',
          params: TicketParamsSchema,
          response: { 200: ShareTicketResponseSchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.shareTicket(customer.id, request.params.ticketId);
      },
    );

    r.delete(
      '/api/account/tickets/:ticketId/share',
      {
        schema: {
          tags: ['account'],
          summary: 'Stop sharing a ticket: its links show "shared ticket link broken"',
          params: TicketParamsSchema,
          response: { 204: z.null(), ...errors },
        },
        preValidation: signedIn,
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        await history.revokeTicketShares(customer.id, request.params.ticketId);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/shared-tickets',
      {
        schema: {
          tags: ['account'],
          summary: 'A ticket shared by link, for whoever has the link',
          querystring: SharedTicketQuerySchema,
          response: { 200: SharedTicketSchema, 404: ErrorResponseSchema },
        },
      },
      async (request) =>
        history.sharedTicket(request.query.token, requestLocale(request, request.query.lang)),
    );

    r.get(
      '/api/account/credit',
      {
        schema: {
          tags: ['account'],
          summary: 'Account credit: the balance and each grant with its expiry',
          response: { 200: AccountCreditSchema, ...errors },
        },
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.accountCredit(customer.id);
      },
    );

    r.get(
      '/api/account/payment-cards',
      {
        schema: {
          tags: ['account'],
          summary: 'Cards saved at the payment provider (masked), the preferred one first',
          response: { 200: PaymentCardsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.paymentCards(customer.id);
      },
    );

    r.post(
      '/api/account/payment-cards/:cardId/preferred',
      {
        schema: {
          tags: ['account'],
          summary: 'Make a saved card the preferred one (the others become alternatives)',
          params: PaymentCardParamsSchema,
          response: { 200: PaymentCardsResponseSchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.preferPaymentCard(customer.id, request.params.cardId);
      },
    );

    r.delete(
      '/api/account/payment-cards/:cardId',
      {
        schema: {
          tags: ['account'],
          summary: 'Remove a saved card',
          params: PaymentCardParamsSchema,
          response: { 200: PaymentCardsResponseSchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request) => {
        const customer = await sessions.require(request);
        return history.removePaymentCard(customer.id, request.params.cardId);
      },
    );
  };
}
