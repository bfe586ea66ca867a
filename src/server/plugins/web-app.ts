import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_HTML_LANG, LOCALES, type Locale } from '../../shared/locales.ts';
import { requestLocale } from '../request-locale.ts';

interface Variant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The SPA's index.html, once per language: `<html lang>` is right before any script runs, so a
 * screen reader starts in the reader's language. Compressed once at start.
 */
function indexVariants(html: string): Map<Locale, Variant> {
  const variants = new Map<Locale, Variant>();
  for (const locale of LOCALES) {
    const text = html.replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_HTML_LANG[locale]}"`);
    const identity = Buffer.from(text);
    variants.set(locale, { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) });
  }
  return variants;
}

function sendIndex(
  variants: Map<Locale, Variant>,
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 404 = 200,
) {
  const variant = variants.get(requestLocale(request));
  if (!variant) return reply.status(404).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(variant.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(variant.gzip);
  return reply.send(variant.identity);
}

/**
 * Serves the built SPA: hashed assets pre-compressed and immutable, other files cached a day,
 * and (through the returned handler) index.html for page addresses the SPA routes itself, with
 * the status the address has (404 for one that does not exist: the SPA draws its not-found page).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<
  ((request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => FastifyReply) | null
> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const variants = indexVariants(readFileSync(indexFile, 'utf8'));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    serveDotFiles: false,
    // index.html goes out only through sendIndex, in the reader's language and never cached.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/index.html.'),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDist, filePath);
      reply.header(
        'Cache-Control',
        relative.startsWith('assets')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(variants, request, reply));
  return (request, reply, status) => sendIndex(variants, request, reply, status);
}
