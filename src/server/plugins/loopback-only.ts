import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** This machine's addresses: 127.0.0.0/8 and ::1 (Node's BlockList also matches them mapped). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a socket's peer address is this machine: 127.0.0.0/8, ::1 in any spelling, or an IPv4
 * loopback address mapped into IPv6 (::ffff:127.x.y.z, as a dual-stack socket reports it).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (!address || family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
