import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/app-error.ts';
import { createTestApp } from '../testing/test-app.ts';
import { CAPTCHA_OFF, CaptchaGate } from './captcha-gate.ts';

const request = {
  ip: '203.0.113.9',
  log: { warn: () => undefined },
} as unknown as FastifyRequest;

const on = {
  ...CAPTCHA_OFF,
  enabled: true,
  siteKey: 'site-key',
  secretKey: 'secret-key',
  verifyUrl: 'https://captcha.example/siteverify',
  scriptUrl: 'https://captcha.example/api.js',
};

async function codeOf(gate: CaptchaGate, token?: string): Promise<string | null> {
  try {
    await gate.check(request, 'login', token);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
}

describe('captcha gate', () => {
  const verifier = { verify: async (token: string) => token === 'good' };

  it('lets the provider’s script and frames through the page’s policy only when on', async () => {
    expect(new CaptchaGate().contentOrigins()).toEqual([]);
    const gate = new CaptchaGate({ ...on, cspOrigins: ['https://static.captcha.example'] });
    expect(gate.contentOrigins()).toEqual([
      'https://captcha.example',
      'https://static.captcha.example',
    ]);
    const t = await createTestApp({ captcha: gate });
    try {
      const policy = String((await t.app.inject('/robots.txt')).headers['content-security-policy']);
      expect(policy).toContain(
        "script-src 'self' https://captcha.example https://static.captcha.example",
      );
      expect(policy).toContain('frame-src https://captcha.example');
    } finally {
      await t.close();
    }
  });

  it('is off unless configured', async () => {
    expect(await codeOf(new CaptchaGate())).toBeNull();
    expect(new CaptchaGate().publicConfig()).toMatchObject({ enabled: false, scriptUrl: null });
  });

  it('answers the spec’s messages when misconfigured or not executed', async () => {
    expect(await codeOf(new CaptchaGate({ ...on, siteKey: null }, verifier), 'good')).toBe(
      'CAPTCHA_NO_KEY',
    );
    expect(await codeOf(new CaptchaGate({ ...on, version: null }, verifier), 'good')).toBe(
      'CAPTCHA_NO_VERSION',
    );
    expect(await codeOf(new CaptchaGate(on, verifier))).toBe('CAPTCHA_EXECUTE_FAILED');
  });

  it('lets a verified token through and refuses the rest', async () => {
    const gate = new CaptchaGate(on, verifier);
    expect(await codeOf(gate, 'good')).toBeNull();
    expect(await codeOf(gate, 'bad')).toBe('CAPTCHA_FAILED');
    const failing = new CaptchaGate(on, {
      verify: () => Promise.reject(new Error('provider down')),
    });
    expect(await codeOf(failing, 'good')).toBe('CAPTCHA_FAILED');
    expect(gate.publicConfig()).toMatchObject({
      enabled: true,
      siteKey: 'site-key',
      version: 3,
      size: 'compact',
    });
  });
});
