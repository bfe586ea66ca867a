import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { modesOfSaleKey } from '../../domain/buyer/buyer-context.ts';
import type { BuyerModes, TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import {
  ListingsQuerySchema,
  ListingsResponseSchema,
  PerformanceDetailSchema,
  PerformanceParamsSchema,
  PerformanceSeatsParamsSchema,
  PerformanceSeatsResponseSchema,
  ProductionDetailSchema,
  ProductionParamsSchema,
  VenueLayoutSchema,
  VenueParamsSchema,
} from '../../shared/contracts/catalogue.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import type { MicroCache } from '../micro-cache.ts';
import { requestLocale } from '../request-locale.ts';

/** A cached answer is already JSON text; Fastify sends a JSON-typed string as it is. */
function sendSerialised(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

export function catalogueRoutes(
  backend: TicketingBackend,
  cache: MicroCache,
  opts: {
    /** The buyer's modes of sale (their cart's promo code's); the default alone when left out. */
    buyerModesOf?: (request: FastifyRequest) => Promise<BuyerModes>;
    /**
     * When this buyer last changed the seats they hold: their performance answer must be read
     * after it (their own hold shows in "seats left"), not taken from an older cached one.
     */
    freshAfter?: (request: FastifyRequest) => number | undefined;
  } = {},
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/listings',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Productions and performances, filterable by date and access tag',
          querystring: ListingsQuerySchema,
          response: { 200: ListingsResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { lang, ...filters } = request.query;
        const locale = requestLocale(request, lang);
        // A member's (or a code's) modes of sale open its priority performances here too; the
        // answer is shared by every buyer with the same modes.
        const buyer = opts.buyerModesOf ? await opts.buyerModesOf(request) : undefined;
        const key = `listings|${locale}|${filters.from ?? ''}|${filters.to ?? ''}|${filters.access ?? ''}|${buyer ? modesOfSaleKey(buyer) : ''}`;
        const json = await cache.get(key, async () =>
          JSON.stringify(await backend.listListings(filters, locale, buyer)),
        );
        if (buyer !== undefined) reply.header('Vary', 'Cookie');
        return sendSerialised(reply, json);
      },
    );

    r.get(
      '/api/events/:event',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A production with its performances and all-in price range',
          params: ProductionParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: ProductionDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        const buyer = opts.buyerModesOf ? await opts.buyerModesOf(request) : undefined;
        if (buyer !== undefined) reply.header('Vary', 'Cookie');
        return backend.getProduction(
          request.params.event,
          requestLocale(request, request.query.lang),
          buyer,
        );
      },
    );

    r.get(
      '/api/events/:event/:instance',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A performance with its availability state, price bands, types and prices',
          params: PerformanceParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: PerformanceDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { event, instance } = request.params;
        const locale = requestLocale(request, request.query.lang);
        // The answer is the same for every buyer with the same modes of sale (a promo code's may
        // open a priority performance), so one load a second per set serves an on-sale rush.
        const buyer = opts.buyerModesOf ? await opts.buyerModesOf(request) : undefined;
        const json = await cache.get(
          `performance|${event}|${instance}|${locale}|${buyer ? modesOfSaleKey(buyer) : ''}`,
          async () => JSON.stringify(await backend.getPerformance(event, instance, locale, buyer)),
          opts.freshAfter?.(request),
        );
        // It depends on the cart's code (a cookie): never reused by a shared cache.
        if (buyer !== undefined) reply.header('Vary', 'Cookie');
        return sendSerialised(reply, json);
      },
    );

    r.get(
      '/api/venues/:venue/layout',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A venue’s seat map: sections, rows and seats with their attributes',
          params: VenueParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: VenueLayoutSchema, ...errors },
        },
      },
      async (request) =>
        backend.getVenueLayout(request.params.venue, requestLocale(request, request.query.lang)),
    );

    r.get(
      '/api/performances/:instance/seats',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Seat statuses of one performance',
          params: PerformanceSeatsParamsSchema,
          response: { 200: PerformanceSeatsResponseSchema, ...errors },
        },
      },
      async (request) => backend.getPerformanceSeats(request.params.instance),
    );
  };
}
