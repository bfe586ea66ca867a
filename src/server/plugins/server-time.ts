import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../domain/ports/clock.ts';

/** The response header that carries the server's clock, in milliseconds since 1970. */
export const SERVER_TIME_HEADER = 'server-time';

/**
 * Every API answer says what time the server (the app's clock, which decides when a hold
 * lapses) had when it answered. A buyer's device clock may be minutes off, or in another zone's
 * idea of "now"; the web app measures the difference once per answer and counts a hold's minutes
 * and opens the expiry dialog on the server's time, not the device's. `Date` would do, but it
 * has whole seconds and is not the app's clock in tests.
 */
export function registerServerTime(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/'))
      reply.header(SERVER_TIME_HEADER, String(clock.now().getTime()));
    return payload;
  });
}
