import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderMailService } from '../../domain/orders/order-mail-service.ts';
import { LocaleSchema } from '../../shared/contracts/common.ts';
import { TICKET_LAYOUTS } from '../../shared/contracts/order-history.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

/**
 * The print-at-home tickets of a confirmed order, as a PDF, for the order's own customer:
 * GET /api/account/orders/{number}/tickets.pdf?layout=ticket|performance. Signed out is 401;
 * any order that is not theirs and confirmed is 404 ORDER_NOT_FOUND, whatever the reason.
 */
export function orderTicketsRoutes(
  mails: OrderMailService,
  opts: { sessions: Sessions; limiter: RateLimiter },
) {
  const { sessions, limiter } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/account/orders/:number/tickets.pdf',
      {
        schema: {
          tags: ['account'],
          summary: 'Print-at-home tickets (PDF): one ticket per page, or one page per performance',
          // Any text: an order number of the wrong shape is an order not found, like any other.
          params: z.object({ number: z.string().min(1).max(40) }),
          querystring: z.object({
            layout: z.enum(TICKET_LAYOUTS).default('ticket'),
            lang: LocaleSchema.optional(),
          }),
          // The 200 answer is the PDF's bytes; errors are the usual { statusCode, code, message }.
        },
        // Signed out is 401 whatever the query says, as on the other account routes (the
        // session is read once per request).
        preValidation: async (request) => {
          await sessions.require(request);
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        limiter.hit('ticketsPdfCustomer', String(customer.id));
        const pdf = await mails.ticketsPdf({
          customerId: customer.id,
          number: request.params.number,
          layout: request.query.layout,
          locale: requestLocale(request, request.query.lang),
        });
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
          .type('application/pdf')
          .send(Buffer.from(pdf.content));
      },
    );
  };
}
