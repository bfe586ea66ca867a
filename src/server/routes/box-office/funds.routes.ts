/**
 * Funds in the box office (issue 13): the list and one fund for box-office staff; new funds,
 * changes, closing and deletion for managers, each audited by the adapter in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OfferSetup } from '../../../domain/ports/offer-setup.ts';
import {
  FundBodySchema,
  FundSetupSchema,
  FundSetupsSchema,
} from '../../../shared/contracts/fund-setup.ts';
import { OfferIdParamsSchema } from '../../../shared/contracts/offer-setup.ts';
import type { StaffSessions } from '../../staff-auth.ts';
import { actorOf, CHANGE, setUpErrors as errors, READ } from './set-up-route-kit.ts';

export function fundRoutes(setup: OfferSetup, opts: { sessions: StaffSessions }) {
  const { sessions } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/funds',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'Funds in the theatre’s order, with what each raised',
          response: { 200: FundSetupsSchema, ...errors },
        },
      },
      async () => ({ funds: await setup.listFunds() }),
    );

    r.post(
      '/api/box-office/funds',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'A new fund (on the donation pages while open)',
          body: FundBodySchema,
          response: { 201: FundSetupSchema, ...errors },
        },
      },
      async (request, reply) => {
        const made = await setup.createFund(request.body, await actorOf(sessions, request));
        return reply.status(201).send(made);
      },
    );

    r.get(
      '/api/box-office/funds/:id',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'One fund',
          params: OfferIdParamsSchema,
          response: { 200: FundSetupSchema, ...errors },
        },
      },
      async (request) => setup.fund(request.params.id),
    );

    r.put(
      '/api/box-office/funds/:id',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Change a fund',
          params: OfferIdParamsSchema,
          body: FundBodySchema,
          response: { 200: FundSetupSchema, ...errors },
        },
      },
      async (request) =>
        setup.updateFund(request.params.id, request.body, await actorOf(sessions, request)),
    );

    r.post(
      '/api/box-office/funds/:id/close',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Close a fund now: it takes no more gifts (how a fund given to is retired)',
          params: OfferIdParamsSchema,
          response: { 200: FundSetupSchema, ...errors },
        },
      },
      async (request) => setup.closeFund(request.params.id, await actorOf(sessions, request)),
    );

    r.delete(
      '/api/box-office/funds/:id',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Delete a fund nobody gave to (else close it)',
          params: OfferIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await setup.deleteFund(request.params.id, await actorOf(sessions, request));
        return reply.status(204).send(null);
      },
    );
  };
}
