import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../../domain/accounts/auth-service.ts';
import { AppError } from '../../domain/app-error.ts';
import type { CustomerAccounts } from '../../domain/ports/customer-accounts.ts';
import {
  AccessCodeBodySchema,
  AccessCodeResponseSchema,
  AccessSchema,
  AddressBodySchema,
  AddressesResponseSchema,
  AddressParamsSchema,
  AddressSchema,
  ContactPreferencesSchema,
  CountriesResponseSchema,
  CUSTOM_VIEWS,
  CustomerDetailsSchema,
  CustomViewParamsSchema,
  CustomViewSchema,
  HouseholdSchema,
  ProfileSchema,
  RECORD_LABEL_KEYS,
  RecordTabParamsSchema,
  RecordTabSchema,
  UpdateAccessRequestsBodySchema,
  UpdateContactPreferencesBodySchema,
  UpdateDetailsBodySchema,
  UpdatePasswordBodySchema,
  UpdateProfileBodySchema,
} from '../../shared/contracts/account.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  423: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export interface AccountRouteDeps {
  accounts: CustomerAccounts;
  auth: AuthService;
  sessions: Sessions;
  limiter: RateLimiter;
}

/**
 * The account area's API. Every route under /api/account takes the customer from the session,
 * never from the request: an id in a path (an address) is looked up within that customer's
 * records only, so another customer's id is 404. Signed out: 401 SIGN_IN_REQUIRED.
 */
