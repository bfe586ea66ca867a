import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HealthSchema,
  MaintenanceBypassQuerySchema,
  SiteStatusSchema,
} from '../../shared/contracts/site.ts';
import { VENUE_TIME_ZONE } from '../../shared/dates.ts';
import { CURRENCY } from '../../shared/money.ts';
import {
  bypassCookieValue,
  hasBypass,
  MAINTENANCE_BYPASS_COOKIE,
  type MaintenanceState,
} from '../plugins/maintenance.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

export function siteRoutes(opts: {
  maintenance: MaintenanceState;
  secret: string;
  production: boolean;
  /** GIFT_AID_ENABLED, for the web's gift aid pages and declarations. */
  giftAidEnabled: boolean;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/health',
      { schema: { tags: ['site'], response: { 200: HealthSchema } } },
      async () => ({ status: 'ok' as const }),
    );

    r.get(
      '/api/site-status',
      {
        schema: {
          tags: ['site'],
          summary: 'Maintenance switch and site constants',
          response: { 200: SiteStatusSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return {
          maintenance: opts.maintenance.enabled,
          bypass: hasBypass(request, opts.secret),
          timeZone: VENUE_TIME_ZONE,
          currency: CURRENCY,
          giftAid: opts.giftAidEnabled,
        };
      },
    );

    // The site asks search engines not to index it (spec), here and in every page and header.
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('User-agent: *\nDisallow: /\n'),
    );

    /**
     * Staff open /maintenance-bypass?token=… to use the sales flow while it is offline for
     * everyone else. A wrong or missing token changes nothing.
     */
    r.get(
      '/maintenance-bypass',
      { schema: { hide: true, querystring: MaintenanceBypassQuerySchema.partial() } },
      async (request, reply) => {
        const expected = opts.maintenance.bypassToken;
        if (!expected || !sameSecret(request.query.token ?? '', expected))
          return reply.redirect('/maintenance', 302);
        reply.setCookie(MAINTENANCE_BYPASS_COOKIE, bypassCookieValue(opts.secret), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.production,
          maxAge: 12 * 60 * 60,
        });
        return reply.redirect('/', 302);
      },
    );
  };
}
