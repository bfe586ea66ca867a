/**
 * Staff sign-in (issue 13): the password, then the second factor (a TOTP code, or a recovery
 * code), or its first set-up. Each step answers where sign-in stands (`StaffSession`). These are
 * the only `public` box-office routes; the session they make works on the staff API alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthService } from '../../../domain/staff/staff-auth-service.ts';
import { ErrorResponseSchema } from '../../../shared/contracts/common.ts';
import {
  RecoveryCodesSchema,
  StaffCodeBodySchema,
  StaffLoginBodySchema,
  StaffRecoveryBodySchema,
  type StaffSession,
  StaffSessionSchema,
  TotpSetupSchema,
} from '../../../shared/contracts/staff.ts';
import type { RateLimiter } from '../../rate-limiter.ts';
import type { StaffSessions } from '../../staff-auth.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  423: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const emailKey = (email: string) => email.trim().toLowerCase();
const PUBLIC = { staffRole: 'public' } as const;

export function staffAuthRoutes(
  auth: StaffAuthService,
  opts: { sessions: StaffSessions; limiter: RateLimiter },
) {
  const { sessions, limiter } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/session',
      {
        config: PUBLIC,
        schema: {
          tags: ['box-office'],
          summary: 'Who is signed in to the box office, and the next sign-in step',
          response: { 200: StaffSessionSchema },
        },
      },
      async (request, reply): Promise<StaffSession> => {
        reply.header('Cache-Control', 'no-store');
        const session = await sessions.session(request);
        if (!session) return { staff: null, next: 'password' };
        return session.stage === 'full'
          ? { staff: session.staff, next: 'none' }
          : { staff: null, next: session.stage };
      },
    );

    r.post(
      '/api/box-office/session',
      {
        config: PUBLIC,
        schema: {
          tags: ['box-office'],
          summary: 'Staff sign-in, step 1: e-mail and password (then a code, or its set-up)',
          body: StaffLoginBodySchema,
          response: { 200: StaffSessionSchema, ...errors },
        },
      },
      async (request, reply): Promise<StaffSession> => {
        limiter.hitAddress('staffLoginIp', request.ip);
        limiter.hit('staffLoginEmail', emailKey(request.body.email));
        const { token, next } = await auth.login(request.body.email, request.body.password);
        limiter.forgive('staffLoginEmail', emailKey(request.body.email));
        sessions.set(reply, token);
        return { staff: null, next };
      },
    );

    r.post(
      '/api/box-office/session/code',
      {
        config: PUBLIC,
        schema: {
          tags: ['box-office'],
          summary: 'Staff sign-in, step 2: the authenticator’s six digits (each code works once)',
          body: StaffCodeBodySchema,
          response: { 200: StaffSessionSchema, ...errors },
        },
      },
      async (request, reply): Promise<StaffSession> => {
        limiter.hitAddress('staffCodeIp', request.ip);
        const token = await auth.verifyCode(sessions.tokenOf(request) ?? '', request.body.code);
        return signedIn(reply, token);
      },
    );

    r.post(
      '/api/box-office/session/recovery',
      {
        config: PUBLIC,
        schema: {
          tags: ['box-office'],
          summary: 'Staff sign-in, step 2 without the phone: a recovery code (each works once)',
          body: StaffRecoveryBodySchema,
          response: { 200: StaffSessionSchema, ...errors },
        },
      },
      async (request, reply): Promise<StaffSession> => {
        limiter.hitAddress('staffCodeIp', request.ip);
        const token = await auth.useRecoveryCode(
          sessions.tokenOf(request) ?? '',
          request.body.recoveryCode,
        );
        return signedIn(reply, token);
      },
    );

    r.post(
      '/api/box-office/session/setup',
      {
        config: PUBLIC,
        schema: {
          tags: ['box-office'],
          summary: 'First sign-in: a new authenticator secret and its QR code',
          response: { 200: TotpSetupSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return auth.startSetup(sessions.tokenOf(request) ?? '');
      },
    );

    r.post(
      '/api/box-office/session/setup/confirm',
      {
        config: PUBLIC,
        schema: {
          tags: ['box-office'],
          summary:
            'First sign-in: the new authenticator’s first code; answers the recovery codes once',
          body: StaffCodeBodySchema,
          response: { 200: RecoveryCodesSchema, ...errors },
        },
      },
      async (request, reply) => {
        limiter.hitAddress('staffCodeIp', request.ip);
        const { token, recoveryCodes } = await auth.confirmSetup(
          sessions.tokenOf(request) ?? '',
          request.body.code,
        );
        sessions.set(reply, token);
        reply.header('Cache-Control', 'no-store');
        return { recoveryCodes };
      },
    );

    r.delete(
      '/api/box-office/session',
      {
        config: PUBLIC,
        schema: { tags: ['box-office'], summary: 'Staff sign-out', response: { 204: z.null() } },
      },
      async (request, reply) => {
        const token = sessions.tokenOf(request);
        if (token) await auth.logout(token);
        sessions.clear(reply);
        return reply.status(204).send(null);
      },
    );

    async function signedIn(reply: Parameters<StaffSessions['set']>[0], token: string) {
      sessions.set(reply, token);
      const session = await auth.resolve(token);
      return {
        staff: session?.staff ?? null,
        next: session ? ('none' as const) : ('password' as const),
      };
    }
  };
}
