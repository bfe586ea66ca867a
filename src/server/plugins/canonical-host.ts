import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A page a browser opens (not the API, not a file such as an asset or robots.txt). */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  return (
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/assets/') &&
    !/\.[a-z0-9]{2,5}$/i.test(pathname)
  );
}

/**
 * Pages opened at any other host name than PUBLIC_URL's (`127.0.0.1` for `localhost`, a bare
 * IP, an old domain) are sent to the same path and query on PUBLIC_URL before anything is
 * bought: cookies belong to a host name, and the payment provider, sign-in links and mails all
 * lead back to PUBLIC_URL, where a buyer who started elsewhere would have no session or cart.
 * The target is built from PUBLIC_URL alone, never from the request's Host. The API is not
 * redirected (a redirect would change a POST, and its callers name their server on purpose).
 * Only the host is compared: behind a TLS proxy the request itself may arrive over plain HTTP.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request)) return;
    let host: string | null;
    try {
      host = new URL(`${canonical.protocol}//${request.host}`).host;
    } catch {
      host = null;
    }
    if (host === canonical.host) return;
    // An origin-form target ("/path?query") is kept; anything else goes to the home page.
    const target = request.url.startsWith('/') && !request.url.startsWith('//') ? request.url : '/';
    return reply.redirect(`${canonical.origin}${target}`, 302);
  });
}