export function accountRoutes(deps: AccountRouteDeps) {
  const { accounts, auth, sessions, limiter } = deps;

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Personal data is never cached, by the browser or anything between.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/account')) reply.header('Cache-Control', 'no-store');
      return payload;
    });

    r.get(
      '/api/countries',
      {
        schema: {
          tags: ['account'],
          summary: 'Countries (the US first) with their states, in the request language',
          querystring: LangQuerySchema,
          response: { 200: CountriesResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return accounts.listCountries(requestLocale(request, request.query.lang));
      },
    );

    r.get(
      '/api/account/details',
      {
        schema: {
          tags: ['account'],
          summary: 'your-details',
          response: { 200: CustomerDetailsSchema, ...errors },
        },
      },
      async (request) => accounts.getDetails((await sessions.require(request)).id),
    );

    r.put(
      '/api/account/details',
      {
        schema: {
          tags: ['account'],
          summary:
            'Update your-details (409 EMAIL_IN_USE); a new name drops an access code, a new e-mail ends the links sent to the old one',
          body: UpdateDetailsBodySchema,
          response: { 200: CustomerDetailsSchema, ...errors },
        },
      },
      async (request) => {
        const customer = await sessions.require(request);
        const details = await accounts.updateDetails(customer.id, request.body);
        if (details.email !== customer.email) await auth.emailChanged(customer.id);
        return details;
      },
    );

    r.get(
      '/api/account/addresses',
      {
        schema: {
          tags: ['account'],
          summary: 'Addresses, the primary first',
          querystring: LangQuerySchema,
          response: { 200: AddressesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        addresses: await accounts.listAddresses(
          (await sessions.require(request)).id,
          requestLocale(request, request.query.lang),
        ),
      }),
    );

    r.post(
      '/api/account/addresses',
      {
        schema: {
          tags: ['account'],
          summary: 'Add an address (a new primary makes the old one billing and delivery)',
          querystring: LangQuerySchema,
          body: AddressBodySchema,
          response: { 201: AddressSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        reply.status(201);
        return accounts.addAddress(
          customer.id,
          request.body,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.put(
      '/api/account/addresses/:addressId',
      {
        schema: {
          tags: ['account'],
          summary: 'Change one of your addresses (404 ADDRESS_NOT_FOUND for any other)',
          params: AddressParamsSchema,
          querystring: LangQuerySchema,
          body: AddressBodySchema,
          response: { 200: AddressSchema, ...errors },
        },
      },
      async (request) =>
        accounts.updateAddress(
          (await sessions.require(request)).id,
          request.params.addressId,
          request.body,
          requestLocale(request, request.query.lang),
        ),
    );

    r.delete(
      '/api/account/addresses/:addressId',
      {
        schema: {
          tags: ['account'],
          summary: 'Delete an address (409 PRIMARY_ADDRESS_NOT_DELETABLE for the primary)',
          params: AddressParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await accounts.deleteAddress(
          (await sessions.require(request)).id,
          request.params.addressId,
        );
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/account/contact-preferences',
      {
        schema: {
          tags: ['account'],
          summary: 'Contact permissions (also chosen at /register)',
          response: { 200: ContactPreferencesSchema, ...errors },
        },
      },
      async (request) => accounts.getContactPreferences((await sessions.require(request)).id),
    );

    r.put(
      '/api/account/contact-preferences',
      {
        schema: {
          tags: ['account'],
          summary: 'Set the granted contact permissions (the others are withdrawn)',
          body: UpdateContactPreferencesBodySchema,
          response: { 200: ContactPreferencesSchema, ...errors },
        },
      },
      async (request) =>
        accounts.updateContactPreferences((await sessions.require(request)).id, request.body),
    );

    r.get(
      '/api/account/profile',
      {
        schema: {
          tags: ['account'],
          summary: 'your-profile: year of birth and interests',
          response: { 200: ProfileSchema, ...errors },
        },
      },
      async (request) => accounts.getProfile((await sessions.require(request)).id),
    );

    r.put(
      '/api/account/profile',
      {
        schema: {
          tags: ['account'],
          summary: 'Update your-profile',
          body: UpdateProfileBodySchema,
          response: { 200: ProfileSchema, ...errors },
        },
      },
      async (request) => accounts.updateProfile((await sessions.require(request)).id, request.body),
    );

    r.post(
      '/api/account/password',
      {
        schema: {
          tags: ['account'],
          summary: 'update-password: ends other sessions and open links, and renews this one',
          body: UpdatePasswordBodySchema,
          response: { 200: z.object({ updated: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const token = await auth.changePassword(
          customer.id,
          request.body.currentPassword,
          request.body.newPassword,
        );
        sessions.set(reply, token);
        return { updated: true as const };
      },
    );

    r.get(
      '/api/account/access',
      {
        schema: {
          tags: ['account'],
          summary: 'Access registration and accommodation requests (constituencies 60, 73–79)',
          querystring: LangQuerySchema,
          response: { 200: AccessSchema, ...errors },
        },
      },
      async (request) =>
        accounts.getAccess(
          (await sessions.require(request)).id,
          requestLocale(request, request.query.lang),
        ),
    );

    r.put(
      '/api/account/access/requests',
      {
        schema: {
          tags: ['account'],
          summary: 'Choose accommodation requests',
          querystring: LangQuerySchema,
          body: UpdateAccessRequestsBodySchema,
          response: { 200: AccessSchema, ...errors },
        },
      },
      async (request) =>
        accounts.updateAccessRequests(
          (await sessions.require(request)).id,
          request.body,
          requestLocale(request, request.query.lang),
        ),
    );

    r.post(
      '/api/account/access/code',
      {
        schema: {
          tags: ['account'],
          summary: 'Apply an access registration code (it must match the name on the account)',
          querystring: LangQuerySchema,
          body: AccessCodeBodySchema,
          response: { 200: AccessCodeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const customer = await sessions.require(request);
        limiter.hitAddress('accessCodeIp', request.ip);
        limiter.hit('accessCodeCustomer', String(customer.id));
        return accounts.applyAccessCode(
          customer.id,
          request.body.code,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.delete(
      '/api/account/access/code',
      {
        schema: {
          tags: ['account'],
          summary: 'Remove the access registration code (its benefits go with it)',
          querystring: LangQuerySchema,
          response: { 200: AccessCodeResponseSchema, ...errors },
        },
      },
      async (request) =>
        accounts.removeAccessCode(
          (await sessions.require(request)).id,
          requestLocale(request, request.query.lang),
        ),
    );

    r.get(
      '/api/account/custom/:customView',
      {
        schema: {
          tags: ['account'],
          summary: 'A custom view and its record tabs (volunteering, education)',
          params: CustomViewParamsSchema,
          response: { 200: CustomViewSchema, ...errors },
        },
      },
      async (request) => {
        await sessions.require(request);
        const view = request.params.customView;
        return {
          view,
          tabs: CUSTOM_VIEWS[view].map((tab) => ({ tab, labelKey: RECORD_LABEL_KEYS.tabs[tab] })),
        };
      },
    );

    r.get(
      '/api/account/custom/:customView/:tab',
      {
        schema: {
          tags: ['account'],
          summary: 'One record tab: columns, rows and totals (volunteer-hours: Total hours)',
          params: RecordTabParamsSchema,
          response: { 200: RecordTabSchema, ...errors },
        },
      },
      async (request) => {
        const customer = await sessions.require(request);
        const { customView, tab } = request.params;
        if (!(CUSTOM_VIEWS[customView] as readonly string[]).includes(tab))
          throw new AppError('ROUTE_NOT_FOUND');
        return accounts.getRecordTab(customer.id, customView, tab);
      },
    );

    r.get(
      '/api/account/household',
      {
        schema: {
          tags: ['account'],
          summary: 'The household you belong to and its members (null when none)',
          response: { 200: HouseholdSchema, ...errors },
        },
      },
      async (request) => accounts.getHousehold((await sessions.require(request)).id),
    );
  };
}
