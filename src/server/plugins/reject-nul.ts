import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.ts';

/** A NUL character anywhere in a parsed value (strings, arrays, objects' keys and values). */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: one reaching a query fails it with an error the
 * handler can only call a 500. Refused at the door instead, for every route (400
 * MALFORMED_REQUEST, in the reader's language), before any schema or handler sees it.
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      throw new AppError('MALFORMED_REQUEST');
  });
}
