/**
 * The siteverify verifier runs the CaptchaVerifier contract against a stand-in provider on a
 * local port, answering as reCAPTCHA v3 does (success, score, action); and it sends the
 * provider the secret, the token and the buyer's address as a form.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { captchaVerifierContract } from '../../domain/ports/captcha-verifier.contract.ts';
import { SiteverifyCaptchaVerifier } from './siteverify-captcha-verifier.ts';

const SECRET = 'test-secret-key';
/** What the stand-in says of each token. */
const ANSWERS: Record<string, object> = {
  'login-token': { success: true, score: 0.9, action: 'login' },
  'refused-token': { success: false, 'error-codes': ['invalid-input-response'] },
  'low-score-token': { success: true, score: 0.1, action: 'login' },
};
const received: URLSearchParams[] = [];

async function standIn(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const answer =
        form.get('secret') === SECRET
          ? (ANSWERS[form.get('response') ?? ''] ?? { success: false })
          : { success: false, 'error-codes': ['invalid-input-secret'] };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/siteverify` };
}

captchaVerifierContract('siteverify', async () => {
  const { server, url } = await standIn();
  // A port nothing listens on: the closed server's.
  const down = await standIn();
  await new Promise<void>((resolve) => down.server.close(() => resolve()));
  return {
    verifier: new SiteverifyCaptchaVerifier({ verifyUrl: url, secretKey: SECRET, minScore: 0.5 }),
    loginToken: 'login-token',
    refusedToken: 'refused-token',
    unreachable: new SiteverifyCaptchaVerifier({
      verifyUrl: down.url,
      secretKey: SECRET,
      minScore: 0.5,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});

it('sends the secret, the token and the address; a score under the minimum fails', async () => {
  const { server, url } = await standIn();
  try {
    const verifier = new SiteverifyCaptchaVerifier({
      verifyUrl: url,
      secretKey: SECRET,
      minScore: 0.5,
    });
    expect(await verifier.verify('low-score-token', 'login', '198.51.100.4')).toBe(false);
    const last = received.at(-1);
    expect(last?.get('secret')).toBe(SECRET);
    expect(last?.get('response')).toBe('low-score-token');
    expect(last?.get('remoteip')).toBe('198.51.100.4');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
