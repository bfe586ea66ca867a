/**
 * Membership levels in the box office (issue 13): the list and one level for box-office staff;
 * new levels, changes and deletion for managers, each audited by the adapter in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OfferSetup } from '../../../domain/ports/offer-setup.ts';
import {
  MembershipLevelBodySchema,
  MembershipLevelSetupSchema,
  MembershipLevelSetupsSchema,
} from '../../../shared/contracts/membership-level-setup.ts';
import { OfferIdParamsSchema } from '../../../shared/contracts/offer-setup.ts';
import type { StaffSessions } from '../../staff-auth.ts';
import { actorOf, CHANGE, setUpErrors as errors, READ } from './set-up-route-kit.ts';

export function membershipLevelRoutes(setup: OfferSetup, opts: { sessions: StaffSessions }) {
  const { sessions } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/membership-levels',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'Membership levels, on sale or not, with their prices and members',
          response: { 200: MembershipLevelSetupsSchema, ...errors },
        },
      },
      async () => ({ levels: await setup.listLevels() }),
    );

    r.post(
      '/api/box-office/membership-levels',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'A new membership level with a price per payment option',
          body: MembershipLevelBodySchema,
          response: { 201: MembershipLevelSetupSchema, ...errors },
        },
      },
      async (request, reply) => {
        const made = await setup.createLevel(request.body, await actorOf(sessions, request));
        return reply.status(201).send(made);
      },
    );

    r.get(
      '/api/box-office/membership-levels/:id',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'One membership level',
          params: OfferIdParamsSchema,
          response: { 200: MembershipLevelSetupSchema, ...errors },
        },
      },
      async (request) => setup.level(request.params.id),
    );

    r.put(
      '/api/box-office/membership-levels/:id',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Change a level (new prices are for new members; running plans keep theirs)',
          params: OfferIdParamsSchema,
          body: MembershipLevelBodySchema,
          response: { 200: MembershipLevelSetupSchema, ...errors },
        },
      },
      async (request) =>
        setup.updateLevel(request.params.id, request.body, await actorOf(sessions, request)),
    );

    r.delete(
      '/api/box-office/membership-levels/:id',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Delete a level nobody holds or bought (else take it off sale)',
          params: OfferIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await setup.deleteLevel(request.params.id, await actorOf(sessions, request));
        return reply.status(204).send(null);
      },
    );
  };
}
