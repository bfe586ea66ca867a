import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.ts';

export const MAINTENANCE_BYPASS_COOKIE = 'maintenance_bypass';

/**
 * What stays reachable while sales are offline: the status the SPA asks for, health, docs, and
 * the box office: its pages are outside the web's maintenance guard, and its staff (signed in
 * with two factors, each route checking its role) set up the season and work the door while the
 * storefront is closed (decision 020).
 */
const ALWAYS_OPEN = [
  '/api/site-status',
  '/api/health',
  '/api/openapi.json',
  '/api/docs',
  '/api/box-office',
];

export interface MaintenanceState {
  enabled: boolean;
  bypassToken: string | undefined;
}

export function bypassCookieValue(secret: string): string {
  return createHmac('sha256', secret).update('maintenance-bypass').digest('base64url');
}

export function hasBypass(request: FastifyRequest, secret: string): boolean {
  const cookie = request.cookies?.[MAINTENANCE_BYPASS_COOKIE];
  if (!cookie) return false;
  const expected = Buffer.from(bypassCookieValue(secret));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Maintenance mode takes the sales flow offline: the API answers 503 unless bypassed. */
export function registerMaintenanceGuard(
  app: FastifyInstance,
  state: MaintenanceState,
  secret: string,
): void {
  app.addHook('onRequest', async (request) => {
    if (!state.enabled || !request.url.startsWith('/api/')) return;
    if (
      ALWAYS_OPEN.some(
        (open) =>
          request.url === open ||
          request.url.startsWith(`${open}?`) ||
          request.url.startsWith(`${open}/`),
      )
    )
      return;
    if (hasBypass(request, secret)) return;
    throw new AppError('MAINTENANCE_MODE');
  });
}
