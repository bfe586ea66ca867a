/**
 * What the box office's set-up routes (season and offers) share (issue 13): their error
 * answers, the roles (box-office staff read, managers change), and who the change is by for the
 * audit log.
 */
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../domain/ports/staff-accounts.ts';
import { ErrorResponseSchema } from '../../../shared/contracts/common.ts';
import type { StaffSessions } from '../../staff-auth.ts';

export const setUpErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Box-office staff see what is set up (to answer buyers' questions); managers change it. */
export const READ = { staffRole: 'staff' } as const;
export const CHANGE = { staffRole: 'manager' } as const;

/** The member making the change, from the staff session (never from the request's body). */
export async function actorOf(sessions: StaffSessions, request: FastifyRequest): Promise<Actor> {
  return { staffId: (await sessions.member(request)).id };
}
