/**
 * Staff accounts and the audit log (issue 13): administrators only. Every change is audited by
 * the adapter in the change's own transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffAccounts } from '../../../domain/ports/staff-accounts.ts';
import type { StaffAuthService } from '../../../domain/staff/staff-auth-service.ts';
import { ErrorResponseSchema } from '../../../shared/contracts/common.ts';
import {
  AuditPageSchema,
  AuditQuerySchema,
  StaffAccountSchema,
  StaffAccountsSchema,
  StaffCreateBodySchema,
  StaffIdParamsSchema,
  StaffUpdateBodySchema,
} from '../../../shared/contracts/staff.ts';
import type { StaffSessions } from '../../staff-auth.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const ADMIN = { staffRole: 'admin' } as const;
const AUDIT_PAGE = 50;

export function staffAdminRoutes(
  auth: StaffAuthService,
  accounts: StaffAccounts,
  opts: { sessions: StaffSessions },
) {
  const { sessions } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/staff',
      {
        config: ADMIN,
        schema: {
          tags: ['box-office'],
          summary: 'Staff accounts',
          response: { 200: StaffAccountsSchema, ...errors },
        },
      },
      async () => ({ staff: await accounts.list() }),
    );

    r.post(
      '/api/box-office/staff',
      {
        config: ADMIN,
        schema: {
          tags: ['box-office'],
          summary: 'A new staff account (its owner sets up the second factor at first sign-in)',
          body: StaffCreateBodySchema,
          response: { 201: StaffAccountSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = await sessions.member(request);
        const created = await auth.createStaff(request.body, { staffId: actor.id });
        return reply.status(201).send(created);
      },
    );

    r.patch(
      '/api/box-office/staff/:staffId',
      {
        config: ADMIN,
        schema: {
          tags: ['box-office'],
          summary: 'Change a role, name or disable (a new role or disabling ends their sessions)',
          params: StaffIdParamsSchema,
          body: StaffUpdateBodySchema,
          response: { 200: StaffAccountSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await sessions.member(request);
        return auth.updateStaff(request.params.staffId, request.body, { staffId: actor.id });
      },
    );

    r.get(
      '/api/box-office/audit',
      {
        config: ADMIN,
        schema: {
          tags: ['box-office'],
          summary: 'The audit log, newest first, 50 at a time',
          querystring: AuditQuerySchema,
          response: { 200: AuditPageSchema, ...errors },
        },
      },
      async (request) => {
        const entries = await accounts.audit({ ...request.query, limit: AUDIT_PAGE + 1 });
        const page = entries.slice(0, AUDIT_PAGE);
        return {
          entries: page,
          nextBefore: entries.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
        };
      },
    );
  };
}
