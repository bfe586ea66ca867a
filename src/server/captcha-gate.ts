import type { FastifyRequest } from 'fastify';
import { AppError } from '../domain/app-error.ts';
import type { CaptchaVerifier } from '../domain/ports/captcha-verifier.ts';
import {
  type CaptchaAction,
  CaptchaActionSchema,
  type CaptchaConfig,
} from '../shared/contracts/auth.ts';
import type { CaptchaSettings } from './config.ts';

export const CAPTCHA_OFF: CaptchaSettings = {
  enabled: false,
  siteKey: null,
  secretKey: null,
  version: 3,
  verifyUrl: '',
  scriptUrl: '',
  cspOrigins: [],
  minScore: 0.5,
  size: 'compact',
  mode: 'base',
  language: 'en-us',
  hideBadge: false,
};

/**
 * The captcha hook on login, register, reset and magic link: off unless configured. Misconfigured,
 * it answers the spec's messages (No key provided, No version provided); a missing token is
 * "Failed to execute"; a token the provider refuses is CAPTCHA_FAILED.
 */
export class CaptchaGate {
  private readonly settings: CaptchaSettings;
  private readonly verifier: CaptchaVerifier | undefined;

  constructor(settings: CaptchaSettings = CAPTCHA_OFF, verifier?: CaptchaVerifier) {
    this.settings = settings;
    this.verifier = verifier;
  }

  /** Where the provider's script and frames come from: the page's policy must let them in. */
  contentOrigins(): string[] {
    const s = this.settings;
    if (!s.enabled) return [];
    return [...new Set([new URL(s.scriptUrl).origin, ...s.cspOrigins])];
  }

  publicConfig(): CaptchaConfig {
    const s = this.settings;
    return {
      enabled: s.enabled,
      siteKey: s.siteKey,
      version: s.version,
      scriptUrl: s.enabled ? s.scriptUrl : null,
      language: s.language,
      mode: s.mode,
      size: s.size,
      hideBadge: s.hideBadge,
      actions: CaptchaActionSchema.options,
    };
  }

  async check(
    request: FastifyRequest,
    action: CaptchaAction,
    token: string | undefined,
  ): Promise<void> {
    const s = this.settings;
    if (!s.enabled) return;
    if (!s.siteKey || !s.secretKey || !this.verifier) throw new AppError('CAPTCHA_NO_KEY');
    if (!s.version) throw new AppError('CAPTCHA_NO_VERSION');
    if (!token) throw new AppError('CAPTCHA_EXECUTE_FAILED');
    let ok = false;
    try {
      ok = await this.verifier.verify(token, action, request.ip);
    } catch (error) {
      request.log.warn({ err: error }, 'captcha verification failed');
    }
    if (!ok) throw new AppError('CAPTCHA_FAILED');
  }
}
