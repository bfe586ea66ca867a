import type { FastifyInstance } from 'fastify';

/**
 * No inline script anywhere (PCI SAQ A keeps payment pages free of it too); the API docs page is
 * the one exception and sets its own policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * In production the site is HTTPS only. Outside it the storefront is opened over plain HTTP,
 * also by a LAN address (a phone on the theater's Wi-Fi), where upgrading would break every
 * asset.
 */
const PRODUCTION_POLICY = `${CONTENT_SECURITY_POLICY}; upgrade-insecure-requests`;

/** The policy, with a third party's origins let in for script, frames and calls (the captcha). */
function policyWith(base: string, origins: string[]): string {
  if (origins.length === 0) return base;
  const more = origins.join(' ');
  return base
    .replace("script-src 'self'", `script-src 'self' ${more}`)
    .replace("connect-src 'self'", `connect-src 'self' ${more}`)
    .concat(`; frame-src ${more}`);
}

/**
 * The door's QR decoder (src/web/features/door/qr-decoder.worker.ts, built as
 * `assets/qr-decoder.worker-<hash>.js`): ZXing compiled to WebAssembly, for browsers without a
 * BarcodeDetector of their own. Compiling WebAssembly needs 'wasm-unsafe-eval' (it lets a page
 * compile wasm, never evaluate JavaScript text). A dedicated worker runs under the policy its
 * own script is served with, so only this one file gets it: every page, the door page included,
 * keeps the strict policy above.
 */
const DECODER_WORKER = /^\/assets\/qr-decoder\.worker-[A-Za-z0-9_-]+\.js$/;

/**
 * Pages may not use the camera, except the box office's: the door page scans tickets with it.
 * Every box-office address allows it (the staff app moves between its pages without loading a
 * new document, so the door page may be reached from any of them); customers' pages never do.
 */
const CAMERA_PAGES = /^\/box-office(?:[/?#]|$)/;

export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean; thirdPartyOrigins?: string[] },
): void {
  const origins = opts.thirdPartyOrigins ?? [];
  const policy = policyWith(opts.production ? PRODUCTION_POLICY : CONTENT_SECURITY_POLICY, origins);
  const decoderPolicy = policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");
  app.addHook('onSend', async (request, reply, payload) => {
    // The storefront asks search engines not to index it (spec): every answer says so.
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header(
      'Permissions-Policy',
      `camera=${CAMERA_PAGES.test(request.url) ? '(self)' : '()'}, microphone=(), geolocation=()`,
    );
    // The API docs set their own policy, as does a route that sets one (the local mailbox).
    if (!request.url.startsWith('/api/docs') && !reply.hasHeader('Content-Security-Policy')) {
      const path = request.url.split('?')[0] ?? '';
      reply.header('Content-Security-Policy', DECODER_WORKER.test(path) ? decoderPolicy : policy);
      reply.header('X-Frame-Options', 'DENY');
    }
    if (opts.production) reply.header('Strict-Transport-Security', 'max-age=31536000');
    return payload;
  });
}
