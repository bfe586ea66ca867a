import type { FastifyInstance } from 'fastify';

/** `/listings/` → `/listings`, keeping the query: one address per page. */
export function registerTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '', query] = request.url.split(/\?(.*)/s, 2);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
      return reply.redirect(query ? `${trimmed}?${query}` : trimmed, 301);
    }
  });
}
