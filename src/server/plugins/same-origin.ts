import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-bound state (the cart, later the session): a state-changing request
 * that a browser says came from another site is refused. Browsers send Origin on every
 * cross-origin POST/PATCH/DELETE, and Sec-Fetch-Site besides; tools without either pass.
 */
export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('CROSS_ORIGIN_REQUEST');
    const origin = request.headers.origin;
    if (!origin) return;
    let same = false;
    try {
      const from = new URL(origin);
      // Parsed the same way, so a default port (":80", ":443") compares equal to none.
      same = from.host === new URL(`${from.protocol}//${request.host}`).host;
    } catch {
      same = false;
    }
    if (!same) throw new AppError('CROSS_ORIGIN_REQUEST');
  });
}
