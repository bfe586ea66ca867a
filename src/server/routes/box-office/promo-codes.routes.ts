/**
 * Promo codes in the box office (issue 13): the list and one code for box-office staff; new
 * codes, changes and deletions for managers, each audited by the adapter in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OfferSetup } from '../../../domain/ports/offer-setup.ts';
import { OfferIdParamsSchema } from '../../../shared/contracts/offer-setup.ts';
import {
  PromoCodeBodySchema,
  PromoCodeSchema,
  PromoCodesSchema,
} from '../../../shared/contracts/promo-code-setup.ts';
import type { StaffSessions } from '../../staff-auth.ts';
import { actorOf, CHANGE, setUpErrors as errors, READ } from './set-up-route-kit.ts';

export function promoCodeRoutes(setup: OfferSetup, opts: { sessions: StaffSessions }) {
  const { sessions } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/promo-codes',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'Promo codes, newest first, with their uses',
          response: { 200: PromoCodesSchema, ...errors },
        },
      },
      async () => ({ promoCodes: await setup.listPromoCodes() }),
    );

    r.post(
      '/api/box-office/promo-codes',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'A new promo code (unique in any case)',
          body: PromoCodeBodySchema,
          response: { 201: PromoCodeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const made = await setup.createPromoCode(request.body, await actorOf(sessions, request));
        return reply.status(201).send(made);
      },
    );

    r.get(
      '/api/box-office/promo-codes/:id',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'One promo code',
          params: OfferIdParamsSchema,
          response: { 200: PromoCodeSchema, ...errors },
        },
      },
      async (request) => setup.promoCode(request.params.id),
    );

    r.put(
      '/api/box-office/promo-codes/:id',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Change a promo code (paid orders keep their prices; baskets are re-priced)',
          params: OfferIdParamsSchema,
          body: PromoCodeBodySchema,
          response: { 200: PromoCodeSchema, ...errors },
        },
      },
      async (request) =>
        setup.updatePromoCode(request.params.id, request.body, await actorOf(sessions, request)),
    );

    r.delete(
      '/api/box-office/promo-codes/:id',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Delete a promo code no order or basket has used (else switch it off)',
          params: OfferIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await setup.deletePromoCode(request.params.id, await actorOf(sessions, request));
        return reply.status(204).send(null);
      },
    );
  };
}
