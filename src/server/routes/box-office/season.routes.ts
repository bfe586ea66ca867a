/**
 * Season set-up (issue 13): productions, performances and prices. Box-office managers change
 * them; staff may read them. Bodies are the shared contracts the staff pages' forms validate
 * with; the adapter writes each change with its audit row in one transaction. The storefront's
 * catalogue may serve its micro-cached answer for up to CATALOGUE_CACHE_MS after a change.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SeasonSetup } from '../../../domain/ports/season-setup.ts';
import { LangQuerySchema } from '../../../shared/contracts/common.ts';
import {
  CopyPricesBodySchema,
  PerformanceCreateBodySchema,
  PerformanceIdParamsSchema,
  PerformanceRecordSchema,
  PerformanceUpdateBodySchema,
  PriceGridBodySchema,
  PriceGridSchema,
  ProductionBodySchema,
  ProductionIdParamsSchema,
  ProductionListSchema,
  ProductionRecordSchema,
  SeasonReferencesSchema,
} from '../../../shared/contracts/season-setup.ts';
import { requestLocale } from '../../request-locale.ts';
import type { StaffSessions } from '../../staff-auth.ts';
import { actorOf, CHANGE, setUpErrors as errors, READ } from './set-up-route-kit.ts';

const tags = ['box-office'];

export function seasonRoutes(season: SeasonSetup, opts: { sessions: StaffSessions }) {
  const { sessions } = opts;

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/season/references',
      {
        config: READ,
        schema: {
          tags,
          summary: 'Venues (with their seats and bands), price bands, price types, modes of sale',
          querystring: LangQuerySchema,
          response: { 200: SeasonReferencesSchema, ...errors },
        },
      },
      async (request) => season.references(requestLocale(request, request.query.lang)),
    );

    r.get(
      '/api/box-office/productions',
      {
        config: READ,
        schema: {
          tags,
          summary: 'Every production, with the languages its texts are missing in',
          querystring: LangQuerySchema,
          response: { 200: ProductionListSchema, ...errors },
        },
      },
      async (request) => ({
        productions: await season.listProductions(requestLocale(request, request.query.lang)),
      }),
    );

    r.post(
      '/api/box-office/productions',
      {
        config: CHANGE,
        schema: {
          tags,
          summary: 'A new production (its texts in US English, other languages optional)',
          querystring: LangQuerySchema,
          body: ProductionBodySchema,
          response: { 201: ProductionRecordSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await season.createProduction(
          request.body,
          await actorOf(sessions, request),
          requestLocale(request, request.query.lang),
        );
        return reply.status(201).send(created);
      },
    );

    r.get(
      '/api/box-office/productions/:productionId',
      {
        config: READ,
        schema: {
          tags,
          summary: 'A production with its texts in every language and its performances',
          params: ProductionIdParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: ProductionRecordSchema, ...errors },
        },
      },
      async (request) =>
        season.getProduction(
          request.params.productionId,
          requestLocale(request, request.query.lang),
        ),
    );

    r.put(
      '/api/box-office/productions/:productionId',
      {
        config: CHANGE,
        schema: {
          tags,
          summary: 'Change a production (its address is fixed once tickets were sold)',
          params: ProductionIdParamsSchema,
          querystring: LangQuerySchema,
          body: ProductionBodySchema,
          response: { 200: ProductionRecordSchema, ...errors },
        },
      },
      async (request) =>
        season.updateProduction(
          request.params.productionId,
          request.body,
          await actorOf(sessions, request),
          requestLocale(request, request.query.lang),
        ),
    );

    r.post(
      '/api/box-office/performances',
      {
        config: CHANGE,
        schema: {
          tags,
          summary: 'A new performance (times in New York time), optionally with copied prices',
          querystring: LangQuerySchema,
          body: PerformanceCreateBodySchema,
          response: { 201: PerformanceRecordSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await season.createPerformance(
          request.body,
          await actorOf(sessions, request),
          requestLocale(request, request.query.lang),
        );
        return reply.status(201).send(created);
      },
    );

    r.get(
      '/api/box-office/performances/:performanceId',
      {
        config: READ,
        schema: {
          tags,
          summary: 'A performance with its storefront state, seat counts and warnings',
          params: PerformanceIdParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: PerformanceRecordSchema, ...errors },
        },
      },
      async (request) =>
        season.getPerformance(
          request.params.performanceId,
          requestLocale(request, request.query.lang),
        ),
    );

    r.put(
      '/api/box-office/performances/:performanceId',
      {
        config: CHANGE,
        schema: {
          tags,
          summary: 'Change a performance (venue and seating fixed once tickets exist)',
          params: PerformanceIdParamsSchema,
          querystring: LangQuerySchema,
          body: PerformanceUpdateBodySchema,
          response: { 200: PerformanceRecordSchema, ...errors },
        },
      },
      async (request) =>
        season.updatePerformance(
          request.params.performanceId,
          request.body,
          await actorOf(sessions, request),
          requestLocale(request, request.query.lang),
        ),
    );

    r.post(
      '/api/box-office/performances/:performanceId/on-sale',
      {
        config: CHANGE,
        schema: {
          tags,
          summary: 'Open public sale now (refused without prices, cancelled or started)',
          params: PerformanceIdParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: PerformanceRecordSchema, ...errors },
        },
      },
      async (request) =>
        season.putOnSale(
          request.params.performanceId,
          await actorOf(sessions, request),
          requestLocale(request, request.query.lang),
        ),
    );

    r.get(
      '/api/box-office/performances/:performanceId/prices',
      {
        config: READ,
        schema: {
          tags,
          summary: 'A performance’s prices: all-in, the fee inside it, and the base',
          params: PerformanceIdParamsSchema,
          response: { 200: PriceGridSchema, ...errors },
        },
      },
      async (request) => season.getPrices(request.params.performanceId),
    );

    r.put(
      '/api/box-office/performances/:performanceId/prices',
      {
        config: CHANGE,
        schema: {
          tags,
          summary: 'Replace a performance’s prices (orders keep the prices they were opened at)',
          params: PerformanceIdParamsSchema,
          body: PriceGridBodySchema,
          response: { 200: PriceGridSchema, ...errors },
        },
      },
      async (request) =>
        season.setPrices(
          request.params.performanceId,
          request.body,
          await actorOf(sessions, request),
        ),
    );

    r.post(
      '/api/box-office/performances/:performanceId/prices/copy',
      {
        config: CHANGE,
        schema: {
          tags,
          summary: 'Replace a performance’s prices with another performance’s',
          params: PerformanceIdParamsSchema,
          body: CopyPricesBodySchema,
          response: { 200: PriceGridSchema, ...errors },
        },
      },
      async (request) =>
        season.copyPrices(
          request.params.performanceId,
          request.body.fromPerformanceId,
          await actorOf(sessions, request),
        ),
    );
  };
}
