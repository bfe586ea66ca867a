import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Whether a socket's peer address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback
 * address mapped into IPv6 (::ffff:127.x.y.z, as a dual-stack socket reports it).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIPv4(v4)) return v4.startsWith('127.');
  if (!isIPv6(lower)) return false;
  // ::1 in any of its spellings (0:0:0:0:0:0:0:1, ::0001 …).
  const groups = lower.split('::');
  if (groups.length > 2) return false;
  const parts = groups.flatMap((g) => (g === '' ? [] : g.split(':')));
  const last = parts.pop();
  return (
    last !== undefined && Number.parseInt(last, 16) === 1 && parts.every((p) => /^0+$/.test(p))
  );
}

/**
 * Headers a proxy or tunnel adds for the client it passes on. A request that carries one came
 * through a proxy, so its loopback peer is the proxy (nginx, a tunnel such as ngrok or
 * cloudflared on this machine), not a person at this machine.
 */
const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-real-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
];

/** Whether a request came from this machine itself: a loopback peer, and no proxy between. */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDED_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Development-only routes (the local mailbox, with every reset and sign-in link) answer only a
 * client on this machine; anyone else gets the same 404 as an address that does not exist. The
 * socket's own address is used, never X-Forwarded-For: a header is what any client can send.
 * A forwarding header only ever takes access away: behind a proxy or tunnel on this machine
 * every visitor's peer is the loopback address. Registered inside the routes' own plugin, so it
 * guards those routes alone.
 */
export function registerLoopbackOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
  });
}
