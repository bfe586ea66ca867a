import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

async function headersOf(url: string, production = false) {
  const app = Fastify();
  registerSecurityHeaders(app, { production });
  app.get('/*', async () => 'ok');
  const response = await app.inject(url);
  await app.close();
  return response.headers;
}

describe('security headers for the door (issue 13)', () => {
  it('let box-office pages use the camera, and no customer page', async () => {
    for (const url of ['/box-office/door/12', '/box-office/door', '/box-office'])
      expect(String((await headersOf(url))['permissions-policy']), url).toContain('camera=(self)');
    for (const url of ['/', '/listings', '/box-officer', '/events/x/1', '/api/box-office/door/1'])
      expect(String((await headersOf(url))['permissions-policy']), url).toContain('camera=()');
  });

  it('allow compiling WebAssembly in the QR decoder worker’s script only', async () => {
    const worker = String(
      (await headersOf('/assets/qr-decoder.worker-Cjq6agTa.js'))['content-security-policy'],
    );
    expect(worker).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(worker).not.toContain("'unsafe-eval'");
    for (const url of ['/box-office/door/12', '/assets/index-abc.js', '/assets/qr-decoder.js']) {
      const policy = String((await headersOf(url))['content-security-policy']);
      expect(policy, url).not.toContain('wasm-unsafe-eval');
      expect(policy, url).toContain("script-src 'self'");
    }
    const production = String(
      (await headersOf('/assets/qr-decoder.worker-Cjq6agTa.js', true))['content-security-policy'],
    );
    expect(production).toContain('upgrade-insecure-requests');
  });
});
