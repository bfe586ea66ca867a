/**
 * The account's giving (spec §2 Giving history): the gifts by year, and their US tax receipts
 * as PDFs, one per gift and one per calendar year (IRS Publication 1771); the gift aid
 * declarations only where GIFT_AID_ENABLED. The customer always comes from the session: signed
 * out is 401 SIGN_IN_REQUIRED, another customer's gift is 404 GIFT_NOT_FOUND like one that does
 * not exist, a malformed id or year is 400 with its message translated.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GivingService, ReceiptFile } from '../../domain/giving/giving-service.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import {
  GiftAidDeclarationsSchema,
  GiftReceiptParamsSchema,
  GivingHistoryQuerySchema,
  GivingHistorySchema,
  YearReceiptParamsSchema,
} from '../../shared/contracts/donations.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** A receipt is personal: never kept by a cache, shown in the browser, saved under its name. */
function sendPdf(reply: FastifyReply, file: ReceiptFile) {
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `inline; filename="${file.filename}"`)
    .type('application/pdf')
    .send(Buffer.from(file.content));
}

export function givingRoutes(
  giving: GivingService,
  opts: { sessions: Sessions; limiter: RateLimiter },
) {
  const { sessions, limiter } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Signed out is a 401 before any word on the request's shape (as on the other account routes).
    const signedIn = async (request: Parameters<Sessions['require']>[0]) => {
      await sessions.require(request);
    };

    r.get(
      '/api/account/giving-history',
      {
        schema: {
          tags: ['account'],
          summary: 'The customer’s gifts, newest first, in one calendar year or all',
          querystring: GivingHistoryQuerySchema,
          response: { 200: GivingHistorySchema, ...errors },
        },
        preValidation: signedIn,
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        reply.header('Cache-Control', 'no-store');
        return giving.givingHistory(
          customer.id,
          { year: request.query.year },
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.get(
      '/api/account/giving-history/:giftId/receipt.pdf',
      {
        schema: {
          tags: ['account'],
          summary: 'The tax receipt of one gift (PDF, IRS Publication 1771)',
          params: GiftReceiptParamsSchema,
          querystring: LangQuerySchema,
          // The 200 answer is the PDF's bytes; errors are the usual { statusCode, code, message }.
        },
        preValidation: signedIn,
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        limiter.hit('receiptPdfCustomer', String(customer.id));
        const file = await giving.giftReceiptPdf(
          customer.id,
          request.params.giftId,
          requestLocale(request, request.query.lang),
        );
        return sendPdf(reply, file);
      },
    );

    r.get(
      '/api/account/giving-history/receipts/:year.pdf',
      {
        schema: {
          tags: ['account'],
          summary: 'The statement of a calendar year’s gifts with their total (PDF)',
          params: YearReceiptParamsSchema,
          querystring: LangQuerySchema,
        },
        preValidation: signedIn,
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        limiter.hit('receiptPdfCustomer', String(customer.id));
        const file = await giving.yearReceiptPdf(
          customer.id,
          request.params.year,
          requestLocale(request, request.query.lang),
        );
        return sendPdf(reply, file);
      },
    );

    // UK gift aid (spec §3, §9): the address exists only where the theatre claims it.
    if (giving.giftAidEnabled)
      r.get(
        '/api/account/gift-aid',
        {
          schema: {
            tags: ['account'],
            summary: 'The gifts declared for gift aid, each with the 25% the charity claims',
            querystring: LangQuerySchema,
            response: { 200: GiftAidDeclarationsSchema, ...errors },
          },
          preValidation: signedIn,
        },
        async (request, reply) => {
          const customer = await sessions.require(request);
          reply.header('Cache-Control', 'no-store');
          return giving.giftAidDeclarations(
            customer.id,
            requestLocale(request, request.query.lang),
          );
        },
      );
  };
}
