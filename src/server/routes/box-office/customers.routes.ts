/**
 * The box office's customer look-up (issue 13), box-office staff and up: a search by name,
 * e-mail, phone or order number, a customer with their orders, and one order with its customer.
 * Read-only (no audit row: nothing changes). Names (productions, price types, funds) are in the
 * staff member's language: `?lang=`, else the `lang` cookie, else Accept-Language. The answers
 * hold customers' personal details: never kept by a cache.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/app-error.ts';
import type { CustomerLookup } from '../../../domain/ports/customer-lookup.ts';
import {
  BoxOfficeOrderParamsSchema,
  CustomerDetailSchema,
  CustomerLangQuerySchema,
  CustomerParamsSchema,
  CustomerSearchQuerySchema,
  CustomerSearchResultSchema,
  OrderLookupSchema,
} from '../../../shared/contracts/box-office-customers.ts';
import { ErrorResponseSchema } from '../../../shared/contracts/common.ts';
import { requestLocale } from '../../request-locale.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const STAFF = { staffRole: 'staff' } as const;

export function customersRoutes(lookup: CustomerLookup) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    r.get(
      '/api/box-office/customers',
      {
        config: STAFF,
        schema: {
          tags: ['box-office'],
          summary: 'Customers by part of a name, e-mail or phone, or by an order number (MSP-…)',
          querystring: CustomerSearchQuerySchema,
          response: { 200: CustomerSearchResultSchema, ...errors },
        },
      },
      async (request) => lookup.search(request.query.q),
    );

    r.get(
      '/api/box-office/customers/:customerId',
      {
        config: STAFF,
        schema: {
          tags: ['box-office'],
          summary: 'A customer: details, addresses, credit, household, and every order in full',
          params: CustomerParamsSchema,
          querystring: CustomerLangQuerySchema,
          response: { 200: CustomerDetailSchema, ...errors },
        },
      },
      async (request) => {
        const found = await lookup.customer(
          request.params.customerId,
          requestLocale(request, request.query.lang),
        );
        if (!found) throw new AppError('NOT_FOUND');
        return found;
      },
    );

    r.get(
      '/api/box-office/orders/:number',
      {
        config: STAFF,
        schema: {
          tags: ['box-office'],
          summary: 'One order in full (tickets, gifts, vouchers, memberships) with its customer',
          params: BoxOfficeOrderParamsSchema,
          querystring: CustomerLangQuerySchema,
          response: { 200: OrderLookupSchema, ...errors },
        },
      },
      async (request) => {
        const found = await lookup.order(
          request.params.number,
          requestLocale(request, request.query.lang),
        );
        if (!found) throw new AppError('ORDER_NOT_FOUND');
        return found;
      },
    );
  };
}
