import type { CaptchaVerifier } from '../../domain/ports/captcha-verifier.ts';
import type { CaptchaAction } from '../../shared/contracts/auth.ts';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * The "siteverify" call that reCAPTCHA, hCaptcha and Cloudflare Turnstile share: POST secret,
 * response and remoteip as a form; `success`, and for score-based (v3) tokens `score` and
 * `action`, which must match the action the token was executed for.
 */
export class SiteverifyCaptchaVerifier implements CaptchaVerifier {
  private readonly options: { verifyUrl: string; secretKey: string; minScore: number };

  constructor(options: { verifyUrl: string; secretKey: string; minScore: number }) {
    this.options = options;
  }

  async verify(token: string, action: CaptchaAction, remoteIp: string): Promise<boolean> {
    const response = await fetch(this.options.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: this.options.secretKey,
        response: token,
        remoteip: remoteIp,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as SiteverifyAnswer;
    if (answer.success !== true) return false;
    if (typeof answer.score === 'number' && answer.score < this.options.minScore) return false;
    if (typeof answer.action === 'string' && answer.action !== action) return false;
    return true;
  }
}
