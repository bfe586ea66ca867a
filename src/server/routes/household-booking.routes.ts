import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HouseholdBookings } from '../../domain/ports/household-bookings.ts';
import {
  ChooseBookerBodySchema,
  HouseholdBookingSchema,
} from '../../shared/contracts/checkout-household.ts';
import { ErrorResponseSchema } from '../../shared/contracts/common.ts';
import type { RequestCarts } from '../request-cart.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The "Select Account Holder" checkout step: the signed-in customer's household and booker. */
export function householdBookingRoutes(
  household: HouseholdBookings,
  opts: { sessions: Sessions; carts: RequestCarts },
) {
  const { sessions, carts } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/checkout/household',
      {
        schema: {
          tags: ['checkout'],
          summary:
            'Your household’s members and the one booking this cart (none: no household step)',
          response: { 200: HouseholdBookingSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        reply.header('Cache-Control', 'no-store');
        return household.bookingFor(customer.id, await carts.of(request, reply));
      },
    );

    r.put(
      '/api/checkout/household',
      {
        schema: {
          tags: ['checkout'],
          summary:
            'Choose the household member who books this cart (400 HOUSEHOLD_MEMBER_INVALID for anyone else)',
          body: ChooseBookerBodySchema,
          response: { 200: HouseholdBookingSchema, ...errors },
        },
        preValidation: async (request) => {
          await sessions.require(request);
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        reply.header('Cache-Control', 'no-store');
        return household.chooseBooker(
          customer.id,
          await carts.of(request, reply),
          request.body.customerId,
        );
      },
    );
  };
}
